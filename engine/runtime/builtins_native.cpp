// Built-in routines of the native classes STRING_8 (std::string payload, positions 1..count)
// and SPECIAL (SpecialData payload, indexes 0..count-1). Index errors that the kernel's
// preconditions normally prevent (contracts off) end the run with an `other` violation instead
// of undefined behaviour.
#include "runtime/machine.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <unordered_map>

namespace amend::runtime {

namespace {

SourceRange site(Machine& m) { return m.currentSite(); }

[[noreturn]] void indexError(Machine& m, std::int64_t i, std::size_t count)
{
    m.fail(ViolationKind::IndexOutOfBounds, nullptr, site(m), "index " + std::to_string(i) + " out of bounds (count " + std::to_string(count) + ")",
           false, nullptr, std::to_string(i));
}

std::string& str(Value v) { return *v.ref->string; }

const std::string& strArg(Machine& m, Value v)
{
    if (!v.isRef() || v.ref->cls->native != sema::NativeKind::String) m.fail(ViolationKind::VoidCall, nullptr, site(m), "Void string argument");
    return *v.ref->string;
}

// Runs `mutate` on the string and charges the memory budget for any growth of its buffer.
template <typename F>
void grow(Machine& m, std::string& s, F&& mutate)
{
    const std::size_t before = s.capacity();
    mutate();
    if (s.capacity() != before) m.account(static_cast<std::ptrdiff_t>(s.capacity()) - static_cast<std::ptrdiff_t>(before));
}

// ---------------------------------------------------------------- STRING_8

}  // namespace

// `tail' may be (part of) `s' itself: std::string::append copies it before releasing the old buffer.
void Machine::appendCounted(std::string& s, std::string_view tail)
{
    grow(*this, s, [&] { s.append(tail); });
}

namespace {

Value stringMake(Machine& m, Value cur, Value* args)
{
    const std::int64_t n = args[0].asInt();
    if (n < 0) m.fail(ViolationKind::Other, nullptr, site(m), "negative string capacity");
    m.account(n);
    if (n > static_cast<std::int64_t>(m.options.limits.maxMemoryBytes)) m.budgetExhausted(Budget::Memory);
    str(cur).clear();
    str(cur).reserve(static_cast<std::size_t>(n));
    return Value();
}

Value stringCount(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(str(cur).size())); }
Value stringCapacity(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(str(cur).capacity())); }

Value stringItem(Machine& m, Value cur, Value* args)
{
    const std::string& s = str(cur);
    const std::int64_t i = args[0].asInt();
    if (i < 1 || i > static_cast<std::int64_t>(s.size())) indexError(m, i, s.size());
    return Value::character(static_cast<unsigned char>(s[static_cast<std::size_t>(i - 1)]));
}

Value stringPut(Machine& m, Value cur, Value* args)
{
    std::string& s = str(cur);
    const std::int64_t i = args[1].asInt();
    if (i < 1 || i > static_cast<std::int64_t>(s.size())) indexError(m, i, s.size());
    s[static_cast<std::size_t>(i - 1)] = static_cast<char>(args[0].c);
    return Value();
}

Value stringAppendCharacter(Machine& m, Value cur, Value* args)
{
    std::string& s = str(cur);
    grow(m, s, [&] { s.push_back(static_cast<char>(args[0].c)); });
    return Value();
}

Value stringAppend(Machine& m, Value cur, Value* args)
{
    m.appendCounted(str(cur), strArg(m, args[0]));
    return Value();
}

Value stringKeepHead(Machine&, Value cur, Value* args)
{
    std::string& s = str(cur);
    const std::int64_t n = args[0].asInt();
    if (n >= 0 && n < static_cast<std::int64_t>(s.size())) s.resize(static_cast<std::size_t>(n));
    return Value();
}

Value stringSubstring(Machine& m, Value cur, Value* args)
{
    const std::string& s = str(cur);
    const std::int64_t a = args[0].asInt(), b = args[1].asInt();
    if (b < a) return m.newString({});
    if (a < 1 || b > static_cast<std::int64_t>(s.size())) indexError(m, a < 1 ? a : b, s.size());
    return m.newString(s.substr(static_cast<std::size_t>(a - 1), static_cast<std::size_t>(b - a + 1)));
}

