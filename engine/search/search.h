// Search-based repair (GenProg: Weimer et al.): evolve patches of the faulty routine from the
// program's own statements and expression mutations, guided by a weighted path and a fitness
// with the contracts as the oracle, then reduce each patch that passes every test to a
// 1-minimal set of edits by delta debugging. The result is candidates for the common validator
// and ranking (repair/), schema Evolved.
//
// Deterministic for a seed: every random choice is made on the calling thread from one
// generator, and the worker threads only evaluate fitness (a pure function of the patch), so the
// number of threads changes the time, not the patches. A deadline (the cancel token's) can cut a
// search short; then the patches are those of the generations completed.
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "search/fitness.h"
#include "search/patch.h"
#include "support/cancel.h"
#include "support/progress.h"
#include "synthesis/candidate.h"

#include <cstdint>
#include <vector>

namespace amend::search {

struct SearchOptions {
    std::uint64_t seed = 0x6e9d'0f1cu;
    int population = 40;            // GenProg (Weimer et al.): 40
    int generations = 10;           // GenProg: 10
    double crossoverRate = 0.5;     // of selected pairs
    int tournament = 2;
    int restartPercent = 25;        // of each new generation: one fresh mutation of the original
    std::size_t sampleFailing = 8;  // failing tests run for fitness (the first ones)
    std::size_t samplePassing = 16; // passing tests run for fitness (spread over all)
    std::size_t poolSize = 80;      // statements insertion may copy
    int maxPatches = 8;             // distinct minimized patches to return
    int extraGenerations = 2;       // generations searched after the first that found a patch
    std::int64_t maxSteps = 100'000;   // per test run
    int threads = 0;                // fitness evaluation threads; <= 0: one per core
    FitnessWeights weights;
};

struct SearchPatch {
    Patch patch;                        // minimized (1-minimal)
    synthesis::Candidate candidate;     // schema Evolved, lowered, edits = patchEdits(patch)
    int generation = 0;                 // where it was found (1-based)
    int editsBeforeMinimizing = 0;
};

struct SearchReport {
    std::vector<SearchPatch> patches;
    std::vector<double> bestFitness;    // per generation evaluated
    long long evaluations = 0;          // fitness evaluations (distinct patches run)
    long long runs = 0;                 // test runs (fitness, validation and minimization)
    int generations = 0;                // generations evaluated
    std::size_t pathLength = 0;         // statements on the weighted path
    double seconds = 0;
    bool cancelled = false;             // cut by the cancel token (deadline or user)
};

SearchReport searchRepair(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                          const synthesis::RoutineText& text, const analysis::FaultLocalization& localization,
                          const SearchOptions& options, CancelToken& cancel, ProgressSink& progress);

// A body candidate (schema Evolved) for `patch`, not yet lowered; its action describes the
// edits; searchRepair sets its evidence (analysis::GpEvidence: generation, evaluations, edits).
synthesis::Candidate patchCandidate(const Patch& patch);

}  // namespace amend::search
