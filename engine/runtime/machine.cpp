// The run engine: heap and frame stack, calls with contract monitoring (preconditions, old
// values, postconditions, invariants), rescue/retry, budgets and failure reports. Expressions
// are in eval.cpp, instructions in exec.cpp, built-ins in builtins_*.cpp, the checked fast
// paths for kernel containers in fast_paths.{h,cpp}; the plain-routine call path is inline in
// machine.h.
#include "runtime/machine.h"

#include "runtime/fast_paths.h"
#include "runtime/library_strings.h"
#include "runtime/operators.h"

#include <pthread.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

namespace amend::runtime {

namespace {
constexpr std::size_t kChunkValues = 64 * 1024;    // frame stack chunk (1 MiB)
constexpr std::size_t kHeapBlock = 256 * 1024;     // arena block
}

Machine::Machine(const sema::Program& prog, RunOptions opts) : program(prog), options(std::move(opts))
{
    m_hasOverrides = !options.overrides.empty();
    m_contracts = options.checkContracts;
    m_contractBudget = options.limits.maxContractSteps > 0 ? options.limits.maxContractSteps : options.limits.maxSteps;
    setObserver(options.observer);
    m_registerTierAllowed = options.registerCode;
    m_observerMayPause = !program.libraryCallsUserCode;
    m_registerTier = m_registerTierAllowed && !m_observer;
    for (int k = 1; k < sema::kBasicKindCount; ++k) {
        if (const sema::ClassInfo* cls = program.basicClasses[k]) m_basicTypes[k] = program.typeTable().classType(cls);
    }
    setUpFastPaths();
    m_typeClass = program.classNamed("TYPE");
}

Machine::~Machine()
{
    for (Object* o : m_natives) {
        if (o->cls->native == sema::NativeKind::String) delete o->string;
        else if (o->cls->native == sema::NativeKind::Agent) delete o->agent;
        else delete o->special;
    }
    for (char* b : m_blocks) std::free(b);
    for (Chunk& c : m_chunks) std::free(c.data);
}

// ---------------------------------------------------------------- heap

void Machine::account(std::ptrdiff_t bytes)
{
    memory = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(memory) + bytes);
    if (bytes > 0 && memory > options.limits.maxMemoryBytes) budgetExhausted(Budget::Memory);
}

namespace {

// AutoProof's model classes with an empty value: MML_SEQUENCE, MML_SET, MML_BAG, MML_MAP,
// MML_RELATION (the kernel's, creatable by default_create).
bool isModelClass(const sema::Type* t)
{
    if (!t->isClass() || !t->cls || !t->cls->isKernel || t->cls->name.rfind("MML_", 0) != 0) return false;
    const sema::FeatureInfo* make = t->cls->feature("default_create");
    return make && std::find(t->cls->creators.begin(), t->cls->creators.end(), make) != t->cls->creators.end();
}

}  // namespace

const Machine::Layout& Machine::layoutFor(const sema::Type* type)
{
    if (type == m_lastLayoutType) return *m_lastLayout;
    // The two most recent layouts (map nodes do not move): loops that allocate often alternate
    // between two types (the operand tuples of two agent calls, a node and a string).
    if (type == m_previousLayoutType) {
        std::swap(m_lastLayoutType, m_previousLayoutType);
        std::swap(m_lastLayout, m_previousLayout);
        return *m_lastLayout;
    }
    auto [it, inserted] = m_layouts.try_emplace(type);
    Layout& layout = it->second;
    if (inserted && type->cls == program.tupleClass) {
        // A tuple's fields are its items.
        layout.defaults.resize(type->actuals.size());
        for (std::size_t i = 0; i < type->actuals.size(); ++i) {
            const sema::Type* it = type->actuals[i];
            if (it->basic() != sema::BasicKind::None) layout.defaults[i] = defaultValue(it->basic());
            else if (it->isClass() && it->cls && it->cls->isExpanded) layout.expanded.emplace_back(static_cast<int>(i), it);
        }
    } else if (inserted) {
        const sema::ClassInfo* cls = type->cls;
        layout.defaults.resize(cls->fields.size());
        for (std::size_t i = 0; i < cls->fields.size(); ++i) {
            const sema::FeatureInfo* a = cls->fields[i];
            const sema::Type* ft = a ? a->type : nullptr;
            if (ft && ft->mentionsFormals()) ft = program.instantiate(ft, a->owner, type);
            if (!ft) continue;
            if (ft->basic() != sema::BasicKind::None) layout.defaults[i] = defaultValue(ft->basic());
            else if (ft->isClass() && ft->cls && ft->cls->isExpanded) layout.expanded.emplace_back(static_cast<int>(i), ft);
            else if (isModelClass(ft)) layout.models.emplace_back(static_cast<int>(i), ft);
            else if (a->initializer) layout.initialized.emplace_back(static_cast<int>(i), a);
        }
    }
    m_previousLayoutType = m_lastLayoutType;
    m_previousLayout = m_lastLayout;
    m_lastLayoutType = type;
    m_lastLayout = &layout;
    return layout;
}

