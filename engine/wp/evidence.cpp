// See evidence.h.
#include "wp/evidence.h"

#include "wp/z3_terms.h"

#include <algorithm>
#include <chrono>
#include <set>

namespace amend::wp {


namespace {

// The disjunct of `dnf` with the fewest atoms that do not hold in `values`, and those atoms.
std::vector<TermPtr> negativeAtoms(const Dnf& dnf, const Valuation& values)
{
    std::vector<TermPtr> best;
    bool found = false;
    for (const auto& disjunct : dnf.disjuncts) {
        std::vector<TermPtr> negative;
        for (const TermPtr& a : disjunct) {
            const auto v = evaluate(*a, values);
            if (!v || !*v) negative.push_back(a);
        }
        if (!found || negative.size() < best.size()) {
            best = std::move(negative);
            found = true;
        }
    }
    return best;
}

void addUnique(std::vector<const ir::Instr*>& list, const ir::Instr* instr)
{
    if (instr && std::find(list.begin(), list.end(), instr) == list.end()) list.push_back(instr);
}

}  // namespace

std::vector<Evidence> findEvidence(const ErrorTrace& trace, const EvidenceOptions& options, int* solverCalls)
{
    std::vector<Evidence> out;
    if (!trace.goal) return out;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(options.budgetSeconds);
    bool outOfTime = false;
    try {
        z3::context ctx;
        const std::vector<std::vector<ActualAtom>> forward = forwardStates(trace, options.maxActualAtoms);
        const std::size_t n = trace.steps.size();
        const std::size_t lowest = n > options.maxPoints ? n - options.maxPoints : 0;
        std::vector<bool> inSlice(n, false);   // assignment step j: its variable is in R_j+1
        std::vector<ActualAtom> backward;      // Q^b at the current point
        std::set<std::string> explained;       // normal forms of hypothesized atoms with explicit evidence
        std::vector<TermPtr> topNegatives;
        TermPtr r = trace.goal;
        auto slice = [&](std::size_t from) {
            std::vector<const ir::Instr*> list;
            for (std::size_t j = from; j < n; ++j)
                if (inSlice[j]) addUnique(list, trace.steps[j].instr);
            return list;
        };
        for (std::size_t point = n + 1; point-- > 0;) {
            if (point < n) {
                const TraceStep& s = trace.steps[point];
                if (s.kind == StepKind::Branch) {
                    for (const TermPtr& a : conjuncts(s.taken())) backward.push_back({a, s.instr});
                    if (backward.size() > options.maxActualAtoms) backward.erase(backward.begin());
                } else {
                    inSlice[point] = s.kind == StepKind::Assign &&
                                     (expandedSize(*r, options.maxTermSize) >= options.maxTermSize || mentions(*r, s.target));
                    for (ActualAtom& a : backward) a.atom = substitute(a.atom, s.target, s.value);
                    r = pwp(s, r);
                }
            }
            if (!outOfTime && std::chrono::steady_clock::now() > deadline) outOfTime = true;
            // Out of time, only the top is still examined, for implicit evidence (no z3 needed).
            if ((outOfTime && point > 0) || point < lowest || expandedSize(*r, options.maxTermSize) >= options.maxTermSize) continue;
            const std::vector<TermPtr> negatives = negativeAtoms(toDnf(r), valuesAt(trace, point));
            if (point == 0) topNegatives = negatives;
            if (negatives.empty() || outOfTime) continue;
            Z3Terms z(ctx, false);
            std::vector<ActualAtom> actual = forward[point];
            actual.insert(actual.end(), backward.begin(), backward.end());
            for (const TermPtr& q : negatives) {
                const NormalForm qf = normalForm(*q);
                if (explained.count(qf.text())) continue;
                z3::expr_vector assertions(ctx), assumptions(ctx), core(ctx);
                for (std::size_t k = 0; k < actual.size(); ++k) {
                    const z3::expr tag = ctx.bool_const(("a" + std::to_string(k)).c_str());
                    assertions.push_back(z3::implies(tag, z(*actual[k].atom)));
                    assumptions.push_back(tag);
                }
                assertions.push_back(z(*q));
                if (solverCalls) ++*solverCalls;
                // Sat or unknown: no evidence here.
                if (solve(ctx, assertions, options.z3Limit, nullptr, &assumptions, &core, options.z3Budget) != Answer::Unsat) continue;
                Evidence e;
                e.point = point;
                e.hypothesized = q;
                std::vector<std::size_t> coreAtoms;
                for (unsigned c = 0; c < core.size(); ++c) {
                    const std::string name = core[c].decl().name().str();
                    coreAtoms.push_back(static_cast<std::size_t>(std::stoul(name.substr(1))));
                }
                if (coreAtoms.empty()) {
                    e.kind = EvidenceKind::ExplicitTypeI;
                } else {
                    e.kind = EvidenceKind::Explicit;
                    std::size_t chosen = coreAtoms.front();
                    for (std::size_t k : coreAtoms)
                        if (normalForm(*actual[k].atom).lhsKey == qf.lhsKey) {
                            e.kind = EvidenceKind::ExplicitTypeII;
                            chosen = k;
                            break;
                        }
                    e.actual = actual[chosen].atom;
                    addUnique(e.statements, actual[chosen].origin);
                }
                for (const ir::Instr* i : slice(point)) addUnique(e.statements, i);
                explained.insert(qf.text());
                out.push_back(std::move(e));
            }
        }
        for (const TermPtr& q : topNegatives) {
            if (explained.count(normalForm(*q).text())) continue;
            Evidence e;
            e.kind = EvidenceKind::Implicit;
            e.point = 0;
            e.hypothesized = q;
            e.statements = slice(0);
            out.push_back(std::move(e));
        }
    } catch (const z3::exception&) {
        // z3 failed: the evidence found so far stands.
    }
    return out;
}

}  // namespace amend::wp
