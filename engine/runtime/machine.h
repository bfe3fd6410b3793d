// Internal engine of one run (not part of the public API): heap, frame stack, call records,
// contract monitoring, budgets and the tree-walking evaluator. Interpreter is its facade;
// built-ins (builtins_*.cpp) operate on it directly.
#pragma once

#include "runtime/guarded_olds.h"
#include "runtime/interpreter.h"
#include "runtime/native_memory.h"

#include <array>
#include <cstddef>
#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace amend::runtime {

namespace regcode {
struct CallSite;
struct Code;
struct Instr;
struct KernelRoutines;
}

class Machine;
// A built-in routine: Current and the arguments (args[0..]) in, the result (Void for procedures) out.
using BuiltinFn = Value (*)(Machine& m, Value current, Value* args);
BuiltinFn findBuiltin(std::string_view key);  // null if unknown

bool standardEqual(const Object* a, const Object* b);          // ANY.standard_is_equal
void standardCopy(Machine& m, Object* dst, const Object* src);  // ANY.standard_copy
std::string formatReal(double r, bool single = false);         // REAL_64.out (Python repr); REAL_32 with single
std::string outText(Value v);                                  // `out` of any value
bool isTupleObject(const Object* o);                           // an object of a TUPLE type (agents.cpp)
// "[a, b]" with `item' writing each item (nested tuples as tuples, depth-limited).
std::string tupleText(const Object* tuple, std::string (*item)(Value));

// What the memory budget is charged for an object's native payload (string, SPECIAL, agent).
inline constexpr std::ptrdiff_t kNativePayloadBytes = 48;

// The agent classes' routines the agent fast paths serve, and what the interpreted routine does
// before the wrapped routine's own call: FUNCTION.item (PREDICATE's inherited) charges its call and
// its precondition valid_operands and runs the wrapped routine one level deeper; PROCEDURE.call its
// call, its inherited precondition, the instruction `Precursor (args)', ROUTINE.call and that one's
// precondition, two levels deeper.
enum class AgentRoutine : std::uint8_t { None, Item, ProcedureCall };
struct AgentRoutineCost {
    std::uint8_t steps, levels;
};
inline AgentRoutineCost agentRoutineCost(AgentRoutine kind)
{
    return kind == AgentRoutine::ProcedureCall ? AgentRoutineCost{5, 2} : AgentRoutineCost{2, 1};
}

// Thrown (only) to end a failing step: the details are in Machine::m_failure.
struct Abort {};
// Thrown by `retry` inside a rescue clause.
struct RetrySignal {};

struct Frame {
    const ir::Routine* routine = nullptr;
    const sema::FeatureInfo* feature = nullptr;
    Value current;
    Value* locals = nullptr;  // arguments, locals, temporaries (not "slots": a Qt macro)
    Value* olds = nullptr;
    Value result;
};

// What a machine's calls need to know about a routine beyond ir::Routine, computed once per run
// (Machine::routineInfo).
struct RoutineInfo {
    bool constantDefaults = false;  // every non-argument slot and Result start as constants
    bool checksOnEntryOrExit = false;  // preconditions, olds or postconditions
    bool plain = false;                // an Eiffel body: not built-in, once, deferred; no rescue
    // plain, constantDefaults and nothing to check on entry or exit (no precondition, old or
    // postcondition): invokeLean's routines.
    bool lean = false;
    int frameSize = 0;              // r->frameSize
    std::vector<Value> initialSlots;   // constantDefaults: the frame's initial slots (arguments unused; not "slots": a Qt macro)
    Value result;                   // constantDefaults: Result's initial value
    // Olds a postcondition may not need (guarded_olds.h): per slot the guards of its uses;
    // empty when every old is always evaluated. The last class of Current asked about and
    // its answer (per old slot, 1 = left out) are remembered.
    std::vector<std::vector<OldGuards>> guardedOlds;
    mutable const sema::ClassInfo* oldsSkippedFor = nullptr;
    mutable bool oldsSkippedValid = false;
    mutable std::vector<char> oldsSkipped;
    // The register tier (register_code.h): the body's code once compiled (null: the tree
    // walker runs it), and the calls left before it is compiled (0: decided).
    mutable std::shared_ptr<const regcode::Code> code;
    mutable int callsBeforeCode = 0;
    // The register tier's contract code (compileContractCode, on the first check): the
    // precondition's (one group only; null: the walker checks it) and the postcondition's.
    mutable bool contractCodeCompiled = false;
    mutable std::shared_ptr<const regcode::Code> preconditionCode, postconditionCode;
};

// One active call. Records live in invoke's C++ frame and are chained from the innermost one
// (Machine::topRecord): pushing and popping a call costs two stores.
struct CallRecord {
    const sema::FeatureInfo* feature;
    Value current;  // its class is computed only for reports
    SourceRange site;
    const CallRecord* caller;  // the record below, null at the bottom
    // 0 until NativeMemory::addressOf takes the address of one of the call's variables, then the
    // call's number there: a later call's record may lie where this one's was (native_memory.h).
    mutable std::uint64_t serial = 0;
};

class Machine {
public:
    Machine(const sema::Program& program, RunOptions options);
    ~Machine();

    // ---- API steps (catch Abort; restore state) ----
    std::optional<Value> apiCreate(const sema::Type* type, const sema::FeatureInfo* creator, std::vector<Value>& args);
    std::optional<Value> apiCall(Value target, const sema::FeatureInfo* feature, std::vector<Value>& args);
    Outcome outcome() const;
    void clearFailure() { m_failure = Outcome{}; }

    // ---- heap ----
    Object* allocate(const sema::Type* type);  // default-initialised fields, native payload made
    Value newString(std::string text);
    void account(std::ptrdiff_t bytes);        // memory budget (throws Abort when exceeded)
    void appendCounted(std::string& s, std::string_view tail);  // STRING_8.append's work, growth charged (builtins_native.cpp)
    const sema::Type* typeOf(Value v) const    // dynamic type
    {
        return v.isRef() ? v.ref->type : v.isBasic() ? m_basicTypes[static_cast<int>(v.tag)] : nullptr;
    }
    const sema::ClassInfo* classOf(Value v) const
    {
        return v.tag == Tag::Reference ? v.ref->cls : v.isBasic() ? program.basicClasses[static_cast<int>(v.tag)] : nullptr;
    }
    Value constantValue(const sema::ConstantValue& c);

