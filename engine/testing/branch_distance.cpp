// Branch distance over lowered expressions (see branch_distance.h).
#include "testing/branch_distance.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace amend::testing {

double normalisedDistance(double d)
{
    if (!(d > 0)) return 0;  // NaN counts as 0 too: it only comes from a real comparison that held
    if (std::isinf(d)) return 1;
    return d / (d + 1);
}

namespace {

constexpr double kFar = 1.0;  // an operand that cannot be evaluated, a leaf with the other value

std::optional<double> numeric(const std::optional<runtime::Value>& v)
{
    if (!v || !v->isBasic()) return std::nullopt;
    if (v->tag == runtime::Tag::Real64 || v->tag == runtime::Tag::Real32) return v->r;
    if (v->tag == runtime::Tag::Natural64) return static_cast<double>(v->n64);
    return static_cast<double>(v->asInt());
}

// Raw distance of `a op b` from true; op one of Lt, Le, Gt, Ge, Eq, Ne.
double relationalToTrue(ir::Op op, double a, double b)
{
    switch (op) {
    case ir::Op::Eq: return std::fabs(a - b);
    case ir::Op::Ne: return a != b ? 0 : 1;
    case ir::Op::Lt: return a < b ? 0 : a - b + 1;
    case ir::Op::Le: return a <= b ? 0 : a - b;
    case ir::Op::Gt: return a > b ? 0 : b - a + 1;
    case ir::Op::Ge: return a >= b ? 0 : b - a;
    default: return 0;
    }
}

ir::Op negated(ir::Op op)
{
    switch (op) {
    case ir::Op::Eq: return ir::Op::Ne;
    case ir::Op::Ne: return ir::Op::Eq;
    case ir::Op::Lt: return ir::Op::Ge;
    case ir::Op::Le: return ir::Op::Gt;
    case ir::Op::Gt: return ir::Op::Le;
    case ir::Op::Ge: return ir::Op::Lt;
    default: return op;
    }
}

bool isRelational(ir::Op op)
{
    return op == ir::Op::Eq || op == ir::Op::Ne || op == ir::Op::Lt || op == ir::Op::Le || op == ir::Op::Gt || op == ir::Op::Ge;
}

double leaf(const ir::Expr& expr, bool wanted, const runtime::FrameView& frame)
{
    const std::optional<runtime::Value> v = frame.evaluate(expr);
    if (!v || v->tag != runtime::Tag::Boolean) return kFar;
    return v->b == wanted ? 0 : kFar;
}

// An operand that runs no routine: constants, entities, attributes of Current and the operators
// on them. Only such an operand is evaluated where Eiffel would not evaluate it (the right side of
// a semi-strict operator whose left side decides): a call there may recurse without end on the
// very values its guard rules out (`n > 0 implies Result = n * f (n - 1)` with n = 0 calls f (-1)
// with no precondition checked inside a contract, down to the depth budget, and unwinding that
// cost milliseconds per clause), read through Void, or loop.
bool runsNoRoutine(const ir::Expr& e)
{
    switch (e.op) {
    case ir::Op::Int32Const: case ir::Op::Int64Const: case ir::Op::Nat32Const: case ir::Op::RealConst:
    case ir::Op::BoolConst: case ir::Op::CharConst: case ir::Op::VoidConst: case ir::Op::BasicConst:
    case ir::Op::Current: case ir::Op::Result: case ir::Op::Local: case ir::Op::Old: case ir::Op::AttrCurrent:
    case ir::Op::Add: case ir::Op::Sub: case ir::Op::Mul: case ir::Op::Div: case ir::Op::IntDiv:
    case ir::Op::Mod: case ir::Op::Pow: case ir::Op::Neg:
    case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge: case ir::Op::Eq: case ir::Op::Ne:
    case ir::Op::And: case ir::Op::Or: case ir::Op::Xor: case ir::Op::AndThen: case ir::Op::OrElse:
    case ir::Op::Implies: case ir::Op::Not: case ir::Op::Convert:
        return std::all_of(e.kids.begin(), e.kids.end(), [](const ir::ExprPtr& k) { return k && runsNoRoutine(*k); });
    default:
        return false;
    }
}

double distance(const ir::Expr& expr, bool wanted, const runtime::FrameView& frame);

// The distance of the right operand of `expr` (And, AndThen, Or, OrElse, Implies) from `wanted`.
// All five are semi-strict (ir.h): it is measured only when the left operand lets Eiffel evaluate
// it (true for `and' and `implies', false for `or') or when it runs no routine; otherwise it
// counts as the largest distance.
// `leftEnabling' gives the left operand's distance to the value under which Eiffel evaluates the
// right one (true for and / implies, false for or); callers pass what they computed.
template <typename LeftEnabling>
double rightDistance(const ir::Expr& expr, bool wanted, LeftEnabling leftEnabling, const runtime::FrameView& frame)
{
    const ir::Expr& right = *expr.kids[1];
    if (runsNoRoutine(right)) return distance(right, wanted, frame);
    return leftEnabling() == 0 ? distance(right, wanted, frame) : kFar;
}

double distance(const ir::Expr& expr, bool wanted, const runtime::FrameView& frame)
{
    switch (expr.op) {
    case ir::Op::Not:
        return expr.kids.size() == 1 ? distance(*expr.kids[0], !wanted, frame) : leaf(expr, wanted, frame);
    case ir::Op::And:
    case ir::Op::AndThen:
    case ir::Op::Or:
    case ir::Op::OrElse: {
        if (expr.kids.size() != 2) return leaf(expr, wanted, frame);
        const bool conjunction = expr.op == ir::Op::And || expr.op == ir::Op::AndThen;
        const double a = distance(*expr.kids[0], wanted, frame);
        // Eiffel evaluates the right side when the left is true (and) or false (or).
        const double b = rightDistance(expr, wanted, [&] { return conjunction == wanted ? a : distance(*expr.kids[0], conjunction, frame); }, frame);
        // Wanted true: a conjunction needs both (sum), a disjunction one (min); false: swapped.
        return conjunction == wanted ? a + b : std::min(a, b);
    }
    case ir::Op::Implies: {
        if (expr.kids.size() != 2) return leaf(expr, wanted, frame);
        // a implies b = (not a) or b.
        const double notA = distance(*expr.kids[0], false, frame);
        std::optional<double> a;
        auto leftTrue = [&] {
            if (!a) a = distance(*expr.kids[0], true, frame);
            return *a;
        };
        const double b = rightDistance(expr, wanted, leftTrue, frame);
        if (wanted) return std::min(notA, b);
        return leftTrue() + b;
    }
    default: break;
    }
    if (isRelational(expr.op) && expr.kids.size() == 2 && expr.basic != sema::BasicKind::None &&
        expr.basic != sema::BasicKind::Boolean) {
        const std::optional<double> a = numeric(frame.evaluate(*expr.kids[0]));
        const std::optional<double> b = numeric(frame.evaluate(*expr.kids[1]));
        if (!a || !b) return kFar;
        return normalisedDistance(relationalToTrue(wanted ? expr.op : negated(expr.op), *a, *b));
    }
    return leaf(expr, wanted, frame);
}

}  // namespace

double branchDistance(const ir::Expr& expr, bool wanted, const runtime::FrameView& frame)
{
    return normalisedDistance(distance(expr, wanted, frame) * 4);  // sums of several (0, 1) terms back into [0, 1)
}

}  // namespace amend::testing
