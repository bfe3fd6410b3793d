// Instruction execution: assignments, calls, conditionals (with observer branch hooks and
// forcing), inspect, loops with invariants and variants, check, debug and retry.
#include "runtime/machine.h"
#include "runtime/operators.h"

#include <array>
#include <optional>

namespace amend::runtime {

namespace {

// An operand of an INTEGER_32 operator: locals and constants read in place.
inline std::int32_t int32Operand(Machine& m, const ir::Expr& k, Frame& f)
{
    if (k.op == ir::Op::Local) return f.locals[k.slot].i32;
    if (k.op == ir::Op::Int32Const) return static_cast<std::int32_t>(k.intValue);
    return m.eval(k, f).i32;
}

// An operand of `=' or `/=': locals and INTEGER_32 constants read in place.
inline Value equalityOperand(Machine& m, const ir::Expr& k, Frame& f)
{
    if (k.op == ir::Op::Int32Const) return Value::int32(static_cast<std::int32_t>(k.intValue));
    return m.evalFast(k, f);
}

// A loop's exit condition (tested on every iteration). INTEGER_32 comparisons (`i > n',
// `j > s.count') and `=' / `/=' (`n = Void') are evaluated here, their operands as by the
// operator handlers, without the table call and the Value of the operator itself; everything
// else by evalFast.
inline bool evalExitCondition(Machine& m, const ir::Expr& e, Frame& f)
{
    if (e.op >= ir::Op::Lt && e.op <= ir::Op::Ge && e.basic == sema::BasicKind::Integer32) {
        const std::int32_t a = int32Operand(m, *e.kids[0], f);
        const std::int32_t b = int32Operand(m, *e.kids[1], f);
        switch (e.op) {
        case ir::Op::Lt: return a < b;
        case ir::Op::Le: return a <= b;
        case ir::Op::Gt: return a > b;
        default: return a >= b;
        }
    }
    if (e.op == ir::Op::Eq || e.op == ir::Op::Ne) {
        const Value a = equalityOperand(m, *e.kids[0], f);
        const Value b = equalityOperand(m, *e.kids[1], f);
        return valuesEqual(a, b) == (e.op == ir::Op::Eq);
    }
    return m.evalFast(e, f).b;
}

}  // namespace

// One handler per ir::IOp, reached through a table (Machine::exec), as for expressions.
struct ExecOps {
    using I = const ir::Instr&;

    static void assignLocal(Machine& m, I i, Frame& f) { f.locals[i.slot] = m.evalFast(*i.value, f); }
    static void assignResult(Machine& m, I i, Frame& f) { f.result = m.evalFast(*i.value, f); }
    static void assignAttr(Machine& m, I i, Frame& f)
    {
        const Value v = m.eval(*i.value, f);
        if (!f.current.isRef()) {
            // A basic value's one attribute is its `item', the value itself (`set_item' in the
            // _REF classes): the routine's own copy of Current changes (Machine::basicCurrent).
            f.current = v;
            return;
        }
        Object* o = f.current.ref;
        const sema::FeatureInfo* a = o->cls->dispatchFor(i.routineId);
        if (!a) a = i.feature;
        if (!a || a->slot < 0 || static_cast<std::uint32_t>(a->slot) >= o->fieldCount) m.internalError("bad attribute assignment");
        o->fields()[a->slot] = v;
    }
    static void callInstr(Machine& m, I i, Frame& f) { m.eval(*i.value, f); }
    static void ifInstr(Machine& m, I i, Frame& f)
    {
        const std::size_t n = i.conds.size();
        if (n == 1) [[likely]] {
            bool c = m.evalFast(*i.conds[0], f).b;
            if (m.m_observer) [[unlikely]] c = m.observeBranch(i, 0, c, f);
            m.execBlock(c ? i.blocks[0] : i.elseBlock, f);
            return;
        }
        for (std::size_t k = 0; k < n; ++k) {
            bool c = m.evalFast(*i.conds[k], f).b;
            if (m.m_observer) [[unlikely]] c = m.observeBranch(i, static_cast<int>(k), c, f);
            if (c) {
                m.execBlock(i.blocks[k], f);
                return;
            }
        }
        m.execBlock(i.elseBlock, f);
    }
    static void inspect(Machine& m, I i, Frame& f) { m.execInspect(i, f); }
    static void loop(Machine& m, I i, Frame& f) { m.execLoop(i, f); }
    static void check(Machine& m, I i, Frame& f)
    {
        if (m.m_contracts && m.assertDepth == 0) {
            m.checkAssertions(i.assertions, f, ViolationKind::Check, i.range);
        } else if (i.hasThen) {
            // Unmonitored (inside another assertion, or contracts off): `check attached x as a
            // then … end' still binds `a' for its body.
            for (const ir::Assertion& a : i.assertions)
                if (a.cond) m.eval(*a.cond, f);
        }
        if (i.hasThen && !i.blocks.empty()) m.execBlock(i.blocks[0], f);
    }
    static void debug(Machine& m, I i, Frame& f)
    {
        if (m.options.debug && !i.blocks.empty()) m.execBlock(i.blocks[0], f);
    }
    static void retry(Machine&, I, Frame&) { throw RetrySignal{}; }

