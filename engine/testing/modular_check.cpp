// Modular testing (see modular_check.h): for each routine under test, generated tests that pass,
// then the three checks (modular_callee.cpp, modular_loops.cpp, modular_state.cpp) on them; the
// obligation kinds, their sentences, and whether a program is written for AutoProof.
#include "testing/modular_internal.h"

#include "testing/test_generator.h"
#include "testing/test_values.h"

#include <set>
#include <tuple>

namespace amend::testing {

namespace {

struct CallerTests {
    std::vector<TestCase> passing;  // generated tests of the caller that pass as written
};

CallerTests passingTests(const sema::Program& program, const TestGenerator& generator, const RoutineUnderTest& rut, int routineIndex,
                         const ModularOptions& options, CancelToken& cancel)
{
    CallerTests out;
    for (int t = 0; t < options.testsPerRoutine && !cancel.isCancelled(); ++t) {
        TestCase test = generator.generate(rut, routineIndex, t, options.seed);
        if (test.steps.empty()) continue;
        if (runTestCase(program, test, options.limits).verdict == Verdict::Pass) out.passing.push_back(std::move(test));
    }
    return out;
}

}  // namespace

const char* obligationKindName(ObligationKind kind)
{
    switch (kind) {
    case ObligationKind::CalleeContract: return "callee_contract";
    case ObligationKind::LoopInvariantTooWeak: return "loop_invariant_too_weak";
    case ObligationKind::LoopNotInductive: return "loop_not_inductive";
    case ObligationKind::LoopBodyContract: return "loop_body_contract";
    case ObligationKind::InvariantState: return "invariant_state";
    }
    return "?";
}

std::string ProofObligation::describe() const
{
    const std::string clauseName = key.tag.empty() ? std::string("a clause") : "clause `" + key.tag + "'";
    const std::string what = key.kind == FaultKind::Precondition ? "a callee's precondition (" + clauseName + ")" : clauseName;
    const std::string shortCallee = callee.substr(callee.find('.') + 1);
    switch (kind) {
    case ObligationKind::CalleeContract:
        return callee + "'s postcondition is too weak for its caller " + routine + ": " + what + " fails when " + shortCallee
               + " is replaced by its contract";
    case ObligationKind::LoopInvariantTooWeak:
        return "a loop invariant of " + routine + " is too weak: " + what
               + " fails from a state satisfying the invariant and the exit condition";
    case ObligationKind::LoopNotInductive:
        return "a loop invariant of " + routine + " is not inductive: " + clauseName
               + " fails after one iteration from a state satisfying the invariant and not the exit condition";
    case ObligationKind::LoopBodyContract: {
        const std::string inBody = key.kind == FaultKind::Precondition ? (callee.empty() ? std::string("a callee") : callee) + "'s precondition ("
                                                                             + clauseName + ")"
                                   : key.kind == FaultKind::Variant ? std::string("the loop variant")
                                                                    : clauseName;
        return "a loop invariant of " + routine + " is too weak for the loop body: " + inBody
               + " fails in an iteration from a state satisfying the invariant and not the exit condition";
    }
    case ObligationKind::InvariantState:
        return routine + " fails from a state its class invariant allows (not reached from creation by any test): " + what + " fails";
    }
    return {};
}

std::optional<ModularMode> modularModeNamed(std::string_view name)
{
    if (name == "on") return ModularMode::On;
    if (name == "off") return ModularMode::Off;
    if (name == "auto") return ModularMode::Auto;
    return std::nullopt;
}

bool isAutoProofStyle(const sema::Program& program)
{
    if (program.usesAutoProof) return true;
    for (const std::shared_ptr<sema::ClassInfo>& cls : program.classes) {
        if (!cls || cls->isKernel || !cls->decl) continue;
        for (const syntax::FeatureDecl& f : cls->decl->features) {
            if (!modular::frameClauses(f).empty()) return true;
            if (f.type && f.type->name.rfind("MML_", 0) == 0) return true;
        }
    }
    return false;
}

std::vector<ProofObligation> checkModularObligations(const sema::Program& program, const ModularOptions& options, CancelToken& cancel)
{
    std::vector<ProofObligation> out;
    const LiteralTable literals(program);
    const TestGenerator generator(program, literals);
    const std::vector<RoutineUnderTest> routines = findRoutinesUnderTest(program, options.classFilter, options.featureFilter);
    for (std::size_t i = 0; i < routines.size() && !cancel.isCancelled(); ++i) {
        const RoutineUnderTest& rut = routines[i];
        const bool everything = options.scope == ModularScope::Everything;
        if (!everything && (rut.creation || !rut.cls->isCreator(rut.feature))) continue;
        const std::vector<TestCase> tests = passingTests(program, generator, rut, static_cast<int>(i), options, cancel).passing;
        if (tests.empty()) continue;
        if (everything) {
            modular::checkCallees(program, *rut.feature, tests, options, cancel, out);
            modular::checkLoops(program, *rut.feature, tests, options, cancel, out);
        }
        // A creation call starts from the default state, as the prover starts a creator: no start state.
        if (!rut.creation) modular::checkStartStates(program, *rut.feature, tests, options, cancel, out);
    }
    // A creation procedure is tested twice (as creation and as a routine): one report each.
    std::vector<ProofObligation> unique;
    std::set<std::tuple<ObligationKind, std::string, std::string, FaultKind, std::string>> seen;
    for (ProofObligation& o : out)
        if (seen.insert({o.kind, o.routine, o.callee, o.key.kind, o.key.tag}).second) unique.push_back(std::move(o));
    return unique;
}

}  // namespace amend::testing
