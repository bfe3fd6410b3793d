// The whole AutoFix pipeline as one engine entry point, shared by `amend fix` and the window:
// test the program (AutoTest), then for each fault that counts adapt it for repair and run the
// fix session, reporting each step through callbacks as it happens (so the command line prints
// as it goes and the window streams results). It does not print, parse options or load files.
#pragma once

#include "analysis/fault_input.h"
#include "repair/fix_session.h"
#include "testing/autotest.h"

#include <functional>
#include <optional>
#include <vector>

namespace amend::repair {

struct PipelineOptions {
    testing::AutoTestOptions test;
    FixOptions fix;
    bool overflowFaults = false;   // also fix faults whose failing tests all needed an overflow
    std::optional<testing::FaultKey> onlyFault;   // fix this fault alone (the others are not reported)
};

// One fault and what fixing it gave. `input` is empty when the blamed routine has no body in
// the program (it cannot be fixed); `fixes` is then empty too.
struct FaultOutcome {
    testing::Fault fault;
    std::optional<analysis::FaultUnderRepair> input;
    FaultFixes fixes;
    bool complete = true;   // false: cancelled while fixing it (the fixes found until then)
    double testingSeconds = 0;     // the fault's share of testing the program (equal among the faults that count)
};

struct PipelineEvents {
    std::function<void(const testing::TestReport&)> tested;                   // after AutoTest
    // After AutoTest, when there are any: the faults that are warnings only, never fixed
    // (testing::isWarningOnly: resource-only, overflow-dependent unless counted).
    std::function<void(const std::vector<testing::Fault>&)> warnings;
    // The faults that count, in the order they will be fixed (also when cancelled before fixing).
    std::function<void(const std::vector<testing::Fault>&)> faultsQueued;
    std::function<void(const testing::Fault&, bool fixable)> faultStarted;    // before fixing a fault
    std::function<void(const Fix&)> fixFound;                                 // streamed, unranked (worker threads)
    std::function<void(const FaultOutcome&)> faultFinished;                   // ranked fixes of one fault
};

struct PipelineResult {
    testing::TestReport report;
    std::vector<FaultOutcome> faults;   // the faults that count, in fault order
    bool cancelled = false;
    bool unknownRoutine = false;   // the feature filter names no routine of the program: nothing was run
};

// Faults that count: not overflow-dependent (unless asked for) and, with a feature filter, of
// that routine. The program must outlive the result (tests and fixes refer to it).
PipelineResult runFixPipeline(const sema::Program& program, const PipelineOptions& options, CancelToken& cancel,
                              ProgressSink& progress, const PipelineEvents& events = {});

}  // namespace amend::repair
