// Measuring a run's closeness to violations and its branch coverage (see search_fitness.h).
#include "testing/search_fitness.h"
#include "testing/branch_distance.h"

#include <algorithm>

namespace amend::testing {

namespace {

bool isUserRoutine(const ir::Routine& routine)
{
    const sema::FeatureInfo* f = routine.feature;
    return f && f->writtenIn && !f->writtenIn->isKernel;
}

}  // namespace

ClauseId clauseOf(const SourceRange& range) { return {range.file, range.begin}; }

void FitnessObserver::violationDistance(const SourceRange& clause, double d)
{
    auto [it, inserted] = m_fitness.clauses.try_emplace(clauseOf(clause), d);
    if (!inserted) it->second = std::min(it->second, d);
}

void FitnessObserver::clauses(const std::vector<ir::Assertion>& assertions, const runtime::FrameView& frame)
{
    for (const ir::Assertion& a : assertions) {
        if (a.cond) violationDistance(a.range, branchDistance(*a.cond, false, frame));
    }
}

void FitnessObserver::onEnter(const runtime::FrameView& frame)
{
    // A routine called by one of the user's routines: how close its precondition is to failing
    // (the caller's fault). Only the routine's own clauses (first group) are measured.
    const bool calledByUser = !m_userFrames.empty() && m_userFrames.back();
    const ir::Routine& routine = frame.routine();
    if (calledByUser && !routine.preconditions.empty()) clauses(routine.preconditions.front().clauses, frame);
    m_userFrames.push_back(isUserRoutine(routine));
}

void FitnessObserver::onExit(const runtime::FrameView& frame, bool normal)
{
    if (!m_userFrames.empty()) m_userFrames.pop_back();
    const ir::Routine& routine = frame.routine();
    if (!normal || !isUserRoutine(routine)) return;
    clauses(routine.postconditions, frame);
    const runtime::Value current = frame.current();
    if (current.isRef() && current.ref->cls && !current.ref->cls->isKernel && current.ref->cls->invariantFrameSize == 0)
        clauses(current.ref->cls->invariant, frame);
}

void FitnessObserver::beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame)
{
    if (!isUserRoutine(frame.routine())) return;
    if (instr.op == ir::IOp::Check) clauses(instr.assertions, frame);
    if (instr.op == ir::IOp::Inspect && instr.value) inspectBranches(instr, frame);
}

void FitnessObserver::inspectBranches(const ir::Instr& instr, const runtime::FrameView& frame)
{
    // Each `when' is a side (index k, value true): taken when the value is in one of its
    // ranges, else at the distance of the nearest range.
    const std::optional<runtime::Value> v = frame.evaluate(*instr.value);
    if (!v || !v->isBasic()) return;
    const double x = static_cast<double>(v->asInt());
    for (std::size_t k = 0; k < instr.whens.size(); ++k) {
        double d = -1;
        for (const auto& [low, high] : instr.whens[k].ranges) {
            const double gap = x < static_cast<double>(low) ? static_cast<double>(low) - x : x > static_cast<double>(high) ? x - static_cast<double>(high) : 0;
            d = d < 0 ? gap : std::min(d, gap);
        }
        const BranchSide side{{frame.routine().range.file, frame.routine().range.begin}, instr.id, static_cast<int>(k), true};
        if (d == 0) m_covered.insert(side);
        else if (d > 0) nearSide(side, normalisedDistance(d));
    }
}

void FitnessObserver::nearSide(const BranchSide& side, double d)
{
    auto [it, inserted] = m_fitness.near.try_emplace(side, d);
    if (!inserted) it->second = std::min(it->second, d);
}

bool FitnessObserver::onBranch(const ir::Instr& instr, int index, bool value, const runtime::FrameView& frame)
{
    const ir::Routine& routine = frame.routine();
    if (!isUserRoutine(routine)) return value;
    const ir::Expr* cond = nullptr;
    if (instr.op == ir::IOp::If && index >= 0 && static_cast<std::size_t>(index) < instr.conds.size()) {
        cond = instr.conds[static_cast<std::size_t>(index)].get();
    } else if (instr.op == ir::IOp::Loop) {
        cond = instr.until.get();
        clauses(instr.invariant, frame);
        if (instr.variant) {
            // `variant >= 0' fails when the variant is negative: distance variant + 1.
            const std::optional<runtime::Value> v = frame.evaluate(*instr.variant);
            if (v && v->isBasic()) violationDistance(instr.variantRange, normalisedDistance(static_cast<double>(v->asInt()) + 1));
        }
    }
    if (!cond) return value;
    const BranchSide taken{{routine.range.file, routine.range.begin}, instr.id, index, value};
    m_covered.insert(taken);
    BranchSide other = taken;
    other.value = !value;
    nearSide(other, branchDistance(*cond, !value, frame));
    return value;
}

RunFitness FitnessObserver::result() const
{
    RunFitness r = m_fitness;
    r.covered.assign(m_covered.begin(), m_covered.end());
    for (const BranchSide& side : r.covered) r.near.erase(side);
    return r;
}

}  // namespace amend::testing