    // ---- failures (all throw Abort) ----
    [[noreturn]] void fail(ViolationKind kind, const ir::Assertion* assertion, SourceRange location, std::string message,
                           bool blameCaller = false, const sema::FeatureInfo* routine = nullptr, std::string subject = {},
                           std::string previous = {});
    [[noreturn]] void budgetExhausted(Budget budget);
    // Integer division by zero: the precondition `divisor_not_zero` of `//` and `\\` when
    // contracts are monitored (the kernel's outcome), else a division_by_zero violation.
    [[noreturn]] void divisionByZero(SourceRange site);
    int copyRoutineId();  // routine id of ANY.copy (-1 if none)
    [[noreturn]] void internalError(std::string message);
    // The feature a call `e' runs on an object of `cls' that has no version under e's routine
    // id: e's own feature (an unqualified call in a class feature runs on a foreign Current).
    // When a qualified call's target does not even inherit it, the call is a catcall (an object
    // whose type does not conform to the call's static type, which `like a' arguments let
    // through: `equal ("", list)' runs STRING_8's `is_equal' on a list): the run stops as an
    // internal error, an invalid test, rather than read the object as another type's.
    [[gnu::noinline]] const sema::FeatureInfo* undispatched(const ir::Expr& e, const sema::ClassInfo* cls);
    static bool inherits(const sema::ClassInfo* cls, const sema::FeatureInfo* f);
    // A call of a built-in or external routine the runtime has no function for: fails the run
    // (InternalError) naming the routine, where it is declared and its external language.
    [[noreturn]] void unprovidedExternal(const sema::FeatureInfo* feature);

    // ---- execution ----
    Value invoke(const sema::FeatureInfo* feature, Value target, Value* args, int argc, SourceRange site, bool qualified);
    Value callByRoutineId(Value target, int routineId, Value* args, int argc, SourceRange site);  // qualified
    Value access(const sema::FeatureInfo* f, Value target, Value* args, int argc, SourceRange site, bool qualified)
    {
        if (f->kind == sema::FeatureInfo::Kind::Routine) [[likely]] return invoke(f, target, args, argc, site, qualified);
        return accessData(f, target);
    }
    Value accessData(const sema::FeatureInfo* f, Value target);  // attribute or constant
    Value create(const sema::Type* type, const sema::FeatureInfo* creator, Value* args, int argc, SourceRange site);
    // Type objects (type_objects.cpp): the one object of `type' (a TYPE [T]) in this run, made on
    // first use; the default value of a type without formals (0, False, a fresh expanded object, Void).
    Value typeObject(const sema::Type* type);
    Value typeObjectOf(const sema::Type* represented);  // the object of TYPE [represented]
    Value defaultOf(const sema::Type* type);
    // Type ids (EiffelBase's ISE_RUNTIME and TYPE.type_id): a number per type, from 1 in the
    // order the run first asks for one; typeWithId is null for a number no type has.
    int typeId(const sema::Type* type);
    const sema::Type* typeWithId(int id) const;
    using EvalFn = Value (*)(Machine& m, const ir::Expr& e, Frame& f);
    static constexpr std::size_t kOpCount = static_cast<std::size_t>(ir::Op::Address) + 1;
    static const std::array<EvalFn, kOpCount> s_evalTable;  // one handler per ir::Op (eval.cpp)
    Value eval(const ir::Expr& e, Frame& f) { return s_evalTable[static_cast<std::size_t>(e.op)](*this, e, f); }
    // INTEGER_32 + and - wrapping around, counted in `overflows`.
    Value addInt32(std::int32_t a, std::int32_t b)
    {
        std::int32_t r;
        if (__builtin_add_overflow(a, b, &r)) [[unlikely]] ++overflows;
        return Value::int32(r);
    }
    Value subInt32(std::int32_t a, std::int32_t b)
    {
        std::int32_t r;
        if (__builtin_sub_overflow(a, b, &r)) [[unlikely]] ++overflows;
        return Value::int32(r);
    }
    // eval with locals read inline (the commonest operand; integer operators also read
    // constant operands in place, see eval.cpp).
    Value evalFast(const ir::Expr& e, Frame& f)
    {
        if (e.op == ir::Op::Local) return f.locals[e.slot];
        return eval(e, f);
    }
    using ExecFn = void (*)(Machine& m, const ir::Instr& i, Frame& f);
    static constexpr std::size_t kIOpCount = static_cast<std::size_t>(ir::IOp::Retry) + 1;
    static const std::array<ExecFn, kIOpCount> s_execTable;  // one handler per ir::IOp (exec.cpp)
    void exec(const ir::Instr& i, Frame& f)
    {
        if (++steps > m_execTrigger) [[unlikely]] execChecks(i, f);
        s_execTable[static_cast<std::size_t>(i.op)](*this, i, f);
    }
    // exec's rare work, one comparison away: the step budget, and the observer (while one
    // watches, m_execTrigger is below any step count so every instruction comes here).
    [[gnu::noinline]] void execChecks(const ir::Instr& i, Frame& f);
    void execBlock(const ir::Block& block, Frame& f)
    {
        for (const ir::InstrPtr& i : block) exec(*i, f);
    }
    [[gnu::noinline]] void observeInstruction(const ir::Instr& i, Frame& f);
    [[gnu::noinline]] bool observeBranch(const ir::Instr& i, int index, bool value, Frame& f);
    bool isEqual(Value a, Value b, int routineId, SourceRange site);  // `~` semantics
    // Agents (agents.cpp): call the wrapped routine of `agent' with the open operands in the tuple
    // `args' (contracts checked; the client of `call'/`item' is the caller); its precondition only.
    Value callAgent(Value agent, Value args);
    // callAgent as if called from the record `client' at `site' (the records of the agent
    // classes' own routines at the top of that chain are stepped over, as callAgent does).
    Value callAgentFrom(Value agent, Value args, SourceRange site, const CallRecord* client);
    // callAgentFrom with the open operands in `given' (Void past `givenCount'; agents.cpp only).
    [[gnu::always_inline]] Value callAgentWithOperands(Value agent, const Value* given, std::size_t givenCount, SourceRange site,
                                                       const CallRecord* client);
    bool validAgentOperands(Value agent, Value tuple) const;  // ROUTINE.valid_operands
    // valid_operands for the open operands `items' (count of them) of `agent', as if in a tuple.
    bool validOpenOperands(Value agent, const Value* items, std::size_t count) const;
    bool agentPrecondition(Value agent, Value args);
    // Observer evaluation (snapshots, branch distances): the run is left as it was. Its calls go at
    // most kProbeDepth deeper than the frame it starts in: analysis evaluates expressions the
    // program never evaluates there (`f (n - 1)` of `n > 0 implies …` at n = 0), which may recurse
    // without end, and unwinding a recursion from the run's whole depth budget (10,000 calls,
    // about 15 C++ frames each) took milliseconds per probe.
    static constexpr int kProbeDepth = 500;
    std::optional<Value> probe(const ir::Expr& e, Frame& f);
    const sema::Type* instantiateIn(const sema::Type* type, const Frame& f);
    // The type `create' makes for `e' (ir::Op::Create) run on Current: its anchor's type in
    // Current's class when that class redeclares the anchor (ir::Expr::auxFeature), else e's type.
    const sema::Type* creationType(const ir::Expr& e, const Frame& f);

