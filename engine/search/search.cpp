// The genetic search and its minimization (see search.h).
#include "search/search.h"

#include "search/minimize.h"
#include "search/operators.h"
#include "search/weighted_path.h"
#include "support/pool_work.h"
#include "synthesis/lowering.h"

#include <QElapsedTimer>
#include <QThreadPool>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <set>

namespace amend::search {

synthesis::Candidate patchCandidate(const Patch& patch)
{
    synthesis::Candidate c;
    c.kind = synthesis::FixKind::Body;
    c.schema = synthesis::Schema::Evolved;
    c.edits = patchEdits(patch);
    c.action = describePatch(patch);
    for (const Mutation& m : patch) c.searchEdits.push_back(m.what);
    if (!c.edits.empty()) c.location = c.edits.front().begin;
    for (const Mutation& m : patch)
        if (m.kind == MutationKind::DeleteStatement) c.antiPattern = synthesis::AntiPattern::DeletesStatement;
    return c;
}

namespace {

// Uniform choices from the one generator (the calling thread's).
class Chooser {
public:
    explicit Chooser(std::uint64_t seed) : m_rng(seed) {}
    std::size_t below(std::size_t n) { return n <= 1 ? 0 : static_cast<std::size_t>(m_rng() % n); }
    double unit() { return static_cast<double>(m_rng() >> 11) / 9007199254740992.0; }
    std::size_t weighted(const std::vector<PathStatement>& path)
    {
        double total = 0;
        for (const PathStatement& p : path) total += p.weight;
        double x = unit() * total;
        for (std::size_t i = 0; i < path.size(); ++i) {
            if (x < path[i].weight) return i;
            x -= path[i].weight;
        }
        return path.size() - 1;
    }

private:
    std::mt19937_64 m_rng;
};

struct Evaluated {
    Fitness fitness;
    synthesis::Candidate candidate;
};

class Search {
public:
    Search(const sema::Program& program, const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
           const analysis::FaultLocalization& localization, const SearchOptions& options, CancelToken& cancel)
        : m_program(program), m_fault(fault), m_text(text), m_options(options), m_cancel(cancel), m_chooser(options.seed),
          m_probe(program, fault)
    {
        m_path = weightedPath(fault, text, localization, options.maxSteps, 20, cancel);
        m_pool = statementPool(program, *fault.routine, text, options.poolSize);
        m_groups.resize(m_path.size());
        for (std::size_t i = 0; i < fault.failing.size() && i < options.sampleFailing; ++i) m_sample.failing.push_back(&fault.failing[i]);
        const std::size_t stride = std::max<std::size_t>(1, fault.passing.size() / std::max<std::size_t>(1, options.samplePassing));
        for (std::size_t i = 0; i < fault.passing.size() && m_sample.passing.size() < options.samplePassing; i += stride)
            m_sample.passing.push_back(&fault.passing[i]);
        for (const analysis::ReplayableTest& t : fault.failing) m_all.failing.push_back(&t);
        for (const analysis::ReplayableTest& t : fault.passing) m_all.passing.push_back(&t);
        m_threadPool.setStackSize(64u * 1024 * 1024);
        m_threadPool.setMaxThreadCount(options.threads > 0 ? options.threads : QThread::idealThreadCount());
    }

