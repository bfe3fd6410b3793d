// See budget_retry.h.
#include "testing/budget_retry.h"

#include "sema/program.h"

#include <algorithm>

namespace amend::testing {

TestLimits largerLimits(const TestLimits& limits)
{
    TestLimits larger = limits;
    larger.maxSteps = limits.maxSteps * 100;
    larger.maxDepth = limits.maxDepth * 4;
    larger.maxMemoryBytes = limits.maxMemoryBytes * 4;
    return larger;
}

BudgetRetry retryWithLargerBudget(const sema::Program& program, const Fault& fault, const TestLimits& limits,
                                  const CancelToken& cancel, int maxTests)
{
    BudgetRetry retry;
    retry.limits = largerLimits(limits);
    for (const TestCase& test : fault.failing) {
        if (retry.tests >= maxTests) break;
        if (cancel.isCancelled()) return retry;   // Cancelled: what ran says nothing yet
        const TestRun run = test.isHandwritten() ? runHandwrittenTest(program, test, retry.limits) : runTestCase(program, test, retry.limits);
        ++retry.tests;
        if (run.verdict != Verdict::Fail) {
            ++retry.finished;
            retry.mostSteps = std::max(retry.mostSteps, run.steps);
        } else if (isResourceLimit(run.key.kind)) {
            ++retry.outOfBudget;
        } else {
            ++retry.violated;
            retry.violation = run.key;
            retry.clause = run.outcome.violation ? run.outcome.violation->text : std::string();
            retry.message = run.outcome.violation ? run.outcome.violation->message : run.outcome.message;
            if (run.outcome.violation) {
                retry.subject = run.outcome.violation->subject;
                retry.previous = run.outcome.violation->previous;
            }
            break;   // the limit hid a fault: that is the answer
        }
    }
    retry.verdict = retry.violated > 0       ? BudgetRetryVerdict::ViolatesContract
                    : retry.outOfBudget > 0  ? BudgetRetryVerdict::StillOutOfBudget
                    : retry.tests > 0        ? BudgetRetryVerdict::Finishes
                                             : BudgetRetryVerdict::Cancelled;
    return retry;
}

}  // namespace amend::testing
