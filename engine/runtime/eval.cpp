// Expression evaluation: one handler per ir::Op, dispatched through a table (constants,
// entities, feature access and calls, creation, operators, equality, object tests, quantifiers,
// manifest arrays). Deliberately no caching in the IR: it is shared by concurrent runs.
#include "runtime/call_tails.h"
#include "runtime/machine.h"
#include "runtime/operators.h"

#include <array>

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

// One handler per ir::Op, reached through a table (Machine::eval): each handler saves only the
// registers it needs, where one big switch paid the prologue of its largest case on every node.
struct EvalOps {
    using E = const ir::Expr&;

    static Value int32Const(Machine&, E e, Frame&) { return Value::int32(static_cast<std::int32_t>(e.intValue)); }
    static Value int64Const(Machine&, E e, Frame&) { return Value::int64(e.intValue); }
    static Value nat32Const(Machine&, E e, Frame&) { return Value::nat32(static_cast<std::uint32_t>(e.intValue)); }
    static Value basicConst(Machine&, E e, Frame&)
    {
        return sema::isRealKind(e.basic) ? basicConvert(Value::real(e.realValue), e.basic) : integerFromBits(static_cast<std::uint64_t>(e.intValue), e.basic);
    }
    static Value realConst(Machine&, E e, Frame&) { return Value::real(e.realValue); }
    static Value boolConst(Machine&, E e, Frame&) { return Value::boolean(e.intValue != 0); }
    static Value charConst(Machine&, E e, Frame&) { return Value::character(static_cast<std::uint32_t>(e.intValue)); }
    static Value voidConst(Machine&, E, Frame&) { return Value(); }
    static Value stringConst(Machine& m, E e, Frame&) { return m.newString(e.text8.empty() ? e.text : e.text8); }

    static Value current(Machine&, E, Frame& f) { return f.current; }
    static Value result(Machine&, E, Frame& f) { return f.result; }
    static Value local(Machine&, E e, Frame& f) { return f.locals[e.slot]; }
    static Value old(Machine& m, E e, Frame& f)
    {
        m.readOld(&f.olds[e.slot]);
        return f.olds[e.slot];
    }

