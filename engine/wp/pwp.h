// Path-based weakest preconditions over an error trace (path-based WP paper, Sections 2.2-2.4):
//   pwp (x := e, R) = R [x := e]        pwp (B, R) = R for a branch predicate B
//   pwp (S1; S2, R) = pwp (S1, pwp (S2, R))
// the hypothesized states R_i = pwp (T_i..n, R) and the actual states A_i = Q^f_i and Q^b_i:
// forward, from the precondition, every assignment kills the atoms that mention its variable and
// generates `x = e` (when e does not mention x), every branch generates its predicate as taken;
// backward, Q^b_i = pwp (stmt_i, Q^b_i+1) for an assignment and B_i and Q^b_i+1 for a branch.
// Points are 0..n: point i is the entry of step i, point n the end of the trace.
#pragma once

#include "wp/trace.h"

#include <vector>

namespace amend::wp {

// pwp of one step (a havoc step is an assignment of its frozen value).
TermPtr pwp(const TraceStep& step, const TermPtr& post);
// pwp (steps[from..], post).
TermPtr pwp(const std::vector<TraceStep>& steps, std::size_t from, const TermPtr& post);

// The atoms of a conjunction (a non-conjunction is one atom); `True` has none.
std::vector<TermPtr> conjuncts(const TermPtr& term);

// An atom of an actual state and the statement it comes from (null: the precondition).
struct ActualAtom {
    TermPtr atom;
    const ir::Instr* origin = nullptr;
};

// Q^f for every point 0..n, each a list of atoms (at most `limit` of the most recent).
std::vector<std::vector<ActualAtom>> forwardStates(const ErrorTrace& trace, std::size_t limit = 48);

// Concrete variables at point i (before step i; the final values at n).
const Valuation& valuesAt(const ErrorTrace& trace, std::size_t point);

// The number of nodes of `term` as a tree (shared nodes counted each time), up to `cap`.
std::size_t expandedSize(const Term& term, std::size_t cap);

}  // namespace amend::wp
