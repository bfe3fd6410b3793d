// Contracts in the register tier: a routine's precondition and postcondition and a class's
// invariant compiled once per run to contract code (regcode::compileClauses) and run on the
// call's own frame, instead of the tree walker evaluating each clause on every call. The clauses
// are evaluated in the same order with the same steps, budgets and reports (Machine::noteClause
// through Clause); the walker still checks them when the tier is off (an observer watches), for
// a precondition of several groups (inherited `require else'), and for an invariant checked
// with some of its tags only.
#include "runtime/machine.h"
#include "runtime/register_code.h"

namespace amend::runtime {

// Contract code pays when its clauses call routines: compiled callees are then called directly
// (register_calls.h). Clauses without calls (`amount > 0', `balance = old balance + amount')
// cost less walked than the entry into compiled code (bench/programs/contracts.e: 9 % more
// instructions compiled).
std::shared_ptr<const regcode::Code> Machine::contractCode(const std::vector<ir::Assertion>& clauses, int frameSize, std::size_t olds) const
{
    std::shared_ptr<const regcode::Code> code = regcode::compileClauses(clauses, frameSize, olds, kernelRoutines());
    return code && !code->callSites.empty() ? code : nullptr;
}

void Machine::compileContractCode(const ir::Routine& r, const RoutineInfo& info)
{
    info.contractCodeCompiled = true;
    if (r.preconditions.size() == 1) info.preconditionCode = contractCode(r.preconditions.front().clauses, r.frameSize, r.olds.size());
    if (!r.postconditions.empty()) info.postconditionCode = contractCode(r.postconditions, r.frameSize, r.olds.size());
}

const regcode::Code* Machine::invariantCodeSlow(const sema::ClassInfo* cls)
{
    auto [it, inserted] = m_invariantCode.try_emplace(cls);
    if (inserted) it->second = contractCode(cls->invariant, cls->invariantFrameSize, 0);
    m_lastInvariant = {cls, it->second.get()};
    return m_lastInvariant.code;
}

std::size_t Machine::registerContractCodes() const
{
    std::size_t n = 0;
    for (const auto& [routine, info] : m_routineInfos) n += (info.preconditionCode ? 1 : 0) + (info.postconditionCode ? 1 : 0);
    for (const auto& [cls, code] : m_invariantCode) n += code ? 1 : 0;
    return n;
}

std::size_t Interpreter::registerContractCodes() const { return m_machine->registerContractCodes(); }

std::optional<const ir::Assertion*> Machine::firstFalseClause(const regcode::Code& code, Frame& f)
{
    Value* const regs = f.locals;
    const auto address = [](const Value* p) { return reinterpret_cast<std::uintptr_t>(p); };
    // The frame's slots and olds in the current chunk, below its top: the temporaries go on
    // from there (over the body's, which are dead before and after the body).
    if (!regs || f.olds != regs + code.frameSize || address(regs) < address(m_chunkData)
        || address(regs + code.frameSlots) > address(m_chunkData + m_top))
        return std::nullopt;
    const FrameMark release(*this);
    Value* const end = regs + code.frameSlots + code.temps;
    Value* const top = m_chunkData + m_top;
    if (address(end) > address(top) && allocFrame(static_cast<std::size_t>(end - top)) != top) return std::nullopt;
    m_falseClause = nullptr;
    beginContract(nullptr);
    execRegisterCode(code, f);
    endContract();
    return m_falseClause;
}

}  // namespace amend::runtime
