// Arcuri & Yao's distance to satisfying a contract clause (co-evolution paper, "Distance Functions"): how
// far a run is from making the violated clause true, so the search can reward a candidate that
// brings a failing test closer to passing before it passes. With K = 1:
//   a = b → |a − b|     a /= b → 0 or K     a < b → a − b + K     a <= b → a − b   (when false)
//   p and q → d(p) + d(q)    p or q → min(d(p), d(q))    p implies q → min(d(not p), d(q))
//   not p → the distance to making p false (relations inverted, De Morgan)
//   any other Boolean term → 0 when true, K when false; a term that cannot be evaluated → K.
// Integer and real terms are combined with + − * and unary minus here; the rest (names, calls,
// `old e`) come from a TermValues the caller provides. The function itself knows no interpreter.
#pragma once

#include "syntax/ast.h"

#include <optional>

namespace amend::search {

class TermValues {
public:
    virtual ~TermValues() = default;
    // The number / truth value of a term that is not an arithmetic, relation or connective;
    // nullopt when it has none (undefined, Void, not a number).
    virtual std::optional<double> number(const syntax::Expr& term) const = 0;
    virtual std::optional<bool> truth(const syntax::Expr& term) const = 0;
};

inline constexpr double distanceK = 1.0;

// d(clause): 0 when the clause holds, positive otherwise.
double clauseDistance(const syntax::Expr& clause, const TermValues& values);
// d(not clause): 0 when the clause is false.
double negatedDistance(const syntax::Expr& clause, const TermValues& values);
// A distance in [0, 1): d / (d + 1), so one failing test never outweighs a passing one.
inline double normalizedDistance(double d) { return d / (d + 1.0); }

// Is `e` a term TermValues is asked about (a leaf of the distance function)?
bool isDistanceTerm(const syntax::Expr& e);

}  // namespace amend::search
