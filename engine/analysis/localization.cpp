// The scores of AutoFix's fault localization and the localizeFault driver (see localization.h).
#include "analysis/localization.h"

#include "analysis/cfg.h"
#include "analysis/predicates.h"
#include "analysis/saved_copies.h"
#include "analysis/snapshots.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace amend::analysis {

int expressionProximity(const std::vector<std::string>& sub1, const std::vector<std::string>& sub2)
{
    // Both sorted and unique: count the intersection by merging.
    int shared = 0;
    auto a = sub1.begin();
    auto b = sub2.begin();
    while (a != sub1.end() && b != sub2.end()) {
        if (*a < *b) ++a;
        else if (*b < *a) ++b;
        else { ++shared; ++a; ++b; }
    }
    return shared;
}

double expressionDependence(int eproxPC, int maxEprox)
{
    return maxEprox > 0 ? static_cast<double>(eproxPC) / maxEprox : 0.0;
}

double dynamicScore(int passingCount, int failingCount, const DynamicParameters& k)
{
    return k.gamma + k.alpha / (1.0 - k.alpha) *
                         (1.0 - k.beta + k.beta * std::pow(k.alpha, passingCount) - std::pow(k.alpha, failingCount));
}

double suspiciousness(double edep, double cdep, double dyn)
{
    if (edep <= 0 || cdep <= 0 || dyn <= 0) return 0.0;
    return 3.0 / (1.0 / edep + 1.0 / cdep + 1.0 / dyn);
}

namespace {

// The innermost instruction whose range contains `location`; -1 when none does.
int failureLocation(const ir::Routine& routine, const SourceRange& location)
{
    int best = -1;
    std::uint32_t bestSize = 0;
    for (const ir::Instr* instr : routine.instructions) {
        if (!instr || instr->range.file != location.file) continue;
        if (instr->range.begin > location.begin || instr->range.end < location.end) continue;
        const std::uint32_t size = instr->range.end - instr->range.begin;
        if (best < 0 || size < bestSize) {
            best = instr->id;
            bestSize = size;
        }
    }
    return best;
}

}  // namespace

