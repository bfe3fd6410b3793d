// The search phase of AutoTest (issue 16, after the co-evolution paper's evolutionary testing): once random
// testing has spent its share of a routine's test budget, the rest goes to a search that evolves
// the routine's tests towards a contract violation. It starts from the random phase's tests of
// the routine and mutates call sequences and argument values (test_mutation.h); its targets are
// the clauses not yet violated (fitness: the branch distance to violating the clause) and the
// branch sides no test took (the distance to taking it), measured by search_fitness.h, and it
// keeps the closest test per target. Failing tests are reported like random ones.
//
// Deterministic: the search of routine i is a function of (seed, i, its seed tests, its rounds'
// budgets), and the budgets of the second round a function of the first round's results; each
// search runs on one thread, routines in parallel. Deliberately not here: the session (autotest.h).
#pragma once

#include "testing/test_run.h"
#include "testing/test_values.h"

#include <cstdint>
#include <functional>
#include <memory>
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
    int firstIndex = 0;     // testIndex of the first new test (after the random phase's)
    TestLimits limits;
};

class Search;

// The search of one routine, in rounds: each `run` continues where the last one stopped (the
// first re-runs the start tests). AutoTest gives every routine half of its search budget in a
// first round, and the rest of all routines' budgets to those whose first round made progress
// (secondRoundBudgets): a routine whose targets are reached or out of reach lends its tests to
// one still getting closer. `stop` is asked before each run.
class RoutineSearch {
public:
    RoutineSearch(const sema::Program& program, int routineIndex, SearchSeeds seeds, const ClassLiterals& literals, const SearchBudget& budget,
                  std::uint64_t seed);
    ~RoutineSearch();
    RoutineSearch(RoutineSearch&&) noexcept;
    // The tests run for `tests` more runs, in order.
    std::vector<SearchedTest> run(int tests, const std::function<bool()>& stop);
    // Whether a mutant of the last round came closer to a target or reached one.
    bool progressed() const;

private:
    SearchSeeds m_seeds;
    std::unique_ptr<Search> m_search;
};

// The second round's budgets: `pool` tests shared evenly among the routines whose first round
// progressed (all routines when none did), the remainder to the first of them.
std::vector<int> secondRoundBudgets(const std::vector<bool>& progressed, int pool);

}  // namespace amend::testing