Value stringSameString(Machine& m, Value cur, Value* args) { return Value::boolean(str(cur) == strArg(m, args[0])); }
Value stringIsLess(Machine& m, Value cur, Value* args) { return Value::boolean(str(cur) < strArg(m, args[0])); }

// [+-]?(digits[.digits?]|.digits)([eE][+-]?digits)? over the whole string.
bool isRealText(const std::string& s)
{
    std::size_t i = 0;
    const std::size_t n = s.size();
    auto digits = [&]() { std::size_t k = 0; while (i < n && s[i] >= '0' && s[i] <= '9') { ++i; ++k; } return k; };
    if (i < n && (s[i] == '+' || s[i] == '-')) ++i;
    const std::size_t whole = digits();
    std::size_t fraction = 0;
    if (i < n && s[i] == '.') {
        ++i;
        fraction = digits();
    }
    if (whole == 0 && fraction == 0) return false;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < n && (s[i] == '+' || s[i] == '-')) ++i;
        if (digits() == 0) return false;
    }
    return i == n;
}

Value stringIsReal(Machine&, Value cur, Value*) { return Value::boolean(isRealText(str(cur))); }

Value stringToReal(Machine&, Value cur, Value*)
{
    const std::string& s = str(cur);
    if (!isRealText(s)) return Value::real(0);
    return Value::real(std::strtod(s.c_str(), nullptr));
}

// ---------------------------------------------------------------- SPECIAL

SpecialData& sp(Value v) { return *v.ref->special; }

void reserveItems(Machine& m, SpecialData& d, std::int64_t n)
{
    if (n < 0) m.fail(ViolationKind::Other, nullptr, site(m), "negative SPECIAL capacity");
    if (n > d.capacity) {
        m.account((n - d.capacity) * static_cast<std::int64_t>(sizeof(Value)));
        d.capacity = static_cast<std::int32_t>(n);
    }
    d.items.reserve(static_cast<std::size_t>(n));
}

Value itemDefault(Machine& m, Value cur)
{
    const sema::Type* t = cur.ref->type;
    if (t->actuals.empty() || !t->actuals[0]) return Value();
    const sema::Type* g = t->actuals[0];
    if (g->basic() != sema::BasicKind::None) return defaultValue(g->basic());
    if (g->isClass() && g->cls && g->cls->isExpanded) return Value::object(m.allocate(g));
    return Value();
}

// The creation procedures' start: `cur' without items, with room for `n'.
SpecialData& emptiedWithRoom(Machine& m, Value cur, std::int64_t n)
{
    SpecialData& d = sp(cur);
    d.items.clear();
    d.capacity = 0;
    reserveItems(m, d, n);
    return d;
}

Value specialMakeEmpty(Machine& m, Value cur, Value* args)
{
    emptiedWithRoom(m, cur, args[0].asInt());
    return Value();
}

Value specialMakeFilled(Machine& m, Value cur, Value* args)
{
    SpecialData& d = emptiedWithRoom(m, cur, args[1].asInt());
    d.items.assign(static_cast<std::size_t>(d.capacity), args[0]);
    return Value();
}

Value specialMakeDefault(Machine& m, Value cur, Value* args)
{
    SpecialData& d = emptiedWithRoom(m, cur, args[0].asInt());
    const Value v = itemDefault(m, cur);
    if (v.isRef()) {  // expanded items: one object each
        for (std::int32_t i = 0; i < d.capacity; ++i) d.items.push_back(itemDefault(m, cur));
    } else {
        d.items.assign(static_cast<std::size_t>(d.capacity), v);
    }
    return Value();
}

Value specialCount(Machine&, Value cur, Value*) { return Value::int32(static_cast<std::int32_t>(sp(cur).items.size())); }
Value specialCapacity(Machine&, Value cur, Value*) { return Value::int32(sp(cur).capacity); }

Value specialItem(Machine& m, Value cur, Value* args)
{
    const SpecialData& d = sp(cur);
    const std::int64_t i = args[0].asInt();
    if (i < 0 || i >= static_cast<std::int64_t>(d.items.size())) indexError(m, i, d.items.size());
    return d.items[static_cast<std::size_t>(i)];
}

