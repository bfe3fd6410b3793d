// Eiffel expressions to z3 over 32-bit bit-vectors (see z3_translate.h).
#include "analysis/z3_translate.h"

#include "syntax/printer.h"

namespace amend::analysis {

namespace {

using syntax::BinaryOp;
using syntax::Expr;
using syntax::ExprKind;
using syntax::UnaryOp;

const Expr& unwrapped(const Expr& e)
{
    const Expr* x = &e;
    while (x->kind == ExprKind::Paren && !x->args.empty()) x = x->args[0].get();
    return *x;
}

// Whether `e` is Boolean by its shape alone (a literal, a negation, a comparison or connective).
bool isBooleanShaped(const Expr& expr)
{
    const Expr& e = unwrapped(expr);
    if (e.kind == ExprKind::BoolLit) return true;
    if (e.kind == ExprKind::Unary) return e.unaryOp == UnaryOp::Not;
    if (e.kind != ExprKind::Binary) return false;
    switch (e.binaryOp) {
    case BinaryOp::Plus: case BinaryOp::Minus: case BinaryOp::Times: case BinaryOp::Divide:
    case BinaryOp::IntDiv: case BinaryOp::Mod: case BinaryOp::Power: case BinaryOp::Interval:
    case BinaryOp::Free: return false;
    default: return true;
    }
}

}  // namespace

z3::expr Z3Translator::boolean(const Expr& expr)
{
    const Expr& e = unwrapped(expr);
    if (e.kind == ExprKind::BoolLit) return m_context.bool_val(e.boolValue);
    if (e.kind == ExprKind::Unary && e.unaryOp == UnaryOp::Not) return !boolean(*e.args[0]);
    if (e.kind == ExprKind::Binary && e.args.size() == 2) {
        const Expr& l = *e.args[0];
        const Expr& r = *e.args[1];
        switch (e.binaryOp) {
        case BinaryOp::And: case BinaryOp::AndThen: return boolean(l) && boolean(r);
        case BinaryOp::Or: case BinaryOp::OrElse: return boolean(l) || boolean(r);
        case BinaryOp::Xor: return boolean(l) != boolean(r);
        case BinaryOp::Implies: return z3::implies(boolean(l), boolean(r));
        case BinaryOp::Lt: return z3::slt(integer(l), integer(r));
        case BinaryOp::Le: return z3::sle(integer(l), integer(r));
        case BinaryOp::Gt: return z3::sgt(integer(l), integer(r));
        case BinaryOp::Ge: return z3::sge(integer(l), integer(r));
        case BinaryOp::Eq: return equality(l, r);
        case BinaryOp::Ne: return !equality(l, r);
        default: break;
        }
    }
    return opaque(e, m_context.bool_sort(), "b:");
}

z3::expr Z3Translator::integer(const Expr& expr)
{
    const Expr& e = unwrapped(expr);
    if (e.kind == ExprKind::IntegerLit)
        return m_context.bv_val(static_cast<std::uint64_t>(e.intValue) & 0xffffffffu, kIntegerBits);
    if (e.kind == ExprKind::Unary && e.unaryOp == UnaryOp::Plus) return integer(*e.args[0]);
    if (e.kind == ExprKind::Unary && e.unaryOp == UnaryOp::Minus) {
        const z3::expr a = integer(*e.args[0]);
        m_noOverflow = m_noOverflow && z3::bvneg_no_overflow(a);
        return -a;
    }
    if (e.kind == ExprKind::Binary && e.args.size() == 2 &&
        (e.binaryOp == BinaryOp::Plus || e.binaryOp == BinaryOp::Minus || e.binaryOp == BinaryOp::Times)) {
        const z3::expr a = integer(*e.args[0]);
        const z3::expr b = integer(*e.args[1]);
        switch (e.binaryOp) {
        case BinaryOp::Plus:
            m_noOverflow = m_noOverflow && z3::bvadd_no_overflow(a, b, true) && z3::bvadd_no_underflow(a, b);
            return a + b;
        case BinaryOp::Minus:
            m_noOverflow = m_noOverflow && z3::bvsub_no_overflow(a, b) && z3::bvsub_no_underflow(a, b, true);
            return a - b;
        default:
            m_noOverflow = m_noOverflow && z3::bvmul_no_overflow(a, b, true) && z3::bvmul_no_underflow(a, b);
            return a * b;
        }
    }
    return opaque(e, m_context.bv_sort(kIntegerBits), "i:");
}

void Z3Translator::define(const std::string& text, const z3::expr& value)
{
    const std::string name = (value.is_bool() ? "b:" : "i:") + text;
    m_variables.erase(name);
    m_variables.emplace(name, value);
}

z3::expr Z3Translator::equality(const Expr& l, const Expr& r)
{
    const Expr& left = unwrapped(l);
    const Expr& right = unwrapped(r);
    if (left.kind == ExprKind::VoidLit || right.kind == ExprKind::VoidLit) {
        if (left.kind == right.kind) return m_context.bool_val(true);
        return opaque(left.kind == ExprKind::VoidLit ? right : left, m_context.bool_sort(), "void:");
    }
    if (isBooleanShaped(left) || isBooleanShaped(right)) return boolean(left) == boolean(right);
    return integer(left) == integer(right);
}

z3::expr Z3Translator::variable(const std::string& name, const z3::sort& sort)
{
    auto it = m_variables.find(name);
    if (it != m_variables.end()) return it->second;
    const z3::expr v = m_context.constant(name.c_str(), sort);
    m_variables.emplace(name, v);
    return v;
}

z3::expr Z3Translator::opaque(const Expr& e, const z3::sort& sort, const char* prefix)
{
    return variable(prefix + syntax::printExpr(e), sort);
}

}  // namespace amend::analysis
