// Built-in routines of ANY, the basic classes, STD_FILES and EQA_TEST_SET (keys of
// resources/kernel/BUILTINS.md), the key → function table, and value formatting (`out`).
// Basic operators reuse operators.h, the same code as the ir operator nodes.
#include "runtime/builtin_table.h"
#include "runtime/library_strings.h"
#include "runtime/machine.h"
#include "runtime/operators.h"

#include <charconv>
#include <cstdio>
#include <unordered_map>

namespace amend::runtime {

void registerNativeBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);  // builtins_native.cpp
void registerAgentBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);   // agents.cpp
void registerTypeBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);    // type_objects.cpp
void registerUnrunnableExternal(std::unordered_map<std::string_view, BuiltinFn>& table);  // unrunnable_external.cpp
void registerElksBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);    // builtins_elks.cpp
void registerDeepBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);    // builtins_deep.cpp
void registerReflectionBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);  // builtins_reflection.cpp
void registerSystemBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);  // builtins_system.cpp
void registerMemoryBuiltins(std::unordered_map<std::string_view, BuiltinFn>& table);  // builtins_memory.cpp

// ---------------------------------------------------------------- formatting

std::string formatReal(double r, bool single)
{
    if (std::isnan(r)) return "nan";
    if (std::isinf(r)) return r > 0 ? "inf" : "-inf";
    if (r == 0) return std::signbit(r) ? "-0.0" : "0.0";
    char buf[64];
    // The shortest digits that read back as the same double (or, for REAL_32, the same float).
    auto res = single ? std::to_chars(buf, buf + sizeof buf, static_cast<float>(r), std::chars_format::scientific)
                      : std::to_chars(buf, buf + sizeof buf, r, std::chars_format::scientific);
    std::string sci(buf, res.ptr);  // d.ddde±XX
    const auto ePos = sci.find('e');
    const int exponent = std::stoi(sci.substr(ePos + 1));
    std::string mantissa = sci.substr(0, ePos);
    const bool negative = mantissa[0] == '-';
    if (negative) mantissa.erase(0, 1);
    std::string digits;
    for (char c : mantissa) if (c != '.') digits += c;
    std::string out;
    if (exponent >= -4 && exponent < 16) {  // Python repr: fixed notation
        if (exponent >= 0) {
            if (static_cast<int>(digits.size()) <= exponent + 1) {
                out = digits + std::string(static_cast<std::size_t>(exponent + 1) - digits.size(), '0') + ".0";
            } else {
                out = digits.substr(0, static_cast<std::size_t>(exponent + 1)) + "." + digits.substr(static_cast<std::size_t>(exponent + 1));
            }
        } else {
            out = "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
        }
    } else {
        out = digits.substr(0, 1);
        if (digits.size() > 1) out += "." + digits.substr(1);
        char e[16];
        std::snprintf(e, sizeof e, "e%c%02d", exponent < 0 ? '-' : '+', exponent < 0 ? -exponent : exponent);
        out += e;
    }
    return negative ? "-" + out : out;
}

static void appendUtf8(std::string& s, std::uint32_t c, bool wide)
{
    if (c < 0x80) s += static_cast<char>(c);
    else if (c < 0x100 && !wide) s += static_cast<char>(c);  // CHARACTER_8: one byte
    else if (c < 0x800) { s += static_cast<char>(0xC0 | (c >> 6)); s += static_cast<char>(0x80 | (c & 0x3F)); }
    else if (c < 0x10000) { s += static_cast<char>(0xE0 | (c >> 12)); s += static_cast<char>(0x80 | ((c >> 6) & 0x3F)); s += static_cast<char>(0x80 | (c & 0x3F)); }
    else { s += static_cast<char>(0xF0 | (c >> 18)); s += static_cast<char>(0x80 | ((c >> 12) & 0x3F)); s += static_cast<char>(0x80 | ((c >> 6) & 0x3F)); s += static_cast<char>(0x80 | (c & 0x3F)); }
}

