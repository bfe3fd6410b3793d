// See trace.h.
#include "wp/trace.h"

#include "sema/program.h"

#include <functional>

namespace amend::wp {

namespace {

bool sameRange(const SourceRange& a, const SourceRange& b) { return a.file == b.file && a.begin == b.begin && a.end == b.end; }

}  // namespace

TermPtr TraceStep::taken() const
{
    if (outcome) return condition;
    if (isComparison(condition->op)) return binary(negatedComparison(condition->op), condition->kids[0], condition->kids[1]);
    return unary(TermOp::Not, condition);
}

const ir::Expr* TraceStep::expression() const
{
    if (!instr) return nullptr;
    if (kind == StepKind::Assign) return instr->value.get();
    if (kind == StepKind::Branch) return instr->op == ir::IOp::Loop ? instr->until.get() : instr->conds[static_cast<std::size_t>(index)].get();
    return nullptr;
}

std::optional<Goal> goalOf(const analysis::FaultUnderRepair& fault)
{
    if (!fault.routine || !fault.routine->routine) return std::nullopt;
    const ir::Routine& r = *fault.routine->routine;
    Goal goal;
    if (fault.kind == runtime::ViolationKind::Postcondition && fault.detectedIn == fault.routine) {
        for (const ir::Assertion& a : r.postconditions) {
            if (!a.cond) continue;
            if (sameRange(a.range, fault.clauseRange)) goal.violated = static_cast<int>(goal.clauses.size());
            goal.clauses.push_back(a.cond.get());
        }
    } else if (fault.kind == runtime::ViolationKind::Invariant && fault.routine->owner) {
        // The class invariant at the routine's exit: its clauses that read no local slot
        // (object tests and quantifiers of an invariant use slots of their own).
        std::function<bool(const ir::Expr&)> slotFree = [&](const ir::Expr& e) {
            if (e.op == ir::Op::Local || e.op == ir::Op::ObjectTest || e.op == ir::Op::Quantifier) return false;
            for (const ir::ExprPtr& k : e.kids)
                if (k && !slotFree(*k)) return false;
            return true;
        };
        for (const ir::Assertion& a : fault.routine->owner->invariant) {
            if (!a.cond || !slotFree(*a.cond)) continue;
            if (sameRange(a.range, fault.clauseRange)) goal.violated = static_cast<int>(goal.clauses.size());
            goal.clauses.push_back(a.cond.get());
        }
    } else if (fault.kind == runtime::ViolationKind::Check) {
        for (const ir::Instr* i : r.instructions) {
            if (i->op != ir::IOp::Check) continue;
            for (const ir::Assertion& a : i->assertions)
                if (sameRange(a.range, fault.clauseRange)) goal.check = i;
            if (!goal.check) continue;
            for (const ir::Assertion& a : i->assertions) {
                if (!a.cond) continue;
                if (sameRange(a.range, fault.clauseRange)) goal.violated = static_cast<int>(goal.clauses.size());
                goal.clauses.push_back(a.cond.get());
            }
            break;
        }
    }
    if (goal.violated < 0) return std::nullopt;
    return goal;
}

namespace {

// How to read each variable of the routine in a frame.
struct Reader {
    std::string name;
    int slot = -1;                      // argument or local
    bool result = false;
    const ir::Expr* attribute = nullptr;  // an AttrCurrent node that reads it
};

void walkExpr(const ir::Expr& e, const std::function<void(const ir::Expr&)>& f)
{
    f(e);
    for (const ir::ExprPtr& k : e.kids)
        if (k) walkExpr(*k, f);
}

std::vector<Reader> readersOf(const ir::Routine& r)
{
    std::vector<Reader> out;
    for (int s = 0; s < r.frameSize && static_cast<std::size_t>(s) < r.slotNames.size(); ++s) {
        const std::string& n = r.slotNames[static_cast<std::size_t>(s)];
        if (n.empty() || n[0] == '<' || !sortOf(r.slotTypes[static_cast<std::size_t>(s)])) continue;
        out.push_back({n, s, false, nullptr});
    }
    if (sortOf(r.resultType)) out.push_back({"Result", -1, true, nullptr});
    std::map<std::string, const ir::Expr*> attributes;
    auto visit = [&](const ir::Expr& e) {
        walkExpr(e, [&](const ir::Expr& n) {
            if (n.op != ir::Op::AttrCurrent) return;
            const std::string name = variableName(r, n);
            if (!name.empty()) attributes.emplace(name, &n);
        });
    };
    for (const ir::Instr* i : r.instructions) {
        if (i->value) visit(*i->value);
        for (const ir::ExprPtr& c : i->conds) visit(*c);
        if (i->until) visit(*i->until);
        for (const ir::Assertion& a : i->assertions) if (a.cond) visit(*a.cond);
    }
    for (const ir::Assertion& a : r.postconditions) if (a.cond) visit(*a.cond);
    for (const ir::PreconditionGroup& g : r.preconditions)
        for (const ir::Assertion& a : g.clauses) if (a.cond) visit(*a.cond);
    for (const auto& [name, node] : attributes) out.push_back({name, -1, false, node});
    return out;
}

std::optional<std::int32_t> asTermValue(const runtime::Value& v)
{
    switch (v.tag) {
    case runtime::Tag::Integer32: return v.i32;
    case runtime::Tag::Boolean: return v.b ? 1 : 0;
    default: return std::nullopt;
    }
}

class Recorder final : public runtime::Observer {
public:
    Recorder(const sema::Program& program, const ir::Routine& routine, const Goal& goal, bool failing, const RecordOptions& options,
             std::string test)
        : m_routine(routine), m_goal(goal), m_failing(failing), m_options(options), m_test(std::move(test)),
          m_translator(routine, [&program](const SourceRange& range) { return program.sources.text(range); }),
          m_readers(readersOf(routine))
    {
    }

