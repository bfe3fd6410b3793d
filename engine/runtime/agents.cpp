// Tuples and agents at run time: the built-ins of TUPLE (items are the object's fields), agent
// creation (ir::Op::Agent: an object of PROCEDURE/FUNCTION/PREDICATE with an AgentData payload)
// and agent calls. An agent call runs the wrapped routine through the ordinary call path, with
// its contracts; the records of the agent classes' own routines (`call', `item') are stepped
// over, so that the client that called the agent is the caller (a violated precondition of the
// wrapped routine is the client's fault, as in EiffelStudio).
#include "runtime/machine.h"

#include <cstring>

namespace amend::runtime {

bool isTupleObject(const Object* o)
{
    return o && o->cls->isKernel && o->cls->name == "TUPLE";
}

namespace {

// The operands of a call of `agent' (target, then arguments) with the open operands taken from
// the tuple `args': on the C++ stack for the usual few, no allocation per call.
class Operands {
public:
    Operands(const AgentData& d, Value args)
    {
        const std::size_t n = d.operands.size();
        if (n > kFew) {
            m_many.assign(d.operands.begin(), d.operands.end());
            m_data = m_many.data();
        } else {
            std::memcpy(static_cast<void*>(m_data), d.operands.data(), n * sizeof(Value));
        }
        m_size = n;
        for (std::size_t i = 0; i < d.open.size(); ++i) {
            const bool given = args.isRef() && i < args.ref->fieldCount;
            m_data[static_cast<std::size_t>(d.open[i])] = given ? args.ref->fields()[i] : Value();
        }
    }
    Operands(const Operands&) = delete;
    Operands& operator=(const Operands&) = delete;
    Value* data() { return m_data; }
    std::size_t size() const { return m_size; }
    Value operator[](std::size_t i) const { return m_data[i]; }

private:
    static constexpr std::size_t kFew = 8;
    alignas(Value) unsigned char m_few[kFew * sizeof(Value)];  // uninitialised: the first m_size are filled
    std::vector<Value> m_many;
    Value* m_data = reinterpret_cast<Value*>(m_few);
    std::size_t m_size = 0;
};

// The version of the wrapped routine for `target' (dynamic binding unless inline or static).
const sema::FeatureInfo* calleeFor(const Machine& m, const AgentData& d, Value target)
{
    if (d.routineId < 0) return d.feature;
    const sema::ClassInfo* cls = m.classOf(target);
    const sema::FeatureInfo* f = cls ? cls->dispatchFor(d.routineId) : nullptr;
    return f ? f : d.feature;
}

// The declared type of open operand `i' of `agent' (from its OPEN_ARGS actual), or null.
const sema::Type* openType(Value agent, std::size_t i)
{
    const sema::Type* t = agent.ref->type;
    if (t->actuals.empty() || !t->actuals[0] || i >= t->actuals[0]->actuals.size()) return nullptr;
    return t->actuals[0]->actuals[i];
}

bool fitsType(const Machine& m, Value v, const sema::Type* type)
{
    if (!type) return true;
    if (v.isVoid()) return !type->isExpanded();
    const sema::Type* dynamic = m.typeOf(v);
    if (dynamic == type) return true;  // a type conforms to itself (detachable or not): no type to intern
    return m.program.conforms(dynamic, m.program.typeTable().withDetachable(type, true));
}

// ---------------------------------------------------------------- TUPLE

std::size_t tupleIndex(Machine& m, Value cur, Value index)
{
    const std::int64_t i = index.asInt();
    if (i < 1 || i > static_cast<std::int64_t>(cur.ref->fieldCount))
        m.fail(ViolationKind::Other, nullptr, m.currentSite(),
               "tuple index " + std::to_string(i) + " out of bounds (count " + std::to_string(cur.ref->fieldCount) + ")");
    return static_cast<std::size_t>(i - 1);
}

Value tupleItem(Machine& m, Value cur, Value* args) { return cur.ref->fields()[tupleIndex(m, cur, args[0])]; }
Value tupleCount(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(cur.ref->fieldCount)); }

Value tuplePut(Machine& m, Value cur, Value* args)
{
    cur.ref->fields()[tupleIndex(m, cur, args[1])] = args[0];
    return Value();
}

Value tupleValidTypeForIndex(Machine& m, Value cur, Value* args)
{
    const std::size_t i = tupleIndex(m, cur, args[1]);
    const auto& actuals = cur.ref->type->actuals;
    return Value::boolean(fitsType(m, args[0], i < actuals.size() ? actuals[i] : nullptr));
}

// ---------------------------------------------------------------- ROUTINE, FUNCTION

Value routineCall(Machine& m, Value cur, Value* args)
{
    m.callAgent(cur, args[0]);
    return Value();
}

Value functionItem(Machine& m, Value cur, Value* args) { return m.callAgent(cur, args[0]); }
Value routinePrecondition(Machine& m, Value cur, Value* args) { return Value::boolean(m.agentPrecondition(cur, args[0])); }
Value routineOpenCount(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(cur.ref->agent->open.size())); }

bool targetClosed(const AgentData& d) { return d.open.empty() || d.open[0] != 0; }
Value routineIsTargetClosed(Machine&, Value cur, Value*) { return Value::boolean(targetClosed(*cur.ref->agent)); }
Value routineTarget(Machine&, Value cur, Value*)
{
    const AgentData& d = *cur.ref->agent;
    return targetClosed(d) && !d.operands.empty() ? d.operands[0] : Value();
}

