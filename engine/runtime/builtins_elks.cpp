// The built-ins of a project's own EiffelBase (FreeELKS, ISE's base) that Amend's kernel does
// not declare: ANY's reflection and twins, the _REF classes' `item', BOOLEAN's operators by
// name, the numbers' `identity', conversions and IEEE queries, SPECIAL.set_count and
// element_size, PROCEDURE.call and TUPLE's typed accessors, PLATFORM's constants (deep
// operations, ISE_RUNTIME and the system's routines: builtins_deep, _reflection, _system.cpp). They join the kernel's in findBuiltin's one
// table (builtins_basic.cpp), keyed "CLASS.feature" by the class whose text declares the routine;
// resources/kernel/BUILTINS.md lists every key with what it does and the test that checks it.
#include "runtime/builtin_constants.h"
#include "runtime/machine.h"

#include <cmath>
#include <deque>
#include <limits>
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

// INTEGER_32_REF.item / set_item and the like: on a reference object (`create {NATURAL_16_REF}'),
// the value it holds; on a basic value, `item' is the value itself and `set_item' is not provided
// (it would change the entity the value was read from: `Result.set_item (1.0)' in REAL_64's `one').
template <Tag K>
Value referenceItem(Machine&, Value cur, Value*)
{
    if (!cur.isRef()) return cur;
    Value v;
    v.n64 = cur.ref->referenceBits;
    v.tag = K;
    return v;
}

Value referenceSetItem(Machine& m, Value cur, Value* args)
{
    if (!cur.isRef()) {
        if (m.topRecord && m.topRecord->feature && m.topRecord->feature->isBuiltIn) m.unprovidedExternal(m.topRecord->feature);
        m.internalError("set_item on a basic value is not provided by Amend's runtime");
    }
    cur.ref->referenceBits = args[0].n64;
    return Value();
}

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

// identity (unary `+'): the value itself.
Value identity(Machine&, Value cur, Value*) { return cur; }

template <sema::BasicKind K>
Value convertTo(Machine&, Value cur, Value*)
{
    const double r = cur.tag == Tag::Natural64 ? static_cast<double>(cur.n64) : cur.tag == Tag::Real64 || cur.tag == Tag::Real32 ? cur.r : static_cast<double>(cur.asInt());
    return K == sema::BasicKind::Real32 ? Value::real32(static_cast<float>(r)) : Value::real(r);
}

// REAL_32/REAL_64 (a REAL_32 is a double that a float represents exactly, so one code serves both).
Value realOfKind(Value like, double r) { return like.tag == Tag::Real32 ? Value::real32(static_cast<float>(r)) : Value::real(r); }
Value realIsNan(Machine&, Value cur, Value*) { return Value::boolean(std::isnan(cur.r)); }
Value realIsNegativeInfinity(Machine&, Value cur, Value*) { return Value::boolean(std::isinf(cur.r) && cur.r < 0); }
Value realIsPositiveInfinity(Machine&, Value cur, Value*) { return Value::boolean(std::isinf(cur.r) && cur.r > 0); }
Value realCeiling(Machine&, Value cur, Value*) { return realOfKind(cur, std::ceil(cur.r)); }
Value realFloor(Machine&, Value cur, Value*) { return realOfKind(cur, std::floor(cur.r)); }
// IEEE comparisons (False with a NaN; `ieee_is_equal' of 0.0 and -0.0 holds).
Value ieeeEqual(Machine&, Value cur, Value* args) { return Value::boolean(cur.r == args[0].r); }
Value ieeeLess(Machine&, Value cur, Value* args) { return Value::boolean(cur.r < args[0].r); }
Value ieeeLessEqual(Machine&, Value cur, Value* args) { return Value::boolean(cur.r <= args[0].r); }
Value ieeeGreater(Machine&, Value cur, Value* args) { return Value::boolean(cur.r > args[0].r); }
Value ieeeGreaterEqual(Machine&, Value cur, Value* args) { return Value::boolean(cur.r >= args[0].r); }
// IEEE 754 maxNum/minNum: a NaN operand gives the other one.
Value ieeeMaximum(Machine&, Value cur, Value* args) { return realOfKind(cur, std::fmax(cur.r, args[0].r)); }
Value ieeeMinimum(Machine&, Value cur, Value* args) { return realOfKind(cur, std::fmin(cur.r, args[0].r)); }

