// Modular testing: faults a modular prover (AutoProof) reports but no run shows, found by running
// the code the way the prover sees it, each with a concrete counterexample (a test).
//
// - A callee replaced by its contract: the callee's body becomes "assign the attributes of its frame
//   (its `modify'/`modify_model'/`modify_field' clause, else AutoProof's default for a procedure: every
//   attribute of Current) values chosen from candidate expressions, then check the class invariant";
//   a choice that breaks the callee's postcondition or the invariant is rejected (rejection sampling,
//   bounded). When a caller's postcondition then fails, the callee's postcondition is too weak.
// - A loop replaced by its invariant: the loop becomes "its `from' part, then the variables its body
//   assigns get candidate values (or values solving the invariant's equalities), checked against
//   invariant and exit condition"; when the code after it then fails, the invariant is too weak. And
//   invariant, not exit, one iteration of the body: when an invariant clause then fails, it is not
//   inductive; when a callee's precondition, a check or the variant fails inside it, the invariant is
//   too weak for the body.
// - Arbitrary start states: on entry to the routine under test, the attributes of Current of basic
//   types get candidate values; the entry checks of the invariant and precondition reject those the
//   prover would not start from. A routine that then fails does so from a state the class invariant
//   allows though no execution from creation reaches it. Callees are also replaced from such states.
//
// It deliberately does not: replace functions (AutoProof may use their definitions), callees whose
// frame names objects other than Current, recursive calls, or loops whose body calls procedures (their
// frames would have to be havocked too). Those are skipped, never guessed, so a class AutoProof
// verifies gets no report.
#pragma once

#include "support/cancel.h"
#include "testing/test_run.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace amend::testing {

enum class ObligationKind : std::uint8_t {
    CalleeContract,        // a callee's postcondition too weak for its caller
    LoopInvariantTooWeak,  // invariant and exit condition do not give the code after the loop
    LoopNotInductive,      // an invariant clause does not survive one iteration of the body
    LoopBodyContract,      // invariant and not exit do not give a contract inside the body (a callee's
                           // precondition, a check, the variant): the invariant is too weak for the body
    InvariantState,        // a routine fails from a state its class invariant allows (none reached it)
};
const char* obligationKindName(ObligationKind kind);  // "callee_contract", "loop_invariant_too_weak", …

// A proof obligation that fails: the typed fault kind of modular testing (no run-time failure).
struct ProofObligation {
    ObligationKind kind = ObligationKind::CalleeContract;
    std::string routine;       // "CLASS.g" whose clause fails
    std::string callee;        // CalleeContract: "CLASS.f" replaced by its contract; LoopBodyContract: the
                               // routine whose precondition fails (empty for a check or the variant)
    SourceRange loop;          // Loop*: the loop
    FaultKey key;              // the failing clause (kind, tag, location) in `routine`
    std::string clause;        // its text
    std::string replacement;   // the chosen values, as Eiffel: "hours := hours"
    std::string startState;    // the attribute values chosen on entry ("minutes := 59"), or empty
    TestCase counterexample;   // the test that shows it (with the replacement in place)
    std::string describe() const;  // one sentence for people
};

enum class ModularMode : std::uint8_t { Off, On, Auto };
std::optional<ModularMode> modularModeNamed(std::string_view name);  // "on", "off", "auto"

// Written for AutoProof: a project that refers to AutoProof's libraries (an .ecf with `$AP', MML or
// EiffelBase2), or a class of the program (kernel excluded) with a `modify'-style clause (in a
// precondition or postcondition) or a feature of an MML type.
bool isAutoProofStyle(const sema::Program& program);

// What modular testing covers. Everything: the three checks on every routine (programs written for
// a prover). CreatorsAsCommands: only the start-state check, only on creation procedures that clients
// may also call as ordinary procedures (`create make' with `make' exported): such a routine must meet
// its contract from every state its class invariant allows, yet tests call it again only on objects
// that the class's own routines shaped, so one that relies on creation's default values (a reset that
// leaves a field alone because it is False after creation) fails only where no test goes. What
// `--modular auto' runs on other programs.
enum class ModularScope : std::uint8_t { Everything, CreatorsAsCommands };

struct ModularOptions {
    ModularScope scope = ModularScope::Everything;
    std::uint64_t seed = 1;
    int testsPerRoutine = 100;     // generated tests run per caller
    int maxChoices = 80;           // candidate value choices per callee or loop
    int maxSolvedChoices = 20;     // more per loop and equality of its invariant solved for a variable
    int maxStartStates = 200;      // start states tried per routine (InvariantState)
    int startStatesWithCallee = 80;  // start states tried with each of the first callee choices
    int choicesWithStartStates = 24; // the callee choices tried from those start states
    int testsPerStartState = 3;    // generated tests each start state is tried on
    std::vector<FaultKey> knownFaults;  // faults runs already show (AutoTest's): not reported again
    std::string classFilter;       // as AutoTestOptions
    std::string featureFilter;
    TestLimits limits;
};

// Every failing obligation found, in the order of the routines under test; one per routine, clause
// and callee or loop. Runs on the calling thread (wrap in runtime::runWithLargeStack).
std::vector<ProofObligation> checkModularObligations(const sema::Program& program, const ModularOptions& options,
                                                     CancelToken& cancel);

}  // namespace amend::testing