// `out` of a value: what Eiffel's `out` prints (objects: their type name).
std::string outText(Value v)
{
    switch (v.tag) {
    case Tag::Void: return "Void";
    case Tag::Boolean: return v.b ? "True" : "False";
    case Tag::Character: case Tag::Character32: { std::string s; appendUtf8(s, v.c, v.tag == Tag::Character32); return s; }
    case Tag::Integer32: case Tag::Integer8: case Tag::Integer16: return std::to_string(v.i32);
    case Tag::Integer64: return std::to_string(v.i64);
    case Tag::Natural32: case Tag::Natural8: case Tag::Natural16: return std::to_string(v.n32);
    case Tag::Natural64: return std::to_string(v.n64);
    case Tag::Real64: return formatReal(v.r);
    case Tag::Real32: return formatReal(v.r, true);
    case Tag::Pointer: {  // as ISE's runtime: 0x and lower-case hexadecimal digits
        char text[24];
        std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(v.n64));
        return text;
    }
    case Tag::Reference:
        if (isStringObject(v.ref)) return stringObjectText(v.ref);
        if (isTupleObject(v.ref)) return tupleText(v.ref, outText);
        return v.ref->type->name();
    }
    return {};
}

std::string tupleText(const Object* tuple, std::string (*item)(Value))
{
    // Depth-limited: a tuple may contain itself.
    static thread_local int depth = 0;
    if (depth > 8) return "[…]";
    ++depth;
    std::string text = "[";
    for (std::uint32_t i = 0; i < tuple->fieldCount; ++i) text += (i ? ", " : "") + item(tuple->fields()[i]);
    --depth;
    return text + "]";
}

namespace {

// An item of a tuple in Machine::format: strings quoted, objects by type and id.
std::string formatItem(Value v)
{
    if (v.isRef() && isStringObject(v.ref)) return "\"" + stringObjectText(v.ref) + "\"";
    if (v.isRef() && isTupleObject(v.ref)) return tupleText(v.ref, formatItem);
    if (v.isRef()) return v.ref->type->name() + "#" + std::to_string(v.ref->id);
    return outText(v);
}

}  // namespace

std::string Machine::format(Value v) const
{
    if (v.isRef() && isTupleObject(v.ref)) return tupleText(v.ref, formatItem);
    if (v.isRef() && v.ref->cls->native != sema::NativeKind::String) return v.ref->type->name() + "#" + std::to_string(v.ref->id);
    return outText(v);
}

// ---------------------------------------------------------------- object equality and copy

bool standardEqual(const Object* a, const Object* b)
{
    if (a == b) return true;
    if (!a || !b || a->type != b->type || a->fieldCount != b->fieldCount) return false;
    for (std::uint32_t i = 0; i < a->fieldCount; ++i) {
        const Value x = a->fields()[i], y = b->fields()[i];
        if (x.isRef() && y.isRef() && x.ref != y.ref && x.ref->cls->isExpanded) {
            if (!standardEqual(x.ref, y.ref)) return false;
        } else if (x.tag != y.tag || !valuesEqual(x, y)) {
            return false;
        }
    }
    switch (a->cls->native) {
    case sema::NativeKind::String: return *a->string == *b->string;
    case sema::NativeKind::Special: {
        const auto& p = a->special->items;
        const auto& q = b->special->items;
        if (p.size() != q.size()) return false;
        for (std::size_t i = 0; i < p.size(); ++i) if (p[i].tag != q[i].tag || !valuesEqual(p[i], q[i])) return false;
        return true;
    }
    case sema::NativeKind::Agent: {   // the same routine with equal closed operands
        const AgentData& p = *a->agent;
        const AgentData& q = *b->agent;
        if (p.feature != q.feature || p.routineId != q.routineId || p.isInline != q.isInline || p.open != q.open
            || p.operands.size() != q.operands.size())
            return false;
        for (std::size_t i = 0; i < p.operands.size(); ++i)
            if (p.operands[i].tag != q.operands[i].tag || !valuesEqual(p.operands[i], q.operands[i])) return false;
        return true;
    }
    case sema::NativeKind::None: return a->referenceBits == b->referenceBits;
    }
    return true;
}

