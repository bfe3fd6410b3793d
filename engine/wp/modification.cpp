// See modification.h.
#include "wp/modification.h"

#include "analysis/z3_translate.h"
#include "sema/program.h"
#include "wp/z3_terms.h"

#include <algorithm>
#include <chrono>
#include <set>
#include <sstream>

namespace amend::wp {

namespace {

const std::string kHole = "$c";  // the solved-for constant in a mutation's replacement

bool integerOperator(const ir::Expr& e)
{
    return e.basic == sema::BasicKind::Integer32 && e.kids.size() == 2 && termOpOf(e.op) != TermOp::Const;
}

// One change to try: a Mutation (translate.h) with what it does to the source.
struct Site {
    ModificationKind kind;
    const ir::Expr* node;
    Mutation mutation;
    std::string token;     // the new operator / variable (empty for solved constants)
    bool hole = false;     // replacement or addend contains kHole
    std::int64_t original = 0;  // the constant replaced (Constant)
};

// Nodes a term is made of (the translator looks inside them), root first.
void structuralNodes(const ir::Expr& e, std::vector<const ir::Expr*>& out)
{
    out.push_back(&e);
    const bool inside = integerOperator(e) || ((e.op == ir::Op::Neg) && e.basic == sema::BasicKind::Integer32) ||
                        ((e.op == ir::Op::And || e.op == ir::Op::AndThen || e.op == ir::Op::Or || e.op == ir::Op::OrElse ||
                          e.op == ir::Op::Implies || e.op == ir::Op::Not) &&
                         e.basic == sema::BasicKind::Boolean) ||
                        (e.op == ir::Op::Convert && e.fromBasic == e.basic);
    if (!inside) return;
    for (const ir::ExprPtr& k : e.kids)
        if (k) structuralNodes(*k, out);
}

std::vector<Site> sitesOf(const ir::Routine& routine, const ir::Expr& root, bool assignment, const std::vector<RoutineVariable>& variables)
{
    std::vector<Site> out;
    std::vector<const ir::Expr*> nodes;
    structuralNodes(root, nodes);
    static const TermOp arithmetic[] = {TermOp::Add, TermOp::Sub, TermOp::Mul, TermOp::Quot, TermOp::Rem};
    static const TermOp relations[] = {TermOp::Lt, TermOp::Le, TermOp::Gt, TermOp::Ge, TermOp::Eq, TermOp::Ne};
    const TermPtr hole = variable(kHole, Sort::Integer);
    for (const ir::Expr* n : nodes) {
        if (integerOperator(*n)) {
            const TermOp own = termOpOf(n->op);
            const bool relational = isComparison(own);
            for (TermOp op : relational ? std::vector<TermOp>(std::begin(relations), std::end(relations))
                                        : std::vector<TermOp>(std::begin(arithmetic), std::end(arithmetic))) {
                if (op == own) continue;
                Site s{ModificationKind::Operator, n, {}, opSymbol(op)};
                s.mutation.node = n;
                s.mutation.op = op;
                out.push_back(std::move(s));
            }
            if (relational && n->kids[1]->op != ir::Op::Int32Const) {  // a bound off by some constant: `a < b + c`
                Site s{ModificationKind::Addend, n->kids[1].get(), {}, {}, true};
                s.mutation.node = n->kids[1].get();
                s.mutation.addend = hole;
                out.push_back(std::move(s));
            }
        } else if (n->op == ir::Op::Int32Const) {
            Site s{ModificationKind::Constant, n, {}, {}, true, n->intValue};
            s.mutation.node = n;
            s.mutation.replacement = hole;
            out.push_back(std::move(s));
        } else {
            const std::string own = variableName(routine, *n);
            if (own.empty()) continue;
            const Sort sort = *sortOf(n->type);
            for (const RoutineVariable& v : variables) {
                if (v.name == own || v.sort != sort) continue;
                Site s{ModificationKind::Variable, n, {}, v.name};
                s.mutation.node = n;
                s.mutation.replacement = variable(v.name, v.sort);
                out.push_back(std::move(s));
            }
        }
    }
    if (assignment && root.op != ir::Op::Int32Const && sortOf(root.type) == Sort::Integer) {
        Site s{ModificationKind::Addend, &root, {}, {}, true};
        s.mutation.node = &root;
        s.mutation.addend = hole;
        out.push_back(std::move(s));
    }
    return out;
}

TermPtr withHole(const TermPtr& term, std::int32_t value) { return substitute(term, kHole, constant(value)); }

Opaques replay(const TraceStep& step)
{
    return [&step](const ir::Expr& e) -> std::optional<std::int32_t> {
        const auto it = step.opaques.find(&e);
        return it == step.opaques.end() ? std::nullopt : it->second;
    };
}

std::vector<std::string> tokens(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string t; in >> t;) out.push_back(t);
    return out;
}

class Search {
public:
    Search(const ModificationInput& input, const ModificationOptions& options, int* calls)
        : m_in(input), m_options(options), m_calls(calls),
          m_translator(*input.routine, [p = input.program](const SourceRange& r) { return p->sources.text(r); })
    {
        for (const RoutineVariable& v : variablesOf(*input.routine)) m_sorts[v.name] = v.sort;
    }

