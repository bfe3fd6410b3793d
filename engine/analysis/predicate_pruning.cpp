// z3-based pruning of redundant predicates (see predicate_pruning.h).
#include "analysis/predicate_pruning.h"

#include "syntax/printer.h"

#include <z3++.h>

#include <map>
#include <optional>
#include <string>

namespace amend::analysis {

namespace {

using syntax::BinaryOp;
using syntax::Expr;
using syntax::ExprKind;

class Translator {
public:
    explicit Translator(z3::context& ctx) : m_ctx(ctx) {}

    z3::expr boolean(const Expr& e)
    {
        if (e.kind == ExprKind::Paren && !e.args.empty()) return boolean(*e.args[0]);
        if (e.kind == ExprKind::BoolLit) return m_ctx.bool_val(e.boolValue);
        if (e.kind == ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Not) return !boolean(*e.args[0]);
        if (e.kind == ExprKind::Binary) {
            const Expr& l = *e.args[0];
            const Expr& r = *e.args[1];
            switch (e.binaryOp) {
            case BinaryOp::And: case BinaryOp::AndThen: return boolean(l) && boolean(r);
            case BinaryOp::Or: case BinaryOp::OrElse: return boolean(l) || boolean(r);
            case BinaryOp::Xor: return boolean(l) != boolean(r);
            case BinaryOp::Implies: return z3::implies(boolean(l), boolean(r));
            case BinaryOp::Lt: return integer(l) < integer(r);
            case BinaryOp::Le: return integer(l) <= integer(r);
            case BinaryOp::Gt: return integer(l) > integer(r);
            case BinaryOp::Ge: return integer(l) >= integer(r);
            case BinaryOp::Eq: case BinaryOp::Ne: {
                z3::expr eq = equality(l, r);
                return e.binaryOp == BinaryOp::Eq ? eq : !eq;
            }
            default: break;
            }
        }
        return atom(e, m_ctx.bool_sort());
    }

private:
    static bool isBooleanShaped(const Expr& e)
    {
        if (e.kind == ExprKind::Paren && !e.args.empty()) return isBooleanShaped(*e.args[0]);
        if (e.kind == ExprKind::BoolLit) return true;
        if (e.kind == ExprKind::Unary) return e.unaryOp == syntax::UnaryOp::Not;
        if (e.kind != ExprKind::Binary) return false;
        switch (e.binaryOp) {
        case BinaryOp::Plus: case BinaryOp::Minus: case BinaryOp::Times: case BinaryOp::Divide:
        case BinaryOp::IntDiv: case BinaryOp::Mod: case BinaryOp::Power: case BinaryOp::Interval:
        case BinaryOp::Free: return false;
        default: return true;
        }
    }
    static bool isIntegerShaped(const Expr& e)
    {
        if (e.kind == ExprKind::Paren && !e.args.empty()) return isIntegerShaped(*e.args[0]);
        if (e.kind == ExprKind::IntegerLit) return true;
        if (e.kind == ExprKind::Unary) return e.unaryOp == syntax::UnaryOp::Minus || e.unaryOp == syntax::UnaryOp::Plus;
        return e.kind == ExprKind::Binary && (e.binaryOp == BinaryOp::Plus || e.binaryOp == BinaryOp::Minus || e.binaryOp == BinaryOp::Times);
    }

    z3::expr equality(const Expr& l, const Expr& r)
    {
        if (l.kind == ExprKind::VoidLit || r.kind == ExprKind::VoidLit) {
            const Expr& other = l.kind == ExprKind::VoidLit ? r : l;
            return atom(other, m_ctx.bool_sort(), "void:");
        }
        if (isBooleanShaped(l) || isBooleanShaped(r)) return boolean(l) == boolean(r);
        return integer(l) == integer(r);
    }

    z3::expr integer(const Expr& e)
    {
        if (e.kind == ExprKind::Paren && !e.args.empty()) return integer(*e.args[0]);
        if (e.kind == ExprKind::IntegerLit) return m_ctx.int_val(static_cast<int64_t>(e.intValue));
        if (e.kind == ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Minus) return -integer(*e.args[0]);
        if (e.kind == ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Plus) return integer(*e.args[0]);
        if (e.kind == ExprKind::Binary && isIntegerShaped(e)) {
            z3::expr a = integer(*e.args[0]);
            z3::expr b = integer(*e.args[1]);
            if (e.binaryOp == BinaryOp::Plus) return a + b;
            if (e.binaryOp == BinaryOp::Minus) return a - b;
            return a * b;
        }
        return atom(e, m_ctx.int_sort());
    }

    z3::expr atom(const Expr& e, const z3::sort& sort, const std::string& prefix = "")
    {
        const std::string name = prefix + (sort.is_bool() ? "b:" : "i:") + syntax::printExpr(e);
        auto it = m_atoms.find(name);
        if (it != m_atoms.end()) return it->second;
        z3::expr c = m_ctx.constant(name.c_str(), sort);
        m_atoms.emplace(name, c);
        return c;
    }

    z3::context& m_ctx;
    std::map<std::string, z3::expr> m_atoms;
};

// unsat → true, sat → false, unknown → nullopt. One solver reused with push/pop (creating a
// solver per check costs more than the checks themselves).
std::optional<bool> unsatisfiable(z3::solver& solver, const z3::expr& e)
{
    solver.push();
    solver.add(e);
    const z3::check_result r = solver.check();
    solver.pop();
    switch (r) {
    case z3::unsat: return true;
    case z3::sat: return false;
    default: return std::nullopt;
    }
}

}  // namespace

std::vector<bool> redundantPredicates(const PruneQuery& query, unsigned timeoutMs)
{
    const std::size_t n = query.predicates.size();
    std::vector<bool> drop(n, false);
    try {
        z3::context ctx;
        Translator translator(ctx);
        z3::solver solver(ctx);
        z3::params params(ctx);
        params.set("timeout", timeoutMs);
        solver.set(params);
        std::vector<std::optional<z3::expr>> formulas;
        formulas.reserve(n);
        for (const Expr* p : query.predicates) formulas.push_back(p ? std::optional<z3::expr>(translator.boolean(*p)) : std::nullopt);
        // One pass in order is a fixpoint: a pairwise predicate is only compared with the kept
        // earlier pairwise ones (the others are distinct by construction: checked for constancy only).
        for (std::size_t i = 0; i < n; ++i) {
            if (i >= query.candidate.size() || !query.candidate[i] || !formulas[i]) continue;
            const z3::expr& p = *formulas[i];
            if (unsatisfiable(solver, p).value_or(false) || unsatisfiable(solver, !p).value_or(false)) {
                drop[i] = true;
                continue;
            }
            const bool pairwise = i < query.pairwise.size() && query.pairwise[i];
            for (std::size_t j = 0; pairwise && j < i && !drop[i]; ++j) {
                if (drop[j] || !formulas[j] || j >= query.pairwise.size() || !query.pairwise[j]) continue;
                if (unsatisfiable(solver, p != *formulas[j]).value_or(false)) drop[i] = true;
            }
        }
    } catch (const z3::exception&) {
        // z3 failed: keep everything not already dropped (pruning is an optimisation).
    }
    return drop;
}

}  // namespace amend::analysis
