// See pipeline.h. The order of events is the order `amend fix` prints in.
#include "repair/pipeline.h"

#include "repair/fault_adapter.h"
#include "testing/test_generator.h"
#include "testing/test_run.h"

namespace amend::repair {

PipelineResult runFixPipeline(const sema::Program& program, const PipelineOptions& options, CancelToken& cancel,
                              ProgressSink& progress, const PipelineEvents& events)
{
    PipelineResult result;
    if (!options.test.featureFilter.empty() && !testing::canonicalRoutineName(program, options.test.featureFilter)) {
        result.unknownRoutine = true;   // "no routine FOO.bar", not "no faults found"
        return result;
    }
    result.report = testing::runAutoTest(program, options.test, cancel, progress);
    if (events.tested) events.tested(result.report);
    std::vector<testing::Fault> warnings;
    for (const testing::Fault& fault : result.report.faults)
        if (testing::isWarningOnly(fault, options.overflowFaults)) warnings.push_back(fault);
    if (events.warnings && !warnings.empty()) events.warnings(warnings);
    FixSession session(program, options.fix);
    // Fault keys name routines as the program spells them; the filter may be typed in any case.
    const std::string feature = options.test.featureFilter.empty()
                                    ? std::string()
                                    : testing::canonicalRoutineName(program, options.test.featureFilter).value_or(options.test.featureFilter);
    std::vector<testing::Fault> queued;
    for (const testing::Fault& fault : result.report.faults) {
        if (testing::isWarningOnly(fault, options.overflowFaults)) continue;
        if (!feature.empty() && fault.key.routine != feature) continue;
        if (options.onlyFault && !(fault.key == *options.onlyFault)) continue;
        queued.push_back(fault);
    }
    if (events.faultsQueued) events.faultsQueued(queued);
    for (const testing::Fault& fault : queued) {
        if (cancel.isCancelled()) break;
        FaultOutcome outcome;
        outcome.fault = fault;
        outcome.testingSeconds = result.report.seconds / static_cast<double>(queued.size());   // an equal share each
        outcome.input = adaptFault(program, fault);
        // A resource limit (steps, depth, memory) violates no contract: there is nothing for a fix
        // to restore, and a "fix" would only make the test stop sooner (issue 34). Listed, not fixed.
        const bool fixable = outcome.input.has_value() && !testing::isResourceLimit(fault.key.kind);
        if (events.faultStarted) events.faultStarted(fault, fixable);
        if (fixable) outcome.fixes = session.fixFault(*outcome.input, fault.id, cancel, progress, events.fixFound);
        outcome.complete = !cancel.isCancelled();
        if (events.faultFinished) events.faultFinished(outcome);
        result.faults.push_back(std::move(outcome));
    }
    result.cancelled = cancel.isCancelled();
    return result;
}

}  // namespace amend::repair
