// The clause distance measured in runs (see distance_probe.h).
#include "search/distance_probe.h"

#include "search/distance.h"

#include <algorithm>
#include <vector>

namespace amend::search {

namespace {

std::optional<double> numberOfValue(const runtime::Value& v)
{
    if (v.tag == runtime::Tag::Real64) return v.r;
    if (!v.isBasic() || v.tag == runtime::Tag::Boolean) return std::nullopt;
    return static_cast<double>(v.asInt());
}

}  // namespace

// Evaluates the clause's terms when the routine returns (its olds saved on entry, per call).
class DistanceObserver final : public runtime::Observer, public TermValues {
public:
    DistanceObserver(const ClauseDistanceProbe& probe, const ir::Routine* routine) : m_probe(probe), m_routine(routine) {}

    void onEnter(const runtime::FrameView& frame) override
    {
        if (&frame.routine() != m_routine) return;
        std::map<const syntax::Expr*, runtime::Value> olds;
        for (const auto& [expr, term] : m_probe.m_terms)
            if (term.isOld)
                if (const auto v = frame.evaluate(*term.lowered)) olds[expr] = *v;
        m_olds.push_back(std::move(olds));
    }
    void onExit(const runtime::FrameView& frame, bool) override
    {
        if (&frame.routine() != m_routine || m_olds.empty()) return;
        m_frame = &frame;
        const double d = clauseDistance(*m_probe.m_clause, *this);
        m_frame = nullptr;
        m_olds.pop_back();
        distance = std::max(distance.value_or(0.0), d);
    }

    std::optional<double> number(const syntax::Expr& e) const override
    {
        const auto v = value(e);
        return v ? numberOfValue(*v) : std::nullopt;
    }
    std::optional<bool> truth(const syntax::Expr& e) const override
    {
        const auto v = value(e);
        if (!v || v->tag != runtime::Tag::Boolean) return std::nullopt;
        return v->b;
    }

    std::optional<double> distance;

private:
    std::optional<runtime::Value> value(const syntax::Expr& e) const
    {
        const auto t = m_probe.m_terms.find(&e);
        if (t == m_probe.m_terms.end() || !m_frame) return std::nullopt;
        if (t->second.isOld) {
            const auto& olds = m_olds.back();
            const auto o = olds.find(&e);
            return o == olds.end() ? std::nullopt : std::optional<runtime::Value>(o->second);
        }
        return m_frame->evaluate(*t->second.lowered);
    }

    const ClauseDistanceProbe& m_probe;
    const ir::Routine* m_routine;
    const runtime::FrameView* m_frame = nullptr;
    std::vector<std::map<const syntax::Expr*, runtime::Value>> m_olds;
};

ClauseDistanceProbe::ClauseDistanceProbe(const sema::Program& program, const analysis::FaultUnderRepair& fault)
{
    if (fault.kind != runtime::ViolationKind::Postcondition || !fault.routine || !fault.routine->decl) return;
    if (fault.detectedIn && fault.detectedIn != fault.routine && fault.detectedIn->decl != fault.routine->decl) return;
    const syntax::Expr* clause = nullptr;
    for (const syntax::Assertion& a : fault.routine->decl->postcondition)
        if (a.expr && a.range.file == fault.clauseRange.file && a.range.begin == fault.clauseRange.begin &&
            a.range.end == fault.clauseRange.end)
            clause = a.expr.get();
    if (!clause) return;
    bool ok = true;
    std::function<void(const syntax::Expr&)> collect = [&](const syntax::Expr& e) {
        if (!ok) return;
        if (e.kind == syntax::ExprKind::Old && !e.args.empty() && e.args[0]) {
            DiagnosticSink sink;
            std::shared_ptr<const ir::Expr> lowered = sema::lowerExpressionIn(program, *fault.routine, *e.args[0], sink);
            if (!lowered) ok = false;
            m_terms[&e] = {std::move(lowered), true};
            return;
        }
        if (isDistanceTerm(e)) {
            DiagnosticSink sink;
            std::shared_ptr<const ir::Expr> lowered = sema::lowerExpressionIn(program, *fault.routine, e, sink);
            if (!lowered) ok = false;
            m_terms[&e] = {std::move(lowered), false};
            return;
        }
        for (const auto& a : e.args)
            if (a) collect(*a);
    };
    collect(*clause);
    if (ok) m_clause = clause;
    else m_terms.clear();
}

std::optional<double> ClauseDistanceProbe::measure(const analysis::ReplayableTest& test, runtime::RunOptions run,
                                                   const ir::Routine* routine) const
{
    if (!valid()) return std::nullopt;
    DistanceObserver observer(*this, routine);
    run.observer = &observer;
    run.checkContracts = false;
    (void)test.run(run);
    return observer.distance;
}

}  // namespace amend::search
