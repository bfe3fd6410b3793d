// Angelic fix localization (see angelic.h).
#include "nopol/angelic.h"

#include "nopol/patch.h"

#include <algorithm>
#include <cmath>

namespace amend::nopol {

bool AngelicPlan::at(int evaluation, bool actual) const
{
    switch (mode) {
    case Mode::Constant: return value;
    case Mode::FlipAt: return evaluation == flipAt ? !actual : actual;
    case Mode::Skip: return skipped.count(evaluation) == 0;
    }
    return actual;
}

analysis::NopolEvidence AngelicPlan::evidence() const
{
    analysis::NopolEvidence e;
    switch (mode) {
    case Mode::Constant: e.angelic = analysis::NopolEvidence::Angelic::Constant; break;
    case Mode::FlipAt:
        e.angelic = analysis::NopolEvidence::Angelic::Negated;
        e.evaluations.push_back(flipAt + 1);
        break;
    case Mode::Skip:
        e.angelic = analysis::NopolEvidence::Angelic::Skipped;
        for (int evaluation : skipped) e.evaluations.push_back(evaluation + 1);
        break;
    }
    e.value = value;
    return e;
}

runtime::RunOptions ProbeSite::options(std::int64_t maxSteps) const
{
    runtime::RunOptions o;
    o.limits.maxSteps = maxSteps;
    if (replacement) o.overrides[original] = replacement;
    return o;
}

bool ProbeObserver::onBranch(const ir::Instr& instr, int index, bool value, const runtime::FrameView& frame)
{
    if (&instr != m_site.instr || index != m_site.condIndex) return value;
    const int evaluation = m_count++;
    const bool used = m_plan ? m_plan->at(evaluation, value) : value;
    if (used != value && changed.size() < maxChanged)
        changed.push_back({{analysis::MappedValue::boolean(value)}, {analysis::MappedValue::boolean(used)}});
    if (onEvaluation) onEvaluation(frame, evaluation, used);
    return used;
}

namespace {

bool contains(const SourceRange& outer, const SourceRange& inner)
{
    return outer.file == inner.file && outer.begin <= inner.begin && inner.end <= outer.end;
}

// Ids of the routine's instructions a test executes.
class CoverageObserver final : public runtime::Observer {
public:
    explicit CoverageObserver(const ir::Routine* routine) : m_routine(routine) {}
    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override
    {
        if (&frame.routine() == m_routine) covered.insert(instr.id);
    }
    std::set<int> covered;

private:
    const ir::Routine* m_routine;
};

bool guardable(runtime::ViolationKind kind)
{
    using K = runtime::ViolationKind;
    return kind == K::Precondition || kind == K::VoidCall || kind == K::DivisionByZero || kind == K::Check;
}

}  // namespace

std::vector<NopolLocation> candidateLocations(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                              std::int64_t maxSteps)
{
    std::vector<NopolLocation> locations;
    if (!fault.routine || !fault.routine->routine || !fault.routine->decl) return locations;
    const ir::Routine& routine = *fault.routine->routine;
    const syntax::Body& body = fault.routine->decl->body;
    auto add = [&](NopolLocation loc) {
        loc.line = program.sources.start(loc.range).line;
        locations.push_back(std::move(loc));
    };
    const ir::Instr* innermost = nullptr;
    for (const ir::Instr* instr : routine.instructions) {
        std::vector<std::string> across;
        const syntax::Instr* s = findInstruction(body, instr->range, &across);
        if (!s) continue;
        if (instr->op == ir::IOp::If && s->kind == syntax::InstrKind::If && s->conds.size() == instr->conds.size()) {
            for (std::size_t i = 0; i < s->conds.size(); ++i)
                add({LocationKind::IfCondition, instr, static_cast<int>(i), s, s->conds[i]->range, across, 0, 0});
        } else if (instr->op == ir::IOp::Loop && s->kind == syntax::InstrKind::Loop && s->until && !s->acrossIterable) {
            add({LocationKind::LoopExit, instr, 0, s, s->until->range, across, 0, 0});
        }
        if (guardable(fault.kind) && contains(instr->range, fault.location) &&
            (!innermost || instr->range.end - instr->range.begin < innermost->range.end - innermost->range.begin))
            innermost = instr;
    }
    if (innermost) {
        std::vector<std::string> across;
        if (const syntax::Instr* s = findInstruction(body, innermost->range, &across))
            add({LocationKind::Guard, innermost, 0, s, innermost->range, across, 0, 0});
    }

    // Ochiai: failed(s) / sqrt(totalFailed * (failed(s) + passed(s))).
    std::vector<int> failed(routine.instructions.size()), passed(routine.instructions.size());
    auto cover = [&](const analysis::ReplayableTest& test, std::vector<int>& counts) {
        CoverageObserver observer(&routine);
        runtime::RunOptions o;
        o.limits.maxSteps = maxSteps;
        o.observer = &observer;
        test.run(o);
        for (int id : observer.covered)
            if (id >= 0 && static_cast<std::size_t>(id) < counts.size()) ++counts[static_cast<std::size_t>(id)];
    };
    for (const auto& t : fault.failing) cover(t, failed);
    for (const auto& t : fault.passing) cover(t, passed);
    const double totalFailed = static_cast<double>(fault.failing.size());
    for (NopolLocation& loc : locations) {
        const auto id = static_cast<std::size_t>(loc.instr->id);
        const double f = failed[id], p = passed[id];
        loc.suspiciousness = f > 0 ? f / std::sqrt(totalFailed * (f + p)) : 0;
    }
    std::stable_sort(locations.begin(), locations.end(),
                     [](const NopolLocation& a, const NopolLocation& b) { return a.suspiciousness > b.suspiciousness; });
    return locations;
}

ProbeSite probeSite(const sema::Program& program, const analysis::FaultUnderRepair& fault, const NopolLocation& location)
{
    ProbeSite site;
    site.original = fault.routine->routine;
    site.condIndex = location.condIndex;
    if (location.kind != LocationKind::Guard) {
        site.instr = location.instr;
        return site;
    }
    syntax::Expr yes;
    yes.kind = syntax::ExprKind::BoolLit;
    yes.boolValue = true;
    auto body = patchedBody(*fault.routine->decl, location, yes);
    if (!body) return site;
    DiagnosticSink sink;
    std::shared_ptr<const ir::Routine> wrapped = sema::lowerReplacementBody(program, *fault.routine, *body, sink);
    if (!wrapped) return site;
    site.replacement = wrapped;
    site.condIndex = 0;
    for (const ir::Instr* instr : wrapped->instructions) {  // the wrapper comes first in textual order
        if (instr->op == ir::IOp::If && instr->range.begin == location.range.begin && instr->range.end == location.range.end) {
            site.instr = instr;
            break;
        }
    }
    return site;
}

std::optional<std::vector<AngelicPlan>> findAngelicValues(const analysis::FaultUnderRepair& fault, const NopolLocation& location,
                                                          const ProbeSite& site, const AngelicOptions& options,
                                                          const CancelToken& cancel, int* runs)
{
    if (!site.instr || fault.failing.empty()) return std::nullopt;
    int count = 0;
    // Runs `test` under `plan`; returns whether it passed and how many evaluations happened.
    // When it passed, the plan's changes are `changed` (if given).
    auto run = [&](const analysis::ReplayableTest& test, const AngelicPlan* plan, int* evaluations, runtime::Outcome* out,
                   std::vector<analysis::ValueMappingPair>* changed = nullptr) {
        ProbeObserver observer(site, plan);
        runtime::RunOptions o = site.options(options.maxSteps);
        o.observer = &observer;
        runtime::Outcome outcome = test.run(o);
        ++count;
        if (evaluations) *evaluations = observer.evaluations();
        const bool ok = outcome.ok();
        if (ok && changed) *changed = std::move(observer.changed);
        if (out) *out = std::move(outcome);
        return ok;
    };
    std::vector<AngelicPlan> plans;
    auto finish = [&](bool found) -> std::optional<std::vector<AngelicPlan>> {
        if (runs) *runs += count;
        if (!found) return std::nullopt;
        return plans;
    };

    if (location.kind == LocationKind::Guard) {
        // Execute the statement except where it would fail: skip the failing evaluations one by one.
        for (const auto& test : fault.failing) {
            AngelicPlan plan;
            plan.mode = AngelicPlan::Mode::Skip;
            bool passed = false;
            for (int attempt = 0; attempt <= options.maxSkips && !cancel.isCancelled(); ++attempt) {
                int evaluations = 0;
                runtime::Outcome outcome;
                if (run(test, &plan, &evaluations, &outcome, &plan.changed)) {
                    passed = true;
                    break;
                }
                if (evaluations == 0 || plan.skipped.count(evaluations - 1)) break;
                plan.skipped.insert(evaluations - 1);
            }
            if (!passed || plan.skipped.empty()) return finish(false);
            plans.push_back(std::move(plan));
        }
        return finish(true);
    }

    // The location must be reached by every failing test.
    std::vector<int> evaluations(fault.failing.size());
    for (std::size_t t = 0; t < fault.failing.size(); ++t) {
        run(fault.failing[t], nullptr, &evaluations[t], nullptr);
        if (evaluations[t] == 0) return finish(false);
    }
    // 1. The same constant value for every evaluation in every failing test.
    for (bool value : {false, true}) {
        AngelicPlan plan;
        plan.value = value;
        plans.assign(fault.failing.size(), plan);
        bool all = true;
        for (std::size_t t = 0; t < fault.failing.size(); ++t) {
            if (cancel.isCancelled() || !run(fault.failing[t], &plan, nullptr, nullptr, &plans[t].changed)) {
                all = false;
                break;
            }
        }
        if (all) return finish(true);
        plans.clear();
    }
    // 2. Several angelic values per test: negate one evaluation, the others keep their value.
    // Loop exits are tried from the last evaluation back (leave the loop as late as possible:
    // an early exit may pass by luck, e.g. when the first item is the answer), If conditions
    // from the first evaluation on.
    const bool backwards = location.kind == LocationKind::LoopExit;
    for (std::size_t t = 0; t < fault.failing.size(); ++t) {
        bool found = false;
        const int n = std::min(evaluations[t], options.maxFlips);
        for (int i = 0; i < n && !found && !cancel.isCancelled(); ++i) {
            AngelicPlan plan;
            plan.mode = AngelicPlan::Mode::FlipAt;
            plan.flipAt = backwards ? evaluations[t] - 1 - i : i;
            if (run(fault.failing[t], &plan, nullptr, nullptr, &plan.changed)) {
                plans.push_back(plan);
                found = true;
            }
        }
        if (!found) return finish(false);
    }
    return finish(true);
}

}  // namespace amend::nopol
