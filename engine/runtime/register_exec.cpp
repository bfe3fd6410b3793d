// The register tier's dispatch loop (register_code.h): runs a routine body's register code on
// its frame, and decides per run and routine when a body is compiled. Every instruction does
// what the tree walker's handler of the same node does, in the same order, with the same step
// charges, checks and reports (calls through CallTails, the walker's own call code).
#include "runtime/call_tails.h"
#include "runtime/machine.h"
#include "runtime/operators.h"
#include "runtime/register_arrays.h"
#include "runtime/register_calls.h"
#include "runtime/register_code.h"
#include "runtime/register_objects.h"

namespace amend::runtime {

// Routines with a loop are compiled on their first call (their loop pays at once), the others
// on their second. A short call-free body entered from the walker saves little, but compiled it
// is called directly from compiled code, contract code included (register_contracts.cpp):
// keeping such code cost no benchmark of bench/programs/ an instruction (callgrind, session 16)
// and saved 19 % of them on a countdown whose contracts call `convert_to_seconds'.
int Machine::registerCodeAfterCalls(const ir::Routine& r) const
{
    for (const ir::Instr* i : r.instructions)
        if (i->op == ir::IOp::Loop) return 1;
    return 2;
}

regcode::KernelRoutines Machine::kernelRoutines() const { return {.arrayItemId = m_fast.arrayItemId, .arrayPutId = m_fast.arrayPutId}; }

bool Machine::compileRegisterCode(const ir::Routine& r, const RoutineInfo& info)
{
    info.code = regcode::compile(r, kernelRoutines());
    return info.code != nullptr;
}

std::size_t Machine::registerCodeRoutines() const
{
    std::size_t n = 0;
    for (const auto& [routine, info] : m_routineInfos) n += info.code ? 1 : 0;
    return n;
}

std::size_t Interpreter::registerCodeRoutines() const { return m_machine->registerCodeRoutines(); }

namespace {

inline bool compare(regcode::Cond c, std::int32_t a, std::int32_t b)
{
    switch (c) {
    case regcode::Cond::Lt: return a < b;
    case regcode::Cond::Le: return a <= b;
    case regcode::Cond::Gt: return a > b;
    default: return a >= b;
    }
}

// `=' as the walker's handlers compute it (valuesEqual), its INTEGER_32, Void and reference cases
// read in place: a register just written payload and tag apart is read back without waiting for
// both stores to retire (copying it whole, one 16-byte load, would).
[[gnu::always_inline]] inline bool equalInPlace(const Value& a, const Value& b)
{
    if (a.tag == Tag::Integer32 && b.tag == Tag::Integer32) return a.i32 == b.i32;
    if (a.tag == Tag::Void || b.tag == Tag::Void) return a.tag == b.tag;  // Void equals only Void (valuesEqual)
    if (a.tag == Tag::Reference && b.tag == Tag::Reference) return a.ref == b.ref;
    return valuesEqual(a, b);
}

}  // namespace

// INTEGER_32 `*', wrapping around, counted in `overflows'.
inline Value Machine::multiply(std::int32_t a, std::int32_t b)
{
    std::int32_t r;
    if (__builtin_mul_overflow(a, b, &r)) [[unlikely]] ++overflows;
    return Value::int32(r);
}

// INTEGER_32 `//' (quotient) or `\\': by 0 or -1, the walker's evalBinary on the node decides.
inline Value Machine::divide(const regcode::Instr& i, Value a, Value b, bool quotient)
{
    if (b.i32 != 0 && b.i32 != -1) [[likely]] return Value::int32(quotient ? a.i32 / b.i32 : a.i32 % b.i32);
    return evalBinary(*static_cast<const ir::Expr*>(i.node), a, b);
}

// AgentCall: the agent call on the items, or (declined) the call with the tuple made of them.
// Out of line, its items on its own stack: execRegisterCode's frame is paid by every nested call.
Value Machine::agentCall(const regcode::Instr& i, Frame& f, const Value* constants, const std::int32_t* operands)
{
    const ir::Expr& call = *static_cast<const ir::Expr*>(i.node);
    const Value* const regs = f.locals;
    alignas(Value) unsigned char raw[8 * sizeof(Value)];
    Value* items = reinterpret_cast<Value*>(raw);
    const std::int32_t* ops = operands + i.b;
    const std::size_t n = i.argc;
    for (std::size_t k = 0; k < n; ++k) items[k] = regcode::operand(regs, constants, ops[k]);
    const Value target = regs[i.a];
    Value out;
    if (callAgentOnItems(call, f, target, items, n, out)) [[likely]] return out;
    return qualifiedWithTuple(call, target, out);
}

// AgentCall declined: the call with its tuple, as CallQualified makes it.
Value Machine::qualifiedWithTuple(const ir::Expr& call, Value target, Value tuple) { return CallTails::qualified(*this, call, target, &tuple, 1); }

void Machine::runRegisterCode(const regcode::Code& code, Frame& f)
{
    Value* const regs = f.locals;
    // The temporaries right after the frame; otherwise (more arguments than slots, a new frame
    // chunk) the walker runs this call.
    if (f.olds != regs + code.frameSize) [[unlikely]] {  // the olds follow the slots: the temporaries follow the olds
        execBlock(f.routine->body, f);
        return;
    }
    if (code.temps > 0) {
        const std::size_t savedChunk = m_chunk, savedTop = m_top;
        if (allocFrame(static_cast<std::size_t>(code.temps)) != regs + code.frameSlots) [[unlikely]] {
            releaseFrame(savedChunk, savedTop);
            execBlock(f.routine->body, f);
            return;
        }
    }
    execRegisterCode(code, f);
}

// An unqualified call instruction's call made by the walker's call code (call_tails.h): out of
// the dispatch loop, whose frame (on the C++ stack once per direct call) stays smaller.
Value Machine::callCurrentThroughWalker(const regcode::Instr& i, Frame& f, const Value* regs, const Value* constants,
                                        const std::int32_t* operands)
{
    alignas(Value) unsigned char raw[4 * sizeof(Value)];
    Value* args = reinterpret_cast<Value*>(raw);
    const std::int32_t* ops = operands + i.b;
    for (int k = 0; k < i.a; ++k) args[k] = regcode::operand(regs, constants, ops[k]);
    return CallTails::current(*this, *static_cast<const ir::Expr*>(i.node), f, args, static_cast<std::size_t>(i.a));
}

void Machine::execRegisterCode(const regcode::Code& code, Frame& f)
{
    using regcode::Op;
    Value* const regs = f.locals;
    const Value* const constants = code.constants.data();
    const std::int32_t* const operands = code.operands.data();
    regcode::CallSite* const callSites = code.callSites.data();
    auto operand = [regs, constants](std::int32_t o) -> const Value& { return regcode::operand(regs, constants, o); };
    auto node = [](const regcode::Instr* i) -> const ir::Expr& { return *static_cast<const ir::Expr*>(i->node); };
    const regcode::Instr* const start = code.instrs.data();
    const regcode::Instr* pc = start;
    // Threaded dispatch (GNU labels as values): one indirect jump per instruction, no bounds test.
    static const void* const kLabels[] = {
        &&Step, &&Jump, &&AddRR, &&AddRI, &&SubRR, &&SubRI, &&MulRR, &&MulRI, &&IntDivRR, &&IntDivRI, &&ModRR, &&ModRI,
        &&CmpRR, &&CmpRI, &&BrCmpRR, &&BrCmpRI, &&Equal, &&BrEqual, &&BrBool, &&Not, &&Xor, &&Move,
        &&GetResult, &&SetResult, &&LoadCurrent, &&AttrCurrent, &&CallCurrent, &&CallQualified, &&AgentCall, &&EvalTree, &&ExecTree,
        &&ArrayItem, &&ArrayPut, &&AttrQualified, &&BrAttached, &&Clause, &&ClauseFailed, &&Return,
    };
    static_assert(sizeof(kLabels) / sizeof(kLabels[0]) == static_cast<std::size_t>(Op::Return) + 1);
#define AMEND_NEXT goto* kLabels[static_cast<std::size_t>(pc->op)]
#define AMEND_STEP_ON ++pc; AMEND_NEXT
    AMEND_NEXT;
Step:
    if (++steps > options.limits.maxSteps) [[unlikely]] budgetExhausted(Budget::Steps);
    AMEND_STEP_ON;
Jump:
    pc = start + pc->target;
    AMEND_NEXT;
AddRR: regcode::put(regs[pc->dst], addInt32(regs[pc->a].i32, regs[pc->b].i32)); AMEND_STEP_ON;
AddRI: regcode::put(regs[pc->dst], addInt32(regs[pc->a].i32, pc->b)); AMEND_STEP_ON;
SubRR: regcode::put(regs[pc->dst], subInt32(regs[pc->a].i32, regs[pc->b].i32)); AMEND_STEP_ON;
SubRI: regcode::put(regs[pc->dst], subInt32(regs[pc->a].i32, pc->b)); AMEND_STEP_ON;
MulRR: regcode::put(regs[pc->dst], multiply(regs[pc->a].i32, regs[pc->b].i32)); AMEND_STEP_ON;
MulRI: regcode::put(regs[pc->dst], multiply(regs[pc->a].i32, pc->b)); AMEND_STEP_ON;
IntDivRR: regcode::put(regs[pc->dst], divide(*pc, regs[pc->a], regs[pc->b], true)); AMEND_STEP_ON;
IntDivRI: regcode::put(regs[pc->dst], divide(*pc, regs[pc->a], Value::int32(pc->b), true)); AMEND_STEP_ON;
ModRR: regcode::put(regs[pc->dst], divide(*pc, regs[pc->a], regs[pc->b], false)); AMEND_STEP_ON;
ModRI: regcode::put(regs[pc->dst], divide(*pc, regs[pc->a], Value::int32(pc->b), false)); AMEND_STEP_ON;
CmpRR: regcode::put(regs[pc->dst], Value::boolean(compare(pc->cond, regs[pc->a].i32, regs[pc->b].i32))); AMEND_STEP_ON;
CmpRI: regcode::put(regs[pc->dst], Value::boolean(compare(pc->cond, regs[pc->a].i32, pc->b))); AMEND_STEP_ON;
BrCmpRR:
    pc = compare(pc->cond, regs[pc->a].i32, regs[pc->b].i32) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
BrCmpRI:
    pc = compare(pc->cond, regs[pc->a].i32, pc->b) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
Equal: regcode::put(regs[pc->dst], Value::boolean(equalInPlace(operand(pc->a), operand(pc->b)) == (pc->cond == regcode::Cond::Eq))); AMEND_STEP_ON;
BrEqual:
    pc = (equalInPlace(operand(pc->a), operand(pc->b)) == (pc->cond == regcode::Cond::Eq)) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
BrBool:
    pc = regs[pc->a].b == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
Not: regcode::put(regs[pc->dst], Value::boolean(!regs[pc->a].b)); AMEND_STEP_ON;
Xor: regcode::put(regs[pc->dst], Value::boolean(regs[pc->a].b != regs[pc->b].b)); AMEND_STEP_ON;
Move: regcode::put(regs[pc->dst], operand(pc->a)); AMEND_STEP_ON;
GetResult: regcode::put(regs[pc->dst], f.result); AMEND_STEP_ON;
SetResult: regcode::put(f.result, operand(pc->a)); AMEND_STEP_ON;
LoadCurrent: regcode::put(regs[pc->dst], f.current); AMEND_STEP_ON;
AttrCurrent: {
    const ir::Expr& e = node(pc);
    const sema::FeatureInfo* a = f.current.isRef() ? f.current.ref->cls->dispatchFor(e.routineId) : nullptr;
    regcode::put(regs[pc->dst], a && a->kind == sema::FeatureInfo::Kind::Attribute ? f.current.ref->fields()[a->slot] : eval(e, f));
    AMEND_STEP_ON;
}
CallCurrent: {
    regcode::CallSite& site = callSites[pc->site];
    const sema::ClassInfo* cls = classOf(f.current);
    if (site.cls == cls ? site.code != nullptr : learnCallSite(site, cls, node(pc), pc->a, false)) [[likely]] {
        regcode::put(regs[pc->dst], callCompiled(site, f.current, regs, constants, operands + pc->b, pc->a, false, node(pc).range));
        AMEND_STEP_ON;
    }
    regcode::put(regs[pc->dst], callCurrentThroughWalker(*pc, f, regs, constants, operands));
    AMEND_STEP_ON;
}
CallQualified: {
    const Value target = regs[pc->a];
    if (target.isRef()) [[likely]] {
        regcode::CallSite& site = callSites[pc->site];
        const sema::ClassInfo* cls = target.ref->cls;
        if (site.cls == cls) {
            if (site.code) {
                regcode::put(regs[pc->dst], callCompiled(site, target, regs, constants, operands + pc->b, pc->argc, true, node(pc).range));
                AMEND_STEP_ON;
            }
            if (site.slot >= 0 && static_cast<std::uint32_t>(site.slot) < target.ref->fieldCount) {  // an attribute
                regcode::put(regs[pc->dst], target.ref->fields()[site.slot]);
                AMEND_STEP_ON;
            }
        } else if (learnCallSite(site, cls, node(pc), pc->argc, true)) {
            regcode::put(regs[pc->dst], callCompiled(site, target, regs, constants, operands + pc->b, pc->argc, true, node(pc).range));
            AMEND_STEP_ON;
        }
    }
    alignas(Value) unsigned char raw[4 * sizeof(Value)];
    Value* args = reinterpret_cast<Value*>(raw);
    const std::int32_t* ops = operands + pc->b;
    for (std::uint8_t k = 0; k < pc->argc; ++k) args[k] = operand(ops[k]);
    regcode::put(regs[pc->dst], CallTails::qualified(*this, node(pc), target, args, pc->argc));
    AMEND_STEP_ON;
}
AgentCall: regcode::put(regs[pc->dst], agentCall(*pc, f, constants, operands)); AMEND_STEP_ON;
EvalTree: regcode::put(regs[pc->dst], eval(node(pc), f)); AMEND_STEP_ON;
ExecTree: exec(*static_cast<const ir::Instr*>(pc->node), f); AMEND_STEP_ON;
ArrayItem: RegisterArrayOps::item(*this, *pc, regs, constants); AMEND_STEP_ON;
ArrayPut: RegisterArrayOps::put(*this, *pc, regs, constants); AMEND_STEP_ON;
AttrQualified: RegisterObjectOps::query(*this, *pc, regs); AMEND_STEP_ON;
BrAttached:
    pc = RegisterObjectOps::attached(*pc, regs, constants) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
Clause: noteClause(*static_cast<const ir::Assertion*>(pc->node)); AMEND_STEP_ON;
ClauseFailed:
    m_falseClause = static_cast<const ir::Assertion*>(pc->node);
    return;
Return:
    return;
#undef AMEND_STEP_ON
#undef AMEND_NEXT
}

}  // namespace amend::runtime