    static Value attrCurrent(Machine& m, E e, Frame& f)
    {
        if (f.current.isRef()) [[likely]] {
            const Object* o = f.current.ref;
            const sema::FeatureInfo* a = o->cls->dispatchFor(e.routineId);
            if (a && a->kind == sema::FeatureInfo::Kind::Attribute) [[likely]] return o->fields()[a->slot];
        }
        const sema::ClassInfo* cls = m.classOf(f.current);
        const sema::FeatureInfo* a = cls ? cls->dispatchFor(e.routineId) : nullptr;
        if (!a) a = e.feature;
        if (a && a->kind == sema::FeatureInfo::Kind::Attribute && f.current.isRef()) [[likely]] return f.current.ref->fields()[a->slot];
        if (!a) m.internalError("unresolved attribute");
        return m.access(a, f.current, nullptr, 0, e.range, false);
    }
    static Value call(Machine& m, E e, Frame& f) { return m.evalCall(e, f); }
    // Calls with at most kFewArgs arguments (almost all): the arguments in an uninitialised
    // array on the C++ stack, no vector.
    static constexpr std::size_t kFewArgs = 4;
    static Value callCurrent(Machine& m, E e, Frame& f)
    {
        const std::size_t n = e.kids.size();
        if (n > kFewArgs) [[unlikely]] return m.evalCall(e, f);
        alignas(Value) unsigned char raw[kFewArgs * sizeof(Value)];
        Value* args = reinterpret_cast<Value*>(raw);
        const ir::ExprPtr* kids = e.kids.data();
        if (n > 0) args[0] = m.evalFast(*kids[0], f);
        if (n > 1) args[1] = m.evalFast(*kids[1], f);
        for (std::size_t i = 2; i < n; ++i) args[i] = m.evalFast(*kids[i], f);
        return CallTails::current(m, e, f, args, n);
    }
    // Qualified calls: those without arguments (attribute reads mostly) and the others in
    // separate functions, so that an attribute read pays none of the other's register saves.
    static Value qualifiedCall(Machine& m, E e, Frame& f)
    {
        if (e.kids.size() != 1) [[likely]] return qualifiedCallWithArguments(m, e, f);
        return qualifiedQuery(m, e, f);
    }
    [[gnu::noinline]] static Value qualifiedQuery(Machine& m, E e, Frame& f)
    {
        const Value target = m.evalFast(*e.kids[0], f);
        if (target.isRef()) [[likely]] {
            // Dispatched at once (the fast paths' routines with a target of their own class all
            // take arguments; STRING_8.count is served in invokeGeneral).
            const Object* o = target.ref;
            const sema::FeatureInfo* callee = o->cls->dispatchFor(e.routineId);
            if (callee && callee->kind == sema::FeatureInfo::Kind::Attribute && static_cast<std::uint32_t>(callee->slot) < o->fieldCount) [[likely]]
                return o->fields()[callee->slot];
        }
        return qualifiedQueryRest(m, e, target);
    }
    [[gnu::noinline]] static Value qualifiedQueryRest(Machine& m, E e, Value target)
    {
        if (target.isRef()) {
            const sema::FeatureInfo* callee = target.ref->cls->dispatchFor(e.routineId);
            if (!callee) callee = m.undispatched(e, target.ref->cls);
            if (callee->kind == sema::FeatureInfo::Kind::Attribute && static_cast<std::uint32_t>(callee->slot) < target.ref->fieldCount)
                return target.ref->fields()[callee->slot];
            return m.access(callee, target, nullptr, 0, e.range, true);
        }
        if (target.isVoid()) [[unlikely]] m.voidCall(e);
        const sema::ClassInfo* cls = m.classOf(target);
        const sema::FeatureInfo* callee = cls->dispatchFor(e.routineId);
        if (!callee) callee = m.undispatched(e, cls);
        return m.access(callee, target, nullptr, 0, e.range, false);
    }
    [[gnu::noinline]] static Value qualifiedCallWithArguments(Machine& m, E e, Frame& f)
    {
        const std::size_t n = e.kids.size() - 1;
        if (n > kFewArgs) [[unlikely]] return m.evalCall(e, f);
        const Value target = m.evalFast(*e.kids[0], f);
        alignas(Value) unsigned char raw[kFewArgs * sizeof(Value)];
        Value* args = reinterpret_cast<Value*>(raw);
        const ir::ExprPtr* kids = e.kids.data() + 1;
        const ir::Expr& first = *kids[0];  // n >= 1: qualifiedQuery takes the others
        if (first.op == ir::Op::ManifestTuple && n == 1) [[unlikely]] {
            // `f.item ([x, y])': the tuple only carries the operands (agents.cpp); args[0] is
            // the tuple when that path declines.
            if (m.callAgentOnManifestTuple(e, f, target, args[0])) return args[0];
        } else {
            args[0] = m.evalFast(first, f);
        }
        if (n > 1) args[1] = m.evalFast(*kids[1], f);
        for (std::size_t i = 2; i < n; ++i) args[i] = m.evalFast(*kids[i], f);
        return CallTails::qualified(m, e, target, args, n);
    }
    static Value manifestArray(Machine& m, E e, Frame& f) { return m.evalManifestArray(e, f); }
    static Value manifestTuple(Machine& m, E e, Frame& f) { return m.evalManifestTuple(e, f); }
    static Value agent(Machine& m, E e, Frame& f) { return m.evalAgent(e, f); }

