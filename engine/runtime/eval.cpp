// Expression evaluation: the switch over ir::Op (constants, entities, feature access and calls,
// creation, operators, equality, object tests, quantifiers, manifest arrays).
#include "runtime/machine.h"
#include "runtime/operators.h"

namespace amend::runtime {

namespace {

// Arguments are evaluated into a small buffer on the C++ stack (heap only beyond 8).
struct ArgBuffer {
    alignas(Value) unsigned char small[8 * sizeof(Value)];  // uninitialised: filled before use
    std::vector<Value> big;
    Value* data = reinterpret_cast<Value*>(small);
};

inline int evalArgs(Machine& m, const ir::Expr& e, std::size_t first, Frame& f, ArgBuffer& buf)
{
    const std::size_t n = e.kids.size() - first;
    if (n > 8) {
        buf.big.resize(n);
        buf.data = buf.big.data();
    }
    for (std::size_t i = 0; i < n; ++i) buf.data[i] = m.evalFast(*e.kids[first + i], f);
    return static_cast<int>(n);
}

}  // namespace

Value Machine::eval(const ir::Expr& e, Frame& f)
{
    switch (e.op) {
    case ir::Op::Int32Const: return Value::int32(static_cast<std::int32_t>(e.intValue));
    case ir::Op::Int64Const: return Value::int64(e.intValue);
    case ir::Op::Nat32Const: return Value::nat32(static_cast<std::uint32_t>(e.intValue));
    case ir::Op::RealConst: return Value::real(e.realValue);
    case ir::Op::BoolConst: return Value::boolean(e.intValue != 0);
    case ir::Op::CharConst: return Value::character(static_cast<std::uint32_t>(e.intValue));
    case ir::Op::VoidConst: return Value();
    case ir::Op::StringConst: return newString(e.text);

    case ir::Op::Current: return f.current;
    case ir::Op::Result: return f.result;
    case ir::Op::Local: return f.locals[e.slot];
    case ir::Op::Old: return f.olds[e.slot];

    case ir::Op::AttrCurrent: {
        const sema::ClassInfo* cls = classOf(f.current);
        const sema::FeatureInfo* a = cls ? cls->dispatchFor(e.routineId) : nullptr;
        if (!a) a = e.feature;
        if (a && a->kind == sema::FeatureInfo::Kind::Attribute && f.current.isRef()) return f.current.ref->fields()[a->slot];
        if (!a) internalError("unresolved attribute");
        return access(a, f.current, nullptr, 0, e.range, false);
    }
    case ir::Op::CallCurrent: case ir::Op::Call: case ir::Op::CallStatic: case ir::Op::Create: return evalCall(e, f);
    case ir::Op::ManifestArray: return evalManifestArray(e, f);

#define AMEND_INT32_OP(OP, EXPR)                                                   \
    case ir::Op::OP: {                                                             \
        const Value a = evalFast(*e.kids[0], f);                                   \
        const Value b = evalFast(*e.kids[1], f);                                   \
        if (e.basic == sema::BasicKind::Integer32) return EXPR;                    \
        return evalBinary(e, a, b);                                                \
    }
    AMEND_INT32_OP(Add, addInt32(a.i32, b.i32))
    AMEND_INT32_OP(Sub, subInt32(a.i32, b.i32))
    AMEND_INT32_OP(Lt, Value::boolean(a.i32 < b.i32))
    AMEND_INT32_OP(Le, Value::boolean(a.i32 <= b.i32))
    AMEND_INT32_OP(Gt, Value::boolean(a.i32 > b.i32))
    AMEND_INT32_OP(Ge, Value::boolean(a.i32 >= b.i32))
#undef AMEND_INT32_OP
    case ir::Op::Mul: {
        const Value a = evalFast(*e.kids[0], f);
        const Value b = evalFast(*e.kids[1], f);
        if (e.basic == sema::BasicKind::Integer32) {
            std::int32_t r;
            if (__builtin_mul_overflow(a.i32, b.i32, &r)) [[unlikely]] ++overflows;
            return Value::int32(r);
        }
        return evalBinary(e, a, b);
    }
    case ir::Op::IntDiv: case ir::Op::Mod: {
        const Value a = evalFast(*e.kids[0], f);
        const Value b = evalFast(*e.kids[1], f);
        if (e.basic == sema::BasicKind::Integer32 && b.i32 != 0 && b.i32 != -1)
            return Value::int32(e.op == ir::Op::IntDiv ? a.i32 / b.i32 : a.i32 % b.i32);
        return evalBinary(e, a, b);
    }
    case ir::Op::Div: case ir::Op::Pow: {
        const Value a = evalFast(*e.kids[0], f);
        const Value b = evalFast(*e.kids[1], f);
        return evalBinary(e, a, b);
    }
    case ir::Op::Neg: return basicNegate(e.basic, eval(*e.kids[0], f));
    case ir::Op::Eq: case ir::Op::Ne: {
        const Value a = evalFast(*e.kids[0], f);
        const Value b = evalFast(*e.kids[1], f);
        if (a.tag == Tag::Integer32 && b.tag == Tag::Integer32) return Value::boolean((a.i32 == b.i32) == (e.op == ir::Op::Eq));
        return Value::boolean(valuesEqual(a, b) == (e.op == ir::Op::Eq));
    }
    case ir::Op::ObjEq: case ir::Op::ObjNe: {
        const Value a = eval(*e.kids[0], f);
        const Value b = eval(*e.kids[1], f);
        return Value::boolean(isEqual(a, b, e.routineId, e.range) == (e.op == ir::Op::ObjEq));
    }
    case ir::Op::And: {
        const bool a = eval(*e.kids[0], f).b;
        const bool b = eval(*e.kids[1], f).b;
        return Value::boolean(a && b);
    }
    case ir::Op::Or: {
        const bool a = eval(*e.kids[0], f).b;
        const bool b = eval(*e.kids[1], f).b;
        return Value::boolean(a || b);
    }
    case ir::Op::Xor: {
        const bool a = eval(*e.kids[0], f).b;
        const bool b = eval(*e.kids[1], f).b;
        return Value::boolean(a != b);
    }
    case ir::Op::AndThen: return Value::boolean(eval(*e.kids[0], f).b && eval(*e.kids[1], f).b);
    case ir::Op::OrElse: return Value::boolean(eval(*e.kids[0], f).b || eval(*e.kids[1], f).b);
    case ir::Op::Implies: return Value::boolean(!eval(*e.kids[0], f).b || eval(*e.kids[1], f).b);
    case ir::Op::Not: return Value::boolean(!evalFast(*e.kids[0], f).b);
    case ir::Op::Convert: return basicConvert(evalFast(*e.kids[0], f), e.basic);
    case ir::Op::IfExpr: {
        const std::size_t n = e.kids.size();
        for (std::size_t i = 0; i + 1 < n; i += 2) {
            if (eval(*e.kids[i], f).b) return eval(*e.kids[i + 1], f);
        }
        return n % 2 == 1 ? eval(*e.kids[n - 1], f) : Value();
    }
    case ir::Op::ObjectTest: {
        const Value v = eval(*e.kids[0], f);
        if (v.isVoid()) return Value::boolean(false);
        if (e.type) {
            const sema::Type* target = e.type->mentionsFormals() ? instantiateIn(e.type, f) : e.type;
            const sema::Type* dynamic = typeOf(v);
            if (!dynamic || !program.conforms(dynamic, target)) return Value::boolean(false);
        }
        if (e.slot >= 0) f.locals[e.slot] = v;
        return Value::boolean(true);
    }
    case ir::Op::Quantifier: return evalQuantifier(e, f);
    }
    internalError("unknown expression");
}

Value Machine::evalBinary(const ir::Expr& e, Value a, Value b)
{
    OpStatus st = OpStatus::Ok;
    const Value r = basicBinary(e.op, e.basic, a, b, st);
    if (st != OpStatus::Ok) [[unlikely]] {
        if (st == OpStatus::DivisionByZero) divisionByZero(e.range);
        ++overflows;
    }
    return r;
}

Value Machine::evalCall(const ir::Expr& e, Frame& f)
{
    switch (e.op) {
    case ir::Op::CallCurrent: {
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 0, f, buf);
        const sema::ClassInfo* cls = classOf(f.current);
        const sema::FeatureInfo* callee = cls ? cls->dispatchFor(e.routineId) : nullptr;
        if (!callee) callee = e.feature;
        if (!callee) internalError("unresolved call");
        return access(callee, f.current, buf.data, n, e.range, false);
    }
    case ir::Op::Call: {
        const Value target = eval(*e.kids[0], f);
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 1, f, buf);
        if (target.isVoid()) {
            fail(ViolationKind::VoidCall, nullptr, e.range,
                 "feature call on Void target" + (e.feature ? " (" + e.feature->name + ")" : std::string()));
        }
        const sema::ClassInfo* cls = classOf(target);
        const sema::FeatureInfo* callee = cls->dispatchFor(e.routineId);
        if (!callee) callee = e.feature;
        if (!callee) internalError("unresolved call on " + cls->name);
        if (cls == m_fast.array || cls == m_fast.string) {
            Value result;
            if (fastCall(callee, target, buf.data, n, result)) return result;
        }
        return access(callee, target, buf.data, n, e.range, target.isRef());
    }
    case ir::Op::CallStatic: {
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 0, f, buf);
        return access(e.feature, f.current, buf.data, n, e.range, false);
    }
    case ir::Op::Create: {
        const sema::Type* type = e.type && e.type->mentionsFormals() ? instantiateIn(e.type, f) : e.type;
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 0, f, buf);
        return create(type, e.feature, buf.data, n, e.range);
    }
    default: break;
    }
    internalError("not a call");
}

