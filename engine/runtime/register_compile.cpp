// Compiles a lowered routine body into register code (register_code.h). Evaluation order, step
// charges and every check are the tree walker's: operands are evaluated left to right into
// registers, a local read in place is copied first when a later operand could write it (object
// tests, quantifiers, `$x'), and what has no register form here is left to the walker
// (EvalTree, ExecTree) on the same frame.
#include "runtime/register_code.h"

#include "sema/ir.h"
#include "sema/program.h"

namespace amend::runtime::regcode {

namespace {

// The register tier's comparison for an IR comparison (Lt, Le, Gt, Ge only).
constexpr Cond condOf(ir::Op op)
{
    switch (op) {
    case ir::Op::Le: return Cond::Le;
    case ir::Op::Gt: return Cond::Gt;
    case ir::Op::Ge: return Cond::Ge;
    default: return Cond::Lt;
    }
}

bool writesSlots(const ir::Expr& e)
{
    if ((e.op == ir::Op::ObjectTest && e.slot >= 0) || e.op == ir::Op::Quantifier || e.op == ir::Op::Address || e.op == ir::Op::Agent) return true;
    for (const ir::ExprPtr& k : e.kids)
        if (k && writesSlots(*k)) return true;
    return false;
}

// A constant the walker's handler makes without side effects.
bool constantValue(const ir::Expr& e, Value& out)
{
    switch (e.op) {
    case ir::Op::Int32Const: out = Value::int32(static_cast<std::int32_t>(e.intValue)); return true;
    case ir::Op::Int64Const: out = Value::int64(e.intValue); return true;
    case ir::Op::Nat32Const: out = Value::nat32(static_cast<std::uint32_t>(e.intValue)); return true;
    case ir::Op::RealConst: out = Value::real(e.realValue); return true;
    case ir::Op::BoolConst: out = Value::boolean(e.intValue != 0); return true;
    case ir::Op::CharConst: out = Value::character(static_cast<std::uint32_t>(e.intValue)); return true;
    case ir::Op::VoidConst: out = Value(); return true;
    default: return false;
    }
}

bool isInt32Op(const ir::Expr& e) { return e.basic == sema::BasicKind::Integer32 && e.kids.size() == 2; }

class Compiler {
public:
    // Code over a frame of `frameSize' slots followed by `olds' old values.
    Compiler(int frameSize, std::size_t olds, const KernelRoutines& kernel) : m_frameSize(frameSize), m_kernel(kernel)
    {
        m_code.frameSize = frameSize;
        m_code.frameSlots = frameSize + static_cast<int>(olds);
    }

    // A routine body; null when nothing in it has a register instruction of its own.
    std::shared_ptr<const Code> body(const ir::Block& b)
    {
        block(b);
        emit({.op = Op::Return});
        if (!m_native) return nullptr;
        return finish();
    }

    // Assertion clauses checked in order: each one noted (Clause), then its condition; the
    // first that is false ends the code (ClauseFailed), all true reach Return.
    std::shared_ptr<const Code> clauses(const std::vector<ir::Assertion>& list)
    {
        for (const ir::Assertion& a : list) {
            m_temps = 0;
            emit({.op = Op::Clause, .node = &a});
            if (!a.cond) continue;  // a tag-only clause holds
            std::vector<int> holds;
            branch(*a.cond, true, holds);
            emit({.op = Op::ClauseFailed, .node = &a});
            patchAll(holds);
        }
        emit({.op = Op::Return});
        return finish();
    }

private:
    // An operand: a register (>= 0) or a constant (-1 - index).
    using Operand = std::int32_t;

    std::shared_ptr<const Code> finish()
    {
        for (Instr& i : m_code.instrs)  // a jump to the end returns at once
            if (i.op == Op::Jump && m_code.instrs[static_cast<std::size_t>(i.target)].op == Op::Return) i.op = Op::Return;
        m_code.temps = m_maxTemps;
        return std::make_shared<const Code>(std::move(m_code));
    }

    const int m_frameSize;
    const KernelRoutines m_kernel;
    Code m_code;
    int m_temps = 0, m_maxTemps = 0;
    bool m_native = false;  // something compiled to an instruction of its own

