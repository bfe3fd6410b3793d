// The register tier's ARRAY instructions (register_code.h: ArrayItem, ArrayPut): ARRAY.item and
// put called qualified, done in place by the checked fast path (Machine::fastArrayItem /
// fastArrayPut: ARRAY's invariant, the preconditions, SPECIAL's, the postconditions, the steps
// of the interpreted call) when the target is exactly ARRAY; anything else (a descendant that
// may redefine them, Void, a precondition that would fail, a budget near its end, inside an
// assertion) goes through the walker's call code as CallQualified does, which reports exactly
// as the tree walker would.
#pragma once

#include "runtime/call_tails.h"
#include "runtime/register_code.h"

namespace amend::runtime {

struct RegisterArrayOps {
    [[gnu::always_inline]] static Value operand(const Value* regs, const Value* constants, std::int32_t o)
    {
        return o >= 0 ? regs[o] : constants[-1 - o];
    }

    // dst := register a's item (operand b)
    [[gnu::always_inline]] static void item(Machine& m, const regcode::Instr& i, Value* regs, const Value* constants)
    {
        const Value target = regs[i.a];
        Value args[1] = {operand(regs, constants, i.b)};
        if (target.isRef() && target.ref->cls == m.m_fast.array && m.assertDepth == 0) [[likely]]
            if (m.fastArrayItem(target.ref, args[0], regs[i.dst])) [[likely]] return;
        regs[i.dst] = call(m, i, target, args, 1);
    }

    // register a's put (operand b, operand target)
    [[gnu::always_inline]] static void put(Machine& m, const regcode::Instr& i, Value* regs, const Value* constants)
    {
        const Value target = regs[i.a];
        Value args[2] = {operand(regs, constants, i.b), operand(regs, constants, i.target)};
        if (target.isRef() && target.ref->cls == m.m_fast.array && m.assertDepth == 0) [[likely]]
            if (m.fastArrayPut(target.ref, args[0], args[1])) [[likely]] return;
        call(m, i, target, args, 2);
    }

private:
    [[gnu::noinline]] static Value call(Machine& m, const regcode::Instr& i, Value target, Value* args, std::size_t n)
    {
        return CallTails::qualified(m, *static_cast<const ir::Expr*>(i.node), target, args, n);
    }
};

}  // namespace amend::runtime
