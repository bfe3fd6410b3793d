// The Interpreter facade (value helpers, field access, formatting), FrameView evaluation,
// Outcome descriptions, runRoot (what `amend run` calls) and the large-stack helper.
#include "runtime/interpreter.h"
#include "runtime/library_strings.h"
#include "runtime/machine.h"
#include "support/thread_handover.h"

#include <QThread>

namespace amend::runtime {

Interpreter::Interpreter(const sema::Program& program, RunOptions options)
    : m_machine(std::make_unique<Machine>(program, std::move(options)))
{
}

Interpreter::~Interpreter() = default;

std::optional<Value> Interpreter::createObject(const sema::Type* type, const sema::FeatureInfo* creator, std::vector<Value> args)
{
    return m_machine->apiCreate(type, creator, args);
}

std::optional<Value> Interpreter::call(Value target, const sema::FeatureInfo* feature, std::vector<Value> args)
{
    return m_machine->apiCall(target, feature, args);
}

Outcome Interpreter::outcome() const { return m_machine->outcome(); }
void Interpreter::clearFailure() { m_machine->clearFailure(); }

Value Interpreter::makeString(std::string_view text)
{
    Machine& m = *m_machine;
    std::optional<Value> v = m.apiStep([&]() { return m.newString(std::string(text)); });
    return v ? *v : Value();
}

Value Interpreter::makeSpecial(const sema::Type* specialType, std::vector<Value> items)
{
    Machine& m = *m_machine;
    std::optional<Value> v = m.apiStep([&]() {
        Object* o = m.allocate(specialType);
        if (o->cls->native != sema::NativeKind::Special) m.internalError("makeSpecial: not a SPECIAL type");
        m.account(static_cast<std::ptrdiff_t>(items.size() * sizeof(Value)));
        o->special->capacity = static_cast<std::int32_t>(items.size());
        o->special->items = std::move(items);
        return Value::object(o);
    });
    return v ? *v : Value();
}

std::optional<Value> Interpreter::makeArray(const sema::Type* arrayType, const std::vector<Value>& items)
{
    if (!arrayType || !arrayType->cls) return std::nullopt;
    const sema::FeatureInfo* make = arrayType->cls->feature("make");
    const sema::FeatureInfo* put = arrayType->cls->feature("put");
    if (!make || !put) return std::nullopt;
    std::optional<Value> array = createObject(arrayType, make, {Value::int32(1), Value::int32(static_cast<std::int32_t>(items.size()))});
    if (!array) return std::nullopt;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (!call(*array, put, {items[i], Value::int32(static_cast<std::int32_t>(i + 1))})) return std::nullopt;
    }
    return array;
}

Value Interpreter::field(Value object, const sema::FeatureInfo* attribute) const
{
    if (!object.isRef() || !attribute) return Value();
    const sema::FeatureInfo* a = object.ref->cls->dispatchFor(attribute->routineId);
    if (!a) a = attribute;
    if (a->kind != sema::FeatureInfo::Kind::Attribute || a->slot < 0 || static_cast<std::uint32_t>(a->slot) >= object.ref->fieldCount)
        return Value();
    return object.ref->fields()[a->slot];
}

void Interpreter::setField(Value object, const sema::FeatureInfo* attribute, Value value)
{
    if (!object.isRef() || !attribute) return;
    const sema::FeatureInfo* a = object.ref->cls->dispatchFor(attribute->routineId);
    if (!a) a = attribute;
    if (a->kind != sema::FeatureInfo::Kind::Attribute || a->slot < 0 || static_cast<std::uint32_t>(a->slot) >= object.ref->fieldCount)
        return;
    object.ref->fields()[a->slot] = value;
}

std::string Interpreter::stringText(Value value) const
{
    return value.isRef() ? stringObjectText(value.ref) : std::string();
}