    SearchReport run(ProgressSink& progress, const std::string& routine)
    {
        SearchReport report;
        report.pathLength = m_path.size();
        if (m_path.empty() || m_sample.failing.empty()) return report;
        std::vector<Patch> population(static_cast<std::size_t>(std::max(2, m_options.population)));
        for (Patch& p : population) mutate(p);
        std::set<std::string> found;
        int firstFound = 0;   // the first generation with a solution
        std::set<std::string> minimizedAlready;   // bodies of the solutions minimized so far
        for (int generation = 1; generation <= m_options.generations && !m_cancel.isCancelled(); ++generation) {
            const std::vector<const Evaluated*> scores = evaluate(population);
            if (m_cancel.isCancelled()) break;
            report.generations = generation;
            double best = -1;
            std::size_t bestIndex = 0;
            for (std::size_t i = 0; i < scores.size(); ++i)
                if (scores[i]->fitness.value > best) best = scores[i]->fitness.value, bestIndex = i;
            report.bestFitness.push_back(best);
            progress.report(Stage::Searching, generation, m_options.generations, routine);
            for (std::size_t i = 0; i < population.size() && static_cast<int>(report.patches.size()) < m_options.maxPatches; ++i) {
                if (!scores[i]->fitness.solves || m_cancel.isCancelled() || !minimizedAlready.insert(key(population[i])).second) continue;
                std::optional<SearchPatch> patch = minimized(population[i], generation);
                if (patch && found.insert(patch->candidate.normalized).second) report.patches.push_back(std::move(*patch));
            }
            // Past the first generation with a solution, a few more for alternatives: with few
            // passing tests the first solutions often only fit the tests (retesting demotes them).
            if (!report.patches.empty() && firstFound == 0) firstFound = generation;
            if (firstFound > 0 && generation >= firstFound + m_options.extraGenerations) break;
            if (static_cast<int>(report.patches.size()) >= m_options.maxPatches) break;
            population = nextGeneration(population, scores, bestIndex);
        }
        report.evaluations = static_cast<long long>(m_cache.size());
        report.runs = m_runs;
        report.cancelled = m_cancel.isCancelled();
        return report;
    }

private:
    std::string key(const Patch& p) const { return m_text.editedBody(patchEdits(p)); }

    void mutate(Patch& p)
    {
        for (int attempt = 0; attempt < 5; ++attempt) {
            const std::size_t s = m_chooser.weighted(m_path);
            if (m_groups[s].empty()) m_groups[s] = mutationsAt(*m_fault.routine, m_text, *m_path[s].instr, m_path, m_pool);
            const std::vector<MutationGroup>& groups = m_groups[s];
            if (groups.empty()) continue;
            const MutationGroup& g = groups[m_chooser.below(groups.size())];
            if (g.mutations.empty()) continue;
            if (addMutation(p, g.mutations[m_chooser.below(g.mutations.size())])) return;
        }
    }

    std::pair<Patch, Patch> crossover(const Patch& a, const Patch& b)
    {
        const std::size_t ca = m_chooser.below(a.size() + 1), cb = m_chooser.below(b.size() + 1);
        Patch c1(a.begin(), a.begin() + static_cast<long>(ca)), c2(b.begin(), b.begin() + static_cast<long>(cb));
        for (std::size_t i = cb; i < b.size(); ++i) addMutation(c1, b[i]);
        for (std::size_t i = ca; i < a.size(); ++i) addMutation(c2, a[i]);
        return {std::move(c1), std::move(c2)};
    }

    std::size_t select(const std::vector<const Evaluated*>& scores)
    {
        std::size_t best = m_chooser.below(scores.size());
        for (int k = 1; k < m_options.tournament; ++k) {
            const std::size_t other = m_chooser.below(scores.size());
            if (scores[other]->fitness.value > scores[best]->fitness.value) best = other;
        }
        return best;
    }

    std::vector<Patch> nextGeneration(const std::vector<Patch>& population, const std::vector<const Evaluated*>& scores, std::size_t elite)
    {
        std::vector<Patch> next{population[elite]};
        // Arcuri & Yao's replacement by the original program (co-evolution paper, "First generation"): a share of each
        // generation restarts from one fresh mutation, so the search does not collapse onto the
        // best individual's edits.
        const std::size_t restarts = population.size() * static_cast<std::size_t>(m_options.restartPercent) / 100;
        for (std::size_t i = 0; i < restarts && next.size() < population.size(); ++i) {
            Patch fresh;
            mutate(fresh);
            next.push_back(std::move(fresh));
        }
        while (next.size() < population.size()) {
            Patch a = population[select(scores)], b = population[select(scores)];
            if (m_chooser.unit() < m_options.crossoverRate) std::tie(a, b) = crossover(a, b);
            mutate(a);
            mutate(b);
            next.push_back(std::move(a));
            if (next.size() < population.size()) next.push_back(std::move(b));
        }
        return next;
    }

