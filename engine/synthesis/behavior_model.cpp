// Behavioral models from passing runs (see behavior_model.h).
#include "synthesis/behavior_model.h"

#include "synthesis/fix_actions.h"
#include "syntax/parser.h"

#include <algorithm>
#include <array>

namespace amend::synthesis {

namespace {

struct Probe {
    const sema::FeatureInfo* command = nullptr;
    std::vector<std::pair<std::string, std::unique_ptr<ir::Expr>>> queries;  // lowered in the command
};

class ModelObserver final : public runtime::Observer {
public:
    ModelObserver(const std::vector<Probe>& probes, std::map<std::string, std::map<std::string, std::array<int, 4>>>& counts)
        : m_probes(probes), m_counts(counts)
    {
    }
    void onEnter(const runtime::FrameView& frame) override
    {
        const Probe* p = find(frame);
        m_stack.push_back({p, p ? values(*p, frame) : std::vector<int>{}});
    }
    void onExit(const runtime::FrameView& frame, bool normal) override
    {
        if (m_stack.empty()) return;
        Entry e = std::move(m_stack.back());
        m_stack.pop_back();
        if (!e.probe || !normal) return;
        const std::vector<int> after = values(*e.probe, frame);
        for (std::size_t i = 0; i < after.size(); ++i) {
            if (e.before[i] < 0 || after[i] < 0) continue;
            ++m_counts[e.probe->command->name][e.probe->queries[i].first][static_cast<std::size_t>(e.before[i] * 2 + after[i])];
        }
    }

private:
    struct Entry {
        const Probe* probe;
        std::vector<int> before;
    };
    const Probe* find(const runtime::FrameView& frame) const
    {
        for (const Probe& p : m_probes)
            if (frame.routine().feature && p.command->routine == &frame.routine()) return &p;
        return nullptr;
    }
    static std::vector<int> values(const Probe& p, const runtime::FrameView& frame)
    {
        std::vector<int> out;
        for (const auto& [name, expr] : p.queries) {
            const std::optional<runtime::Value> v = frame.evaluate(*expr);
            out.push_back(v && v->tag == runtime::Tag::Boolean ? (v->b ? 1 : 0) : -1);
        }
        return out;
    }
    const std::vector<Probe>& m_probes;
    std::map<std::string, std::map<std::string, std::array<int, 4>>>& m_counts;
    std::vector<Entry> m_stack;
};

}  // namespace

BehaviorModel BehaviorModel::build(const sema::Program& program, const analysis::FaultUnderRepair& fault, std::int64_t maxSteps)
{
    BehaviorModel model;
    if (!fault.routine || !fault.routine->owner) return model;
    const sema::ClassInfo& cls = *fault.routine->owner;
    std::vector<std::string> queries;
    for (const sema::FeatureInfo* f : cls.features)
        if (f->argTypes.empty() && f->type && f->type->basic() == sema::BasicKind::Boolean && f->writtenIn && !f->writtenIn->isKernel)
            queries.push_back(f->name);
    std::vector<Probe> probes;
    for (const sema::FeatureInfo* c : argumentlessCommands(cls, &cls, fault.routine)) {
        if (!c->routine) continue;
        Probe p;
        p.command = c;
        for (const std::string& q : queries) {
            DiagnosticSink sink;
            SourceManager scratch = sema::scratchSources(program);
            const int file = scratch.add("<model query>", q);
            syntax::ExprPtr e = syntax::parseExpression(scratch, file, sink);
            if (!e || sink.hasErrors()) continue;
            std::unique_ptr<ir::Expr> lowered = sema::lowerExpressionIn(program, *c, *e, sink, &scratch);
            if (lowered && !sink.hasErrors()) p.queries.emplace_back(q, std::move(lowered));
        }
        if (!p.queries.empty()) probes.push_back(std::move(p));
    }
    if (probes.empty()) return model;
    ModelObserver observer(probes, model.m_counts);
    runtime::RunOptions options;
    options.limits.maxSteps = maxSteps;
    options.observer = &observer;
    for (const analysis::ReplayableTest& t : fault.passing) (void)t.run(options);
    return model;
}

int BehaviorModel::transitions(const std::string& command, const std::string& query, bool from, bool to) const
{
    auto c = m_counts.find(command);
    if (c == m_counts.end()) return 0;
    auto q = c->second.find(query);
    if (q == c->second.end()) return 0;
    return q->second[static_cast<std::size_t>((from ? 2 : 0) + (to ? 1 : 0))];
}

std::vector<std::string> BehaviorModel::commandsChanging(const std::string& query, bool from) const
{
    std::vector<std::pair<int, std::string>> seen;
    for (const auto& [command, byQuery] : m_counts) {
        const int n = transitions(command, query, from, !from);
        if (n > 0) seen.emplace_back(-n, command);
    }
    std::sort(seen.begin(), seen.end());
    std::vector<std::string> out;
    for (const auto& s : seen) out.push_back(s.second);
    return out;
}

}  // namespace amend::synthesis
