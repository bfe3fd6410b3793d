// Differential testing of a fixed routine against the reference (correct) program: is a fix
// *proper* (AutoFix paper, Section 4.5: it behaves as the correct program would, not merely passes
// the tests)? Call sequences for the routine are generated with AutoTest's generator against the
// reference program, translated by names into the fixed program (class names through the case's
// renaming), run on both, and their outcomes compared: whether the call passed or which contract
// failed where, what was printed, and the state reachable from the target, the arguments and the
// result (observation.h).
//
// Tests invalid on the reference (precondition of the routine false, or an earlier step failed)
// are skipped: the reference says nothing there. A test valid on the reference but rejected by
// the fixed routine's precondition is a difference (a contract fix stronger than the reference's
// contract). Tests on which the fixed program shows another known fault of the case (`ignored`)
// are skipped: a fix is judged on its own fault. Deterministic for a given seed.
// Deliberately not done: comparing other routines that call the fixed one.
#pragma once

#include "testing/observation.h"
#include "support/cancel.h"
#include "testing/fault.h"
#include "testing/test_case.h"
#include "testing/test_run.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace amend::evaluation {

struct DifferentialOptions {
    int tests = 1000;                  // call sequences generated per routine (about 1 in 20 is valid for routines with demanding preconditions such as move_item)
    std::uint64_t seed = 0xd1ff5eed;
    testing::TestLimits limits;
    testing::ObservationLimits observation;
};

// A fault identity that survives edits of the text: what testing::FaultKey holds, location aside.
struct FaultSignature {
    std::string routine;  // blamed, "CLASS.feature"
    testing::FaultKind kind = testing::FaultKind::Other;
    std::string tag;
};

struct DifferentialResult {
    bool proper = false;
    int compared = 0;          // tests run and compared on both programs
    int skipped = 0;           // invalid on the reference, another known fault, or not translatable
    std::string difference;    // why not proper: the first differing test (as Eiffel) and both outcomes
};

// Maps a class name of one program to the other's (identity when null).
using ClassNameMap = std::function<std::string(const std::string&)>;

// What the reference did on the tests of one routine, kept across the fixes compared with it: the
// tests are generated against the reference alone, so its runs do not depend on the fix.
struct ReferenceRuns {
    struct Run {
        bool invalid = false;    // the reference says nothing on this test
        std::string outcome;     // as compared (passed, which contract failed where, what was printed)
        std::string state;       // the observed state after the call
    };
    std::string routine;                 // the reference's "CLASS.feature" the runs are of
    std::map<int, Run> byTest;           // by test index
};

// Compares routine `routine` ("CLASS.feature" as `fixed` names it) of `fixed` with its
// counterpart in `reference`. `toReference` / `toFixed` map class names between the programs.
// Runs on a thread of its own with a large stack. `memo`, when given, keeps the reference's runs
// for the next fix of the same routine (cleared when it held another routine's).
DifferentialResult compareWithReference(const sema::Program& fixed, const sema::Program& reference, const std::string& routine,
                                        const ClassNameMap& toReference, const ClassNameMap& toFixed,
                                        const std::vector<FaultSignature>& ignored, const DifferentialOptions& options,
                                        CancelToken& cancel, ReferenceRuns* memo = nullptr);

// The test `test` of program `from` rebuilt in program `to` by names; nullopt when a class,
// type or feature has no counterpart.
// Whether `reference' fails as `fault' does (the same routine, kind and tag, class names mapped)
// on one of the fault's generated failing tests (its minimized test and the first few): a fault
// the reference has too, not one the case's faulty version brought.
bool failsAlikeOnReference(const testing::Fault& fault, const sema::Program& reference, const ClassNameMap& toReference,
                           const testing::TestLimits& limits);

std::optional<testing::TestCase> translateTest(const testing::TestCase& test, const sema::Program& to, const ClassNameMap& className);

}  // namespace amend::evaluation