Object* Machine::allocate(const sema::Type* type)
{
    const Layout& layout = layoutFor(type);
    const std::size_t n = layout.defaults.size();
    const std::size_t bytes = sizeof(Object) + n * sizeof(Value);
    account(static_cast<std::ptrdiff_t>(bytes));
    char* mem;
    if (bytes <= m_bumpLeft) {
        mem = m_bump;
    } else {
        const std::size_t blockSize = std::max(kHeapBlock, bytes);
        mem = static_cast<char*>(std::malloc(blockSize));
        if (!mem) budgetExhausted(Budget::Memory);
        m_blocks.push_back(mem);
        m_bump = mem;
        m_bumpLeft = blockSize;
    }
    m_bump = mem + bytes;
    m_bumpLeft -= bytes;
    Object* o = new (mem) Object();
    o->type = type;
    o->cls = type->cls;
    o->id = m_nextId++;
    o->fieldCount = static_cast<std::uint32_t>(n);
    if (n) std::memcpy(static_cast<void*>(o->fields()), layout.defaults.data(), n * sizeof(Value));
    if (o->cls->native != sema::NativeKind::None) {
        if (o->cls->native == sema::NativeKind::String) o->string = new std::string();
        else if (o->cls->native == sema::NativeKind::Agent) o->agent = new AgentData();
        else o->special = new SpecialData();
        m_natives.push_back(o);
        account(kNativePayloadBytes);
    }
    if (!layout.expanded.empty()) {
        const auto expanded = layout.expanded;  // the layout table may grow while creating
        for (const auto& [slot, ft] : expanded) o->fields()[slot] = Value::object(allocate(ft));
    }
    return o;
}

Value Machine::newString(std::string text)
{
    if (program.stringClass && program.stringClass->native != sema::NativeKind::String)
        return newLibraryString(*this, m_stringType ? m_stringType : (m_stringType = program.typeTable().classType(program.stringClass)), text);
    Object* o = allocate(m_stringType ? m_stringType : (m_stringType = program.typeTable().classType(program.stringClass)));
    account(static_cast<std::ptrdiff_t>(text.size()));
    *o->string = std::move(text);
    return Value::object(o);
}

Value* Machine::allocFrameSlow(std::size_t n)
{
    // Next chunk (frames never straddle chunks, so pointers stay valid).
    if (!m_chunks.empty() && m_chunk < m_chunks.size()) ++m_chunk;
    while (m_chunk < m_chunks.size() && m_chunks[m_chunk].size < n) ++m_chunk;
    if (m_chunk >= m_chunks.size()) {
        const std::size_t size = std::max(kChunkValues, n);
        // calloc: all-zero bytes are Value() (Void). A process's first chunk is fresh zero pages
        // from the kernel, touched only as frames reach them (a short `amend run' touches a few of
        // its 256 pages); later ones reuse freed heap memory. (mmap and munmap for every machine
        // made the many short runs of validation and testing slower: each munmap in a process
        // with worker threads flushes their TLBs.)
        static_assert(std::is_trivially_copyable_v<Value> && std::is_trivially_destructible_v<Value>);
        void* zeroed = std::calloc(size, sizeof(Value));
        if (!zeroed) throw std::bad_alloc();
        m_chunks.push_back({static_cast<Value*>(zeroed), size});
        m_chunk = m_chunks.size() - 1;
    }
    useChunk(m_chunk);
    m_top = n;
    return m_chunkData;
}

// ---------------------------------------------------------------- failures

const char* violationKindName(ViolationKind kind)
{
    switch (kind) {
    case ViolationKind::Precondition: return "precondition";
    case ViolationKind::Postcondition: return "postcondition";
    case ViolationKind::Invariant: return "invariant";
    case ViolationKind::Check: return "check";
    case ViolationKind::LoopInvariant: return "loop_invariant";
    case ViolationKind::Variant: return "variant";
    case ViolationKind::VoidCall: return "void_call";
    case ViolationKind::DivisionByZero: return "division_by_zero";
    case ViolationKind::InspectNoMatch: return "inspect_no_match";
    case ViolationKind::TestAssertion: return "test_assertion";
    case ViolationKind::IndexOutOfBounds: return "index_out_of_bounds";
    case ViolationKind::InvalidMemoryAccess: return "invalid_memory_access";
    case ViolationKind::Catcall: return "catcall";
    case ViolationKind::Raised: return "raised";
    case ViolationKind::Exit: return "exit";
    case ViolationKind::Other: return "other";
    }
    return "other";
}

const char* budgetName(Budget budget)
{
    switch (budget) {
    case Budget::Steps: return "steps";
    case Budget::Depth: return "depth";
    case Budget::Memory: return "memory";
    case Budget::Contract: return "contract";
    }
    return "steps";
}

static std::string featureName(const sema::FeatureInfo* f)
{
    if (!f) return "<none>";
    return (f->owner ? f->owner->name + "." : std::string()) + f->name;
}

void Machine::fillStack(Violation& v)
{
    v.stack.reserve(static_cast<std::size_t>(depth));
    for (const CallRecord* r = topRecord; r; r = r->caller) v.stack.push_back({r->feature, classOf(r->current), r->site});
}

