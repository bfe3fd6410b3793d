// The search phase (see search_phase.h): a many-objective evolution of one routine's tests
// (after MOSA's archive of the best test per target, seeds/002): every contract clause not yet
// violated and every branch side not yet taken is a target; the archive keeps, per target, the
// test that came closest to it, and each new test mutates the best test of a target drawn at
// random, so a target's own distance guides it whatever the others do.
#include "testing/search_phase.h"
#include "testing/search_fitness.h"
#include "testing/test_mutation.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <variant>

namespace amend::testing {

void SearchSeeds::offer(const TestCase& test, const TestRun& run)
{
    if (run.verdict == Verdict::Fail) {
        if (run.outcome.violation) violated.push_back(run.outcome.violation->assertionRange);
        return;
    }
    std::vector<TestCase>& kept = run.verdict == Verdict::Pass ? valid : invalid;
    if (kept.size() < kMax && !test.steps.empty()) kept.push_back(test);
}

namespace {

// A target of the search: a clause to violate or a branch side to take.
using Target = std::variant<ClauseId, BranchSide>;

struct Best {
    TestCase test;
    double distance = 1;  // normalised, > 0 (0: reached, the target is gone)
};

class Search {
public:
    Search(const sema::Program& program, const ClassLiterals& literals, const SearchBudget& budget, std::uint64_t seed)
        : m_program(program), m_mutator(program, literals), m_budget(budget), m_random(seed)
    {
    }

    // Runs `test` under the fitness observer and updates the archive.
    TestRun evaluate(TestCase& test)
    {
        FitnessObserver observer;
        runtime::RunOptions options = m_budget.limits.runOptions();
        options.observer = &observer;
        TestRun run = runTestCase(m_program, test, options);
        if (!run.skipped.empty()) test = test.without(run.skipped);  // same behaviour, shorter
        ++m_runs;
        if (run.verdict == Verdict::Fail && run.outcome.violation) reached(clauseOf(run.outcome.violation->assertionRange));
        if (run.verdict != Verdict::Pass) return run;
        const RunFitness f = observer.result();
        for (const BranchSide& side : f.covered) reached(side);
        for (const auto& [clause, d] : f.clauses) offer(clause, d, test);
        for (const auto& [side, d] : f.near) offer(side, d, test);
        return run;
    }

    std::vector<SearchedTest> run(const SearchSeeds& seeds, const std::function<bool()>& stop)
    {
        std::vector<SearchedTest> result;
        for (const SourceRange& clause : seeds.violated) reached(clauseOf(clause));
        m_start = seeds.valid.empty() ? seeds.invalid : seeds.valid;
        for (TestCase& t : m_start) {
            if (m_runs >= m_budget.tests || stop()) return result;
            TestRun run = evaluate(t);
            run.outcome = {};
            result.push_back({t, std::move(run), true});
        }
        const std::size_t reruns = result.size();
        if (m_start.empty()) return result;
        while (m_runs < m_budget.tests && !stop()) {
            TestCase child = m_mutator.mutate(parent(), m_random);
            child.testIndex = m_budget.firstIndex + static_cast<int>(result.size() - reruns);
            TestRun run = evaluate(child);
            if (run.verdict != Verdict::Fail) run.outcome = {};  // keep entries small
            result.push_back({std::move(child), std::move(run)});
        }
        return result;
    }

private:
    void reached(const Target& target)
    {
        if (m_reached.insert(target).second) m_archive.erase(target);
    }

    void offer(const Target& target, double distance, const TestCase& test)
    {
        if (distance <= 0 || distance >= 1 || m_reached.count(target)) return;
        auto [it, inserted] = m_archive.try_emplace(target, Best{test, distance});
        if (!inserted && distance < it->second.distance) {
            it->second = {test, distance};
            m_improved = target;
        }
    }

    // The best test of the target that improved last (half of the time: progress is followed
    // up), of a target drawn at random, or (one time in ten, or with no target left) one of the
    // start tests.
    const TestCase& parent()
    {
        const int r = m_random.below(100);
        if (m_archive.empty() || r < 10)
            return m_start[static_cast<std::size_t>(m_random.below(static_cast<int>(m_start.size())))];
        if (r < 60 && m_improved) {
            auto it = m_archive.find(*m_improved);
            if (it != m_archive.end()) return it->second.test;
        }
        auto it = m_archive.begin();
        std::advance(it, m_random.below(static_cast<int>(m_archive.size())));
        return it->second.test;
    }

    const sema::Program& m_program;
    TestMutator m_mutator;
    const SearchBudget& m_budget;
    Random m_random;
    int m_runs = 0;
    std::vector<TestCase> m_start;        // the random phase's tests the search starts from
    std::map<Target, Best> m_archive;     // targets not reached yet, ordered by source position
    std::set<Target> m_reached;           // clauses violated, sides taken
    std::optional<Target> m_improved;     // the target whose best test improved last
};

}  // namespace

std::vector<SearchedTest> searchRoutine(const sema::Program& program, int routineIndex, const SearchSeeds& seeds,
                                        const ClassLiterals& literals, const SearchBudget& budget,
                                        std::uint64_t seed, const std::function<bool()>& stop)
{
    Search search(program, literals, budget, testSeed(seed ^ 0x5EA4C4ull, routineIndex, -1));
    return search.run(seeds, stop);
}

}  // namespace amend::testing
