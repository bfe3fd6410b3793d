// The register tier's ARRAY instructions (register_code.h: ArrayItem, ArrayPut): ARRAY.item and
// put called qualified, done in place by the checked fast path (Machine::fastArrayItem /
// fastArrayPut: ARRAY's invariant, the preconditions, SPECIAL's, the postconditions, the steps
// of the interpreted call) when the target is exactly ARRAY; anything else (a descendant that
// may redefine them, Void, a precondition that would fail, a budget near its end, inside an
// assertion) goes through the walker's call code as CallQualified does, which reports exactly
// as the tree walker would. Registers are read and written payload and tag apart (copyValue).
#pragma once

#include "runtime/call_tails.h"
#include "runtime/register_code.h"

namespace amend::runtime {

struct RegisterArrayOps {
    // dst := register a's item (operand b)
    [[gnu::always_inline]] static void item(Machine& m, const regcode::Instr& i, Value* regs, const Value* constants)
    {
        const Value& target = regs[i.a];
        const Value& index = regcode::operand(regs, constants, i.b);
        if (target.tag == Tag::Reference && target.ref->cls == m.m_fast.array && m.assertDepth == 0) [[likely]]
            if (m.fastArrayItem(target.ref, index, regs[i.dst])) [[likely]] return;
        call(m, i, regs, constants, 1);
    }

    // register a's put (operand b, operand target)
    [[gnu::always_inline]] static void put(Machine& m, const regcode::Instr& i, Value* regs, const Value* constants)
    {
        const Value& target = regs[i.a];
        if (target.tag == Tag::Reference && target.ref->cls == m.m_fast.array && m.assertDepth == 0) [[likely]]
            if (m.fastArrayPut(target.ref, regcode::operand(regs, constants, i.b), regcode::operand(regs, constants, i.target))) [[likely]] return;
        call(m, i, regs, constants, 2);
    }

private:
    // The call as CallQualified makes it (item: dst := the result).
    [[gnu::noinline]] static void call(Machine& m, const regcode::Instr& i, Value* regs, const Value* constants, std::size_t n)
    {
        Value args[2] = {regcode::operand(regs, constants, i.b), n == 2 ? regcode::operand(regs, constants, i.target) : Value()};
        const Value result = CallTails::qualified(m, *static_cast<const ir::Expr*>(i.node), regs[i.a], args, n);
        if (n == 1) regs[i.dst] = result;
    }
};

}  // namespace amend::runtime
