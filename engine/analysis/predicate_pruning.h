// Redundancy pruning of predicates with z3 (AutoFix paper, Section 3.3.3: "we iteratively remove
// redundant implications until we reach a fixpoint"). Predicates are translated to z3 by
// analysis/z3_translate.h (32-bit integers that wrap around as in the interpreter, opaque
// variables for what it does not understand), so a predicate is dropped only when it is constant,
// or equivalent to another, on every run. One z3::context per call, a resource limit on every check
// (charged to the fault's z3 budget); `unknown` keeps the predicate.
#pragma once

#include "analysis/z3_budget.h"
#include "syntax/ast.h"

#include <vector>

namespace amend::analysis {

struct PruneQuery {
    std::vector<const syntax::Expr*> predicates;  // all predicates, in order
    std::vector<bool> candidate;                  // which ones may be dropped (constant ones)
    std::vector<bool> pairwise;                   // which ones are also compared with each other
    Z3Budget* budget = nullptr;                   // the fault's z3 budget (none: only the per-check limit)
};

// Returns, per predicate, whether to drop it: a candidate is dropped when it is valid or
// unsatisfiable on its own; a pairwise one also when equivalent to an earlier kept pairwise one.
std::vector<bool> redundantPredicates(const PruneQuery& query, Z3Units limit = z3UnitsForSeconds(0.2));

}  // namespace amend::analysis
