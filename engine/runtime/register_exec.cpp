// The register tier's dispatch loop (register_code.h): runs a routine body's register code on
// its frame, and decides per run and routine when a body is compiled. Every instruction does
// what the tree walker's handler of the same node does, in the same order, with the same step
// charges, checks and reports (calls through CallTails, the walker's own call code).
#include "runtime/call_tails.h"
#include "runtime/machine.h"
#include "runtime/operators.h"
#include "runtime/register_code.h"

#include <cstdlib>
#include <cstring>

namespace amend::runtime {

bool Machine::registerTierWanted(const RunOptions& options)
{
    if (!options.registerCode || options.observer) return false;
    const char* env = std::getenv("AMEND_REGISTER_CODE");
    return !(env && std::strcmp(env, "0") == 0);
}

// Routines with a loop are compiled on their first call (their loop pays at once), the others
// on their second (a routine run once is cheaper to walk than to compile).
int Machine::registerCodeAfterCalls(const ir::Routine& r)
{
    for (const ir::Instr* i : r.instructions)
        if (i->op == ir::IOp::Loop) return 1;
    return 2;
}

bool Machine::compileRegisterCode(const ir::Routine& r, const RoutineInfo& info)
{
    info.code = regcode::compile(r);
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

}  // namespace

void Machine::runRegisterCode(const regcode::Code& code, Frame& f)
{
    using regcode::Op;
    Value* const regs = f.locals;
    // The temporaries right after the frame; otherwise (more arguments than slots, a new frame
    // chunk) the walker runs this call.
    if (f.olds + f.routine->olds.size() != regs + code.frameSlots) [[unlikely]] {
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
    auto node = [](const regcode::Instr* i) -> const ir::Expr& { return *static_cast<const ir::Expr*>(i->node); };
    const regcode::Instr* const start = code.instrs.data();
    const regcode::Instr* pc = start;
    for (;;) {
        const regcode::Instr& i = *pc;
        switch (i.op) {
        case Op::Step:
            if (++steps > options.limits.maxSteps) [[unlikely]] budgetExhausted(Budget::Steps);
            ++pc;
            break;
        case Op::Jump: pc = start + i.target; break;
        case Op::AddRR: regs[i.dst] = addInt32(regs[i.a].i32, regs[i.b].i32); ++pc; break;
        case Op::AddRI: regs[i.dst] = addInt32(regs[i.a].i32, i.b); ++pc; break;
        case Op::SubRR: regs[i.dst] = subInt32(regs[i.a].i32, regs[i.b].i32); ++pc; break;
        case Op::SubRI: regs[i.dst] = subInt32(regs[i.a].i32, i.b); ++pc; break;
        case Op::MulRR: case Op::MulRI: {
            const std::int32_t b = i.op == Op::MulRR ? regs[i.b].i32 : i.b;
            std::int32_t r;
            if (__builtin_mul_overflow(regs[i.a].i32, b, &r)) [[unlikely]] ++overflows;
            regs[i.dst] = Value::int32(r);
            ++pc;
            break;
        }
        case Op::IntDivRR: case Op::IntDivRI: case Op::ModRR: case Op::ModRI: {
            const bool rr = i.op == Op::IntDivRR || i.op == Op::ModRR;
            const Value a = regs[i.a];
            const Value b = rr ? regs[i.b] : Value::int32(i.b);
            const bool div = i.op == Op::IntDivRR || i.op == Op::IntDivRI;
            if (b.i32 != 0 && b.i32 != -1) [[likely]] regs[i.dst] = Value::int32(div ? a.i32 / b.i32 : a.i32 % b.i32);
            else regs[i.dst] = evalBinary(node(pc), a, b);
            ++pc;
            break;
        }
        case Op::CmpRR: regs[i.dst] = Value::boolean(compare(i.cond, regs[i.a].i32, regs[i.b].i32)); ++pc; break;
        case Op::CmpRI: regs[i.dst] = Value::boolean(compare(i.cond, regs[i.a].i32, i.b)); ++pc; break;
        case Op::BrCmpRR: pc = compare(i.cond, regs[i.a].i32, regs[i.b].i32) == i.sense ? start + i.target : pc + 1; break;
        case Op::BrCmpRI: pc = compare(i.cond, regs[i.a].i32, i.b) == i.sense ? start + i.target : pc + 1; break;
        case Op::Equal: regs[i.dst] = Value::boolean(equal(operand(i.a), operand(i.b)) == (i.cond == regcode::Cond::Eq)); ++pc; break;
        case Op::BrEqual:
            pc = (equal(operand(i.a), operand(i.b)) == (i.cond == regcode::Cond::Eq)) == i.sense ? start + i.target : pc + 1;
            break;
        case Op::BrBool: pc = regs[i.a].b == i.sense ? start + i.target : pc + 1; break;
        case Op::Not: regs[i.dst] = Value::boolean(!regs[i.a].b); ++pc; break;
        case Op::And: regs[i.dst] = Value::boolean(regs[i.a].b && regs[i.b].b); ++pc; break;
        case Op::Or: regs[i.dst] = Value::boolean(regs[i.a].b || regs[i.b].b); ++pc; break;
        case Op::Xor: regs[i.dst] = Value::boolean(regs[i.a].b != regs[i.b].b); ++pc; break;
        case Op::Move: regs[i.dst] = operand(i.a); ++pc; break;
        case Op::GetResult: regs[i.dst] = f.result; ++pc; break;
        case Op::SetResult: f.result = operand(i.a); ++pc; break;
        case Op::LoadCurrent: regs[i.dst] = f.current; ++pc; break;
        case Op::AttrCurrent: {
            const ir::Expr& e = node(pc);
            const sema::FeatureInfo* a = f.current.isRef() ? f.current.ref->cls->dispatchFor(e.routineId) : nullptr;
            regs[i.dst] = a && a->kind == sema::FeatureInfo::Kind::Attribute ? f.current.ref->fields()[a->slot] : eval(e, f);
            ++pc;
            break;
        }
        case Op::CallCurrent: {
            alignas(Value) unsigned char raw[4 * sizeof(Value)];
            Value* args = reinterpret_cast<Value*>(raw);
            const std::int32_t* ops = operands + i.b;
            for (std::int32_t k = 0; k < i.a; ++k) args[k] = operand(ops[k]);
            regs[i.dst] = CallTails::current(*this, node(pc), f, args, static_cast<std::size_t>(i.a));
            ++pc;
            break;
        }
        case Op::CallQualified: {
            alignas(Value) unsigned char raw[4 * sizeof(Value)];
            Value* args = reinterpret_cast<Value*>(raw);
            const std::int32_t* ops = operands + i.b;
            for (std::uint8_t k = 0; k < i.argc; ++k) args[k] = operand(ops[k]);
            regs[i.dst] = CallTails::qualified(*this, node(pc), regs[i.a], args, i.argc);
            ++pc;
            break;
        }
        case Op::EvalTree: regs[i.dst] = eval(node(pc), f); ++pc; break;
        case Op::ExecTree: exec(*static_cast<const ir::Instr*>(i.node), f); ++pc; break;
        case Op::Return: return;
        }
    }
}

}  // namespace amend::runtime