    // Integer operators: when both operands are locals or constants (most are), the handler
    // reads them in place and calls nothing, so it needs no saved registers; otherwise the
    // general version evaluates the operands.
    static bool isLeaf(const ir::Expr& k) { return k.op == ir::Op::Local || k.op == ir::Op::Int32Const; }
    static Value leaf(const ir::Expr& k, Frame& f) { return k.op == ir::Op::Local ? f.locals[k.slot] : Value::int32(static_cast<std::int32_t>(k.intValue)); }
#define AMEND_INT32_OP(NAME, EXPR)                                                 \
    [[gnu::noinline]] static Value NAME##General(Machine& m, E e, Frame& f)        \
    {                                                                              \
        const Value a = m.evalFast(*e.kids[0], f);                                 \
        const Value b = m.evalFast(*e.kids[1], f);                                 \
        if (e.basic == sema::BasicKind::Integer32) [[likely]] return EXPR;         \
        return m.evalBinary(e, a, b);                                              \
    }                                                                              \
    static Value NAME(Machine& m, E e, Frame& f)                                   \
    {                                                                              \
        const ir::Expr& k0 = *e.kids[0];                                           \
        const ir::Expr& k1 = *e.kids[1];                                           \
        if (e.basic == sema::BasicKind::Integer32 && isLeaf(k0) && isLeaf(k1)) {   \
            const Value a = leaf(k0, f), b = leaf(k1, f);                          \
            return EXPR;                                                           \
        }                                                                          \
        return NAME##General(m, e, f);                                             \
    }
    AMEND_INT32_OP(add, m.addInt32(a.i32, b.i32))
    AMEND_INT32_OP(sub, m.subInt32(a.i32, b.i32))
    AMEND_INT32_OP(lt, Value::boolean(a.i32 < b.i32))
    AMEND_INT32_OP(le, Value::boolean(a.i32 <= b.i32))
    AMEND_INT32_OP(gt, Value::boolean(a.i32 > b.i32))
    AMEND_INT32_OP(ge, Value::boolean(a.i32 >= b.i32))
    AMEND_INT32_OP(mul, mulInt32(m, a.i32, b.i32))
    AMEND_INT32_OP(intDiv, b.i32 != 0 && b.i32 != -1 ? Value::int32(a.i32 / b.i32) : m.evalBinary(e, a, b))
    AMEND_INT32_OP(mod, b.i32 != 0 && b.i32 != -1 ? Value::int32(a.i32 % b.i32) : m.evalBinary(e, a, b))
#undef AMEND_INT32_OP
    static Value mulInt32(Machine& m, std::int32_t a, std::int32_t b)
    {
        std::int32_t r;
        if (__builtin_mul_overflow(a, b, &r)) [[unlikely]] ++m.overflows;
        return Value::int32(r);
    }
    static Value realOp(Machine& m, E e, Frame& f)
    {
        const Value a = m.evalFast(*e.kids[0], f);
        const Value b = m.evalFast(*e.kids[1], f);
        return m.evalBinary(e, a, b);
    }
    static Value neg(Machine& m, E e, Frame& f)
    {
        const Value a = m.eval(*e.kids[0], f);
        if (negationWraps(e.basic, a)) [[unlikely]] ++m.overflows;
        return basicNegate(e.basic, a);
    }
    [[gnu::noinline]] static Value eqGeneral(Machine& m, E e, Frame& f)
    {
        const Value a = m.evalFast(*e.kids[0], f);
        const Value b = m.evalFast(*e.kids[1], f);
        if (a.tag == Tag::Integer32 && b.tag == Tag::Integer32) return Value::boolean((a.i32 == b.i32) == (e.op == ir::Op::Eq));
        return Value::boolean(valuesEqual(a, b) == (e.op == ir::Op::Eq));
    }
    static Value eq(Machine& m, E e, Frame& f)
    {
        const ir::Expr& k0 = *e.kids[0];
        const ir::Expr& k1 = *e.kids[1];
        if (isLeaf(k0) && isLeaf(k1)) {
            const Value a = leaf(k0, f), b = leaf(k1, f);
            if (a.tag == Tag::Integer32 && b.tag == Tag::Integer32) return Value::boolean((a.i32 == b.i32) == (e.op == ir::Op::Eq));
        }
        return eqGeneral(m, e, f);
    }
    static Value objEq(Machine& m, E e, Frame& f)
    {
        const Value a = m.eval(*e.kids[0], f);
        const Value b = m.eval(*e.kids[1], f);
        return Value::boolean(m.isEqual(a, b, e.routineId, e.range) == (e.op == ir::Op::ObjEq));
    }
    static Value xorOp(Machine& m, E e, Frame& f)
    {
        const bool a = m.evalFast(*e.kids[0], f).b;
        const bool b = m.evalFast(*e.kids[1], f).b;
        return Value::boolean(a != b);
    }
    static Value andThen(Machine& m, E e, Frame& f) { return Value::boolean(m.evalFast(*e.kids[0], f).b && m.evalFast(*e.kids[1], f).b); }
    static Value orElse(Machine& m, E e, Frame& f) { return Value::boolean(m.evalFast(*e.kids[0], f).b || m.evalFast(*e.kids[1], f).b); }
    static Value implies(Machine& m, E e, Frame& f) { return Value::boolean(!m.evalFast(*e.kids[0], f).b || m.evalFast(*e.kids[1], f).b); }
    static Value notOp(Machine& m, E e, Frame& f) { return Value::boolean(!m.evalFast(*e.kids[0], f).b); }
    static Value convert(Machine& m, E e, Frame& f) { return basicConvert(m.evalFast(*e.kids[0], f), e.basic); }
    static Value ifExpr(Machine& m, E e, Frame& f)
    {
        const std::size_t n = e.kids.size();
        for (std::size_t i = 0; i + 1 < n; i += 2) {
            if (m.eval(*e.kids[i], f).b) return m.eval(*e.kids[i + 1], f);
        }
        return n % 2 == 1 ? m.eval(*e.kids[n - 1], f) : Value();
    }
    static Value objectTest(Machine& m, E e, Frame& f)
    {
        const Value v = m.evalFast(*e.kids[0], f);
        if (v.isVoid()) return Value::boolean(false);
        if (e.type && !e.flag && !(v.isRef() && v.ref->type == e.type)) {
            // Dynamic types never mention formals: equal to the tested type means conforming.
            const sema::Type* dynamic = m.typeOf(v);
            if (dynamic != e.type) {
                const sema::Type* target = e.type->mentionsFormals() ? m.instantiateIn(e.type, f) : e.type;
                if (!dynamic || !m.program.conforms(dynamic, target)) return Value::boolean(false);
            }
        }
        if (e.slot >= 0) f.locals[e.slot] = v;
        return Value::boolean(true);
    }
    static Value quantifier(Machine& m, E e, Frame& f) { return m.evalQuantifier(e, f); }
    static Value address(Machine& m, E e, Frame& f)
    {
        return Value::pointer(m.nativeMemory.addressOf(e.slot >= 0 ? &f.locals[e.slot] : &f.result, m.topRecord, m.depth));
    }
    static Value ownership(Machine& m, E e, Frame& f) { return m.evalOwnership(e, f); }
    static Value unknown(Machine& m, E, Frame&) { m.internalError("unknown expression"); }

