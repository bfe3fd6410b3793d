// Runtime value collection for Nopol (see collect.h).
#include "nopol/collect.h"

#include "analysis/expression_tools.h"
#include "syntax/printer.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace amend::nopol {

namespace {

// One step of an access path: a slot, Result, a feature of Current, or a query of the previous value.
struct Step {
    enum class Kind : std::uint8_t { Slot, Result, CurrentFeature, Query } kind;
    int slot = -1;
    const sema::FeatureInfo* feature = nullptr;
    const sema::Type* type = nullptr;  // the value's static type
};

ir::ExprPtr node(ir::Op op, const sema::Type* type)
{
    auto e = std::make_unique<ir::Expr>();
    e->op = op;
    e->type = type;
    return e;
}

ir::ExprPtr buildIr(const std::vector<Step>& path)
{
    ir::ExprPtr e;
    for (const Step& s : path) {
        switch (s.kind) {
        case Step::Kind::Slot:
            e = node(ir::Op::Local, s.type);
            e->slot = s.slot;
            break;
        case Step::Kind::Result: e = node(ir::Op::Result, s.type); break;
        case Step::Kind::CurrentFeature:
            e = node(s.feature->kind == sema::FeatureInfo::Kind::Attribute ? ir::Op::AttrCurrent : ir::Op::CallCurrent, s.type);
            e->feature = s.feature;
            e->routineId = s.feature->routineId;
            break;
        case Step::Kind::Query: {
            auto call = node(ir::Op::Call, s.type);
            call->feature = s.feature;
            call->routineId = s.feature->routineId;
            call->kids.push_back(std::move(e));
            e = std::move(call);
            break;
        }
        }
    }
    return e;
}

// Breadth first: every value in scope, then their queries, then the queries of those (leaves).
class Discovery {
public:
    Discovery(const sema::Program& program, const sema::FeatureInfo& routine, std::size_t max)
        : m_program(program), m_routine(routine), m_max(max) {}

    void root(std::vector<Step> path, syntax::ExprPtr syn, int depth) { m_queue.push_back({std::move(path), std::move(syn), depth}); }

    void currentFeatures()
    {
        const sema::ClassInfo* cls = m_routine.owner;
        if (!cls) return;
        for (const sema::FeatureInfo* f : cls->features) {
            if (!usableQuery(f) || f == &m_routine || (f->writtenIn && f->writtenIn->isKernel)) continue;
            root({{Step::Kind::CurrentFeature, -1, f, f->type}}, analysis::makeName(f->name), 1);
        }
    }

    std::vector<ProbeInput> run()
    {
        for (std::size_t i = 0; i < m_queue.size() && m_out.size() < m_max; ++i) {
            Pending p = std::move(m_queue[i]);
            value(p);
        }
        return std::move(m_out);
    }

private:
    struct Pending {
        std::vector<Step> path;
        syntax::ExprPtr syn;
        int depth;
    };

    void value(Pending& p)
    {
        const sema::Type* type = p.path.back().type;
        if (!type || type->isError() || type->isFormal() || type->isNone()) return;
        const sema::BasicKind basic = type->basic();
        if (basic == sema::BasicKind::Integer32 || basic == sema::BasicKind::Natural32 || basic == sema::BasicKind::Integer64) {
            add(p.path, std::move(p.syn), ValueSort::Integer, false);
            return;
        }
        if (basic == sema::BasicKind::Boolean) {
            add(p.path, std::move(p.syn), ValueSort::Boolean, false);
            return;
        }
        if (basic != sema::BasicKind::None || !type->isClass() || type->isExpanded()) return;
        add(p.path, analysis::makeBinary(syntax::BinaryOp::Ne, p.syn->clone(), analysis::makeVoid()), ValueSort::Boolean, true);
        if (p.depth >= 2) return;
        const sema::ClassInfo* cls = m_program.baseClass(type);
        if (!cls || cls == m_program.stringClass) return;
        for (const sema::FeatureInfo* f : cls->features) {
            if (!usableQuery(f) || !f->exportedToAll) continue;
            if (cls->isKernel && !kernelQuery(f->name)) continue;
            const sema::Type* t = m_program.instantiate(f->type, cls, type);
            if (!t) continue;
            // References are followed through attributes and item-like queries only (other
            // queries of references tend to make new objects: `twin', `as_upper' …).
            if (!t->isBasic() && f->kind != sema::FeatureInfo::Kind::Attribute && !kernelQuery(f->name)) continue;
            std::vector<Step> next = p.path;
            next.push_back({Step::Kind::Query, -1, f, t});
            root(std::move(next), analysis::makeName(f->name, p.syn->clone()), p.depth + 1);
        }
    }

