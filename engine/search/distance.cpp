// Arcuri & Yao's distance functions (see distance.h).
#include "search/distance.h"

#include <algorithm>
#include <cmath>

namespace amend::search {

using syntax::BinaryOp;
using syntax::Expr;
using syntax::ExprKind;

namespace {

const Expr* unparen(const Expr& e)
{
    const Expr* x = &e;
    while (x->kind == ExprKind::Paren && !x->args.empty() && x->args[0]) x = x->args[0].get();
    return x;
}

bool isRelation(BinaryOp op)
{
    return op == BinaryOp::Eq || op == BinaryOp::Ne || op == BinaryOp::Lt || op == BinaryOp::Le || op == BinaryOp::Gt ||
           op == BinaryOp::Ge;
}

bool isPlusMinusTimes(BinaryOp op) { return op == BinaryOp::Plus || op == BinaryOp::Minus || op == BinaryOp::Times; }

std::optional<double> numberOf(const Expr& expr, const TermValues& values)
{
    const Expr& e = *unparen(expr);
    if (e.kind == ExprKind::IntegerLit) return static_cast<double>(e.intValue);
    if (e.kind == ExprKind::RealLit) return e.realValue;
    if (e.kind == ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Minus && !e.args.empty() && e.args[0]) {
        const auto v = numberOf(*e.args[0], values);
        return v ? std::optional<double>(-*v) : std::nullopt;
    }
    if (e.kind == ExprKind::Binary && isPlusMinusTimes(e.binaryOp) && e.args.size() == 2 && e.args[0] && e.args[1]) {
        const auto a = numberOf(*e.args[0], values), b = numberOf(*e.args[1], values);
        if (!a || !b) return std::nullopt;
        switch (e.binaryOp) {
        case BinaryOp::Plus: return *a + *b;
        case BinaryOp::Minus: return *a - *b;
        default: return *a * *b;
        }
    }
    return values.number(e);
}

// The distance of the relation `a op b` being true (negated: being false).
double relationDistance(BinaryOp op, double a, double b, bool negated)
{
    if (negated) {
        switch (op) {
        case BinaryOp::Eq: op = BinaryOp::Ne; break;
        case BinaryOp::Ne: op = BinaryOp::Eq; break;
        case BinaryOp::Lt: op = BinaryOp::Ge; break;
        case BinaryOp::Le: op = BinaryOp::Gt; break;
        case BinaryOp::Gt: op = BinaryOp::Le; break;
        default: op = BinaryOp::Lt; break;   // not (a >= b)
        }
    }
    switch (op) {
    case BinaryOp::Eq: return std::abs(a - b);
    case BinaryOp::Ne: return a != b ? 0 : distanceK;
    case BinaryOp::Lt: return a < b ? 0 : a - b + distanceK;
    case BinaryOp::Le: return a <= b ? 0 : a - b;
    case BinaryOp::Gt: return a > b ? 0 : b - a + distanceK;
    default: return a >= b ? 0 : b - a;
    }
}

double distanceOf(const Expr& expr, const TermValues& values, bool negated)
{
    const Expr& e = *unparen(expr);
    if (e.kind == ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Not && !e.args.empty() && e.args[0])
        return distanceOf(*e.args[0], values, !negated);
    if (e.kind == ExprKind::Binary && e.args.size() == 2 && e.args[0] && e.args[1]) {
        const Expr& p = *e.args[0];
        const Expr& q = *e.args[1];
        switch (e.binaryOp) {
        case BinaryOp::And:
        case BinaryOp::AndThen:
            return negated ? std::min(distanceOf(p, values, true), distanceOf(q, values, true))
                           : distanceOf(p, values, false) + distanceOf(q, values, false);
        case BinaryOp::Or:
        case BinaryOp::OrElse:
            return negated ? distanceOf(p, values, true) + distanceOf(q, values, true)
                           : std::min(distanceOf(p, values, false), distanceOf(q, values, false));
        case BinaryOp::Implies:   // not p or q
            return negated ? distanceOf(p, values, false) + distanceOf(q, values, true)
                           : std::min(distanceOf(p, values, true), distanceOf(q, values, false));
        default: break;
        }
        if (isRelation(e.binaryOp)) {
            const auto a = numberOf(p, values), b = numberOf(q, values);
            if (a && b) return relationDistance(e.binaryOp, *a, *b, negated);
            if (e.binaryOp == BinaryOp::Eq || e.binaryOp == BinaryOp::Ne) {
                const auto x = values.truth(p), y = values.truth(q);
                if (x && y) return ((*x == *y) == (e.binaryOp == BinaryOp::Eq)) != negated ? 0 : distanceK;
            }
        }
    }
    const auto t = values.truth(e);
    if (!t) return distanceK;
    return *t != negated ? 0 : distanceK;
}

}  // namespace

double clauseDistance(const Expr& clause, const TermValues& values) { return distanceOf(clause, values, false); }
double negatedDistance(const Expr& clause, const TermValues& values) { return distanceOf(clause, values, true); }

bool isDistanceTerm(const Expr& e)
{
    switch (e.kind) {
    case ExprKind::Paren:
    case ExprKind::IntegerLit:
    case ExprKind::RealLit: return false;
    case ExprKind::Unary: return e.unaryOp != syntax::UnaryOp::Not && e.unaryOp != syntax::UnaryOp::Minus;
    case ExprKind::Binary:
        return !(isRelation(e.binaryOp) || isPlusMinusTimes(e.binaryOp) || e.binaryOp == BinaryOp::And || e.binaryOp == BinaryOp::Or ||
                 e.binaryOp == BinaryOp::AndThen || e.binaryOp == BinaryOp::OrElse || e.binaryOp == BinaryOp::Implies);
    default: return true;
    }
}

}  // namespace amend::search
