// See z3_terms.h.
#include "wp/z3_terms.h"

#include "analysis/z3_translate.h"

namespace amend::wp {

namespace {

// The Eiffel operator a term operator stands for (Const, Var and Opaque have none).
std::optional<syntax::BinaryOp> binaryOperator(TermOp op)
{
    switch (op) {
    case TermOp::Add: return syntax::BinaryOp::Plus;
    case TermOp::Sub: return syntax::BinaryOp::Minus;
    case TermOp::Mul: return syntax::BinaryOp::Times;
    case TermOp::Quot: return syntax::BinaryOp::IntDiv;
    case TermOp::Rem: return syntax::BinaryOp::Mod;
    case TermOp::Lt: return syntax::BinaryOp::Lt;
    case TermOp::Le: return syntax::BinaryOp::Le;
    case TermOp::Gt: return syntax::BinaryOp::Gt;
    case TermOp::Ge: return syntax::BinaryOp::Ge;
    case TermOp::Eq: return syntax::BinaryOp::Eq;
    case TermOp::Ne: return syntax::BinaryOp::Ne;
    case TermOp::And: return syntax::BinaryOp::And;
    case TermOp::Or: return syntax::BinaryOp::Or;
    case TermOp::Implies: return syntax::BinaryOp::Implies;
    default: return std::nullopt;
    }
}

}  // namespace

z3::expr Z3Terms::value(std::int32_t v, Sort sort)
{
    if (sort == Sort::Boolean) return m_ctx.bool_val(v != 0);
    return analysis::integerValue(m_ctx, v);
}

z3::expr Z3Terms::operator()(const Term& term)
{
    std::unordered_map<const Term*, z3::expr> memo;
    return build(term, memo);
}

z3::expr Z3Terms::build(const Term& t, std::unordered_map<const Term*, z3::expr>& memo)
{
    if (const auto it = memo.find(&t); it != memo.end()) return it->second;
    auto free = [&](const std::string& name) {
        return t.sort == Sort::Boolean ? m_ctx.bool_const(name.c_str()) : analysis::integerConstant(m_ctx, name);
    };
    auto kid = [&](std::size_t k) { return build(*t.kids[k], memo); };
    std::optional<z3::expr> out;
    switch (t.op) {
    case TermOp::Const: out = value(t.value, t.sort); break;
    case TermOp::Var: {
        const auto it = m_bound.find(t.name);
        out = it != m_bound.end() ? it->second : free(t.name);
        break;
    }
    case TermOp::Opaque: out = m_concrete && t.known ? value(t.value, t.sort) : free("|" + t.key + "|"); break;
    case TermOp::Neg: out = analysis::apply(syntax::UnaryOp::Minus, kid(0)); break;
    case TermOp::Not: out = analysis::apply(syntax::UnaryOp::Not, kid(0)); break;
    default: {
        const z3::expr a = kid(0), b = kid(1);
        if (t.op == TermOp::Quot || t.op == TermOp::Rem) m_side.push_back(b != analysis::integerValue(m_ctx, 0));
        out = analysis::apply(*binaryOperator(t.op), a, b);
        break;
    }
    }
    memo.emplace(&t, *out);
    return *out;
}

Answer solve(z3::context& context, const z3::expr_vector& assertions, analysis::Z3Units limit, z3::model* model,
             const z3::expr_vector* assumptions, z3::expr_vector* core, analysis::Z3Budget* budget)
{
    analysis::Z3Call call(budget, limit);
    if (call.skipped()) return Answer::Unknown;
    try {
        z3::solver s(context);
        z3::params p(context);
        call.limit(p);
        s.set(p);
        call.started(s.statistics());
        for (unsigned i = 0; i < assertions.size(); ++i) s.add(assertions[i]);
        const z3::check_result answer = assumptions ? s.check(*assumptions) : s.check();
        call.finished(s.statistics());
        switch (answer) {
        case z3::sat:
            if (model) *model = s.get_model();
            return Answer::Sat;
        case z3::unsat:
            if (core) *core = s.unsat_core();
            return Answer::Unsat;
        default: return Answer::Unknown;
        }
    } catch (const z3::exception&) {
        return Answer::Unknown;
    }
}

}  // namespace amend::wp
