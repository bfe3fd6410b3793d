// See pwp.h.
#include "wp/pwp.h"

#include <algorithm>

namespace amend::wp {

TermPtr pwp(const TraceStep& step, const TermPtr& post)
{
    if (step.kind == StepKind::Branch) return post;
    return substitute(post, step.target, step.value);
}

TermPtr pwp(const std::vector<TraceStep>& steps, std::size_t from, const TermPtr& post)
{
    TermPtr r = post;
    for (std::size_t i = steps.size(); i-- > from;) r = pwp(steps[i], r);
    return r;
}

std::vector<TermPtr> conjuncts(const TermPtr& term)
{
    std::vector<TermPtr> out;
    if (term->op == TermOp::And) {
        for (const TermPtr& k : term->kids) {
            std::vector<TermPtr> sub = conjuncts(k);
            out.insert(out.end(), sub.begin(), sub.end());
        }
    } else if (!(term->op == TermOp::Const && term->sort == Sort::Boolean && term->value)) {
        out.push_back(term);
    }
    return out;
}

std::vector<std::vector<ActualAtom>> forwardStates(const ErrorTrace& trace, std::size_t limit)
{
    std::vector<std::vector<ActualAtom>> out;
    out.reserve(trace.steps.size() + 1);
    std::vector<ActualAtom> q;
    // Q^f_0: the positive conjunctions of the precondition (the disjunct that held on entry).
    if (trace.precondition) {
        const Dnf d = toDnf(trace.precondition);
        for (const auto& disjunct : d.disjuncts) {
            const bool holds = std::all_of(disjunct.begin(), disjunct.end(), [&](const TermPtr& a) {
                const auto v = evaluate(*a, trace.initial);
                return v && *v;
            });
            if (!holds) continue;
            for (const TermPtr& a : disjunct) q.push_back({a, nullptr});
            break;
        }
    }
    out.push_back(q);
    for (const TraceStep& s : trace.steps) {
        if (s.kind == StepKind::Branch) {
            for (const TermPtr& a : conjuncts(s.taken())) q.push_back({a, s.instr});
        } else {
            q.erase(std::remove_if(q.begin(), q.end(), [&](const ActualAtom& a) { return mentions(*a.atom, s.target); }), q.end());
            if (!mentions(*s.value, s.target) && s.value->sort == Sort::Integer)
                q.push_back({binary(TermOp::Eq, variable(s.target, Sort::Integer), s.value), s.instr});
        }
        if (q.size() > limit) q.erase(q.begin(), q.begin() + static_cast<std::ptrdiff_t>(q.size() - limit));
        out.push_back(q);
    }
    return out;
}

const Valuation& valuesAt(const ErrorTrace& trace, std::size_t point)
{
    return point < trace.steps.size() ? trace.steps[point].before : trace.final;
}

std::size_t expandedSize(const Term& term, std::size_t cap)
{
    std::size_t n = 1;
    for (const TermPtr& k : term.kids) {
        if (n >= cap) return cap;
        n += expandedSize(*k, cap - n);
    }
    return std::min(n, cap);
}

}  // namespace amend::wp