    std::vector<Modification> run()
    {
        const std::vector<RoutineVariable> variables = variablesOf(*m_in.routine);
        for (const auto& [instr, evidence] : statements()) {
            const bool branch = instr->op == ir::IOp::If || instr->op == ir::IOp::Loop;
            std::vector<const ir::Expr*> roots;
            if (branch && instr->op == ir::IOp::Loop) roots.push_back(instr->until.get());
            else if (branch) for (const ir::ExprPtr& c : instr->conds) roots.push_back(c.get());
            else roots.push_back(instr->value.get());
            const std::set<std::string> suggested = correctingTokens(evidence);
            for (const ir::Expr* root : roots) {
                std::vector<Site> sites = sitesOf(*m_in.routine, *root, !branch, variables);
                std::stable_sort(sites.begin(), sites.end(), [&](const Site& a, const Site& b) {
                    return suggested.count(a.token) > suggested.count(b.token);
                });
                for (const Site& site : sites) {
                    if (static_cast<int>(m_out.size()) >= m_options.maxModifications || stopped()) return ordered();
                    m_passingChanged = 0;
                    const std::optional<std::int32_t> c = branch ? checkBranch(instr, *root, site) : checkAssignment(instr, site);
                    if (!c) continue;
                    std::string token = site.token;
                    if (site.hole) token = std::to_string(*c);
                    addModification(instr, branch, *root, site, *c, evidence, suggested.count(token) > 0);
                }
            }
        }
        return ordered();
    }

private:
    bool stopped() const
    {
        return (m_in.cancel && m_in.cancel->isCancelled()) ||
               std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count() > m_options.budgetSeconds;
    }

    // Those that keep the passing runs first, otherwise in the order found.
    std::vector<Modification> ordered()
    {
        std::stable_sort(m_out.begin(), m_out.end(),
                         [](const Modification& a, const Modification& b) { return (a.passingChanged == 0) > (b.passingChanged == 0); });
        return std::move(m_out);
    }

    // The statements to change, with the evidence that located them (-1: none), nearest the
    // failure first.
    std::vector<std::pair<const ir::Instr*, int>> statements() const
    {
        std::vector<std::pair<const ir::Instr*, int>> out;
        std::set<const ir::Instr*> seen;
        auto add = [&](const ir::Instr* i, int e) {
            if (!i || static_cast<int>(out.size()) >= m_options.maxStatements || !seen.insert(i).second) return;
            const bool usable = i->op == ir::IOp::If || i->op == ir::IOp::Loop ||
                                ((i->op == ir::IOp::AssignLocal || i->op == ir::IOp::AssignResult || i->op == ir::IOp::AssignAttr) && i->value);
            if (usable) out.push_back({i, e});
        };
        if (m_in.evidence)
            for (std::size_t k = 0; k < m_in.evidence->size(); ++k)
                for (const ir::Instr* i : (*m_in.evidence)[k].statements) add(i, static_cast<int>(k));
        for (const ErrorTrace& t : *m_in.failing)
            for (std::size_t j = t.steps.size(); j-- > 0;)
                if (t.steps[j].kind != StepKind::Havoc) add(t.steps[j].instr, -1);
        return out;
    }

