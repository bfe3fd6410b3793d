// Location and modification (path-based WP paper, Section 2.6 and Figure 2): change one statement so that
// the modified trace's weakest precondition holds in the actual state of every failing trace
// while every passing trace keeps its outcome. The statements come from the evidence first
// (those that can remove it), then every other assignment and branch of the failing traces,
// latest first. Per statement the changes tried are, at each node of its expression:
//   - operator: another arithmetic operator (+ - * // \\) or relational operator (< <= > >= = /=)
//   - variable: another INTEGER_32 / BOOLEAN variable of the routine of the same sort
//   - constant: a new value, solved for with z3 (the one closest to the old value)
//   - addend: `e + c` on the whole right-hand side or on an operand of a comparison, c solved for
// A change suggested by the string difference between an evidence's actual and hypothesized
// atoms (a relational operator, a constant) is tried first.
//
// For an assignment, the modified trace is run forward from the actual state on entry (the
// path-based weakest precondition holds there exactly when the goal holds at the end of the
// trace run forward, with opaques frozen) and the goal must hold on every failing trace (or, failing
// that, on the first: see Modification::explainedTraces) and still hold on every passing one. For a branch predicate (If condition, loop exit test), the
// path changes: the modified predicate must take the other branch at some instance of every
// failing trace that reaches it (a missing or extra iteration is a loop exit test changed at its
// last instance); one that keeps the same branch at every instance of the passing traces comes
// first. The common validator runs the tests on what survives.
#pragma once

#include "support/cancel.h"
#include "wp/evidence.h"

#include <string>
#include <vector>

namespace amend::wp {

using ModificationKind = analysis::WpChange;  // Operator, Variable, Constant, Addend

struct Modification {
    ModificationKind kind = ModificationKind::Operator;
    const ir::Instr* instr = nullptr;  // the statement changed
    bool branch = false;               // its branch predicate (If condition / loop exit) rather than an assignment
    SourceRange expression;            // the right-hand side / predicate changed
    std::string before, after;         // that expression's text before and after
    std::uint32_t editBegin = 0, editEnd = 0;  // the text edit of the routine's file (byte range replaced)
    std::string editText;
    int evidence = -1;                 // the evidence that located the statement (index), -1: none
    bool stringDifference = false;     // suggested by the evidence's string difference
    // Failing traces on which the modified trace's pwp holds, of `failingTraces`: all of them
    // when possible; else only the first (the error trace of the paper, which analyses one):
    // along a fixed path, a fix that changes how often a branch is taken can explain a short
    // trace only (the validator runs the real program on all).
    int explainedTraces = 0;
    int failingTraces = 0;
    int passingChanged = 0;            // branch: passing traces that take the other branch somewhere
};

struct ModificationOptions {
    analysis::Z3Units z3Limit = analysis::z3UnitsForSeconds(2);  // per z3 call (z3 resource units)
    int maxModifications = 40;
    int maxStatements = 24;
    double budgetSeconds = 20;  // for the whole search: what is found by then is returned
    analysis::Z3Budget* z3Budget = nullptr;  // the fault's z3 budget, charged by every call (none: no limit)
};

struct ModificationInput {
    const sema::Program* program = nullptr;
    const ir::Routine* routine = nullptr;
    const std::vector<ErrorTrace>* failing = nullptr;  // at least one
    const std::vector<ErrorTrace>* passing = nullptr;
    const std::vector<Evidence>* evidence = nullptr;   // on failing->front()
    const CancelToken* cancel = nullptr;               // checked before each change tried
};

std::vector<Modification> findModifications(const ModificationInput& input, const ModificationOptions& options, int* solverCalls = nullptr);

}  // namespace amend::wp
