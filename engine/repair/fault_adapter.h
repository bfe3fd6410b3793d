// Turns an AutoTest fault (testing::Fault with its failing and passing TestCases) into the
// input of localization and fixing (analysis::FaultUnderRepair): the blamed routine, the
// violation details taken from replaying the first failing test, and replayable tests that run
// the generated (or hand-written) tests again under any RunOptions.
#pragma once

#include "analysis/fault_input.h"
#include "testing/fault.h"

#include <optional>

namespace amend::repair {

// Null when the blamed routine is not a routine of the program with a body (kernel, attribute).
std::optional<analysis::FaultUnderRepair> adaptFault(const sema::Program& program, const testing::Fault& fault);

// One replayable test from a test case (generated or hand-written).
analysis::ReplayableTest replayableTest(const sema::Program& program, const testing::TestCase& test);

// The routine named "CLASS.feature", or null.
const sema::FeatureInfo* findRoutine(const sema::Program& program, const std::string& name);

}  // namespace amend::repair
