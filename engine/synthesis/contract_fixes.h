// Contract fixes (beyond the paper): when no change of the body can be valid — e.g.
// ACCOUNT.withdraw, where `decreased` and the invariant cannot both hold for amount > balance —
// the fault is in the specification. Candidates strengthen the routine's precondition with a
// clause that makes the failing inputs invalid: the negations of snapshot predicates, and
// comparisons of the routine's integer arguments with Current's integer queries and 0, and
// non-Void conditions on reference arguments.
#pragma once

#include "analysis/snapshot.h"
#include "synthesis/candidate.h"

#include <vector>

namespace amend::synthesis {

std::vector<Candidate> contractCandidates(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                          const analysis::FaultLocalization& localization);

}  // namespace amend::synthesis