    static bool kernelQuery(const std::string& name)
    {
        static const std::set<std::string> names{"count", "lower", "upper", "is_empty", "item", "first", "last",
                                                 "index", "after", "before", "off", "cursor_index"};
        return names.count(name) != 0;
    }

    bool usableQuery(const sema::FeatureInfo* f) const
    {
        return f && f->type && f->argTypes.empty() && f->kind != sema::FeatureInfo::Kind::Constant &&
               f->writtenIn != m_program.anyClass && f->name != "out" && f->name != "twin";
    }

    void add(const std::vector<Step>& path, syntax::ExprPtr syn, ValueSort sort, bool voidness)
    {
        if (m_out.size() >= m_max) return;
        ProbeInput in;
        in.input.text = syntax::printExpr(*syn);
        in.input.sort = sort;
        in.input.expr = std::shared_ptr<const syntax::Expr>(std::move(syn));
        in.expr = std::shared_ptr<const ir::Expr>(buildIr(path));
        in.voidness = voidness;
        if (m_seen.insert(in.input.text).second) m_out.push_back(std::move(in));
    }

    const sema::Program& m_program;
    const sema::FeatureInfo& m_routine;
    std::size_t m_max;
    std::vector<Pending> m_queue;
    std::vector<ProbeInput> m_out;
    std::set<std::string> m_seen;
};

std::optional<std::int32_t> read(const ProbeInput& in, const runtime::FrameView& frame)
{
    const std::optional<runtime::Value> v = frame.evaluate(*in.expr);
    if (!v) return std::nullopt;
    if (in.voidness) return v->isVoid() ? 0 : 1;
    switch (v->tag) {
    case runtime::Tag::Boolean: return v->b ? 1 : 0;
    case runtime::Tag::Integer32: return v->i32;
    case runtime::Tag::Integer64:
    case runtime::Tag::Natural32: {
        const std::int64_t x = v->asInt();
        if (x < std::numeric_limits<std::int32_t>::min() || x > std::numeric_limits<std::int32_t>::max()) return std::nullopt;
        return static_cast<std::int32_t>(x);
    }
    default: return std::nullopt;
    }
}

void literals(const syntax::Expr& e, std::set<std::int64_t>& out)
{
    if (e.kind == syntax::ExprKind::IntegerLit) out.insert(e.intValue);
    if (e.kind == syntax::ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Minus && !e.args.empty() && e.args[0] &&
        e.args[0]->kind == syntax::ExprKind::IntegerLit)
        out.insert(-e.args[0]->intValue);
    if (e.target) literals(*e.target, out);
    for (const auto& a : e.args)
        if (a) literals(*a, out);
}

void literals(const syntax::Body& body, std::set<std::int64_t>& out)
{
    for (const auto& s : body) {
        for (const syntax::Expr* e : {s->target.get(), s->value.get(), s->expr.get(), s->until.get()})
            if (e) literals(*e, out);
        for (const auto& a : s->args) literals(*a, out);
        for (const auto& c : s->conds) literals(*c, out);
        for (const auto& b : s->bodies) literals(b, out);
        literals(s->elseBody, out);
        literals(s->from, out);
        literals(s->body, out);
        for (const auto& w : s->whens) literals(w.body, out);
    }
}

}  // namespace

std::vector<ProbeInput> discoverInputs(const sema::Program& program, const sema::FeatureInfo& routine, const NopolLocation& location,
                                       const ProbeSite& site, std::size_t maxInputs)
{
    const ir::Routine* r = site.replacement ? site.replacement.get() : site.original;
    Discovery d(program, routine, maxInputs);
    if (!r) return d.run();
    const int declared = r->argCount + (routine.decl ? static_cast<int>(routine.decl->locals.size()) : 0);
    // Iteration variables in scope: the slots the enclosing across loops assign (a routine may
    // hold several slots of one name: contracts' quantifiers, or a replacement's own loops).
    std::set<int> live;
    for (const ir::Instr* instr : r->instructions) {
        if (instr->op != ir::IOp::Loop || instr->range.file != location.range.file || instr->range.begin > location.range.begin ||
            instr->range.end < location.range.end)
            continue;
        for (const ir::Block* block : {&instr->from, &instr->body})
            for (const auto& s : *block)
                if (s->op == ir::IOp::AssignLocal && s->slot >= 0 && static_cast<std::size_t>(s->slot) < r->slotNames.size() &&
                    std::find(location.acrossNames.begin(), location.acrossNames.end(), r->slotNames[static_cast<std::size_t>(s->slot)]) !=
                        location.acrossNames.end())
                    live.insert(s->slot);
    }
    for (int i = 0; i < r->frameSize && static_cast<std::size_t>(i) < r->slotNames.size(); ++i) {
        const std::string& name = r->slotNames[static_cast<std::size_t>(i)];
        if (name.empty() || name[0] == '<') continue;
        if (i >= declared && !live.count(i)) continue;
        d.root({{Step::Kind::Slot, i, nullptr, r->slotTypes[static_cast<std::size_t>(i)]}}, analysis::makeName(name), 0);
    }
    if (r->resultType) {
        auto res = std::make_unique<syntax::Expr>();
        res->kind = syntax::ExprKind::ResultRef;
        d.root({{Step::Kind::Result, -1, nullptr, r->resultType}}, std::move(res), 0);
    }
    d.currentFeatures();
    return d.run();
}

