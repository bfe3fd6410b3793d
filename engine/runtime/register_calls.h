// Direct calls between routines compiled to register code (included by register_exec.cpp only).
// A call instruction remembers, for the class it last dispatched on, its callee's code and frame
// template (regcode::CallSite, learned in register_calls.cpp) and then calls it without the
// walker's generic call sequence: the callee's slots and temporaries allocated in one piece, the
// arguments written straight into its registers, its code run at once. What is checked is what
// Machine::invokePlain checks, in the same order: the step budget, the depth budget and the C++
// stack, the call record (stack traces), and when contracts are monitored the checks of every
// call path (Machine::checkOnEntry, checkOnExit).
#pragma once

#include "runtime/machine.h"
#include "runtime/register_code.h"


namespace amend::runtime {

// Calls the compiled routine of `site' on `target' with the argc operands `ops' (registers of
// `regs' or constants); returns its Result.
inline Value Machine::callCompiled(const regcode::CallSite& site, Value target, const Value* regs, const Value* constants,
                                   const std::int32_t* ops, int argc, bool qualified, SourceRange range)
{
    if (++steps > options.limits.maxSteps) [[unlikely]] budgetExhausted(Budget::Steps);
    const char here = 0;  // stands for the stack pointer, as in invokeInline
    if (depth >= options.limits.maxDepth || reinterpret_cast<std::uintptr_t>(&here) < reinterpret_cast<std::uintptr_t>(m_stackLimit)) [[unlikely]]
        budgetExhausted(Budget::Depth);
    const regcode::Code& code = *site.code;
    const std::size_t savedChunk = m_chunk, savedTop = m_top;
    Value* const mem = allocFrame(static_cast<std::size_t>(code.frameSlots + code.temps));
    for (int k = 0; k < argc; ++k) regcode::put(mem[k], regcode::operand(regs, constants, ops[k]));
    for (int k = argc; k < code.frameSize; ++k) regcode::put(mem[k], site.initialSlots[k]);
    Frame fr{site.routine, site.feature, target, mem, mem + code.frameSize, site.result};
    const CallScope call(*this, savedChunk, savedTop, site.feature, target, range);
    const bool checkInvariant = qualified && site.invariant;
    const bool monitor = (site.checks || checkInvariant) && m_contracts && assertDepth == 0;
    if (monitor) [[unlikely]] checkOnEntry(*site.routine, *site.info, fr, range, checkInvariant);
    execRegisterCode(code, fr);
    if (monitor) [[unlikely]] checkOnExit(*site.routine, *site.info, fr, range, checkInvariant);
    return fr.result;
}

}  // namespace amend::runtime
