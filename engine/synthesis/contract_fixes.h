// Contract fixes (beyond the paper): when no change of the body can be valid — e.g.
// ACCOUNT.withdraw, where `decreased` and the invariant cannot both hold for amount > balance —
// the fault is in the specification. Candidates strengthen the routine's precondition with a
// clause that makes the failing inputs invalid: the negations of snapshot predicates, and
// comparisons of the routine's integer arguments with Current's integer queries and 0, and
// non-Void conditions on reference arguments.
#pragma once

#include "analysis/snapshot.h"
#include "synthesis/candidate.h"

#include <string>
#include <utility>
#include <vector>

namespace amend::synthesis {

// `a - b >= 0' as `b <= a' (any comparison of a difference with 0, > and >= turned round into
// < and <=); other clauses unchanged.
// A clause a person would write: the snapshot predicates come from the code's expressions.
std::string readableClause(const std::string& clause);

// Whether `clause' reads only the arguments and Current's state, as a precondition must (ECMA-367:
// no `Result', no local, no `old'), and as the condition `old (q)' of a weakened postcondition
// must: a snapshot taken in the body may read any of them.
bool readsOnlyEntryState(const syntax::Expr& clause, const ir::Routine& routine);

// Conditions on the routine's arguments that may separate failing from passing calls, with a
// default suspiciousness: integer arguments against Current's integer queries and 0, reference
// arguments against Void and Current.
std::vector<std::pair<std::string, double>> argumentConditions(const sema::Program& program, const sema::FeatureInfo& feature);

// How many of the most suspicious snapshots contract fixes draw on: the first `n' and those tied
// with the n-th (a cut through equally suspicious snapshots would keep some of them by the order
// of their text: `count = capacity' lost to `(head + count) \\ capacity < count').
std::size_t leadingSnapshots(const analysis::FaultLocalization& localization, std::size_t n = 15, std::size_t most = 60);

std::vector<Candidate> contractCandidates(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                          const analysis::FaultLocalization& localization);

}  // namespace amend::synthesis
