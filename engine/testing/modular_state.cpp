// Modular testing, part 3: routines run from arbitrary states their class invariant allows (see
// modular_check.h). On entry to the routine under test the attributes of Current of basic types get
// candidate values (modular_run.cpp: StartState); the entry checks reject states that break the
// invariant or the precondition. A failure of the routine itself afterwards is reported.
#include "testing/modular_internal.h"

#include <set>

namespace amend::testing::modular {

void checkStartStates(const sema::Program& program, const sema::FeatureInfo& routine, const std::vector<TestCase>& tests,
                      const ModularOptions& options, CancelToken& cancel, std::vector<ProofObligation>& out)
{
    const std::string name = routineName(&routine);
    const std::vector<TestCase> fewTests = startStateTests(tests, routine, options.testsPerStartState);
    std::set<ClauseId> reported;
    const Accept accept = [&](const FaultKey& k) {
        const bool inRoutine = k.kind == FaultKind::Postcondition || k.kind == FaultKind::Precondition || k.kind == FaultKind::Check
                               || k.kind == FaultKind::VoidCall || k.kind == FaultKind::DivisionByZero || k.kind == FaultKind::LoopInvariant;
        return inRoutine && !reported.count(clauseId(k));
    };
    for (const StartState& state : startStates(program, routine, options.maxStartStates)) {
        if (cancel.isCancelled()) return;
        const std::optional<Counterexample> found = firstFailure(program, cancel, fewTests, {nullptr, nullptr, &state, &routine}, options, name, accept);
        if (!found) continue;
        reported.insert(clauseId(found->key));
        ProofObligation o;
        o.kind = ObligationKind::InvariantState;
        o.routine = name;
        o.key = found->key;
        o.clause = found->clause;
        o.startState = state.text;
        o.counterexample = found->test;
        out.push_back(std::move(o));
    }
}

}  // namespace amend::testing::modular
