// The interpreter's second tier: a routine's body compiled once per run into a flat array of
// register instructions (register_compile.cpp) and run by one dispatch loop
// (register_exec.cpp), instead of walking the ir::Routine's trees on every execution.
//
// Registers are the frame's slots (arguments, locals, temporaries of the IR, then the olds),
// followed by the code's own temporaries, allocated on the frame stack right after the frame.
// Operands of calls and equality may also be constants: a negative operand -1-k names
// Code::constants[k]. Structured control (if, loop) becomes jumps; each source instruction
// starts with a Step (the tree walker's step count and budget test, at the same point).
// Anything the compiler does not translate is run by the tree walker in place (EvalTree,
// ExecTree: the same handlers, on the same frame), so semantics stay exactly the walker's.
// The tier is per Machine, and off while an observer watches the run (Machine::m_registerTier).
#pragma once

#include "runtime/value.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace amend::ir {
struct Assertion;
struct Routine;
}
namespace amend::sema {
struct ClassInfo;
struct FeatureInfo;
}

namespace amend::runtime {
struct RoutineInfo;
}

namespace amend::runtime::regcode {

enum class Op : std::uint8_t {
    Step,        // ++steps, the step budget
    Jump,        // to target
    // INTEGER_32 arithmetic, wrapping around with overflows counted: dst := a op b, where b is a
    // register (RR) or the immediate in b (RI). Division and modulo by 0 or -1 go to the walker's
    // evalBinary on the node (the violation, or the wrapped result).
    AddRR, AddRI, SubRR, SubRI, MulRR, MulRI, IntDivRR, IntDivRI, ModRR, ModRI,
    // INTEGER_32 comparison `cond' into a BOOLEAN register, and the same as a branch to target
    // when the comparison's outcome equals `sense'.
    CmpRR, CmpRI, BrCmpRR, BrCmpRI,
    // `=' (cond Eq) or `/=' (cond Ne) of two operands (registers or constants).
    Equal, BrEqual,
    BrBool,      // to target when register a's boolean equals `sense'
    Not,         // dst := not a
    Xor,         // dst := a xor b (strict; `and' and `or' are branches: semi-strict)
    Move,        // dst := operand a (register or constant)
    GetResult,   // dst := Result
    SetResult,   // Result := operand a
    LoadCurrent, // dst := Current
    AttrCurrent, // dst := attribute of Current (the walker's handler when not a plain field)
    // Calls: compiled callees are called directly (register_calls.h) through the instruction's
    // CallSite, the others through the walker's call code (call_tails.h).
    CallCurrent, // dst := unqualified call (node); a = argument count, operands from b
    CallQualified,  // dst := qualified call (node) on register a; argument count in argc, operands from b
    // dst := `a.f ([x, y])', a qualified call (node) whose one argument is a manifest tuple of argc
    // items, operands from b: an agent call without the tuple (Machine::callAgentOnItems), else the
    // tuple made and the call as CallQualified.
    AgentCall,
    EvalTree,    // dst := the tree walker's value of the expression node
    ExecTree,    // the tree walker executes the instruction node (its step included)
    // Qualified calls of ARRAY.item and ARRAY.put (the routine ids of KernelRoutines), done
    // natively when the target is exactly ARRAY and the fast path takes them (same contracts,
    // steps and budgets: Machine::fastArrayItem / fastArrayPut), else as CallQualified
    // (register_arrays.h). ArrayItem: dst := register a's item (operand b); ArrayPut: register
    // a's put (operand b, operand target).
    ArrayItem, ArrayPut,
    // dst := register a's attribute (node: the Call of a query without arguments, an attribute in
    // the static type): read in place, else as CallQualified (register_objects.h).
    AttrQualified,
    // The object test `attached x' or `attached x as y' (no type: node's flag) on operand a: when
    // not Void it is stored in register dst (dst >= 0); branches to target when the outcome
    // equals `sense' (register_objects.h).
    BrAttached,
    // Contract code (compileClauses): Clause notes the assertion (node) a contract budget report
    // names (Machine::noteClause); ClauseFailed ends the code with its assertion (node) false.
    Clause, ClauseFailed,
    Return,
};

// Comparison kinds of CmpRR … BrCmpRI, and Equal (Eq, Ne).
enum class Cond : std::uint8_t { Lt, Le, Gt, Ge, Eq, Ne };

struct Instr {
    Op op = Op::Return;
    Cond cond = Cond::Eq;
    bool sense = false;               // branches: jump when the tested outcome equals this
    std::uint8_t argc = 0;            // CallQualified: argument count
    std::int32_t dst = 0, a = 0, b = 0;
    std::int32_t target = 0;          // jumps: index in Code::instrs
    std::int32_t site = 0;            // calls: index in Code::callSites
    const void* node = nullptr;       // the ir::Expr or ir::Instr it came from
};

struct Code;

// What a call instruction learned of its callee for the class it last dispatched on
// (register_calls.h): a compiled routine it calls directly (code set), an attribute it reads
// (slot set), or one it leaves to the walker's call code (neither).
struct CallSite {
    const sema::ClassInfo* cls = nullptr;  // null: nothing learned yet
    const sema::FeatureInfo* feature = nullptr;
    const ir::Routine* routine = nullptr;
    const RoutineInfo* info = nullptr;  // the callee's (Machine::routineInfo)
    const Code* code = nullptr;     // the callee's register code
    int slot = -1;                  // or the callee is this attribute (a qualified call without arguments)
    const Value* initialSlots = nullptr;   // the callee's initial slots (a template; the arguments' unused)
    Value result;                   // the callee's initial Result
    bool checks = false;            // a precondition, olds or a postcondition
    bool invariant = false;         // the class has an invariant (checked on qualified calls)
};

struct Code {
    std::vector<Instr> instrs;
    std::vector<Value> constants;
    std::vector<std::int32_t> operands;  // call arguments (registers or constants)
    mutable std::vector<CallSite> callSites;  // one per call instruction; the code is per Machine
    int frameSize = 0;   // the routine's slots (ir::Routine::frameSize)
    int frameSlots = 0;  // registers the frame provides (slots and olds); the temporaries follow
    int temps = 0;       // temporaries after them
};

// Writes `v' into a register as two whole 8-byte words, the tag's padding zeroed: a later copy
// of the register (an argument, Result) then reads both words straight from the store buffer,
// where a one-byte tag store would make the copy wait for the store to complete (a
// store-to-load forwarding failure on nearly every value passed on).
inline void put(Value& dst, Value v)
{
    std::uint64_t payload;
    std::memcpy(&payload, static_cast<const void*>(&v), sizeof payload);
    const std::uint64_t tag = static_cast<std::uint8_t>(v.tag);
    std::memcpy(static_cast<void*>(&dst), &payload, sizeof payload);
    std::memcpy(reinterpret_cast<char*>(&dst) + sizeof payload, &tag, sizeof tag);
}

// Operand `o' of an instruction: register o (o >= 0) or constant -1-o, in place.
[[gnu::always_inline]] inline const Value& operand(const Value* regs, const Value* constants, std::int32_t o)
{
    return o >= 0 ? regs[o] : constants[-1 - o];
}

// Kernel routines the code calls through instructions of their own (-1: none).
struct KernelRoutines {
    int arrayItemId = -1, arrayPutId = -1;  // routine ids (dispatch seeds) of ARRAY.item and put
};

// The register code of `routine' (lowered), or null when it would gain nothing (nothing in it
// compiles to register instructions of its own).
std::shared_ptr<const Code> compile(const ir::Routine& routine, const KernelRoutines& kernel = {});

// The contract code of `clauses' (lowered), evaluated in order on a frame of `frameSize' slots
// followed by `olds' old values, as Machine::checkAssertions evaluates them: it returns at the
// first false clause (ClauseFailed) or after the last.
std::shared_ptr<const Code> compileClauses(const std::vector<ir::Assertion>& clauses, int frameSize, std::size_t olds,
                                           const KernelRoutines& kernel = {});

}  // namespace amend::runtime::regcode
