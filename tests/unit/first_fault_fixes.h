// Shared by the unit tests that fix a program end to end (test_fix_shapes, test_verified_code):
// AutoTest on one routine, then the fix session on the first fault it finds there.
#pragma once

#include "repair/fault_adapter.h"
#include "repair/fix_session.h"
#include "testing/autotest.h"

#include <string>
#include <vector>

namespace amend::testfixture {

// The ranked fixes of the first fault (not a resource warning) AutoTest finds in `routine'
// (300 tests, seed 7, two threads); empty when it finds none.
inline std::vector<repair::Fix> firstFaultFixes(const sema::Program& program, const std::string& routine,
                                                repair::FixOptions options = {})
{
    testing::AutoTestOptions to;
    to.seed = 7;
    to.maxTestsPerRoutine = 300;
    to.timeBudgetSeconds = 0;
    to.featureFilter = routine;
    to.threads = 2;
    CancelToken cancel;
    NullProgressSink progress;
    const testing::TestReport report = testing::runAutoTest(program, to, cancel, progress);
    for (const testing::Fault& fault : report.faults) {
        if (fault.key.routine != routine || fault.resourceOnly) continue;
        const std::optional<analysis::FaultUnderRepair> input = repair::adaptFault(program, fault);
        if (!input) continue;
        options.threads = 2;
        repair::FixSession session(program, options);
        return session.fixFault(*input, fault.id, cancel, progress).fixes;
    }
    return {};
}

}  // namespace amend::testfixture
