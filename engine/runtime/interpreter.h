// The public face of the runtime: run checked Eiffel (sema::Program + ir::) with contract
// monitoring, budgets and an optional observer. One Interpreter = one run (its own heap, stack,
// once-cache and output); many interpreters may run concurrently over one shared const Program.
// No exception escapes this API: failing steps return nullopt and leave an Outcome.
#pragma once

#include "runtime/value.h"
#include "sema/ir.h"
#include "sema/program.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace amend::runtime {

class Machine;

struct RunLimits {
    std::int64_t maxSteps = 20'000'000;             // instructions + calls
    int maxDepth = 10'000;                          // Eiffel call depth (also bounded by the C++ stack)
    std::size_t maxMemoryBytes = 512u * 1024 * 1024;
    // Steps for evaluating contracts (preconditions, olds, postconditions, invariants, checks,
    // loop invariants and variants), counted apart from the body's: a contract evaluation
    // never takes the body's budget, and running out of this one is Budget::Contract, a
    // resource limit naming the clause, never a violation. 0: no budget of their own, contracts
    // spend the body's (as the fast paths charge them; testing::TestLimits sets maxSteps).
    std::int64_t maxContractSteps = 0;
};

// Run-time errors of built-ins: IndexOutOfBounds (SPECIAL, STRING, TUPLE; subject: the index),
// InvalidMemoryAccess (a POINTER routine outside a block or variable; subject: the routine),
// Catcall (an agent's operands of the wrong types; subject: the agent's feature). Raised: the
// program raised an exception itself (EXCEPTIONS.raise, EXCEPTION_MANAGER.raise; subject: the
// exception's name or class). Exit: it ended itself (`die'; subject: the status). Neither of the
// last two is a contract of the program failing.
enum class ViolationKind : std::uint8_t {
    Precondition, Postcondition, Invariant, Check, LoopInvariant, Variant, VoidCall,
    DivisionByZero, InspectNoMatch, TestAssertion, IndexOutOfBounds, InvalidMemoryAccess, Catcall,
    Raised, Exit, Other
};
const char* violationKindName(ViolationKind kind);  // "precondition", "void_call", …

struct StackFrame {
    const sema::FeatureInfo* feature = nullptr;
    const sema::ClassInfo* currentClass = nullptr;  // dynamic class of Current (basic class for values)
    SourceRange callSite;                           // where this frame was called from
};

struct Violation {
    ViolationKind kind = ViolationKind::Other;
    std::string tag;                               // of the violated assertion (may be empty)
    std::string text;                              // its source text
    SourceRange assertionRange;                    // the assertion clause, when there is one
    const sema::FeatureInfo* routine = nullptr;    // where it was detected
    SourceRange location;                          // call site (precondition) or instruction
    const sema::FeatureInfo* blamed = nullptr;     // caller for preconditions, else `routine`
    std::vector<StackFrame> stack;                 // innermost first
    std::string message;                           // one line
    std::string subject;                           // what the message names, as data for front ends that word it
                                                   // themselves: VoidCall the feature called on Void, InspectNoMatch
                                                   // the value no branch matches, Variant its value where it failed
                                                   // (negative, or not below `previous'); empty otherwise or when unknown
    std::string previous;                          // Variant that does not decrease: its value before (the last
                                                   // iteration's, the caller's); empty when it is negative
    bool assumption = false;                       // an AutoProof assumption (ir::Assertion::assumption)
};

enum class Budget : std::uint8_t { Steps, Depth, Memory, Contract };
const char* budgetName(Budget budget);

struct Outcome {
    enum class Status : std::uint8_t { Success, Violation, BudgetExhausted, InternalError };
    Status status = Status::Success;
    // Status::Violation; with Budget::Contract the clause whose evaluation ran out of steps
    // (kind Other: tag, text, assertionRange; routine: whose contract it is), as far as known.
    std::optional<runtime::Violation> violation;
    Budget budget = Budget::Steps;                 // Status::BudgetExhausted
    std::string message;                           // InternalError / budget details
    std::string output;                            // everything the program printed
    std::int64_t wrappedOperations = 0;            // INTEGER/NATURAL + - * // that wrapped around so far
    // Budget::Steps: most of the budget went to a loop whose variant decreased on every iteration,
    // none of them far longer than the others: a long computation that ends, not a runaway.
    bool inTerminatingLoop = false;
    bool ok() const { return status == Status::Success; }
    std::string describe(const sema::Program& program) const;  // one line for people
};

// Read-only view of an executing routine's frame, handed to observers.
class FrameView {
public:
    const ir::Routine& routine() const { return *m_routine; }
    Value current() const { return m_current; }
    int argumentCount() const { return m_routine->argCount; }
    int slotCount() const { return m_routine->frameSize; }
    Value slot(int index) const { return m_slots[index]; }  // arguments first, then locals
    Value result() const { return m_result ? *m_result : Value(); }
    // Evaluates `expr` (lowered for this routine) here, without effect on the run's outcome,
    // output or budgets; nullopt when the evaluation fails ("undefined").
    std::optional<Value> evaluate(const ir::Expr& expr) const;
    std::string format(Value value) const;

private:
    friend class Machine;
    Machine* m_machine = nullptr;
    const ir::Routine* m_routine = nullptr;
    const sema::FeatureInfo* m_feature = nullptr;
    Value m_current;
    Value* m_slots = nullptr;
    Value* m_olds = nullptr;
    Value* m_result = nullptr;
};

// Whether `routine' is written in the user's classes (or a library under test): what observers
// of the user's code watch, and need not look inside otherwise (Observer::watchesInside).
bool isUserRoutine(const ir::Routine& routine);

