// Co-evolution of tests against valid fixes (Arcuri and Yao's co-evolution paper): once a fault has valid
// fixes, tests evolve against them. A test's fitness is how well it tells the fixes still in the
// population apart: the fixes that violate a contract on it while others pass (they are made
// invalid: the contracts decide), and the fixes whose result or state differs from the
// unchanged routine's where that routine passes (the passing side of the fault: a fix should
// behave there as the original did; the losers are demoted when another fix agrees with the
// original, how far in coevolution_verdict.h). Each generation runs fresh tests of AutoTest's generator and mutants of the best
// tests so far (argument values moved around the class's literals, a call dropped or repeated);
// a fix that loses leaves the population, so later tests aim at the fixes that are left. The test
// that decided is minimized (testing::minimizeTest) while it decides the same way, and kept in
// the fix's CoevolutionVerdict with the behaviours compared.
//
// Deterministic for a seed whatever the thread count: tests are generated and mutated from the
// seed and the generation alone, run in parallel, and decided in their order. Body fixes only
// (contract fixes change no body). Deliberately not done: evolving the fixes themselves.
#pragma once

#include "analysis/fault_input.h"
#include "repair/fix.h"
#include "support/cancel.h"
#include "support/progress.h"

#include <cstdint>
#include <string>
#include <vector>

namespace amend::repair {

struct CoevolutionOptions {
    int generations = 4;
    int freshTests = 25;        // tests of AutoTest's generator per generation
    int mutants = 25;           // mutants of the archive's tests per generation (from the second)
    int archiveSize = 8;        // the best tests kept between generations
    int maxMinimizeRuns = 40;   // test runs spent shortening a deciding test
    std::uint64_t seed = 0xc0e7017eu;
    std::int64_t maxSteps = 200'000;   // per test run
    int threads = 0;            // <= 0: one per core
};

struct CoevolutionStatistics {
    int testsRun = 0;       // tests tried (each on the original and every fix in the population)
    int invalidated = 0;    // fixes a co-evolved test made invalid
    int demoted = 0;        // fixes demoted by the unchanged routine's behaviour (discarding what it computed)
    int questioned = 0;     // fixes it questions without moving them (computing otherwise)
};

// Evolves tests against the body fixes among `fixes` (valid fixes of `fault`) and sets the
// `coevolution` verdict of those that lose. `fixes` keep their order; the caller re-ranks.
CoevolutionStatistics coevolveTests(const sema::Program& program, const analysis::FaultUnderRepair& fault, std::vector<Fix>& fixes,
                                    const CoevolutionOptions& options, CancelToken& cancel, ProgressSink& progress);

// The part of `text` around `at` (where two renderings of values first differ) that a verdict
// shows: about 100 characters, cut between words and never inside a UTF-8 character, "…" where
// it was cut.
std::string excerptAround(const std::string& text, std::size_t at);

}  // namespace amend::repair