Value routineValidOperands(Machine& m, Value cur, Value* args) { return Value::boolean(m.validAgentOperands(cur, args[0])); }

}  // namespace

bool Machine::validAgentOperands(Value agent, Value tuple) const
{
    const AgentData& d = *agent.ref->agent;
    if (d.open.empty()) return true;
    // The kernel's TUPLE class by pointer first (isTupleObject compares the class name).
    const bool isTuple = tuple.isRef() && ((tuple.ref->cls == program.tupleClass && tuple.ref->cls->isKernel) || isTupleObject(tuple.ref));
    if (!isTuple || tuple.ref->fieldCount < d.open.size()) return false;
    for (std::size_t i = 0; i < d.open.size(); ++i)
        if (!fitsType(*this, tuple.ref->fields()[i], openType(agent, i))) return false;
    return true;
}

void registerAgentBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("TUPLE.item", &tupleItem);
    t.emplace("TUPLE.count", &tupleCount);
    t.emplace("TUPLE.put", &tuplePut);
    t.emplace("TUPLE.valid_type_for_index", &tupleValidTypeForIndex);
    t.emplace("ROUTINE.call", &routineCall);
    t.emplace("ROUTINE.precondition", &routinePrecondition);
    t.emplace("ROUTINE.valid_operands", &routineValidOperands);
    t.emplace("ROUTINE.open_count", &routineOpenCount);
    t.emplace("ROUTINE.target", &routineTarget);
    t.emplace("ROUTINE.is_target_closed", &routineIsTargetClosed);
    t.emplace("FUNCTION.item", &functionItem);
}

Value Machine::evalAgent(const ir::Expr& e, Frame& f)
{
    const sema::Type* type = e.type->mentionsFormals() ? instantiateIn(e.type, f) : e.type;
    std::vector<Value> closed;
    closed.reserve(e.kids.size());
    for (const ir::ExprPtr& k : e.kids) closed.push_back(eval(*k, f));
    const std::size_t n = e.feature->argTypes.size() + 1;
    account(static_cast<std::ptrdiff_t>(n * sizeof(Value)));
    Object* o = allocate(type);
    AgentData& d = *o->agent;
    d.feature = e.feature;
    d.routineId = e.routineId;
    d.isInline = e.inlineRoutine != nullptr;
    d.operands.resize(n);
    const auto mask = static_cast<std::uint64_t>(e.intValue);
    std::size_t next = 0;
    for (std::size_t p = 0; p < n; ++p) {
        if ((mask >> p) & 1) d.open.push_back(static_cast<int>(p));
        else if (next < closed.size()) d.operands[p] = closed[next++];
    }
    return Value::object(o);
}

Value Machine::callAgent(Value agent, Value args) { return callAgentFrom(agent, args, currentSite(), topRecord); }

Value Machine::callAgentFrom(Value agent, Value args, SourceRange site, const CallRecord* client)
{
    const AgentData& d = *agent.ref->agent;
    if (!d.feature) fail(ViolationKind::Other, nullptr, currentSite(), "agent object not made by an `agent' expression");
    const CallRecord* const saved = topRecord;
    while (client && client->feature && client->feature->writtenIn && client->feature->writtenIn->isKernel
           && client->feature->writtenIn->native == sema::NativeKind::Agent) {
        site = client->site;
        client = client->caller;
    }
    Operands ops(d, args);
    topRecord = client;
    const Value target = ops[0];
    if (target.isVoid()) fail(ViolationKind::VoidCall, nullptr, site, "agent call on Void target (" + d.feature->name + ")");
    const sema::FeatureInfo* callee = calleeFor(*this, d, target);
    const int argc = static_cast<int>(ops.size() - 1);
    const Value result = callee->kind == sema::FeatureInfo::Kind::Routine
                             ? invokeInline(callee, target, ops.data() + 1, argc, site, !d.isInline && target.isRef())
                             : accessData(callee, target);
    topRecord = saved;
    return result;
}

bool Machine::agentPrecondition(Value agent, Value args)
{
    const AgentData& d = *agent.ref->agent;
    if (!d.feature) return false;
    Operands ops(d, args);
    const Value target = ops[0];
    if (target.isVoid()) return false;
    const sema::FeatureInfo* callee = calleeFor(*this, d, target);
    const ir::Routine* r = callee->routine;
    if (r && m_hasOverrides) r = overriding(r);
    if (!r || sema::lowered(*r).preconditions.empty()) return true;
    const std::size_t savedChunk = m_chunk, savedTop = m_top;
    Frame fr;
    setUpFrame(fr, callee, r, routineInfo(r), target, ops.data() + 1, static_cast<int>(ops.size() - 1));
    bool holds = false;
    ++assertDepth;
    for (const ir::PreconditionGroup& g : r->preconditions) {
        bool all = true;
        for (const ir::Assertion& a : g.clauses) {
            if (a.cond && !eval(*a.cond, fr).b) {
                all = false;
                break;
            }
        }
        if (all) {
            holds = true;
            break;
        }
    }
    --assertDepth;
    releaseFrame(savedChunk, savedTop);
    return holds;
}

}  // namespace amend::runtime
