// Run-time values and objects of the interpreter: a 16-byte tagged Value (basic values unboxed,
// everything else a reference to an Object of the per-run heap). Shared by the interpreter,
// the built-ins and every client that builds test inputs or inspects results.
#pragma once

#include "sema/types.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace amend::sema {
struct ClassInfo;
struct FeatureInfo;
}

namespace amend::runtime {

struct Object;
struct Value;

// Native payload of SPECIAL objects: the items (count = items.size()) and the fixed capacity.
struct SpecialData;
// Native payload of agents (ROUTINE objects): the routine and its closed operands (agents.cpp).
struct AgentData;

// The tag values 1..14 coincide with sema::BasicKind (Boolean … Pointer).
enum class Tag : std::uint8_t {
    Void = 0, Boolean, Character, Integer32, Integer64, Natural32, Real64,
    Integer8, Integer16, Natural8, Natural16, Natural64, Real32, Character32, Pointer, Reference,
};

// Where each kind lives in the union: INTEGER_8/16/32 in i32 (sign-extended), NATURAL_8/16/32
// in n32 (zero-extended), CHARACTER_8/32 in c, INTEGER_64 in i64, NATURAL_64 and POINTER in n64, REAL_32
// and REAL_64 in r (a REAL_32 is a double that a float represents exactly).
struct Value {
    union {
        bool b;
        std::uint32_t c;   // CHARACTER_8 / CHARACTER_32 code
        std::int32_t i32;
        std::int64_t i64;
        std::uint32_t n32;
        std::uint64_t n64;
        double r;
        Object* ref;
    };
    Tag tag;

    Value() : i64(0), tag(Tag::Void) {}
    static Value boolean(bool v) { Value x; x.tag = Tag::Boolean; x.b = v; return x; }
    static Value character(std::uint32_t v) { Value x; x.tag = Tag::Character; x.c = v; return x; }
    static Value int32(std::int32_t v) { Value x; x.tag = Tag::Integer32; x.i32 = v; return x; }
    static Value int64(std::int64_t v) { Value x; x.tag = Tag::Integer64; x.i64 = v; return x; }
    static Value nat32(std::uint32_t v) { Value x; x.tag = Tag::Natural32; x.n32 = v; return x; }
    static Value real(double v) { Value x; x.tag = Tag::Real64; x.r = v; return x; }
    static Value int8(std::int8_t v) { Value x; x.tag = Tag::Integer8; x.i32 = v; return x; }
    static Value int16(std::int16_t v) { Value x; x.tag = Tag::Integer16; x.i32 = v; return x; }
    static Value nat8(std::uint8_t v) { Value x; x.tag = Tag::Natural8; x.n32 = v; return x; }
    static Value nat16(std::uint16_t v) { Value x; x.tag = Tag::Natural16; x.n32 = v; return x; }
    static Value nat64(std::uint64_t v) { Value x; x.tag = Tag::Natural64; x.n64 = v; return x; }
    static Value real32(float v) { Value x; x.tag = Tag::Real32; x.r = v; return x; }
    static Value character32(std::uint32_t v) { Value x; x.tag = Tag::Character32; x.c = v; return x; }
    static Value pointer(std::uint64_t address) { Value x; x.tag = Tag::Pointer; x.n64 = address; return x; }
    static Value object(Object* o) { Value x; if (o) { x.tag = Tag::Reference; x.ref = o; } return x; }

    bool isVoid() const { return tag == Tag::Void; }
    bool isRef() const { return tag == Tag::Reference; }
    bool isBasic() const { return tag != Tag::Void && tag != Tag::Reference; }
    sema::BasicKind basic() const { return isBasic() ? static_cast<sema::BasicKind>(tag) : sema::BasicKind::None; }
    // Integer view of any integer-like basic value (integers, naturals, characters, booleans);
    // a NATURAL_64 beyond INTEGER_64 gives its two's complement bit pattern.
    std::int64_t asInt() const
    {
        switch (tag) {
        case Tag::Boolean: return b ? 1 : 0;
        case Tag::Character: case Tag::Character32: return c;
        case Tag::Integer32: case Tag::Integer8: case Tag::Integer16: return i32;
        case Tag::Integer64: return i64;
        case Tag::Natural32: case Tag::Natural8: case Tag::Natural16: return n32;
        case Tag::Natural64: case Tag::Pointer: return static_cast<std::int64_t>(n64);
        case Tag::Real64: case Tag::Real32: return static_cast<std::int64_t>(r);
        default: return 0;
        }
    }
};
static_assert(sizeof(Value) == 16);

// The default value of a basic kind (0, False, '%U', 0.0); Void for None.
inline Value defaultValue(sema::BasicKind kind)
{
    Value v;
    if (kind != sema::BasicKind::None) v.tag = static_cast<Tag>(kind);
    return v;
}

// A heap object. Its fields follow the header in memory (fieldCount Values, one per slot of
// cls->fields; for a TUPLE, one per item). STRING_8 objects carry a std::string (bytes), SPECIAL
// objects a SpecialData, agents an AgentData.
struct Object {
    const sema::Type* type = nullptr;      // dynamic type (generic actuals included)
    const sema::ClassInfo* cls = nullptr;  // type->cls
    std::uint32_t id = 0;                  // creation order in the run (stable display id)
    std::uint32_t fieldCount = 0;
    union {
        std::string* string;               // NativeKind::String
        SpecialData* special;              // NativeKind::Special
        AgentData* agent;                  // NativeKind::Agent
        void* native;
        std::uint64_t referenceBits;       // NativeKind::None: a basic type's reference object
                                           // (`create {INTEGER_32_REF}'): its `item' (builtins_elks.cpp)
    };

    Object() : native(nullptr) {}
    Value* fields() { return reinterpret_cast<Value*>(this + 1); }
    const Value* fields() const { return reinterpret_cast<const Value*>(this + 1); }
};
static_assert(sizeof(Object) % alignof(Value) == 0);

struct SpecialData {
    std::vector<Value> items;
    std::int32_t capacity = 0;
};

struct AgentData {
    const sema::FeatureInfo* feature = nullptr;  // the wrapped routine (static version)
    int routineId = -1;                          // dispatch seed on the target; -1: `feature' itself
    std::vector<Value> operands;                 // target (0) then arguments; open ones filled per call
    std::vector<int> open;                       // positions of the open operands, in order
    bool isInline = false;                       // an inline agent: called unqualified on its Current
};

}  // namespace amend::runtime
