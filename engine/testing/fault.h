// Faults: failures with the same identity (blamed routine, location, violated clause or kind)
// merged into one fault that keeps its failing tests and the passing tests of the same routine
// (each bounded, first ones in test order, so the choice is deterministic). Faults with one
// cause are grouped afterwards (fault_groups.h): a Fault then holds several clauses.
#pragma once

#include "testing/test_run.h"

#include <map>
#include <string>
#include <vector>

namespace amend::testing {

// One violated clause of a fault, as its failing tests showed it.
struct FaultClause {
    FaultKey key;
    std::string clause;              // text of the violated clause (may be empty)
    int failingCount = 0;            // failing tests that stopped at this clause
};

// Why a fault is only a resource warning (Fault::resourceOnly).
enum class ResourceReason : std::uint8_t {
    None,
    ContractBudget,  // a contract's evaluation ran out of its own step budget
    ExtremeSize,     // every failing test passed an extreme size (kExtremeSize or more)
    LongLoop,        // the steps went to a loop whose variant decreased on every iteration
};
const char* resourceReasonName(ResourceReason reason);  // "contract_budget", "extreme_size", "long_loop"

struct Fault {
    int id = 0;                      // 1-based, in order of discovery (test order)
    FaultKey key;                    // a grouped fault: the key of its first clause
    std::string violatedIn;          // "CLASS.feature" where the violation was detected
    std::string clause;              // text of the violated clause (may be empty)
    std::string message;             // the interpreter's one-line description
    std::string subject;             // what it names, as data (runtime::Violation::subject)
    std::string previous;            // … and a variant's value before (runtime::Violation::previous)
    bool overflowDependent = true;   // every failing test had an INTEGER operation wrap around
                                     // first, and none is hand-written
    int failingCount = 0;            // all failing tests seen (failing.size() is bounded)
                                     // `failing`: when some failing test needs no overflow, only
                                     // those (a fix cannot undo wrap-around in a test's setup)
    int passingCount = 0;            // all passing tests of key.routine seen
    std::vector<TestCase> failing;
    std::vector<TestCase> passing;
    bool foundBySearch = false;      // only tests of the search phase failed (autotest.h)
    bool resourceOnly = false;       // a resource warning, never fixed (isResourceWarning): a
                                     // contract's evaluation ran out of its step budget, or the
                                     // memory or step budget ran out and every failing test passed
                                     // an extreme size (kExtremeSize or more) or ran a long loop
                                     // that terminates (runtime::Outcome::inTerminatingLoop)
    ResourceReason resourceReason = ResourceReason::None;  // why, when resourceOnly
    bool hasMinimized = false;       // a generated failing test was minimized
    TestCase minimized;
    // Every clause the failing tests violated, in order of discovery; the first is `key`. More than
    // one for a grouped fault (fault_groups.h), whose failing tests are those of all its clauses.
    std::vector<FaultClause> clauses;
    bool isGrouped() const { return clauses.size() > 1; }
    bool hasKey(const FaultKey& other) const;   // `key` or the key of one of its clauses
};

// An INTEGER/NATURAL argument this large (in absolute value) is an extreme size: `make
// ({INTEGER}.max_value)' running out of the memory budget says nothing about the program.
constexpr std::int64_t kExtremeSize = 1'000'000;
bool hasExtremeSize(const TestCase& test);
// Whether an INTEGER or NATURAL argument of `test' lies beyond -bound .. bound.
bool hasIntegerBeyond(const TestCase& test, std::int64_t bound);

// A fault of this kind is a resource warning, not a fault of the program: a contract's
// evaluation out of its own step budget (a check as costly as the program, never a wrong
// program), or the memory or step budget exhausted when no failing test used reasonable sizes
// (`reasonableSizeFails' false: `lcm ({INTEGER}.max_value, 2)' counting up to its result).
bool isResourceWarning(FaultKind kind, bool reasonableSizeFails);

// A fault that is a warning, never fixed: resource-only (an extreme size), or overflow-dependent
// unless such faults are asked for (`countOverflowDependent`).
bool isWarningOnly(const Fault& fault, bool countOverflowDependent);

class FaultCollector {
public:
    explicit FaultCollector(int maxStoredTests = 50) : m_max(maxStoredTests) {}
    // In test order: a failing test (run.verdict == Fail) and its run.
    void addFailure(const TestCase& test, const TestRun& run);
    // In test order: a test that exercised `routine` ("CLASS.feature") and passed.
    void addPassing(const std::string& routine, const TestCase& test);
    // The faults with their passing tests attached, ids assigned.
    std::vector<Fault> faults() const;

private:
    struct Passing {
        int count = 0;
        std::vector<TestCase> tests;
    };
    int m_max;
    std::vector<Fault> m_faults;
    std::vector<std::vector<TestCase>> m_overflowed;  // per fault: failing tests that needed an overflow
    std::vector<bool> m_reasonable;                   // per fault: some failing test used no extreme size
                                                      // and ran out of steps in no terminating loop
    std::vector<bool> m_longLoop;                     // per fault: some failing test ran out of steps in one
    std::map<FaultKey, std::size_t> m_index;
    std::map<std::string, Passing> m_passing;
};

}  // namespace amend::testing