    // Fitness of every patch: the new ones lowered and run in parallel, then cached by body text.
    std::vector<const Evaluated*> evaluate(const std::vector<Patch>& population)
    {
        std::vector<std::string> keys;
        std::vector<std::pair<std::string, const Patch*>> fresh;
        std::set<std::string> queued;
        for (const Patch& p : population) {
            keys.push_back(key(p));
            if (!m_cache.count(keys.back()) && queued.insert(keys.back()).second) fresh.push_back({keys.back(), &p});
        }
        std::vector<Evaluated> results(fresh.size());
        support::parallelFor(m_threadPool, fresh.size(), [&](std::size_t i) {
            if (m_cancel.isCancelled()) return;
            Evaluated& e = results[i];
            e.candidate = patchCandidate(*fresh[i].second);
            if (!synthesis::lowerCandidate(m_program, *m_fault.routine, m_text, e.candidate)) e.candidate.lowered.reset();
            e.fitness = evaluateFitness(m_fault, e.candidate, static_cast<int>(fresh[i].second->size()), m_sample, m_probe,
                                        m_options.weights, m_options.maxSteps);
        });
        for (std::size_t i = 0; i < fresh.size(); ++i) {
            m_runs += results[i].fitness.runs;
            m_cache.emplace(fresh[i].first, std::move(results[i]));
        }
        std::vector<const Evaluated*> scores;
        for (const std::string& k : keys) scores.push_back(&m_cache.at(k));
        return scores;
    }

    // Passes every test of the fault (not only the sample).
    bool valid(const Patch& p, synthesis::Candidate* out = nullptr)
    {
        synthesis::Candidate c = patchCandidate(p);
        if (p.empty() || !synthesis::lowerCandidate(m_program, *m_fault.routine, m_text, c)) return false;
        const Fitness f = evaluateFitness(m_fault, c, static_cast<int>(p.size()), m_all, ClauseDistanceProbe(), m_options.weights,
                                          m_options.maxSteps);
        m_runs += f.runs;
        if (f.solves && out) *out = std::move(c);
        return f.solves;
    }

    std::optional<SearchPatch> minimized(const Patch& patch, int generation)
    {
        if (!valid(patch)) return std::nullopt;
        const std::vector<std::size_t> keep = minimizeEdits(patch.size(), [&](const std::vector<std::size_t>& subset) {
            Patch p;
            for (std::size_t i : subset) p.push_back(patch[i]);
            return !m_cancel.isCancelled() && valid(p);
        });
        SearchPatch result;
        for (std::size_t i : keep) result.patch.push_back(patch[i]);
        result.generation = generation;
        result.editsBeforeMinimizing = static_cast<int>(patch.size());
        if (!valid(result.patch, &result.candidate)) return std::nullopt;
        return result;
    }

    const sema::Program& m_program;
    const analysis::FaultUnderRepair& m_fault;
    const synthesis::RoutineText& m_text;
    const SearchOptions& m_options;
    CancelToken& m_cancel;
    Chooser m_chooser;
    ClauseDistanceProbe m_probe;
    std::vector<PathStatement> m_path;
    std::vector<PoolStatement> m_pool;
    std::vector<std::vector<MutationGroup>> m_groups;   // per path statement, made on first use
    FitnessTests m_sample, m_all;
    std::map<std::string, Evaluated> m_cache;           // body text → its evaluation
    long long m_runs = 0;
    QThreadPool m_threadPool;
};

}  // namespace

SearchReport searchRepair(const sema::Program& program, const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
                          const analysis::FaultLocalization& localization, const SearchOptions& options, CancelToken& cancel,
                          ProgressSink& progress)
{
    QElapsedTimer timer;
    timer.start();
    SearchReport report;
    if (!fault.routine || !fault.routine->routine || !text.valid()) return report;
    const std::string routine = (fault.routine->owner ? fault.routine->owner->name + "." : std::string()) + fault.routine->name;
    report = Search(program, fault, text, localization, options, cancel).run(progress, routine);
    for (SearchPatch& p : report.patches) {
        p.candidate.evidence = analysis::GpEvidence{.generation = p.generation, .generations = report.generations,
                                                    .evaluations = report.evaluations, .bestFitness = report.bestFitness,
                                                    .editsBeforeMinimizing = p.editsBeforeMinimizing,
                                                    .edits = static_cast<int>(p.patch.size())};
    }
    report.cancelled = cancel.isCancelled();
    report.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    return report;
}

}  // namespace amend::search
