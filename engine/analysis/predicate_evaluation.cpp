// Predicates compiled into shared operands and comparisons (see predicate_evaluation.h).
#include "analysis/predicate_evaluation.h"

#include "runtime/operators.h"

#include <functional>
#include <unordered_map>

namespace amend::analysis {

namespace {

bool isComparison(ir::Op op)
{
    switch (op) {
    case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge: case ir::Op::Eq: case ir::Op::Ne: return true;
    default: return false;
    }
}

// Structural equality of lowered expressions (ids and source ranges aside): equal operands
// evaluate to the same value in the same state.
bool sameExpr(const ir::Expr& a, const ir::Expr& b)
{
    if (a.op != b.op || a.basic != b.basic || a.fromBasic != b.fromBasic || a.type != b.type || a.slot != b.slot ||
        a.routineId != b.routineId || a.feature != b.feature || a.auxFeature != b.auxFeature || a.intValue != b.intValue ||
        a.realValue != b.realValue || a.text != b.text || a.flag != b.flag || a.cursorForm != b.cursorForm || a.cursorSlot != b.cursorSlot ||
        a.iterNewCursor != b.iterNewCursor || a.iterAfter != b.iterAfter || a.iterItem != b.iterItem || a.iterForth != b.iterForth ||
        a.kids.size() != b.kids.size())
        return false;
    for (std::size_t i = 0; i < a.kids.size(); ++i)
        if (!sameExpr(*a.kids[i], *b.kids[i])) return false;
    return true;
}

std::size_t shapeHash(const ir::Expr& e)
{
    std::size_t h = std::hash<int>()(static_cast<int>(e.op)) * 31 + std::hash<int>()(e.slot) * 7 + std::hash<int>()(e.routineId) +
                    std::hash<std::int64_t>()(e.intValue) * 13 + e.kids.size();
    for (const ir::ExprPtr& k : e.kids) h = h * 1000003 + shapeHash(*k);
    return h;
}

}  // namespace

CompiledPredicates::CompiledPredicates(const PredicateSet& set, bool shareOperands)
{
    std::unordered_multimap<std::size_t, int> byShape;
    auto operandIndex = [&](const ir::Expr& e) {
        const std::size_t h = shapeHash(e);
        auto [from, to] = byShape.equal_range(h);
        for (auto it = from; it != to; ++it)
            if (sameExpr(*m_operands[static_cast<std::size_t>(it->second)], e)) return it->second;
        m_operands.push_back(&e);
        const int index = static_cast<int>(m_operands.size()) - 1;
        byShape.emplace(h, index);
        return index;
    };
    for (const Predicate& p : set.predicates) {
        Plan plan;
        plan.whole = p.lowered.get();
        if (shareOperands && plan.whole && isComparison(plan.whole->op) && plan.whole->kids.size() == 2) {
            plan.left = operandIndex(*plan.whole->kids[0]);
            plan.right = operandIndex(*plan.whole->kids[1]);
        }
        m_plans.push_back(plan);
    }
}

VisitEvaluator::VisitEvaluator(const CompiledPredicates& compiled)
    : m_compiled(compiled), m_values(compiled.m_operands.size()), m_stamps(compiled.m_operands.size(), 0)
{
}

void VisitEvaluator::beginVisit() { ++m_visit; }

const std::optional<runtime::Value>& VisitEvaluator::operand(int index, const runtime::FrameView& frame)
{
    const std::size_t i = static_cast<std::size_t>(index);
    if (m_stamps[i] != m_visit) {
        m_values[i] = frame.evaluate(*m_compiled.m_operands[i]);
        m_stamps[i] = m_visit;
    }
    return m_values[i];
}

PredicateValue VisitEvaluator::evaluate(std::size_t predicate, const runtime::FrameView& frame)
{
    const CompiledPredicates::Plan& plan = m_compiled.m_plans[predicate];
    if (!plan.whole) return PredicateValue::Undefined;
    if (plan.left < 0) {
        const std::optional<runtime::Value> v = frame.evaluate(*plan.whole);
        if (!v || v->tag != runtime::Tag::Boolean) return PredicateValue::Undefined;
        return v->b ? PredicateValue::True : PredicateValue::False;
    }
    const std::optional<runtime::Value>& a = operand(plan.left, frame);
    if (!a) return PredicateValue::Undefined;
    const std::optional<runtime::Value>& b = operand(plan.right, frame);
    if (!b) return PredicateValue::Undefined;
    // As the interpreter's Eq/Ne and comparison nodes compute them.
    bool holds;
    if (plan.whole->op == ir::Op::Eq || plan.whole->op == ir::Op::Ne) {
        holds = runtime::valuesEqual(*a, *b) == (plan.whole->op == ir::Op::Eq);
    } else {
        runtime::OpStatus status = runtime::OpStatus::Ok;
        const runtime::Value r = runtime::basicBinary(plan.whole->op, plan.whole->basic, *a, *b, status);
        if (r.tag != runtime::Tag::Boolean || status != runtime::OpStatus::Ok) return PredicateValue::Undefined;
        holds = r.b;
    }
    return holds ? PredicateValue::True : PredicateValue::False;
}

}  // namespace amend::analysis
