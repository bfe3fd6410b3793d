// See z3_terms.h.
#include "wp/z3_terms.h"

namespace amend::wp {

z3::expr Z3Terms::value(std::int32_t v, Sort sort)
{
    if (sort == Sort::Boolean) return m_ctx.bool_val(v != 0);
    return m_ctx.bv_val(static_cast<std::uint64_t>(static_cast<std::uint32_t>(v)), 32);
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
        return t.sort == Sort::Boolean ? m_ctx.bool_const(name.c_str()) : m_ctx.bv_const(name.c_str(), 32);
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
    case TermOp::Neg: out = -kid(0); break;
    case TermOp::Not: out = !kid(0); break;
    case TermOp::Add: out = kid(0) + kid(1); break;
    case TermOp::Sub: out = kid(0) - kid(1); break;
    case TermOp::Mul: out = kid(0) * kid(1); break;
    case TermOp::Quot: case TermOp::Rem: {
        const z3::expr a = kid(0), b = kid(1);
        m_side.push_back(b != m_ctx.bv_val(0, 32));
        out = t.op == TermOp::Quot ? a / b : z3::srem(a, b);  // operator/ on bit-vectors is bvsdiv
        break;
    }
    case TermOp::Lt: out = z3::slt(kid(0), kid(1)); break;
    case TermOp::Le: out = z3::sle(kid(0), kid(1)); break;
    case TermOp::Gt: out = z3::sgt(kid(0), kid(1)); break;
    case TermOp::Ge: out = z3::sge(kid(0), kid(1)); break;
    case TermOp::Eq: out = kid(0) == kid(1); break;
    case TermOp::Ne: out = kid(0) != kid(1); break;
    case TermOp::And: out = kid(0) && kid(1); break;
    case TermOp::Or: out = kid(0) || kid(1); break;
    case TermOp::Implies: out = z3::implies(kid(0), kid(1)); break;
    }
    memo.emplace(&t, *out);
    return *out;
}

Answer solve(z3::context& context, const z3::expr_vector& assertions, unsigned timeoutMs, z3::model* model,
             const z3::expr_vector* assumptions, z3::expr_vector* core)
{
    try {
        z3::solver s(context);
        z3::params p(context);
        p.set("timeout", timeoutMs);
        s.set(p);
        for (unsigned i = 0; i < assertions.size(); ++i) s.add(assertions[i]);
        switch (assumptions ? s.check(*assumptions) : s.check()) {
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
