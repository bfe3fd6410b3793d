// EiffelBase's POINTER and the C memory externals its classes call through POINTER_REF
// (`c_malloc', `c_calloc', `c_realloc', `c_free', `c_memcpy', `c_memmove', `c_memset',
// `c_memcmp'), over the run's NativeMemory (native_memory.h): MANAGED_POINTER, C_STRING and the
// file names FILE keeps for the standard files work as in C, and an access outside a live block
// or variable stops the run as a failure (kind `other') naming the routine, not Amend.
// FILE_INFO.stat_size is the host's `struct stat' size (FILE_INFO's buffer).
#include "runtime/machine.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace amend::runtime {

namespace {

[[noreturn]] void invalidAccess(Machine& m, const char* routine, std::uint64_t address, std::int64_t n)
{
    char text[160];
    std::snprintf(text, sizeof text, "%s: invalid memory access: %lld bytes at 0x%llx are not inside a block or variable", routine,
                  static_cast<long long>(n), static_cast<unsigned long long>(address));
    const CallRecord* call = m.topRecord;
    m.fail(ViolationKind::InvalidMemoryAccess, nullptr, call ? call->site : SourceRange{}, text, false, call ? call->feature : nullptr, routine);
}

// A byte count argument (C's size_t from an INTEGER): negative counts are invalid.
std::size_t byteCount(Machine& m, const char* routine, Value v, std::uint64_t address)
{
    if (v.asInt() < 0) invalidAccess(m, routine, address, v.asInt());
    return static_cast<std::size_t>(v.asInt());
}

// Bytes read from `address' (a POINTER value), or the run fails.
std::vector<std::uint8_t> readBytes(Machine& m, const char* routine, Value address, std::size_t n)
{
    std::vector<std::uint8_t> bytes(n);
    if (address.tag != Tag::Pointer || !m.nativeMemory.read(address.n64, n, bytes.data(), m.topRecord))
        invalidAccess(m, routine, address.n64, static_cast<std::int64_t>(n));
    return bytes;
}

void writeBytes(Machine& m, const char* routine, Value address, const std::vector<std::uint8_t>& bytes)
{
    if (address.tag != Tag::Pointer || !m.nativeMemory.write(address.n64, bytes.size(), bytes.data(), m.topRecord))
        invalidAccess(m, routine, address.n64, static_cast<std::int64_t>(bytes.size()));
}

Value allocated(Machine& m, std::size_t n)
{
    m.account(static_cast<std::ptrdiff_t>(n));
    return Value::pointer(m.nativeMemory.allocate(n));
}

// c_malloc (size), c_calloc (count, size): a new zeroed block.
Value cMalloc(Machine& m, Value, Value* args) { return allocated(m, byteCount(m, "c_malloc", args[0], 0)); }
Value cCalloc(Machine& m, Value, Value* args)
{
    return allocated(m, byteCount(m, "c_calloc", args[0], 0) * byteCount(m, "c_calloc", args[1], 0));
}

// c_realloc (p, size): the block moved to a new one of that size.
Value cRealloc(Machine& m, Value, Value* args)
{
    const std::size_t n = byteCount(m, "c_realloc", args[1], args[0].n64);
    m.account(static_cast<std::ptrdiff_t>(n));
    const std::uint64_t moved = m.nativeMemory.resize(args[0].n64, n);
    if (moved == 0) invalidAccess(m, "c_realloc", args[0].n64, 0);
    return Value::pointer(moved);
}

Value cFree(Machine& m, Value, Value* args)
{
    if (!m.nativeMemory.release(args[0].n64)) invalidAccess(m, "c_free", args[0].n64, 0);
    return Value();
}

// c_memcpy and c_memmove (destination, source, count): the same here (the bytes are read first).
Value cMemcpy(Machine& m, Value, Value* args)
{
    const std::size_t n = byteCount(m, "c_memcpy", args[2], args[0].n64);
    writeBytes(m, "c_memcpy", args[0], readBytes(m, "c_memcpy", args[1], n));
    return Value();
}

// c_memset (p, val, count)
Value cMemset(Machine& m, Value, Value* args)
{
    const std::size_t n = byteCount(m, "c_memset", args[2], args[0].n64);
    writeBytes(m, "c_memset", args[0], std::vector<std::uint8_t>(n, static_cast<std::uint8_t>(args[1].asInt())));
    return Value();
}

// c_memcmp (p, q, count): C's sign of the first differing byte, 0 when equal.
Value cMemcmp(Machine& m, Value, Value* args)
{
    const std::size_t n = byteCount(m, "c_memcmp", args[2], args[0].n64);
    const std::vector<std::uint8_t> a = readBytes(m, "c_memcmp", args[0], n), b = readBytes(m, "c_memcmp", args[1], n);
    return Value::int32(n == 0 ? 0 : std::memcmp(a.data(), b.data(), n) < 0 ? -1 : std::memcmp(a.data(), b.data(), n) > 0 ? 1 : 0);
}

// ---- POINTER (a basic value: Current is the address; POINTER_REF.item is builtins_elks.cpp's)

Value pointerPlus(Machine&, Value cur, Value* args) { return Value::pointer(cur.n64 + static_cast<std::uint64_t>(args[0].asInt())); }
Value pointerHashCode(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>((cur.n64 ^ (cur.n64 >> 32)) & 0x7FFF'FFFF)); }
Value pointerIsDefault(Machine&, Value cur, Value*) { return Value::boolean(cur.n64 == 0); }
Value pointerToInteger32(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(cur.n64)); }
Value pointerOut(Machine& m, Value cur, Value*) { return m.newString(outText(cur)); }

Value statSize(Machine&, Value, Value*) { return Value::int32(static_cast<std::int32_t>(sizeof(struct stat))); }

}  // namespace

void registerMemoryBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("POINTER_REF.c_malloc", &cMalloc);
    t.emplace("POINTER_REF.c_calloc", &cCalloc);
    t.emplace("POINTER_REF.c_realloc", &cRealloc);
    t.emplace("POINTER_REF.c_free", &cFree);
    t.emplace("POINTER_REF.c_memcpy", &cMemcpy);
    t.emplace("POINTER_REF.c_memmove", &cMemcpy);
    t.emplace("POINTER_REF.c_memset", &cMemset);
    t.emplace("POINTER_REF.c_memcmp", &cMemcmp);
    t.emplace("POINTER.plus", &pointerPlus);
    t.emplace("POINTER.hash_code", &pointerHashCode);
    t.emplace("POINTER.is_default_pointer", &pointerIsDefault);
    t.emplace("POINTER.to_integer_32", &pointerToInteger32);
    t.emplace("POINTER.out", &pointerOut);
    t.emplace("FILE_INFO.stat_size", &statSize);
}

}  // namespace amend::runtime
