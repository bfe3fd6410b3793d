// Upper bounds of integer entities read off the contracts (see range_bounds.h).
#include "search/range_bounds.h"

#include "support/ascii_case.h"
#include "syntax/printer.h"

#include <algorithm>

namespace amend::search {

namespace {

using syntax::BinaryOp;
using syntax::Expr;
using syntax::ExprKind;

const Expr* withoutParen(const Expr* e)
{
    while (e && e->kind == ExprKind::Paren && !e->args.empty()) e = e->args[0].get();
    return e;
}

bool names(const Expr* e, const std::string& name)
{
    e = withoutParen(e);
    if (!e) return false;
    if (e->kind == ExprKind::ResultRef) return name == "result";
    return e->kind == ExprKind::Call && !e->target && e->args.empty() && support::asciiLower(e->name) == name;
}

// K as a bound: a literal of at least 2 (below 2 the wrap gives a constant), or a plain name.
std::string boundText(const Expr* k, bool inclusive)
{
    k = withoutParen(k);
    if (!k) return {};
    if (k->kind == ExprKind::IntegerLit) return k->intValue >= 2 - (inclusive ? 1 : 0) ? std::to_string(k->intValue + (inclusive ? 1 : 0)) : std::string();
    if (k->kind != ExprKind::Call || k->target || !k->args.empty()) return {};
    return inclusive ? "(" + k->name + " + 1)" : k->name;
}

void collect(const Expr& clause, const std::string& name, std::vector<std::string>& out)
{
    syntax::forEachNode(clause, [&](const Expr& e) {
        if (e.kind != ExprKind::Binary || e.args.size() != 2) return;
        const Expr* left = e.args[0].get();
        const Expr* right = e.args[1].get();
        std::string bound;
        if ((e.binaryOp == BinaryOp::Lt || e.binaryOp == BinaryOp::Le) && names(left, name)) bound = boundText(right, e.binaryOp == BinaryOp::Le);
        if ((e.binaryOp == BinaryOp::Gt || e.binaryOp == BinaryOp::Ge) && names(right, name)) bound = boundText(left, e.binaryOp == BinaryOp::Ge);
        if (!bound.empty() && support::asciiLower(bound) != name) out.push_back(bound);
    });
}

}  // namespace

std::vector<std::string> exclusiveUpperBounds(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const std::string& name)
{
    std::vector<std::string> out;
    if (feature.owner && feature.owner->decl)
        for (const syntax::Assertion& a : feature.owner->decl->invariant)
            if (a.expr) collect(*a.expr, name, out);
    if (text.valid())
        for (const syntax::Assertion& a : text.decl().postcondition)
            if (a.expr) collect(*a.expr, name, out);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace amend::search