    std::vector<ErrorTrace> take() { return std::move(m_done); }

    void onEnter(const runtime::FrameView& frame) override
    {
        ++m_depth;
        if (m_stopped || &frame.routine() != &m_routine) return;
        Open open;
        open.depth = m_depth;
        for (std::size_t k = 0; k < m_routine.olds.size(); ++k)
            if (m_routine.olds[k]) {
                const auto v = frame.evaluate(*m_routine.olds[k]);
                if (v) open.olds[static_cast<int>(k)] = asTermValue(*v);
            }
        m_open.push_back(std::move(open));
        Open& o = m_open.back();
        o.trace.test = m_test;
        o.trace.initial = read(frame);
        o.predicted = o.trace.initial;
        std::vector<TermPtr> pre;
        if (!m_routine.preconditions.empty())
            for (const ir::Assertion& a : m_routine.preconditions.front().clauses)
                if (a.cond) pre.push_back(clauseTerm(*a.cond, live(frame, o, nullptr)));
        o.trace.precondition = conjunction(pre);
    }

    void onExit(const runtime::FrameView& frame, bool) override
    {
        if (Open* o = current()) {
            sync(*o, frame, nullptr);
            if (!o->closed && !m_goal.check) finish(*o, frame);
            m_open.pop_back();
        }
        --m_depth;
    }

    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override
    {
        Open* o = current();
        if (!o || o->closed) return;
        sync(*o, frame, o->last);
        o->last = &instr;
        if (m_goal.check == &instr) {
            finish(*o, frame);
            return;
        }
        std::string target;
        if (instr.op == ir::IOp::AssignLocal && instr.slot >= 0 && static_cast<std::size_t>(instr.slot) < m_routine.slotNames.size() &&
            sortOf(m_routine.slotTypes[static_cast<std::size_t>(instr.slot)]))
            target = m_routine.slotNames[static_cast<std::size_t>(instr.slot)];
        else if (instr.op == ir::IOp::AssignResult && sortOf(m_routine.resultType))
            target = "Result";
        else if (instr.op == ir::IOp::AssignAttr && instr.feature && sortOf(instr.feature->type))
            target = instr.feature->name;
        if (target.empty() || target[0] == '<' || !instr.value) return;
        TraceStep step;
        step.kind = StepKind::Assign;
        step.instr = &instr;
        step.target = target;
        step.before = o->predicted;
        step.value = m_translator.translate(*instr.value, live(frame, *o, &step.opaques));
        if (!step.value) return;
        if (const auto v = evaluate(*step.value, step.before)) o->predicted[target] = *v;
        else o->predicted.erase(target);
        push(*o, std::move(step));
    }

