// Checked fast paths for the hottest kernel routines (ARRAY.item / put, STRING_8.item /
// append_character, FUNCTION.item on agents), called qualified from user code. Each one evaluates, natively, exactly the
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
#include "runtime/fast_paths.h"

#include <initializer_list>
#include <string_view>

namespace amend::runtime {

namespace {

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
    // One group, or the same clause in every group (a deferred feature effected with its own
    // precondition repeated: READABLE_STRING_8.item, STRING_8.item).
    if (!r || r->preconditions.empty()) return false;
    for (const auto& group : r->preconditions)
        if (!texts(group.clauses, {expected})) return false;
    return true;
}

// ROUTINE.valid_operands as the agent fast paths evaluate it natively (Machine::validAgentOperands):
// the built-in, not once, without contracts.
bool isNativeValidOperands(const ir::Routine* r)
{
    return r->isBuiltIn && r->builtInKey == "ROUTINE.valid_operands" && !r->isOnce && r->preconditions.empty() && r->postconditions.empty();
}

const ir::Routine* routineOf(const sema::ClassInfo* cls, std::string_view name)
{
    const sema::FeatureInfo* f = cls ? cls->feature(name) : nullptr;
    return f && f->kind == sema::FeatureInfo::Kind::Routine && f->routine ? &sema::lowered(*f->routine) : nullptr;
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

// `body' is the single instruction `append (x.out)' with x the routine's first argument.
bool appendsOutOfArgument(const ir::Routine* r, int appendId, int outId)
{
    if (r->body.size() != 1 || r->body[0]->op != ir::IOp::CallInstr || !r->body[0]->value) return false;
    const ir::Expr& call = *r->body[0]->value;
    if (call.op != ir::Op::CallCurrent || call.routineId != appendId || call.kids.size() != 1) return false;
    const ir::Expr& out = *call.kids[0];
    return out.op == ir::Op::Call && out.routineId == outId && out.kids.size() == 1 && out.kids[0]->op == ir::Op::Local
           && out.kids[0]->slot == 0;
}

}  // namespace

// STRING_8.append (precondition `s /= Void', postcondition `count = old count + old s.count')
// and append_integer (`append (i.out)' with INTEGER_32.out the built-in `out'), for fastCall and
// fastBuiltin; called once STRING_8's own fast paths are on.
void Machine::setUpStringBuilding(const ir::Routine* stringCount)
{
    const sema::ClassInfo* string = program.stringClass;
    const sema::ClassInfo* integer = program.basicClass(sema::BasicKind::Integer32);
    const ir::Routine* append = routineOf(string, "append");
    const ir::Routine* appendInteger = routineOf(string, "append_integer");
    const ir::Routine* integerOut = integer && integer->isKernel ? routineOf(integer, "out") : nullptr;
    for (const ir::Routine* r : {append, appendInteger, integerOut})
        if (!r || options.overrides.count(r) || r->isOnce || r->hasRescue) return;
    const bool appendOk = append->isBuiltIn && append->builtInKey == "STRING_8.append" && precondition(append, "s /= Void")
                          && texts(append->postconditions, {"count = old count + old s.count"}) && append->olds.size() == 2
                          && stringCount->builtInKey == "STRING_8.count" && string->fields.empty()
                          && string->native == sema::NativeKind::String;
    const int appendId = routineIdOf(string, "append");
    if (!appendOk || appendId < 0) return;
    m_fast.stringAppend = append;
    m_fast.stringAppendId = appendId;
    m_fast.stringObjectBytes = sizeof(Object);
    const sema::FeatureInfo* out = integer->feature("out");
    const int appendIntegerId = routineIdOf(string, "append_integer");
    // INTEGER_32.out is the built-in `out' of basic values (outText: std::to_string).
    const bool appendIntegerOk = !appendInteger->isBuiltIn && appendInteger->preconditions.empty()
                                 && appendInteger->postconditions.empty() && appendInteger->olds.empty() && out
                                 && integerOut->isBuiltIn && integerOut->builtInKey == "INTEGER_32.out"
                                 && integerOut->preconditions.empty() && integerOut->postconditions.empty() && integerOut->olds.empty()
                                 && appendsOutOfArgument(appendInteger, appendId, out->routineId);
    if (appendIntegerOk && appendIntegerId >= 0) m_fast.stringAppendIntegerId = appendIntegerId;
}

void Machine::setUpFastPaths()
{
    m_fast = FastPaths{};
    m_fast.depthLimit = options.limits.maxDepth - 2;
    m_fast.stackFloor = reinterpret_cast<std::uintptr_t>(m_stackLimit) + kFastPathStackHeadroom;
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
        m_fast.stringCount = stringCount;
        setUpStringBuilding(stringCount);
    }
    const sema::ClassInfo* character = program.basicClass(sema::BasicKind::Character);
    const ir::Routine* characterCode = character && character->isKernel ? routineOf(character, "code") : nullptr;
    if (characterCode && !options.overrides.count(characterCode) && characterCode->isBuiltIn && !characterCode->isOnce
        && characterCode->builtInKey == "CHARACTER_8.code" && characterCode->preconditions.empty() && characterCode->olds.empty()
        && texts(characterCode->postconditions, {"0 <= Result and Result <= 255"}))
        m_fast.characterCode = characterCode;