    std::string format(Value v) const;
    FrameView view(Frame& f);

    const sema::Program& program;
    RunOptions options;
    std::string output;
    Outcome m_failure;  // status Success while nothing failed

private:
    struct Chunk { Value* data; std::size_t size; };
    struct Layout {
        std::vector<Value> defaults;
        std::vector<std::pair<int, const sema::Type*>> expanded;
        // Attributes of AutoProof's model classes (MML_SEQUENCE …): values that are never Void,
        // they start as the empty value (default_create), as AutoProof's ghost models do.
        std::vector<std::pair<int, const sema::Type*>> models;
        // Self-initializing attributes (sema::FeatureInfo::initializer) of reference types: their
        // bodies run when the object is created, before its creation procedure. ECMA-367 runs them
        // on the first read that finds Void; the difference shows only to a body that reads what
        // the creation procedure sets, or after the attribute is set to Void again.
        std::vector<std::pair<int, const sema::FeatureInfo*>> initialized;
    };
    struct OnceEntry { bool done = false; Value result; };
    struct State { const CallRecord* record; int depth; int assertDepth; std::size_t chunk, top; };
    const RoutineInfo& routineInfo(const ir::Routine* r)
    {
        RoutineCacheEntry& slot = m_routineCache[routineCacheIndex(r)];
        if (slot.routine == r) [[likely]] return *slot.info;
        return routineInfoSlow(r);
    }
    const RoutineInfo& routineInfoSlow(const ir::Routine* r);

    template <typename F> std::optional<Value> apiStep(F&& body);
    State saveState() const;
    void restoreState(const State& s);
    void runWithRescue(Frame& fr);
    // kLean: routines without entry or exit checks take invokeLean (the unqualified and agent
    // calls); invoke, whose callers mostly call routines with contracts, leaves it out (the
    // bigger function would cost them more than the lean path saves them).
    template <bool kLean = true>
    [[gnu::always_inline]] Value invokeInline(const sema::FeatureInfo* feature, Value target, Value* args, int argc, SourceRange site,
                                              bool qualified);
    const ir::Routine* overriding(const ir::Routine* r) const
    {
        auto it = options.overrides.find(r);
        return it != options.overrides.end() ? it->second.get() : r;
    }
    [[gnu::noinline]] Value invokeGeneral(const sema::FeatureInfo* feature, const ir::Routine* r, Value target, Value* args, int argc,
                                          SourceRange site, bool qualified);
    [[gnu::always_inline]] Value invokeLean(const sema::FeatureInfo* feature, const ir::Routine* r, const RoutineInfo& info, Value target,
                                            Value* args, int argc, SourceRange site, bool qualified);
    [[gnu::always_inline]] Value invokePlain(const sema::FeatureInfo* feature, const ir::Routine* r, const RoutineInfo& info, Value target, Value* args,
                      int argc, SourceRange site, bool qualified);
    // A plain routine's body: in register code when the tier has compiled it, else walked.
    [[gnu::always_inline]] void runBody(const ir::Routine* r, const RoutineInfo& info, Frame& fr)
    {
        if (info.code) [[likely]] {
            runRegisterCode(*info.code, fr);
            return;
        }
        if (info.callsBeforeCode > 0 && --info.callsBeforeCode == 0 && compileRegisterCode(*r, info)) {
            runRegisterCode(*info.code, fr);
            return;
        }
        execBlock(r->body, fr);
    }
    int registerCodeAfterCalls(const ir::Routine& r) const;
    [[gnu::noinline]] bool compileRegisterCode(const ir::Routine& r, const RoutineInfo& info);
    void runRegisterCode(const regcode::Code& code, Frame& f);  // register_exec.cpp
    void execRegisterCode(const regcode::Code& code, Frame& f);  // runRegisterCode with the temporaries in place
    // Direct calls between compiled routines (register_calls.h): whether `site' may call its
    // callee on class `cls' directly (learned, register_calls.cpp), and the call.
    [[gnu::noinline]] bool learnCallSite(regcode::CallSite& site, const sema::ClassInfo* cls, const ir::Expr& e, int argc, bool qualified);
    [[gnu::noinline]] Value callCurrentThroughWalker(const regcode::Instr& i, Frame& f, const Value* regs, const Value* constants,
                                                     const std::int32_t* operands);
    [[gnu::always_inline]] Value callCompiled(const regcode::CallSite& site, Value target, const Value* regs, const Value* constants,
                                              const std::int32_t* ops, int argc, bool qualified, SourceRange range);
    Value multiply(std::int32_t a, std::int32_t b);
    Value divide(const regcode::Instr& i, Value a, Value b, bool quotient);
    [[gnu::noinline]] Value agentCall(const regcode::Instr& i, Frame& f, const Value* constants, const std::int32_t* operands);  // register_exec.cpp
    [[gnu::noinline]] Value qualifiedWithTuple(const ir::Expr& call, Value target, Value tuple);
    std::size_t registerCodeRoutines() const;
    std::size_t registerContractCodes() const;  // register_contracts.cpp
    FastPathsOn fastPathsOn() const;  // fast_paths.cpp
    [[gnu::always_inline]] void setUpFrame(Frame& fr, const sema::FeatureInfo* feature, const ir::Routine* r, const RoutineInfo& info, Value target,
                                           Value* args, int argc);