template <bool Single>
Value realNan(Machine&, Value, Value*) { return Single ? Value::real32(std::numeric_limits<float>::quiet_NaN()) : Value::real(std::numeric_limits<double>::quiet_NaN()); }
template <bool Single, int Sign>
Value realInfinity(Machine&, Value, Value*)
{
    return Single ? Value::real32(Sign * std::numeric_limits<float>::infinity()) : Value::real(Sign * std::numeric_limits<double>::infinity());
}

// SPECIAL.element_size: bytes per item as EiffelBase's C runtime lays them out (a reference: 8).
Value specialElementSize(Machine&, Value cur, Value*)
{
    const sema::Type* t = cur.ref->type;
    const sema::Type* item = t && !t->actuals.empty() ? t->actuals[0] : nullptr;
    switch (item && item->isClass() ? item->basic() : sema::BasicKind::None) {
    case sema::BasicKind::Boolean: case sema::BasicKind::Character: case sema::BasicKind::Integer8: case sema::BasicKind::Natural8: return Value::int32(1);
    case sema::BasicKind::Integer16: case sema::BasicKind::Natural16: return Value::int32(2);
    case sema::BasicKind::Integer32: case sema::BasicKind::Natural32: case sema::BasicKind::Real32: case sema::BasicKind::Character32: return Value::int32(4);
    default: return Value::int32(8);
    }
}

// TUPLE.item_code (index): EiffelBase's code of the item's declared type (its TUPLE constants
// reference_code 0 … character_32_code 0x0E), from the tuple's dynamic type.
Value tupleItemCode(Machine& m, Value cur, Value* args)
{
    const sema::Type* t = cur.ref->type;
    const std::int64_t i = args[0].asInt();
    if (i < 1 || i > static_cast<std::int64_t>(t->actuals.size()))
        m.fail(ViolationKind::IndexOutOfBounds, nullptr, m.currentSite(),
               "tuple index " + std::to_string(i) + " out of bounds (count " + std::to_string(t->actuals.size()) + ")", false, nullptr, std::to_string(i));
    const sema::Type* item = t->actuals[static_cast<std::size_t>(i - 1)];
    using K = sema::BasicKind;
    switch (item && item->isClass() ? item->basic() : K::None) {
    case K::Boolean: return Value::nat8(0x01);
    case K::Character: return Value::nat8(0x02);
    case K::Real64: return Value::nat8(0x03);
    case K::Real32: return Value::nat8(0x04);
    case K::Pointer: return Value::nat8(0x05);
    case K::Integer8: return Value::nat8(0x06);
    case K::Integer16: return Value::nat8(0x07);
    case K::Integer32: return Value::nat8(0x08);
    case K::Integer64: return Value::nat8(0x09);
    case K::Natural8: return Value::nat8(0x0A);
    case K::Natural16: return Value::nat8(0x0B);
    case K::Natural32: return Value::nat8(0x0C);
    case K::Natural64: return Value::nat8(0x0D);
    case K::Character32: return Value::nat8(0x0E);
    case K::None: break;
    }
    return Value::nat8(0x00);
}

}  // namespace

void registerElksBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("ANY.generator", &anyGenerator);
    t.emplace("ANY.conforms_to", &anyConformsTo);
    t.emplace("ANY.tagged_out", &anyTaggedOut);
    t.emplace("ANY.standard_twin", &anyStandardTwin);
    t.emplace("ANY.copy", t.at("ANY.standard_copy"));
    const std::pair<const char*, BuiltinFn> references[] = {
        {"BOOLEAN_REF", &referenceItem<Tag::Boolean>}, {"CHARACTER_8_REF", &referenceItem<Tag::Character>},
        {"CHARACTER_32_REF", &referenceItem<Tag::Character32>}, {"INTEGER_8_REF", &referenceItem<Tag::Integer8>},
        {"INTEGER_16_REF", &referenceItem<Tag::Integer16>}, {"INTEGER_32_REF", &referenceItem<Tag::Integer32>},
        {"INTEGER_64_REF", &referenceItem<Tag::Integer64>}, {"NATURAL_8_REF", &referenceItem<Tag::Natural8>},
        {"NATURAL_16_REF", &referenceItem<Tag::Natural16>}, {"NATURAL_32_REF", &referenceItem<Tag::Natural32>},
        {"NATURAL_64_REF", &referenceItem<Tag::Natural64>}, {"REAL_32_REF", &referenceItem<Tag::Real32>},
        {"REAL_64_REF", &referenceItem<Tag::Real64>}, {"POINTER_REF", &referenceItem<Tag::Pointer>}};
    static std::deque<std::string> referenceKeys;  // the table's keys are views: their text must stay put
    for (const auto& [cls, item] : references) {
        t.emplace(referenceKeys.emplace_back(std::string(cls) + ".item"), item);
        t.emplace(referenceKeys.emplace_back(std::string(cls) + ".set_item"), &referenceSetItem);
    }
    t.emplace("BOOLEAN.conjuncted", &booleanAnd);
    t.emplace("BOOLEAN.conjuncted_semistrict", &booleanAnd);
    t.emplace("BOOLEAN.disjuncted", &booleanOr);
    t.emplace("BOOLEAN.disjuncted_semistrict", &booleanOr);
    t.emplace("BOOLEAN.disjuncted_exclusive", &booleanXor);
    t.emplace("BOOLEAN.implication", &booleanImplies);
    t.emplace("BOOLEAN.negated", &booleanNot);
    t.emplace("SPECIAL.set_count", &specialSetCount);
    t.emplace("SPECIAL.element_size", &specialElementSize);
    static const char* const numbers[] = {"INTEGER_8", "INTEGER_16", "INTEGER_32", "INTEGER_64", "NATURAL_8", "NATURAL_16",
                                          "NATURAL_32", "NATURAL_64", "REAL_32", "REAL_64"};
    static std::deque<std::string> keys;  // the table's keys are views: their text must stay put
    auto add = [&](const std::string& key, BuiltinFn fn) { t.emplace(keys.emplace_back(key), fn); };
    for (const char* cls : numbers) add(std::string(cls) + ".identity", &identity);
    for (const char* cls : {"INTEGER_8", "INTEGER_16", "INTEGER_32", "INTEGER_64"}) add(std::string(cls) + ".to_real", &convertTo<sema::BasicKind::Real32>);
    for (const char* cls : {"NATURAL_8", "NATURAL_16", "NATURAL_32", "NATURAL_64"}) add(std::string(cls) + ".to_real_64", &convertTo<sema::BasicKind::Real64>);
    for (const char* cls : {"REAL_32", "REAL_64"}) {
        const std::string c = cls;
        add(c + ".is_nan", &realIsNan);
        add(c + ".is_negative_infinity", &realIsNegativeInfinity);
        add(c + ".is_positive_infinity", &realIsPositiveInfinity);
        add(c + ".ceiling_" + (c == "REAL_32" ? "real_32" : "real_64"), &realCeiling);
        add(c + ".floor_" + (c == "REAL_32" ? "real_32" : "real_64"), &realFloor);
        add(c + ".ieee_is_equal", &ieeeEqual);
        add(c + ".ieee_is_less", &ieeeLess);
        add(c + ".ieee_is_less_equal", &ieeeLessEqual);
        add(c + ".ieee_is_greater", &ieeeGreater);
        add(c + ".ieee_is_greater_equal", &ieeeGreaterEqual);
        add(c + ".ieee_maximum_number", &ieeeMaximum);
        add(c + ".ieee_minimum_number", &ieeeMinimum);
    }
    // REAL_n_REF's special values.
    t.emplace("REAL_64_REF.nan", &realNan<false>);
    t.emplace("REAL_32_REF.nan", &realNan<true>);
    t.emplace("REAL_64_REF.positive_infinity", &realInfinity<false, 1>);
    t.emplace("REAL_32_REF.positive_infinity", &realInfinity<true, 1>);
    t.emplace("REAL_64_REF.negative_infinity", &realInfinity<false, -1>);
    t.emplace("REAL_32_REF.negative_infinity", &realInfinity<true, -1>);
    // EiffelBase declares `call' in PROCEDURE and TUPLE's typed accessors as built-ins of their own.
    t.emplace("PROCEDURE.call", t.at("ROUTINE.call"));
    t.emplace("TUPLE.item_code", &tupleItemCode);
    for (const char* kind : {"reference", "boolean", "character_8", "character_32", "real_64", "real_32", "natural_8", "natural_16",
                             "natural_32", "natural_64", "integer_8", "integer_16", "integer_32", "integer_64"}) {
        add(std::string("TUPLE.") + kind + "_item", t.at("TUPLE.item"));
        add(std::string("TUPLE.put_") + kind, t.at("TUPLE.put"));
    }
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
