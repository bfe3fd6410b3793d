// Postcondition-weakening contract fixes (beyond the AutoFix paper, issue 4): when no change of the
// body can be valid and the violated clause is a postcondition of the routine itself, the
// routine may promise too much. Candidates keep the clause but promise it only outside the
// failing inputs: `tag: q implies C`, where q is the negation of a condition that holds in the
// failing runs (a snapshot predicate, or a comparison of an argument with a query or 0); q is
// evaluated on entry (`old (q)`) when it reads more than the arguments. Validation also demands
// that q holds on entry in every passing run, so that the clause is still promised wherever the
// tests saw it kept: `rare implies clause' would pass the tests by promising next to nothing.
//
// Candidates whose condition the body itself tests (`if t <= 30 then target := t end`) are
// ranked above the precondition fixes built from the same condition: the routine deliberately
// accepts those inputs, so its promise is what is wrong. Others rank a little below them.
// Validation runs the tests on a copy of the routine with the weakened clause
// (sema::lowerWithReplacedPostcondition).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "synthesis/candidate.h"

#include <vector>

namespace amend::synthesis {

std::vector<Candidate> postconditionCandidates(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                               const RoutineText& text, const analysis::FaultLocalization& localization);

}  // namespace amend::synthesis