void standardCopy(Machine& m, Object* dst, const Object* src)
{
    if (dst == src || !src) return;
    const std::uint32_t n = std::min(dst->fieldCount, src->fieldCount);
    for (std::uint32_t i = 0; i < n; ++i) dst->fields()[i] = src->fields()[i];
    if (dst->cls->native == sema::NativeKind::String && src->cls->native == sema::NativeKind::String) {
        m.account(static_cast<std::ptrdiff_t>(src->string->size()) - static_cast<std::ptrdiff_t>(dst->string->size()));
        *dst->string = *src->string;
    } else if (dst->cls->native == sema::NativeKind::Special && src->cls->native == sema::NativeKind::Special) {
        m.account(static_cast<std::ptrdiff_t>(src->special->items.size() - dst->special->items.size()) * 16);
        dst->special->items = src->special->items;
        dst->special->capacity = std::max(dst->special->capacity, static_cast<std::int32_t>(src->special->items.size()));
    } else if (dst->cls->native == sema::NativeKind::Agent && src->cls->native == sema::NativeKind::Agent) {
        *dst->agent = *src->agent;
    } else if (dst->cls->native == sema::NativeKind::None && src->cls->native == sema::NativeKind::None) {
        dst->referenceBits = src->referenceBits;
    }
}

// ---------------------------------------------------------------- ANY

namespace {

Value anyIsEqual(Machine&, Value cur, Value* args)
{
    if (!cur.isRef() || !args[0].isRef()) return Value::boolean(cur.tag == args[0].tag && valuesEqual(cur, args[0]));
    return Value::boolean(standardEqual(cur.ref, args[0].ref));
}

Value anySameType(Machine& m, Value cur, Value* args)
{
    return Value::boolean(!args[0].isVoid() && m.typeOf(cur) == m.typeOf(args[0]));
}

Value anyTwin(Machine& m, Value cur, Value*)
{
    if (!cur.isRef()) return cur;
    Object* o = m.allocate(cur.ref->type);
    if (o->cls->native == sema::NativeKind::Special) o->special->capacity = cur.ref->special->capacity;
    const Value copy = Value::object(o);
    Value arg = cur;
    const sema::FeatureInfo* f = m.copyRoutineId() >= 0 ? o->cls->dispatchFor(m.copyRoutineId()) : nullptr;
    if (f) m.access(f, copy, &arg, 1, m.currentSite(), false);
    else standardCopy(m, o, cur.ref);
    return copy;
}

// On a basic value, Current becomes the argument (Machine::basicCurrent): `b.standard_copy (True)'
// ends with `standard_is_equal (True)' as its postcondition says.
Value anyStandardCopy(Machine& m, Value cur, Value* args)
{
    if (cur.isRef() && args[0].isRef()) standardCopy(m, cur.ref, args[0].ref);
    else if (!cur.isRef() && m.basicCurrent && !args[0].isRef() && !args[0].isVoid()) *m.basicCurrent = args[0];
    return Value();
}

// The kernel's ANY declares `generating_type: STRING', EiffelBase's `TYPE [like Current]'.
Value anyGeneratingType(Machine& m, Value cur, Value*)
{
    const sema::Type* t = m.typeOf(cur);
    const sema::FeatureInfo* declared = m.program.anyClass ? m.program.anyClass->feature("generating_type") : nullptr;
    if (t && declared && declared->type && declared->type->isClass() && declared->type->cls && declared->type->cls->name == "TYPE")
        return m.typeObjectOf(t);
    return m.newString(t ? t->name() : "NONE");
}

Value anyOut(Machine& m, Value cur, Value*) { return m.newString(outText(cur)); }

// ---------------------------------------------------------------- basic classes

template <ir::Op OP>
Value binaryBuiltin(Machine& m, Value cur, Value* args)
{
    OpStatus st = OpStatus::Ok;
    const Value r = basicBinary(OP, cur.basic(), cur, args[0], st);
    if (st != OpStatus::Ok) [[unlikely]] {
        if (st == OpStatus::DivisionByZero) m.divisionByZero(m.currentSite());
        ++m.overflows;
    }
    return r;
}

Value negateBuiltin(Machine& m, Value cur, Value*)
{
    if (negationWraps(cur.basic(), cur)) ++m.overflows;
    return basicNegate(cur.basic(), cur);
}

template <sema::BasicKind K>
Value convertBuiltin(Machine&, Value cur, Value*) { return basicConvert(cur, K); }

template <BitOp OP>
Value bitBuiltin(Machine&, Value cur, Value* args) { return basicBitOp(OP, cur.basic(), cur, OP == BitOp::Not ? cur : args[0]); }

Value characterCode(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(cur.c)); }

