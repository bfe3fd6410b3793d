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

z3::sort integerSort(z3::context& context) { return context.bv_sort(Z3Translator::kIntegerBits); }

z3::expr integerValue(z3::context& context, std::int64_t value)
{
    return context.bv_val(static_cast<std::uint64_t>(value) & 0xffffffffu, Z3Translator::kIntegerBits);
}

z3::expr integerConstant(z3::context& context, const std::string& name)
{
    return context.bv_const(name.c_str(), Z3Translator::kIntegerBits);
}

std::optional<z3::expr> apply(BinaryOp op, const z3::expr& a, const z3::expr& b)
{
    switch (op) {
    case BinaryOp::Plus: return a + b;
    case BinaryOp::Minus: return a - b;
    case BinaryOp::Times: return a * b;
    case BinaryOp::IntDiv: return a / b;  // operator/ on bit-vectors is bvsdiv
    case BinaryOp::Mod: return z3::srem(a, b);
    case BinaryOp::Lt: return z3::slt(a, b);
    case BinaryOp::Le: return z3::sle(a, b);
    case BinaryOp::Gt: return z3::sgt(a, b);
    case BinaryOp::Ge: return z3::sge(a, b);
    case BinaryOp::Eq: return a == b;
    case BinaryOp::Ne: case BinaryOp::Xor: return a != b;
    case BinaryOp::And: case BinaryOp::AndThen: return a && b;
    case BinaryOp::Or: case BinaryOp::OrElse: return a || b;
    case BinaryOp::Implies: return z3::implies(a, b);
    default: return std::nullopt;
    }
}

std::optional<z3::expr> apply(UnaryOp op, const z3::expr& a)
{
    switch (op) {
    case UnaryOp::Minus: return -a;
    case UnaryOp::Plus: return a;
    case UnaryOp::Not: return !a;
    default: return std::nullopt;
    }
}

z3::expr noOverflow(BinaryOp op, const z3::expr& a, const z3::expr& b)
{
    switch (op) {
    case BinaryOp::Plus: return z3::bvadd_no_overflow(a, b, true) && z3::bvadd_no_underflow(a, b);
    case BinaryOp::Minus: return z3::bvsub_no_overflow(a, b) && z3::bvsub_no_underflow(a, b, true);
    case BinaryOp::Times: return z3::bvmul_no_overflow(a, b, true) && z3::bvmul_no_underflow(a, b);
    default: return a.ctx().bool_val(true);
    }
}

z3::expr noOverflow(UnaryOp op, const z3::expr& a)
{
    return op == UnaryOp::Minus ? z3::bvneg_no_overflow(a) : a.ctx().bool_val(true);
}

z3::expr Z3Translator::boolean(const Expr& expr)
{
    const Expr& e = unwrapped(expr);
    if (e.kind == ExprKind::BoolLit) return m_context.bool_val(e.boolValue);
    if (e.kind == ExprKind::Unary && e.unaryOp == UnaryOp::Not) return *apply(UnaryOp::Not, boolean(*e.args[0]));
    if (e.kind == ExprKind::Binary && e.args.size() == 2) {
        const Expr& l = *e.args[0];
        const Expr& r = *e.args[1];
        switch (e.binaryOp) {
        case BinaryOp::And: case BinaryOp::AndThen: case BinaryOp::Or: case BinaryOp::OrElse: case BinaryOp::Xor:
        case BinaryOp::Implies: return *apply(e.binaryOp, boolean(l), boolean(r));
        case BinaryOp::Lt: case BinaryOp::Le: case BinaryOp::Gt: case BinaryOp::Ge:
            return *apply(e.binaryOp, integer(l), integer(r));
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
    if (e.kind == ExprKind::IntegerLit) return integerValue(m_context, e.intValue);
    if (e.kind == ExprKind::Unary && (e.unaryOp == UnaryOp::Plus || e.unaryOp == UnaryOp::Minus)) {
        const z3::expr a = integer(*e.args[0]);
        m_noOverflow.push_back(analysis::noOverflow(e.unaryOp, a));
        return *apply(e.unaryOp, a);
    }
    if (e.kind == ExprKind::Binary && e.args.size() == 2 &&
        (e.binaryOp == BinaryOp::Plus || e.binaryOp == BinaryOp::Minus || e.binaryOp == BinaryOp::Times)) {
        const z3::expr a = integer(*e.args[0]);
        const z3::expr b = integer(*e.args[1]);
        m_noOverflow.push_back(analysis::noOverflow(e.binaryOp, a, b));
        return *apply(e.binaryOp, a, b);
    }
    return opaque(e, integerSort(m_context), "i:");
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
    if (isBooleanShaped(left) || isBooleanShaped(right)) return *apply(BinaryOp::Eq, boolean(left), boolean(right));
    return *apply(BinaryOp::Eq, integer(left), integer(right));
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
