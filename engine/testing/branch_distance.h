// Branch distance (Korel; Tracey et al.; McMinn's survey of search-based test generation): how far a BOOLEAN
// expression of a running routine is from having a wanted value, measured on the values of its
// operands in the current frame. Relational leaves give numeric distances (`a = b` wanted true:
// |a - b|; `a < b`: a - b + 1; …), `and` sums and `or` takes the minimum of its operands' normalised
// distances (swapped when the wanted value is false), `not` and `implies` reduce to those; any
// other BOOLEAN leaf is 0 when it has the wanted value and 1 otherwise. The search phase
// (search_phase.h) uses it to reward tests that get closer to violating a contract clause or to
// taking a branch not yet taken. Evaluation goes through FrameView::evaluate, so it never changes
// the run; an operand that cannot be evaluated counts as the largest distance. The right operand
// of `and then`, `or else` and `implies` is evaluated only where Eiffel would evaluate it, unless
// it runs no routine (a guarded call may recurse or loop on the values its guard excludes).
#pragma once

#include "runtime/interpreter.h"
#include "sema/ir.h"

namespace amend::testing {

// d / (d + 1): a distance in [0, 1), 0 exactly when d is 0.
double normalisedDistance(double d);

// The normalised distance of `expr` (BOOLEAN, lowered for the routine of `frame`) from `wanted`:
// 0 when it already has that value, in (0, 1) otherwise.
double branchDistance(const ir::Expr& expr, bool wanted, const runtime::FrameView& frame);

}  // namespace amend::testing
