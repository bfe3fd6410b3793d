// Queries on a built Program (sema/program.h): feature and class lookup, conformance, ancestor
// views and generic instantiation. The conformance queries run at run time too (object tests,
// creation of generic types), so they use tables precomputed by buildUniverse and only the
// internally locked TypeTable.
#include "sema/program.h"

#include "sema/universe_internal.h"
#include "support/ascii_case.h"

#include <algorithm>

namespace amend::sema {

const FeatureInfo* ClassInfo::feature(std::string_view name) const
{
    auto it = byName.find(std::string(name));
    return it == byName.end() ? nullptr : it->second;
}

const FeatureInfo* ClassInfo::aliasFeature(std::string_view alias, int arity) const
{
    for (const FeatureInfo* f : features) {
        if (f->alias != alias && std::find(f->moreAliases.begin(), f->moreAliases.end(), alias) == f->moreAliases.end()) continue;
        if (arity < 0 && alias == "[]") return f;
        if (static_cast<int>(f->argTypes.size()) == arity) return f;
    }
    return nullptr;
}

bool ClassInfo::isCreator(const FeatureInfo* f) const
{
    return std::find(creators.begin(), creators.end(), f) != creators.end();
}

bool FeatureInfo::isExportedTo(const ClassInfo* client) const
{
    if (exportedToAll) return true;
    if (!client) return false;
    for (const ClassInfo* c : exportedTo)
        if (client->conformsTo(c)) return true;
    return false;
}

const std::unordered_map<std::string, std::string>& standardClassMappings()
{
    static const std::unordered_map<std::string, std::string> standard = {
        {"INTEGER", "INTEGER_32"},   {"STRING", "STRING_8"},   {"CHARACTER", "CHARACTER_8"},
        {"REAL", "REAL_32"},         {"DOUBLE", "REAL_64"},    {"NATURAL", "NATURAL_32"},
        {"WIDE_CHARACTER", "CHARACTER_32"},
        {"READABLE_STRING", "READABLE_STRING_8"}, {"IMMUTABLE_STRING", "IMMUTABLE_STRING_8"},
        {"INTEGER_REF", "INTEGER_32_REF"},        {"REAL_REF", "REAL_32_REF"},
        {"DOUBLE_REF", "REAL_64_REF"},            {"CHARACTER_REF", "CHARACTER_8_REF"},
        {"WIDE_CHARACTER_REF", "CHARACTER_32_REF"},
    };
    return standard;
}

const ClassInfo* Program::classNamed(std::string_view name) const
{
    const std::string key = support::asciiUpper(name);
    const auto& mappings = classMappings.empty() ? standardClassMappings() : classMappings;
    if (auto m = mappings.find(key); m != mappings.end())
        if (auto it = classIndex.find(m->second); it != classIndex.end()) return it->second;
    auto it = classIndex.find(key);
    return it == classIndex.end() ? nullptr : it->second;
}

const Type* Program::basicType(BasicKind kind) const
{
    const ClassInfo* cls = basicClass(kind);
    return cls ? types.classType(cls) : types.error();
}

namespace detail {

const Type* substituteFormals(TypeTable& types, const Type* declared, const ClassInfo* owner,
                              const std::vector<const Type*>& actuals, const Type* current)
{
    if (!declared || !declared->mentionsFormals()) return declared;
    switch (declared->kind) {
    case Type::Kind::Formal:
        if (declared->formalOwner == owner && declared->formalIndex >= 0
            && static_cast<std::size_t>(declared->formalIndex) < actuals.size()) {
            const Type* actual = actuals[static_cast<std::size_t>(declared->formalIndex)];
            return declared->detachable ? types.withDetachable(actual, true) : actual;
        }
        return declared;
    case Type::Kind::LikeCurrent:
        if (!current) return declared;
        return declared->detachable ? types.withDetachable(current, true) : types.withDetachable(current, false);
    case Type::Kind::Class: {
        std::vector<const Type*> args;
        args.reserve(declared->actuals.size());
        for (const Type* a : declared->actuals) args.push_back(substituteFormals(types, a, owner, actuals, current));
        return types.classType(declared->cls, args, declared->detachable, declared->labels);
    }
    case Type::Kind::None:
    case Type::Kind::Error: break;
    }
    return declared;
}

}  // namespace detail

const ClassInfo* Program::baseClass(const Type* type) const
{
    for (int depth = 0; type && depth < 16; ++depth) {
        switch (type->kind) {
        case Type::Kind::Class: return type->cls;
        case Type::Kind::Formal: {
            const ClassInfo* owner = type->formalOwner;
            auto i = static_cast<std::size_t>(type->formalIndex);
            if (!owner || i >= owner->constraints.size() || !owner->constraints[i]) return anyClass;
            type = owner->constraints[i];
            break;
        }
        default: return nullptr;
        }
    }
    return anyClass;
}

const Type* Program::ancestorView(const Type* type, const ClassInfo* ancestor) const
{
    if (!type || !ancestor) return nullptr;
    if (type->kind == Type::Kind::Formal) {
        const ClassInfo* owner = type->formalOwner;
        auto i = static_cast<std::size_t>(type->formalIndex);
        if (!owner || i >= owner->constraints.size() || !owner->constraints[i] || owner->constraints[i] == type) return nullptr;
        return ancestorView(owner->constraints[i], ancestor);
    }
    if (type->kind != Type::Kind::Class || !type->cls) return nullptr;
    const ClassInfo* cls = type->cls;
    if (cls == ancestor) return type;
    auto id = static_cast<std::size_t>(ancestor->id);
    if (id >= cls->ancestorTypes.size() || !cls->ancestorTypes[id]) return nullptr;
    const Type* view = detail::substituteFormals(typeTable(), cls->ancestorTypes[id], cls, type->actuals, nullptr);
    return typeTable().withDetachable(view, type->detachable);
}

const Type* Program::instantiate(const Type* declared, const ClassInfo* context, const Type* target) const
{
    if (!declared || !declared->mentionsFormals()) return declared;
    const Type* current = target && target->kind == Type::Kind::Class ? typeTable().withDetachable(target, false) : nullptr;
    const Type* view = context ? ancestorView(target, context) : nullptr;
    if (!view || view->kind != Type::Kind::Class) {
        if (!current) return declared;
        return detail::substituteFormals(typeTable(), declared, nullptr, {}, current);
    }
    return detail::substituteFormals(typeTable(), declared, context, view->actuals, current);
}

bool Program::conforms(const Type* source, const Type* target) const
{
    if (!source || !target) return false;
    if (source == target) return true;
    if (source->isError() || target->isError()) return true;
    bool sourceIsNone = source->isNone() || (source->isClass() && source->cls == noneClass);
    if (sourceIsNone) {
        if (target->isNone() || (target->isClass() && target->cls == noneClass)) return true;
        return target->detachable && !target->isExpanded();
    }
    if (target->isNone()) return false;
    if (source->detachable && !target->detachable) return false;
    if (source->kind == Type::Kind::LikeCurrent && target->isClass() && target->cls == anyClass) return true;
    if (source->kind == Type::Kind::LikeCurrent || target->kind == Type::Kind::LikeCurrent)
        return source->kind == target->kind;
    if (source->isFormal()) {
        if (target->isFormal() && target->formalOwner == source->formalOwner && target->formalIndex == source->formalIndex)
            return true;
        const ClassInfo* owner = source->formalOwner;
        auto i = static_cast<std::size_t>(source->formalIndex);
        if (!owner || i >= owner->constraints.size() || !owner->constraints[i]) return false;
        const Type* constraint = owner->constraints[i];
        if (constraint->isFormal() && constraint->formalOwner == owner && constraint->formalIndex == source->formalIndex)
            return false;
        return conforms(typeTable().withDetachable(constraint, source->detachable), target);
    }
    if (target->isFormal() || !source->isClass() || !target->isClass()) return false;
    if (!source->cls->conformsTo(target->cls)) return false;
    const Type* view = source->cls == target->cls ? source : ancestorView(source, target->cls);
    // TUPLE [A, B, C] conforms to TUPLE [A, B], TUPLE [A] and TUPLE (ECMA 8.14.8).
    const bool prefix = target->cls == tupleClass;
    if (!view || (prefix ? view->actuals.size() < target->actuals.size() : view->actuals.size() != target->actuals.size())) return false;
    for (std::size_t i = 0; i < target->actuals.size(); ++i)
        if (!conforms(view->actuals[i], target->actuals[i])) return false;
    return true;
}

}  // namespace amend::sema
