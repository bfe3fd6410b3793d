// What fault localization and fixing need to know about one fault, independent of where the
// tests came from (AutoTest's generated call sequences or hand-written EQA_TEST_SET routines):
// the faulty routine, the violated clause and where it failed, and tests that can be replayed
// under any RunOptions (an observer for snapshots, routine overrides for candidate fixes).
#pragma once

#include "runtime/interpreter.h"
#include "sema/program.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace amend::analysis {

struct ReplayableTest {
    std::string name;    // for display: "TWO_WAY_SORTED_SET.move_item #12" or "TESTS.test_gcd"
    std::string eiffel;  // the test as Eiffel code, when known (for display)
    // Runs the test from scratch in a fresh interpreter with these options and returns its
    // outcome. Thread-safe: may be called concurrently from several threads.
    std::function<runtime::Outcome(const runtime::RunOptions&)> run;
};

// One clause of a grouped fault (testing/fault_groups.h).
struct FaultClauseUnderRepair {
    std::string tag;
    std::string text;
    SourceRange range;                               // the clause
};

struct FaultUnderRepair {
    const sema::FeatureInfo* routine = nullptr;      // the routine to fix (the blamed one)
    runtime::ViolationKind kind = runtime::ViolationKind::Other;
    std::string tag;                                 // violated clause tag (may be empty)
    std::string clauseText;                          // its expression text
    SourceRange clauseRange;                         // the violated clause
    SourceRange location;                            // where in `routine` the failure happens (call site / instruction)
    const sema::FeatureInfo* detectedIn = nullptr;   // routine whose contract was violated (callee for preconditions)
    std::vector<ReplayableTest> failing;             // tests that fail with THIS fault
    bool overflowDependent = false;                  // every failing test had an INTEGER operation wrap around
    std::vector<ReplayableTest> passing;             // tests of the same routine that pass
    // A grouped fault (several clauses of the routine's postcondition, one cause): every clause,
    // the first being the one described above; `failing` holds the tests of all of them, so a
    // fix is valid only when every clause holds. Empty for a fault of one clause.
    std::vector<FaultClauseUnderRepair> groupedClauses;
    // A fault caused earlier in the call sequence (earlier_cause.h): `routine` is then the routine
    // an earlier call of the failing tests ran, which left the state the failing call stumbled on,
    // and `failedIn` the routine whose call failed (blamed by the tests). Null otherwise.
    const sema::FeatureInfo* failedIn = nullptr;
    std::string causeField;                          // "CLASS.attribute" the earlier call set to Void

    // Takes the fault's description (kind, clause, location, detecting routine when known) from a
    // violation its failing tests show.
    void describe(const runtime::Violation& violation);
    // Does `outcome` show this same fault (same kind, tag, detecting routine and location; for a
    // grouped fault, a violation of one of its clauses)?
    bool sameFault(const runtime::Outcome& outcome) const;
    // Is `violation` of this fault's kind and tag (one of its clauses' tags when grouped),
    // wherever it happened (a fixed routine's locations differ from the original's)?
    bool sameClause(const runtime::Violation& violation) const;
};

}  // namespace amend::analysis
