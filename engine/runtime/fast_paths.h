// The run-time half of the checked fast paths (see fast_paths.cpp, which sets them up):
// inline so that the qualified-call handler (eval.cpp) pays no call for them.
#pragma once

#include "runtime/machine.h"

#include <charconv>
#include <cstdint>
#include <string_view>
#include <vector>

namespace amend::runtime {

// Stack headroom below which the fast paths decline (the interpreted calls nest deeper).
inline constexpr std::ptrdiff_t kFastPathStackHeadroom = 64 * 1024;

// Budgets: the interpreted call would use a few more steps and nest 2 levels below the current
// depth; a fast path declines when either could run out (the interpreted call then reports it).
// The depth and stack bounds are computed once (setUpFastPaths, setStackLimit).
inline bool Machine::fastPathAffordable(std::int64_t moreSteps) const
{
    return steps + moreSteps <= options.limits.maxSteps && depth < m_fast.depthLimit
           && reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) >= m_fast.stackFloor;
}

// `to' := `from', payload and tag copied apart: a value just written that way (the register
// tier's arithmetic) is read back without waiting for both stores (one 16-byte load would).
[[gnu::always_inline]] inline void copyValue(Value& to, const Value& from)
{
    to.i64 = from.i64;
    to.tag = from.tag;
}

// The storage slot of index `index' of the ARRAY `o' (exactly ARRAY), when ARRAY's precondition
// valid_index holds and with it the invariant and SPECIAL's precondition; null otherwise.
inline Value* Machine::fastArraySlot(Object* o, const Value& index)
{
    const Value* fields = o->fields();
    const Value& lowerV = fields[m_fast.lower];
    const Value& upperV = fields[m_fast.upper];
    if (lowerV.tag != Tag::Integer32 || upperV.tag != Tag::Integer32 || index.tag != Tag::Integer32) return nullptr;
    const std::int32_t lower = lowerV.i32, upper = upperV.i32, i = index.i32;
    // precondition valid_index: lower <= i and i <= upper; it implies the invariant
    // valid_bounds: lower <= upper + 1, unless upper + 1 wraps around (which the interpreter
    // would count). Body: area.item/put (i - lower), again without wrapping around.
    if (i > upper || upper == INT32_MAX) return nullptr;
    const Value& areaV = fields[m_fast.area];
    if (areaV.tag != Tag::Reference || areaV.ref->cls != m_fast.special) return nullptr;
    std::vector<Value>& items = areaV.ref->special->items;
    // SPECIAL's precondition valid_index: 0 <= i - lower and i - lower < count. The difference
    // taken in 64 bits and compared unsigned: below count means lower <= i, and at most
    // INT32_MAX that i - lower does not wrap around in 32 bits.
    const std::uint64_t offset = static_cast<std::uint64_t>(static_cast<std::int64_t>(i) - lower);
    if (offset >= items.size() || offset > INT32_MAX) return nullptr;
    return &items[static_cast<std::size_t>(offset)];
}

// ARRAY.item (index) on `o' (exactly ARRAY, assertDepth 0), or false to call it.
inline bool Machine::fastArrayItem(Object* o, const Value& index, Value& result)
{
    const Value* slot = fastArraySlot(o, index);
    // Steps: ARRAY.item, its instruction, SPECIAL.item, SPECIAL.count (in its precondition).
    if (!slot || !fastPathAffordable(4)) return false;
    steps += 4;
    copyValue(result, *slot);
    return true;
}

// ARRAY.put (v, index) on `o' (exactly ARRAY, assertDepth 0), or false to call it.
inline bool Machine::fastArrayPut(Object* o, const Value& v, const Value& index)
{
    Value* slot = fastArraySlot(o, index);
    if (!slot) return false;
    // Postconditions `item (i) = v` of SPECIAL.put and ARRAY.put: the stored value reads back,
    // so they hold unless `v = v` is false (NaN) or `=` is not identity (expanded).
    if (v.tag != Tag::Integer32
        && (((v.tag == Tag::Real64 || v.tag == Tag::Real32) && !(v.r == v.r)) || (v.tag == Tag::Reference && v.ref->cls->isExpanded)))
        return false;
    // Steps: ARRAY.put, its instruction, SPECIAL.put, SPECIAL.count (precondition),
    // SPECIAL.item (SPECIAL.put's postcondition), ARRAY.item, its instruction, SPECIAL.item
    // (ARRAY.put's postcondition).
    if (!fastPathAffordable(8)) return false;
    steps += 8;
    copyValue(*slot, v);
    return true;
}

