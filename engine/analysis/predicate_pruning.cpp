// z3-based pruning of redundant predicates (see predicate_pruning.h).
#include "analysis/predicate_pruning.h"

#include "analysis/z3_translate.h"

#include <cstdint>
#include <iterator>
#include <optional>
#include <random>

namespace amend::analysis {

namespace {

// unsat → true, sat → false, unknown → nullopt. One solver reused with push/pop (creating a
// solver per check costs more than the checks themselves); each check's limit is `limit` cut to
// what is left of `budget` (spent: unknown without asking).
std::optional<bool> unsatisfiable(z3::solver& solver, const z3::expr& e, Z3Units limit, Z3Budget* budget)
{
    Z3Call call(budget, limit);
    if (call.skipped()) return std::nullopt;
    z3::params params(solver.ctx());
    call.limit(params);
    solver.set(params);
    call.started(solver.statistics());
    solver.push();
    solver.add(e);
    const z3::check_result r = solver.check();
    call.finished(solver.statistics());
    solver.pop();
    switch (r) {
    case z3::unsat: return true;
    case z3::sat: return false;
    default: return std::nullopt;
    }
}

// A predicate's values on a fixed set of sample assignments of the opaque variables: bit s = the
// value under sample s. Two predicates with different signatures are not equivalent, and one
// whose signature has both values is not constant — each a witness z3 would only find more
// slowly, so those checks are skipped (the result is the same). nullopt: not evaluable. A
// predicate that is not compared pairwise and has both values in the first kFirstSamples
// samples is not evaluated on the others (its bits there stay 0).
using Signature = std::optional<std::uint32_t>;
constexpr int kSamples = 32;
constexpr int kUniform = 6;
constexpr int kFirstSamples = 8;  // all predicates; the rest only for those compared pairwise or constant so far

std::vector<Signature> signatures(z3::context& ctx, const std::map<std::string, z3::expr>& variables,
                                  const std::vector<std::optional<z3::expr>>& formulas, const std::vector<bool>& pairwise)
{
    z3::expr_vector sources(ctx);
    for (const auto& [name, variable] : variables) sources.push_back(variable);
    // Fixed seed: the same samples on every run. Small values and the ends of the range first
    // (where predicates over indexes and counts usually change), then random ones.
    std::mt19937 random(20);
    const std::int32_t edges[] = {0, 1, -1, 2, 3, 4, 7, -2, 2147483647, -2147483647 - 1};
    std::vector<z3::expr_vector> samples;
    for (int s = 0; s < kSamples; ++s) {
        z3::expr_vector values(ctx);
        for (const auto& [name, variable] : variables) {
            if (variable.is_bool()) {
                values.push_back(ctx.bool_val((random() & 1) != 0));
            } else {
                const std::uint32_t pick = static_cast<std::uint32_t>(random());
                // The first samples give every integer one value (equalities between
                // different expressions of the same variables hold there), the rest mix.
                const std::int32_t v = s < kUniform ? edges[s] : pick % 4 != 0 ? edges[pick / 4 % std::size(edges)] : static_cast<std::int32_t>(random());
                values.push_back(ctx.bv_val(static_cast<int>(v), variable.get_sort().bv_size()));
            }
        }
        samples.push_back(values);
    }
    std::vector<Signature> result;
    result.reserve(formulas.size());
    for (std::size_t i = 0; i < formulas.size(); ++i) {
        if (!formulas[i]) {
            result.push_back(std::nullopt);
            continue;
        }
        const bool compared = i < pairwise.size() && pairwise[i];
        std::uint32_t bits = 0;
        bool known = true;
        for (int s = 0; s < kSamples && known; ++s) {
            // Enough to know: one that is not compared with others and has shown both values.
            if (s == kFirstSamples && !compared && bits != 0 && bits != (1u << kFirstSamples) - 1) break;
            z3::expr e = *formulas[i];
            const z3::expr value = e.substitute(sources, samples[static_cast<std::size_t>(s)]).simplify();
            if (value.is_true()) bits |= 1u << s;
            else known = value.is_false();
        }
        result.push_back(known ? Signature(bits) : std::nullopt);
    }
    return result;
}

}  // namespace

std::vector<bool> redundantPredicates(const PruneQuery& query, Z3Units limit)
{
    const std::size_t n = query.predicates.size();
    std::vector<bool> drop(n, false);
    try {
        z3::context ctx;
        Z3Translator translator(ctx);
        z3::solver solver(ctx);
        std::vector<std::optional<z3::expr>> formulas;
        formulas.reserve(n);
        for (const syntax::Expr* p : query.predicates) formulas.push_back(p ? std::optional<z3::expr>(translator.boolean(*p)) : std::nullopt);
        const std::vector<Signature> signature = signatures(ctx, translator.variables(), formulas, query.pairwise);
        const std::uint32_t all = kSamples == 32 ? ~0u : (1u << kSamples) - 1;
        // One pass in order is a fixpoint: a pairwise predicate is only compared with the kept
        // earlier pairwise ones (the others are distinct by construction: checked for constancy only).
        for (std::size_t i = 0; i < n; ++i) {
            if (i >= query.candidate.size() || !query.candidate[i] || !formulas[i]) continue;
            const z3::expr& p = *formulas[i];
            // A sample where p holds shows it satisfiable, one where it does not shows `not p` is.
            const bool seenTrue = signature[i] && *signature[i] != 0;
            const bool seenFalse = signature[i] && *signature[i] != all;
            if ((!seenTrue && unsatisfiable(solver, p, limit, query.budget).value_or(false)) || (!seenFalse && unsatisfiable(solver, !p, limit, query.budget).value_or(false))) {
                drop[i] = true;
                continue;
            }
            const bool pairwise = i < query.pairwise.size() && query.pairwise[i];
            for (std::size_t j = 0; pairwise && j < i && !drop[i]; ++j) {
                if (drop[j] || !formulas[j] || j >= query.pairwise.size() || !query.pairwise[j]) continue;
                if (signature[i] && signature[j] && *signature[i] != *signature[j]) continue;  // a sample tells them apart
                if (unsatisfiable(solver, p != *formulas[j], limit, query.budget).value_or(false)) drop[i] = true;
            }
        }
    } catch (const z3::exception&) {
        // z3 failed: keep everything not already dropped (pruning is an optimisation).
    }
    return drop;
}

}  // namespace amend::analysis
