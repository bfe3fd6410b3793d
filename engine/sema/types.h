// Resolved Eiffel types. Types are interned by the TypeTable: two equal types are the same
// pointer, so comparing types is comparing pointers. A Type never changes once made; the
// table may grow at run time (generic instantiation) and is safe to use from many threads.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace amend::sema {

struct ClassInfo;

// The basic expanded types the interpreter represents unboxed (see runtime Value). The sized
// kinds after Real64 (INTEGER_8 … CHARACTER_32) came later; the numbers of the first seven stay.
enum class BasicKind : std::uint8_t {
    None, Boolean, Character, Integer32, Integer64, Natural32, Real64,
    Integer8, Integer16, Natural8, Natural16, Natural64, Real32, Character32,
    Pointer,  // a project's own EiffelBase's POINTER (the kernel has none): an address, runtime/native_memory.h
};
constexpr int kBasicKindCount = 15;  // None included: the size of a table indexed by BasicKind

// Families of basic kinds.
bool isSignedKind(BasicKind k);     // INTEGER_8 … INTEGER_64
bool isNaturalKind(BasicKind k);    // NATURAL_8 … NATURAL_64
inline bool isIntegerKind(BasicKind k) { return isSignedKind(k) || isNaturalKind(k); }
inline bool isRealKind(BasicKind k) { return k == BasicKind::Real32 || k == BasicKind::Real64; }
inline bool isNumericKind(BasicKind k) { return isIntegerKind(k) || isRealKind(k); }
inline bool isCharacterKind(BasicKind k) { return k == BasicKind::Character || k == BasicKind::Character32; }
// Is `v` a value of integer kind `k` (reals: always; NATURAL_64: 0 .. INT64_MAX here, larger
// NATURAL_64 constants are typed NATURAL_64 from the start)?
bool integerConstantFits(BasicKind k, std::int64_t v);

struct Type {
    enum class Kind : std::uint8_t {
        Class,        // cls with actuals (cls->genericNames.size() of them)
        Formal,       // formal generic parameter number `formalIndex` of class `formalOwner`
        LikeCurrent,  // `like Current` in a feature signature: becomes the target's type at each use
        None,         // the type of Void: conforms to every detachable reference type
        Error,        // produced after a reported error; conforms to and from everything
    };
    Kind kind = Kind::Error;
    const ClassInfo* cls = nullptr;
    std::vector<const Type*> actuals;
    int formalIndex = -1;
    const ClassInfo* formalOwner = nullptr;
    bool detachable = false;  // declared `detachable` (expanded types are never detachable)
    std::vector<std::string> labels;  // TUPLE types: one label per actual (`TUPLE [x, y: INTEGER]`),
                                      // or empty; labels never matter for conformance

    bool isClass() const { return kind == Kind::Class; }
    bool isFormal() const { return kind == Kind::Formal; }
    bool isError() const { return kind == Kind::Error; }
    bool isNone() const { return kind == Kind::None; }
    BasicKind basic() const;   // None unless a basic expanded class type
    bool isBasic() const { return basic() != BasicKind::None; }
    bool isExpanded() const;   // basic types and `expanded class` types
    bool isReference() const { return !isExpanded(); }
    bool mentionsFormals() const;  // true if a Formal or LikeCurrent occurs anywhere inside
    std::string name() const;      // "ARRAY [INTEGER_32]", "detachable STRING_8", "G", "like Current"
};

class TypeTable {
public:
    TypeTable();
    TypeTable(const TypeTable&) = delete;
    TypeTable& operator=(const TypeTable&) = delete;

    const Type* classType(const ClassInfo* cls, const std::vector<const Type*>& actuals = {}, bool detachable = false,
                          const std::vector<std::string>& labels = {});
    const Type* formal(const ClassInfo* owner, int index, bool detachable = false);
    const Type* likeCurrent();
    const Type* none();
    const Type* error();
    const Type* withDetachable(const Type* type, bool detachable);

    // Makes this (still empty) table a layer on `base`, a table nobody adds to any more (a checked
    // kernel's, sema::CheckedKernel): a type `base` holds is that pointer, a new one is made here.
    // `base` must outlive this table.
    void layerOn(const TypeTable& base) { m_base = &base; }

private:
    const Type* intern(Type candidate);
    const Type* find(const Type& candidate, std::size_t hash) const;
    const TypeTable* m_base = nullptr;
    mutable std::mutex m_mutex;
    std::vector<std::unique_ptr<Type>> m_types;  // owner; lookup is linear per hash bucket below
    std::vector<std::vector<const Type*>> m_buckets;
};

}  // namespace amend::sema
