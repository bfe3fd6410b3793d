// Shared by the parts of modular testing (modular_check.h): replacement bodies lowered beside the
// program, start states chosen on entry, and running generated tests with them. Not a public API.
#pragma once

#include "testing/modular_check.h"
#include "testing/modular_choice.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amend::testing::modular {

// A body lowered for a feature in place of its own, with what it was made from kept alive.
struct Replacement {
    std::shared_ptr<SourceManager> scratch;
    int file = -1;  // the body's text in `scratch'
    std::shared_ptr<syntax::Body> body;
    std::shared_ptr<const ir::Routine> routine;
};
std::optional<Replacement> lowerBody(const sema::Program& program, const sema::FeatureInfo& feature, const std::string& text);

// The frame clauses (`modify', `modify_model', `modify_field' calls) of a routine's precondition
// and postcondition: AutoProof reads them in either.
std::vector<const syntax::Expr*> frameClauses(const syntax::FeatureDecl& decl);

// `check amend_assume_1: c1 … end' over `clauses': a run stopping there is a rejected choice.
std::string assumeCheck(const std::vector<std::string>& clauses);
bool isAssumeTag(const std::string& tag);
// "x := 1\ny := 2\n" as "x := 1; y := 2" ("(nothing changed)" when empty).
std::string oneLine(const std::string& assignments);
// Each variable's candidates that type-check as an assignment in `feature' (the variable itself stays first).
std::vector<HavocVariable> typedCandidates(const sema::Program& program, const sema::FeatureInfo& feature,
                                           std::vector<HavocVariable> variables);
std::string sourceText(const sema::Program& program, const SourceRange& range);
// An attribute of a basic type (INTEGER, BOOLEAN …): one candidate values can be given.
bool isBasicAttribute(const sema::FeatureInfo& a);

// Values for attributes of Current set on entry to `routine' (expressions lowered in it, evaluated
// in the entry state before any is assigned).
struct StartState {
    std::shared_ptr<SourceManager> scratch;
    std::vector<std::pair<const sema::FeatureInfo*, std::shared_ptr<const ir::Expr>>> values;
    std::string text;  // "minutes := 59; seconds := 59"
};
// At most `max' start states for `routine' (its class's attributes of basic types), fewest changes first.
std::vector<StartState> startStates(const sema::Program& program, const sema::FeatureInfo& routine, int max);

// The first `max' of `tests' (of `routine') without the calls of `routine' before the last step, so
// that the start state is set on entry to the call under test.
std::vector<TestCase> startStateTests(const std::vector<TestCase>& tests, const sema::FeatureInfo& routine, int max);

// How a test is run: a routine replaced (original → replacement) and/or a start state on entry to `routine'.
struct RunSetup {
    const ir::Routine* original = nullptr;
    std::shared_ptr<const ir::Routine> replacement;
    const StartState* state = nullptr;
    const sema::FeatureInfo* routine = nullptr;
};

struct Counterexample {
    TestCase test;
    FaultKey key;
    std::string clause;
    std::string violatedIn;  // "CLASS.f" where the clause was checked (the callee, for a precondition)
};
using Accept = std::function<bool(const FaultKey&)>;
// What makes two failing obligations of one routine (and callee or loop) the same report: the kind
// and tag of the failing clause (a precondition failing at two call sites is one report).
using ClauseId = std::pair<FaultKind, std::string>;
inline ClauseId clauseId(const FaultKey& key) { return {key.kind, key.tag}; }
// The first of `tests' that, run with `setup', fails in `caller' in a way `accept' takes; none
// once `cancel' is cancelled (no further test is run).
std::optional<Counterexample> firstFailure(const sema::Program& program, const CancelToken& cancel, const std::vector<TestCase>& tests,
                                           const RunSetup& setup, const ModularOptions& options, const std::string& caller,
                                           const Accept& accept);

// The three checks, each appending what it finds; `tests' are generated tests of `routine' that pass.
void checkCallees(const sema::Program& program, const sema::FeatureInfo& routine, const std::vector<TestCase>& tests,
                  const ModularOptions& options, CancelToken& cancel, std::vector<ProofObligation>& out);
void checkLoops(const sema::Program& program, const sema::FeatureInfo& routine, const std::vector<TestCase>& tests,
                const ModularOptions& options, CancelToken& cancel, std::vector<ProofObligation>& out);
void checkStartStates(const sema::Program& program, const sema::FeatureInfo& routine, const std::vector<TestCase>& tests,
                      const ModularOptions& options, CancelToken& cancel, std::vector<ProofObligation>& out);

}  // namespace amend::testing::modular
