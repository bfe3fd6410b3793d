// The fitness of a candidate (see fitness.h).
#include "search/fitness.h"

#include "search/distance.h"

namespace amend::search {

double fitnessValue(const Fitness& f, std::size_t failingTests, std::size_t passingTests, const FitnessWeights& weights)
{
    if (!f.compiled) return -1.0;
    const double total = weights.failing * static_cast<double>(failingTests) + weights.passing * static_cast<double>(passingTests);
    if (total <= 0) return 0;
    const double earned = weights.failing * (f.failingFixed + weights.nearMiss * f.nearMissCredit) + weights.passing * f.passingKept;
    return earned / total - weights.perEdit * f.edits;
}

Fitness evaluateFitness(const analysis::FaultUnderRepair& fault, const synthesis::Candidate& candidate, int edits,
                        const FitnessTests& tests, const ClauseDistanceProbe& probe, const FitnessWeights& weights,
                        std::int64_t maxSteps)
{
    Fitness f;
    f.edits = edits;
    const ir::Routine* original = fault.routine ? fault.routine->routine : nullptr;
    if (!candidate.lowered || !original) return f;
    f.compiled = true;
    runtime::RunOptions run;
    run.limits.maxSteps = maxSteps;
    run.limits.maxDepth = 5'000;
    run.limits.maxMemoryBytes = 64u * 1024 * 1024;
    run.overrides[original] = candidate.lowered;
    for (const analysis::ReplayableTest* t : tests.failing) {
        ++f.runs;
        if (t->run(run).ok()) {
            ++f.failingFixed;
        } else if (probe.valid()) {
            ++f.runs;
            if (const auto d = probe.measure(*t, run, candidate.lowered.get())) f.nearMissCredit += 1.0 - normalizedDistance(*d);
        }
    }
    for (const analysis::ReplayableTest* t : tests.passing) {
        ++f.runs;
        if (t->run(run).ok()) ++f.passingKept;
    }
    f.solves = f.failingFixed == static_cast<int>(tests.failing.size()) && f.passingKept == static_cast<int>(tests.passing.size());
    f.value = fitnessValue(f, tests.failing.size(), tests.passing.size(), weights);
    return f;
}

}  // namespace amend::search
