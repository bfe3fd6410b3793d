// Syntax-expression helpers for predicates and fault localization (see expression_tools.h).
#include "analysis/expression_tools.h"

#include "syntax/printer.h"

#include <algorithm>

namespace amend::analysis {

using syntax::Expr;
using syntax::ExprKind;
using syntax::ExprPtr;

ExprPtr makeName(const std::string& name, ExprPtr target)
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Call;
    e->name = name;
    e->target = std::move(target);
    return e;
}

ExprPtr makeInteger(std::int64_t value)
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::IntegerLit;
    e->intValue = value;
    e->text = std::to_string(value);
    return e;
}

ExprPtr makeVoid()
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::VoidLit;
    return e;
}

ExprPtr makeBinary(syntax::BinaryOp op, ExprPtr left, ExprPtr right)
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Binary;
    e->binaryOp = op;
    e->args.push_back(std::move(left));
    e->args.push_back(std::move(right));
    return e;
}

ExprPtr makeNot(ExprPtr operand)
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Unary;
    e->unaryOp = syntax::UnaryOp::Not;
    e->args.push_back(std::move(operand));
    return e;
}

namespace {

void stripParens(ExprPtr& e)
{
    if (!e) return;
    while (e->kind == ExprKind::Paren && e->args.size() == 1 && e->args[0]) {
        ExprPtr inner = std::move(e->args[0]);
        e = std::move(inner);
    }
    stripParens(e->target);
    for (ExprPtr& a : e->args) stripParens(a);
}

void collectSub(const Expr& e, std::vector<std::string>& out)
{
    if (e.kind == ExprKind::Paren && !e.args.empty() && e.args[0]) {
        collectSub(*e.args[0], out);
        return;
    }
    out.push_back(syntax::printExpr(e));
    switch (e.kind) {
    case ExprKind::Call:
    case ExprKind::Bracket:
        if (e.target) collectSub(*e.target, out);
        for (const ExprPtr& a : e.args)
            if (a) collectSub(*a, out);
        break;
    case ExprKind::Binary:
    case ExprKind::Unary:
    case ExprKind::Old:
        for (const ExprPtr& a : e.args)
            if (a) collectSub(*a, out);
        break;
    default:
        break;
    }
}

void substitute(ExprPtr& e, const Expr* target, const std::map<std::string, const Expr*>& actuals)
{
    if (!e) return;
    if (e->kind == ExprKind::CurrentRef && target) {
        e = withoutParens(*target);
        return;
    }
    if (e->kind == ExprKind::Call && !e->target) {
        auto it = actuals.find(e->name);
        if (it != actuals.end() && e->args.empty()) {
            e = withoutParens(*it->second);
            return;
        }
        if (target) e->target = withoutParens(*target);
        for (ExprPtr& a : e->args) substitute(a, target, actuals);
        return;
    }
    substitute(e->target, target, actuals);
    for (ExprPtr& a : e->args) substitute(a, target, actuals);
}

}  // namespace

ExprPtr withoutParens(const Expr& expr)
{
    ExprPtr copy = expr.clone();
    stripParens(copy);
    return copy;
}

std::vector<std::string> subExpressionKeys(const Expr& expr)
{
    std::vector<std::string> keys;
    collectSub(expr, keys);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    return keys;
}

ExprPtr substituteCall(const Expr& clause, const Expr* target, const std::map<std::string, const Expr*>& actuals)
{
    ExprPtr copy = withoutParens(clause);
    substitute(copy, target, actuals);
    return copy;
}

}  // namespace amend::analysis
