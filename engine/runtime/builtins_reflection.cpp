// EiffelBase's reflection built-ins: ISE_RUNTIME's `built_in static' routines (type ids, type
// names and conformance, dynamic types, fields by index, new instances) that INTERNAL,
// REFLECTOR, TYPE and ANY are written over, and the library TYPE's own built-ins (`type_id',
// generic parameters, `is_expanded' …). A type id is Machine::typeId's number for a type in the
// run. Addresses (`$object', a POINTER) carry the object itself in library code (the checker
// lowers `$x' there to x's value), so the field accessors read the object's fields directly;
// field indexes count from 1 in the order of the class's attributes. Routines needing what Amend
// does not have (physical offsets, C strings, object ids) are not provided: see BUILTINS.md.
#include "runtime/builtin_constants.h"
#include "runtime/machine.h"

#include <deque>
#include <string>
#include <unordered_map>

namespace amend::runtime {

namespace {

const sema::Type* typeArg(Machine& m, Value v)
{
    const sema::Type* t = m.typeWithId(static_cast<int>(v.asInt()));
    if (!t) m.internalError("no type has the type id " + std::to_string(v.asInt()));
    return t;
}

// ---- ISE_RUNTIME: types

Value generatorOfType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    return m.newString(t->isClass() && t->cls ? t->cls->name : t->name());
}

Value generatingTypeOfType(Machine& m, Value, Value* args) { return m.newString(typeArg(m, args[0])->name()); }

Value typeConformsTo(Machine& m, Value, Value* args)
{
    return Value::boolean(m.program.conforms(typeArg(m, args[0]), typeArg(m, args[1])));
}

Value dynamicType(Machine& m, Value, Value* args)
{
    const sema::Type* t = m.typeOf(args[0]);
    return Value::int32(t ? m.typeId(t) : 0);
}

Value isAttachedType(Machine& m, Value, Value* args) { return Value::boolean(!typeArg(m, args[0])->detachable); }

template <bool Detachable>
Value withAttachment(Machine& m, Value, Value* args)
{
    return Value::int32(m.typeId(m.program.types.withDetachable(typeArg(m, args[0]), Detachable)));
}

Value newInstanceOf(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    return m.create(t, nullptr, nullptr, 0, m.currentSite());
}

Value newTypeInstanceOf(Machine& m, Value, Value* args) { return m.typeObjectOf(typeArg(m, args[0])); }

Value isTupleType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    return Value::boolean(t->isClass() && t->cls == m.program.tupleClass);
}

Value isSpecialOfReferenceType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    return Value::boolean(t->isClass() && t->cls == m.program.specialClass && !t->actuals.empty() && t->actuals[0]->isReference());
}

Value genericParameterCountOfType(Machine& m, Value, Value* args)
{
    return Value::int32(static_cast<std::int32_t>(typeArg(m, args[0])->actuals.size()));
}

// eif_gen_param_id (i, type_id): the type id of the type's i-th actual generic parameter.
Value genericParameterIdOfType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[1]);
    const std::int64_t i = args[0].asInt();
    if (i < 1 || i > static_cast<std::int64_t>(t->actuals.size())) m.internalError(t->name() + " has no generic parameter " + std::to_string(i));
    return Value::int32(m.typeId(t->actuals[static_cast<std::size_t>(i - 1)]));
}

// new_special_of_reference_instance_of (type_id, capacity): an empty SPECIAL of that type.
Value newSpecialOf(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    if (!t->isClass() || t->cls != m.program.specialClass) m.internalError(t->name() + " is not a SPECIAL type");
    Object* o = m.allocate(t);
    o->special->capacity = static_cast<std::int32_t>(args[1].asInt());
    return Value::object(o);
}

// new_tuple_instance_of (type_id): a tuple of that type, items at their defaults.
Value newTupleOf(Machine& m, Value, Value* args) { return Value::object(m.allocate(typeArg(m, args[0]))); }

Value isSpecialOfReferenceOrBasicType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    if (!t->isClass() || t->cls != m.program.specialClass || t->actuals.empty()) return Value::boolean(false);
    return Value::boolean(t->actuals[0]->isReference() || t->actuals[0]->isBasic());
}

Value fieldCountOfType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[0]);
    return Value::int32(t->isClass() && t->cls ? static_cast<std::int32_t>(t->cls->fields.size()) : 0);
}