    Value* allocFrame(std::size_t n)
    {
        if (m_top + n <= m_chunkSize) [[likely]] {
            Value* p = m_chunkData + m_top;
            m_top += n;
            return p;
        }
        return allocFrameSlow(n);
    }
    Value* allocFrameSlow(std::size_t n);
    void checkAssertions(const std::vector<ir::Assertion>& clauses, Frame& f, ViolationKind kind, SourceRange location);
    void checkInvariant(Value target, SourceRange location, const sema::FeatureInfo* routine);
    // The one call sequence's checks of a monitored call (contracts on, not inside a contract),
    // for every call path (invokePlain, invokeGeneral, the register tier's callCompiled). On
    // entry: the invariant of a qualified call's target (`invariant'), the precondition, the
    // recursion variant, the olds; on exit: the postcondition and the invariant again.
    [[gnu::always_inline]] void checkOnEntry(const ir::Routine& r, const RoutineInfo& info, Frame& fr, SourceRange site, bool invariant);
    [[gnu::always_inline]] void checkOnExit(const ir::Routine& r, const RoutineInfo& info, Frame& fr, SourceRange site, bool invariant);
    void checkPrecondition(const ir::Routine& r, Frame& f, SourceRange site);  // by the walker
    // The clauses of contract code checked on `f', a violation raised as `kind'; false when the
    // code could not run on this frame (firstFalseClause).
    bool checkedByContractCode(const regcode::Code& code, Frame& f, ViolationKind kind, SourceRange site);
    // Contracts in register code (register_contracts.cpp): a routine's pre- and postcondition
    // code compiled once (null while the tier is off), a class invariant's, and the first false
    // clause of contract code run on a frame (null: all hold), or nullopt when the code's
    // temporaries cannot follow the frame (the walker then evaluates the clauses).
    [[gnu::noinline]] void compileContractCode(const ir::Routine& r, const RoutineInfo& info);
    std::shared_ptr<const regcode::Code> contractCode(const std::vector<ir::Assertion>& clauses, int frameSize, std::size_t olds) const;
    const regcode::Code* invariantCode(const sema::ClassInfo* cls)
    {
        if (cls == m_lastInvariant.cls) [[likely]] return m_lastInvariant.code;
        return invariantCodeSlow(cls);
    }
    const regcode::Code* invariantCodeSlow(const sema::ClassInfo* cls);
    regcode::KernelRoutines kernelRoutines() const;  // what the compiler calls natively (register_exec.cpp)
    std::optional<const ir::Assertion*> firstFalseClause(const regcode::Code& code, Frame& f);
    std::unordered_map<const sema::ClassInfo*, std::shared_ptr<const regcode::Code>> m_invariantCode;
    struct { const sema::ClassInfo* cls = nullptr; const regcode::Code* code = nullptr; } m_lastInvariant;  // invariantCode's last answer
    const ir::Assertion* m_falseClause = nullptr;  // set by ClauseFailed
    // The old values of a call on entry: all of them, or (guarded_olds.h) all but those its
    // postconditions cannot read on this Current's class, which stay Void.
    void evaluateOlds(const ir::Routine& r, const RoutineInfo& info, Frame& fr)
    {
        if (!info.guardedOlds.empty()) [[unlikely]] return evaluateGuardedOlds(r, info, fr);
        beginContract(nullptr);
        for (std::size_t i = 0; i < r.olds.size(); ++i) fr.olds[i] = r.olds[i] ? evaluateOld(*r.olds[i], fr, i) : Value();
        endContract();
    }
    // An old expression's value on entry. A violation while evaluating it is not raised now but
    // when a postcondition reads the value (ECMA-367 8.9.x, old expression semantics): `not (old
    // is_empty) implies Result = old a [top]' on an empty stack reads no `a [0]'.
    Value evaluateOld(const ir::Expr& e, Frame& fr, std::size_t index);
    // The old values whose evaluation failed (evaluateOld), by slot, in the calls under way.
    struct FailedOld {
        const Value* slot;
        int depth;
        Outcome failure;
    };
    std::vector<FailedOld> m_failedOlds;
    void raiseIfFailedOld(const Value* slot);
    void dropFailedOlds(int fromDepth);
    void readOld(const Value* slot)
    {
        if (!m_failedOlds.empty()) [[unlikely]] raiseIfFailedOld(slot);
    }
    void evaluateGuardedOlds(const ir::Routine& r, const RoutineInfo& info, Frame& fr);  // guarded_olds.cpp
    // AutoProof's `decreases' of a routine (ir::Routine::decreases): compared with the value of the
    // innermost active call of the same routine, then pushed; popRecursionVariant on exit.
    void checkRecursionVariant(const ir::Routine& r, Frame& f, SourceRange site);
    void popRecursionVariant();
    Value slotDefault(const sema::Type* type, const Frame& f);
    void slotDefaultInto(Value& slot, const sema::Type* type, const Frame& f);
    const Layout& layoutFor(const sema::Type* type);
    BuiltinFn builtinFor(const sema::FeatureInfo* f, const ir::Routine* r);
    void execLoop(const ir::Instr& i, Frame& f);
    void execInspect(const ir::Instr& i, Frame& f);
    [[gnu::noinline]] Value evalCall(const ir::Expr& e, Frame& f);
    [[noreturn, gnu::noinline]] void voidCall(const ir::Expr& e);
    [[gnu::noinline]] Value evalBinary(const ir::Expr& e, Value a, Value b);
    Value evalQuantifier(const ir::Expr& e, Frame& f);
    // AutoProof's ownership (ownership.cpp): ir::Op::Ownership, and what a verified client does
    // before calling `f' on `target' for the test harness (apiCall): unwrap it when `f' requires
    // `is_open', wrap it when `f' requires `is_wrapped' and its invariant holds.
    Value evalOwnership(const ir::Expr& e, Frame& f);
    void meetOwnershipPrecondition(Value target, const sema::FeatureInfo* f);
    bool isOpen(const Object* o) const { return !m_open.empty() && m_open.count(o) != 0; }
    // The first clause of `target''s class invariant that is false (null: it holds), of all of
    // them (`without' with `tags' empty), of those tagged in `tags' (',' between), or of the others.
    const ir::Assertion* failingInvariantClause(Value target, std::string_view tags, bool without);
    Value evalManifestArray(const ir::Expr& e, Frame& f);
    Value evalManifestTuple(const ir::Expr& e, Frame& f);
    // A manifest tuple's type (plain, instantiated) and a new tuple of that type holding `items'.
    const sema::Type* manifestTupleType(const ir::Expr& e, const Frame& f);
    Value newTuple(const sema::Type* type, const Value* items, int n);
    Value evalAgent(const ir::Expr& e, Frame& f);
    void fillStack(Violation& v);
    void setStackLimit();
    // Checked fast paths for kernel routines (fast_paths.cpp).
    struct FastPaths {
        const sema::ClassInfo* array = nullptr;   // null: no ARRAY fast path
        const sema::ClassInfo* special = nullptr;
        const sema::ClassInfo* string = nullptr;  // null: no STRING_8 fast path
        int area = -1, lower = -1, upper = -1;  // ARRAY's field slots
        // Routine ids (dispatch seeds) of the four routines.
        int arrayItemId = -1, arrayPutId = -1, stringItemId = -1, stringAppendCharacterId = -1;
        int stringAppendId = -1, stringAppendIntegerId = -1;  // -1: not served
        const ir::Routine* functionItem = nullptr;  // null: no agent fast path
        const ir::Routine* procedureCall = nullptr;  // PROCEDURE.call (`Precursor (args)'); null: not served
        // Built-ins served by fastBuiltin however they are called (null: not served).
        const ir::Routine* stringCount = nullptr;
        const ir::Routine* stringAppend = nullptr;
        const ir::Routine* characterCode = nullptr;
        std::size_t stringObjectBytes = 0;  // what Machine::allocate charges for a STRING_8 (without its payload)
        int depthLimit = 0;  // options.limits.maxDepth - 2: the fast paths decline at this depth or deeper
        // m_stackLimit + kFastPathStackHeadroom (set by setStackLimit): they decline below it.
        std::uintptr_t stackFloor = 0;
    };
    void setUpFastPaths();
    void setUpStringBuilding(const ir::Routine* stringCount);
    void setUpProcedureCall();
    // A qualified call of routine id `routineId` on `target` (an object) done natively with the
    // same contracts and steps when it is one of the fast paths' routines and its class is
    // exactly ARRAY or STRING_8; false (nothing done) to run it normally.
    [[gnu::always_inline]] bool fastCall(int routineId, Value target, Value* args, int argc, Value& result);  // fast_paths.h
    // ARRAY.item / put on `o' (exactly ARRAY) done natively as fastCall does them (fast_paths.h),
    // also for the register tier's ArrayItem and ArrayPut (register_arrays.h).
    [[gnu::always_inline]] Value* fastArraySlot(Object* o, const Value& index);
    [[gnu::always_inline]] bool fastArrayItem(Object* o, const Value& index, Value& result);
    [[gnu::always_inline]] bool fastArrayPut(Object* o, const Value& v, const Value& index);
    // FUNCTION.item or PROCEDURE.call called qualified on an agent object (fast_paths.h), same contracts.
    bool fastAgentCall(int routineId, Value target, Value* args, int argc, SourceRange site, Value& result);
    // The kernel routine of the agent classes that routine id `routineId' selects on the agent `o',
    // when it may take the fast path as far as the agent's type goes (agents.cpp; its precondition
    // and the budgets are checked apart); None otherwise.
    AgentRoutine agentRoutineFor(int routineId, const Object* o) const;
    // `call' (a qualified call of one argument, a manifest tuple) on `target': FUNCTION.item or
    // PROCEDURE.call on an agent on the fast path without making the tuple object when it only
    // carries the open operands (agents.cpp). False when declined (any other target, any other
    // routine), with `out' the tuple made as evalManifestTuple makes it.
    bool callAgentOnManifestTuple(const ir::Expr& call, Frame& f, Value target, Value& out);
    // The same with the tuple's n items evaluated already (the register code's AgentCall).
    bool callAgentOnItems(const ir::Expr& call, const Frame& f, Value target, const Value* items, std::size_t n, Value& out);
    [[gnu::always_inline]] bool fastPathAffordable(std::int64_t moreSteps) const;
    // A call of one of FastPaths' built-ins (its own step charged, its depth checked), done natively
    // with the same contracts and steps when the target is exactly its class; false to run it normally.
    bool fastBuiltin(const ir::Routine* r, Value target, Value* args, int argc, Value& result);  // fast_paths.h

public:
    // ---- contract evaluation (its own step budget: RunLimits::maxContractSteps) ----
    // Around every evaluation of a contract (assertDepth counts them): the outermost one runs
    // on the contract budget, and the steps it takes are given back to the body's budget.
    // `clause' (may be null: olds, variants) is what a Budget::Contract report names;
    // noteClause changes it between the clauses of one evaluation.
    void beginContract(const ir::Assertion* clause)
    {
        if (assertDepth++ == 0) startContractBudget(clause);
    }
    void endContract()
    {
        if (--assertDepth == 0 && m_inContract) finishContractBudget();
    }
    void noteClause(const ir::Assertion& clause)
    {
        if (assertDepth == 1) m_contractClause = &clause;
    }

