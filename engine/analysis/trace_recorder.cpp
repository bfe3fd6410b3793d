// See trace_recorder.h.
#include "analysis/trace_recorder.h"

#include "runtime/value.h"

#include <algorithm>

namespace amend::analysis {

namespace {

bool recorded(const runtime::FrameView& frame) { return runtime::isUserRoutine(frame.routine()); }

std::string routineOf(const runtime::FrameView& frame)
{
    const sema::FeatureInfo* f = frame.routine().feature;
    return (f->writtenIn ? f->writtenIn->name : std::string("?")) + "." + f->name;
}

// Marks the values that differ from the same-named value of the previous step of the same call
// (`before`), inside included (an item of a list changed: the list and that item); the first step
// of a call marks none (entering a routine changes nothing).
void markChanges(std::vector<TraceValue>& now, const std::vector<TraceValue>* before)
{
    for (TraceValue& v : now) {
        v.changed = false;
        if (!before) continue;
        for (const TraceValue& b : *before) {
            if (b.name != v.name) continue;
            markChanges(v.children, &b.children);
            v.changed = b.value != v.value || std::any_of(v.children.begin(), v.children.end(), [](const TraceValue& c) { return c.changed; });
        }
    }
}

}  // namespace

int Trace::failureStep() const
{
    if (outcome.status == runtime::Outcome::Status::Success || steps.empty()) return -1;
    return failureIndex >= 0 ? failureIndex : static_cast<int>(steps.size()) - 1;
}

void TraceRecorder::onEnter(const runtime::FrameView& frame)
{
    if (!recorded(frame)) return;
    ++m_depth;
    m_lastAtDepth.erase(m_depth);
}

void TraceRecorder::onExit(const runtime::FrameView& frame, bool)
{
    if (!recorded(frame)) return;
    m_lastAtDepth.erase(m_depth);
    --m_depth;
}

void TraceRecorder::addChildren(TraceValue& v, runtime::Value value, const runtime::FrameView& frame, int depth, int& budget,
                                std::vector<const runtime::Object*>& open)
{
    if (depth <= 0 || !value.isRef() || !value.ref || m_children >= kTraceChildren) return;
    const runtime::Object* object = value.ref;
    const sema::NativeKind native = object->cls->native;
    if (native == sema::NativeKind::String || native == sema::NativeKind::Agent) return;   // printed whole, or opaque
    if (std::find(open.begin(), open.end(), object) != open.end()) return;                // a cycle: shown by its id
    open.push_back(object);
    auto add = [&](std::string name, runtime::Value child) {
        if (budget <= 0) return false;
        --budget;
        ++m_children;
        v.children.push_back({std::move(name), frame.format(child), false, {}, 0});
        addChildren(v.children.back(), child, frame, depth - 1, budget, open);
        return true;
    };
    if (native == sema::NativeKind::Special) {
        const std::vector<runtime::Value>& items = object->special->items;
        for (std::size_t i = 0; i < items.size() && i < static_cast<std::size_t>(kItemsShown); ++i)
            if (!add("[" + std::to_string(i) + "]", items[i])) break;
        v.itemsLeftOut = items.size() - std::min(items.size(), v.children.size());
    } else {
        const sema::ClassInfo* cls = object->cls;
        for (std::size_t i = 0; i < cls->fields.size() && i < object->fieldCount; ++i)
            if (cls->fields[i] && !add(cls->fields[i]->name, object->fields()[i])) break;
    }
    open.pop_back();
}

void TraceRecorder::beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame)
{
    if (!recorded(frame) || !instr.range.valid()) return;
    if (static_cast<int>(m_steps.size()) >= m_maxSteps) {
        m_truncated = true;
        return;
    }
    TraceStep step;
    step.routine = routineOf(frame);
    step.range = instr.range;
    step.depth = m_depth > 0 ? m_depth - 1 : 0;
    const ir::Routine& r = frame.routine();
    int budget = kStepChildren;
    std::vector<const runtime::Object*> open;
    for (int i = 0; i < frame.slotCount() && i < static_cast<int>(r.slotNames.size()); ++i) {
        const std::string& name = r.slotNames[static_cast<std::size_t>(i)];
        if (name.empty() || name[0] == '<') continue;  // hidden temporaries
        std::vector<TraceValue>& values = i < frame.argumentCount() ? step.arguments : step.locals;
        TraceValue value{name, frame.format(frame.slot(i)), false, {}, 0};
        addChildren(value, frame.slot(i), frame, kChildDepth, budget, open);
        // Loops reusing an iteration name (`across … as c` twice) have one slot each: one `c`,
        // the later loop's once it has started (its cursor is attached).
        auto same = std::find_if(values.begin(), values.end(), [&](const TraceValue& v) { return v.name == name; });
        if (same == values.end()) values.push_back(std::move(value));
        else if (value.value != "Void") *same = std::move(value);
    }
    if (r.resultType) {
        step.result.push_back({"Result", frame.format(frame.result()), false, {}, 0});
        addChildren(step.result.back(), frame.result(), frame, kChildDepth, budget, open);
    }
    const runtime::Value current = frame.current();
    if (current.isRef() && current.ref) {
        const sema::ClassInfo* cls = current.ref->cls;
        open.push_back(current.ref);   // Current's attributes are its inside already
        for (std::size_t i = 0; i < cls->fields.size() && i < current.ref->fieldCount; ++i) {
            if (!cls->fields[i]) continue;
            step.attributes.push_back({cls->fields[i]->name, frame.format(current.ref->fields()[i]), false, {}, 0});
            addChildren(step.attributes.back(), current.ref->fields()[i], frame, kChildDepth, budget, open);
        }
    }
    const auto previous = m_lastAtDepth.find(m_depth);
    const TraceStep* before = previous != m_lastAtDepth.end() ? &m_steps[previous->second] : nullptr;
    markChanges(step.arguments, before ? &before->arguments : nullptr);
    markChanges(step.locals, before ? &before->locals : nullptr);
    markChanges(step.result, before ? &before->result : nullptr);
    markChanges(step.attributes, before ? &before->attributes : nullptr);
    m_steps.push_back(std::move(step));
    m_lastAtDepth[m_depth] = m_steps.size() - 1;
}

Trace recordTrace(const ReplayableTest& test, runtime::RunOptions options, int maxSteps)
{
    TraceRecorder recorder(maxSteps);
    options.observer = &recorder;
    Trace trace;
    trace.outcome = test.run(options);
    trace.truncated = recorder.truncated();
    trace.steps = recorder.takeSteps();
    // A violated precondition is detected after the call's own steps started (its clauses may
    // call routines of the program): the failing instruction is the last step containing the
    // violation's location.
    if (trace.outcome.violation && trace.outcome.violation->location.valid()) {
        const SourceRange& at = trace.outcome.violation->location;
        for (int i = static_cast<int>(trace.steps.size()) - 1; i >= 0; --i) {
            const SourceRange& r = trace.steps[static_cast<std::size_t>(i)].range;
            if (r.file == at.file && r.begin <= at.begin && at.end <= r.end) {
                trace.failureIndex = i;
                break;
            }
        }
    }
    return trace;
}

}  // namespace amend::analysis
