// The search phase of AutoTest (issue 16, after seeds/002's evolutionary testing): once random
// testing has spent its share of a routine's test budget, the rest goes to a search that evolves
// the routine's tests towards a contract violation. It starts from the random phase's tests of
// the routine and mutates call sequences and argument values (test_mutation.h); its targets are
// the clauses not yet violated (fitness: the branch distance to violating the clause) and the
// branch sides no test took (the distance to taking it), measured by search_fitness.h, and it
// keeps the closest test per target. Failing tests are reported like random ones.
//
// Deterministic: the search of routine i is a function of (seed, i, its seed tests, budget); it
// runs on one thread, routines in parallel. Deliberately not here: the session (autotest.h).
#pragma once

#include "testing/test_run.h"
#include "testing/test_values.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace amend::testing {

// The random phase's tests of one routine the search starts from, in test order.
struct SearchSeeds {
    std::vector<TestCase> valid;    // passed
    std::vector<TestCase> invalid;  // used only when no test was valid
    std::vector<SourceRange> violated;  // clauses the routine's failing tests violated
    static constexpr std::size_t kMax = 6;  // kept of each
    void offer(const TestCase& test, const TestRun& run);
};

struct SearchedTest {
    TestCase test;
    TestRun run;         // outcome kept only for failures
    bool rerun = false;  // a start test run again under the fitness observer (counted, not new)
};

struct SearchBudget {
    int tests = 0;          // test runs, re-running the seed tests included
    int firstIndex = 0;     // testIndex of the first new test (after the random phase's)
    TestLimits limits;
};

// The tests the search ran for the routine, in order (start tests re-run first). `stop` is
// asked before each run.
std::vector<SearchedTest> searchRoutine(const sema::Program& program, int routineIndex, const SearchSeeds& seeds, const ClassLiterals& literals, const SearchBudget& budget,
                                        std::uint64_t seed, const std::function<bool()>& stop);

}  // namespace amend::testing