void Machine::fail(ViolationKind kind, const ir::Assertion* assertion, SourceRange location, std::string message,
                   bool blameCaller, const sema::FeatureInfo* routine, std::string subject, std::string previous)
{
    if (m_probing) {  // the probe's caller sees only "undefined": skip the message and the stack
        m_failure.status = Outcome::Status::Violation;
        m_failure.violation = Violation{};
        m_failure.violation->kind = kind;
        throw Abort{};
    }
    Violation v;
    v.kind = kind;
    if (assertion) {
        v.tag = assertion->tag;
        v.text = assertion->text;
        v.assertionRange = assertion->range;
        v.assumption = assertion->assumption;
    }
    v.routine = routine ? routine : (topRecord ? topRecord->feature : nullptr);
    v.location = location;
    if (blameCaller) v.blamed = topRecord && topRecord->caller ? topRecord->caller->feature : nullptr;
    else v.blamed = v.routine;
    fillStack(v);
    if (message.empty()) {
        message = std::string(violationKindName(kind)) + " violated";
        if (!v.tag.empty()) message += " (" + v.tag + ")";
        else if (!v.text.empty()) message += " (" + v.text + ")";
        message += " in " + featureName(v.routine);
    }
    v.message = std::move(message);
    v.subject = std::move(subject);
    v.previous = std::move(previous);
    m_failure.status = Outcome::Status::Violation;
    m_failure.violation = std::move(v);
    throw Abort{};
}

void Machine::budgetExhausted(Budget budget)
{
    if (budget == Budget::Steps && m_inContract) contractBudgetExhausted();
    m_failure.status = Outcome::Status::BudgetExhausted;
    m_failure.budget = budget;
    m_failure.inTerminatingLoop = budget == Budget::Steps && ranInTerminatingLoop();
    m_failure.violation.reset();
    m_failure.message = std::string(budgetName(budget)) + " budget exhausted";
    throw Abort{};
}

// A loop with a variant under way, of many iterations, that took at least half of the steps left
// when it began: its variant decreased on each of its iterations (execLoop checks it), so it
// ends, and its running out of steps is a resource limit, unless its current iteration is far
// longer than its average one (a runaway inside the body: a loop without a variant, or a
// recursion, in a callee).
bool Machine::ranInTerminatingLoop() const
{
    constexpr std::int64_t kManyIterations = 100;  // fewer: a short loop, maybe inside a runaway one
    for (const VariantLoop* l = m_variantLoop; l; l = l->outer) {
        if (l->iterations < kManyIterations || 2 * (steps - l->firstStep) < options.limits.maxSteps - l->firstStep) continue;
        const std::int64_t average = (l->iterationStep - l->firstStep) / (l->iterations - 1);
        if (steps - l->iterationStep <= 4 * average + 1000) return true;
    }
    return false;
}

void Machine::contractBudgetExhausted()
{
    m_failure.status = Outcome::Status::BudgetExhausted;
    m_failure.budget = Budget::Contract;
    Violation v;
    v.kind = ViolationKind::Other;
    v.routine = m_contractRoutine;
    v.blamed = m_contractRoutine;
    std::string what = "evaluating a contract";
    if (const ir::Assertion* a = m_contractClause) {
        v.tag = a->tag;
        v.text = a->text;
        v.assertionRange = a->range;
        what = a->tag.empty() ? "evaluating `" + a->text + "'" : "evaluating clause `" + a->tag + "'";
    }
    if (m_contractRoutine) what += " of " + featureName(m_contractRoutine);
    v.message = "contract budget exhausted " + what;
    m_failure.message = v.message;
    m_failure.violation = std::move(v);
    throw Abort{};
}

void Machine::startContractBudget(const ir::Assertion* clause)
{
    if (options.limits.maxContractSteps <= 0) return;   // no budget of their own: contracts share the body's
    m_inContract = true;
    m_contractClause = clause;
    m_contractRoutine = topRecord ? topRecord->feature : nullptr;
    m_contractStart = steps;
    m_bodyMaxSteps = options.limits.maxSteps;
    const std::int64_t left = std::max<std::int64_t>(m_contractBudget - contractSteps, 0);
    options.limits.maxSteps = steps > std::numeric_limits<std::int64_t>::max() - left ? std::numeric_limits<std::int64_t>::max() : steps + left;
    if (!m_observer) m_execTrigger = options.limits.maxSteps;
}

void Machine::finishContractBudget()
{
    const std::int64_t spent = steps - m_contractStart;
    contractSteps += spent;
    // The body's limit moves by what the contract took: its own steps stay within it.
    options.limits.maxSteps = m_bodyMaxSteps > std::numeric_limits<std::int64_t>::max() - spent ? std::numeric_limits<std::int64_t>::max()
                                                                                               : m_bodyMaxSteps + spent;
    if (!m_observer) m_execTrigger = options.limits.maxSteps;
    m_inContract = false;
    m_contractClause = nullptr;
    m_contractRoutine = nullptr;
}

void Machine::internalError(std::string message)
{
    m_failure.status = Outcome::Status::InternalError;
    m_failure.violation.reset();
    m_failure.message = std::move(message);
    throw Abort{};
}

bool Machine::inherits(const sema::ClassInfo* cls, const sema::FeatureInfo* f)
{
    const sema::ClassInfo* owner = f ? f->owner : nullptr;
    if (!cls || !owner || owner == cls || cls->conformsTo(owner)) return true;
    const auto id = static_cast<std::size_t>(owner->id);
    return id < cls->ancestorTypes.size() && cls->ancestorTypes[id];  // a non-conforming parent's
}

