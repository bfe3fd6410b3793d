// STRING_8 objects in either library's shape (see library_strings.h).
#include "runtime/library_strings.h"

#include "runtime/machine.h"

namespace amend::runtime {

namespace {

// The slots of EiffelBase's string attributes in objects of `cls', or -1.
struct StringSlots {
    int area = -1;
    int count = -1;
};

StringSlots slotsOf(const sema::ClassInfo* cls)
{
    StringSlots s;
    const sema::FeatureInfo* area = cls->feature("area");
    const sema::FeatureInfo* count = cls->feature("count");
    if (area && area->kind == sema::FeatureInfo::Kind::Attribute) s.area = area->slot;
    if (count && count->kind == sema::FeatureInfo::Kind::Attribute) s.count = count->slot;
    return s;
}

bool isLibraryStringClass(const sema::ClassInfo* cls)
{
    if (cls->name != "STRING_8" && cls->name != "IMMUTABLE_STRING_8") return false;
    const StringSlots s = slotsOf(cls);
    return s.area >= 0 && s.count >= 0;
}

}  // namespace

bool isStringObject(const Object* o)
{
    if (!o || !o->cls) return false;
    return o->cls->native == sema::NativeKind::String || isLibraryStringClass(o->cls);
}

std::string stringObjectText(const Object* o)
{
    if (!o || !o->cls) return {};
    if (o->cls->native == sema::NativeKind::String) return o->string ? *o->string : std::string();
    if (!isLibraryStringClass(o->cls)) return {};
    const StringSlots s = slotsOf(o->cls);
    const Value area = o->fields()[s.area];
    const std::int64_t count = o->fields()[s.count].asInt();
    if (!area.isRef() || area.ref->cls->native != sema::NativeKind::Special || !area.ref->special) return {};
    const std::vector<Value>& items = area.ref->special->items;
    std::string text;
    for (std::int64_t i = 0; i < count && i < static_cast<std::int64_t>(items.size()); ++i)
        text += static_cast<char>(items[static_cast<std::size_t>(i)].c);
    return text;
}

Value newLibraryString(Machine& m, const sema::Type* stringType, const std::string& text)
{
    Object* string = m.allocate(stringType);
    const StringSlots s = slotsOf(string->cls);
    if (s.area < 0 || s.count < 0) return Value::object(string);
    const sema::FeatureInfo* areaAttribute = string->cls->feature("area");
    const Value keep = Value::object(string);
    Object* area = m.allocate(m.program.typeTable().withDetachable(areaAttribute->type, false));
    // As EiffelBase makes them: capacity count + 1, the last character a NUL.
    area->special->items.reserve(text.size() + 1);
    for (char c : text) area->special->items.push_back(Value::character(static_cast<unsigned char>(c)));
    area->special->items.push_back(Value::character(0));
    area->special->capacity = static_cast<std::int32_t>(text.size() + 1);
    m.account(static_cast<std::ptrdiff_t>(text.size() * sizeof(Value)));
    keep.ref->fields()[s.area] = Value::object(area);
    keep.ref->fields()[s.count] = Value::int32(static_cast<std::int32_t>(text.size()));
    return keep;
}

}  // namespace amend::runtime