    bool onBranch(const ir::Instr& instr, int index, bool value, const runtime::FrameView& frame) override
    {
        Open* o = current();
        if (!o || o->closed || (instr.op != ir::IOp::If && instr.op != ir::IOp::Loop)) return value;
        const ir::Expr* cond = instr.op == ir::IOp::Loop ? instr.until.get() : instr.conds[static_cast<std::size_t>(index)].get();
        sync(*o, frame, o->last);
        TraceStep step;
        step.kind = StepKind::Branch;
        step.instr = &instr;
        step.index = index;
        step.before = o->predicted;
        step.outcome = value;
        step.condition = m_translator.translate(*cond, live(frame, *o, &step.opaques));
        if (step.condition) push(*o, std::move(step));
        return value;
    }

private:
    struct Open {
        int depth = 0;
        ErrorTrace trace;
        std::map<int, std::optional<std::int32_t>> olds;  // `old` values by slot
        Valuation predicted;                              // the variables as the recorded steps make them
        const ir::Instr* last = nullptr;
        bool closed = false;
    };

    Open* current()
    {
        if (m_open.empty() || m_open.back().depth != m_depth) return nullptr;
        return &m_open.back();
    }

    Opaques live(const runtime::FrameView& frame, Open& o, std::map<const ir::Expr*, std::optional<std::int32_t>>* record)
    {
        return [&frame, &o, record](const ir::Expr& e) -> std::optional<std::int32_t> {
            std::optional<std::int32_t> v;
            if (e.op == ir::Op::Old) {
                const auto it = o.olds.find(e.slot);
                if (it != o.olds.end()) v = it->second;
            } else if (const auto value = frame.evaluate(e)) {
                v = asTermValue(*value);
            }
            if (record) (*record)[&e] = v;
            return v;
        };
    }

    Valuation read(const runtime::FrameView& frame) const
    {
        Valuation out;
        for (const Reader& r : m_readers) {
            std::optional<runtime::Value> v;
            if (r.slot >= 0) v = frame.slot(r.slot);
            else if (r.result) v = frame.result();
            else if (r.attribute) v = frame.evaluate(*r.attribute);
            if (!v) continue;
            if (const auto t = asTermValue(*v)) out[r.name] = *t;
        }
        return out;
    }

    // Values that changed without a recorded assignment become havoc steps.
    void sync(Open& o, const runtime::FrameView& frame, const ir::Instr* after)
    {
        const Valuation now = read(frame);
        for (const auto& [name, value] : now) {
            const auto it = o.predicted.find(name);
            if (it != o.predicted.end() && it->second == value) continue;
            if (it == o.predicted.end() && o.trace.initial.count(name) == 0) {
                o.predicted[name] = value;
                continue;
            }
            TraceStep step;
            step.kind = StepKind::Havoc;
            step.instr = after;
            step.target = name;
            step.before = o.predicted;
            // Printed as `name'' (its new value), told apart from other havocs by its step.
            step.value = opaque(name + "'", name + "#" + std::to_string(o.trace.steps.size()) + "=" + std::to_string(value),
                                sortOfName(name), value);
            o.predicted[name] = value;
            push(o, std::move(step));
        }
    }