const sema::FeatureInfo* Machine::undispatched(const ir::Expr& e, const sema::ClassInfo* cls)
{
    if (!e.feature) internalError("unresolved call on " + (cls ? cls->name : std::string("a basic value")));
    // Unqualified calls may run on a Current of another class: a class feature's body called
    // as `{KL_TYPE [G]}.same_objects (a, b)' runs on the caller's Current.
    if (e.op == ir::Op::Call && !inherits(cls, e.feature))
        internalError("catcall: " + featureName(e.feature) + " called on an object of " + cls->name
                      + ", which does not conform to " + e.feature->owner->name);
    return e.feature;
}

void Machine::unprovidedExternal(const sema::FeatureInfo* feature)
{
    const std::string language = feature->decl ? feature->decl->externalLanguage : std::string("built_in");
    internalError("external routine " + feature->builtInKey + " (" + program.sources.describe(feature->range) + ", external \"" + language
                  + "\") is not provided by Amend's runtime: routines that reach it cannot run");
}

void Machine::divisionByZero(SourceRange site)
{
    if (m_contracts) {
        static const ir::Assertion divisor = [] {
            ir::Assertion a;
            a.tag = "divisor_not_zero";
            a.text = "other /= 0";
            return a;
        }();
        fail(ViolationKind::Precondition, &divisor, site, "precondition violated (divisor_not_zero): integer division by zero in "
             + featureName(topRecord ? topRecord->feature : nullptr));
    }
    fail(ViolationKind::DivisionByZero, nullptr, site, "integer division by zero");
}

int Machine::copyRoutineId()
{
    if (m_copyRoutineId == -2) {
        const sema::FeatureInfo* f = program.anyClass ? program.anyClass->feature("copy") : nullptr;
        m_copyRoutineId = f ? f->routineId : -1;
    }
    return m_copyRoutineId;
}

// ---------------------------------------------------------------- contracts

void Machine::checkAssertions(const std::vector<ir::Assertion>& clauses, Frame& f, ViolationKind kind, SourceRange location)
{
    beginContract(nullptr);
    for (const ir::Assertion& a : clauses) {
        noteClause(a);
        if (a.cond && !eval(*a.cond, f).b) {
            endContract();
            fail(kind, &a, location, {});
        }
    }
    endContract();
}

void Machine::checkInvariant(Value target, SourceRange location, const sema::FeatureInfo* routine)
{
    if (isOpen(target.ref)) return;  // AutoProof: an open object need not satisfy its invariant
    if (const ir::Assertion* a = failingInvariantClause(target, {}, true)) fail(ViolationKind::Invariant, a, location, {}, false, routine);
}

const ir::Assertion* Machine::failingInvariantClause(Value target, std::string_view tags, bool without)
{
    const auto& clauses = target.ref->cls->invariant;
    if (clauses.empty()) return nullptr;
    Frame f;
    f.current = target;
    // Slots for the invariant's object-test locals and iteration variables (`attached x as y'),
    // on the frame stack (seen by the collector), given back however the check ends.
    const FrameMark release(*this);
    const auto n = static_cast<std::size_t>(target.ref->cls->invariantFrameSize);
    const regcode::Code* code = m_registerTier && tags.empty() ? invariantCode(target.ref->cls) : nullptr;
    if (n > 0 || code) {
        f.locals = allocFrame(n);
        f.olds = f.locals + n;
        for (std::size_t i = 0; i < n; ++i) f.locals[i] = Value();
    }
    if (code)
        if (const std::optional<const ir::Assertion*> failed = firstFalseClause(*code, f)) return *failed;
    auto listed = [&](const std::string& tag) {
        for (std::size_t from = 0; from <= tags.size();) {
            const std::size_t comma = std::min(tags.find(',', from), tags.size());
            if (tags.substr(from, comma - from) == tag) return true;
            from = comma + 1;
        }
        return false;
    };
    beginContract(nullptr);
    for (const ir::Assertion& a : clauses) {
        if (!tags.empty() && listed(a.tag) == without) continue;
        noteClause(a);
        if (a.cond && !eval(*a.cond, f).b) {
            endContract();
            return &a;
        }
    }
    endContract();
    return nullptr;
}

bool Machine::checkedByContractCode(const regcode::Code& code, Frame& f, ViolationKind kind, SourceRange site)
{
    const std::optional<const ir::Assertion*> failed = firstFalseClause(code, f);
    if (!failed) return false;
    if (*failed) fail(kind, *failed, site, {}, kind == ViolationKind::Precondition);
    return true;
}

void Machine::checkPrecondition(const ir::Routine& r, Frame& f, SourceRange site)
{
    const ir::Assertion* firstFailure = nullptr;
    beginContract(nullptr);
    for (const ir::PreconditionGroup& g : r.preconditions) {
        const ir::Assertion* failed = nullptr;
        for (const ir::Assertion& a : g.clauses) {
            noteClause(a);
            if (a.cond && !eval(*a.cond, f).b) {
                failed = &a;
                break;
            }
        }
        if (!failed) {
            endContract();
            return;
        }
        if (!firstFailure) firstFailure = failed;
    }
    endContract();
    fail(ViolationKind::Precondition, firstFailure, site, {}, true);
}

