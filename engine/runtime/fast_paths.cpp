// Checked fast paths for the hottest kernel routines (ARRAY.item / put, STRING_8.item /
// append_character), called qualified from user code. Each one evaluates, natively, exactly the
// contracts the interpreted routine would check (ARRAY's invariant on entry and exit, the
// preconditions, SPECIAL's precondition, the postconditions) and charges the steps the
// interpreted call would have used. It only ever takes the path when everything holds and no
// budget can run out on the way; otherwise (a contract would fail, an unusual value, a budget
// close to its end, an observer, contracts off, an override of a routine involved) it declines
// and the interpreter runs the Eiffel code, which reports the failure exactly as before.
//
// Deliberately not a general mechanism: the contract texts of the kernel routines are compared
// once, when the machine is made, with the ones mirrored here; any edit of those kernel routines
// turns the fast paths off instead of silently diverging from the Eiffel source.
#include "runtime/machine.h"

#include <initializer_list>
#include <string_view>

namespace amend::runtime {

namespace {

// Stack headroom below which the fast paths decline (the interpreted calls nest deeper).
constexpr std::ptrdiff_t kStackHeadroom = 64 * 1024;

bool texts(const std::vector<ir::Assertion>& clauses, std::initializer_list<std::string_view> expected)
{
    if (clauses.size() != expected.size()) return false;
    auto it = expected.begin();
    for (const ir::Assertion& a : clauses) {
        if (!a.cond || a.text != *it++) return false;
    }
    return true;
}

bool precondition(const ir::Routine* r, std::string_view expected)
{
    return r && r->preconditions.size() == 1 && texts(r->preconditions[0].clauses, {expected});
}

const ir::Routine* routineOf(const sema::ClassInfo* cls, std::string_view name)
{
    const sema::FeatureInfo* f = cls ? cls->feature(name) : nullptr;
    return f && f->kind == sema::FeatureInfo::Kind::Routine ? f->routine : nullptr;
}

// The routine id that selects feature `name` in `cls` (calls are dispatched by routine id).
int routineIdOf(const sema::ClassInfo* cls, std::string_view name)
{
    const sema::FeatureInfo* f = cls->feature(name);
    return f && f->routineId >= 0 && cls->dispatchFor(f->routineId) == f ? f->routineId : -1;
}

int slotOf(const sema::ClassInfo* cls, std::string_view name)
{
    const sema::FeatureInfo* f = cls ? cls->feature(name) : nullptr;
    return f && f->kind == sema::FeatureInfo::Kind::Attribute ? f->slot : -1;
}

}  // namespace

void Machine::setUpFastPaths()
{
    m_fast = FastPaths{};
    if (!m_contracts || m_observer) return;
    const sema::ClassInfo* array = program.arrayClass;
    const sema::ClassInfo* special = program.specialClass;
    const sema::ClassInfo* string = program.stringClass;
    if (!array || !special || !string || !array->isKernel || !special->isKernel || !string->isKernel) return;

    const ir::Routine* arrayItem = routineOf(array, "item");
    const ir::Routine* arrayPut = routineOf(array, "put");
    const ir::Routine* specialItem = routineOf(special, "item");
    const ir::Routine* specialPut = routineOf(special, "put");
    const ir::Routine* specialCount = routineOf(special, "count");
    const ir::Routine* stringItem = routineOf(string, "item");
    const ir::Routine* stringCount = routineOf(string, "count");
    const ir::Routine* stringValidIndex = routineOf(string, "valid_index");
    const ir::Routine* stringAppendCharacter = routineOf(string, "append_character");
    for (const ir::Routine* r : {arrayItem, arrayPut, specialItem, specialPut, specialCount, stringItem, stringCount,
                                 stringValidIndex, stringAppendCharacter}) {
        if (!r || options.overrides.count(r) || r->isOnce || r->hasRescue) return;
    }

    // The contracts mirrored below, as written in resources/kernel/.
    const bool arrayOk = texts(array->invariant, {"lower <= upper + 1"}) && special->invariant.empty()
                         && precondition(arrayItem, "lower <= i and i <= upper") && arrayItem->postconditions.empty()
                         && arrayItem->body.size() == 1 && precondition(arrayPut, "lower <= i and i <= upper")
                         && texts(arrayPut->postconditions, {"item (i) = v"}) && arrayPut->olds.empty() && arrayPut->body.size() == 1
                         && specialItem->isBuiltIn && precondition(specialItem, "0 <= i and i < count")
                         && specialItem->postconditions.empty() && specialPut->isBuiltIn
                         && precondition(specialPut, "0 <= i and i < count") && texts(specialPut->postconditions, {"item (i) = v"})
                         && specialPut->olds.empty() && specialCount->isBuiltIn && specialCount->preconditions.empty()
                         && specialCount->postconditions.empty();
    const int area = slotOf(array, "area"), lower = slotOf(array, "lower"), upper = slotOf(array, "upper");
    const int arrayItemId = routineIdOf(array, "item"), arrayPutId = routineIdOf(array, "put");
    if (arrayOk && area >= 0 && lower >= 0 && upper >= 0 && arrayItemId >= 0 && arrayPutId >= 0) {
        m_fast.array = array;
        m_fast.arrayItemId = arrayItemId;
        m_fast.arrayPutId = arrayPutId;
        m_fast.area = area;
        m_fast.lower = lower;
        m_fast.upper = upper;
        m_fast.special = special;
    }

    const bool stringOk = string->invariant.empty() && stringItem->isBuiltIn && precondition(stringItem, "valid_index (i)")
                          && stringItem->postconditions.empty() && stringValidIndex->preconditions.empty()
                          && stringValidIndex->body.size() == 1 && stringCount->isBuiltIn && stringCount->preconditions.empty()
                          && stringCount->postconditions.empty() && stringAppendCharacter->isBuiltIn
                          && stringAppendCharacter->preconditions.empty()
                          && texts(stringAppendCharacter->postconditions, {"count = old count + 1", "item (count) = c"})
                          && stringAppendCharacter->olds.size() == 1;
    const int stringItemId = routineIdOf(string, "item"), stringAppendCharacterId = routineIdOf(string, "append_character");
    if (stringOk && stringItemId >= 0 && stringAppendCharacterId >= 0) {
        m_fast.string = string;
        m_fast.stringItemId = stringItemId;
        m_fast.stringAppendCharacterId = stringAppendCharacterId;
    }
}

bool Machine::fastCall(int routineId, Value target, Value* args, int argc, Value& result)
{
    if (assertDepth != 0) return false;
    // Budgets: the interpreted call would use a few more steps and nest 2 levels below the
    // current depth; decline when either could run out (the interpreted call then reports it).
#define AMEND_AFFORDABLE(moreSteps)                                                                          \
    (steps + (moreSteps) <= options.limits.maxSteps && depth + 2 < options.limits.maxDepth                  \
     && static_cast<const char*>(__builtin_frame_address(0)) - kStackHeadroom >= m_stackLimit)
    // The class is exactly ARRAY or STRING_8, so the routine id selects the kernel's routine
    // (no override of it: see setUpFastPaths).
    Object* o = target.ref;
    if (o->cls == m_fast.array) {
        const bool isItem = routineId == m_fast.arrayItemId;
        if ((!isItem && routineId != m_fast.arrayPutId) || argc != (isItem ? 1 : 2)) return false;
        const Value* fields = o->fields();
        const Value& lowerV = fields[m_fast.lower];
        const Value& upperV = fields[m_fast.upper];
        const Value& index = args[argc - 1];
        if (lowerV.tag != Tag::Integer32 || upperV.tag != Tag::Integer32 || index.tag != Tag::Integer32) return false;
        const std::int32_t lower = lowerV.i32, upper = upperV.i32, i = index.i32;
        std::int32_t offset;
        // invariant valid_bounds: lower <= upper + 1 (no wrap-around: the interpreter would count it)
        if (upper == INT32_MAX || lower > upper + 1) return false;
        // precondition valid_index: lower <= i and i <= upper; body: area.item/put (i - lower)
        if (lower > i || i > upper || __builtin_sub_overflow(i, lower, &offset)) return false;
        const Value& areaV = fields[m_fast.area];
        if (areaV.tag != Tag::Reference || areaV.ref->cls != m_fast.special) return false;
        std::vector<Value>& items = areaV.ref->special->items;
        // SPECIAL's precondition valid_index: 0 <= i and i < count
        if (offset < 0 || static_cast<std::size_t>(offset) >= items.size()) return false;
        if (isItem) {
            // Steps: ARRAY.item, its instruction, SPECIAL.item, SPECIAL.count (in its precondition).
            if (!AMEND_AFFORDABLE(4)) return false;
            steps += 4;
            result = items[static_cast<std::size_t>(offset)];
            return true;
        }
        // put (v, i). Postconditions `item (i) = v` of SPECIAL.put and ARRAY.put: the stored value
        // reads back, so they hold unless `v = v` is false (NaN) or `=` is not identity (expanded).
        const Value& v = args[0];
        if ((v.tag == Tag::Real64 && !(v.r == v.r)) || (v.tag == Tag::Reference && v.ref->cls->isExpanded)) return false;
        // Steps: ARRAY.put, its instruction, SPECIAL.put, SPECIAL.count (precondition),
        // SPECIAL.item (SPECIAL.put's postcondition), ARRAY.item, its instruction, SPECIAL.item
        // (ARRAY.put's postcondition).
        if (!AMEND_AFFORDABLE(8)) return false;
        steps += 8;
        items[static_cast<std::size_t>(offset)] = v;
        result = Value();
        return true;
    }
    if (o->cls == m_fast.string) {
        std::string& s = *o->string;
        if (routineId == m_fast.stringItemId) {
            // precondition valid_index (i): 1 <= i and i <= count
            if (argc != 1 || args[0].tag != Tag::Integer32) return false;
            const std::int32_t i = args[0].i32;
            if (i < 1 || static_cast<std::size_t>(i) > s.size()) return false;
            // Steps: STRING_8.item, valid_index, its instruction, count.
            if (!AMEND_AFFORDABLE(4)) return false;
            steps += 4;
            result = Value::character(static_cast<unsigned char>(s[static_cast<std::size_t>(i - 1)]));
            return true;
        }
        if (routineId == m_fast.stringAppendCharacterId) {
            // Postconditions count = old count + 1 and item (count) = c hold when c fits in a byte.
            if (argc != 1 || args[0].tag != Tag::Character || args[0].c > 255 || s.size() >= INT32_MAX - 1) return false;
            // Steps: append_character, `old count`, then count, count, item in the postconditions
            // (nesting 1 only: declining at depth + 2 is merely cautious).
            if (!AMEND_AFFORDABLE(5)) return false;
            steps += 2;
            const std::size_t before = s.capacity();
            s.push_back(static_cast<char>(args[0].c));
            if (s.capacity() != before) account(static_cast<std::ptrdiff_t>(s.capacity()) - static_cast<std::ptrdiff_t>(before));
            steps += 3;
            result = Value();
            return true;
        }
    }
    return false;
#undef AMEND_AFFORDABLE
}

}  // namespace amend::runtime
