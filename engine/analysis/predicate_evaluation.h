// Evaluating a fault's predicates at a visit of a location (issue 20), compiled once per fault.
// Most predicates are comparisons of a few expressions with each other (i < a.count, i = a.count,
// i >= a.count ...): such a predicate is a comparison of two operands, each distinct operand is
// evaluated once per visit and shared by every predicate that uses it, and the comparison is
// made with the interpreter's own operators (runtime/operators.h). Any other predicate is
// evaluated whole. The result is typed: Undefined when an operand or the predicate fails (an
// index out of range, a call on Void) or is not a Boolean.
#pragma once

#include "analysis/predicates.h"
#include "runtime/interpreter.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace amend::analysis {

enum class PredicateValue : std::uint8_t { Undefined, True, False };

class CompiledPredicates {
public:
    // shareOperands false: every predicate evaluated whole (the reference the tests compare with).
    CompiledPredicates(const PredicateSet& set, bool shareOperands);

    std::size_t size() const { return m_plans.size(); }
    std::size_t operandCount() const { return m_operands.size(); }

private:
    friend class VisitEvaluator;
    struct Plan {
        const ir::Expr* whole = nullptr;  // the lowered predicate
        int left = -1, right = -1;        // operand indexes of a shared comparison; -1: whole
    };
    std::vector<Plan> m_plans;
    std::vector<const ir::Expr*> m_operands;
};

// The evaluation of one run's visits (one per observer: not shared between threads).
class VisitEvaluator {
public:
    explicit VisitEvaluator(const CompiledPredicates& compiled);
    void beginVisit();  // forgets the operands of the previous visit
    PredicateValue evaluate(std::size_t predicate, const runtime::FrameView& frame);

private:
    const std::optional<runtime::Value>& operand(int index, const runtime::FrameView& frame);

    const CompiledPredicates& m_compiled;
    std::vector<std::optional<runtime::Value>> m_values;  // per operand, valid when its stamp is m_visit
    std::vector<std::uint32_t> m_stamps;
    std::uint32_t m_visit = 1;
};

}  // namespace amend::analysis