SynthesisTable collectTable(const analysis::FaultUnderRepair& fault, const ProbeSite& site, const std::vector<ProbeInput>& inputs,
                            const std::vector<AngelicPlan>& failingPlans, std::int64_t maxSteps, CollectionStats* stats)
{
    struct Row {
        std::vector<std::optional<std::int32_t>> values;
        bool expected;
        bool failing;
    };
    std::vector<Row> rows;
    int runs = 0;
    auto collect = [&](const analysis::ReplayableTest& test, const AngelicPlan* plan, bool failing) {
        ProbeObserver observer(site, plan);
        observer.onEvaluation = [&](const runtime::FrameView& frame, int, bool used) {
            Row row{{}, used, failing};
            row.values.reserve(inputs.size());
            for (const ProbeInput& in : inputs) row.values.push_back(read(in, frame));
            rows.push_back(std::move(row));
        };
        runtime::RunOptions o = site.options(maxSteps);
        o.observer = &observer;
        test.run(o);
        ++runs;
    };
    for (std::size_t t = 0; t < fault.failing.size() && t < failingPlans.size(); ++t) collect(fault.failing[t], &failingPlans[t], true);
    for (const auto& test : fault.passing) collect(test, nullptr, false);

    // Keep the columns defined everywhere, not constant, not equal to an earlier kept column.
    SynthesisTable table;
    std::vector<std::size_t> kept;
    std::set<std::pair<ValueSort, std::vector<std::int32_t>>> columns;
    for (std::size_t c = 0; c < inputs.size(); ++c) {
        std::vector<std::int32_t> column;
        bool defined = true;
        for (const Row& row : rows) {
            if (!row.values[c]) {
                defined = false;
                break;
            }
            column.push_back(*row.values[c]);
        }
        if (!defined || column.empty()) continue;
        if (std::all_of(column.begin(), column.end(), [&](std::int32_t v) { return v == column[0]; })) continue;
        if (!columns.insert({inputs[c].input.sort, column}).second) continue;
        kept.push_back(c);
        table.inputs.push_back(inputs[c].input);
    }
    // Distinct observations, failing ones first, at most 150.
    std::set<std::tuple<std::vector<std::int32_t>, bool, bool>> seen;
    for (const Row& row : rows) {
        Observation o;
        o.expected = row.expected;
        o.soft = !row.failing;
        for (std::size_t c : kept) o.values.push_back(*row.values[c]);
        if (!seen.insert({o.values, o.expected, o.soft}).second) continue;
        if (table.rows.size() >= 150) break;
        table.rows.push_back(std::move(o));
    }
    // Constants: 0, 1, -1 and the routine's integer literals.
    std::set<std::int64_t> constants{0, 1, -1};
    if (fault.routine && fault.routine->decl) literals(fault.routine->decl->body, constants);
    int added = 0;
    for (std::int64_t v : {0LL, 1LL, -1LL}) {
        SynthesisInput in;
        in.text = std::to_string(v);
        in.isConstant = true;
        in.constantValue = static_cast<std::int32_t>(v);
        table.inputs.push_back(in);
        ++added;
    }
    for (std::int64_t v : constants) {
        if (v == 0 || v == 1 || v == -1 || added >= 8) continue;
        if (v < std::numeric_limits<std::int32_t>::min() || v > std::numeric_limits<std::int32_t>::max()) continue;
        SynthesisInput in;
        in.text = std::to_string(v);
        in.isConstant = true;
        in.constantValue = static_cast<std::int32_t>(v);
        table.inputs.push_back(in);
        ++added;
    }
    if (stats) {
        stats->rows = static_cast<int>(rows.size());
        stats->inputsFound = static_cast<int>(inputs.size());
        stats->inputsKept = static_cast<int>(kept.size());
        stats->runs = runs;
    }
    return table;
}

}  // namespace amend::nopol