bool Machine::isEqual(Value a, Value b, int routineId, SourceRange site)
{
    if (a.isVoid() || b.isVoid()) return a.isVoid() && b.isVoid();
    if (!a.isRef() || !b.isRef()) return a.tag == b.tag && valuesEqual(a, b);
    if (a.ref == b.ref) return true;
    if (a.ref->type != b.ref->type) return false;
    const sema::FeatureInfo* f = routineId >= 0 ? a.ref->cls->dispatchFor(routineId) : nullptr;
    if (!f) return standardEqual(a.ref, b.ref);
    return access(f, a, &b, 1, site, true).b;
}

Value Machine::evalQuantifier(const ir::Expr& e, Frame& f)
{
    const bool isAll = e.flag;
    const Value iterable = eval(*e.kids[0], f);
    const Value cursor = callByRoutineId(iterable, e.iterNewCursor, nullptr, 0, e.range);
    for (;;) {
        if (callByRoutineId(cursor, e.iterAfter, nullptr, 0, e.range).b) break;
        if (e.slot >= 0) f.locals[e.slot] = e.cursorForm ? cursor : callByRoutineId(cursor, e.iterItem, nullptr, 0, e.range);
        const bool holds = eval(*e.kids[1], f).b;
        if (isAll && !holds) return Value::boolean(false);
        if (!isAll && holds) return Value::boolean(true);
        callByRoutineId(cursor, e.iterForth, nullptr, 0, e.range);
    }
    return Value::boolean(isAll);
}

Value Machine::evalManifestArray(const ir::Expr& e, Frame& f)
{
    const sema::Type* type = e.type && e.type->mentionsFormals() ? instantiateIn(e.type, f) : e.type;
    Value bounds[2] = {Value::int32(1), Value::int32(static_cast<std::int32_t>(e.kids.size()))};
    const Value array = create(type, e.feature, bounds, 2, e.range);
    for (std::size_t i = 0; i < e.kids.size(); ++i) {
        Value args[2] = {eval(*e.kids[i], f), Value::int32(static_cast<std::int32_t>(i + 1))};
        if (e.auxFeature) access(array.ref->cls->dispatchFor(e.auxFeature->routineId) ? array.ref->cls->dispatchFor(e.auxFeature->routineId) : e.auxFeature,
                                 array, args, 2, e.range, true);
    }
    return array;
}

}  // namespace amend::runtime
