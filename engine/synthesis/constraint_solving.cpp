// Extremal values with z3 (see constraint_solving.h). One z3::context per call, a timeout on
// every solver, `unknown` treated as a normal answer.
#include "synthesis/constraint_solving.h"

#include "syntax/printer.h"

#include <z3++.h>

#include <map>
#include <optional>

namespace amend::synthesis {

namespace {

using B = syntax::BinaryOp;

class Encoder {
public:
    Encoder(z3::context& c, std::string substituteName, const syntax::Expr* by) : m_c(c), m_name(std::move(substituteName)), m_by(by) {}

    std::optional<z3::expr> integer(const syntax::Expr& e)
    {
        using K = syntax::ExprKind;
        switch (e.kind) {
        case K::IntegerLit: return m_c.int_val(static_cast<int64_t>(e.intValue));
        case K::Paren: return integer(*e.args[0]);
        case K::Unary:
            if (e.unaryOp == syntax::UnaryOp::Minus) {
                auto x = integer(*e.args[0]);
                if (x) return -*x;
            }
            return std::nullopt;
        case K::Call:
            if (e.args.empty()) {
                if (!e.target && e.name == m_name && m_by) return integer(*m_by);
                const std::string key = syntax::printExpr(e);
                return m_c.int_const(key.c_str());
            }
            return std::nullopt;
        case K::Binary: {
            if (e.binaryOp != B::Plus && e.binaryOp != B::Minus && e.binaryOp != B::Times) return std::nullopt;
            auto l = integer(*e.args[0]);
            auto r = integer(*e.args[1]);
            if (!l || !r) return std::nullopt;
            if (e.binaryOp == B::Plus) return *l + *r;
            if (e.binaryOp == B::Minus) return *l - *r;
            if (!l->is_numeral() && !r->is_numeral()) return std::nullopt;  // stay linear
            return *l * *r;
        }
        default: return std::nullopt;
        }
    }

