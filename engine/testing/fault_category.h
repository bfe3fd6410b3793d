// What Amend can tell about a fault before a person reads it (issue 35, triage of library
// campaigns): a library routine calling another in violation of its precondition, a
// postcondition or invariant broken, a run-time error, a contract that fails to evaluate, a
// resource limit, or a run-time gap (an external Amend does not provide: not a fault of the
// program, reported apart). The AutoFix paper (Section 6) triaged the faults AutoTest found in
// EiffelBase by reading them; this is the first, mechanical pass of that reading.
#pragma once

#include "sema/program.h"
#include "testing/fault.h"

#include <optional>
#include <string_view>

namespace amend::testing {

enum class FaultCategory : std::uint8_t {
    InternalPrecondition,  // a routine of the program called another violating its precondition
    ContractBroken,        // a postcondition, class invariant, check, loop invariant or variant
    RunTimeError,          // a Void call, a division by zero, an inspect without a matching branch,
                           // an index out of bounds, an invalid memory access, a catcall
    ContractEvaluation,    // evaluating a contract clause failed (a Void call or error inside it)
    TestAssertion,         // a hand-written test's assertion
    RaisedOnPurpose,       // the program raised an exception or ended itself (`raise', `die'): what
                           // its code asks for, with no contract that it breaks
    ResourceLimit,         // a step, depth or memory budget
    RunTimeGap,            // a built-in or external Amend's runtime does not provide
    AmendError,            // any other internal error of Amend: a defect to fix
};

// The stable name used on the command line and in JSON ("internal_precondition" …).
const char* faultCategoryName(FaultCategory category);
std::optional<FaultCategory> faultCategoryNamed(std::string_view name);

// Not a fault of the program: reported apart (run-time gaps, resource limits, exceptions raised
// on purpose).
bool isReportedApart(FaultCategory category);

FaultCategory faultCategoryOf(const sema::Program& program, const Fault& fault);

}  // namespace amend::testing