    // The paper's string difference: the tokens of the hypothesized atom's normal form that its
    // actual counterpart lacks (with a relational operator's equivalent spellings).
    std::set<std::string> correctingTokens(int evidence) const
    {
        std::set<std::string> out;
        if (evidence < 0 || !m_in.evidence) return out;
        const Evidence& e = (*m_in.evidence)[static_cast<std::size_t>(evidence)];
        if (!e.actual) return out;
        const NormalForm q = normalForm(*e.hypothesized), p = normalForm(*e.actual);
        const std::vector<std::string> pt = tokens(p.text());
        for (const std::string& t : tokens(q.text()))
            if (std::find(pt.begin(), pt.end(), t) == pt.end()) out.insert(t);
        if (q.relop != p.relop)
            for (TermOp op : {q.relop, negatedComparison(q.relop), swappedComparison(q.relop), swappedComparison(negatedComparison(q.relop))})
                out.insert(opSymbol(op));
        return out;
    }

    // Calls `assign (target, value)` for every assignment and havoc of `t` in order, with
    // `instr`'s value changed by `m`; false when `t` does not execute `instr`.
    bool replayAssignments(const ErrorTrace& t, const ir::Instr* instr, const Mutation& m,
                           const std::function<void(const std::string&, const TermPtr&)>& assign) const
    {
        bool executed = false;
        for (const TraceStep& s : t.steps) {
            if (s.kind == StepKind::Branch) continue;
            const bool changed = s.kind == StepKind::Assign && s.instr == instr;
            executed = executed || changed;
            assign(s.target, changed ? m_translator.translate(*instr->value, replay(s), m) : s.value);
        }
        return executed;
    }

    // Does the goal hold at the end of `t` run forward with `instr`'s value changed? nullopt when
    // the trace does not execute it (or the goal is undefined there).
    std::optional<bool> goalHolds(const ErrorTrace& t, const ir::Instr* instr, const Mutation& m) const
    {
        Valuation v = t.initial;
        const bool executed = replayAssignments(t, instr, m, [&](const std::string& target, const TermPtr& value) {
            if (const auto r = evaluate(*value, v)) v[target] = *r;
            else v.erase(target);
        });
        if (!executed) return std::nullopt;
        const auto g = evaluate(*t.goal, v);
        if (!g) return std::nullopt;
        return *g != 0;
    }

    // The goal at the end of `t` run forward in z3, with the hole free.
    std::optional<z3::expr> goalInZ3(z3::context& ctx, const ErrorTrace& t, const ir::Instr* instr, const Mutation& m, z3::expr_vector& side) const
    {
        Z3Terms z(ctx, true);
        bindAll(z, t.initial);
        const bool executed =
            replayAssignments(t, instr, m, [&](const std::string& target, const TermPtr& value) { z.bind(target, z(*value).simplify()); });
        if (!executed) return std::nullopt;
        const z3::expr goal = z(*t.goal);
        for (unsigned k = 0; k < z.sideConditions().size(); ++k) side.push_back(z.sideConditions()[k]);
        return goal;
    }

    // Failing traces (all, else only the first) on which the modified trace's goal holds, with
    // the passing traces still holding; the solved constant for a hole. Sets m_explained.
    std::optional<std::int32_t> checkAssignment(const ir::Instr* instr, const Site& site)
    {
        const std::vector<ErrorTrace>& failing = *m_in.failing;
        if (!site.hole) {
            if (goalHolds(failing.front(), instr, site.mutation) != true) return std::nullopt;
            for (const ErrorTrace& t : *m_in.passing)
                if (goalHolds(t, instr, site.mutation) == false) return std::nullopt;
            m_explained = 0;
            for (const ErrorTrace& t : failing) m_explained += goalHolds(t, instr, site.mutation) == true;
            return 0;
        }
        for (const std::size_t traces : {failing.size(), std::size_t(1)}) {
            const auto c = solveHole([&](z3::context& ctx, z3::expr_vector& hard) {
                for (std::size_t k = 0; k < traces; ++k) {
                    const auto goal = goalInZ3(ctx, failing[k], instr, site.mutation, hard);
                    if (!goal) return false;
                    hard.push_back(*goal);
                }
                for (const ErrorTrace& t : *m_in.passing)
                    if (const auto goal = goalInZ3(ctx, t, instr, site.mutation, hard)) hard.push_back(*goal);
                return true;
            }, site);
            if (!c) {
                if (failing.size() == 1) break;
                continue;
            }
            // The solution checked by evaluation (unknown opaques are free in z3).
            Mutation fixed = site.mutation;
            if (fixed.replacement) fixed.replacement = withHole(fixed.replacement, *c);
            if (fixed.addend) fixed.addend = withHole(fixed.addend, *c);
            if (goalHolds(failing.front(), instr, fixed) != true) return std::nullopt;
            m_explained = 0;
            for (const ErrorTrace& t : failing) m_explained += goalHolds(t, instr, fixed) == true;
            return c;
        }
        return std::nullopt;
    }

