// Candidates that need no snapshot, from the code at and around the failure:
//  - replacement in place (4.3.2 applied to every condition, assignment source and call argument
//    of the routine): integer sub-expressions ±1 (and 0, 1, -1), comparison operators swapped
//    among < <= > >= = /=, Boolean sub-expressions negated or replaced by True / False;
//  - AutoFix-E2 (its paper's code-based fixing) for a callee's precondition violated at a call site: the guard
//    `if <callee precondition> then call end`, and "make it hold first" actions that set an
//    argument to an extremal value of the precondition (constraint_solving.h) when it fails;
//  - for a call on a Void target: the guard `if target /= Void then old_stmt end` and, when the
//    call is in a condition c, `target /= Void and then c` and `target = Void or else c` (the
//    latter for a loop's exit condition, which must stop the loop on Void).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "analysis/z3_budget.h"
#include "synthesis/candidate.h"

#include <vector>

namespace amend::synthesis {

// `z3Budget`: the fault's z3 budget, charged by the extremal values' z3 checks (none: no limit).
std::vector<Candidate> codeCandidates(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                      const RoutineText& text, const analysis::FaultLocalization& localization,
                                      analysis::Z3Budget* z3Budget = nullptr);

// The suspiciousness a candidate edit of the instruction starting at `offset` gets: that of the
// best snapshot located there (a hair lower: the snapshot's own fixes first), else less the
// farther it is (`distance` lines) from the failure.
double editSuspicion(const analysis::FaultLocalization& localization, const RoutineText& text, std::uint32_t offset, int distance);

// The precondition of `callee` as seen at a call `call` (qualified or not): formal arguments
// replaced by the actual arguments, Current's unqualified features prefixed by the call's target
// (analysis::substituteCall), printed. Empty when it cannot be expressed (no precondition,
// agents, old …).
std::string calleePreconditionAt(const sema::FeatureInfo& callee, const syntax::Expr& call);

}  // namespace amend::synthesis