FaultLocalization localizeFault(const sema::Program& program, const FaultUnderRepair& fault, CancelToken& cancel,
                                ProgressSink& progress, const LocalizationOptions& options)
{
    FaultLocalization result;
    if (!fault.routine || !fault.routine->routine) return result;
    const ir::Routine& routine = *fault.routine->routine;

    progress.report(Stage::Localizing, 0, 3, {});
    const PredicateSet predicates = buildPredicates(program, fault, options.z3Budget);
    result.predicatesEvaluated = static_cast<int>(predicates.predicates.size());
    if (cancel.isCancelled()) return result;

    progress.report(Stage::Localizing, 1, 3, {});
    const Observations observations = observeTests(fault, predicates, cancel, options.threads, options.replay, options.limits);
    if (cancel.isCancelled()) return result;

    progress.report(Stage::Localizing, 2, 3, {});
    const ControlFlowGraph graph(routine);
    const int f = failureLocation(routine, fault.location);
    const std::vector<double> cdep = controlDependence(graph, f >= 0 ? f : graph.exitNode());

    // edep normalisation: the max of eprox (π, c) over the whole predicate set ℙ_{r,c}.
    std::vector<int> eprox(predicates.predicates.size(), 0);
    int maxEprox = 0;
    for (std::size_t p = 0; p < predicates.predicates.size(); ++p) {
        eprox[p] = expressionProximity(predicates.predicates[p].sub, predicates.clauseSub);
        maxEprox = std::max(maxEprox, eprox[p]);
    }
    // Beyond the paper (saved_copies.h): a comparison of a saved copy that the clause mentions
    // with the copy's own source is as dependent on the clause as the clause's own parts.
    std::vector<bool> staleCopy(predicates.predicates.size(), false);
    if (fault.routine->decl) {
        const std::vector<SavedCopy> copies = savedCopies(*fault.routine->decl);
        for (std::size_t p = 0; p < predicates.predicates.size() && !copies.empty(); ++p) {
            const Predicate& predicate = predicates.predicates[p];
            const SavedCopy* c = predicate.expr ? copyComparedWithSource(*predicate.expr, copies) : nullptr;
            staleCopy[p] = c && std::binary_search(predicates.clauseSub.begin(), predicates.clauseSub.end(), c->copy);
        }
    }

    for (int l = 0; l < observations.locationCount; ++l) {
        bool reached = false;
        for (const TestObservation& t : observations.failing) reached = reached || (t.used && t.reached[static_cast<std::size_t>(l)]);
        for (const TestObservation& t : observations.passing) reached = reached || (t.used && t.reached[static_cast<std::size_t>(l)]);
        result.locationsReached += reached;
    }

    std::vector<std::pair<Snapshot, int>> ranked;  // with the predicate's index
    for (const RawSnapshot& raw : computeSnapshots(observations)) {
        const Predicate& predicate = predicates.predicates[static_cast<std::size_t>(raw.predicate)];
        Snapshot s;
        s.location = raw.location;
        s.locationRange = routine.instructions[static_cast<std::size_t>(raw.location)]->range;
        s.predicate = predicate.text;
        s.predicateExpr = predicate.expr;
        s.value = raw.value;
        s.passingCount = raw.passingCount;
        s.failingCount = raw.failingCount;
        s.fromInvariantDifference = raw.fromInvariantDifference;
        s.cdep = cdep[static_cast<std::size_t>(raw.location)];
        s.edep = staleCopy[static_cast<std::size_t>(raw.predicate)] ? 1.0
                                                                     : expressionDependence(eprox[static_cast<std::size_t>(raw.predicate)], maxEprox);
        s.dyn = dynamicScore(s.passingCount, s.failingCount, options.dynamic);
        s.susp = suspiciousness(s.edep, s.cdep, s.dyn);
        ranked.emplace_back(std::move(s), raw.predicate);
    }
    std::sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) {
        const Snapshot& a = x.first;
        const Snapshot& b = y.first;
        if (a.susp != b.susp) return a.susp > b.susp;
        if (a.location != b.location) return a.location < b.location;
        if (a.predicate != b.predicate) return a.predicate < b.predicate;
        return a.value > b.value;
    });

    // Beyond the paper: ⟨l, p, v⟩ and ⟨l, not p, not v⟩ are the same fact about the same test
    // executions (same counts, same cdep and dyn; only edep may differ, by syntax). The paper
    // lists both; we keep the higher-ranked of the two — so the table is the paper's ranking
    // with the duplicates removed — and show it in its form with value True (`before = True`
    // rather than `not before = False`), keeping the scores of the higher-ranked form.
    // (location, lower predicate index of the pair, its value) → position in result.snapshots
    std::map<std::tuple<int, int, bool>, std::size_t> seen;
    for (auto& [snapshot, index] : ranked) {
        const int complement = predicates.predicates[static_cast<std::size_t>(index)].complement;
        const bool lower = complement < 0 || index < complement;
        const int key = lower ? index : complement;
        const bool keyValue = lower ? snapshot.value : !snapshot.value;
        auto [it, fresh] = seen.emplace(std::tuple{snapshot.location, key, keyValue}, result.snapshots.size());
        if (!fresh) {  // the invariant-difference mark belongs to the fact, whichever form carried it
            result.snapshots[it->second].fromInvariantDifference |= snapshot.fromInvariantDifference;
            continue;
        }
        if (!snapshot.value && complement >= 0) {
            const Predicate& c = predicates.predicates[static_cast<std::size_t>(complement)];
            snapshot.predicate = c.text;
            snapshot.predicateExpr = c.expr;
            snapshot.value = true;
        }
        result.snapshots.push_back(std::move(snapshot));
    }
    progress.report(Stage::Localizing, 3, 3, {});
    return result;
}

}  // namespace amend::analysis