    static constexpr std::array<Machine::EvalFn, Machine::kOpCount> table()
    {
        std::array<Machine::EvalFn, Machine::kOpCount> t{};
        for (auto& h : t) h = &unknown;
        using O = ir::Op;
        auto set = [&t](O op, Machine::EvalFn fn) { t[static_cast<std::size_t>(op)] = fn; };
        set(O::Int32Const, &int32Const); set(O::Int64Const, &int64Const); set(O::Nat32Const, &nat32Const);
        set(O::RealConst, &realConst); set(O::BoolConst, &boolConst); set(O::CharConst, &charConst);
        set(O::VoidConst, &voidConst); set(O::StringConst, &stringConst);
        set(O::Current, &current); set(O::Result, &result); set(O::Local, &local); set(O::Old, &old);
        set(O::AttrCurrent, &attrCurrent);
        set(O::CallCurrent, &callCurrent); set(O::Call, &qualifiedCall); set(O::CallStatic, &call); set(O::Create, &call);
        set(O::ManifestArray, &manifestArray); set(O::ManifestTuple, &manifestTuple); set(O::Agent, &agent);
        set(O::Add, &add); set(O::Sub, &sub); set(O::Mul, &mul); set(O::Div, &realOp); set(O::IntDiv, &intDiv);
        set(O::Mod, &mod); set(O::Pow, &realOp); set(O::Neg, &neg);
        set(O::Lt, &lt); set(O::Le, &le); set(O::Gt, &gt); set(O::Ge, &ge);
        set(O::Eq, &eq); set(O::Ne, &eq); set(O::ObjEq, &objEq); set(O::ObjNe, &objEq);
        set(O::And, &andThen); set(O::Or, &orElse); set(O::Xor, &xorOp); set(O::AndThen, &andThen);
        set(O::OrElse, &orElse); set(O::Implies, &implies); set(O::Not, &notOp);
        set(O::Convert, &convert); set(O::IfExpr, &ifExpr); set(O::ObjectTest, &objectTest); set(O::Quantifier, &quantifier);
        set(O::BasicConst, &basicConst); set(O::Address, &address); set(O::Ownership, &ownership);
        return t;
    }
};

