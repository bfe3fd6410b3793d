// Eiffel expressions to z3: the one translator of the engine (predicate pruning, extremal values
// of preconditions, Nopol's components and weakest preconditions use it). The operator level
// (apply, integerValue, ...) is the one place that knows which z3 expression an Eiffel operator
// becomes; Z3Translator walks syntax trees with it, WP (wp/z3_terms.h) walks its own terms.
// Integers are 32-bit bit-vectors with the interpreter's two's-complement wrap-around
// (INTEGER_32), so what z3 proves holds for the runs the interpreter makes: `x + 1 > x` is not
// valid (x = 2147483647). A caller that reasons about runs without overflow (the paper's
// mathematical integers) adds noOverflow() as an assumption.
//
// Supported: integer literals (taken modulo 2^32), True/False, parentheses, unary - and +,
// binary + - * (wrapping), < <= > >= (signed), = and /= (between integers, Booleans, or `Void'),
// not, and, and then, or, or else, xor, implies. Any other sub-expression (a query call, an
// attribute, `a.count', `//', `\\', `old x' ...) is an opaque variable named by its printed text:
// equal texts are one variable, of sort Bool or bit-vector by the place it appears in; `x = Void'
// is the Boolean variable "void:x". The syntax carries no types: every integer is INTEGER_32.
//
// Z3Translator leaves `//' and `\\' opaque (apply has them, for callers that add the divisor's
// side condition themselves, as WP does).
//
// One translator per z3::context (one context per task and thread); z3::exception is the
// caller's to catch.
#pragma once

#include "syntax/ast.h"

#include <z3++.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace amend::analysis {

class Z3Translator {
public:
    static constexpr unsigned kIntegerBits = 32;

    explicit Z3Translator(z3::context& context) : m_context(context), m_noOverflow(context) {}

    z3::expr boolean(const syntax::Expr& e);  // a BOOLEAN expression: sort Bool
    z3::expr integer(const syntax::Expr& e);  // an INTEGER expression: sort bit-vector of kIntegerBits

    // Makes every sub-expression that prints as `text` (an opaque variable otherwise) stand for
    // `value` (its sort, Bool or the integer bit-vector, says where): the caller's variable map.
    void define(const std::string& text, const z3::expr& value);
    // The opaque variables made or defined so far, by name: "i:" or "b:" (sort) then the printed
    // text, "void:" then the text for `x = Void'.
    const std::map<std::string, z3::expr>& variables() const { return m_variables; }
    // True when no + - * or unary - translated so far overflowed: then each equals its value on
    // unbounded integers. One flat conjunction made on demand: a chain of thousands of nested
    // binary `and's (one per operation, as pruning's thousands of predicates made) cost z3
    // seconds to free when its context was deleted (issue 20, knapsack: 1.9 s of CPU).
    z3::expr noOverflow() const { return z3::mk_and(m_noOverflow); }

private:
    z3::expr equality(const syntax::Expr& l, const syntax::Expr& r);
    z3::expr variable(const std::string& name, const z3::sort& sort);
    z3::expr opaque(const syntax::Expr& e, const z3::sort& sort, const char* prefix);

    z3::context& m_context;
    std::map<std::string, z3::expr> m_variables;
    z3::expr_vector m_noOverflow;  // one condition per + - * and unary - translated
};

// The operator level, shared by every translation to z3 in the engine.
z3::sort integerSort(z3::context& context);
// `value` modulo 2^32 as an INTEGER_32 bit-vector.
z3::expr integerValue(z3::context& context, std::int64_t value);
z3::expr integerConstant(z3::context& context, const std::string& name);

// The Eiffel operator `op` on operands already in z3 (integers as integerSort, Booleans as Bool):
// + - * wrap around; `//' is bvsdiv (truncating toward zero) and `\\' bvsrem (the sign of the
// dividend), both unspecified for a zero divisor (the caller's side condition); < <= > >= are
// signed; = and /= compare operands of one sort; and, and then, or, or else, xor, implies are
// the connectives (`and then' / `or else' as `and' / `or': z3 terms have no side effects).
// nullopt for an operator z3 does not model here (/, ^, ~, |..|, alias operators).
std::optional<z3::expr> apply(syntax::BinaryOp op, const z3::expr& left, const z3::expr& right);
// Unary - (wrapping), + and not; nullopt for an alias operator.
std::optional<z3::expr> apply(syntax::UnaryOp op, const z3::expr& operand);
// True when `op` (+ - *) on these operands does not wrap around; True for every other operator.
z3::expr noOverflow(syntax::BinaryOp op, const z3::expr& left, const z3::expr& right);
z3::expr noOverflow(syntax::UnaryOp op, const z3::expr& operand);

}  // namespace amend::analysis
