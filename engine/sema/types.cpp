// Interned Eiffel types (sema/types.h): the TypeTable hands out one pointer per distinct type so
// the checker and the interpreter compare types by pointer, and it stays usable from many
// threads because generic instantiation may create new types at run time.
#include "sema/types.h"

#include "sema/program.h"

#include <functional>

namespace amend::sema {

BasicKind Type::basic() const
{
    return kind == Kind::Class && cls ? cls->basic : BasicKind::None;
}

bool Type::isExpanded() const
{
    return kind == Kind::Class && cls && cls->isExpanded;
}

bool Type::mentionsFormals() const
{
    if (kind == Kind::Formal || kind == Kind::LikeCurrent) return true;
    for (const Type* a : actuals)
        if (a->mentionsFormals()) return true;
    return false;
}

std::string Type::name() const
{
    std::string prefix = detachable ? "detachable " : "";
    switch (kind) {
    case Kind::Class: {
        std::string text = prefix + (cls ? cls->name : std::string("?"));
        if (!actuals.empty()) {
            text += " [";
            for (std::size_t i = 0; i < actuals.size(); ++i) {
                if (i) text += labels.empty() ? ", " : "; ";
                if (i < labels.size()) text += labels[i] + ": ";
                text += actuals[i]->name();
            }
            text += "]";
        }
        return text;
    }
    case Kind::Formal:
        if (formalOwner && formalIndex >= 0 && static_cast<std::size_t>(formalIndex) < formalOwner->genericNames.size())
            return prefix + formalOwner->genericNames[static_cast<std::size_t>(formalIndex)];
        return prefix + "G" + std::to_string(formalIndex);
    case Kind::LikeCurrent:
        return prefix + "like Current";
    case Kind::None:
        return "NONE";
    case Kind::Error:
        break;
    }
    return "<error>";
}

namespace {

constexpr std::size_t InitialBuckets = 256;

std::size_t hashOf(const Type& t)
{
    std::size_t h = static_cast<std::size_t>(t.kind) * 1000003u;
    auto mix = [&h](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2); };
    mix(std::hash<const void*>()(t.cls));
    mix(std::hash<const void*>()(t.formalOwner));
    mix(static_cast<std::size_t>(t.formalIndex + 1));
    mix(t.detachable ? 1 : 0);
    for (const Type* a : t.actuals) mix(std::hash<const void*>()(a));
    for (const std::string& l : t.labels) mix(std::hash<std::string>()(l));
    return h;
}

bool sameType(const Type& a, const Type& b)
{
    return a.kind == b.kind && a.cls == b.cls && a.formalOwner == b.formalOwner && a.formalIndex == b.formalIndex
        && a.detachable == b.detachable && a.actuals == b.actuals && a.labels == b.labels;
}

}  // namespace

TypeTable::TypeTable() : m_buckets(InitialBuckets) {}

const Type* TypeTable::find(const Type& candidate, std::size_t hash) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    for (const Type* t : m_buckets[hash % m_buckets.size()])
        if (sameType(*t, candidate)) return t;
    return nullptr;
}

const Type* TypeTable::intern(Type candidate)
{
    std::size_t h = hashOf(candidate);
    if (m_base)
        if (const Type* t = m_base->find(candidate, h)) return t;
    std::lock_guard<std::mutex> lock(m_mutex);
    auto& bucket = m_buckets[h % m_buckets.size()];
    for (const Type* t : bucket)
        if (sameType(*t, candidate)) return t;
    m_types.push_back(std::make_unique<Type>(std::move(candidate)));
    const Type* made = m_types.back().get();
    if (m_types.size() > 2 * m_buckets.size()) {
        std::vector<std::vector<const Type*>> grown(m_buckets.size() * 4);
        for (const auto& t : m_types) grown[hashOf(*t) % grown.size()].push_back(t.get());
        m_buckets.swap(grown);
    } else {
        bucket.push_back(made);
    }
    return made;
}

const Type* TypeTable::classType(const ClassInfo* cls, const std::vector<const Type*>& actuals, bool detachable,
                                 const std::vector<std::string>& labels)
{
    Type t;
    t.kind = Type::Kind::Class;
    t.cls = cls;
    t.actuals = actuals;
    t.labels = labels;
    t.detachable = detachable && !(cls && cls->isExpanded);
    return intern(std::move(t));
}

const Type* TypeTable::formal(const ClassInfo* owner, int index, bool detachable)
{
    Type t;
    t.kind = Type::Kind::Formal;
    t.formalOwner = owner;
    t.formalIndex = index;
    t.detachable = detachable;
    return intern(std::move(t));
}

const Type* TypeTable::likeCurrent()
{
    Type t;
    t.kind = Type::Kind::LikeCurrent;
    return intern(std::move(t));
}

const Type* TypeTable::none()
{
    Type t;
    t.kind = Type::Kind::None;
    t.detachable = true;
    return intern(std::move(t));
}

const Type* TypeTable::error()
{
    Type t;
    t.kind = Type::Kind::Error;
    return intern(std::move(t));
}

const Type* TypeTable::withDetachable(const Type* type, bool detachable)
{
    if (!type || type->detachable == detachable) return type;
    switch (type->kind) {
    case Type::Kind::Class: return classType(type->cls, type->actuals, detachable, type->labels);
    case Type::Kind::Formal: return formal(type->formalOwner, type->formalIndex, detachable);
    case Type::Kind::LikeCurrent: {
        Type t;
        t.kind = Type::Kind::LikeCurrent;
        t.detachable = detachable;
        return intern(std::move(t));
    }
    case Type::Kind::None:
    case Type::Kind::Error: break;
    }
    return type;
}

bool isSignedKind(BasicKind k)
{
    return k == BasicKind::Integer8 || k == BasicKind::Integer16 || k == BasicKind::Integer32 || k == BasicKind::Integer64;
}

bool isNaturalKind(BasicKind k)
{
    return k == BasicKind::Natural8 || k == BasicKind::Natural16 || k == BasicKind::Natural32 || k == BasicKind::Natural64;
}

bool integerConstantFits(BasicKind k, std::int64_t v)
{
    switch (k) {
    case BasicKind::Integer8: return v >= -128 && v <= 127;
    case BasicKind::Integer16: return v >= -32768 && v <= 32767;
    case BasicKind::Integer32: return v >= INT32_MIN && v <= INT32_MAX;
    case BasicKind::Integer64: return true;
    case BasicKind::Natural8: return v >= 0 && v <= 255;
    case BasicKind::Natural16: return v >= 0 && v <= 65535;
    case BasicKind::Natural32: return v >= 0 && v <= static_cast<std::int64_t>(UINT32_MAX);
    case BasicKind::Natural64: return v >= 0;
    case BasicKind::Real32: case BasicKind::Real64: return true;
    default: return false;
    }
}

}  // namespace amend::sema
