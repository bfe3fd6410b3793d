// See pipeline.h. The order of events is the order `amend fix` prints in.
#include "repair/pipeline.h"

#include "repair/fault_adapter.h"

namespace amend::repair {

PipelineResult runFixPipeline(const sema::Program& program, const PipelineOptions& options, CancelToken& cancel,
                              ProgressSink& progress, const PipelineEvents& events)
{
    PipelineResult result;
    result.report = testing::runAutoTest(program, options.test, cancel, progress);
    if (events.tested) events.tested(result.report);
    FixSession session(program, options.fix);
    for (const testing::Fault& fault : result.report.faults) {
        if (cancel.isCancelled()) break;
        if (fault.overflowDependent && !options.overflowFaults) continue;
        if (!options.test.featureFilter.empty() && fault.key.routine != options.test.featureFilter) continue;
        FaultOutcome outcome;
        outcome.fault = fault;
        outcome.input = adaptFault(program, fault);
        if (events.faultStarted) events.faultStarted(fault, outcome.input.has_value());
        if (outcome.input) outcome.fixes = session.fixFault(*outcome.input, fault.id, cancel, progress, events.fixFound);
        if (events.faultFinished) events.faultFinished(outcome);
        result.faults.push_back(std::move(outcome));
    }
    result.cancelled = cancel.isCancelled();
    return result;
}

}  // namespace amend::repair
