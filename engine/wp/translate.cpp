// See translate.h.
#include "wp/translate.h"

#include "sema/program.h"

namespace amend::wp {

std::optional<Sort> sortOf(const sema::Type* type)
{
    if (!type) return std::nullopt;
    switch (type->basic()) {
    case sema::BasicKind::Integer32: return Sort::Integer;
    case sema::BasicKind::Boolean: return Sort::Boolean;
    default: return std::nullopt;
    }
}

TermOp termOpOf(ir::Op op)
{
    switch (op) {
    case ir::Op::Add: return TermOp::Add;
    case ir::Op::Sub: return TermOp::Sub;
    case ir::Op::Mul: return TermOp::Mul;
    case ir::Op::IntDiv: return TermOp::Quot;
    case ir::Op::Mod: return TermOp::Rem;
    case ir::Op::Lt: return TermOp::Lt;
    case ir::Op::Le: return TermOp::Le;
    case ir::Op::Gt: return TermOp::Gt;
    case ir::Op::Ge: return TermOp::Ge;
    case ir::Op::Eq: return TermOp::Eq;
    case ir::Op::Ne: case ir::Op::Xor: return TermOp::Ne;
    case ir::Op::And: case ir::Op::AndThen: return TermOp::And;
    case ir::Op::Or: case ir::Op::OrElse: return TermOp::Or;
    case ir::Op::Implies: return TermOp::Implies;
    default: return TermOp::Const;
    }
}

std::string variableName(const ir::Routine& routine, const ir::Expr& expr)
{
    switch (expr.op) {
    case ir::Op::Local: {
        if (expr.slot < 0 || static_cast<std::size_t>(expr.slot) >= routine.slotNames.size()) return {};
        const std::string& name = routine.slotNames[static_cast<std::size_t>(expr.slot)];
        if (name.empty() || name[0] == '<') return {};  // a hidden temporary
        return sortOf(expr.type) ? name : std::string();
    }
    case ir::Op::Result: return sortOf(expr.type) ? "Result" : std::string();
    case ir::Op::AttrCurrent:
        if (!expr.feature || expr.feature->kind != sema::FeatureInfo::Kind::Attribute || !sortOf(expr.type)) return {};
        return expr.feature->name;
    default: return {};
    }
}

TermPtr Translator::translate(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const
{
    return node(expr, opaques, mutation);
}

TermPtr Translator::makeOpaque(const ir::Expr& expr, Sort sort, const Opaques& opaques) const
{
    const std::optional<std::int32_t> value = opaques ? opaques(expr) : std::nullopt;
    const std::string text = m_text(expr.range);
    return opaque(text, text + "=" + (value ? std::to_string(*value) : std::string("?")), sort, value);
}

TermPtr Translator::node(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const
{
    const bool mutated = mutation.node == &expr;
    if (mutated && mutation.replacement) return mutation.replacement;
    const std::optional<Sort> sort = sortOf(expr.type);
    if (!sort) return nullptr;
    TermPtr out;
    switch (expr.op) {
    case ir::Op::Int32Const: out = constant(static_cast<std::int32_t>(expr.intValue)); break;
    case ir::Op::BoolConst: out = boolean(expr.intValue != 0); break;
    case ir::Op::Local: case ir::Op::Result: case ir::Op::AttrCurrent: {
        const std::string name = variableName(m_routine, expr);
        out = name.empty() ? makeOpaque(expr, *sort, opaques) : variable(name, *sort);
        break;
    }
    case ir::Op::Add: case ir::Op::Sub: case ir::Op::Mul: case ir::Op::IntDiv: case ir::Op::Mod:
    case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge: case ir::Op::Eq: case ir::Op::Ne:
    case ir::Op::And: case ir::Op::AndThen: case ir::Op::Or: case ir::Op::OrElse: case ir::Op::Implies: case ir::Op::Xor: {
        const bool integers = expr.basic == sema::BasicKind::Integer32;
        const bool booleans = expr.basic == sema::BasicKind::Boolean;
        TermPtr l, r;
        if ((integers || booleans) && expr.kids.size() == 2) {
            l = node(*expr.kids[0], opaques, mutation);
            r = node(*expr.kids[1], opaques, mutation);
        }
        if (!l || !r) {
            out = makeOpaque(expr, *sort, opaques);
            break;
        }
        out = binary(mutated && mutation.op ? *mutation.op : termOpOf(expr.op), l, r);
        break;
    }
    case ir::Op::Neg: case ir::Op::Not: {
        TermPtr k = expr.kids.size() == 1 ? node(*expr.kids[0], opaques, mutation) : nullptr;
        out = k ? unary(expr.op == ir::Op::Neg ? TermOp::Neg : TermOp::Not, k) : makeOpaque(expr, *sort, opaques);
        break;
    }
    case ir::Op::Convert:
        if (expr.fromBasic == expr.basic && expr.kids.size() == 1) {
            out = node(*expr.kids[0], opaques, mutation);
            if (out) break;
        }
        out = makeOpaque(expr, *sort, opaques);
        break;
    default: out = makeOpaque(expr, *sort, opaques); break;
    }
    if (mutated && mutation.addend) out = binary(TermOp::Add, out, mutation.addend);
    return out;
}

}  // namespace amend::wp
