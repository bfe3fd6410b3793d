// Minimization of failing tests: delta debugging over the call sequence (drop the steps not
// needed to reproduce the same fault) and over argument values (towards 0, small, empty),
// so the test printed for a fault is short and readable.
#pragma once

#include "testing/test_run.h"

#include <functional>

namespace amend::testing {

// Shrinks `test` while `reproduces` holds (it holds for `test`); at most `maxRuns` calls of
// `reproduces`. `runsUsed` (optional) receives how many were made. Deterministic.
TestCase minimizeTest(const TestCase& test, const std::function<bool(const TestCase&)>& reproduces, int maxRuns = 400,
                      int* runsUsed = nullptr);

// The same with "fails with fault `key`" as the property.
TestCase minimizeFailingTest(const sema::Program& program, const TestCase& test, const FaultKey& key,
                             const TestLimits& limits = {}, int maxRuns = 400, int* runsUsed = nullptr);

}  // namespace amend::testing
