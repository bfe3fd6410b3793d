// Evidence that the actual state is less restrictive than the hypothesized one (path-based WP paper,
// Section 2.5), on one error trace. At each point i, from the end of the trace backwards, the
// disjunct of R_i's DNF closest to holding in the run (fewest atoms False there) is chosen and
// each of its negative atoms q is tested with z3: when the actual state A_i excludes q (A_i and q
// unsatisfiable, opaques free, all over 32-bit bit-vectors), the unsat core says which evidence
// it is — explicit of type I (q is False on its own: no variable), explicit of type II (an atom
// p of A_i about the same quantity: equal left-hand sides in normal form), or explicit with the
// atoms of the core. Negative atoms of R_0 never found in an explicit evidence are implicit
// evidence (the trace lacks a constraint: a missing iteration, a missing assignment).
//
// Each evidence names the statements that can remove it: the assignments at or after its point
// in the pwp slice of its hypothesized atom, and the branch that produced its actual atom.
#pragma once

#include "analysis/technique_evidence.h"
#include "analysis/z3_budget.h"
#include "wp/pwp.h"

#include <string>
#include <vector>

namespace amend::wp {

using EvidenceKind = analysis::WpEvidenceKind;  // ExplicitTypeI, ExplicitTypeII, Explicit, Implicit

struct Evidence {
    EvidenceKind kind = EvidenceKind::Implicit;
    std::size_t point = 0;                   // execution point (0..n)
    TermPtr hypothesized;                    // q: a negative atom of R_point
    TermPtr actual;                          // p (type II: the atom of A_point; Explicit: the first core atom)
    std::vector<const ir::Instr*> statements;  // instructions that can remove it, nearest first
};

struct EvidenceOptions {
    analysis::Z3Units z3Limit = analysis::z3UnitsForSeconds(0.2);  // per z3 call (z3 resource units)
    double budgetSeconds = 2.0;      // for the whole trace: later (earlier-executed) points are left out
    std::size_t maxPoints = 400;     // points examined (the last ones)
    std::size_t maxTermSize = 4000;  // R_i larger than this (as a tree) is not examined
    std::size_t maxActualAtoms = 48;
    analysis::Z3Budget* z3Budget = nullptr;  // the fault's z3 budget, charged by every call (none: no limit)
};

// Evidence on `trace`, latest point first; z3 calls counted in `solverCalls` when given.
std::vector<Evidence> findEvidence(const ErrorTrace& trace, const EvidenceOptions& options, int* solverCalls = nullptr);

}  // namespace amend::wp