    std::optional<std::int32_t> checkBranch(const ir::Instr* instr, const ir::Expr& root, const Site& site)
    {
        auto instances = [&](const ErrorTrace& t, const std::function<void(const TraceStep&)>& f) {
            for (const TraceStep& s : t.steps)
                if (s.kind == StepKind::Branch && s.instr == instr && s.expression() == &root) f(s);
        };
        if (!site.hole) {
            int flipped = 0;
            for (const ErrorTrace& t : *m_in.failing) {
                int seen = 0, differ = 0;
                instances(t, [&](const TraceStep& s) {
                    ++seen;
                    const auto v = evaluate(*m_translator.translate(root, replay(s), site.mutation), s.before);
                    differ += v && (*v != 0) != s.outcome;
                });
                if (seen > 0 && differ == 0) return std::nullopt;
                flipped += differ > 0;
            }
            if (flipped == 0) return std::nullopt;
            m_explained = flipped;
            // Passing runs that take the other branch somewhere are not rejected (the other
            // branch may do the same, as `<' and `<=' do for equal items in a maximum), but the
            // modification comes after those that keep every passing run's branches.
            for (const ErrorTrace& t : *m_in.passing) {
                bool same = true;
                instances(t, [&](const TraceStep& s) {
                    const auto v = evaluate(*m_translator.translate(root, replay(s), site.mutation), s.before);
                    same = same && v && (*v != 0) == s.outcome;
                });
                m_passingChanged += !same;
            }
            return 0;
        }
        return solveHole([&](z3::context& ctx, z3::expr_vector& hard) {
            int flippable = 0;
            for (const auto* traces : {m_in.failing, m_in.passing}) {
                const bool failing = traces == m_in.failing;
                for (const ErrorTrace& t : *traces) {
                    z3::expr_vector differ(ctx);
                    instances(t, [&](const TraceStep& s) {
                        Z3Terms z(ctx, true);
                        bindAll(z, s.before);
                        const z3::expr v = z(*m_translator.translate(root, replay(s), site.mutation));
                        for (unsigned k = 0; k < z.sideConditions().size(); ++k) hard.push_back(z.sideConditions()[k]);
                        const z3::expr was = ctx.bool_val(s.outcome);
                        if (failing) differ.push_back(v != was);
                        else hard.push_back(v == was);
                    });
                    if (failing && !differ.empty()) {
                        hard.push_back(z3::mk_or(differ));
                        ++flippable;
                    }
                    m_explained = flippable;
                }
            }
            return flippable > 0;
        }, site);
    }

    // Solves for the hole: the constraints from `build`, the hole changing something (a new
    // constant, a non-zero addend), and the value closest to the old one.
    std::optional<std::int32_t> solveHole(const std::function<bool(z3::context&, z3::expr_vector&)>& build, const Site& site)
    {
        try {
            z3::context ctx;
            z3::expr_vector hard(ctx);
            if (!build(ctx, hard)) return std::nullopt;
            const z3::expr c = analysis::integerConstant(ctx, kHole);
            const std::int32_t from = site.kind == ModificationKind::Constant ? static_cast<std::int32_t>(site.original) : 0;
            const z3::expr base = analysis::integerValue(ctx, from);
            hard.push_back(c != base);
            const z3::expr d = c - base;
            const z3::expr distance = z3::ite(z3::sge(d, analysis::integerValue(ctx, 0)), d, -d);
            analysis::Z3Call call(m_options.z3Budget, m_options.z3Limit);
            if (call.skipped()) return std::nullopt;  // the fault's z3 budget is spent
            z3::optimize o(ctx);
            z3::params p(ctx);
            call.limit(p);
            o.set(p);
            call.started(o.statistics());
            for (unsigned k = 0; k < hard.size(); ++k) o.add(hard[k]);
            o.add(z3::ule(distance, analysis::integerValue(ctx, 1 << 20)));  // a constant a person would write
            o.minimize(distance);
            if (m_calls) ++*m_calls;
            const z3::check_result answer = o.check();
            call.finished(o.statistics());
            if (answer != z3::sat) return std::nullopt;
            const z3::expr value = o.get_model().eval(c, true);
            return static_cast<std::int32_t>(static_cast<std::uint32_t>(value.get_numeral_uint64()));
        } catch (const z3::exception&) {
            return std::nullopt;  // unknown: no modification from this site
        }
    }

