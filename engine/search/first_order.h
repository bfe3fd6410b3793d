// First-order repair (issue 30, the fix shapes real faults have): most faults in code nobody
// here wrote are one token wrong — two arguments or operands swapped, a sibling routine called,
// a variable for another of its type, a term too many, a sign, a statement missing after a loop.
// GenProg's operators (operators.h) make exactly these edits but draw them at random and only
// when `gp' runs; here every single mutation of every statement of the faulty routine is a
// candidate of its own (schema Replace, technique AutoFix), validated and ranked with the others
// inside the fault's budget. Also the statement insertion GenProg lacks: a statement of the
// routine copied, its variables adapted, after the loop it is in or at the end of the body (a
// missing `Result.extend (rest)' after the loop that extends Result with each line), or at the
// start of a branch, from another branch (a `deposit (amount)' one case of a menu lost).
#pragma once

#include "analysis/snapshot.h"
#include "search/patch.h"
#include "synthesis/candidate.h"
#include "synthesis/routine_text.h"

#include <cstdint>
#include <vector>

namespace amend::search {

// Statements of the routine (one-line assignments and calls in loop bodies) copied after their
// loop and at the end of the body, as they are and with one variable replaced by another of
// its type; and the one-line call that begins a branch of an `if' or `inspect' copied to the
// start of its other branches, calling the same routine or a sibling of its signature.
std::vector<Mutation> copiedStatements(const sema::FeatureInfo& feature, const synthesis::RoutineText& text);

// Every single mutation (expressionMutations of each statement, copiedStatements) as a
// candidate, with the suspiciousness of its statement (synthesis::editSuspicion); `failure` is
// the offset of the failure in the routine's body (0: elsewhere).
std::vector<synthesis::Candidate> firstOrderCandidates(const sema::FeatureInfo& feature, const synthesis::RoutineText& text,
                                                       const analysis::FaultLocalization& localization, std::uint32_t failure);

}  // namespace amend::search
