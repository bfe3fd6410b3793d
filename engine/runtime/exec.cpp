// Instruction execution: assignments, calls, conditionals (with observer branch hooks and
// forcing), inspect, loops with invariants and variants, check, debug and retry.
#include "runtime/machine.h"

namespace amend::runtime {

void Machine::execBlock(const ir::Block& block, Frame& f)
{
    for (const ir::InstrPtr& i : block) exec(*i, f);
}

void Machine::exec(const ir::Instr& i, Frame& f)
{
    if (++steps > options.limits.maxSteps) budgetExhausted(Budget::Steps);
    if (m_observer) m_observer->beforeInstruction(i, view(f));
    switch (i.op) {
    case ir::IOp::AssignLocal: f.locals[i.slot] = evalFast(*i.value, f); return;
    case ir::IOp::AssignResult: f.result = evalFast(*i.value, f); return;
    case ir::IOp::AssignAttr: {
        const Value v = eval(*i.value, f);
        if (!f.current.isRef()) internalError("attribute assignment on a basic value");
        Object* o = f.current.ref;
        const sema::FeatureInfo* a = o->cls->dispatchFor(i.routineId);
        if (!a) a = i.feature;
        if (!a || a->slot < 0 || static_cast<std::uint32_t>(a->slot) >= o->fieldCount) internalError("bad attribute assignment");
        o->fields()[a->slot] = v;
        return;
    }
    case ir::IOp::CallInstr: eval(*i.value, f); return;
    case ir::IOp::If: {
        const std::size_t n = i.conds.size();
        for (std::size_t k = 0; k < n; ++k) {
            bool c = evalFast(*i.conds[k], f).b;
            if (m_observer) c = m_observer->onBranch(i, static_cast<int>(k), c, view(f));
            if (c) {
                execBlock(i.blocks[k], f);
                return;
            }
        }
        execBlock(i.elseBlock, f);
        return;
    }
    case ir::IOp::Inspect: execInspect(i, f); return;
    case ir::IOp::Loop: execLoop(i, f); return;
    case ir::IOp::Check:
        if (m_contracts && assertDepth == 0) checkAssertions(i.assertions, f, ViolationKind::Check, i.range);
        if (i.hasThen && !i.blocks.empty()) execBlock(i.blocks[0], f);
        return;
    case ir::IOp::Debug:
        if (options.debug && !i.blocks.empty()) execBlock(i.blocks[0], f);
        return;
    case ir::IOp::Retry: throw RetrySignal{};
    }
}

void Machine::execInspect(const ir::Instr& i, Frame& f)
{
    const std::int64_t v = eval(*i.value, f).asInt();
    for (const ir::InspectWhen& w : i.whens) {
        for (const auto& [lo, hi] : w.ranges) {
            if (lo <= v && v <= hi) {
                execBlock(w.body, f);
                return;
            }
        }
    }
    if (i.hasElse) {
        execBlock(i.elseBlock, f);
        return;
    }
    fail(ViolationKind::InspectNoMatch, nullptr, i.range, "inspect: no branch matches value " + std::to_string(v));
}

void Machine::execLoop(const ir::Instr& i, Frame& f)
{
    execBlock(i.from, f);
    const bool check = m_contracts && assertDepth == 0;
    const bool hasInvariant = check && !i.invariant.empty();
    const bool hasVariant = check && i.variant;
    ir::Assertion variantClause;
    auto variantFail = [&](const std::string& why) {
        variantClause.tag = i.variantTag;
        variantClause.range = i.variantRange;
        fail(ViolationKind::Variant, &variantClause, i.range, "loop variant " + why);
    };
    auto evalVariant = [&]() -> std::int64_t {
        ++assertDepth;
        const std::int64_t v = eval(*i.variant, f).asInt();
        --assertDepth;
        if (v < 0) variantFail("is negative (" + std::to_string(v) + ")");
        return v;
    };
    if (hasInvariant) checkAssertions(i.invariant, f, ViolationKind::LoopInvariant, i.range);
    std::int64_t variant = hasVariant ? evalVariant() : 0;
    for (;;) {
        bool exit = evalFast(*i.until, f).b;
        if (m_observer) exit = m_observer->onBranch(i, 0, exit, view(f));
        if (exit) return;
        execBlock(i.body, f);
        if (++steps > options.limits.maxSteps) budgetExhausted(Budget::Steps);
        if (hasInvariant) checkAssertions(i.invariant, f, ViolationKind::LoopInvariant, i.range);
        if (hasVariant) {
            const std::int64_t next = evalVariant();
            if (next >= variant) variantFail("does not decrease (" + std::to_string(variant) + " -> " + std::to_string(next) + ")");
            variant = next;
        }
    }
}

}  // namespace amend::runtime
