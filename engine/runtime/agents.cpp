// Tuples and agents at run time: the built-ins of TUPLE (items are the object's fields), agent
// creation (ir::Op::Agent: an object of PROCEDURE/FUNCTION/PREDICATE with an AgentData payload)
// and agent calls. An agent call runs the wrapped routine through the ordinary call path, with
// its contracts; the records of the agent classes' own routines (`call', `item') are stepped
// over, so that the client that called the agent is the caller (a violated precondition of the
// wrapped routine is the client's fault, as in EiffelStudio).
#include "runtime/fast_paths.h"

#include <cstring>

namespace amend::runtime {

bool isTupleObject(const Object* o)
{
    return o && o->cls->isKernel && o->cls->name == "TUPLE";
}

namespace {

// The operands of a call of `agent' (target, then arguments) with the open operands taken from
// `given' (a tuple's items; Void past `givenCount'): on the C++ stack for the usual few, no
// allocation per call.
class Operands {
public:
    Operands(const AgentData& d, const Value* given, std::size_t givenCount)
    {
        const std::size_t n = d.operands.size();
        if (n > kFew) {
            m_many.assign(d.operands.begin(), d.operands.end());
            m_data = m_many.data();
        } else {
            copyFew(d.operands.data(), n);
        }
        m_size = n;
        const int* open = d.open.data();
        const std::size_t openCount = d.open.size();
        for (std::size_t i = 0; i < openCount; ++i) m_data[static_cast<std::size_t>(open[i])] = i < givenCount ? given[i] : Value();
    }
    Operands(const Operands&) = delete;
    Operands& operator=(const Operands&) = delete;
    Value* data() { return m_data; }
    std::size_t size() const { return m_size; }
    Value operator[](std::size_t i) const { return m_data[i]; }
    // The operands of a call with the items of the tuple `args' (Void: none given).
    static const Value* itemsOf(Value args) { return args.isRef() ? args.ref->fields() : nullptr; }
    static std::size_t countOf(Value args) { return args.isRef() ? args.ref->fieldCount : 0; }

private:
    static constexpr std::size_t kFew = 8;
    // Fixed-size copies for the usual one to four operands (no call of memcpy).
    void copyFew(const Value* from, std::size_t n)
    {
        void* to = static_cast<void*>(m_data);
        switch (n) {
        case 1: std::memcpy(to, from, sizeof(Value)); break;
        case 2: std::memcpy(to, from, 2 * sizeof(Value)); break;
        case 3: std::memcpy(to, from, 3 * sizeof(Value)); break;
        case 4: std::memcpy(to, from, 4 * sizeof(Value)); break;
        default: std::memcpy(to, from, n * sizeof(Value)); break;
        }
    }
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
        m.fail(ViolationKind::IndexOutOfBounds, nullptr, m.currentSite(),
               "tuple index " + std::to_string(i) + " out of bounds (count " + std::to_string(cur.ref->fieldCount) + ")", false, nullptr,
               std::to_string(i));
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
    return isTuple && validOpenOperands(agent, tuple.ref->fields(), tuple.ref->fieldCount);
}

bool Machine::validOpenOperands(Value agent, const Value* items, std::size_t count) const
{
    const AgentData& d = *agent.ref->agent;
    if (count < d.open.size()) return false;
    for (std::size_t i = 0; i < d.open.size(); ++i)
        if (!fitsType(*this, items[i], openType(agent, i))) return false;
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

inline Value Machine::callAgentWithOperands(Value agent, const Value* given, std::size_t givenCount, SourceRange site, const CallRecord* client)
{
    const AgentData& d = *agent.ref->agent;
    if (!d.feature) fail(ViolationKind::Other, nullptr, currentSite(), "agent object not made by an `agent' expression");
    const CallRecord* const saved = topRecord;
    while (client && client->feature && client->feature->writtenIn && client->feature->writtenIn->isKernel
           && client->feature->writtenIn->native == sema::NativeKind::Agent) {
        site = client->site;
        client = client->caller;
    }
    Operands ops(d, given, givenCount);
    topRecord = client;
    const Value target = ops[0];
    if (target.isVoid()) fail(ViolationKind::VoidCall, nullptr, site, "agent call on Void target (" + d.feature->name + ")", false, nullptr, d.feature->name);
    const sema::FeatureInfo* callee = calleeFor(*this, d, target);
    const int argc = static_cast<int>(ops.size() - 1);
    const Value result = callee->kind == sema::FeatureInfo::Kind::Routine
                             ? invokeInline(callee, target, ops.data() + 1, argc, site, !d.isInline && target.isRef())
                             : accessData(callee, target);
    topRecord = saved;
    return result;
}

AgentRoutine Machine::agentRoutineFor(int routineId, const Object* o) const
{
    if (!o->cls->isKernel || !o->cls->invariant.empty()) return AgentRoutine::None;
    const sema::FeatureInfo* callee = o->cls->dispatchFor(routineId);
    if (!callee || !callee->routine) return AgentRoutine::None;
    if (callee->routine == m_fast.procedureCall) return AgentRoutine::ProcedureCall;
    if (callee->routine != m_fast.functionItem) return AgentRoutine::None;
    // The interpreted `item' gets a frame whose Result (RESULT_TYPE) an expanded class would allocate.
    const auto& actuals = o->type->actuals;
    for (std::size_t i = 1; i < actuals.size(); ++i)
        if (actuals[i] && actuals[i]->isExpanded() && actuals[i]->basic() == sema::BasicKind::None) return AgentRoutine::None;
    return AgentRoutine::Item;
}

void Machine::learnAgentCallSite(AgentCallSite& site, const ir::Expr& call, const Object* agent, const Frame& f)
{
    site = AgentCallSite{};
    site.call = &call;
    site.agentType = agent->type;
    const ir::Expr& tuple = *call.kids[1];
    // Every agent of one type has as many open operands as its OPEN_ARGS has items (the checker
    // makes the type from them: sema::BodyChecker::agentType), so what is learnt here holds for
    // every agent of this type.
    const std::size_t open = agent->agent->open.size();
    const auto& actuals = agent->type->actuals;
    if (actuals.empty() || !actuals[0] || actuals[0]->actuals.size() != open) return;
    const AgentRoutine kind = agentRoutineFor(call.routineId, agent);
    if (tuple.type->mentionsFormals() || open > AgentCallSite::kMaxOpen || open > tuple.kids.size() || kind == AgentRoutine::None)
        return;
    // The tuple object can be left out when nothing could tell: an object of the kernel's TUPLE
    // with exactly these items and none expanded (whose creation would make more objects).
    const sema::Type* type = manifestTupleType(tuple, f);
    const Layout& layout = layoutFor(type);
    if (type->cls != program.tupleClass || !type->cls->isKernel || layout.defaults.size() != tuple.kids.size() || !layout.expanded.empty())
        return;
    site.tupleType = type;
    site.openCount = static_cast<std::uint32_t>(open);
    for (std::size_t i = 0; i < open; ++i) {
        site.openTypes[i] = openType(Value::object(const_cast<Object*>(agent)), i);
        for (int tag = 1; tag < static_cast<int>(Tag::Reference); ++tag)
            if (site.openTypes[i] && m_basicTypes[tag] == site.openTypes[i]) site.openTags[i] = static_cast<Tag>(tag);
    }
    site.tupleBytes = sizeof(Object) + tuple.kids.size() * sizeof(Value);
    site.procedure = kind == AgentRoutine::ProcedureCall;
    site.steps = agentRoutineCost(kind).steps;
    site.levels = agentRoutineCost(kind).levels;
    site.fast = true;
}

namespace {
constexpr std::size_t kFewItems = 8;  // the manifest tuples whose items the agent paths hold on the C++ stack
}

bool Machine::callAgentOnManifestTuple(const ir::Expr& call, Frame& f, Value target, Value& out)
{
    const ir::Expr& tuple = *call.kids[1];
    const std::size_t n = tuple.kids.size();
    if (n > kFewItems || !target.isRef() || target.ref->cls->native != sema::NativeKind::Agent) {
        out = evalManifestTuple(tuple, f);
        return false;
    }
    alignas(Value) unsigned char raw[kFewItems * sizeof(Value)];  // uninitialised: the first n are filled
    Value* items = reinterpret_cast<Value*>(raw);
    for (std::size_t i = 0; i < n; ++i) items[i] = evalFast(*tuple.kids[i], f);
    return callAgentOnItems(call, f, target, items, n, out);
}

bool Machine::callAgentOnItems(const ir::Expr& call, const Frame& f, Value target, const Value* items, std::size_t n, Value& out)
{
    const ir::Expr& tuple = *call.kids[1];
    if (n > kFewItems || !target.isRef() || target.ref->cls->native != sema::NativeKind::Agent || !(m_fast.functionItem || m_fast.procedureCall)) {
        out = newTuple(manifestTupleType(tuple, f), items, static_cast<int>(n));
        return false;
    }
    // Looked up after the items, whose evaluation may have used this call site (recursion).
    AgentCallSite& site = m_agentCallSites[(reinterpret_cast<std::uintptr_t>(&call) >> 4) % kAgentCallSiteCacheSize];
    if (site.call != &call || site.agentType != target.ref->type) [[unlikely]] learnAgentCallSite(site, call, target.ref, f);
    // The precondition valid_operands of `item' and `call' (as validOpenOperands) and the budgets.
    // Declined also when the tuple's memory would exceed the budget (the interpreted path reports it).
    bool fast = site.fast && assertDepth == 0 && fastPathAffordable(site.steps) && memory + site.tupleBytes <= options.limits.maxMemoryBytes;
    const std::size_t open = site.openCount;
    for (std::size_t i = 0; fast && i < open; ++i)
        fast = items[i].tag == site.openTags[i] || typeOf(items[i]) == site.openTypes[i] || fitsType(*this, items[i], site.openTypes[i]);
    if (!fast) [[unlikely]] {
        out = newTuple(site.fast ? site.tupleType : manifestTupleType(tuple, f), items, static_cast<int>(n));
        return false;
    }
    // The tuple's id and memory are still taken (as Machine::account would, within the budget):
    // later objects, the memory budget and its report are as on the interpreted path.
    memory += site.tupleBytes;
    ++m_nextId;
    steps += site.steps;
    depth += site.levels;
    out = callAgentWithOperands(target, items, open, call.range, topRecord);
    depth -= site.levels;
    if (site.procedure) out = Value();
    return true;
}

Value Machine::callAgentFrom(Value agent, Value args, SourceRange site, const CallRecord* client)
{
    // Where `call' and `item' have no precondition monitored (contracts off, or inside an
    // assertion), operands that do not fit would reach the wrapped routine with values of another
    // type (a catcall): the run stops instead, as EiffelStudio's catcall detection does.
    if (!(m_contracts && assertDepth == 0) && !validAgentOperands(agent, args)) [[unlikely]] {
        const std::string name = agent.ref->agent->feature ? agent.ref->agent->feature->name : std::string();
        fail(ViolationKind::Catcall, nullptr, site,
             "catcall: the operands of an agent call do not conform to the open arguments of " + (name.empty() ? std::string("the agent") : name),
             false, nullptr, name);
    }
    return callAgentWithOperands(agent, Operands::itemsOf(args), Operands::countOf(args), site, client);
}

bool Machine::agentPrecondition(Value agent, Value args)
{
    const AgentData& d = *agent.ref->agent;
    if (!d.feature) return false;
    Operands ops(d, Operands::itemsOf(args), Operands::countOf(args));
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
    beginContract(nullptr);
    for (const ir::PreconditionGroup& g : r->preconditions) {
        bool all = true;
        for (const ir::Assertion& a : g.clauses) {
            noteClause(a);
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
    endContract();
    releaseFrame(savedChunk, savedTop);
    return holds;
}

}  // namespace amend::runtime