void Machine::checkRecursionVariant(const ir::Routine& r, Frame& f, SourceRange site)
{
    std::vector<std::int64_t> values;
    beginContract(&r.decreasesClause);
    for (const ir::ExprPtr& e : r.decreases) values.push_back(eval(*e, f).asInt());
    endContract();
    while (!m_recursionVariants.empty() && m_recursionVariants.back().depth >= depth) m_recursionVariants.pop_back();
    for (auto it = m_recursionVariants.rbegin(); it != m_recursionVariants.rend(); ++it) {
        if (it->routine != &r) continue;
        auto show = [](const std::vector<std::int64_t>& v) {
            std::string s;
            for (std::int64_t x : v) s += (s.empty() ? "" : ", ") + std::to_string(x);
            return v.size() == 1 ? s : "(" + s + ")";
        };
        for (std::int64_t v : values)
            if (v < 0)
                fail(ViolationKind::Variant, &r.decreasesClause, site, "recursion variant is negative (" + show(values) + ")", false, nullptr,
                     show(values));
        if (!(values < it->values))
            fail(ViolationKind::Variant, &r.decreasesClause, site,
                 "recursion variant does not decrease (" + show(it->values) + " in the caller, " + show(values) + " in the recursive call)",
                 false, nullptr, show(values), show(it->values));
        break;
    }
    m_recursionVariants.push_back({&r, depth, std::move(values)});
}

void Machine::popRecursionVariant()
{
    if (!m_recursionVariants.empty() && m_recursionVariants.back().depth == depth) m_recursionVariants.pop_back();
}

// ---------------------------------------------------------------- calls

Value Machine::slotDefault(const sema::Type* type, const Frame& f)
{
    if (!type) return Value();
    const sema::BasicKind k = type->kind == sema::Type::Kind::Class && type->cls ? type->cls->basic : sema::BasicKind::None;
    if (k != sema::BasicKind::None) return defaultValue(k);
    if (type->kind == sema::Type::Kind::Class) {
        if (type->cls && type->cls->isExpanded) return Value::object(allocate(type));
        return Value();
    }
    if (type->kind == sema::Type::Kind::Formal) {
        const sema::Type* t = instantiateIn(type, f);
        if (t && t != type) return slotDefault(t->isFormal() ? nullptr : t, f);
    }
    return Value();
}

namespace {

// The class whose formal generics `type' names (the first found), or null: an assertion
// inherited into a redefinition names its own class's formals, not the redefinition's.
const sema::ClassInfo* formalOwnerIn(const sema::Type* type)
{
    if (!type) return nullptr;
    if (type->isFormal()) return type->formalOwner;
    for (const sema::Type* actual : type->actuals)
        if (const sema::ClassInfo* owner = formalOwnerIn(actual)) return owner;
    return nullptr;
}

}  // namespace

const sema::Type* Machine::instantiateIn(const sema::Type* type, const Frame& f)
{
    const sema::ClassInfo* context = formalOwnerIn(type);
    if (!context && f.routine && f.routine->feature) context = f.routine->feature->writtenIn;
    else if (!context && f.feature) context = f.feature->writtenIn;
    const sema::Type* target = typeOf(f.current);
    if (!context) context = classOf(f.current);
    if (!context || !target) return type;
    // Direct-mapped cache: instantiation takes the type table's lock and walks the type.
    const std::size_t h = (reinterpret_cast<std::uintptr_t>(type) >> 4) ^ (reinterpret_cast<std::uintptr_t>(context) >> 6)
                          ^ (reinterpret_cast<std::uintptr_t>(target) >> 3);
    InstantiationCacheEntry& slot = m_instantiations[h % kInstantiationCacheSize];
    if (slot.type == type && slot.context == context && slot.target == target) return slot.result;
    const sema::Type* t = program.instantiate(type, context, target);
    slot = {type, context, target, t ? t : type};
    return slot.result;
}

const sema::Type* Machine::creationType(const ir::Expr& e, const Frame& f)
{
    const sema::Type* type = e.type && e.type->mentionsFormals() ? instantiateIn(e.type, f) : e.type;
    if (!e.auxFeature || !f.current.isRef()) return type;
    const sema::FeatureInfo* anchor = f.current.ref->cls->dispatchFor(e.auxFeature->routineId);
    if (!anchor || anchor == e.auxFeature || !anchor->type || anchor->type == e.auxFeature->type) return type;
    const sema::Type* t = anchor->type->mentionsFormals() ? instantiateIn(anchor->type, f) : anchor->type;
    if (!t || !t->isClass() || t->cls->isDeferred) return type;
    return t->detachable ? program.typeTable().withDetachable(t, false) : t;
}

BuiltinFn Machine::builtinFor(const sema::FeatureInfo* f, const ir::Routine* r)
{
    BuiltinCacheEntry& slot = m_builtinCache[(reinterpret_cast<std::uintptr_t>(f) >> 4) % kBuiltinCacheSize];
    if (slot.feature == f) return slot.fn;
    BuiltinFn fn = nullptr;
    auto it = m_builtins.find(f);
    if (it != m_builtins.end()) {
        fn = it->second;
    } else {
        if (!f->builtInKey.empty()) fn = findBuiltin(f->builtInKey);
        if (!fn && r && !r->builtInKey.empty()) fn = findBuiltin(r->builtInKey);
        m_builtins.emplace(f, fn);
    }
    slot = {f, fn};
    return fn;
}

