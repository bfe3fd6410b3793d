// Formulas of path-based weakest preconditions (He and Gupta's path-based WP paper): integer and Boolean
// terms over the variables of the faulty routine (arguments, locals, Result, attributes of
// Current), with everything else the run evaluated (calls, array items, `old`) frozen as an
// *opaque* value, the paper's `a[i=2]`. Immutable, shared trees: substitution (the pwp rule for
// an assignment) rebuilds only the path to the substituted variable.
//
// Also the paper's normal form of an atomic predicate (`arith relop const`, the arithmetic part
// without a constant term), disjunctive normal form, and evaluation with 32-bit wrap-around (the
// interpreter's INTEGER_32). It does not know z3 (z3_terms.h) nor the interpreter (trace.h).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amend::wp {

enum class Sort : std::uint8_t { Integer, Boolean };

enum class TermOp : std::uint8_t {
    Const,    // `value` (Booleans 0 / 1)
    Var,      // a variable of the routine, `name`
    Opaque,   // a value the run computed, frozen: `name` is its source text, `key` tells instances apart
    Add, Sub, Mul, Quot, Rem, Neg,    // INTEGER_32 + - * // \\ and unary minus (wrapping)
    Lt, Le, Gt, Ge, Eq, Ne,           // comparisons (Eq / Ne also on Booleans)
    And, Or, Implies, Not,
};

struct Term;
using TermPtr = std::shared_ptr<const Term>;

struct Term {
    TermOp op = TermOp::Const;
    Sort sort = Sort::Integer;
    std::int32_t value = 0;          // Const; Opaque: the value the run had (when `known`)
    bool known = true;               // Opaque: false when the run could not evaluate it
    std::string name;                // Var / Opaque
    std::string key;                 // Opaque: identity ("a [2]=5": the text with the variables' values,
                                     // and the value); equal keys = the same quantity
    std::vector<TermPtr> kids;
};

TermPtr constant(std::int32_t value);
TermPtr boolean(bool value);
TermPtr variable(const std::string& name, Sort sort);
TermPtr opaque(const std::string& text, const std::string& key, Sort sort, std::optional<std::int32_t> value);
TermPtr unary(TermOp op, TermPtr operand);
TermPtr binary(TermOp op, TermPtr left, TermPtr right);
TermPtr conjunction(const std::vector<TermPtr>& terms);  // True when empty

bool isComparison(TermOp op);
bool isArithmetic(TermOp op);
const char* opSymbol(TermOp op);   // Eiffel spelling: "+", "//", "<=", "/=", "and", "implies", "-"
TermOp negatedComparison(TermOp op);  // < ↔ >=, = ↔ /= …
TermOp swappedComparison(TermOp op);  // a < b ≡ b > a

// Eiffel text, parenthesised where needed; with `keys`, opaques print as their keys (so that
// `a [i=2]' and `a [2]' of the same value print alike).
std::string print(const Term& term, bool keys = false);

// pwp (x := e, R) = R [x := e]: every occurrence of the variable `name` in `term` replaced.
TermPtr substitute(const TermPtr& term, const std::string& name, const TermPtr& by);
bool mentions(const Term& term, const std::string& name);
void collectVariables(const Term& term, std::vector<std::string>& names);  // unique, in order of appearance

// Values of the variables (by name). Opaques carry their own.
using Valuation = std::map<std::string, std::int32_t>;
// Evaluation with the interpreter's semantics (wrapping + - *, // truncating toward zero, \\ with
// the sign of the dividend, semi-strict Booleans); nullopt when undefined (division by zero, an
// unknown opaque or variable that decides the result).
std::optional<std::int32_t> evaluate(const Term& term, const Valuation& values);

// The paper's normal form of an atomic predicate (a comparison): `L relop c` with L the
// arithmetic part without constant term (sum of coefficient × atom, atoms in a fixed order) and
// c the constant, e.g. `s - a [i] >= 0`. `lhs` is L alone: two atoms with equal `lhs` are about
// the same quantity (the paper's explicit evidence of type II). A Boolean atom that is not a
// comparison (a Boolean variable or opaque, possibly negated) is `b = True` / `b = False`.
struct NormalForm {
    std::string lhs;
    std::string lhsKey;          // L with opaques by key: equal keys, the same quantity
    TermOp relop = TermOp::Eq;
    std::int64_t constant = 0;
    bool variableFree = false;   // L has no variable and no opaque: a constant predicate
    std::string text() const;    // "lhs relop constant"
};
NormalForm normalForm(const Term& atom);

// Disjunctive normal form of a Boolean term: disjuncts of conjunctions of literals (comparisons
// with negation pushed into the operator, or Boolean variables / opaques, possibly under Not).
// At most `limit` disjuncts (the rest are dropped; `complete` says whether any were).
struct Dnf {
    std::vector<std::vector<TermPtr>> disjuncts;
    bool complete = true;
};
Dnf toDnf(const TermPtr& formula, std::size_t limit = 64);

}  // namespace amend::wp