// ---------------------------------------------------------------- output and tests

Value stdPutString(Machine& m, Value, Value* args)
{
    if (args[0].isRef() && isStringObject(args[0].ref)) {
        const std::string s = stringObjectText(args[0].ref);
        m.account(static_cast<std::ptrdiff_t>(s.size()));
        m.output += s;
    }
    return Value();
}

Value eqaAssert(Machine& m, Value, Value* args)
{
    if (args[1].b) return Value();
    ir::Assertion a;
    if (args[0].isRef() && isStringObject(args[0].ref)) a.tag = stringObjectText(args[0].ref);
    const SourceRange site = m.currentSite();
    // Detected in (and blamed on) the test routine that called `assert`.
    const sema::FeatureInfo* caller = m.topRecord && m.topRecord->caller ? m.topRecord->caller->feature : nullptr;
    m.fail(ViolationKind::TestAssertion, &a, site, "assertion failed: " + a.tag, false, caller);
}

void registerBasic(std::unordered_map<std::string_view, BuiltinFn>& t, const char* cls)
{
    // Keys must outlive the table: intern them in a static list.
    static std::vector<std::unique_ptr<std::string>> keys;
    auto add = [&](const char* name, BuiltinFn fn) {
        keys.push_back(std::make_unique<std::string>(std::string(cls) + "." + name));
        t.emplace(*keys.back(), fn);
    };
    add("plus", &binaryBuiltin<ir::Op::Add>);
    add("minus", &binaryBuiltin<ir::Op::Sub>);
    add("product", &binaryBuiltin<ir::Op::Mul>);
    add("integer_quotient", &binaryBuiltin<ir::Op::IntDiv>);
    add("integer_remainder", &binaryBuiltin<ir::Op::Mod>);
    add("quotient", &binaryBuiltin<ir::Op::Div>);
    add("power", &binaryBuiltin<ir::Op::Pow>);
    add("is_less", &binaryBuiltin<ir::Op::Lt>);
    add("is_less_equal", &binaryBuiltin<ir::Op::Le>);
    add("is_greater", &binaryBuiltin<ir::Op::Gt>);
    add("is_greater_equal", &binaryBuiltin<ir::Op::Ge>);
    add("opposite", &negateBuiltin);
    using K = sema::BasicKind;
    // `to_*' (their preconditions say the value fits) and `as_*' (wrap around) convert alike.
    add("to_integer_8", &convertBuiltin<K::Integer8>);
    add("to_integer_16", &convertBuiltin<K::Integer16>);
    add("to_integer_32", &convertBuiltin<K::Integer32>);
    add("to_integer_64", &convertBuiltin<K::Integer64>);
    add("to_natural_8", &convertBuiltin<K::Natural8>);
    add("to_natural_16", &convertBuiltin<K::Natural16>);
    add("to_natural_32", &convertBuiltin<K::Natural32>);
    add("to_natural_64", &convertBuiltin<K::Natural64>);
    add("as_integer_8", &convertBuiltin<K::Integer8>);
    add("as_integer_16", &convertBuiltin<K::Integer16>);
    add("as_integer_32", &convertBuiltin<K::Integer32>);
    add("as_integer_64", &convertBuiltin<K::Integer64>);
    add("as_natural_8", &convertBuiltin<K::Natural8>);
    add("as_natural_16", &convertBuiltin<K::Natural16>);
    add("as_natural_32", &convertBuiltin<K::Natural32>);
    add("as_natural_64", &convertBuiltin<K::Natural64>);
    add("to_double", &convertBuiltin<K::Real64>);
    add("to_real_32", &convertBuiltin<K::Real32>);
    add("truncated_to_real", &convertBuiltin<K::Real32>);
    add("to_character_8", &convertBuiltin<K::Character>);
    add("to_character_32", &convertBuiltin<K::Character32>);
    add("truncated_to_integer", &convertBuiltin<K::Integer32>);
    add("truncated_to_integer_64", &convertBuiltin<K::Integer64>);
    add("natural_32_code", &convertBuiltin<K::Natural32>);
    add("bit_and", &bitBuiltin<BitOp::And>);
    add("bit_or", &bitBuiltin<BitOp::Or>);
    add("bit_xor", &bitBuiltin<BitOp::Xor>);
    add("bit_not", &bitBuiltin<BitOp::Not>);
    add("bit_shift_left", &bitBuiltin<BitOp::ShiftLeft>);
    add("bit_shift_right", &bitBuiltin<BitOp::ShiftRight>);
    add("bit_test", &bitBuiltin<BitOp::Test>);
    add("code", &characterCode);
    add("out", &anyOut);
}

