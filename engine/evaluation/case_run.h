// Running one case of a collection: compile the faulty program and its reference, test the
// faulty program (AutoTest, hand-written tests included), fix each fault (repair::FixSession),
// and classify every kept valid fix as proper or improper by differential testing against the
// reference (differential.h). The results are plain values for the report (report.h).
// Deliberately not here: time budgets and parallelism across cases (bench_run.h), printing.
#pragma once

#include "evaluation/collection.h"
#include "evaluation/differential.h"
#include "learning/fix_description.h"
#include "learning/situation.h"
#include "repair/fix_session.h"
#include "support/cancel.h"
#include "support/progress.h"
#include "testing/autotest.h"

#include <functional>
#include <string>
#include <vector>

namespace amend::evaluation {

struct CaseResult;

struct CaseOptions {
    testing::AutoTestOptions testing;
    repair::FixOptions fixing;          // maxFixes = fixes kept, ranked and classified per fault
    DifferentialOptions differential;
    bool overflowFaults = false;        // also fix faults that need an INTEGER overflow first
    // The whole case's wall clock (runCaseWithBudget sets it), <= 0: none. Every phase gets a
    // deadline within it, so that the case ends in time with what it found: testing at most half
    // of it (and its own time budget); then each fault in turn an equal share of what is left,
    // its fixing at most three quarters of the share (and FixOptions::faultBudgetSeconds), the
    // rest for classifying its fixes; half a second at the end for handing the result over.
    double budgetSeconds = 0;
    std::string baseLibrary;            // `--library base=PATH': this EiffelBase instead of the kernel
    // Called (on the case's thread) after each fault with the result so far, so that a child
    // killed at its wall-clock limit leaves what it found (bench_run.h).
    std::function<void(const CaseResult&)> onFaultDone;
};

struct ClassifiedFix {
    int rank = 0;
    repair::Technique technique = repair::Technique::AutoFix;
    bool isContract = false;
    bool classified = false;            // false when the case has no reference
    bool proper = false;
    int compared = 0;                   // differential tests compared
    std::string difference;             // why improper
    std::string explanation;            // the fix's one-line explanation
    learning::Situation situation;      // for learning from bench results (`amend learn`)
    learning::FixDescription description;
};

struct FaultResult {
    std::string routine;                // "CLASS.feature" blamed
    testing::FaultKind kind = testing::FaultKind::Other;
    std::string tag;
    std::vector<std::string> groupedTags;   // a grouped fault: the tags of all its clauses (tag is the first)
    bool found = false;                 // false: expected (faults.txt) but not found by testing
    bool foundBySearch = false;         // found only by AutoTest's search phase
    bool expected = false;              // listed in faults.txt
    int valid = 0;                      // valid fixes found (all, not only the kept ones)
    std::vector<ClassifiedFix> fixes;   // the kept fixes, best first
    int firstProperRank = 0;            // rank of the first proper fix, 0 when none is kept
    double seconds = 0;                 // fixing time plus the case's testing time shared by its faults
    double testingSeconds = 0;          // that share of the testing time
    repair::FixStatistics statistics;   // the fix session's counts and time per phase
    std::string cut;                    // empty, or which phase its share of the case budget cut and what was kept
    bool alsoInReference = false;       // the reference fails alike on its failing tests: not the case's fault,
                                        // not fixed and not counted (failsAlikeOnReference)

    std::string label() const;          // "precondition `valid_cursor_index'", "postcondition `a', `b'" (grouped)
    std::string firstClauseLabel() const;   // the label of its first clause alone ("postcondition `a'")
    std::string properTechnique() const;  // technique of the first proper fix, "-" when none
};

enum class CaseStatus { Ok, Error, Crash, Timeout };
const char* caseStatusName(CaseStatus status);  // "ok", "error", "crash", "timeout"

struct CaseResult {
    std::string name;
    std::string program;                // BenchCase::program (the halves of the report, program_report.h)
    int variant = 0;                    // BenchCase::variant
    CaseStatus status = CaseStatus::Ok;
    std::string message;                // Error / Crash / Timeout: what happened
    bool hasReference = false;
    std::vector<FaultResult> faults;    // found faults in discovery order, then missed expected ones
    double testingSeconds = 0;
    double seconds = 0;                 // the whole case, classification included
};

// Never throws on a bad program (status Error); exceptions of the engine propagate (the
// caller reports them as crashes).
CaseResult runCase(const BenchCase& benchCase, const CaseOptions& options, CancelToken& cancel, ProgressSink& progress);

// The faults of the case whose tests a fix of `keys[index]` is not judged on (differential.h
// `ignored`): every other fault, except those listed under the same `faults.txt` line as it —
// one fault showing through several clauses (TURNSTILE.push's two postconditions), which a proper
// fix removes together, as the reference does.
std::vector<FaultSignature> otherFaults(const std::vector<ExpectedFault>& expected, const std::vector<testing::FaultKey>& keys,
                                        std::size_t index);

}  // namespace amend::evaluation
