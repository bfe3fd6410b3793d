// Type objects at run time: `{T}' is an object of TYPE [T] with no fields, one per type in a
// run (so `=' compares types and `{T} = {T}' holds), type ids, and the built-ins of TYPE: `name',
// `default', `has_default' (EiffelBase's other TYPE built-ins: builtins_reflection.cpp). The type T is the object's own generic actual, already
// instantiated against the current object when T mentions formals (`({G}).default').
#include "runtime/machine.h"

namespace amend::runtime {

Value Machine::typeObject(const sema::Type* type)
{
    auto it = m_typeObjects.find(type);
    if (it != m_typeObjects.end()) return Value::object(it->second);
    Object* o = allocate(type);
    m_typeObjects.emplace(type, o);
    return Value::object(o);
}

Value Machine::typeObjectOf(const sema::Type* represented)
{
    if (!m_typeClass) internalError("no class TYPE for the type object of " + represented->name());
    return typeObject(program.types.classType(m_typeClass, {represented}));
}

int Machine::typeId(const sema::Type* type)
{
    auto [it, added] = m_typeIds.emplace(type, static_cast<int>(m_typesById.size()) + 1);
    if (added) m_typesById.push_back(type);
    return it->second;
}

const sema::Type* Machine::typeWithId(int id) const
{
    return id >= 1 && static_cast<std::size_t>(id) <= m_typesById.size() ? m_typesById[static_cast<std::size_t>(id - 1)] : nullptr;
}

Value Machine::defaultOf(const sema::Type* type)
{
    const Frame none;
    return slotDefault(type, none);
}

namespace {

// T of the type object `cur' (a TYPE [T]).
const sema::Type* representedType(Value cur)
{
    const auto& actuals = cur.ref->type->actuals;
    return actuals.empty() ? nullptr : actuals[0];
}

Value typeName(Machine& m, Value cur, Value*)
{
    const sema::Type* t = representedType(cur);
    return m.newString(t ? t->name() : std::string("NONE"));
}

Value typeDefault(Machine& m, Value cur, Value*) { return m.defaultOf(representedType(cur)); }

// An expanded type has its default object; a detachable one has Void (ECMA-367's `has_default'):
// only an attached reference type has none.
Value typeHasDefault(Machine&, Value cur, Value*)
{
    const sema::Type* t = representedType(cur);
    return Value::boolean(t && (t->isExpanded() || t->detachable || t->isNone()));
}

}  // namespace

void registerTypeBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("TYPE.name", &typeName);
    t.emplace("TYPE.default", &typeDefault);
    t.emplace("TYPE.has_default", &typeHasDefault);
}

}  // namespace amend::runtime