Value isFieldExpandedOfType(Machine& m, Value, Value* args)
{
    const sema::Type* t = typeArg(m, args[1]);
    const std::int64_t i = args[0].asInt();
    if (!t->isClass() || !t->cls || i < 1 || i > static_cast<std::int64_t>(t->cls->fields.size())) return Value::boolean(false);
    const sema::Type* field = t->cls->fields[static_cast<std::size_t>(i - 1)]->type;
    return Value::boolean(field && field->isExpanded());
}

// ---- ISE_RUNTIME: objects (the POINTER argument is the object itself, see the top)

Value isSpecialObject(Machine&, Value, Value* args)
{
    return Value::boolean(args[0].isRef() && args[0].ref->cls->native == sema::NativeKind::Special);
}

template <bool OfReferences>
Value isSpecialOf(Machine&, Value, Value* args)
{
    if (!args[0].isRef() || args[0].ref->cls->native != sema::NativeKind::Special) return Value::boolean(false);
    const sema::Type* t = args[0].ref->type;
    const bool references = !t->actuals.empty() && t->actuals[0]->isReference();
    return Value::boolean(references == OfReferences);
}

Value isTupleInstance(Machine&, Value, Value* args) { return Value::boolean(args[0].isRef() && isTupleObject(args[0].ref)); }

Value isExpandedObject(Machine&, Value, Value* args) { return Value::boolean(args[0].isBasic() || (args[0].isRef() && args[0].ref->cls->isExpanded)); }

Value& fieldAt(Machine& m, Value index, Value object)
{
    const std::int64_t i = index.asInt();
    if (!object.isRef() || i < 1 || i > static_cast<std::int64_t>(object.ref->fieldCount))
        m.internalError("field " + std::to_string(i) + " of " + (object.isRef() ? object.ref->type->name() : std::string("a non-object")) + " does not exist");
    return object.ref->fields()[i - 1];
}

// X_field (i, $object, offset): field i of the object.
Value fieldValue(Machine& m, Value, Value* args) { return fieldAt(m, args[0], args[1]); }

// set_X_field (i, $object, offset, value).
Value setFieldValue(Machine& m, Value, Value* args)
{
    fieldAt(m, args[0], args[1]) = args[3];
    return Value();
}

// ---- ISE_RUNTIME: the run

// Assertion monitoring cannot be switched off from the program: the previous state is On.
Value checkAssert(Machine&, Value, Value*) { return Value::boolean(true); }

Value inAssertion(Machine& m, Value, Value*) { return Value::boolean(m.assertDepth > 0); }


// ---- TYPE [G] of EiffelBase (the type object's G)

const sema::Type* represented(Value cur)
{
    const auto& actuals = cur.ref->type->actuals;
    return actuals.empty() ? nullptr : actuals[0];
}

Value typeTypeId(Machine& m, Value cur, Value*)
{
    const sema::Type* t = represented(cur);
    return Value::int32(t ? m.typeId(t) : 0);
}

Value typeGenericParameterCount(Machine&, Value cur, Value*)
{
    const sema::Type* t = represented(cur);
    return Value::int32(t ? static_cast<std::int32_t>(t->actuals.size()) : 0);
}

Value typeGenericParameterType(Machine& m, Value cur, Value* args)
{
    const sema::Type* t = represented(cur);
    const std::int64_t i = args[0].asInt();
    if (!t || i < 1 || i > static_cast<std::int64_t>(t->actuals.size())) m.internalError("TYPE.generic_parameter_type: no parameter " + std::to_string(i));
    return m.typeObjectOf(t->actuals[static_cast<std::size_t>(i - 1)]);
}

Value typeIsDeferred(Machine&, Value cur, Value*)
{
    const sema::Type* t = represented(cur);
    return Value::boolean(t && t->isClass() && t->cls && t->cls->isDeferred);
}

Value typeIsExpanded(Machine&, Value cur, Value*)
{
    const sema::Type* t = represented(cur);
    return Value::boolean(t && t->isExpanded());
}

Value typeIsAttached(Machine&, Value cur, Value*)
{
    const sema::Type* t = represented(cur);
    return Value::boolean(t && !t->detachable);
}

Value typeRuntimeName(Machine& m, Value cur, Value*)
{
    const sema::Type* t = represented(cur);
    return m.newString(t ? t->name() : std::string("NONE"));
}

}  // namespace

void registerReflectionBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("ISE_RUNTIME.generator_of_type", &generatorOfType);
    t.emplace("ISE_RUNTIME.generator_8_of_type", &generatorOfType);
    t.emplace("ISE_RUNTIME.generating_type_of_type", &generatingTypeOfType);
    t.emplace("ISE_RUNTIME.generating_type_8_of_type", &generatingTypeOfType);
    t.emplace("ISE_RUNTIME.type_conforms_to", &typeConformsTo);
    t.emplace("ISE_RUNTIME.dynamic_type", &dynamicType);
    t.emplace("ISE_RUNTIME.is_attached_type", &isAttachedType);
    t.emplace("ISE_RUNTIME.attached_type", &withAttachment<false>);
    t.emplace("ISE_RUNTIME.detachable_type", &withAttachment<true>);
    t.emplace("ISE_RUNTIME.new_instance_of", &newInstanceOf);
    t.emplace("ISE_RUNTIME.new_type_instance_of", &newTypeInstanceOf);
    t.emplace("ISE_RUNTIME.is_tuple_type", &isTupleType);
    t.emplace("ISE_RUNTIME.is_special_of_reference_type", &isSpecialOfReferenceType);
    t.emplace("ISE_RUNTIME.generic_parameter_count", &genericParameterCountOfType);
    t.emplace("ISE_RUNTIME.eif_gen_param_id", &genericParameterIdOfType);
    t.emplace("ISE_RUNTIME.new_special_of_reference_instance_of", &newSpecialOf);
    t.emplace("ISE_RUNTIME.new_tuple_instance_of", &newTupleOf);
    t.emplace("ISE_RUNTIME.is_special_of_reference_or_basic_type", &isSpecialOfReferenceOrBasicType);
    t.emplace("ISE_RUNTIME.is_special_of_reference", &isSpecialOf<true>);
    t.emplace("ISE_RUNTIME.is_special_of_expanded", &isSpecialOf<false>);
    t.emplace("ISE_RUNTIME.storable_version_of_type", &noEffect);
    t.emplace("ISE_RUNTIME.field_count_of_type", &fieldCountOfType);
    t.emplace("ISE_RUNTIME.persistent_field_count_of_type", &fieldCountOfType);
    t.emplace("ISE_RUNTIME.is_field_expanded_of_type", &isFieldExpandedOfType);
    t.emplace("ISE_RUNTIME.is_field_transient_of_type", &constantBoolean<false>);
    t.emplace("ISE_RUNTIME.is_special", &isSpecialObject);
    t.emplace("ISE_RUNTIME.is_tuple", &isTupleInstance);
    t.emplace("ISE_RUNTIME.is_expanded", &isExpandedObject);
    for (const char* kind : {"reference", "character_8", "character_32", "boolean", "natural_8", "natural_16", "natural_32", "natural_64",
                             "integer_8", "integer_16", "integer_32", "integer_64", "real_32", "real_64"}) {
        static std::deque<std::string> keys;  // the table's keys are views: their text must stay put
        keys.push_back(std::string("ISE_RUNTIME.") + kind + "_field");
        t.emplace(keys.back(), &fieldValue);
        keys.push_back(std::string("ISE_RUNTIME.set_") + kind + "_field");
        t.emplace(keys.back(), &setFieldValue);
    }
    t.emplace("ISE_RUNTIME.check_assert", &checkAssert);
    t.emplace("ISE_RUNTIME.in_assertion", &inAssertion);
    t.emplace("ISE_RUNTIME.pre_ecma_mapping_status", &constantBoolean<false>);
    t.emplace("ISE_RUNTIME.set_pre_ecma_mapping", &noEffect);
    t.emplace("ISE_RUNTIME.compiler_version", &constantInteger<0>);
    t.emplace("TYPE.type_id", &typeTypeId);
    t.emplace("TYPE.generic_parameter_count", &typeGenericParameterCount);
    t.emplace("TYPE.generic_parameter_type", &typeGenericParameterType);
    t.emplace("TYPE.is_deferred", &typeIsDeferred);
    t.emplace("TYPE.is_expanded", &typeIsExpanded);
    t.emplace("TYPE.is_attached", &typeIsAttached);
    t.emplace("TYPE.runtime_name", &typeRuntimeName);
}

}  // namespace amend::runtime