    std::optional<z3::expr> boolean(const syntax::Expr& e)
    {
        using K = syntax::ExprKind;
        if (e.kind == K::Paren) return boolean(*e.args[0]);
        if (e.kind == K::BoolLit) return m_c.bool_val(e.boolValue);
        if (e.kind == K::Unary && e.unaryOp == syntax::UnaryOp::Not) {
            auto x = boolean(*e.args[0]);
            if (x) return !*x;
            return std::nullopt;
        }
        if (e.kind != K::Binary) return std::nullopt;
        switch (e.binaryOp) {
        case B::And:
        case B::AndThen:
        case B::Or:
        case B::OrElse:
        case B::Implies: {
            auto l = boolean(*e.args[0]);
            auto r = boolean(*e.args[1]);
            if (!l || !r) return std::nullopt;
            if (e.binaryOp == B::Implies) return z3::implies(*l, *r);
            return e.binaryOp == B::Or || e.binaryOp == B::OrElse ? (*l || *r) : (*l && *r);
        }
        case B::Lt:
        case B::Le:
        case B::Gt:
        case B::Ge:
        case B::Eq:
        case B::Ne: {
            auto l = integer(*e.args[0]);
            auto r = integer(*e.args[1]);
            if (!l || !r) return std::nullopt;
            switch (e.binaryOp) {
            case B::Lt: return *l < *r;
            case B::Le: return *l <= *r;
            case B::Gt: return *l > *r;
            case B::Ge: return *l >= *r;
            case B::Eq: return *l == *r;
            default: return *l != *r;
            }
        }
        default: return std::nullopt;
        }
    }

private:
    z3::context& m_c;
    std::string m_name;
    const syntax::Expr* m_by;
};

bool isName(const syntax::Expr& e, const std::string& name)
{
    const syntax::Expr* x = &e;
    while (x->kind == syntax::ExprKind::Paren) x = x->args[0].get();
    return x->kind == syntax::ExprKind::Call && !x->target && x->args.empty() && x->name == name;
}

// Atoms `formal op E` / `E op formal` of the top-level conjunctions of `e`: (E, isLower, strict).
void bounds(const syntax::Expr& e, const std::string& formal, std::vector<std::tuple<const syntax::Expr*, bool, bool>>& out)
{
    if (e.kind == syntax::ExprKind::Paren) return bounds(*e.args[0], formal, out);
    if (e.kind != syntax::ExprKind::Binary) return;
    if (e.binaryOp == B::And || e.binaryOp == B::AndThen) {
        bounds(*e.args[0], formal, out);
        bounds(*e.args[1], formal, out);
        return;
    }
    const bool left = isName(*e.args[0], formal);
    const bool right = isName(*e.args[1], formal);
    if (left == right) return;
    const syntax::Expr* other = left ? e.args[1].get() : e.args[0].get();
    // Normalise to `formal op other`.
    B op = e.binaryOp;
    if (!left) {
        switch (op) {
        case B::Lt: op = B::Gt; break;
        case B::Le: op = B::Ge; break;
        case B::Gt: op = B::Lt; break;
        case B::Ge: op = B::Le; break;
        default: break;
        }
    }
    switch (op) {
    case B::Ge: out.emplace_back(other, true, false); break;
    case B::Gt: out.emplace_back(other, true, true); break;
    case B::Le: out.emplace_back(other, false, false); break;
    case B::Lt: out.emplace_back(other, false, true); break;
    case B::Eq: out.emplace_back(other, true, false); out.emplace_back(other, false, false); break;
    default: break;
    }
}

// `e` printed with formals replaced by actual argument texts and Current's features by prefix.
std::string atCall(const syntax::Expr& e, const std::vector<std::string>& formals, const std::vector<std::string>& actuals,
                   const std::string& prefix)
{
    using K = syntax::ExprKind;
    switch (e.kind) {
    case K::Call:
        if (!e.target && e.args.empty()) {
            for (std::size_t i = 0; i < formals.size(); ++i)
                if (formals[i] == e.name) return actuals[i];
            return prefix.empty() ? e.name : prefix + "." + e.name;
        }
        return syntax::printExpr(e);
    case K::Binary:
        return atCall(*e.args[0], formals, actuals, prefix) + " " + syntax::binaryOpText(e.binaryOp) + " " +
               atCall(*e.args[1], formals, actuals, prefix);
    case K::Paren: return std::string(1, '(').append(atCall(*e.args[0], formals, actuals, prefix)).append(")");
    default: return syntax::printExpr(e);
    }
}

}  // namespace

int impliedLinear(const std::vector<const syntax::Expr*>& assumptions, const syntax::Expr& constraint,
                  const std::string& substituteName, const syntax::Expr* substituteBy, unsigned timeoutMs)
{
    try {
        z3::context c;
        Encoder plain(c, std::string(), nullptr);
        Encoder subst(c, substituteName, substituteBy);
        z3::solver s(c);
        z3::params p(c);
        p.set("timeout", timeoutMs);
        s.set(p);
        for (const syntax::Expr* a : assumptions) {
            auto x = plain.boolean(*a);
            if (x) s.add(*x);
        }
        auto goal = subst.boolean(constraint);
        if (!goal) return -1;
        s.add(!*goal);
        switch (s.check()) {
        case z3::unsat: return 1;
        case z3::sat: return 0;
        default: return -1;
        }
    } catch (const z3::exception&) {
        return -1;
    }
}

std::vector<std::string> extremalValues(const sema::FeatureInfo& callee, const std::string& formal, const syntax::Expr& call,
                                        const std::string& sourceText, unsigned timeoutMs)
{
    std::vector<std::string> out;
    if (!callee.decl) return out;
    std::vector<std::string> formals = callee.argNames;
    std::vector<std::string> actuals;
    for (const syntax::ExprPtr& a : call.args) actuals.push_back(sourceText.substr(a->range.begin, a->range.end - a->range.begin));
    if (formals.size() != actuals.size()) return out;
    const std::string prefix =
        call.target ? sourceText.substr(call.target->range.begin, call.target->range.end - call.target->range.begin) : std::string();
    // Invariant clauses of the callee's class strengthen the constraint (paper: count >= 0).
    std::vector<const syntax::Expr*> invariant;
    if (callee.writtenIn && callee.writtenIn->decl)
        for (const syntax::Assertion& a : callee.writtenIn->decl->invariant)
            if (a.expr) invariant.push_back(a.expr.get());
    for (const syntax::Assertion& clause : callee.decl->precondition) {
        if (!clause.expr) continue;
        std::vector<std::tuple<const syntax::Expr*, bool, bool>> found;
        bounds(*clause.expr, formal, found);
        for (const auto& [bound, lower, strict] : found) {
            // z3: with `formal` := bound the clause must hold under the invariant.
            if (!strict && impliedLinear(invariant, *clause.expr, formal, bound, timeoutMs) == 0) continue;
            std::string text = atCall(*bound, formals, actuals, prefix);
            if (strict) text = "(" + text + (lower ? ") + 1" : ") - 1");
            if (std::find(out.begin(), out.end(), text) == out.end()) out.push_back(text);
        }
    }
    return out;
}

}  // namespace amend::synthesis
