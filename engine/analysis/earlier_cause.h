// Faults caused earlier in the call sequence (issue 16): a failing call may only be where an
// inconsistent state shows, the state having been made by an earlier call of the same test (a
// `remove' that leaves a stale link, then a later `sum' that walks into Void). This file tells,
// from the minimized failing test alone, which earlier call made that state, so the repair
// fixes that routine instead of the one that failed.
//
// How: the test is replayed once per prefix (one run per step, the runs are deterministic, so an
// object has the same creation id in each) and the fields of every object reachable from the
// test's variables are recorded after each step. A call on Void reads a Void it finds in the
// heap; when a field reachable from the failing call's receiver is Void at the failure and an
// earlier step turned it from an object into Void (it was not Void since creation), that step
// made the state the failing call stumbled on. It does not judge other kinds of violation (a
// postcondition of an accessor may fail on a value an earlier call left, but which one is not
// told by the heap alone): they stay blamed on the routine that failed. Nor does a Void the failing
// routine should have coped with: the fault's other failing tests must show the same cause.
#pragma once

#include "testing/test_case.h"

#include <optional>
#include <string>
#include <vector>

namespace amend::analysis {

struct EarlierCause {
    int step = -1;                                // index in the test's steps (0-based)
    const sema::FeatureInfo* routine = nullptr;   // the routine that step called (has a body in the program)
    std::string field;                            // "CLASS.attribute" it set to Void
};

// The earlier call of `test` (a failing generated test, best minimized; its last step fails with
// a call on Void) that set to Void a field the failing call's receiver reaches at the failure.
// nullopt when there is none (the Void was there since creation, the test is hand-written or does
// not fail that way), or when the step is the failing call's own routine or has no body in the
// program (a kernel routine: nothing to fix there). The latest such step when several did.
std::optional<EarlierCause> findEarlierCause(const sema::Program& program, const testing::TestCase& test);

// The earlier cause of a fault: that of `minimized` when the first `sample` generated tests of
// `failing` have one too, in the same routine. A failing test whose Void was there since creation
// (or set by another routine) shows the failing routine failing without that cause: it is then
// the failing routine's own fault, and nullopt. Hand-written tests are not replayed by prefix and
// are left out.
std::optional<EarlierCause> findCommonEarlierCause(const sema::Program& program, const testing::TestCase& minimized,
                                                   const std::vector<testing::TestCase>& failing, std::size_t sample = 10);

}  // namespace amend::analysis
