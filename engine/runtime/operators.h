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

// a + b, a - b and a * b on INTEGER_64 wrapped around (no overflow status): for the tools that
// make values near others (AutoTest's mutations and boundary values), never undefined.
inline std::int64_t wrappedInt64(ir::Op op, std::int64_t a, std::int64_t b)
{
    OpStatus ignored = OpStatus::Ok;
    return wrapBinary<std::int64_t, std::uint64_t>(op, a, b, ignored);
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


// Wrapped arithmetic on the S-typed view of two values stored in the union member `M`.
template <typename S, typename U, typename Make>
inline Value wrapKind(ir::Op op, std::int64_t a, std::int64_t b, OpStatus& st, Make make)
{
    return make(wrapBinary<S, U>(op, static_cast<S>(a), static_cast<S>(b), st));
}

// Binary operator `op` (Add … Ge, Eq, Ne on basic operands) on operands of kind `kind`.
inline Value basicBinary(ir::Op op, sema::BasicKind kind, Value a, Value b, OpStatus& st)
{
    using sema::BasicKind;
    switch (op) {
    case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge: case ir::Op::Eq: case ir::Op::Ne:
        switch (kind) {
        case BasicKind::Integer32: case BasicKind::Integer8: case BasicKind::Integer16:
            return Value::boolean(compareOp(op, a.i32, b.i32));
        case BasicKind::Integer64: return Value::boolean(compareOp(op, a.i64, b.i64));
        case BasicKind::Natural32: case BasicKind::Natural8: case BasicKind::Natural16:
            return Value::boolean(compareOp(op, a.n32, b.n32));
        case BasicKind::Natural64: return Value::boolean(compareOp(op, a.n64, b.n64));
        case BasicKind::Real64: case BasicKind::Real32: return Value::boolean(compareOp(op, a.r, b.r));
        case BasicKind::Character: case BasicKind::Character32: return Value::boolean(compareOp(op, a.c, b.c));
        case BasicKind::Boolean: return Value::boolean(compareOp(op, a.b, b.b));
        default: return Value::boolean(false);
        }
    case ir::Op::Div:
        if (kind == BasicKind::Real32) return Value::real32(static_cast<float>(a.r / b.r));
        return Value::real(a.r / b.r);
    case ir::Op::Pow: return Value::real(realPower(a.r, b.r));
    default: break;
    }
    switch (kind) {
    case BasicKind::Integer32: return Value::int32(wrapBinary<std::int32_t, std::uint32_t>(op, a.i32, b.i32, st));
    case BasicKind::Integer64: return Value::int64(wrapBinary<std::int64_t, std::uint64_t>(op, a.i64, b.i64, st));
    case BasicKind::Natural32: return Value::nat32(wrapBinary<std::uint32_t, std::uint32_t>(op, a.n32, b.n32, st));
    case BasicKind::Integer8: return wrapKind<std::int8_t, std::uint8_t>(op, a.i32, b.i32, st, &Value::int8);
    case BasicKind::Integer16: return wrapKind<std::int16_t, std::uint16_t>(op, a.i32, b.i32, st, &Value::int16);
    case BasicKind::Natural8: return wrapKind<std::uint8_t, std::uint8_t>(op, a.n32, b.n32, st, &Value::nat8);
    case BasicKind::Natural16: return wrapKind<std::uint16_t, std::uint16_t>(op, a.n32, b.n32, st, &Value::nat16);
    case BasicKind::Natural64: return Value::nat64(wrapBinary<std::uint64_t, std::uint64_t>(op, a.n64, b.n64, st));
    case BasicKind::Real64:
    case BasicKind::Real32: {
        double r = 0;
        switch (op) {
        case ir::Op::Add: r = a.r + b.r; break;
        case ir::Op::Sub: r = a.r - b.r; break;
        case ir::Op::Mul: r = a.r * b.r; break;
        case ir::Op::IntDiv: r = std::trunc(a.r / b.r); break;
        case ir::Op::Mod: r = std::fmod(a.r, b.r); break;
        default: break;
        }
        // Double arithmetic rounded to float is exactly float arithmetic for + - * /.
        return kind == BasicKind::Real32 ? Value::real32(static_cast<float>(r)) : Value::real(r);
    }
    default: return Value();
    }
}

// Whether `- a' wraps around: the smallest value of a signed kind, or any NATURAL but 0
// (counted as an overflow, like + and -: `abs ({INTEGER_32}.min_value)' is min_value again).
inline bool negationWraps(sema::BasicKind kind, Value a)
{
    using sema::BasicKind;
    switch (kind) {
    case BasicKind::Integer32: return a.i32 == std::numeric_limits<std::int32_t>::min();
    case BasicKind::Integer64: return a.i64 == std::numeric_limits<std::int64_t>::min();
    case BasicKind::Integer8: return a.i32 == std::numeric_limits<std::int8_t>::min();
    case BasicKind::Integer16: return a.i32 == std::numeric_limits<std::int16_t>::min();
    case BasicKind::Natural8:
    case BasicKind::Natural16:
    case BasicKind::Natural32: return a.n32 != 0;
    case BasicKind::Natural64: return a.n64 != 0;
    default: return false;
    }
}

inline Value basicNegate(sema::BasicKind kind, Value a)
{
    using sema::BasicKind;
    switch (kind) {
    case BasicKind::Integer32: return Value::int32(static_cast<std::int32_t>(0u - static_cast<std::uint32_t>(a.i32)));
    case BasicKind::Integer64: return Value::int64(static_cast<std::int64_t>(0ull - static_cast<std::uint64_t>(a.i64)));
    case BasicKind::Natural32: return Value::nat32(0u - a.n32);
    case BasicKind::Integer8: return Value::int8(static_cast<std::int8_t>(0u - static_cast<std::uint32_t>(a.i32)));
    case BasicKind::Integer16: return Value::int16(static_cast<std::int16_t>(0u - static_cast<std::uint32_t>(a.i32)));
    case BasicKind::Natural8: return Value::nat8(static_cast<std::uint8_t>(0u - a.n32));
    case BasicKind::Natural16: return Value::nat16(static_cast<std::uint16_t>(0u - a.n32));
    case BasicKind::Natural64: return Value::nat64(0ull - a.n64);
    case BasicKind::Real64: return Value::real(-a.r);
    case BasicKind::Real32: return Value::real32(static_cast<float>(-a.r));
    default: return a;
    }
}

// A value of integer kind `to` from the 64-bit two's complement pattern `bits` (wraps: the
// low bits are kept, as EiffelStudio's `as_*` conversions do).
inline Value integerFromBits(std::uint64_t bits, sema::BasicKind to)
{
    using sema::BasicKind;
    switch (to) {
    case BasicKind::Integer8: return Value::int8(static_cast<std::int8_t>(bits));
    case BasicKind::Integer16: return Value::int16(static_cast<std::int16_t>(bits));
    case BasicKind::Integer32: return Value::int32(static_cast<std::int32_t>(static_cast<std::uint32_t>(bits)));
    case BasicKind::Integer64: return Value::int64(static_cast<std::int64_t>(bits));
    case BasicKind::Natural8: return Value::nat8(static_cast<std::uint8_t>(bits));
    case BasicKind::Natural16: return Value::nat16(static_cast<std::uint16_t>(bits));
    case BasicKind::Natural32: return Value::nat32(static_cast<std::uint32_t>(bits));
    case BasicKind::Natural64: return Value::nat64(bits);
    case BasicKind::Character: return Value::character(static_cast<std::uint32_t>(bits));
    case BasicKind::Character32: return Value::character32(static_cast<std::uint32_t>(bits));
    case BasicKind::Boolean: return Value::boolean(bits != 0);
    default: return Value();
    }
}

// The smallest and largest value of integer kind `k` as doubles (for saturating conversions).
inline void integerRange(sema::BasicKind k, double& lo, double& hi)
{
    using sema::BasicKind;
    switch (k) {
    case BasicKind::Integer8: lo = -128.0; hi = 127.0; return;
    case BasicKind::Integer16: lo = -32768.0; hi = 32767.0; return;
    case BasicKind::Integer32: lo = -2147483648.0; hi = 2147483647.0; return;
    case BasicKind::Integer64: lo = -9223372036854775808.0; hi = 9223372036854775807.0; return;
    case BasicKind::Natural8: lo = 0; hi = 255.0; return;
    case BasicKind::Natural16: lo = 0; hi = 65535.0; return;
    case BasicKind::Natural64: lo = 0; hi = 18446744073709551615.0; return;
    default: lo = 0; hi = 4294967295.0; return;  // NATURAL_32, characters
    }
}

// Conversion between basic kinds: integers wrap (two's complement), reals truncate toward zero
// (saturating at the target's bounds, NaN → 0), characters are their code.
inline Value basicConvert(Value a, sema::BasicKind to)
{
    using sema::BasicKind;
    if (a.tag == Tag::Real64 || a.tag == Tag::Real32) {
        const double r = a.r;
        switch (to) {
        case BasicKind::Real64: return Value::real(r);
        case BasicKind::Real32: return Value::real32(static_cast<float>(r));
        case BasicKind::Boolean: return Value::boolean(r != 0);
        case BasicKind::None: return Value();
        default: break;
        }
        double lo = 0, hi = 0;
        integerRange(to, lo, hi);
        const double t = std::isnan(r) ? 0 : r < lo ? lo : r > hi ? hi : std::trunc(r);
        // hi of the 64-bit kinds rounds up to 2^63 / 2^64, which the casts below must not see.
        if (to == BasicKind::Natural64) return Value::nat64(t >= 18446744073709551615.0 ? UINT64_MAX : static_cast<std::uint64_t>(t));
        if (to == BasicKind::Integer64) return Value::int64(t >= 9223372036854775807.0 ? INT64_MAX : static_cast<std::int64_t>(t));
        return integerFromBits(static_cast<std::uint64_t>(static_cast<std::int64_t>(t)), to);
    }
    switch (to) {
    case BasicKind::Real64:
    case BasicKind::Real32: {
        const double d = a.tag == Tag::Natural64 ? static_cast<double>(a.n64) : static_cast<double>(a.asInt());
        return to == BasicKind::Real32 ? Value::real32(static_cast<float>(d)) : Value::real(d);
    }
    case BasicKind::None: return a;
    default: return integerFromBits(static_cast<std::uint64_t>(a.asInt()), to);
    }
}

// The bit operations of the integer classes on `a' (kind `kind') and `b' (same kind, or the
// INTEGER shift count): and, or, xor, not, shifts (right: arithmetic for INTEGER_*, logical for
// NATURAL_*), test.
enum class BitOp : std::uint8_t { And, Or, Xor, Not, ShiftLeft, ShiftRight, Test };

inline Value basicBitOp(BitOp op, sema::BasicKind kind, Value a, Value b)
{
    const std::uint64_t x = a.tag == Tag::Natural64 ? a.n64 : static_cast<std::uint64_t>(a.asInt());
    const std::uint64_t y = b.tag == Tag::Natural64 ? b.n64 : static_cast<std::uint64_t>(b.asInt());
    const unsigned n = static_cast<unsigned>(y & 63);
    switch (op) {
    case BitOp::And: return integerFromBits(x & y, kind);
    case BitOp::Or: return integerFromBits(x | y, kind);
    case BitOp::Xor: return integerFromBits(x ^ y, kind);
    case BitOp::Not: return integerFromBits(~x, kind);
    case BitOp::ShiftLeft: return integerFromBits(x << n, kind);
    case BitOp::ShiftRight:
        // Signed values are sign-extended in x, naturals zero-extended: one shift serves both.
        return integerFromBits(sema::isNaturalKind(kind) ? x >> n : static_cast<std::uint64_t>(static_cast<std::int64_t>(x) >> n), kind);
    case BitOp::Test: return Value::boolean(((x >> n) & 1) != 0);
    }
    return Value();
}

// `=` on any two values: basic by value, references by identity.
inline bool valuesEqual(Value a, Value b)
{
    if (a.tag != b.tag) {
        if (a.isBasic() && b.isBasic() && a.tag != Tag::Pointer && b.tag != Tag::Pointer) {
            if (a.tag == Tag::Real64 || b.tag == Tag::Real64 || a.tag == Tag::Real32 || b.tag == Tag::Real32)
                return basicConvert(a, sema::BasicKind::Real64).r == basicConvert(b, sema::BasicKind::Real64).r;
            // A NATURAL_64 beyond INTEGER_64 equals no value of a signed kind.
            if ((a.tag == Tag::Natural64 && a.i64 < 0) || (b.tag == Tag::Natural64 && b.i64 < 0)) return false;
            return a.asInt() == b.asInt();
        }
        return false;
    }
    switch (a.tag) {
    case Tag::Void: return true;
    case Tag::Boolean: return a.b == b.b;
    case Tag::Character: case Tag::Character32: return a.c == b.c;
    case Tag::Integer32: case Tag::Integer8: case Tag::Integer16: return a.i32 == b.i32;
    case Tag::Natural32: case Tag::Natural8: case Tag::Natural16: return a.n32 == b.n32;
    case Tag::Integer64: return a.i64 == b.i64;
    case Tag::Natural64: case Tag::Pointer: return a.n64 == b.n64;
    case Tag::Real64: case Tag::Real32: return a.r == b.r;
    case Tag::Reference: return a.ref == b.ref;
    }
    return false;
}

}  // namespace amend::runtime
