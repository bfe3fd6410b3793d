// The search phase (see search_phase.h): a steady-state evolution of one routine's tests.
#include "testing/search_phase.h"
#include "testing/search_fitness.h"
#include "testing/test_mutation.h"

#include <algorithm>
#include <set>

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

constexpr double kInvalid = 3;  // fitness of an invalid test: worse than any valid one (at most 2)

struct Member {
    TestCase test;
    double fitness = kInvalid;
};

struct Judged {
    TestRun run;
    double fitness = kInvalid;
    bool newSide = false;  // took a branch side no earlier test of the search took
};

class Search {
public:
    Search(const sema::Program& program, const ClassLiterals& literals, const SearchBudget& budget, std::uint64_t seed)
        : m_program(program), m_mutator(program, literals), m_budget(budget), m_random(seed)
    {
    }

    // Runs `test` under the fitness observer; the archive learns the sides it took.
    Judged evaluate(TestCase& test)
    {
        FitnessObserver observer;
        runtime::RunOptions options = m_budget.limits.runOptions();
        options.observer = &observer;
        TestRun run = runTestCase(m_program, test, options);
        if (!run.skipped.empty()) test = test.without(run.skipped);  // same behaviour, shorter
        ++m_runs;
        if (run.verdict == Verdict::Fail && run.outcome.violation) m_violated.insert(clauseOf(run.outcome.violation->assertionRange));
        if (run.verdict != Verdict::Pass) return {std::move(run), kInvalid, false};
        const RunFitness f = observer.result();
        double violation = 1;
        for (const auto& [clause, d] : f.clauses)
            if (!m_violated.count(clause)) violation = std::min(violation, d);
        double uncovered = 1;
        for (const auto& [side, d] : f.near)
            if (!m_covered.count(side)) uncovered = std::min(uncovered, d);
        bool newSide = false;
        for (const BranchSide& side : f.covered) newSide = m_covered.insert(side).second || newSide;
        return {std::move(run), violation + uncovered, newSide};
    }

    // Keeps `test` in the population in place of the worst member when it is fitter, or
    // whatever its fitness when `force` (a test taking a new branch side opens a new region).
    void consider(TestCase test, double fitness, bool force)
    {
        if (m_population.size() < SearchSeeds::kMax) {
            m_population.push_back({std::move(test), fitness});
            return;
        }
        auto worst = std::max_element(m_population.begin(), m_population.end(),
                                      [](const Member& a, const Member& b) { return a.fitness < b.fitness; });
        if (force || fitness < worst->fitness) *worst = {std::move(test), fitness};
    }

    // Tournament of two: the fitter of two members drawn at random (the first on a tie).
    const Member& parent()
    {
        const Member& a = m_population[static_cast<std::size_t>(m_random.below(static_cast<int>(m_population.size())))];
        const Member& b = m_population[static_cast<std::size_t>(m_random.below(static_cast<int>(m_population.size())))];
        return b.fitness < a.fitness ? b : a;
    }

    std::vector<SearchedTest> run(const SearchSeeds& seeds, const std::function<bool()>& stop)
    {
        std::vector<SearchedTest> result;
        const std::vector<TestCase>& start = seeds.valid.empty() ? seeds.invalid : seeds.valid;
        for (const SourceRange& clause : seeds.violated) m_violated.insert(clauseOf(clause));
        for (const TestCase& t : start) {
            if (m_runs >= m_budget.tests || stop()) return result;
            TestCase test = t;
            const Judged judged = evaluate(test);
            if (judged.run.verdict != Verdict::Fail) consider(std::move(test), judged.fitness, false);
        }
        if (m_population.empty()) return result;
        while (m_runs < m_budget.tests && !stop()) {
            const Member& p = parent();
            TestCase child = m_mutator.mutate(p.test, m_random);
            child.testIndex = m_budget.firstIndex + static_cast<int>(result.size());
            Judged judged = evaluate(child);
            // Invalid children replace nothing unless the whole population is invalid too.
            if (judged.run.verdict == Verdict::Pass || (judged.run.verdict == Verdict::Invalid && seeds.valid.empty()))
                consider(child, judged.fitness, judged.newSide);
            if (judged.run.verdict != Verdict::Fail) judged.run.outcome = {};  // keep entries small
            result.push_back({std::move(child), std::move(judged.run)});
        }
        return result;
    }

private:
    const sema::Program& m_program;
    TestMutator m_mutator;
    const SearchBudget& m_budget;
    Random m_random;
    int m_runs = 0;
    std::vector<Member> m_population;
    std::set<BranchSide> m_covered;     // sides some test of the search took
    std::set<ClauseId> m_violated;      // clauses a test of the search violated
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
