// WP's translation of its terms (term.h) to z3. Each term operator is mapped to its Eiffel
// operator and handed to the operator level of the engine's one translator
// (analysis/z3_translate.h), so wrap-around, `//` (bvsdiv, toward zero) and `\\` (bvsrem, sign
// of the dividend) are the interpreter's INTEGER_32 exactly as for pruning and Nopol. A variable
// gets the value bound to it, or a free constant named after it; an opaque gets its run value
// (concrete mode) or a free constant per key (symbolic mode, for deciding evidence over all
// states). Division and remainder add the side condition `divisor /= 0` (the interpreter fails
// there).
#pragma once

#include "analysis/z3_budget.h"
#include "wp/term.h"

#include <z3++.h>

#include <map>
#include <string>
#include <unordered_map>

namespace amend::wp {

class Z3Terms {
public:
    Z3Terms(z3::context& context, bool concreteOpaques) : m_ctx(context), m_concrete(concreteOpaques), m_side(context) {}

    void bind(const std::string& variable, const z3::expr& value) { m_bound.insert_or_assign(variable, value); }
    void unbindAll() { m_bound.clear(); }
    z3::expr operator()(const Term& term);
    z3::expr value(std::int32_t v, Sort sort);
    // Side conditions collected so far (divisors not zero).
    const z3::expr_vector& sideConditions() const { return m_side; }
    z3::context& context() { return m_ctx; }

private:
    z3::expr build(const Term& term, std::unordered_map<const Term*, z3::expr>& memo);

    z3::context& m_ctx;
    bool m_concrete;
    std::map<std::string, z3::expr> m_bound;
    z3::expr_vector m_side;
};

enum class Answer : std::uint8_t { Sat, Unsat, Unknown };

// One solver with a resource limit of `limit` z3 units (cut to what is left of `budget`, which it
// charges; spent: Unknown without asking); `unknown` (limit, z3 error) is a normal answer. With `assumptions`, an Unsat
// answer leaves in `core` those the proof needed.
Answer solve(z3::context& context, const z3::expr_vector& assertions, analysis::Z3Units limit, z3::model* model = nullptr,
             const z3::expr_vector* assumptions = nullptr, z3::expr_vector* core = nullptr, analysis::Z3Budget* budget = nullptr);

}  // namespace amend::wp