inline bool Machine::fastCall(int routineId, Value target, Value* args, int argc, Value& result)
{
    if (assertDepth != 0) return false;
#define AMEND_AFFORDABLE(moreSteps) fastPathAffordable(moreSteps)
    // The class is exactly ARRAY or STRING_8, so the routine id selects the kernel's routine
    // (no override of it: see setUpFastPaths).
    Object* o = target.ref;
    if (o->cls == m_fast.array) {
        if (routineId == m_fast.arrayItemId) return argc == 1 && fastArrayItem(o, args[0], result);
        if (routineId != m_fast.arrayPutId || argc != 2 || !fastArrayPut(o, args[0], args[1])) return false;
        result = Value();
        return true;
    }
    if (o->cls == m_fast.string) {
        std::string& s = *o->string;
        if (routineId == m_fast.stringItemId) {
            // precondition valid_index (i): 1 <= i and i <= count
            if (argc != 1 || args[0].tag != Tag::Integer32) return false;
            const std::int32_t i = args[0].i32;
            if (i < 1 || static_cast<std::size_t>(i) > s.size()) return false;
            // Steps: STRING_8.item, valid_index, its instruction, count.
            if (!AMEND_AFFORDABLE(4)) return false;
            steps += 4;
            result = Value::character(static_cast<unsigned char>(s[static_cast<std::size_t>(i - 1)]));
            return true;
        }
        if (routineId == m_fast.stringAppendCharacterId) {
            // Postconditions count = old count + 1 and item (count) = c hold when c fits in a byte.
            if (argc != 1 || args[0].tag != Tag::Character || args[0].c > 255 || s.size() >= INT32_MAX - 1) return false;
            // Steps: append_character, `old count`, then count, count, item in the postconditions
            // (nesting 1 only: declining at depth + 2 is merely cautious).
            if (!AMEND_AFFORDABLE(5)) return false;
            steps += 2;
            const std::size_t before = s.capacity();
            s.push_back(static_cast<char>(args[0].c));
            if (s.capacity() != before) account(static_cast<std::ptrdiff_t>(s.capacity()) - static_cast<std::ptrdiff_t>(before));
            steps += 3;
            result = Value();
            return true;
        }
        if (routineId == m_fast.stringAppendId) {
            // precondition s /= Void; postcondition count = old count + old s.count, which holds
            // unless the sum passes INT32_MAX. `s' exactly a STRING_8: its `count' is the kernel's.
            if (argc != 1 || args[0].tag != Tag::Reference || args[0].ref->cls != m_fast.string) return false;
            const std::string& tail = *args[0].ref->string;
            if (s.size() + tail.size() >= INT32_MAX) return false;
            // Steps: append, `old count', `old s.count', then count in the postcondition.
            if (!AMEND_AFFORDABLE(4)) return false;
            steps += 3;
            appendCounted(s, tail);
            steps += 1;
            result = Value();
            return true;
        }
        if (routineId == m_fast.stringAppendIntegerId) {
            // Body `append (i.out)': INTEGER_32.out makes a new STRING_8, then append as above.
            if (argc != 1 || args[0].tag != Tag::Integer32) return false;
            char digits[16];
            const std::size_t length = static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, args[0].i32).ptr - digits);
            if (s.size() + length >= INT32_MAX) return false;
            // Steps: append_integer, its instruction, `i.out', then append's four.
            if (!AMEND_AFFORDABLE(7)) return false;
            steps += 3;
            // The string of `i.out' is referenced by nothing after the append: it is not made, but
            // its object id and its memory are charged in the order Machine::newString charges them.
            account(static_cast<std::ptrdiff_t>(m_fast.stringObjectBytes));
            ++m_nextId;
            account(kNativePayloadBytes);
            account(static_cast<std::ptrdiff_t>(length));
            steps += 3;
            appendCounted(s, std::string_view(digits, length));
            steps += 1;
            result = Value();
            return true;
        }
    }
    return false;
#undef AMEND_AFFORDABLE
}

inline bool Machine::fastBuiltin(const ir::Routine* r, Value target, Value* args, int argc, Value& result)
{
    if (r == m_fast.characterCode) {
        // CHARACTER_8.code, postcondition `0 <= Result and Result <= 255' (no call, no step).
        if (target.tag != Tag::Character || target.c > 255) return false;
        result = Value::int32(static_cast<std::int32_t>(target.c));
        return true;
    }
    if (!target.isRef() || target.ref->cls != m_fast.string) return false;
    std::string& s = *target.ref->string;
    if (r == m_fast.stringCount) {
        // No contract (and STRING_8 no invariant): the frameless built-in call.
        result = Value::int32(static_cast<std::int32_t>(s.size()));
        return true;
    }
    // STRING_8.append: as in fastCall, its own step charged already. Inside an assertion it is
    // not monitored (no `old' values, no steps for them): left to the interpreter.
    if (r != m_fast.stringAppend || argc != 1 || assertDepth != 0) return false;
    if (args[0].tag != Tag::Reference || args[0].ref->cls != m_fast.string) return false;
    const std::string& tail = *args[0].ref->string;
    if (s.size() + tail.size() >= INT32_MAX || !fastPathAffordable(3)) return false;
    steps += 2;
    appendCounted(s, tail);
    steps += 1;
    result = Value();
    return true;
}

// FUNCTION.item (PREDICATE's inherited) or PROCEDURE.call on an agent: their precondition
// `valid_operands (args)' evaluated natively (the built-in's own function), then the wrapped routine
// called as the built-in calls it (callAgentFrom: the client of `item' or `call' is the caller),
// as deep and with the steps of the interpreted routines charged (agentRoutineCost). Declines when
// the precondition fails.
inline bool Machine::fastAgentCall(int routineId, Value target, Value* args, int argc, SourceRange site, Value& result)
{
    if (argc != 1 || assertDepth != 0) return false;
    const AgentRoutine kind = agentRoutineFor(routineId, target.ref);
    if (kind == AgentRoutine::None) return false;
    const AgentRoutineCost cost = agentRoutineCost(kind);
    if (!fastPathAffordable(cost.steps) || !validAgentOperands(target, args[0])) return false;
    steps += cost.steps;
    depth += cost.levels;
    result = callAgentFrom(target, args[0], site, topRecord);
    depth -= cost.levels;
    if (kind == AgentRoutine::ProcedureCall) result = Value();
    return true;
}

}  // namespace amend::runtime