// Initial value of a slot of declared type `type` (written into `slot` before anything that
// may allocate, so the frame never holds garbage).
void Machine::slotDefaultInto(Value& slot, const sema::Type* type, const Frame& f)
{
    slot = Value();
    if (type && type->kind == sema::Type::Kind::Class && type->cls && type->cls->basic != sema::BasicKind::None) slot = defaultValue(type->cls->basic);
    else slot = slotDefault(type, f);
}

const RoutineInfo& Machine::routineInfoSlow(const ir::Routine* r)
{
    auto [it, inserted] = m_routineInfos.try_emplace(r);
    RoutineInfo& info = it->second;
    if (inserted) {
        sema::lowered(*r);  // a machine reads no routine before its info (but agentPrecondition)
        info.checksOnEntryOrExit = !r->preconditions.empty() || !r->olds.empty() || !r->postconditions.empty();
        info.plain = !r->isBuiltIn && !r->isOnce && !r->hasRescue && !r->isDeferred && r->decreases.empty();
        // Constant defaults: basic types (their default value) and non-expanded reference
        // types (Void); formal generics and expanded classes depend on the call.
        auto constant = [](const sema::Type* t, Value& out) {
            out = Value();
            if (!t) return true;
            if (t->kind != sema::Type::Kind::Class) return t->kind != sema::Type::Kind::Formal && !t->mentionsFormals();
            if (!t->cls) return true;
            if (t->cls->basic != sema::BasicKind::None) {
                out = defaultValue(t->cls->basic);
                return true;
            }
            return !t->cls->isExpanded;
        };
        info.constantDefaults = true;
        info.initialSlots.resize(static_cast<std::size_t>(r->frameSize));
        for (int i = r->argCount; i < r->frameSize; ++i) {
            const sema::Type* t = static_cast<std::size_t>(i) < r->slotTypes.size() ? r->slotTypes[static_cast<std::size_t>(i)] : nullptr;
            if (!constant(t, info.initialSlots[static_cast<std::size_t>(i)])) info.constantDefaults = false;
        }
        if (!constant(r->resultType, info.result)) info.constantDefaults = false;
        info.frameSize = r->frameSize;
        info.lean = info.plain && info.constantDefaults && !info.checksOnEntryOrExit;
        if (!r->olds.empty()) info.guardedOlds = guardedOldUses(*r);
        if (m_registerTierAllowed && info.plain) info.callsBeforeCode = registerCodeAfterCalls(*r);
    }
    m_routineCache[routineCacheIndex(r)] = {r, &info};
    return info;
}

Value Machine::invoke(const sema::FeatureInfo* feature, Value target, Value* args, int argc, SourceRange site, bool qualified)
{
    return invokeInline<false>(feature, target, args, argc, site, qualified);
}

namespace {

// Machine::basicCurrent for the duration of one built-in's call on a basic value.
class BasicCurrentScope {
public:
    BasicCurrentScope(Machine& m, Value* current) : m_machine(m), m_saved(m.basicCurrent)
    {
        m.basicCurrent = current->isRef() ? nullptr : current;
    }
    ~BasicCurrentScope() { m_machine.basicCurrent = m_saved; }
    BasicCurrentScope(const BasicCurrentScope&) = delete;
    BasicCurrentScope& operator=(const BasicCurrentScope&) = delete;

private:
    Machine& m_machine;
    Value* const m_saved;
};

}  // namespace