std::unordered_map<std::string_view, BuiltinFn> makeTable()
{
    std::unordered_map<std::string_view, BuiltinFn> t;
    t.emplace("ANY.is_equal", &anyIsEqual);
    t.emplace("ANY.standard_is_equal", &anyIsEqual);
    t.emplace("ANY.same_type", &anySameType);
    t.emplace("ANY.twin", &anyTwin);
    t.emplace("ANY.standard_copy", &anyStandardCopy);
    t.emplace("ANY.generating_type", &anyGeneratingType);
    t.emplace("ANY.out", &anyOut);
    for (const char* cls : {"INTEGER_32", "INTEGER_64", "NATURAL_32", "REAL_64", "CHARACTER_8", "BOOLEAN", "INTEGER_8", "INTEGER_16",
                            "NATURAL_8", "NATURAL_16", "NATURAL_64", "REAL_32", "CHARACTER_32"})
        registerBasic(t, cls);
    t.emplace("STD_FILES.put_string", &stdPutString);
    t.emplace("EQA_TEST_SET.assert", &eqaAssert);
    t.emplace("TS_TEST_CASE.assert", &eqaAssert);
    registerNativeBuiltins(t);
    registerAgentBuiltins(t);
    registerTypeBuiltins(t);
    registerUnrunnableExternal(t);
    registerElksBuiltins(t);
    registerDeepBuiltins(t);
    registerReflectionBuiltins(t);
    registerSystemBuiltins(t);
    registerMemoryBuiltins(t);
    return t;
}

}  // namespace

bool providesBuiltin(std::string_view key) { return findBuiltin(key) != nullptr; }

BuiltinFn findBuiltin(std::string_view key)
{
    static const std::unordered_map<std::string_view, BuiltinFn> table = makeTable();
    auto it = table.find(key);
    return it == table.end() ? nullptr : it->second;
}

}  // namespace amend::runtime