    // ---- run state ----
    std::int64_t steps = 0;
    int depth = 0;
    int assertDepth = 0;         // > 0 while evaluating an assertion (no nested checking)
    std::size_t memory = 0;
    std::int64_t overflows = 0;  // integer operations that wrapped around (Outcome::wrappedOperations)
    std::int64_t contractSteps = 0;  // steps spent evaluating contracts (finished evaluations)
    const CallRecord* topRecord = nullptr;  // innermost active call
    // While a built-in runs on a basic value: that call's Current, which a built-in such as
    // `standard_copy' may replace (a routine on a basic value works on its own copy of it, as
    // EiffelStudio's boxed Current; the caller's variable keeps its value). Null otherwise.
    Value* basicCurrent = nullptr;
    NativeMemory nativeMemory;              // what POINTERs address (a project's own EiffelBase)
    SourceRange currentSite() const { return topRecord ? topRecord->site : SourceRange{}; }

private:
    std::vector<Chunk> m_chunks;
    std::size_t m_chunk = 0, m_top = 0;
    // Cached m_chunks[m_chunk] (size 0 while there is no chunk): set by useChunk.
    Value* m_chunkData = nullptr;
    std::size_t m_chunkSize = 0;
    void useChunk(std::size_t chunk)
    {
        m_chunk = chunk;
        m_chunkData = chunk < m_chunks.size() ? m_chunks[chunk].data : nullptr;
        m_chunkSize = chunk < m_chunks.size() ? m_chunks[chunk].size : 0;
    }
    void releaseFrame(std::size_t chunk, std::size_t top)
    {
        if (chunk != m_chunk) [[unlikely]] useChunk(chunk);
        m_top = top;
    }
    std::vector<Object*> m_natives;          // objects owning a native payload
    std::unordered_map<const sema::Type*, Object*> m_typeObjects;  // TYPE [T] → its one object
    const sema::ClassInfo* m_typeClass = nullptr;                   // TYPE (null: no type objects)
    std::vector<const sema::Type*> m_typesById;                     // typeId - 1 → type
    std::unordered_map<const sema::Type*, int> m_typeIds;
    std::vector<char*> m_blocks;             // heap arena blocks
    char* m_bump = nullptr;
    std::size_t m_bumpLeft = 0;
    std::uint32_t m_nextId = 1;
    std::unordered_map<const sema::Type*, Layout> m_layouts;
    const sema::Type* m_lastLayoutType = nullptr;
    const Layout* m_lastLayout = nullptr;
    const sema::Type* m_previousLayoutType = nullptr;  // the one before: see layoutFor
    const Layout* m_previousLayout = nullptr;
    const sema::Type* m_basicTypes[sema::kBasicKindCount] = {};
    const sema::Type* m_stringType = nullptr;
    std::unordered_map<const ir::Routine*, OnceEntry> m_onces;
    std::map<std::pair<const ir::Routine*, const Object*>, OnceEntry> m_objectOnces;  // once ("OBJECT")
    std::unordered_map<const sema::FeatureInfo*, BuiltinFn> m_builtins;
    std::unordered_map<const ir::Routine*, RoutineInfo> m_routineInfos;
    struct RoutineCacheEntry { const ir::Routine* routine = nullptr; const RoutineInfo* info = nullptr; };
    static constexpr std::size_t kRoutineCacheSize = 256;
    // Fibonacci hashing of the address: routines lie a fixed stride apart in memory, and the
    // address bits alone put those a multiple of 4 KiB apart in one slot.
    static std::size_t routineCacheIndex(const ir::Routine* r)
    {
        static_assert(kRoutineCacheSize == 256);
        return static_cast<std::size_t>((reinterpret_cast<std::uintptr_t>(r) * 0x9E3779B97F4A7C15ull) >> 56);
    }
    RoutineCacheEntry m_routineCache[kRoutineCacheSize];
    struct BuiltinCacheEntry { const sema::FeatureInfo* feature = nullptr; BuiltinFn fn = nullptr; };
    static constexpr std::size_t kBuiltinCacheSize = 256;
    BuiltinCacheEntry m_builtinCache[kBuiltinCacheSize];
    struct InstantiationCacheEntry {
        const sema::Type* type = nullptr;
        const sema::ClassInfo* context = nullptr;
        const sema::Type* target = nullptr;
        const sema::Type* result = nullptr;
    };
    static constexpr std::size_t kInstantiationCacheSize = 256;
    InstantiationCacheEntry m_instantiations[kInstantiationCacheSize];
    struct TupleTypeCacheEntry { const sema::Type* written = nullptr; const sema::Type* plain = nullptr; };  // evalManifestTuple
    static constexpr std::size_t kTupleTypeCacheSize = 64;
    TupleTypeCacheEntry m_tupleTypes[kTupleTypeCacheSize];
    // What callAgentOnManifestTuple knows of one call site for the type of agent last seen there
    // (agents.cpp): whether the fast path may apply, and the declared types of the open operands.
    struct AgentCallSite {
        static constexpr std::size_t kMaxOpen = 4;
        const ir::Expr* call = nullptr;
        const sema::Type* agentType = nullptr;
        const sema::Type* tupleType = nullptr;  // the tuple's (its written type has no formals)
        bool fast = false;
        bool procedure = false;     // PROCEDURE.call (no result), else FUNCTION.item
        std::uint8_t steps = 0;     // the agent routines' steps before the wrapped routine's call
        std::uint8_t levels = 0;    // and their frames (the wrapped routine runs this much deeper)
        std::uint32_t openCount = 0;
        std::size_t tupleBytes = 0;  // what the tuple object would be charged (Machine::allocate)
        const sema::Type* openTypes[kMaxOpen] = {};
        // The tag of a value of exactly openTypes[i] when that is a basic type (a value with it fits
        // at once), else kNoTag.
        static constexpr Tag kNoTag = static_cast<Tag>(0xff);
        Tag openTags[kMaxOpen] = {kNoTag, kNoTag, kNoTag, kNoTag};
    };
    static constexpr std::size_t kAgentCallSiteCacheSize = 32;
    AgentCallSite m_agentCallSites[kAgentCallSiteCacheSize];
    void learnAgentCallSite(AgentCallSite& site, const ir::Expr& call, const Object* agent, const Frame& f);
    const char* m_stackLimit = nullptr;
    int m_copyRoutineId = -2;
    bool m_hasOverrides = false;
    bool m_contracts = true;
    struct RecursionVariant {  // one active call of a routine with `decreases'
        const ir::Routine* routine;
        int depth;  // the call's depth; entries at or above the current depth were left by an exception
        std::vector<std::int64_t> values;
    };
    std::vector<RecursionVariant> m_recursionVariants;
    // Objects unwrapped (AutoProof's `unwrap', not yet wrapped again): open objects need not
    // satisfy their invariant. Every other object is closed (wrapped: owners are not tracked).
    std::unordered_set<const Object*> m_open;
    Observer* m_observer = nullptr;
    std::int64_t m_execTrigger = 0;  // options.limits.maxSteps, or below any step count while m_observer is set
    void setObserver(Observer* observer)
    {
        m_observer = observer;
        m_execTrigger = observer ? std::numeric_limits<std::int64_t>::min() : options.limits.maxSteps;
    }
    bool m_probing = false;  // inside probe: a failure only ends the probe (no report is built)
    // The outermost contract evaluation under way (beginContract): the steps when it began,
    // the body's step limit then, the clause and the routine whose contract it is.
    // m_contractStart and m_bodyMaxSteps are kept apart: side by side, the compiler wrote them
    // with one 16-byte store from a 16-byte load of options.limits.maxSteps, which the previous
    // finishContractBudget had just written 8 bytes of, and the load then waited for that store
    // to complete (7-9 % of a contract-heavy test run's samples on that one instruction).
    bool m_inContract = false;
    std::int64_t m_contractStart = 0;
    std::int64_t m_contractBudget = 0;  // the steps all contract evaluations of the run may take
    std::int64_t m_bodyMaxSteps = 0;
    const ir::Assertion* m_contractClause = nullptr;
    const sema::FeatureInfo* m_contractRoutine = nullptr;
    void startContractBudget(const ir::Assertion* clause);
    void finishContractBudget();
    [[noreturn]] void contractBudgetExhausted();
    // The loops with a variant under way, innermost first (execLoop), for telling a step budget
    // spent by a long loop that terminates from one spent by a runaway (ranInTerminatingLoop).
    struct VariantLoop {
        std::int64_t firstStep = 0;      // steps when the loop began
        std::int64_t iterationStep = 0;  // steps when its current iteration began
        std::int64_t iterations = 0;     // iterations begun
        const VariantLoop* outer = nullptr;
    };
    const VariantLoop* m_variantLoop = nullptr;
    bool ranInTerminatingLoop() const;
    FastPaths m_fast;
    bool m_registerTier = false;  // routines may run as register code now (no observer watching; RunOptions::registerCode)
    bool m_registerTierAllowed = false;  // RunOptions::registerCode: the tier runs wherever no observer watches (ObserverPause)
    bool m_observerMayPause = false;     // the library cannot call the user's routines (sema::Program::libraryCallsUserCode)
    friend class FrameView;
    friend class Interpreter;
    friend struct EvalOps;
    friend struct ExecOps;
    friend struct CallTails;
    friend struct RegisterArrayOps;
    friend class CallScope;
    friend class FrameMark;
    friend class ObserverPause;
};