// invoke for everything but plain routines: built-ins (framed or not), once routines, rescue
// clauses, observers, missing bodies.
Value Machine::invokeGeneral(const sema::FeatureInfo* feature, const ir::Routine* r, Value target, Value* args, int argc,
                             SourceRange site, bool qualified)
{
    // The built-ins fast_paths.h serves natively (kernel STRING_8 and CHARACTER_8 ones).
    if (r && (r == m_fast.stringCount || r == m_fast.characterCode || r == m_fast.stringAppend)) {
        Value result;
        if (fastBuiltin(r, target, args, argc, result)) return result;
    }
    if (!r) {
        if (feature->isBuiltIn) {
            if (BuiltinFn fn = builtinFor(feature, nullptr)) {
                const BasicCurrentScope basic(*this, &target);
                return fn(*this, target, args);
            }
            unprovidedExternal(feature);
        }
        internalError("no body for " + featureName(feature));
    }
    if (r->isDeferred) internalError("deferred feature called: " + featureName(feature));
    // A built-in with nothing to monitor on this call needs no frame: its arguments are read in place.
    if (r->isBuiltIn && !r->isOnce && !m_observer
        && !(m_contracts && assertDepth == 0
             && (!r->preconditions.empty() || !r->postconditions.empty() || !r->olds.empty()
                 || (qualified && target.isRef() && !target.ref->cls->invariant.empty())))) {
        BuiltinFn fn = builtinFor(feature, r);
        if (!fn) unprovidedExternal(feature);
        const CallScope call(*this, m_chunk, m_top, feature, target, site);
        const BasicCurrentScope basic(*this, &target);
        return fn(*this, target, args);
    }
    const RoutineInfo& info = routineInfo(r);
    OnceEntry* once = nullptr;
    if (r->isOnce) {
        once = r->isOncePerObject && target.isRef() ? &m_objectOnces[{r, target.ref}] : &m_onces[r];
        if (once->done) return once->result;
    }

    const std::size_t savedChunk = m_chunk, savedTop = m_top;
    Frame fr;
    setUpFrame(fr, feature, r, info, target, args, argc);
    const CallScope call(*this, savedChunk, savedTop, feature, target, site);
    if (m_observer) m_observer->onEnter(view(fr));
    {
        const ObserverPause pause(*this, m_observer && m_observerMayPause && !m_observer->watchesInside(*r));
        const bool check = m_contracts && assertDepth == 0;
        const bool checkInvariant = qualified && target.isRef() && !target.ref->cls->invariant.empty();
        if (check) checkOnEntry(*r, info, fr, site, checkInvariant);
        if (once) once->done = true;

        if (r->isBuiltIn) {
            BuiltinFn fn = builtinFor(feature, r);
            if (!fn) unprovidedExternal(feature);
            const BasicCurrentScope basic(*this, &fr.current);
            fr.result = fn(*this, target, fr.locals);
        } else if (info.plain && pause.active()) {
            runBody(r, info, fr);
        } else if (!r->hasRescue) {
            execBlock(r->body, fr);
        } else {
            runWithRescue(fr);
        }
        if (check) checkOnExit(*r, info, fr, site, checkInvariant);
        if (once) once->result = fr.result;
    }
    if (m_observer) m_observer->onExit(view(fr), true);
    return fr.result;
}

void Machine::runWithRescue(Frame& fr)
{
    const State saved = saveState();
    for (;;) {
        try {
            execBlock(fr.routine->body, fr);
            return;
        } catch (Abort&) {
            if (m_failure.status != Outcome::Status::Violation) throw;
            restoreState(saved);
            Outcome original = std::move(m_failure);
            m_failure = Outcome{};
            try {
                execBlock(fr.routine->rescue, fr);
            } catch (RetrySignal&) {
                restoreState(saved);
                continue;
            }
            m_failure = std::move(original);
            throw;
        }
    }
}

Machine::State Machine::saveState() const
{
    return {topRecord, depth, assertDepth, m_chunk, m_top};
}

Value Machine::evaluateOld(const ir::Expr& e, Frame& fr, std::size_t index)
{
    const State saved = saveState();
    try {
        return eval(e, fr);
    } catch (Abort&) {
        // A budget or an internal error ends the run now; a violation waits for a use.
        if (m_failure.status != Outcome::Status::Violation || m_probing) throw;
        restoreState(saved);
        m_failedOlds.push_back({&fr.olds[index], depth, std::move(m_failure)});
        m_failure = Outcome{};
        return Value();
    }
}

void Machine::raiseIfFailedOld(const Value* slot)
{
    for (const FailedOld& f : m_failedOlds)
        if (f.slot == slot && f.depth == depth) {
            m_failure = f.failure;
            throw Abort{};
        }
}

void Machine::dropFailedOlds(int fromDepth)
{
    std::erase_if(m_failedOlds, [fromDepth](const FailedOld& f) { return f.depth >= fromDepth; });
}

void Machine::restoreState(const State& s)
{
    if (!m_failedOlds.empty()) dropFailedOlds(s.depth + 1);
    topRecord = s.record;
    depth = s.depth;
    // A failure inside a contract evaluation ends it: its steps go back to the body's budget.
    if (m_inContract && s.assertDepth == 0) finishContractBudget();
    assertDepth = s.assertDepth;
    releaseFrame(s.chunk, s.top);
}

Value Machine::accessData(const sema::FeatureInfo* f, Value target)
{
    if (f->kind == sema::FeatureInfo::Kind::Constant) return constantValue(f->constant);
    if (!target.isRef() || f->slot < 0 || static_cast<std::uint32_t>(f->slot) >= target.ref->fieldCount)
        internalError("bad attribute access " + featureName(f)
                      + (target.isRef() ? " on an object of " + target.ref->cls->name : std::string(" on a basic value")));
    return target.ref->fields()[f->slot];
}

Value Machine::constantValue(const sema::ConstantValue& c)
{
    if (c.isString) return newString(c.text);
    if (c.basic == sema::BasicKind::Real64) return Value::real(c.realValue);
    if (c.basic == sema::BasicKind::Real32) return basicConvert(Value::real(c.realValue), c.basic);
    if (c.basic == sema::BasicKind::None) return Value();
    Value v = basicConvert(Value::int64(c.intValue), c.basic);
    return v;
}

Value Machine::callByRoutineId(Value target, int routineId, Value* args, int argc, SourceRange site)
{
    if (target.isVoid()) fail(ViolationKind::VoidCall, nullptr, site, "call on Void target");
    const sema::ClassInfo* cls = classOf(target);
    const sema::FeatureInfo* f = cls ? cls->dispatchFor(routineId) : nullptr;
    if (!f) internalError("no feature for routine id " + std::to_string(routineId) + " in " + (cls ? cls->name : "?"));
    return access(f, target, args, argc, site, target.isRef());
}