    int emit(Instr i)
    {
        if (i.op != Op::EvalTree && i.op != Op::ExecTree && i.op != Op::Return && i.op != Op::Step) m_native = true;
        m_code.instrs.push_back(i);
        return static_cast<int>(m_code.instrs.size()) - 1;
    }
    int here() const { return static_cast<int>(m_code.instrs.size()); }
    void patch(int at) { m_code.instrs[static_cast<std::size_t>(at)].target = here(); }
    void patchAll(const std::vector<int>& jumps)
    {
        for (int j : jumps) patch(j);
    }

    int newTemp()
    {
        const int t = m_code.frameSlots + m_temps++;
        if (m_temps > m_maxTemps) m_maxTemps = m_temps;
        return t;
    }
    Operand constant(Value v)
    {
        m_code.constants.push_back(v);
        return -static_cast<Operand>(m_code.constants.size());
    }
    bool isLocalSlot(Operand o) const { return o >= 0 && o < m_frameSize; }
    // A register holding `o' (constants loaded into a temporary).
    int reg(Operand o)
    {
        if (o >= 0) return o;
        const int t = newTemp();
        emit({.op = Op::Move, .dst = t, .a = o});
        return t;
    }
    // `o' kept safe from what evaluating `later' may write.
    Operand guard(Operand o, const ir::Expr& later)
    {
        if (!isLocalSlot(o) || !writesSlots(later)) return o;
        const int t = newTemp();
        emit({.op = Op::Move, .dst = t, .a = o});
        return t;
    }
    // `e' compiled, kept safe from what evaluating later[from..] (its right-hand neighbours) may write.
    Operand guarded(const ir::Expr& e, const std::vector<ir::ExprPtr>& later, std::size_t from)
    {
        Operand o = expr(e, -1);
        for (std::size_t k = from; k < later.size(); ++k) o = guard(o, *later[k]);
        return o;
    }
    int target(int dst) { return dst >= 0 ? dst : newTemp(); }
    std::int32_t callSite()
    {
        m_code.callSites.emplace_back();
        return static_cast<std::int32_t>(m_code.callSites.size()) - 1;
    }

    void block(const ir::Block& b)
    {
        for (const ir::InstrPtr& i : b) instr(*i);
    }

    void instr(const ir::Instr& i)
    {
        m_temps = 0;
        switch (i.op) {
        case ir::IOp::AssignLocal:
            emit({.op = Op::Step});
            into(*i.value, i.slot);
            return;
        case ir::IOp::AssignResult: {
            emit({.op = Op::Step});
            const Operand v = expr(*i.value, -1);
            emit({.op = Op::SetResult, .a = v});
            return;
        }
        case ir::IOp::CallInstr:
            emit({.op = Op::Step});
            expr(*i.value, -1);
            return;
        case ir::IOp::If: {
            emit({.op = Op::Step});
            std::vector<int> toEnd;
            for (std::size_t k = 0; k < i.conds.size(); ++k) {
                std::vector<int> toNext;
                branch(*i.conds[k], false, toNext);
                m_temps = 0;
                block(i.blocks[k]);
                toEnd.push_back(emit({.op = Op::Jump}));
                patchAll(toNext);
            }
            block(i.elseBlock);
            patchAll(toEnd);
            return;
        }
        case ir::IOp::Loop:
            if (i.invariant.empty() && !i.variant) {
                // The exit test before the first iteration, and again (inverted: back to the
                // body) after each iteration's Step, so that an iteration pays no jump.
                emit({.op = Op::Step});
                block(i.from);
                m_temps = 0;
                std::vector<int> toEnd;
                branch(*i.until, true, toEnd);
                const int top = here();
                block(i.body);
                emit({.op = Op::Step});
                m_temps = 0;
                std::vector<int> toTop;
                branch(*i.until, false, toTop);
                for (int j : toTop) m_code.instrs[static_cast<std::size_t>(j)].target = top;
                patchAll(toEnd);
                return;
            }
            break;
        default: break;
        }
        emit({.op = Op::ExecTree, .node = &i});
    }