Value specialPut(Machine& m, Value cur, Value* args)
{
    SpecialData& d = sp(cur);
    const std::int64_t i = args[1].asInt();
    if (i < 0 || i >= static_cast<std::int64_t>(d.items.size())) indexError(m, i, d.items.size());
    d.items[static_cast<std::size_t>(i)] = args[0];
    return Value();
}

Value specialExtend(Machine& m, Value cur, Value* args)
{
    SpecialData& d = sp(cur);
    if (static_cast<std::int64_t>(d.items.size()) >= d.capacity) indexError(m, static_cast<std::int64_t>(d.items.size()), d.items.size());
    d.items.push_back(args[0]);
    return Value();
}

Value specialCopyData(Machine& m, Value cur, Value* args)
{
    SpecialData& d = sp(cur);
    if (!args[0].isRef() || args[0].ref->cls->native != sema::NativeKind::Special) m.fail(ViolationKind::VoidCall, nullptr, site(m), "Void SPECIAL argument");
    const SpecialData& src = sp(args[0]);
    const std::int64_t from = args[1].asInt(), to = args[2].asInt(), n = args[3].asInt();
    if (from < 0 || to < 0 || n < 0 || from + n > static_cast<std::int64_t>(src.items.size())
        || to > static_cast<std::int64_t>(d.items.size()) || to + n > d.capacity)
        indexError(m, to + n, d.items.size());
    if (to + n > static_cast<std::int64_t>(d.items.size())) d.items.resize(static_cast<std::size_t>(to + n));
    if (n > 0) std::memmove(static_cast<void*>(d.items.data() + to), src.items.data() + from, static_cast<std::size_t>(n) * sizeof(Value));
    return Value();
}

Value specialKeepHead(Machine&, Value cur, Value* args)
{
    SpecialData& d = sp(cur);
    const std::int64_t n = args[0].asInt();
    if (n >= 0 && n < static_cast<std::int64_t>(d.items.size())) d.items.resize(static_cast<std::size_t>(n));
    return Value();
}

Value specialAliasedResizedArea(Machine& m, Value cur, Value* args)
{
    // FreeELKS's contract: capacity `n', the first `n.min (count)' items (the kernel's asks n >= count).
    const SpecialData& d = sp(cur);
    const std::int64_t n = args[0].asInt();
    Object* o = m.allocate(cur.ref->type);
    reserveItems(m, *o->special, n);
    const std::size_t kept = std::min(static_cast<std::size_t>(n), d.items.size());
    m.account(static_cast<std::ptrdiff_t>(kept * sizeof(Value)));
    o->special->items.assign(d.items.begin(), d.items.begin() + static_cast<std::ptrdiff_t>(kept));
    return Value::object(o);
}

}  // namespace

void registerNativeBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("STRING_8.make", &stringMake);
    t.emplace("STRING_8.count", &stringCount);
    t.emplace("STRING_8.capacity", &stringCapacity);
    t.emplace("STRING_8.item", &stringItem);
    t.emplace("STRING_8.put", &stringPut);
    t.emplace("STRING_8.append_character", &stringAppendCharacter);
    t.emplace("STRING_8.append", &stringAppend);
    t.emplace("STRING_8.keep_head", &stringKeepHead);
    t.emplace("STRING_8.substring", &stringSubstring);
    t.emplace("STRING_8.same_string", &stringSameString);
    t.emplace("STRING_8.is_less", &stringIsLess);
    t.emplace("STRING_8.is_real", &stringIsReal);
    t.emplace("STRING_8.to_real", &stringToReal);
    t.emplace("SPECIAL.make_empty", &specialMakeEmpty);
    t.emplace("SPECIAL.make_filled", &specialMakeFilled);
    t.emplace("SPECIAL.make_default", &specialMakeDefault);
    t.emplace("SPECIAL.count", &specialCount);
    t.emplace("SPECIAL.capacity", &specialCapacity);
    t.emplace("SPECIAL.item", &specialItem);
    t.emplace("SPECIAL.put", &specialPut);
    t.emplace("SPECIAL.extend", &specialExtend);
    t.emplace("SPECIAL.copy_data", &specialCopyData);
    t.emplace("SPECIAL.keep_head", &specialKeepHead);
    t.emplace("SPECIAL.aliased_resized_area", &specialAliasedResizedArea);
}

}  // namespace amend::runtime
