// Arithmetic, comparison and conversion of basic values: the single implementation used both by
// the ir operator nodes and by the basic classes' built-in features (INTEGER_32.plus …).
// Integer arithmetic wraps (computed in unsigned types: no undefined behaviour).
#pragma once

#include "runtime/value.h"
#include "sema/ir.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace amend::runtime {

// Overflow: an Add/Sub/Mul (or min // -1) wrapped around; the result is still the wrapped value.
enum class OpStatus : std::uint8_t { Ok, DivisionByZero, Overflow };

template <typename S, typename U>
inline S wrapBinary(ir::Op op, S a, S b, OpStatus& st)
{
    switch (op) {
    case ir::Op::Add: { S r; if (__builtin_add_overflow(a, b, &r)) [[unlikely]] st = OpStatus::Overflow; return r; }
    case ir::Op::Sub: { S r; if (__builtin_sub_overflow(a, b, &r)) [[unlikely]] st = OpStatus::Overflow; return r; }
    case ir::Op::Mul: { S r; if (__builtin_mul_overflow(a, b, &r)) [[unlikely]] st = OpStatus::Overflow; return r; }
    case ir::Op::IntDiv:
    case ir::Op::Mod:
        if (b == 0) { st = OpStatus::DivisionByZero; return 0; }
        if constexpr (std::is_signed_v<S>) {
            if (b == -1) {  // min // -1 wraps
                if (op == ir::Op::IntDiv && a == std::numeric_limits<S>::min()) st = OpStatus::Overflow;
                return op == ir::Op::IntDiv ? static_cast<S>(U(0) - static_cast<U>(a)) : S(0);
            }
        }
        return op == ir::Op::IntDiv ? a / b : a % b;
    default: return 0;
    }
}

template <typename T>
inline bool compareOp(ir::Op op, T a, T b)
{
    switch (op) {
    case ir::Op::Lt: return a < b;
    case ir::Op::Le: return a <= b;
    case ir::Op::Gt: return a > b;
    case ir::Op::Ge: return a >= b;
    case ir::Op::Eq: return a == b;
    case ir::Op::Ne: return a != b;
    default: return false;
    }
}

inline double realPower(double a, double b) { return std::pow(a, b); }

// Binary operator `op` (Add … Ge, Eq, Ne on basic operands) on operands of kind `kind`.
inline Value basicBinary(ir::Op op, sema::BasicKind kind, Value a, Value b, OpStatus& st)
{
    using sema::BasicKind;
    switch (op) {
    case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge: case ir::Op::Eq: case ir::Op::Ne:
        switch (kind) {
        case BasicKind::Integer32: return Value::boolean(compareOp(op, a.i32, b.i32));
        case BasicKind::Integer64: return Value::boolean(compareOp(op, a.i64, b.i64));
        case BasicKind::Natural32: return Value::boolean(compareOp(op, a.n32, b.n32));
        case BasicKind::Real64: return Value::boolean(compareOp(op, a.r, b.r));
        case BasicKind::Character: return Value::boolean(compareOp(op, a.c, b.c));
        case BasicKind::Boolean: return Value::boolean(compareOp(op, a.b, b.b));
        default: return Value::boolean(false);
        }
    case ir::Op::Div: return Value::real(a.r / b.r);
    case ir::Op::Pow: return Value::real(realPower(a.r, b.r));
    default: break;
    }
    switch (kind) {
    case BasicKind::Integer32: return Value::int32(wrapBinary<std::int32_t, std::uint32_t>(op, a.i32, b.i32, st));
    case BasicKind::Integer64: return Value::int64(wrapBinary<std::int64_t, std::uint64_t>(op, a.i64, b.i64, st));
    case BasicKind::Natural32: return Value::nat32(wrapBinary<std::uint32_t, std::uint32_t>(op, a.n32, b.n32, st));
    case BasicKind::Real64:
        switch (op) {
        case ir::Op::Add: return Value::real(a.r + b.r);
        case ir::Op::Sub: return Value::real(a.r - b.r);
        case ir::Op::Mul: return Value::real(a.r * b.r);
        case ir::Op::IntDiv: return Value::real(std::trunc(a.r / b.r));
        case ir::Op::Mod: return Value::real(std::fmod(a.r, b.r));
        default: return Value::real(0);
        }
    default: return Value();
    }
}

