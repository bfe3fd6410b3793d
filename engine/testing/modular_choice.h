// The values modular testing chooses for havocked variables (modular_check.h): candidate Eiffel
// expressions per variable (its old value, small integers, the two sides of the comparisons in the
// contracts around it with `old' removed, ±1), combined into assignment sequences, fewest changed
// variables first; and a variable solved from an equality of the invariant. Text only: whether a candidate type-checks is decided by lowering it.
#pragma once

#include "syntax/ast.h"

#include <string>
#include <vector>

namespace amend::testing {

struct HavocVariable {
    std::string name;                     // lower-case attribute or local, or "Result"
    std::vector<std::string> candidates;  // Eiffel expressions; the first is the variable itself
};

// The two sides of every comparison (= /= < <= > >=) inside `exprs`, printed, `old' removed, each
// followed by its ±1; then 0, 1, -1. Duplicates dropped.
std::vector<std::string> comparisonSides(const std::vector<const syntax::Expr*>& exprs);

// `name' first, then `sides', then `name + 1', `name - 1', True, False, `not name'.
std::vector<std::string> candidatesFor(const std::string& name, const std::vector<std::string>& sides);

// The candidates that are integer literals ("59", "-1"), in their order.
std::vector<std::string> integerLiterals(std::vector<std::string> candidates);

// Choices of one candidate index per variable (0 = the variable itself), those changing fewer
// variables and using earlier candidates first, at most `max'.
std::vector<std::vector<std::size_t>> rankedChoices(const std::vector<HavocVariable>& variables, int max);

// A variable expressed through the others by an equality it occurs in once, as a term added or
// subtracted on one side: `n = m * q + r' solved for r is `r := (n) - (m * q)'. Assigned after the
// other variables got their values, it makes the equality hold whatever they are (a state the
// prover's invariant allows that candidates alone rarely hit: q negative, r large).
struct EqualitySolution {
    std::string variable;    // as in `variables' below
    std::string expression;  // Eiffel, reading the other variables' new values
};
// The solutions of the equalities among `clauses' (top-level conjuncts `L = R'), each for one of
// `variables' occurring exactly once in it, not inside a product, call or other operator.
std::vector<EqualitySolution> equalitySolutions(const std::vector<const syntax::Expr*>& clauses, const std::vector<std::string>& variables);

// Assignment sequences ("x := e1\ny := e2\n") choosing one candidate per variable, those changing
// fewer variables and using earlier candidates first, at most `max`. A variable left as itself is
// not assigned; assignments are ordered so that no expression reads a variable assigned before it
// (a choice where that is impossible is left out).
std::vector<std::string> assignmentChoices(const std::vector<HavocVariable>& variables, int max);

// For each solution: the assignment choices of the other variables (at most `max'), each followed by
// the solved variable's assignment, so that its equality holds in the chosen state.
std::vector<std::string> solvedChoices(const std::vector<HavocVariable>& variables, const std::vector<EqualitySolution>& solutions, int max);

}  // namespace amend::testing