    static constexpr std::array<Machine::ExecFn, Machine::kIOpCount> table()
    {
        std::array<Machine::ExecFn, Machine::kIOpCount> t{};
        using O = ir::IOp;
        auto set = [&t](O op, Machine::ExecFn fn) { t[static_cast<std::size_t>(op)] = fn; };
        set(O::AssignLocal, &assignLocal); set(O::AssignResult, &assignResult); set(O::AssignAttr, &assignAttr);
        set(O::CallInstr, &callInstr); set(O::If, &ifInstr); set(O::Inspect, &inspect); set(O::Loop, &loop);
        set(O::Check, &check); set(O::Debug, &debug); set(O::Retry, &retry);
        return t;
    }
};

const std::array<Machine::ExecFn, Machine::kIOpCount> Machine::s_execTable = ExecOps::table();

void Machine::execChecks(const ir::Instr& i, Frame& f)
{
    if (steps > options.limits.maxSteps) budgetExhausted(Budget::Steps);
    if (m_observer) observeInstruction(i, f);
}

void Machine::observeInstruction(const ir::Instr& i, Frame& f) { m_observer->beforeInstruction(i, view(f)); }

bool Machine::observeBranch(const ir::Instr& i, int index, bool value, Frame& f) { return m_observer->onBranch(i, index, value, view(f)); }

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
    fail(ViolationKind::InspectNoMatch, nullptr, i.range, "inspect: no branch matches value " + std::to_string(v), false, nullptr, std::to_string(v));
}

// The variant is AutoProof's loop variant (and the termination argument of ECMA-367's loop
// rule): non-negative in every state where the body is about to run (the exit condition false),
// and smaller after each execution of the body than before it. After the last iteration it may
// be anything: `variant n - i until i > n' ends at -1 and terminates all the same, so a loop
// verified by AutoProof is never called faulty here.
void Machine::execLoop(const ir::Instr& i, Frame& f)
{
    execBlock(i.from, f);
    const bool check = m_contracts && assertDepth == 0;
    const bool hasInvariant = check && !i.invariant.empty();
    const bool hasVariant = check && i.variant;
    ir::Assertion variantClause;
    if (hasVariant) {
        variantClause.tag = i.variantTag;
        variantClause.range = i.variantRange;
    }
    // `now': the variant's value; `before': the last iteration's when it did not decrease (none: negative).
    auto variantFail = [&](const std::string& why, std::int64_t now, std::optional<std::int64_t> before) {
        fail(ViolationKind::Variant, &variantClause, i.range, "loop variant " + why, false, nullptr, std::to_string(now),
             before ? std::to_string(*before) : std::string());
    };
    auto evalVariant = [&]() -> std::int64_t {
        beginContract(&variantClause);
        const std::int64_t v = eval(*i.variant, f).asInt();
        endContract();
        return v;
    };
    if (hasInvariant) checkAssertions(i.invariant, f, ViolationKind::LoopInvariant, i.range);
    bool known = false;  // `variant' holds the variant's value after the last iteration
    std::int64_t variant = 0;
    // Known to ranInTerminatingLoop while this loop runs (a loop with a variant only).
    VariantLoop progress{steps, steps, 0, m_variantLoop};
    struct Registration {
        const VariantLoop*& innermost;
        const VariantLoop* saved;
        ~Registration() { innermost = saved; }
    } registration{m_variantLoop, m_variantLoop};
    if (hasVariant) m_variantLoop = &progress;
    for (;;) {
        bool exit = evalExitCondition(*this, *i.until, f);
        if (m_observer) [[unlikely]] exit = observeBranch(i, 0, exit, f);
        if (exit) return;
        if (hasVariant) {
            if (!known) variant = evalVariant();
            if (variant < 0) variantFail("is negative (" + std::to_string(variant) + ")", variant, std::nullopt);
            progress.iterationStep = steps;
            ++progress.iterations;
        }
        execBlock(i.body, f);
        if (++steps > options.limits.maxSteps) budgetExhausted(Budget::Steps);
        if (hasInvariant) checkAssertions(i.invariant, f, ViolationKind::LoopInvariant, i.range);
        if (hasVariant) {
            const std::int64_t next = evalVariant();
            if (next >= variant) variantFail("does not decrease (" + std::to_string(variant) + " -> " + std::to_string(next) + ")", next, variant);
            variant = next;
            known = true;
        }
    }
}

}  // namespace amend::runtime