std::string Interpreter::output() const { return m_machine->output; }
std::string Interpreter::formatValue(Value value) const { return m_machine->format(value); }
std::int64_t Interpreter::stepsUsed() const { return m_machine->steps; }
std::size_t Interpreter::memoryUsed() const { return m_machine->memory; }

// ---------------------------------------------------------------- FrameView

std::optional<Value> FrameView::evaluate(const ir::Expr& expr) const
{
    if (!m_machine) return std::nullopt;
    Frame f;
    f.routine = m_routine;
    f.feature = m_feature;
    f.current = m_current;
    f.locals = m_slots;
    f.olds = m_olds;
    f.result = m_result ? *m_result : Value();
    return m_machine->probe(expr, f);
}

std::string FrameView::format(Value value) const { return m_machine ? m_machine->format(value) : outText(value); }

// ---------------------------------------------------------------- Outcome

std::string Outcome::describe(const sema::Program& program) const
{
    switch (status) {
    case Status::Success: return "success";
    case Status::BudgetExhausted: return std::string("budget exhausted: ") + budgetName(budget);
    case Status::InternalError: return "internal error: " + message;
    case Status::Violation: break;
    }
    if (!violation) return "violation";
    std::string s = violation->message;
    if (violation->location.valid()) s += " at " + program.sources.describe(violation->location);
    return s;
}

// ---------------------------------------------------------------- runRoot

bool isUserRoutine(const ir::Routine& routine)
{
    const sema::FeatureInfo* f = routine.feature;
    return f && f->writtenIn && f->writtenIn->isUserCode();
}

Outcome runRoot(const sema::Program& program, std::string_view rootClassName, std::string_view featureName, const RunOptions& options)
{
    Outcome failure;
    failure.status = Outcome::Status::InternalError;
    const sema::ClassInfo* cls = program.classNamed(rootClassName);
    if (!cls) {
        failure.message = "unknown root class " + std::string(rootClassName);
        return failure;
    }
    if (!cls->genericNames.empty() || cls->isDeferred) {
        failure.message = "root class " + cls->name + " must be neither generic nor deferred";
        return failure;
    }
    const sema::FeatureInfo* feature = featureName.empty() ? nullptr : cls->feature(featureName);
    if (!featureName.empty() && !feature) {
        failure.message = "class " + cls->name + " has no feature " + std::string(featureName);
        return failure;
    }
    const sema::Type* type = program.typeTable().classType(cls);
    Interpreter interpreter(program, options);
    const sema::FeatureInfo* creator = nullptr;
    bool callAfter = false;
    if (feature && cls->isCreator(feature)) {
        creator = feature;
    } else {
        creator = program.anyClass ? cls->feature("default_create") : nullptr;
        if (creator && !cls->isCreator(creator) && !cls->creators.empty()) creator = cls->creators.front();
        callAfter = feature != nullptr;
    }
    if (creator && !creator->argTypes.empty()) {
        failure.message = "creation procedure " + creator->name + " of " + cls->name + " takes arguments";
        return failure;
    }
    if (callAfter && !feature->argTypes.empty()) {
        failure.message = "feature " + feature->name + " of " + cls->name + " takes arguments";
        return failure;
    }
    std::optional<Value> root = interpreter.createObject(type, creator, {});
    if (root && callAfter) interpreter.call(*root, feature, {});
    return interpreter.outcome();
}

// ---------------------------------------------------------------- large stacks

void runWithLargeStack(const std::function<void()>& job, std::size_t stackBytes)
{
    QThread* thread = QThread::create([&job] {
        job();
        AMEND_TSAN_RELEASE(&job);   // QThread::wait() of an ended thread takes a QMutex TSan cannot see
    });
    thread->setStackSize(static_cast<uint>(std::min<std::size_t>(stackBytes, 0xFFFFFFFFu)));
    thread->start();
    thread->wait();
    AMEND_TSAN_ACQUIRE(&job);
    delete thread;
}

}  // namespace amend::runtime