    // The value of `e' into register `dst' (the value is written last, after every operand
    // is read).
    void into(const ir::Expr& e, int dst)
    {
        const Operand o = expr(e, dst);
        if (o != dst) emit({.op = Op::Move, .dst = dst, .a = o});
    }

    // Emits code jumping to a label (added to `jumps') when the condition's value equals
    // `when', falling through otherwise.
    void branch(const ir::Expr& e, bool when, std::vector<int>& jumps)
    {
        switch (e.op) {
        case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge:
            if (isInt32Op(e)) {
                const Operand a = guard(expr(*e.kids[0], -1), *e.kids[1]);
                const ir::Expr& k1 = *e.kids[1];
                const Cond c = condOf(e.op);
                if (k1.op == ir::Op::Int32Const)
                    jumps.push_back(emit({.op = Op::BrCmpRI, .cond = c, .sense = when, .a = reg(a), .b = static_cast<std::int32_t>(k1.intValue)}));
                else
                    jumps.push_back(emit({.op = Op::BrCmpRR, .cond = c, .sense = when, .a = reg(a), .b = reg(expr(k1, -1))}));
                return;
            }
            break;
        case ir::Op::Eq: case ir::Op::Ne: {
            const Operand a = guard(expr(*e.kids[0], -1), *e.kids[1]);
            const Operand b = expr(*e.kids[1], -1);
            jumps.push_back(emit({.op = Op::BrEqual, .cond = e.op == ir::Op::Eq ? Cond::Eq : Cond::Ne, .sense = when, .a = a, .b = b}));
            return;
        }
        case ir::Op::Not: branch(*e.kids[0], !when, jumps); return;
        case ir::Op::ObjectTest:
            if (e.flag) {
                const Operand v = expr(*e.kids[0], -1);
                jumps.push_back(emit({.op = Op::BrAttached, .sense = when, .dst = e.slot, .a = v, .node = &e}));
                return;
            }
            break;
        case ir::Op::And: case ir::Op::Or: case ir::Op::AndThen: case ir::Op::OrElse: case ir::Op::Implies: {
            // a and b: false when a is; a or b: true when a is; a implies b: true when a is false
            // (semi-strict, ir.h).
            const bool conjunction = e.op == ir::Op::And || e.op == ir::Op::AndThen;
            const bool shortValue = !conjunction;                                        // the value when a decides
            const bool aDecidesWhen = e.op == ir::Op::Or || e.op == ir::Op::OrElse;   // a's value that decides
            if (shortValue == when) {
                branch(*e.kids[0], aDecidesWhen, jumps);
                branch(*e.kids[1], when, jumps);
            } else {
                std::vector<int> skip;
                branch(*e.kids[0], aDecidesWhen, skip);
                branch(*e.kids[1], when, jumps);
                patchAll(skip);
            }
            return;
        }
        default: break;
        }
        const int r = reg(expr(e, -1));
        jumps.push_back(emit({.op = Op::BrBool, .sense = when, .a = r}));
    }

