// A resource limit never hides a contract failure (issue 34, item 2). The tests of a fault that
// reached a step, depth or memory limit stopped before any contract could be checked: run again
// under a larger budget, they finish (the routine is costly, not wrong: no fault), or one violates
// a contract (the limit hid a fault, to be fixed under that budget), or they reach the larger
// limit too (most likely a loop or recursion that does not end). The engine decides which; the
// window and any other front end word the verdict.
#pragma once

#include "testing/fault.h"
#include "testing/test_run.h"
#include "support/cancel.h"

#include <cstdint>
#include <string>

namespace amend::sema { class Program; }

namespace amend::testing {

enum class BudgetRetryVerdict : std::uint8_t { Finishes, ViolatesContract, StillOutOfBudget, Cancelled };

struct BudgetRetry {
    BudgetRetryVerdict verdict = BudgetRetryVerdict::Cancelled;
    TestLimits limits;                // the larger budget the tests ran under
    int tests = 0;                    // tests run again
    int finished = 0;                 // … that ended normally under it
    int violated = 0;                 // … that violated a contract (or failed at run time)
    int outOfBudget = 0;              // … that reached a limit again
    std::int64_t mostSteps = 0;       // the most steps a finished test took
    FaultKey violation;               // ViolatesContract: the first violation's identity
    std::string clause;               // … its clause's text, and the interpreter's message
    std::string message;
    std::string subject;              // … what that message names, as data (runtime::Violation::subject)
    std::string previous;             // … a variant's value before (runtime::Violation::previous)
};

// The budget a retry runs under: 100 times the steps, 4 times the call depth and the memory.
TestLimits largerLimits(const TestLimits& limits);

// Runs up to `maxTests` of `fault`'s failing tests again under largerLimits(limits), stopping at
// the first contract violation or when `cancel` is set (checked between tests). The caller
// provides a large enough stack (as for runTestCase).
BudgetRetry retryWithLargerBudget(const sema::Program& program, const Fault& fault, const TestLimits& limits,
                                  const CancelToken& cancel, int maxTests = 8);

}  // namespace amend::testing
