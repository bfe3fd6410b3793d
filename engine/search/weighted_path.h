// GenProg's weighted path (Weimer et al.): the statements of the faulty routine that failing runs
// execute, each weighted 1 when no passing run executes it and 0.1 when one does; mutations pick
// their statement with probability proportional to the weight. Amend's localization refines the
// weights: a statement where a suspicious snapshot sits weighs up to twice as much (susp
// relative to the most suspicious snapshot).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "support/cancel.h"
#include "synthesis/routine_text.h"

#include <cstdint>
#include <vector>

namespace amend::search {

struct PathStatement {
    const syntax::Instr* instr = nullptr;   // an instruction of the routine's body
    double weight = 0;                      // > 0
};

// The weighted path, statements in textual order. Runs the fault's failing and passing tests
// (at most `maxRuns` of each) on the original program, each under `maxSteps` steps.
std::vector<PathStatement> weightedPath(const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
                                        const analysis::FaultLocalization& localization, std::int64_t maxSteps,
                                        std::size_t maxRuns, CancelToken& cancel);

// The weights of a path given which statements (by index into `statements`) the failing and
// the passing runs executed, and each statement's localization score in [0, 1]: the pure rule
// of the weighted path (unit-tested on its own).
std::vector<double> pathWeights(const std::vector<bool>& byFailing, const std::vector<bool>& byPassing,
                                const std::vector<double>& localizationScore);

}  // namespace amend::search