inline Value basicNegate(sema::BasicKind kind, Value a)
{
    switch (kind) {
    case sema::BasicKind::Integer32: return Value::int32(static_cast<std::int32_t>(0u - static_cast<std::uint32_t>(a.i32)));
    case sema::BasicKind::Integer64: return Value::int64(static_cast<std::int64_t>(0ull - static_cast<std::uint64_t>(a.i64)));
    case sema::BasicKind::Natural32: return Value::nat32(0u - a.n32);
    case sema::BasicKind::Real64: return Value::real(-a.r);
    default: return a;
    }
}

// Conversion between basic kinds: integers wrap (two's complement), reals truncate toward zero
// (saturating at the target's bounds, NaN → 0), characters are their code.
inline Value basicConvert(Value a, sema::BasicKind to)
{
    using sema::BasicKind;
    if (a.tag == Tag::Real64) {
        double r = a.r;
        auto sat = [r](double lo, double hi) -> double { return std::isnan(r) ? 0 : r < lo ? lo : r > hi ? hi : std::trunc(r); };
        switch (to) {
        case BasicKind::Real64: return a;
        case BasicKind::Integer32: return Value::int32(static_cast<std::int32_t>(sat(-2147483648.0, 2147483647.0)));
        case BasicKind::Integer64: {
            double t = sat(-9223372036854775808.0, 9223372036854775807.0);
            return Value::int64(t >= 9223372036854775807.0 ? INT64_MAX : static_cast<std::int64_t>(t));
        }
        case BasicKind::Natural32: return Value::nat32(static_cast<std::uint32_t>(sat(0.0, 4294967295.0)));
        case BasicKind::Character: return Value::character(static_cast<std::uint32_t>(sat(0.0, 4294967295.0)));
        case BasicKind::Boolean: return Value::boolean(r != 0);
        default: return Value();
        }
    }
    std::int64_t v = a.asInt();
    switch (to) {
    case BasicKind::Integer32: return Value::int32(static_cast<std::int32_t>(static_cast<std::uint32_t>(v)));
    case BasicKind::Integer64: return Value::int64(v);
    case BasicKind::Natural32: return Value::nat32(static_cast<std::uint32_t>(v));
    case BasicKind::Real64: return Value::real(a.tag == Tag::Natural32 ? static_cast<double>(a.n32) : static_cast<double>(v));
    case BasicKind::Character: return Value::character(static_cast<std::uint32_t>(v));
    case BasicKind::Boolean: return Value::boolean(v != 0);
    default: return a;
    }
}

// `=` on any two values: basic by value, references by identity.
inline bool valuesEqual(Value a, Value b)
{
    if (a.tag != b.tag) {
        if (a.isBasic() && b.isBasic()) {
            if (a.tag == Tag::Real64 || b.tag == Tag::Real64) return basicConvert(a, sema::BasicKind::Real64).r == basicConvert(b, sema::BasicKind::Real64).r;
            return a.asInt() == b.asInt();
        }
        return false;
    }
    switch (a.tag) {
    case Tag::Void: return true;
    case Tag::Boolean: return a.b == b.b;
    case Tag::Character: return a.c == b.c;
    case Tag::Integer32: return a.i32 == b.i32;
    case Tag::Natural32: return a.n32 == b.n32;
    case Tag::Integer64: return a.i64 == b.i64;
    case Tag::Real64: return a.r == b.r;
    case Tag::Reference: return a.ref == b.ref;
    }
    return false;
}

}  // namespace amend::runtime