    void addModification(const ir::Instr* instr, bool branch, const ir::Expr& root, const Site& site, std::int32_t c, int evidence,
                         bool suggested)
    {
        if (!root.range.valid() || !site.node->range.valid()) return;
        const SourceFile& file = m_in.program->sources.file(root.range.file);
        const std::string& text = file.text();
        Modification m;
        m.kind = site.kind;
        m.instr = instr;
        m.branch = branch;
        m.expression = root.range;
        m.evidence = evidence;
        m.stringDifference = suggested;
        m.explainedTraces = m_explained;
        m.passingChanged = m_passingChanged;
        m.failingTraces = static_cast<int>(m_in.failing->size());
        const ir::Expr& n = *site.node;
        switch (site.kind) {
        case ModificationKind::Operator: {
            const std::uint32_t gapBegin = n.kids[0]->range.end, gapEnd = n.kids[1]->range.begin;
            if (gapEnd <= gapBegin || gapEnd > text.size()) return;
            const std::string gap = text.substr(gapBegin, gapEnd - gapBegin);
            const std::string symbol = opSymbol(termOpOf(n.op));
            const std::size_t at = gap.find(symbol);
            if (at == std::string::npos) return;
            m.editBegin = gapBegin + static_cast<std::uint32_t>(at);
            m.editEnd = m.editBegin + static_cast<std::uint32_t>(symbol.size());
            m.editText = site.token;
            break;
        }
        case ModificationKind::Variable:
            m.editBegin = n.range.begin;
            m.editEnd = n.range.end;
            m.editText = site.token;
            break;
        case ModificationKind::Constant:
            m.editBegin = n.range.begin;
            m.editEnd = n.range.end;
            m.editText = c < 0 && &n != &root ? "(" + std::to_string(c) + ")" : std::to_string(c);
            break;
        case ModificationKind::Addend:
            m.editBegin = m.editEnd = n.range.end;
            m.editText = c < 0 ? " - " + std::to_string(-static_cast<std::int64_t>(c)) : " + " + std::to_string(c);
            break;
        }
        if (m.editBegin < root.range.begin || m.editEnd > root.range.end) return;
        m.before = text.substr(root.range.begin, root.range.end - root.range.begin);
        m.after = m.before;
        m.after.replace(m.editBegin - root.range.begin, m.editEnd - m.editBegin, m.editText);
        for (const Modification& o : m_out)
            if (o.editBegin == m.editBegin && o.editEnd == m.editEnd && o.editText == m.editText) return;
        m_out.push_back(std::move(m));
    }

    void bindAll(Z3Terms& z, const Valuation& values) const
    {
        for (const auto& [name, value] : values) {
            const auto it = m_sorts.find(name);
            z.bind(name, z.value(value, it == m_sorts.end() ? Sort::Integer : it->second));
        }
    }

    const ModificationInput& m_in;
    ModificationOptions m_options;
    std::map<std::string, Sort> m_sorts;
    int* m_calls;
    Translator m_translator;
    std::vector<Modification> m_out;
    std::chrono::steady_clock::time_point m_start = std::chrono::steady_clock::now();
    int m_explained = 0;       // failing traces the last accepted change explains
    int m_passingChanged = 0;  // passing traces it changes (branches)
};

}  // namespace

std::vector<Modification> findModifications(const ModificationInput& input, const ModificationOptions& options, int* solverCalls)
{
    if (!input.program || !input.routine || !input.failing || input.failing->empty() || !input.passing) return {};
    return Search(input, options, solverCalls).run();
}

}  // namespace amend::wp