const std::array<Machine::EvalFn, Machine::kOpCount> Machine::s_evalTable = EvalOps::table();

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

void Machine::voidCall(const ir::Expr& e)
{
    fail(ViolationKind::VoidCall, nullptr, e.range, "feature call on Void target" + (e.feature ? " (" + e.feature->name + ")" : std::string()), false,
         nullptr, e.feature ? e.feature->name : std::string());
}

Value Machine::evalCall(const ir::Expr& e, Frame& f)
{
    switch (e.op) {
    case ir::Op::CallCurrent: {
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 0, f, buf);
        const sema::ClassInfo* cls = classOf(f.current);
        const sema::FeatureInfo* callee = cls ? cls->dispatchFor(e.routineId) : nullptr;
        if (!callee) callee = undispatched(e, cls);
        return access(callee, f.current, buf.data, n, e.range, false);
    }
    case ir::Op::Call: {
        const Value target = eval(*e.kids[0], f);
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 1, f, buf);
        if (target.isVoid()) voidCall(e);
        const sema::ClassInfo* cls = classOf(target);
        const sema::FeatureInfo* callee = cls->dispatchFor(e.routineId);
        if (!callee) callee = undispatched(e, cls);
        return access(callee, target, buf.data, n, e.range, target.isRef());
    }
    case ir::Op::CallStatic: {
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 0, f, buf);
        return access(e.feature, f.current, buf.data, n, e.range, false);
    }
    case ir::Op::Create: {
        const sema::Type* type = creationType(e, f);
        ArgBuffer buf;
        const int n = evalArgs(*this, e, 0, f, buf);
        // `like Current' or an anchor redeclared in Current's class: that type's version of the
        // creation procedure.
        const sema::FeatureInfo* creator = type != e.type && e.feature && type->isClass() && type->cls != e.feature->owner
                                               ? type->cls->dispatchFor(e.routineId) : e.feature;
        return create(type, creator ? creator : e.feature, buf.data, n, e.range);
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
        if (e.cursorSlot >= 0) f.locals[e.cursorSlot] = cursor;
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

const sema::Type* Machine::manifestTupleType(const ir::Expr& e, const Frame& f)
{
    // Without labels, attached, instantiated. Remembered for types without formals (walking the
    // type and the type table's lock cost more than the tuple).
    TupleTypeCacheEntry& slot = m_tupleTypes[(reinterpret_cast<std::uintptr_t>(e.type) >> 4) % kTupleTypeCacheSize];
    if (slot.written == e.type) return slot.plain;
    const bool formals = e.type->mentionsFormals();
    const sema::Type* type = formals ? instantiateIn(e.type, f) : e.type;
    if (!type->labels.empty() || type->detachable) type = program.typeTable().classType(type->cls, type->actuals);
    if (!formals) slot = {e.type, type};
    return type;
}

Value Machine::newTuple(const sema::Type* type, const Value* items, int n)
{
    Object* tuple = allocate(type);
    for (int i = 0; i < n && static_cast<std::uint32_t>(i) < tuple->fieldCount; ++i) tuple->fields()[i] = items[i];
    return Value::object(tuple);
}

Value Machine::evalManifestTuple(const ir::Expr& e, Frame& f)
{
    const sema::Type* type = manifestTupleType(e, f);
    // Items first: evaluating one may allocate, and the tuple must not hold garbage meanwhile.
    ArgBuffer buf;
    const int n = evalArgs(*this, e, 0, f, buf);
    return newTuple(type, buf.data, n);
}

}  // namespace amend::runtime
