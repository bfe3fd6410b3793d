// The register tier's dispatch loop (register_code.h): runs a routine body's register code on
// its frame, and decides per run and routine when a body is compiled. Every instruction does
// what the tree walker's handler of the same node does, in the same order, with the same step
// charges, checks and reports (calls through CallTails, the walker's own call code).
#include "runtime/call_tails.h"
#include "runtime/machine.h"
#include "runtime/operators.h"
#include "runtime/register_arrays.h"
#include "runtime/register_code.h"
#include "runtime/register_objects.h"

#include <cstdlib>
#include <cstring>

namespace amend::runtime {

bool Machine::registerTierWanted(const RunOptions& options)
{
    if (!options.registerCode || options.observer) return false;
    const char* env = std::getenv("AMEND_REGISTER_CODE");
    return !(env && std::strcmp(env, "0") == 0);
}

// Routines with a loop are compiled on their first call (their loop pays at once); the others
// are left to the walker (0: never) unless RunOptions::registerCodeWithoutLoops, then on their
// second call. Entering register code costs more per call than a short loop-free body saves:
// in CPU time (bench/README, session 8) fib took 0.073 s with its routine compiled and 0.059 s
// walked, agents 0.043 and 0.039, the other benchmarks the same.
int Machine::registerCodeAfterCalls(const ir::Routine& r) const
{
    for (const ir::Instr* i : r.instructions)
        if (i->op == ir::IOp::Loop) return 1;
    return m_registerWithoutLoops ? 2 : 0;
}

bool Machine::compileRegisterCode(const ir::Routine& r, const RoutineInfo& info)
{
    info.code = regcode::compile(r, {.arrayItemId = m_fast.arrayItemId, .arrayPutId = m_fast.arrayPutId});
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

// `=' as the walker's handlers compute it (INTEGER_32 at once, else valuesEqual).
inline bool equal(Value a, Value b)
{
    if (a.tag == Tag::Integer32 && b.tag == Tag::Integer32) return a.i32 == b.i32;
    return valuesEqual(a, b);
}

// equal, its INTEGER_32, Void and reference cases read in place: a register just written payload
// and tag apart is read back without waiting for both stores to retire (copying it whole, one
// 16-byte load, would).
[[gnu::always_inline]] inline bool equalInPlace(const Value& a, const Value& b)
{
    if (a.tag == Tag::Integer32 && b.tag == Tag::Integer32) return a.i32 == b.i32;
    if (a.tag == Tag::Void || b.tag == Tag::Void) return a.tag == b.tag;  // Void equals only Void (valuesEqual)
    if (a.tag == Tag::Reference && b.tag == Tag::Reference) return a.ref == b.ref;
    return equal(a, b);
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

void Machine::runRegisterCode(const regcode::Code& code, Frame& f)
{
    using regcode::Op;
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
    const Value* const constants = code.constants.data();
    const std::int32_t* const operands = code.operands.data();
    auto operand = [regs, constants](std::int32_t o) -> Value { return o >= 0 ? regs[o] : constants[-1 - o]; };
    auto operandInPlace = [regs, constants](std::int32_t o) -> const Value& { return o >= 0 ? regs[o] : constants[-1 - o]; };
    auto node = [](const regcode::Instr* i) -> const ir::Expr& { return *static_cast<const ir::Expr*>(i->node); };
    const regcode::Instr* const start = code.instrs.data();
    const regcode::Instr* pc = start;
    // Threaded dispatch (GNU labels as values): one indirect jump per instruction, no bounds test.
    static const void* const kLabels[] = {
        &&Step, &&Jump, &&AddRR, &&AddRI, &&SubRR, &&SubRI, &&MulRR, &&MulRI, &&IntDivRR, &&IntDivRI, &&ModRR, &&ModRI,
        &&CmpRR, &&CmpRI, &&BrCmpRR, &&BrCmpRI, &&Equal, &&BrEqual, &&BrBool, &&Not, &&And, &&Or, &&Xor, &&Move,
        &&GetResult, &&SetResult, &&LoadCurrent, &&AttrCurrent, &&CallCurrent, &&CallQualified, &&EvalTree, &&ExecTree,
        &&ArrayItem, &&ArrayPut, &&AttrQualified, &&BrAttached, &&Return,
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
AddRR: regs[pc->dst] = addInt32(regs[pc->a].i32, regs[pc->b].i32); AMEND_STEP_ON;
AddRI: regs[pc->dst] = addInt32(regs[pc->a].i32, pc->b); AMEND_STEP_ON;
SubRR: regs[pc->dst] = subInt32(regs[pc->a].i32, regs[pc->b].i32); AMEND_STEP_ON;
SubRI: regs[pc->dst] = subInt32(regs[pc->a].i32, pc->b); AMEND_STEP_ON;
MulRR: regs[pc->dst] = multiply(regs[pc->a].i32, regs[pc->b].i32); AMEND_STEP_ON;
MulRI: regs[pc->dst] = multiply(regs[pc->a].i32, pc->b); AMEND_STEP_ON;
IntDivRR: regs[pc->dst] = divide(*pc, regs[pc->a], regs[pc->b], true); AMEND_STEP_ON;
IntDivRI: regs[pc->dst] = divide(*pc, regs[pc->a], Value::int32(pc->b), true); AMEND_STEP_ON;
ModRR: regs[pc->dst] = divide(*pc, regs[pc->a], regs[pc->b], false); AMEND_STEP_ON;
ModRI: regs[pc->dst] = divide(*pc, regs[pc->a], Value::int32(pc->b), false); AMEND_STEP_ON;
CmpRR: regs[pc->dst] = Value::boolean(compare(pc->cond, regs[pc->a].i32, regs[pc->b].i32)); AMEND_STEP_ON;
CmpRI: regs[pc->dst] = Value::boolean(compare(pc->cond, regs[pc->a].i32, pc->b)); AMEND_STEP_ON;
BrCmpRR:
    pc = compare(pc->cond, regs[pc->a].i32, regs[pc->b].i32) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
BrCmpRI:
    pc = compare(pc->cond, regs[pc->a].i32, pc->b) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
Equal: regs[pc->dst] = Value::boolean(equalInPlace(operandInPlace(pc->a), operandInPlace(pc->b)) == (pc->cond == regcode::Cond::Eq)); AMEND_STEP_ON;
BrEqual:
    pc = (equalInPlace(operandInPlace(pc->a), operandInPlace(pc->b)) == (pc->cond == regcode::Cond::Eq)) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
BrBool:
    pc = regs[pc->a].b == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
Not: regs[pc->dst] = Value::boolean(!regs[pc->a].b); AMEND_STEP_ON;
And: regs[pc->dst] = Value::boolean(regs[pc->a].b && regs[pc->b].b); AMEND_STEP_ON;
Or: regs[pc->dst] = Value::boolean(regs[pc->a].b || regs[pc->b].b); AMEND_STEP_ON;
Xor: regs[pc->dst] = Value::boolean(regs[pc->a].b != regs[pc->b].b); AMEND_STEP_ON;
Move: regs[pc->dst] = operand(pc->a); AMEND_STEP_ON;
GetResult: regs[pc->dst] = f.result; AMEND_STEP_ON;
SetResult: f.result = operand(pc->a); AMEND_STEP_ON;
LoadCurrent: regs[pc->dst] = f.current; AMEND_STEP_ON;
AttrCurrent: {
    const ir::Expr& e = node(pc);
    const sema::FeatureInfo* a = f.current.isRef() ? f.current.ref->cls->dispatchFor(e.routineId) : nullptr;
    regs[pc->dst] = a && a->kind == sema::FeatureInfo::Kind::Attribute ? f.current.ref->fields()[a->slot] : eval(e, f);
    AMEND_STEP_ON;
}
CallCurrent: {
    alignas(Value) unsigned char raw[4 * sizeof(Value)];
    Value* args = reinterpret_cast<Value*>(raw);
    const std::int32_t* ops = operands + pc->b;
    for (std::int32_t k = 0; k < pc->a; ++k) args[k] = operand(ops[k]);
    regs[pc->dst] = CallTails::current(*this, node(pc), f, args, static_cast<std::size_t>(pc->a));
    AMEND_STEP_ON;
}
CallQualified: {
    alignas(Value) unsigned char raw[4 * sizeof(Value)];
    Value* args = reinterpret_cast<Value*>(raw);
    const std::int32_t* ops = operands + pc->b;
    for (std::uint8_t k = 0; k < pc->argc; ++k) args[k] = operand(ops[k]);
    regs[pc->dst] = CallTails::qualified(*this, node(pc), regs[pc->a], args, pc->argc);
    AMEND_STEP_ON;
}
EvalTree: regs[pc->dst] = eval(node(pc), f); AMEND_STEP_ON;
ExecTree: exec(*static_cast<const ir::Instr*>(pc->node), f); AMEND_STEP_ON;
ArrayItem: RegisterArrayOps::item(*this, *pc, regs, constants); AMEND_STEP_ON;
ArrayPut: RegisterArrayOps::put(*this, *pc, regs, constants); AMEND_STEP_ON;
AttrQualified: RegisterObjectOps::query(*this, *pc, regs); AMEND_STEP_ON;
BrAttached:
    pc = RegisterObjectOps::attached(*pc, regs, constants) == pc->sense ? start + pc->target : pc + 1;
    AMEND_NEXT;
Return:
    return;
#undef AMEND_STEP_ON
#undef AMEND_NEXT
}

}  // namespace amend::runtime
