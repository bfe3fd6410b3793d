// Fault localization (AutoFix paper, Section 4.2): ranks the snapshots of a fault by the static
// scores cdep (control dependence, 4.2.1) and edep (expression dependence, 4.2.1), the dynamic
// score dyn (4.2.2) and their harmonic mean susp (4.2.3). The entry point localizeFault builds
// the predicates, replays the tests and returns the ranked snapshots.
#pragma once

#include "analysis/fault_input.h"
#include "analysis/z3_budget.h"
#include "analysis/snapshot.h"
#include "analysis/snapshots.h"
#include "support/cancel.h"
#include "support/progress.h"

#include <string>
#include <vector>

namespace amend::analysis {

// Section 4.2.1: eprox(e1, e2) = |sub(e1) ∩ sub(e2)| (sub sets as sorted printed texts, see
// subExpressionKeys).
int expressionProximity(const std::vector<std::string>& sub1, const std::vector<std::string>& sub2);

// Section 4.2.1: edep(p, c) = eprox(p, c) / max{ eprox(π, c) | π ∈ ℙ_{r,c} } (0 when the max is 0).
double expressionDependence(int eproxPC, int maxEprox);

// Section 4.2.2: dyn⟨l, p, v⟩ = γ + α / (1 − α) · (1 − β + β·α^#p − α^#f), the closed form of
// γ + Σ_{i=1..#f} α^i − Σ_{i=1..#p} β·α^i; defaults α = 1/3, β = 2/3, γ = 1.
struct DynamicParameters {
    double alpha = 1.0 / 3.0;
    double beta = 2.0 / 3.0;
    double gamma = 1.0;
};
double dynamicScore(int passingCount, int failingCount, const DynamicParameters& parameters = {});

// Section 4.2.3: susp = 3 / (edep^-1 + cdep^-1 + dyn^-1); 0 when any of the three is 0 (the
// limit of the harmonic mean).
double suspiciousness(double edep, double cdep, double dyn);

struct LocalizationOptions {
    int threads = 0;                 // test replays in parallel; 0 = one per core
    ReplayMode replay = ReplayMode::Pruned;  // Exhaustive: the reference the tests compare with
    DynamicParameters dynamic;
    Z3Budget* z3Budget = nullptr;    // the fault's z3 budget, charged by predicate pruning
    runtime::RunLimits limits;       // of each test replay (observeTests)
};

// Section 4.1 + 4.2 for one fault. Predicates are built and lowered first, then the tests are
// replayed in parallel. The failure location
// f is the innermost instruction of the routine containing fault.location (the routine's exit
// when none does, e.g. for postconditions). Snapshots are sorted by susp (highest first), ties by
// location, predicate text and value (True first). Reports progress as stage "localizing".
FaultLocalization localizeFault(const sema::Program& program, const FaultUnderRepair& fault, CancelToken& cancel,
                                ProgressSink& progress, const LocalizationOptions& options = {});

}  // namespace amend::analysis