    Sort sortOfName(const std::string& name) const
    {
        for (std::size_t s = 0; s < m_routine.slotNames.size(); ++s)
            if (m_routine.slotNames[s] == name) return sortOf(m_routine.slotTypes[s]).value_or(Sort::Integer);
        if (name == "Result") return sortOf(m_routine.resultType).value_or(Sort::Integer);
        for (const Reader& r : m_readers)
            if (r.name == name && r.attribute) return sortOf(r.attribute->type).value_or(Sort::Integer);
        return Sort::Integer;
    }

    void push(Open& o, TraceStep step)
    {
        if (static_cast<int>(o.trace.steps.size()) >= m_options.maxTraceSteps) {
            o.trace.truncated = true;
            o.closed = true;
            return;
        }
        o.trace.steps.push_back(std::move(step));
    }

    // A clause as a term. The translator reads INTEGER_32 and BOOLEAN expressions only; a clause
    // it cannot read (typed otherwise by the checker, e.g. through a formal generic) stands as an
    // opaque Boolean of unknown value, so that no conjunction holds a null term.
    TermPtr clauseTerm(const ir::Expr& clause, const Opaques& opaques) const
    {
        if (TermPtr t = m_translator.translate(clause, opaques)) return t;
        const std::string name = "clause@" + std::to_string(clause.range.begin);
        return opaque(name, name + "=?", Sort::Boolean, std::nullopt);
    }

    void finish(Open& o, const runtime::FrameView& frame)
    {
        o.closed = true;
        if (o.trace.truncated) return;
        ErrorTrace& t = o.trace;
        t.final = o.predicted;
        std::vector<TermPtr> clauses;
        for (const ir::Expr* c : m_goal.clauses) clauses.push_back(clauseTerm(*c, live(frame, o, &t.goalOpaques)));
        t.goal = conjunction(clauses);
        t.violated = clauses[static_cast<std::size_t>(m_goal.violated)];
        const auto v = evaluate(*t.violated, t.final);
        t.holds = !v || *v != 0;
        const auto all = evaluate(*t.goal, t.final);
        if (m_failing ? (v && !*v) : (all && *all)) {
            m_done.push_back(std::move(t));
            if (m_failing || static_cast<int>(m_done.size()) >= m_options.maxInvocations) m_stopped = true;
        }
    }

    const ir::Routine& m_routine;
    const Goal& m_goal;
    bool m_failing;
    RecordOptions m_options;
    std::string m_test;
    Translator m_translator;
    std::vector<Reader> m_readers;
    std::vector<Open> m_open;
    std::vector<ErrorTrace> m_done;
    int m_depth = 0;
    bool m_stopped = false;
};

}  // namespace

std::vector<RoutineVariable> variablesOf(const ir::Routine& routine)
{
    std::vector<RoutineVariable> out;
    for (const Reader& r : readersOf(routine)) {
        const sema::Type* type = r.slot >= 0 ? routine.slotTypes[static_cast<std::size_t>(r.slot)]
                                 : r.result  ? routine.resultType
                                             : r.attribute->type;
        out.push_back({r.name, sortOf(type).value_or(Sort::Integer)});
    }
    return out;
}

std::vector<ErrorTrace> recordTraces(const sema::Program& program, const analysis::FaultUnderRepair& fault, const Goal& goal,
                                     const analysis::ReplayableTest& test, bool failing, const RecordOptions& options)
{
    if (!fault.routine || !fault.routine->routine) return {};
    Recorder recorder(program, *fault.routine->routine, goal, failing, options, test.name);
    runtime::RunOptions run;
    run.limits.maxSteps = options.maxSteps;
    run.checkContracts = false;
    run.observer = &recorder;
    test.run(run);
    return recorder.take();
}

}  // namespace amend::wp
