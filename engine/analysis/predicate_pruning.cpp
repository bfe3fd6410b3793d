// z3-based pruning of redundant predicates (see predicate_pruning.h).
#include "analysis/predicate_pruning.h"

#include "analysis/z3_translate.h"

#include <optional>

namespace amend::analysis {

namespace {

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
        Z3Translator translator(ctx);
        z3::solver solver(ctx);
        z3::params params(ctx);
        params.set("timeout", timeoutMs);
        solver.set(params);
        std::vector<std::optional<z3::expr>> formulas;
        formulas.reserve(n);
        for (const syntax::Expr* p : query.predicates) formulas.push_back(p ? std::optional<z3::expr>(translator.boolean(*p)) : std::nullopt);
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
