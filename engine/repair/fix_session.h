// The fix session: faults in, ranked fixes out (AutoFix, seeds/001 Sections 4.3-4.6 plus the
// improvements of issue 4). For each fault: localize (analysis::localizeFault), build candidates
// (schemas a-d on the most suspicious snapshots, replacements in place, AutoFix-E2 guards),
// lower them (single-threaded), validate them in parallel with results streamed as they come,
// fall back to contract fixes when no body fix is valid, re-test valid fixes through an optional
// hook, and rank. Usable from the command line and the GUI (progress, cancellation, streaming).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "repair/fix.h"
#include "support/cancel.h"
#include "support/progress.h"

#include <functional>
#include <string>
#include <vector>

namespace amend::repair {

struct FixOptions {
    int maxFixes = 10;
    int threads = 0;                   // validation (and localization) threads; <= 0: one per core
    int topSnapshots = 15;             // snapshots instantiated with the schemas (paper: 15)
    int maxCandidates = 2000;          // candidates validated per fault, most promising first
    std::int64_t maxStepsPerRun = 500'000;
    bool localize = true;              // false: code-based candidates only (tests, benchmarks)
    bool contractFixes = true;         // propose precondition fixes when no body fix is valid
    // Path shown in diffs for a source file (default: the path as loaded).
    std::function<std::string(const std::string&)> displayPath;
    // Beyond the paper (1): re-test a valid body fix with fresh tests of the patched routine;
    // returns the number of new faults found (the fix is then demoted below the others).
    std::function<int(const analysis::FaultUnderRepair&, const ir::Routine* replacement)> retest;
};

struct FixStatistics {
    int snapshots = 0;
    int candidates = 0;         // generated
    int lowered = 0;            // parsed and type-checked
    int validated = 0;          // run against the tests
    int valid = 0;
    long long runs = 0;         // test runs during validation
    double localizationSeconds = 0;
    double validationSeconds = 0;
    double seconds = 0;
};

struct FaultFixes {
    int faultId = 0;
    std::string routine;
    std::vector<Fix> fixes;     // ranked
    FixStatistics statistics;
    analysis::FaultLocalization localization;
};

class FixSession {
public:
    FixSession(sema::Program& program, FixOptions options = {});

    // Fixes one fault. `onFix` (optional) receives each valid fix as soon as it is validated
    // (unranked, rank 0), from worker threads, one call at a time.
    FaultFixes fixFault(const analysis::FaultUnderRepair& fault, int faultId, CancelToken& cancel, ProgressSink& progress,
                        const std::function<void(const Fix&)>& onFix = {});

private:
    sema::Program& m_program;
    FixOptions m_options;
};

}  // namespace amend::repair