// Observer of a run. Every hook has an empty default; when RunOptions::observer is null the
// interpreter pays one pointer test per instruction.
class Observer {
public:
    virtual ~Observer() = default;
    virtual void onEnter(const FrameView&) {}
    // Called on normal exit only (normal = true): a violation unwinds without onExit calls.
    virtual void onExit(const FrameView&, bool normal) { (void)normal; }
    virtual void beforeInstruction(const ir::Instr&, const FrameView&) {}
    // A branch condition was evaluated: an If's conds[index] or a Loop's exit test (index 0).
    // Returns the value to use: returning !value FORCES the other branch.
    virtual bool onBranch(const ir::Instr&, int /*index*/, bool value, const FrameView&) { return value; }
    // Whether the observer looks inside `routine' once onEnter has seen its call: by default only
    // inside the user's routines. Inside one it does not watch, the routine's contracts, body and
    // every call they make run unobserved, at full speed (register code included), and onExit
    // sees its normal return. The interpreter takes this leave only when the library cannot call
    // back into the user's routines (sema::Program::libraryCallsUserCode), so every user routine
    // the program runs is still seen; what goes unseen is contract monitoring only: a user object's
    // class invariant checked around a qualified call the library makes on it, and the user's
    // functions that invariant calls.
    virtual bool watchesInside(const ir::Routine& routine) { return isUserRoutine(routine); }
};

struct RunOptions {
    RunLimits limits;
    Observer* observer = nullptr;
    // Routine replacement: original implementation → replacement (same signature and slots). A
    // replacement is lowered on top of the immutable program by the task that runs it (a candidate
    // fix, a probe, a replay: sema::lowerReplacementBody) and owned here, beside the program.
    std::unordered_map<const ir::Routine*, std::shared_ptr<const ir::Routine>> overrides;
    bool debug = false;           // run `debug` blocks
    bool checkContracts = true;   // preconditions, postconditions, invariants, loop and check assertions
    // Routines run as register code (runtime/register_code.h) when no observer watches; the same
    // results as the tree walker. (`amend run' turns it off when the environment sets AMEND_REGISTER_CODE=0.)
    bool registerCode = true;
};

struct FastPathsOn {
    bool array = false;           // ARRAY.item and put
    bool string = false;          // STRING_8.item, append_character and count
    bool stringAppend = false;    // STRING_8.append
    bool appendInteger = false;   // STRING_8.append_integer
    bool characterCode = false;   // CHARACTER_8.code
    bool functionItem = false;    // FUNCTION.item on an agent
    bool procedureCall = false;   // PROCEDURE.call on an agent
    bool all() const { return array && string && stringAppend && appendInteger && characterCode && functionItem && procedureCall; }
    bool none() const { return !(array || string || stringAppend || appendInteger || characterCode || functionItem || procedureCall); }
};

class Interpreter {
public:
    Interpreter(const sema::Program& program, RunOptions options = {});
    ~Interpreter();
    Interpreter(const Interpreter&) = delete;
    Interpreter& operator=(const Interpreter&) = delete;

    // A new object of `type`: fields default-initialised, `creator` (may be null) called with
    // `args`, then the invariant checked. nullopt on failure (see outcome()).
    std::optional<Value> createObject(const sema::Type* type, const sema::FeatureInfo* creator, std::vector<Value> args);
    // Qualified call of `feature` on `target` (dispatched on its dynamic class; invariants and
    // contracts checked). Void for procedures. nullopt on failure (see outcome()).
    std::optional<Value> call(Value target, const sema::FeatureInfo* feature, std::vector<Value> args);
    // The outcome of the last step (Success or its failure), with all the output so far. Every
    // step starts by forgetting the previous step's violation, but an exhausted budget or an
    // internal error is final: later steps return nullopt at once. Steps, memory and the heap
    // are cumulative over the interpreter's life (use one Interpreter per test run).
    Outcome outcome() const;
    void clearFailure();  // forget the last failure (the heap and output stay)

    // Values for test generation.
    Value makeString(std::string_view text);
    Value makeSpecial(const sema::Type* specialType, std::vector<Value> items);
    // ARRAY [T] with lower bound 1 built through ARRAY.make and put; nullopt on failure.
    std::optional<Value> makeArray(const sema::Type* arrayType, const std::vector<Value>& items);
    static Value makeInteger(std::int32_t v) { return Value::int32(v); }
    static Value makeBoolean(bool v) { return Value::boolean(v); }

    Value field(Value object, const sema::FeatureInfo* attribute) const;  // by dynamic slot
    void setField(Value object, const sema::FeatureInfo* attribute, Value value);
    std::string stringText(Value value) const;  // STRING_8 content ("" if not a string)

    std::string output() const;
    std::string formatValue(Value value) const;
    std::int64_t stepsUsed() const;
    std::size_t memoryUsed() const;
    std::size_t registerCodeRoutines() const;  // routines this run compiled to register code
    std::size_t registerContractCodes() const;  // preconditions, postconditions and invariants it compiled
    // Which of the checked fast paths (runtime/fast_paths.cpp) this run takes: each is off under
    // an observer, without contracts, or when the kernel's contracts it mirrors changed.
    FastPathsOn fastPathsOn() const;

private:
    std::unique_ptr<Machine> m_machine;
};

// Creates the root object of class `rootClassName` with creation procedure `featureName` (when it
// is one of its creators) — or with default_create and then calls `featureName` — and runs it.
Outcome runRoot(const sema::Program& program, std::string_view rootClassName, std::string_view featureName,
                const RunOptions& options = {});

// Runs `job` on a thread with a `stackBytes` stack and waits for it (deep recursion).
void runWithLargeStack(const std::function<void()>& job, std::size_t stackBytes = 256u * 1024 * 1024);

}  // namespace amend::runtime
