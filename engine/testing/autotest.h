// AutoTest: contract-driven random testing of a whole program. Generates tests for every
// routine under test (test_generator.h), runs them on worker threads with the contracts as
// oracle (test_run.h), runs the hand-written EQA_TEST_SET tests too, merges failures into
// faults (fault.h) and minimizes one failing test per fault (minimizer.h).
//
// After random testing, a search phase (search_phase.h) evolves each routine's tests towards
// violations; it only adds faults no random or hand-written test showed (Fault::foundBySearch),
// so the faults random testing finds keep their tests and counts.
//
// Deterministic for a given seed whatever the number of threads: test j of routine i is a
// function of (seed, i, j); tests run in batches whose results are merged in a fixed order.
// Bounded by a test count per routine and a time budget (the time budget makes results
// depend on the machine; use the test count alone for reproducible sessions). With spendBudget,
// routines without a failure are tested on past the count while the time lasts and new behaviours
// appear: faults that need thousands of inputs are found too (AutoTest itself is time-bounded).
#pragma once

#include "support/cancel.h"
#include "support/progress.h"
#include "testing/fault.h"
#include "testing/test_generator.h"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace amend::testing {

struct AutoTestOptions {
    std::uint64_t seed = 1;
    int maxTestsPerRoutine = 300;
    double timeBudgetSeconds = 10;     // <= 0: no time limit
    int threads = 0;                   // <= 0: one per core
    std::string classFilter;           // "ACCOUNT"
    std::string featureFilter;         // "ACCOUNT.withdraw"
    std::set<std::string> classesUnderTest;  // `--cluster': only these classes (upper-case); empty: all
    bool runHandwritten = true;        // also run the EQA_TEST_SET classes
    bool minimize = true;
    int maxStoredTests = 50;           // failing and passing tests kept per fault
    int minimizeRuns = 400;            // test runs per minimization
    // Tests of the search phase (search_phase.h) after the full random phase, in percent of
    // maxTestsPerRoutine (the time budget is shared in proportion); 0: random testing only.
    int searchPercent = 50;
    // After the random and search phases, keep testing every routine no test has failed yet, in
    // rounds of maxTestsPerRoutine more random tests, while the time budget lasts and one of its
    // last `spendPatience` rounds showed a behaviour not seen before (a new pair of verdict and
    // interpreter steps: a new path or size of input); false: stop at the test counts
    // (reproducible whatever the machine).
    bool spendBudget = false;
    int spendPatience = 10;
    TestLimits limits;
    GeneratorOptions generator;
};

struct RoutineStats {
    std::string routine;               // "CLASS.feature"
    bool creation = false;
    int tests = 0;                     // generated and run
    int passed = 0;
    int failed = 0;
    int invalid = 0;
};

struct HandwrittenResult {
    std::string test;                  // "CLASS.test_name"
    Verdict verdict = Verdict::Pass;
};

struct TestReport {
    std::uint64_t seed = 0;
    int maxTestsPerRoutine = 0;
    std::vector<std::string> files;                // the program's source files (kernel excluded)
    std::vector<RoutineStats> routines;
    std::vector<HandwrittenResult> handwritten;
    long long testsExecuted = 0;                   // generated tests run (hand-written excluded)
    long long validTests = 0;                      // passed or failed
    long long searchTests = 0;                     // of testsExecuted, those the search phase ran
    long long extraTests = 0;                      // of testsExecuted, those run past the test counts (spendBudget)
    std::vector<Fault> faults;                     // overflow-dependent ones included (flagged)
    bool cancelled = false;
    bool timeExhausted = false;                    // the time budget ended generation early
    // Not part of the JSON (machine-dependent).
    double seconds = 0;
    double testingSeconds = 0;                     // generation and runs, minimization excluded

    // Faults that count: all but resource warnings, or only those not overflow-dependent either.
    int faultCount(bool includeOverflowDependent) const;
};

TestReport runAutoTest(const sema::Program& program, const AutoTestOptions& options, CancelToken& cancel, ProgressSink& progress);

// Routines of `report' that no valid test exercised because an attached argument is an agent,
// which generated tests cannot make: one line each, "CLASS.f: argument `a' is an agent (TYPE)".
std::vector<std::string> agentArgumentNotes(const sema::Program& program, const TestReport& report);

}  // namespace amend::testing