    // Compiles `e'; its value ends in the returned operand (`dst' when given and the value is
    // computed, a local's slot or a constant when it is one).
    Operand expr(const ir::Expr& e, int dst)
    {
        Value c;
        if (constantValue(e, c)) return constant(c);
        switch (e.op) {
        case ir::Op::Local: return e.slot;
        case ir::Op::Result: { const int t = target(dst); emit({.op = Op::GetResult, .dst = t}); return t; }
        case ir::Op::Current: { const int t = target(dst); emit({.op = Op::LoadCurrent, .dst = t}); return t; }
        case ir::Op::AttrCurrent: { const int t = target(dst); emit({.op = Op::AttrCurrent, .dst = t, .node = &e}); return t; }
        case ir::Op::Add: case ir::Op::Sub: case ir::Op::Mul: case ir::Op::IntDiv: case ir::Op::Mod:
            if (isInt32Op(e)) return arithmetic(e, dst);
            break;
        case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge:
            if (isInt32Op(e)) {
                const Operand a = guard(expr(*e.kids[0], -1), *e.kids[1]);
                const ir::Expr& k1 = *e.kids[1];
                const Cond cond = condOf(e.op);
                if (k1.op == ir::Op::Int32Const) {
                    const int ra = reg(a);
                    const int t = target(dst);
                    emit({.op = Op::CmpRI, .cond = cond, .dst = t, .a = ra, .b = static_cast<std::int32_t>(k1.intValue)});
                    return t;
                }
                const int ra = reg(a), rb = reg(expr(k1, -1));
                const int t = target(dst);
                emit({.op = Op::CmpRR, .cond = cond, .dst = t, .a = ra, .b = rb});
                return t;
            }
            break;
        case ir::Op::Eq: case ir::Op::Ne: {
            const Operand a = guard(expr(*e.kids[0], -1), *e.kids[1]);
            const Operand b = expr(*e.kids[1], -1);
            const int t = target(dst);
            emit({.op = Op::Equal, .cond = e.op == ir::Op::Eq ? Cond::Eq : Cond::Ne, .dst = t, .a = a, .b = b});
            return t;
        }
        case ir::Op::Not: {
            const int a = reg(expr(*e.kids[0], -1));
            const int t = target(dst);
            emit({.op = Op::Not, .dst = t, .a = a});
            return t;
        }
        case ir::Op::And: case ir::Op::Or: {
            // Semi-strict (ir.h): the value through branches, written once both sides that run have.
            std::vector<int> whenFalse;
            branch(e, false, whenFalse);
            const int t = target(dst);
            emit({.op = Op::Move, .dst = t, .a = constant(Value::boolean(true))});
            const int over = emit({.op = Op::Jump});
            patchAll(whenFalse);
            emit({.op = Op::Move, .dst = t, .a = constant(Value::boolean(false))});
            patch(over);
            return t;
        }
        case ir::Op::Xor: {
            const int a = reg(guard(expr(*e.kids[0], -1), *e.kids[1]));
            const int b = reg(expr(*e.kids[1], -1));
            const int t = target(dst);
            emit({.op = Op::Xor, .dst = t, .a = a, .b = b});
            return t;
        }
        case ir::Op::CallCurrent:
            if (e.kids.size() <= kMaxArgs) {
                const std::int32_t first = arguments(e, 0);
                const int t = target(dst);
                emit({.op = Op::CallCurrent, .dst = t, .a = static_cast<std::int32_t>(e.kids.size()), .b = first, .site = callSite(), .node = &e});
                return t;
            }
            break;
        case ir::Op::Call:
            if (e.kids.size() == 2 && e.kids[1]->op == ir::Op::ManifestTuple) return agentCall(e, dst);
            if (e.routineId >= 0 && (e.routineId == m_kernel.arrayItemId || e.routineId == m_kernel.arrayPutId)) return arrayCall(e, dst);
            // An attribute of the static type (a descendant cannot make it a routine again).
            if (e.kids.size() == 1 && e.feature && e.feature->kind == sema::FeatureInfo::Kind::Attribute) {
                const int ra = reg(expr(*e.kids[0], -1));
                const int t = target(dst);
                emit({.op = Op::AttrQualified, .dst = t, .a = ra, .node = &e});
                return t;
            }
            if (e.kids.size() - 1 <= kMaxArgs) return callQualified(e, dst);
            break;
        default: break;
        }
        const int t = target(dst);
        emit({.op = Op::EvalTree, .dst = t, .node = &e});
        return t;
    }

public:
    static constexpr std::size_t kMaxArgs = 4;  // the walker's few-arguments call path
    static constexpr std::size_t kMaxAgentItems = 8;  // AgentCall's items (Machine::callAgentOnItems holds 8)

private:
    // A qualified call of at most kMaxArgs arguments through the walker's call code.
    Operand callQualified(const ir::Expr& e, int dst)
    {
        const int ra = reg(guarded(*e.kids[0], e.kids, 1));
        const std::int32_t first = arguments(e, 1);
        const int t = target(dst);
        emit({.op = Op::CallQualified, .argc = static_cast<std::uint8_t>(e.kids.size() - 1), .dst = t, .a = ra, .b = first,
              .site = callSite(), .node = &e});
        return t;
    }