    // Agents: FUNCTION.item is the built-in with precondition `valid_operands (args)', itself the
    // built-in ROUTINE.valid_operands without contracts (resources/kernel/function.e, routine.e).
    const sema::ClassInfo* function = program.classNamed("FUNCTION");
    const ir::Routine* functionItem = routineOf(function, "item");
    const ir::Routine* validOperands = routineOf(function, "valid_operands");
    const bool agentOk = function && function->isKernel && function->native == sema::NativeKind::Agent && function->invariant.empty()
                         && functionItem && validOperands && !options.overrides.count(functionItem) && !options.overrides.count(validOperands)
                         && functionItem->isBuiltIn && functionItem->builtInKey == "FUNCTION.item" && !functionItem->isOnce
                         && precondition(functionItem, "valid_operands (args)") && functionItem->postconditions.empty()
                         && functionItem->olds.empty() && isNativeValidOperands(validOperands);
    if (agentOk) m_fast.functionItem = functionItem;
    setUpProcedureCall();
}

FastPathsOn Machine::fastPathsOn() const
{
    return {.array = m_fast.array != nullptr, .string = m_fast.string != nullptr, .stringAppend = m_fast.stringAppendId >= 0,
            .appendInteger = m_fast.stringAppendIntegerId >= 0, .characterCode = m_fast.characterCode != nullptr,
            .functionItem = m_fast.functionItem != nullptr, .procedureCall = m_fast.procedureCall != nullptr};
}

FastPathsOn Interpreter::fastPathsOn() const { return m_machine->fastPathsOn(); }

// PROCEDURE.call is the Eiffel routine `Precursor (args)' with the precondition valid_operands
// (args) inherited from ROUTINE.call, the built-in with that precondition (resources/kernel/
// procedure.e, routine.e): what agentRoutineCost charges for it.
void Machine::setUpProcedureCall()
{
    const sema::ClassInfo* procedure = program.classNamed("PROCEDURE");
    const sema::ClassInfo* routine = program.classNamed("ROUTINE");
    if (!procedure || !routine || !procedure->isKernel || !routine->isKernel || procedure->native != sema::NativeKind::Agent
        || !procedure->invariant.empty())
        return;
    const ir::Routine* call = routineOf(procedure, "call");
    const ir::Routine* precursor = routineOf(routine, "call");
    const ir::Routine* validOperands = routineOf(procedure, "valid_operands");
    for (const ir::Routine* r : {call, precursor, validOperands})
        if (!r || options.overrides.count(r) || r->isOnce || r->hasRescue || !r->decreases.empty()) return;
    const bool callOk = !call->isBuiltIn && precondition(call, "valid_operands (args)") && call->preconditions.size() == 1
                        && call->postconditions.empty() && call->olds.empty() && call->body.size() == 1
                        && call->body[0]->op == ir::IOp::CallInstr && call->body[0]->value;
    if (!callOk) return;
    const ir::Expr& body = *call->body[0]->value;
    const bool precursorOk = body.op == ir::Op::CallStatic && body.feature && body.feature->routine
                             && &sema::lowered(*body.feature->routine) == precursor && body.kids.size() == 1
                             && body.kids[0]->op == ir::Op::Local && body.kids[0]->slot == 0 && precursor->isBuiltIn
                             && precursor->builtInKey == "ROUTINE.call" && precondition(precursor, "valid_operands (args)")
                             && precursor->preconditions.size() == 1 && precursor->postconditions.empty() && precursor->olds.empty()
                             && isNativeValidOperands(validOperands);
    if (precursorOk) m_fast.procedureCall = call;
}

}  // namespace amend::runtime
