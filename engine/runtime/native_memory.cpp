// NativeMemory (native_memory.h): blocks at addresses from 0x10000 up, each followed by a gap so
// that running off its end is caught; variables at addresses from kVariableBase, 16 bytes of
// address space each. A variable holds a basic value; its bytes are those of the value as C
// stores it (basicSize), converted back into the variable's kind on a write.
#include "runtime/native_memory.h"

#include "runtime/machine.h"

#include <cstring>

namespace amend::runtime {

namespace {

constexpr std::uint64_t kVariableBase = 0x7000'0000'0000'0000ULL;
constexpr std::uint64_t kVariableStride = 16;
constexpr std::uint64_t kBlockGap = 16;

// The bytes of a basic value (little-endian host: the low bytes of its union member).
void valueBytes(const Value& v, std::uint8_t* out)
{
    switch (v.tag) {
    case Tag::Boolean: out[0] = v.b ? 1 : 0; return;
    case Tag::Real32: { const float f = static_cast<float>(v.r); std::memcpy(out, &f, 4); return; }
    case Tag::Real64: std::memcpy(out, &v.r, 8); return;
    case Tag::Character: case Tag::Character32: std::memcpy(out, &v.c, basicSize(v.tag)); return;
    case Tag::Integer8: case Tag::Integer16: case Tag::Integer32: std::memcpy(out, &v.i32, basicSize(v.tag)); return;
    case Tag::Natural8: case Tag::Natural16: case Tag::Natural32: std::memcpy(out, &v.n32, basicSize(v.tag)); return;
    default: std::memcpy(out, &v.n64, 8); return;  // INTEGER_64, NATURAL_64, POINTER
    }
}

// A basic value of kind `tag' from its bytes.
Value bytesValue(Tag tag, const std::uint8_t* in)
{
    std::uint64_t raw = 0;
    std::memcpy(&raw, in, basicSize(tag));
    switch (tag) {
    case Tag::Boolean: return Value::boolean(raw != 0);
    case Tag::Character: return Value::character(static_cast<std::uint8_t>(raw));
    case Tag::Character32: return Value::character32(static_cast<std::uint32_t>(raw));
    case Tag::Integer8: return Value::int8(static_cast<std::int8_t>(raw));
    case Tag::Integer16: return Value::int16(static_cast<std::int16_t>(raw));
    case Tag::Integer32: return Value::int32(static_cast<std::int32_t>(raw));
    case Tag::Integer64: return Value::int64(static_cast<std::int64_t>(raw));
    case Tag::Natural8: return Value::nat8(static_cast<std::uint8_t>(raw));
    case Tag::Natural16: return Value::nat16(static_cast<std::uint16_t>(raw));
    case Tag::Natural32: return Value::nat32(static_cast<std::uint32_t>(raw));
    case Tag::Natural64: return Value::nat64(raw);
    case Tag::Real32: { float f; std::memcpy(&f, in, 4); return Value::real32(f); }
    case Tag::Real64: { double d; std::memcpy(&d, in, 8); return Value::real(d); }
    case Tag::Pointer: return Value::pointer(raw);
    default: return Value();
    }
}

}  // namespace

std::size_t basicSize(Tag tag)
{
    switch (tag) {
    case Tag::Boolean: case Tag::Character: case Tag::Integer8: case Tag::Natural8: return 1;
    case Tag::Integer16: case Tag::Natural16: return 2;
    case Tag::Integer32: case Tag::Natural32: case Tag::Real32: case Tag::Character32: return 4;
    case Tag::Integer64: case Tag::Natural64: case Tag::Real64: case Tag::Pointer: return 8;
    case Tag::Void: case Tag::Reference: return 0;
    }
    return 0;
}

std::uint64_t NativeMemory::allocate(std::size_t n)
{
    const std::uint64_t address = m_next;
    m_blocks.emplace(address, std::vector<std::uint8_t>(n, 0));
    m_next += (n + kBlockGap + 15) / 16 * 16;
    m_bytes += n;
    return address;
}

bool NativeMemory::release(std::uint64_t address)
{
    if (address == 0) return true;
    auto it = m_blocks.find(address);
    if (it == m_blocks.end()) return false;
    m_bytes -= it->second.size();
    m_blocks.erase(it);
    return true;
}

std::uint64_t NativeMemory::resize(std::uint64_t address, std::size_t n)
{
    if (address == 0) return allocate(n);
    auto it = m_blocks.find(address);
    if (it == m_blocks.end()) return 0;
    std::vector<std::uint8_t> bytes = std::move(it->second);
    m_bytes -= bytes.size();
    m_blocks.erase(it);
    bytes.resize(n, 0);
    const std::uint64_t moved = m_next;
    m_blocks.emplace(moved, std::move(bytes));
    m_next += (n + kBlockGap + 15) / 16 * 16;
    m_bytes += n;
    return moved;
}

bool NativeMemory::Variable::ownedBy(const CallRecord* record) const
{
    return record == owner && (!record || record->serial == call);
}

std::uint64_t NativeMemory::callNumber(const CallRecord* record)
{
    if (!record) return 0;
    if (record->serial == 0) record->serial = ++m_lastCall;
    return record->serial;
}

std::uint64_t NativeMemory::addressOf(Value* slot, const CallRecord* owner, int depth)
{
    const std::uint64_t call = callNumber(owner);
    // Forget the variables of calls that have returned: deeper ones, or another call at this depth.
    while (!m_variables.empty() && (m_variables.back().depth > depth || (m_variables.back().depth == depth && !m_variables.back().ownedBy(owner))))
        m_variables.pop_back();
    std::size_t index = m_variables.size();
    for (std::size_t i = m_variables.size(); i-- > 0 && m_variables[i].depth == depth;)
        if (m_variables[i].slot == slot) index = i;
    if (index == m_variables.size()) m_variables.push_back({slot, owner, call, depth});
    return kVariableBase + index * kVariableStride;
}

NativeMemory::Variable* NativeMemory::variableAt(std::uint64_t address, std::size_t n, const CallRecord* active, std::size_t& offset)
{
    if (address < kVariableBase) return nullptr;
    const std::uint64_t index = (address - kVariableBase) / kVariableStride;
    offset = static_cast<std::size_t>((address - kVariableBase) % kVariableStride);
    if (index >= m_variables.size()) return nullptr;
    Variable& v = m_variables[index];
    // Active: its call is `active' or one of active's callers (records of active calls are distinct).
    const CallRecord* r = active;
    while (r && r != v.owner) r = r->caller;
    // Some of its bytes are as good as all of them (C copies one byte of a NATURAL_16 to learn
    // the byte order: PLATFORM.is_little_endian); none past its end.
    if (!r || !v.ownedBy(r) || offset + n > basicSize(v.slot->tag)) return nullptr;
    return &v;
}

std::uint8_t* NativeMemory::blockBytes(std::uint64_t address, std::size_t n)
{
    auto it = m_blocks.upper_bound(address);
    if (it == m_blocks.begin()) return nullptr;
    --it;
    const std::uint64_t offset = address - it->first;
    if (offset > it->second.size() || n > it->second.size() - offset) return nullptr;
    return it->second.data() + offset;
}

bool NativeMemory::read(std::uint64_t address, std::size_t n, std::uint8_t* out, const CallRecord* active)
{
    if (n == 0) return true;
    std::size_t offset = 0;
    if (const Variable* v = variableAt(address, n, active, offset)) {
        std::uint8_t whole[kVariableStride] = {};
        valueBytes(*v->slot, whole);
        std::memcpy(out, whole + offset, n);
        return true;
    }
    const std::uint8_t* bytes = blockBytes(address, n);
    if (!bytes) return false;
    std::memcpy(out, bytes, n);
    return true;
}

bool NativeMemory::write(std::uint64_t address, std::size_t n, const std::uint8_t* in, const CallRecord* active)
{
    if (n == 0) return true;
    std::size_t offset = 0;
    if (Variable* v = variableAt(address, n, active, offset)) {
        std::uint8_t whole[kVariableStride] = {};
        valueBytes(*v->slot, whole);
        std::memcpy(whole + offset, in, n);
        *v->slot = bytesValue(v->slot->tag, whole);
        return true;
    }
    std::uint8_t* bytes = blockBytes(address, n);
    if (!bytes) return false;
    std::memcpy(bytes, in, n);
    return true;
}

}  // namespace amend::runtime