// The frame stack's top when made; given back to it when destroyed, however the scope ends:
// the memory of the frames allocated since (a call's, an invariant's locals, contract code's
// temporaries).
class FrameMark {
public:
    explicit FrameMark(Machine& m) : FrameMark(m, m.m_chunk, m.m_top) {}
    FrameMark(Machine& m, std::size_t chunk, std::size_t top) : m_machine(m), m_chunk(chunk), m_top(top) {}
    ~FrameMark() { m_machine.releaseFrame(m_chunk, m_top); }
    FrameMark(const FrameMark&) = delete;
    FrameMark& operator=(const FrameMark&) = delete;

private:
    Machine& m_machine;
    const std::size_t m_chunk, m_top;
};

// The run of a routine the observer does not look inside (Observer::watchesInside), when no
// routine it watches can run inside (Machine::m_observerMayPause): from its entry to its exit the
// observer is set aside, so the routine and everything it calls run as without one (plain calls,
// register code), and it is back for the routine's onExit, however the routine ends.
class ObserverPause {
public:
    ObserverPause(Machine& m, bool pause) : m_machine(m), m_observer(pause ? m.m_observer : nullptr), m_registerTier(m.m_registerTier)
    {
        if (!m_observer) return;
        m.setObserver(nullptr);
        m.m_registerTier = m.m_registerTierAllowed;
    }
    ~ObserverPause()
    {
        if (!m_observer) return;
        m_machine.setObserver(m_observer);
        m_machine.m_registerTier = m_registerTier;
    }
    ObserverPause(const ObserverPause&) = delete;
    ObserverPause& operator=(const ObserverPause&) = delete;
    bool active() const { return m_observer != nullptr; }

private:
    Machine& m_machine;
    Observer* const m_observer;
    const bool m_registerTier;
};