Value Machine::create(const sema::Type* type, const sema::FeatureInfo* creator, Value* args, int argc, SourceRange site)
{
    if (!type || !type->isClass() || !type->cls) internalError("cannot create an object of type " + (type ? type->name() : "?"));
    if (type->basic() != sema::BasicKind::None) return defaultValue(type->basic());
    if (type->cls->isDeferred) internalError("creation of deferred class " + type->cls->name);
    if (type->cls == m_typeClass) [[unlikely]] return typeObject(type);
    Value v = Value::object(allocate(type));
    if (const Layout& layout = layoutFor(type); !layout.models.empty()) {
        const auto models = layout.models;  // the layout table may grow while creating
        for (const auto& [slot, ft] : models) v.ref->fields()[slot] = create(ft, ft->cls->feature("default_create"), nullptr, 0, site);
    }
    if (const Layout& layout = layoutFor(type); !layout.initialized.empty()) {
        const auto initialized = layout.initialized;  // the layout table may grow while initializing
        for (const auto& [slot, a] : initialized) v.ref->fields()[slot] = invokeGeneral(a, a->initializer, v, nullptr, 0, site, false);
    }
    if (creator) invoke(creator, v, args, argc, site, false);
    if (m_contracts && assertDepth == 0 && !type->cls->invariant.empty()) checkInvariant(v, site, creator);
    return v;
}

FrameView Machine::view(Frame& f)
{
    FrameView v;
    v.m_machine = this;
    v.m_routine = f.routine;
    v.m_feature = f.feature;
    v.m_current = f.current;
    v.m_slots = f.locals;
    v.m_olds = f.olds;
    v.m_result = &f.result;
    return v;
}

std::optional<Value> Machine::probe(const ir::Expr& e, Frame& f)
{
    const State saved = saveState();
    const std::int64_t savedSteps = steps;
    const std::size_t savedOutput = output.size();
    Outcome savedFailure = m_failure;
    Observer* observer = m_observer;
    setObserver(nullptr);
    const bool wasProbing = m_probing;
    m_probing = true;
    const int maxDepth = options.limits.maxDepth, fastDepthLimit = m_fast.depthLimit;
    options.limits.maxDepth = std::min(maxDepth, depth + kProbeDepth);
    m_fast.depthLimit = std::min(fastDepthLimit, options.limits.maxDepth - 2);
    std::optional<Value> result;
    ++assertDepth;
    try {
        result = eval(e, f);
    } catch (Abort&) {
    } catch (RetrySignal&) {
    }
    options.limits.maxDepth = maxDepth;
    m_fast.depthLimit = fastDepthLimit;
    restoreState(saved);
    steps = savedSteps;
    output.resize(savedOutput);
    m_failure = std::move(savedFailure);
    setObserver(observer);
    m_probing = wasProbing;
    return result;
}

namespace {

struct StackBounds {
    void* lowest = nullptr;
    std::size_t size = 0;
};

// The calling thread's stack, asked once a thread: a thread's stack does not move, and for the
// main thread glibc's pthread_getattr_np reads and parses /proc/self/maps on every call (two
// thirds of the modular check's time on the main thread, a machine being made per run).
const StackBounds& threadStack()
{
    thread_local const StackBounds bounds = [] {
        StackBounds b;
        pthread_attr_t attr;
        if (pthread_getattr_np(pthread_self(), &attr) != 0) return b;
        if (pthread_attr_getstack(&attr, &b.lowest, &b.size) != 0) b = {};
        pthread_attr_destroy(&attr);
        return b;
    }();
    return bounds;
}

}  // namespace

void Machine::setStackLimit()
{
    const StackBounds& stack = threadStack();
    if (!stack.lowest) return;
    const std::size_t margin = std::min<std::size_t>(512 * 1024, stack.size / 4);
    m_stackLimit = static_cast<const char*>(stack.lowest) + margin;
    m_fast.stackFloor = reinterpret_cast<std::uintptr_t>(m_stackLimit) + kFastPathStackHeadroom;
}

// ---------------------------------------------------------------- API steps

std::optional<Value> Machine::apiCreate(const sema::Type* type, const sema::FeatureInfo* creator, std::vector<Value>& args)
{
    return apiStep([&]() { return create(type, creator, args.data(), static_cast<int>(args.size()), {}); });
}

std::optional<Value> Machine::apiCall(Value target, const sema::FeatureInfo* feature, std::vector<Value>& args)
{
    return apiStep([&]() -> Value {
        if (!feature) internalError("no feature to call");
        if (target.isVoid()) fail(ViolationKind::VoidCall, nullptr, {}, "call on Void target");
        const sema::ClassInfo* cls = classOf(target);
        const sema::FeatureInfo* f = feature->routineId >= 0 && cls ? cls->dispatchFor(feature->routineId) : nullptr;
        if (!f) f = feature;
        if (target.isRef()) meetOwnershipPrecondition(target, f);
        return access(f, target, args.data(), static_cast<int>(args.size()), {}, target.isRef());
    });
}

Outcome Machine::outcome() const
{
    Outcome o = m_failure;
    o.output = output;
    o.wrappedOperations = overflows;
    return o;
}

}  // namespace amend::runtime
