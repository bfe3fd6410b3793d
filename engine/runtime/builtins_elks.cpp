// The built-ins of a project's own EiffelBase (FreeELKS, ISE's base) that Amend's kernel does
// not declare: ANY's reflection and twins, the _REF classes' `item', BOOLEAN's operators by
// name, SPECIAL.set_count, PLATFORM's constants. They join the kernel's in findBuiltin's one
// table (builtins_basic.cpp), keyed "CLASS.feature" by the class whose text declares the routine;
// resources/kernel/BUILTINS.md lists every key with what it does and the test that checks it.
#include "runtime/machine.h"

#include <string>
#include <unordered_map>

namespace amend::runtime {

namespace {

Value anyGenerator(Machine& m, Value cur, Value*)
{
    const sema::ClassInfo* cls = m.classOf(cur);
    return m.newString(cls ? cls->name : "NONE");
}

Value anyConformsTo(Machine& m, Value cur, Value* args)
{
    const sema::Type* source = m.typeOf(cur);
    const sema::Type* target = m.typeOf(args[0]);
    return Value::boolean(source && target && m.program.conforms(source, target));
}

// EiffelBase's `tagged_out': the generating type, then one line per attribute.
Value anyTaggedOut(Machine& m, Value cur, Value*)
{
    if (!cur.isRef()) return m.newString(outText(cur));
    std::string text = cur.ref->type->name() + "\n";
    for (const sema::FeatureInfo* f : cur.ref->cls->features) {
        if (f->kind != sema::FeatureInfo::Kind::Attribute || f->slot < 0 || static_cast<std::uint32_t>(f->slot) >= cur.ref->fieldCount) continue;
        text += "    " + f->name + ": " + outText(cur.ref->fields()[f->slot]) + "\n";
    }
    return m.newString(text);
}

Value anyStandardTwin(Machine& m, Value cur, Value*)
{
    if (!cur.isRef()) return cur;
    Object* o = m.allocate(cur.ref->type);
    if (o->cls->native == sema::NativeKind::Special) o->special->capacity = cur.ref->special->capacity;
    standardCopy(m, o, cur.ref);
    return Value::object(o);
}

// INTEGER_32_REF.item and the like: on a basic value (the only kind Amend makes), the value.
Value referenceItem(Machine&, Value cur, Value*) { return cur; }

Value booleanAnd(Machine&, Value cur, Value* args) { return Value::boolean(cur.b && args[0].b); }
Value booleanOr(Machine&, Value cur, Value* args) { return Value::boolean(cur.b || args[0].b); }
Value booleanXor(Machine&, Value cur, Value* args) { return Value::boolean(cur.b != args[0].b); }
Value booleanImplies(Machine&, Value cur, Value* args) { return Value::boolean(!cur.b || args[0].b); }
Value booleanNot(Machine&, Value cur, Value*) { return Value::boolean(!cur.b); }

// SPECIAL.set_count (n): count becomes n (<= capacity), new items at T's default value.
Value specialSetCount(Machine& m, Value cur, Value* args)
{
    SpecialData& d = *cur.ref->special;
    const std::int64_t n = args[0].asInt();
    if (n < 0 || n > d.capacity) m.internalError("SPECIAL.set_count: " + std::to_string(n) + " is not in 0 .. capacity");
    Value fill;
    const sema::Type* t = cur.ref->type;
    if (t && !t->actuals.empty() && t->actuals[0]->isClass() && t->actuals[0]->cls->basic != sema::BasicKind::None)
        fill = defaultValue(t->actuals[0]->cls->basic);
    d.items.resize(static_cast<std::size_t>(n), fill);
    return Value();
}

template <bool V>
Value constantBoolean(Machine&, Value, Value*) { return Value::boolean(V); }
template <int V>
Value constantInteger(Machine&, Value, Value*) { return Value::int32(V); }

}  // namespace

void registerElksBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("ANY.generator", &anyGenerator);
    t.emplace("ANY.conforms_to", &anyConformsTo);
    t.emplace("ANY.tagged_out", &anyTaggedOut);
    t.emplace("ANY.standard_twin", &anyStandardTwin);
    t.emplace("ANY.copy", t.at("ANY.standard_copy"));
    for (const char* key : {"BOOLEAN_REF.item", "CHARACTER_8_REF.item", "CHARACTER_32_REF.item", "INTEGER_8_REF.item", "INTEGER_16_REF.item",
                            "INTEGER_32_REF.item", "INTEGER_64_REF.item", "NATURAL_8_REF.item", "NATURAL_16_REF.item", "NATURAL_32_REF.item",
                            "NATURAL_64_REF.item", "REAL_32_REF.item", "REAL_64_REF.item"})
        t.emplace(key, &referenceItem);
    t.emplace("BOOLEAN.conjuncted", &booleanAnd);
    t.emplace("BOOLEAN.conjuncted_semistrict", &booleanAnd);
    t.emplace("BOOLEAN.disjuncted", &booleanOr);
    t.emplace("BOOLEAN.disjuncted_semistrict", &booleanOr);
    t.emplace("BOOLEAN.disjuncted_exclusive", &booleanXor);
    t.emplace("BOOLEAN.implication", &booleanImplies);
    t.emplace("BOOLEAN.negated", &booleanNot);
    t.emplace("SPECIAL.set_count", &specialSetCount);
    // PLATFORM: Amend runs as a 64-bit Unix program without threads or SCOOP.
    t.emplace("PLATFORM.is_thread_capable", &constantBoolean<false>);
    t.emplace("PLATFORM.is_scoop_capable", &constantBoolean<false>);
    t.emplace("PLATFORM.is_dotnet", &constantBoolean<false>);
    t.emplace("PLATFORM.is_windows", &constantBoolean<false>);
    t.emplace("PLATFORM.is_unix", &constantBoolean<true>);
    t.emplace("PLATFORM.is_vms", &constantBoolean<false>);
    t.emplace("PLATFORM.is_mac", &constantBoolean<false>);
    t.emplace("PLATFORM.is_vxworks", &constantBoolean<false>);
    t.emplace("PLATFORM.is_64_bits", &constantBoolean<true>);
    t.emplace("PLATFORM.boolean_bytes", &constantInteger<1>);
    t.emplace("PLATFORM.pointer_bytes", &constantInteger<8>);
    t.emplace("PLATFORM.character_bytes", &constantInteger<1>);
    t.emplace("PLATFORM.wide_character_bytes", &constantInteger<4>);
    t.emplace("PLATFORM.integer_bytes", &constantInteger<4>);
    t.emplace("PLATFORM.real_bytes", &constantInteger<4>);
    t.emplace("PLATFORM.double_bytes", &constantInteger<8>);
}

}  // namespace amend::runtime
