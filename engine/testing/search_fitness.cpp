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
    if (instr.op == ir::IOp::Check && isUserRoutine(frame.routine())) clauses(instr.assertions, frame);
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
    const BranchSide taken{&routine, instr.id, index, value};
    m_covered.insert(taken);
    BranchSide other = taken;
    other.value = !value;
    const double d = branchDistance(*cond, !value, frame);
    auto [it, inserted] = m_fitness.near.try_emplace(other, d);
    if (!inserted) it->second = std::min(it->second, d);
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