// A call under way, for every call path (invokeLean, invokePlain, invokeGeneral, callCompiled):
// made once the call's frame is set up, it counts the call's depth and pushes its call record;
// when the call ends, by a return or by an exception (a violation, a budget, `retry'), it pops
// the record, restores the depth and gives back the frame memory allocated since `chunk'/`top'
// (itself: with a FrameMark member, bench/programs/fib.e took 1 % more instructions).
class CallScope {
public:
    CallScope(Machine& m, std::size_t chunk, std::size_t top, const sema::FeatureInfo* feature, Value target, SourceRange site)
        : m_machine(m), m_chunk(chunk), m_top(top), m_record{feature, target, site, m.topRecord}
    {
        ++m.depth;
        m.topRecord = &m_record;
    }
    ~CallScope()
    {
        m_machine.topRecord = m_record.caller;
        --m_machine.depth;
        m_machine.releaseFrame(m_chunk, m_top);
    }
    CallScope(const CallScope&) = delete;
    CallScope& operator=(const CallScope&) = delete;

private:
    Machine& m_machine;
    const std::size_t m_chunk, m_top;
    const CallRecord m_record;
};

template <typename F>
inline std::optional<Value> Machine::apiStep(F&& body)
{
    if (m_failure.status == Outcome::Status::BudgetExhausted || m_failure.status == Outcome::Status::InternalError)
        return std::nullopt;
    m_failure = Outcome{};
    setStackLimit();
    const State saved = saveState();
    try {
        return body();
    } catch (Abort&) {
    } catch (RetrySignal&) {
        m_failure.status = Outcome::Status::InternalError;
        m_failure.message = "retry outside a rescue clause";
    } catch (std::bad_alloc&) {
        m_failure.status = Outcome::Status::BudgetExhausted;
        m_failure.budget = Budget::Memory;
        m_failure.message = "memory budget exhausted";
    } catch (std::exception& ex) {
        m_failure.status = Outcome::Status::InternalError;
        m_failure.message = ex.what();
    }
    restoreState(saved);
    return std::nullopt;
}

