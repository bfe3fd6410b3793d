// The predicates AutoFix abstracts program states with (AutoFix paper, Section 3.3), built for one
// fault: argumentless Boolean queries of the visible objects, the expressions of the faulty
// routine and of the violated clause unfolded with argumentless queries, Boolean expressions,
// voidness checks, integer comparisons, complements and implications from the contracts.
// Each predicate comes as syntax (for printing and fix synthesis) and lowered in the faulty
// routine's environment (for evaluation by snapshot observers).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/z3_budget.h"
#include "sema/program.h"
#include "syntax/ast.h"

#include <memory>
#include <string>
#include <vector>

namespace amend::analysis {

struct Predicate {
    std::string text;                                // printed, e.g. "idx > index"
    std::shared_ptr<const syntax::Expr> expr;        // syntax, without Paren nodes
    std::shared_ptr<const ir::Expr> lowered;         // lowered for the faulty routine
    int complement = -1;                             // index of `not p` in the set (closed under complement)
    bool fromImplication = false;                    // an implication from the contracts or its mutation
    std::vector<std::string> sub;                    // sub(p) of Section 4.2.1 (printed, sorted)
};

struct PredicateSet {
    std::vector<Predicate> predicates;
    // The violated clause c as seen from the faulty routine: for a precondition violated at a
    // call, the callee's clause with the actual arguments and the call's target substituted
    // (so that `0 <= i and i <= count + 1` of go_i_th called as go_i_th (idx) reads
    // `0 <= idx and idx <= count + 1`); for a call on Void `t /= Void` (t = the call's target),
    // for a division by zero `d /= 0` (these two only when they check in r); otherwise the
    // clause as written. Null when unknown.
    std::shared_ptr<const syntax::Expr> clause;
    std::vector<std::string> clauseSub;              // sub(c)
    int candidatesDropped = 0;                       // built but did not check in the routine
    int redundantDropped = 0;                        // pruned as duplicates, constants or co-implied
};

// Builds the predicate set of Section 3.3 for `fault` (lowered on top of the program, which does
// not change). Predicates are ordered deterministically (first appearance). z3's pruning charges
// `z3Budget` (none: no limit).
PredicateSet buildPredicates(const sema::Program& program, const FaultUnderRepair& fault, Z3Budget* z3Budget = nullptr);

}  // namespace amend::analysis
