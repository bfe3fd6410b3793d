// Measuring a run's closeness to violations and its branch coverage (see search_fitness.h).
#include "testing/search_fitness.h"
#include "runtime/operators.h"
#include "testing/branch_distance.h"

#include <algorithm>

namespace amend::testing {

namespace {

bool isComparison(ir::Op op)
{
    return op == ir::Op::Eq || op == ir::Op::Ne || op == ir::Op::Lt || op == ir::Op::Le || op == ir::Op::Gt || op == ir::Op::Ge;
}

const ir::Expr& unconverted(const ir::Expr& expr)
{
    const ir::Expr* e = &expr;
    while (e->op == ir::Op::Convert && e->kids.size() == 1) e = e->kids[0].get();
    return *e;
}

// The argument slot `expr` reads (through conversions), -1 when it reads none.
int argumentSlot(const ir::Expr& expr, const ir::Routine& routine)
{
    const ir::Expr& e = unconverted(expr);
    return e.op == ir::Op::Local && e.slot >= 0 && e.slot < routine.argCount ? e.slot : -1;
}

// The attribute of Current `expr` reads (through conversions), null when it reads none.
const sema::FeatureInfo* currentAttribute(const ir::Expr& expr)
{
    const ir::Expr& e = unconverted(expr);
    return e.op == ir::Op::AttrCurrent ? e.feature : nullptr;
}

// Calls `visit' on every INTEGER comparison of two operands in `expr' and below its boolean
// connectives (and, or, implies, not …).
template <typename Visit>
void forEachIntegerComparison(const ir::Expr& expr, const Visit& visit)
{
    if (!isComparison(expr.op)) {
        if (expr.op == ir::Op::And || expr.op == ir::Op::AndThen || expr.op == ir::Op::Or || expr.op == ir::Op::OrElse ||
            expr.op == ir::Op::Implies || expr.op == ir::Op::Not)
            for (const ir::ExprPtr& kid : expr.kids) forEachIntegerComparison(*kid, visit);
        return;
    }
    if (expr.kids.size() == 2 && sema::isIntegerKind(expr.basic)) visit(expr);
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

void mergeArgumentValues(ArgumentValues& into, const ArgumentValues& values)
{
    for (const auto& [key, set] : values) {
        std::set<std::int64_t>& kept = into[key];
        for (auto it = set.begin(); it != set.end() && kept.size() < kMaxArgumentValues; ++it) kept.insert(*it);
    }
}

void FitnessObserver::argumentValue(const runtime::FrameView& frame, int slot, std::int64_t value)
{
    std::set<std::int64_t>& values = m_fitness.argumentValues[{frame.routine().feature, slot}];
    if (values.size() < kMaxArgumentValues) values.insert(value);
}

void FitnessObserver::argumentComparisons(const ir::Expr& condition, const runtime::FrameView& frame)
{
    forEachIntegerComparison(condition, [&](const ir::Expr& expr) {
        for (int side = 0; side < 2; ++side) {
            const int slot = argumentSlot(*expr.kids[static_cast<std::size_t>(side)], frame.routine());
            if (slot < 0) continue;
            const std::optional<runtime::Value> other = frame.evaluate(*expr.kids[static_cast<std::size_t>(1 - side)]);
            if (!other || !other->isBasic()) continue;
            const std::int64_t w = other->asInt();
            argumentValue(frame, slot, w);
            if (expr.op != ir::Op::Eq && expr.op != ir::Op::Ne) {
                argumentValue(frame, slot, runtime::wrappedInt64(ir::Op::Sub, w, 1));
                argumentValue(frame, slot, runtime::wrappedInt64(ir::Op::Add, w, 1));
            }
            const runtime::Value a = frame.slot(slot);
            if (m_userFrames.size() == 1 && !m_fitness.flip && a.isBasic()) flip(expr.op, side, slot, a.asInt(), w);
        }
    });
}

void FitnessObserver::attributeComparisons(const ir::Expr& condition, const runtime::FrameView& frame)
{
    // `attribute op other': other's value here, on this object.
    std::vector<AttributeBoundary>& met = m_fitness.boundaries;
    forEachIntegerComparison(condition, [&](const ir::Expr& expr) {
        for (int side = 0; side < 2 && met.size() < kMaxArgumentValues; ++side) {
            const sema::FeatureInfo* attribute = currentAttribute(*expr.kids[static_cast<std::size_t>(side)]);
            if (!attribute) continue;
            const std::optional<runtime::Value> other = frame.evaluate(*expr.kids[static_cast<std::size_t>(1 - side)]);
            if (!other || !other->isBasic()) continue;
            const AttributeBoundary boundary{attribute, other->asInt()};
            if (std::find(met.begin(), met.end(), boundary) == met.end()) met.push_back(boundary);
        }
    });
}

void FitnessObserver::attributeComparisons(const std::vector<ir::Assertion>& assertions, const runtime::FrameView& frame)
{
    for (const ir::Assertion& a : assertions)
        if (a.cond) attributeComparisons(*a.cond, frame);
}

void FitnessObserver::flip(ir::Op op, int side, int slot, std::int64_t argument, std::int64_t other)
{
    // `argument op other' (side 0) or `other op argument' (side 1): the argument's value nearest
    // to `other' that makes the comparison true, when it is false now.
    if (side == 1) op = op == ir::Op::Lt ? ir::Op::Gt : op == ir::Op::Gt ? ir::Op::Lt : op == ir::Op::Le ? ir::Op::Ge : op == ir::Op::Ge ? ir::Op::Le : op;
    std::int64_t wanted = argument;
    switch (op) {
    case ir::Op::Eq: wanted = other; break;
    case ir::Op::Ne: wanted = argument == other ? runtime::wrappedInt64(ir::Op::Add, other, 1) : argument; break;
    case ir::Op::Lt: wanted = argument < other ? argument : runtime::wrappedInt64(ir::Op::Sub, other, 1); break;
    case ir::Op::Le: wanted = argument <= other ? argument : other; break;
    case ir::Op::Gt: wanted = argument > other ? argument : runtime::wrappedInt64(ir::Op::Add, other, 1); break;
    case ir::Op::Ge: wanted = argument >= other ? argument : other; break;
    default: break;
    }
    if (wanted != argument) m_fitness.flip = ArgumentFlip{slot, wanted};
}

void FitnessObserver::recordEntryAttributes(const runtime::FrameView& frame)
{
    const runtime::Value current = frame.current();
    if (!current.isRef() || !current.ref->cls) return;
    const std::vector<const sema::FeatureInfo*>& fields = current.ref->cls->fields;
    for (std::size_t slot = 0; slot < fields.size() && slot < current.ref->fieldCount; ++slot) {
        const sema::FeatureInfo* a = fields[slot];
        const runtime::Value v = current.ref->fields()[slot];
        if (a && a->type && sema::isIntegerKind(a->type->basic()) && v.isBasic()) m_fitness.entryAttributes.emplace_back(a, v.asInt());
    }
}

void FitnessObserver::onEnter(const runtime::FrameView& frame)
{
    // A routine called by one of the user's routines: how close its precondition is to failing
    // (the caller's fault). Only the routine's own clauses (first group) are measured.
    const bool calledByUser = !m_userFrames.empty() && m_userFrames.back();
    const ir::Routine& routine = frame.routine();
    if (m_userFrames.empty()) {
        // A new step of the test: only the last step's call (the call under test) counts, since
        // a violation in an earlier step makes the test invalid, not failing. The values
        // arguments were compared with are kept: they are facts about the routines.
        m_fitness.clauses.clear();
        m_fitness.near.clear();
        m_fitness.flip.reset();
        m_fitness.boundaries.clear();
        m_fitness.entryAttributes.clear();
        m_covered.clear();
    }
    if (calledByUser && !routine.preconditions.empty()) clauses(routine.preconditions.front().clauses, frame);
    m_userFrames.push_back(runtime::isUserRoutine(routine));
    if (!m_userFrames.back()) return;
    if (m_userFrames.size() == 1) recordEntryAttributes(frame);
    for (const ir::PreconditionGroup& group : routine.preconditions) {
        if (routine.argCount > 0)
            for (const ir::Assertion& a : group.clauses)
                if (a.cond) argumentComparisons(*a.cond, frame);
        if (m_userFrames.size() == 1) attributeComparisons(group.clauses, frame);
    }
}

void FitnessObserver::onExit(const runtime::FrameView& frame, bool normal)
{
    if (!m_userFrames.empty()) m_userFrames.pop_back();
    const ir::Routine& routine = frame.routine();
    if (!normal || !runtime::isUserRoutine(routine)) return;
    clauses(routine.postconditions, frame);
    if (m_userFrames.empty()) attributeComparisons(routine.postconditions, frame);
    const runtime::Value current = frame.current();
    if (current.isRef() && current.ref->cls && !current.ref->cls->isKernel && current.ref->cls->invariantFrameSize == 0) {
        clauses(current.ref->cls->invariant, frame);
        if (m_userFrames.empty()) attributeComparisons(current.ref->cls->invariant, frame);
    }
}

void FitnessObserver::beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame)
{
    if (!runtime::isUserRoutine(frame.routine())) return;
    if (instr.op == ir::IOp::Check) {
        clauses(instr.assertions, frame);
        if (m_userFrames.size() == 1) attributeComparisons(instr.assertions, frame);
    }
    if (instr.op == ir::IOp::AssignAttr && instr.value && instr.feature) {
        // `attribute := argument': the routine sets the attribute (AttributeBoundary).
        const int slot = argumentSlot(*instr.value, frame.routine());
        const std::vector<const sema::Type*>& types = frame.routine().slotTypes;
        if (slot >= 0 && static_cast<std::size_t>(slot) < types.size() && types[static_cast<std::size_t>(slot)] &&
            sema::isIntegerKind(types[static_cast<std::size_t>(slot)]->basic()))
            m_fitness.setters[instr.feature].insert({frame.routine().feature, slot});
    }
    if (instr.op == ir::IOp::Inspect && instr.value) inspectBranches(instr, frame);
}

void FitnessObserver::inspectBranches(const ir::Instr& instr, const runtime::FrameView& frame)
{
    // Each `when' is a side (index k, value true): taken when the value is in one of its
    // ranges, else at the distance of the nearest range.
    const std::optional<runtime::Value> v = frame.evaluate(*instr.value);
    if (!v || !v->isBasic()) return;
    if (const int slot = argumentSlot(*instr.value, frame.routine()); slot >= 0)
        for (const ir::InspectWhen& when : instr.whens)
            for (const auto& [low, high] : when.ranges) {
                argumentValue(frame, slot, low);
                argumentValue(frame, slot, high);
            }
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
    if (!runtime::isUserRoutine(routine)) return value;
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
    if (routine.argCount > 0) argumentComparisons(*cond, frame);
    if (m_userFrames.size() == 1) attributeComparisons(*cond, frame);
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