    // The arguments kids[first..] as operands in Code::operands; returns the index of the first.
    std::int32_t arguments(const ir::Expr& e, std::size_t first)
    {
        std::vector<Operand> ops;
        for (std::size_t k = first; k < e.kids.size(); ++k) ops.push_back(guarded(*e.kids[k], e.kids, k + 1));
        const auto at = static_cast<std::int32_t>(m_code.operands.size());
        m_code.operands.insert(m_code.operands.end(), ops.begin(), ops.end());
        return at;
    }

    // `f.item ([x, y])' (AgentCall): the target, then the tuple's items as operands.
    Operand agentCall(const ir::Expr& e, int dst)
    {
        const ir::Expr& tuple = *e.kids[1];
        if (tuple.kids.size() > kMaxAgentItems) {
            const int t = target(dst);
            emit({.op = Op::EvalTree, .dst = t, .node = &e});
            return t;
        }
        const int ra = reg(guarded(*e.kids[0], tuple.kids, 0));
        const std::int32_t first = arguments(tuple, 0);
        const int t = target(dst);
        emit({.op = Op::AgentCall, .argc = static_cast<std::uint8_t>(tuple.kids.size()), .dst = t, .a = ra, .b = first, .node = &e});
        return t;
    }

    // ARRAY.item (kids: target, index) or put (target, value, index), operands left to right as
    // for CallQualified. A put's value (none) is the constant Void.
    Operand arrayCall(const ir::Expr& e, int dst)
    {
        const bool put = e.routineId == m_kernel.arrayPutId;
        if (e.kids.size() != (put ? 3u : 2u)) return callQualified(e, dst);
        const int ra = reg(guarded(*e.kids[0], e.kids, 1));
        const Operand first = guarded(*e.kids[1], e.kids, 2);
        if (!put) {
            const int t = target(dst);
            emit({.op = Op::ArrayItem, .dst = t, .a = ra, .b = first, .node = &e});
            return t;
        }
        const Operand index = expr(*e.kids[2], -1);
        emit({.op = Op::ArrayPut, .a = ra, .b = first, .target = index, .node = &e});
        return constant(Value());
    }

    Operand arithmetic(const ir::Expr& e, int dst)
    {
        static constexpr Op kRR[] = {Op::AddRR, Op::SubRR, Op::MulRR, Op::IntDivRR, Op::ModRR};
        static constexpr Op kRI[] = {Op::AddRI, Op::SubRI, Op::MulRI, Op::IntDivRI, Op::ModRI};
        const int k = e.op == ir::Op::Add ? 0 : e.op == ir::Op::Sub ? 1 : e.op == ir::Op::Mul ? 2 : e.op == ir::Op::IntDiv ? 3 : 4;
        const ir::Expr& k0 = *e.kids[0];
        const ir::Expr& k1 = *e.kids[1];
        const Operand a = guard(expr(k0, -1), k1);
        if (k1.op == ir::Op::Int32Const) {
            const int ra = reg(a);
            const int t = target(dst);
            emit({.op = kRI[k], .dst = t, .a = ra, .b = static_cast<std::int32_t>(k1.intValue), .node = &e});
            return t;
        }
        const int ra = reg(a), rb = reg(expr(k1, -1));
        const int t = target(dst);
        emit({.op = kRR[k], .dst = t, .a = ra, .b = rb, .node = &e});
        return t;
    }
};

}  // namespace

std::shared_ptr<const Code> compile(const ir::Routine& routine, const KernelRoutines& kernel)
{
    return Compiler(routine.frameSize, routine.olds.size(), kernel).body(routine.body);
}

std::shared_ptr<const Code> compileClauses(const std::vector<ir::Assertion>& clauses, int frameSize, std::size_t olds, const KernelRoutines& kernel)
{
    return Compiler(frameSize, olds, kernel).clauses(clauses);
}

}  // namespace amend::runtime::regcode
