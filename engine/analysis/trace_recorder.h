// Recording a run's executed lines with the visible state at each step, for the window's
// Traces panel (step forward and backward, run to the failure, see what changed). An observer
// on the interpreter (runtime::Observer) that records, before each instruction of a routine of
// the program (kernel routines are skipped), the routine, the instruction's source range, the
// call depth and the printed values of arguments, locals, Result and Current's attributes.
// Bounded (maxSteps); it never changes the run. It does not decide how steps are shown.
#pragma once

#include "analysis/fault_input.h"
#include "runtime/interpreter.h"

#include <map>
#include <string>
#include <vector>

namespace amend::analysis {

struct TraceValue {
    std::string name;
    std::string value;       // printed as the interpreter prints values ("42", "True", "LINKED_CELL [INTEGER_32]#3")
    bool changed = false;    // differs from the previous step in the same frame (or new there), inside included
    // An object's inside, so a user can open it: its attributes, or a SPECIAL's items ("[0]" …,
    // the first kItemsShown; `itemsLeftOut' counts the rest), kChildDepth levels deep (an object
    // already open on the way in is not opened again); empty for basic values, strings and Void,
    // and once a trace has recorded kTraceChildren of them (a long run keeps its memory bounded).
    std::vector<TraceValue> children;
    std::size_t itemsLeftOut = 0;
    bool operator==(const TraceValue&) const = default;
};

struct TraceStep {
    std::string routine;                 // "CLASS.feature"
    SourceRange range;                   // the instruction about to run
    int depth = 0;                       // call depth (0 = the outermost recorded routine)
    std::vector<TraceValue> arguments;
    std::vector<TraceValue> locals;      // declared locals (temporaries left out)
    std::vector<TraceValue> result;      // one entry for functions, else empty
    std::vector<TraceValue> attributes;  // Current's attributes
};

struct Trace {
    std::vector<TraceStep> steps;
    runtime::Outcome outcome;
    bool truncated = false;          // maxSteps reached: later steps were not recorded
    int failureIndex = -1;           // the step of the instruction where the violation happened
                                     // (later steps evaluate its contract), -1 when unknown
    // The failing instruction's step (failureIndex, else the last step) when the run failed, else -1.
    int failureStep() const;
};

class TraceRecorder final : public runtime::Observer {
public:
    static constexpr int kChildDepth = 3;
    static constexpr int kItemsShown = 20;
    static constexpr int kStepChildren = 200;       // per step
    static constexpr long kTraceChildren = 300'000;  // per trace
    explicit TraceRecorder(int maxSteps = 20'000) : m_maxSteps(maxSteps) {}
    void onEnter(const runtime::FrameView& frame) override;
    void onExit(const runtime::FrameView& frame, bool normal) override;
    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override;
    std::vector<TraceStep> takeSteps() { return std::move(m_steps); }
    bool truncated() const { return m_truncated; }

private:
    // `v`'s children for `value` (an object), `depth` levels deep, within `budget` nodes of this step.
    void addChildren(TraceValue& v, runtime::Value value, const runtime::FrameView& frame, int depth, int& budget,
                     std::vector<const runtime::Object*>& open);
    int m_maxSteps;
    long m_children = 0;   // recorded in this trace
    int m_depth = 0;
    bool m_truncated = false;
    std::vector<TraceStep> m_steps;
    std::map<int, std::size_t> m_lastAtDepth;   // index of the previous step of the frame at each depth
};

// Replays `test` with a recorder attached (and `options`' overrides, e.g. a candidate fix).
Trace recordTrace(const ReplayableTest& test, runtime::RunOptions options = {}, int maxSteps = 20'000);

}  // namespace amend::analysis
