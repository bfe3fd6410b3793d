// Extremal values of linear constraints (AutoFix paper, Section 4.3.4; the paper uses
// Mathematica, we use z3): for an integer argument `formal` of a routine whose precondition is a
// Boolean combination of linear inequalities, the minimal and maximal values it allows as
// functions of the other identifiers (e.g. 0 and count + 1 for go_i_th's valid_cursor_index),
// written as expressions at a call site. Each bound is confirmed with z3 (the constraint,
// strengthened with the class invariant's clauses, must hold when `formal` takes it, on runs
// without overflow: analysis/z3_translate.h); z3 answering `unknown` (its resource limit) keeps the bound.
// Every z3 call charges the fault's z3 budget when given one (analysis/z3_budget.h); once it is
// spent the call is not made and answers `unknown`.
#pragma once

#include "analysis/z3_budget.h"
#include "sema/program.h"
#include "syntax/ast.h"

#include <string>
#include <vector>

namespace amend::synthesis {

// Bounds of `formal` in `callee`'s precondition, as texts valid at the call `call` (actual
// arguments and the call's target substituted: analysis::substituteCall). Empty when the
// precondition says nothing linear about `formal`.
std::vector<std::string> extremalValues(const sema::FeatureInfo& callee, const std::string& formal, const syntax::Expr& call,
                                        analysis::Z3Units limit = analysis::z3UnitsForSeconds(0.2), analysis::Z3Budget* budget = nullptr);

// z3: is `constraint`, with `substituteName` replaced by `substituteBy` (when not null), implied
// by `assumptions` on runs without overflow? 1 yes, 0 no, -1 unknown (its resource limit).
int impliedLinear(const std::vector<const syntax::Expr*>& assumptions, const syntax::Expr& constraint,
                  const std::string& substituteName, const syntax::Expr* substituteBy, analysis::Z3Units limit = analysis::z3UnitsForSeconds(0.2),
                  analysis::Z3Budget* budget = nullptr);

}  // namespace amend::synthesis