// A new frame for `r` called on `target`: slots allocated, the arguments copied, the other
// slots and Result set to their defaults (from the routine's template when it has one).
inline void Machine::setUpFrame(Frame& fr, const sema::FeatureInfo* feature, const ir::Routine* r, const RoutineInfo& info, Value target,
                                Value* args, int argc)
{
    const int frameSize = r->frameSize >= argc ? r->frameSize : argc;
    Value* mem = allocFrame(static_cast<std::size_t>(frameSize) + r->olds.size());
    fr.routine = r;
    fr.feature = feature;
    fr.current = target;
    fr.locals = mem;
    fr.olds = mem + frameSize;
    for (int i = 0; i < argc; ++i) mem[i] = args[i];
    if (info.constantDefaults && frameSize == r->frameSize) [[likely]] {
        if (argc < frameSize) std::memcpy(static_cast<void*>(mem + argc), info.initialSlots.data() + argc, static_cast<std::size_t>(frameSize - argc) * sizeof(Value));
        fr.result = info.result;
    } else {
        const int typed = static_cast<int>(r->slotTypes.size());
        for (int i = argc; i < frameSize; ++i) slotDefaultInto(mem[i], i < typed ? r->slotTypes[static_cast<std::size_t>(i)] : nullptr, fr);
        if (r->resultType) slotDefaultInto(fr.result, r->resultType, fr);
    }
}

inline void Machine::checkOnEntry(const ir::Routine& r, const RoutineInfo& info, Frame& fr, SourceRange site, bool invariant)
{
    if (invariant) checkInvariant(fr.current, site, fr.feature);
    if (m_registerTier && !info.contractCodeCompiled) [[unlikely]] compileContractCode(r, info);
    if (!r.preconditions.empty()
        && !(info.preconditionCode && checkedByContractCode(*info.preconditionCode, fr, ViolationKind::Precondition, site)))
        checkPrecondition(r, fr, site);
    if (!r.decreases.empty()) checkRecursionVariant(r, fr, site);
    if (!r.olds.empty()) evaluateOlds(r, info, fr);
}

inline void Machine::checkOnExit(const ir::Routine& r, const RoutineInfo& info, Frame& fr, SourceRange site, bool invariant)
{
    if (!r.decreases.empty()) popRecursionVariant();
    if (!r.postconditions.empty()
        && !(info.postconditionCode && checkedByContractCode(*info.postconditionCode, fr, ViolationKind::Postcondition, site)))
        checkAssertions(r.postconditions, fr, ViolationKind::Postcondition, site);
    if (invariant) checkInvariant(fr.current, site, fr.feature);
    if (!m_failedOlds.empty()) dropFailedOlds(depth);
}

// invoke for the common case: an Eiffel body (no built-in, once or rescue) and no observer.
inline Value Machine::invokePlain(const sema::FeatureInfo* feature, const ir::Routine* r, const RoutineInfo& info, Value target,
                           Value* args, int argc, SourceRange site, bool qualified)
{
    const std::size_t savedChunk = m_chunk, savedTop = m_top;
    Frame fr;
    setUpFrame(fr, feature, r, info, target, args, argc);
    const CallScope call(*this, savedChunk, savedTop, feature, target, site);
    // The cheap tests first: most calls are unqualified or on objects without an invariant.
    const bool checkInvariant = qualified && target.isRef() && !target.ref->cls->invariant.empty();
    const bool monitor = (info.checksOnEntryOrExit || checkInvariant) && m_contracts && assertDepth == 0;
    if (monitor) [[unlikely]] checkOnEntry(*r, info, fr, site, checkInvariant);
    runBody(r, info, fr);
    if (monitor) [[unlikely]] checkOnExit(*r, info, fr, site, checkInvariant);
    return fr.result;
}

// invokePlain for a lean routine (RoutineInfo::lean) and at most frameSize arguments: the frame
// built in one pass from the routine's template; only a qualified call's invariant is monitored.
inline Value Machine::invokeLean(const sema::FeatureInfo* feature, const ir::Routine* r, const RoutineInfo& info, Value target,
                                 Value* args, int argc, SourceRange site, bool qualified)
{
    const std::size_t savedChunk = m_chunk, savedTop = m_top;
    const int frameSize = info.frameSize;
    Value* mem = allocFrame(static_cast<std::size_t>(frameSize));
    if (argc > 0) mem[0] = args[0];
    if (argc > 1) mem[1] = args[1];
    for (int i = 2; i < argc; ++i) mem[i] = args[i];
    if (argc < frameSize) std::memcpy(static_cast<void*>(mem + argc), info.initialSlots.data() + argc, static_cast<std::size_t>(frameSize - argc) * sizeof(Value));
    Frame fr{r, feature, target, mem, mem + frameSize, info.result};
    const CallScope call(*this, savedChunk, savedTop, feature, target, site);
    const bool checkInvariant = qualified && target.isRef() && !target.ref->cls->invariant.empty() && m_contracts && assertDepth == 0;
    if (checkInvariant) [[unlikely]] this->checkInvariant(target, site, feature);
    runBody(r, info, fr);
    if (checkInvariant) [[unlikely]] this->checkInvariant(target, site, feature);
    return fr.result;
}

// The call path of invoke, inlined into the commonest callers (eval.cpp).
template <bool kLean>
inline Value Machine::invokeInline(const sema::FeatureInfo* feature, Value target, Value* args, int argc, SourceRange site, bool qualified)
{
    if (++steps > options.limits.maxSteps) [[unlikely]] budgetExhausted(Budget::Steps);
    // The address of a local stands for the stack pointer (no frame pointer needed).
    const char here = 0;
    if (depth >= options.limits.maxDepth || reinterpret_cast<std::uintptr_t>(&here) < reinterpret_cast<std::uintptr_t>(m_stackLimit)) [[unlikely]]
        budgetExhausted(Budget::Depth);
    const ir::Routine* r = feature->routine;
    if (m_hasOverrides && r) r = overriding(r);
    if (r) [[likely]] {
        const RoutineInfo& info = routineInfo(r);
        if (!m_observer) [[likely]] {
            if (kLean && info.lean && argc <= info.frameSize) [[likely]] return invokeLean(feature, r, info, target, args, argc, site, qualified);
            if (info.plain) return invokePlain(feature, r, info, target, args, argc, site, qualified);
        }
    }
    return invokeGeneral(feature, r, target, args, argc, site, qualified);
}

}  // namespace amend::runtime
