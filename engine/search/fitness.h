// GenProg's fitness (Weimer et al., the fitness function) with the contracts as the oracle: a weighted sum of the tests a
// candidate passes (a failing test weighs more than a passing one, as the paper asks), plus, for
// a failing test that still fails, partial credit for how close it came to satisfying the
// violated clause (Arcuri & Yao's distance, distance.h), minus a penalty per edit. A test passes
// when it runs to its end without any contract violation, under the step budget.
#pragma once

#include "search/distance_probe.h"
#include "synthesis/candidate.h"

#include <cstdint>
#include <vector>

namespace amend::search {

struct FitnessWeights {
    double passing = 1.0;        // per passing test kept
    double failing = 2.0;        // per failing test fixed (GenProg: at least a passing test's)
    double nearMiss = 0.5;       // a still-failing test at distance d earns failing × nearMiss × (1 − d/(d+1))
    double perEdit = 0.01;       // size penalty per mutation of the patch
};

// The tests fitness runs: a sample of the fault's tests (the search does not pay for all of them
// on every candidate; a solution is validated against all of them afterwards).
struct FitnessTests {
    std::vector<const analysis::ReplayableTest*> failing;
    std::vector<const analysis::ReplayableTest*> passing;
};

struct Fitness {
    bool compiled = false;       // the patched body parsed and type-checked
    int failingFixed = 0;
    int passingKept = 0;
    double nearMissCredit = 0;   // Σ (1 − normalized distance) over still-failing tests with a distance
    int edits = 0;
    double value = 0;            // in (−∞, 1]; 1 − perEdit × edits when every sampled test passes
    bool solves = false;         // every sampled test passes
    int runs = 0;
};

// The value of a fitness from its counts (the formula alone, for tests).
double fitnessValue(const Fitness& f, std::size_t failingTests, std::size_t passingTests, const FitnessWeights& weights);

// Runs the sample on a lowered candidate (`candidate.lowered` set) with `edits` mutations.
Fitness evaluateFitness(const analysis::FaultUnderRepair& fault, const synthesis::Candidate& candidate, int edits,
                        const FitnessTests& tests, const ClauseDistanceProbe& probe, const FitnessWeights& weights,
                        std::int64_t maxSteps);

}  // namespace amend::search
