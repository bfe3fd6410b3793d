// Running one test case and judging it with the contracts as oracle: PASS, FAIL (a contract
// violated inside the routine under test or deeper, or a budget exhausted) or INVALID (the
// routine under test was called with its precondition false, or a step before it failed). A
// failure carries the identity of its fault (blamed routine, location, kind and tag).
#pragma once

#include "runtime/interpreter.h"
#include "testing/test_case.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace amend::testing {

// Budgets of one test run.
struct TestLimits {
    std::int64_t maxSteps = 200'000;
    int maxDepth = 5'000;
    std::size_t maxMemoryBytes = 64u * 1024 * 1024;
    runtime::RunOptions runOptions() const;
};

// What kind of failure a fault is: a violated contract (or a runtime error), an exhausted budget,
// or an internal error of the interpreter.
enum class FaultKind : std::uint8_t {
    Precondition, Postcondition, Invariant, Check, LoopInvariant, Variant, VoidCall, DivisionByZero,
    InspectNoMatch, TestAssertion, IndexOutOfBounds, InvalidMemoryAccess, Catcall, Raised, Exit, Other, BudgetSteps, BudgetDepth, BudgetMemory, InternalError,
    BudgetContract  // a contract's evaluation ran out of its own step budget (runtime::Budget::Contract)
};
// The stable name used on the command line, in JSON and in bench files: the violation kind's
// name ("precondition", "void_call" …), "budget_steps" …, "internal_error".
const char* faultKindName(FaultKind kind);
std::optional<FaultKind> faultKindNamed(std::string_view name);
FaultKind faultKindOf(runtime::ViolationKind kind);
FaultKind faultKindOf(runtime::Budget budget);
// The violation kind of a violation fault (ViolationKind::Other for budgets and internal errors).
runtime::ViolationKind violationKindOf(FaultKind kind);
// A test stopped by a step, depth, memory or contract budget: a resource limit, not a contract fault.
bool isResourceLimit(FaultKind kind);
// A run that ended at a limit AutoTest reports as a warning whatever the arguments: a contract
// whose evaluation took more steps than its own budget, or a long loop whose variant decreased
// on every iteration. Such a run neither passes nor fails; judging a fix, it proves nothing.
bool endsAtResourceWarning(const runtime::Outcome& outcome);

// What makes two failures the same fault. Locations: for preconditions of a callee and for
// Void calls and divisions by zero, the failing call or instruction; for postconditions,
// invariants, checks and loop assertions, the violated clause (so a fault has the same identity
// whether the routine was called by a generated test or by a hand-written one).
struct FaultKey {
    std::string routine;     // "CLASS.feature" blamed
    FaultKind kind = FaultKind::Other;
    std::string tag;         // violated clause tag (may be empty)
    SourceRange location;
    auto tie() const { return std::tie(routine, kind, tag, location.file, location.begin, location.end); }
    bool operator==(const FaultKey& other) const { return tie() == other.tie(); }
    bool operator<(const FaultKey& other) const { return tie() < other.tie(); }
};

enum class Verdict : std::uint8_t { Pass, Fail, Invalid };
const char* verdictName(Verdict verdict);

struct TestRun {
    Verdict verdict = Verdict::Invalid;
    FaultKey key;                        // Fail
    runtime::Outcome outcome;            // of the failing step (Fail), else of the whole run
    bool overflowed = false;             // an INTEGER operation wrapped around during the run
    std::string reason;                  // Invalid: why
    std::int64_t steps = 0;              // interpreter steps used
    std::vector<int> skipped;            // Call steps before the last one that were not run: their
                                         // own precondition was false (AutoTest drops such calls)
};

// Runs a generated test in a fresh interpreter (the caller provides a large enough stack).
// A call before the last step whose own precondition is false has no effect and is skipped
// (listed in TestRun::skipped); any other failure before the last step makes the test invalid.
TestRun runTestCase(const sema::Program& program, const TestCase& test, const TestLimits& limits = {});
// The same under explicit run options (budgets, an observer, routine overrides for candidate fixes).
TestRun runTestCase(const sema::Program& program, const TestCase& test, const runtime::RunOptions& options);
// Sees a finished run while its heap is still alive: the value each step produced (Void for
// steps that were skipped, failed or not reached) and the actual arguments of the last step
// (empty when it was not reached; strings and arrays included), so the objects can be inspected.
using RunInspector = std::function<void(const std::vector<runtime::Value>& values, const std::vector<runtime::Value>& lastArguments)>;
// The same, calling `inspect` (when set) once at the end of the run, whatever its verdict.
TestRun runTestCase(const sema::Program& program, const TestCase& test, const runtime::RunOptions& options,
                    const RunInspector& inspect);
// Runs a hand-written EQA test (test.handwritten names it); `entered` (optional) collects the
// names ("CLASS.feature") of the routines the test called.
TestRun runHandwrittenTest(const sema::Program& program, const TestCase& test, const TestLimits& limits = {},
                           std::vector<std::string>* entered = nullptr);

// The fault identity of a failed run whose routine under test is `routine`.
FaultKey faultKeyOf(const runtime::Outcome& outcome, const std::string& routine);
std::string routineName(const sema::FeatureInfo* feature);  // "CLASS.feature" (owner class)

}  // namespace amend::testing
