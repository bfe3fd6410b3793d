// The weighted path (see weighted_path.h).
#include "search/weighted_path.h"

#include <algorithm>
#include <map>
#include <set>

namespace amend::search {

namespace {

// Records the source offsets of the instructions executed in frames of one routine.
class Coverage final : public runtime::Observer {
public:
    explicit Coverage(const ir::Routine* routine) : m_routine(routine) {}
    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override
    {
        if (&frame.routine() == m_routine) executed.insert(instr.range.begin);
    }
    std::set<std::uint32_t> executed;

private:
    const ir::Routine* m_routine;
};

std::set<std::uint32_t> executedBy(const std::vector<analysis::ReplayableTest>& tests, const ir::Routine* routine,
                                   std::int64_t maxSteps, std::size_t maxRuns, CancelToken& cancel)
{
    std::set<std::uint32_t> all;
    for (std::size_t i = 0; i < tests.size() && i < maxRuns && !cancel.isCancelled(); ++i) {
        Coverage coverage(routine);
        runtime::RunOptions run;
        run.limits.maxSteps = maxSteps;
        run.observer = &coverage;
        (void)tests[i].run(run);
        all.insert(coverage.executed.begin(), coverage.executed.end());
    }
    return all;
}

}  // namespace

std::vector<double> pathWeights(const std::vector<bool>& byFailing, const std::vector<bool>& byPassing,
                                const std::vector<double>& localizationScore)
{
    std::vector<double> weights(byFailing.size(), 0.0);
    for (std::size_t i = 0; i < byFailing.size(); ++i) {
        if (!byFailing[i]) continue;
        weights[i] = (byPassing[i] ? 0.1 : 1.0) * (1.0 + std::clamp(localizationScore[i], 0.0, 1.0));
    }
    return weights;
}

std::vector<PathStatement> weightedPath(const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
                                        const analysis::FaultLocalization& localization, std::int64_t maxSteps,
                                        std::size_t maxRuns, CancelToken& cancel)
{
    const ir::Routine* routine = fault.routine ? fault.routine->routine : nullptr;
    if (!routine) return {};
    const std::set<std::uint32_t> failing = executedBy(fault.failing, routine, maxSteps, maxRuns, cancel);
    const std::set<std::uint32_t> passing = executedBy(fault.passing, routine, maxSteps, maxRuns, cancel);
    double topSusp = 0;
    std::map<std::uint32_t, double> suspAt;   // instruction offset → best snapshot susp there
    for (const analysis::Snapshot& s : localization.snapshots) {
        topSusp = std::max(topSusp, s.susp);
        double& best = suspAt[s.locationRange.begin];
        best = std::max(best, s.susp);
    }
    const std::vector<const syntax::Instr*> instructions = text.instructions();
    std::vector<bool> byFailing, byPassing;
    std::vector<double> score;
    for (const syntax::Instr* instr : instructions) {
        byFailing.push_back(failing.count(instr->range.begin) > 0);
        byPassing.push_back(passing.count(instr->range.begin) > 0);
        const auto s = suspAt.find(instr->range.begin);
        score.push_back(s == suspAt.end() || topSusp <= 0 ? 0.0 : s->second / topSusp);
    }
    const std::vector<double> weights = pathWeights(byFailing, byPassing, score);
    std::vector<PathStatement> path;
    for (std::size_t i = 0; i < instructions.size(); ++i)
        if (weights[i] > 0) path.push_back({instructions[i], weights[i]});
    return path;
}

}  // namespace amend::search
