// The AutoTest session (see autotest.h): batching over a dedicated thread pool with large
// stacks, ordered merging, hand-written tests, minimization.
#include "testing/autotest.h"
#include "support/pool_work.h"
#include "testing/eqa_runner.h"
#include "testing/fault_groups.h"
#include "testing/minimizer.h"
#include "testing/search_phase.h"

#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <optional>
#include <algorithm>
#include <set>

namespace amend::testing {

int TestReport::faultCount(bool includeOverflowDependent) const
{
    int n = 0;
    for (const Fault& f : faults) {
        if (!f.resourceOnly && (includeOverflowDependent || !f.overflowDependent)) ++n;
    }
    return n;
}

namespace {

using Clock = std::chrono::steady_clock;


constexpr int kBatchSize = 25;                         // tests per batch (fixed: part of determinism)
constexpr std::size_t kWorkerStack = 64u * 1024 * 1024;

struct Batch {
    int routine = 0;
    int begin = 0;
    int end = 0;
};

struct Entry {
    TestCase test;
    TestRun run;
};

struct BatchResult {
    std::vector<Entry> entries;
};

struct HandwrittenRun {
    TestCase test;
    TestRun run;
    std::vector<std::string> entered;
};

class Session {
public:
    Session(const sema::Program& program, const AutoTestOptions& options, CancelToken& cancel)
        : m_program(program), m_options(options), m_cancel(cancel), m_literals(program), m_generator(program, m_literals, options.generator)
    {
        m_pool.setMaxThreadCount(options.threads > 0 ? options.threads : std::max(1, QThread::idealThreadCount()));
        m_pool.setStackSize(static_cast<uint>(kWorkerStack));
        m_start = Clock::now();
        if (options.timeBudgetSeconds > 0) {
            auto after = [this](double seconds) { return m_start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)); };
            m_deadline = after(options.timeBudgetSeconds);
            m_phaseDeadline = after(options.timeBudgetSeconds * 100 / (100 + std::clamp(options.searchPercent, 0, 100)));
        }
    }

    bool expired() const { return m_options.timeBudgetSeconds > 0 && Clock::now() >= m_deadline; }
    // The random phase ends at its share of the time budget; the search phase at the budget.
    bool stopping() const { return m_cancel.isCancelled() || expired() || (m_randomPhase && m_options.timeBudgetSeconds > 0 && Clock::now() >= m_phaseDeadline); }
    double elapsed() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }

    BatchResult runBatch(const std::vector<RoutineUnderTest>& routines, const Batch& b) const
    {
        BatchResult result;
        const RoutineUnderTest& rut = routines[static_cast<std::size_t>(b.routine)];
        for (int t = b.begin; t < b.end; ++t) {
            if (stopping()) break;
            Entry e;
            e.test = m_generator.generate(rut, b.routine, t, m_options.seed);
            if (e.test.steps.empty()) {
                e.run.verdict = Verdict::Invalid;
                e.run.reason = "no test could be built";
            } else {
                e.run = runTestCase(m_program, e.test, m_options.limits);
                if (!e.run.skipped.empty()) e.test = e.test.without(e.run.skipped);  // same behaviour, shorter
            }
            // Out of a budget with large integers (a loop or a contract counting up to one):
            // a resource warning, and the same test with small integers runs too.
            const bool retrySmall = e.run.verdict == Verdict::Fail && isResourceLimit(e.run.key.kind)
                                   && hasIntegerBeyond(e.test, TestGenerator::kSmallInteger);
            if (e.run.verdict != Verdict::Fail) e.run.outcome = {};  // keep entries small
            result.entries.push_back(std::move(e));
            if (retrySmall && !stopping()) {
                Entry small;
                small.test = m_generator.generateSmall(rut, b.routine, t, m_options.seed);
                if (small.test.steps.empty()) continue;
                small.run = runTestCase(m_program, small.test, m_options.limits);
                if (!small.run.skipped.empty()) small.test = small.test.without(small.run.skipped);
                if (small.run.verdict != Verdict::Fail) small.run.outcome = {};
                result.entries.push_back(std::move(small));
            }
        }
        return result;
    }

    const sema::Program& m_program;
    const AutoTestOptions& m_options;
    CancelToken& m_cancel;
    LiteralTable m_literals;
    TestGenerator m_generator;
    QThreadPool m_pool;
    Clock::time_point m_start;
    Clock::time_point m_deadline;
    Clock::time_point m_phaseDeadline;  // end of the random phase
    bool m_randomPhase = true;          // set before any task of the search phase is started
};

}  // namespace

TestReport runAutoTest(const sema::Program& program, const AutoTestOptions& options, CancelToken& cancel, ProgressSink& progress)
{
    TestReport report;
    report.seed = options.seed;
    report.maxTestsPerRoutine = options.maxTestsPerRoutine;
    for (int i = 0; i < program.sources.count(); ++i) {
        const SourceFile& file = program.sources.file(i);
        if (!file.isKernel() || (program.libraryUnderTest && !file.isBundled())) report.files.push_back(file.path());
    }
    Session session(program, options, cancel);
    FaultCollector collector(options.maxStoredTests);

    // 1. Generated tests, in batches: chunk c of every routine before chunk c + 1 of any.
    std::vector<RoutineUnderTest> routines = findRoutinesUnderTest(program, options.classFilter, options.featureFilter);
    if (!options.classesUnderTest.empty())
        std::erase_if(routines, [&](const RoutineUnderTest& r) { return !options.classesUnderTest.count(r.cls->name); });
    for (const RoutineUnderTest& r : routines) report.routines.push_back({r.name(), r.creation, 0, 0, 0, 0});
    // The search runs after the full random phase, `searchPercent' of the test budget more, and
    // adds only the faults random testing missed: the faults random testing finds keep exactly
    // their tests and counts (so their fixes and ranks do not change).
    const int searchTests = options.maxTestsPerRoutine * std::clamp(options.searchPercent, 0, 100) / 100;
    const int randomTests = options.maxTestsPerRoutine;
    std::vector<SearchSeeds> seeds(routines.size());
    std::set<FaultKey> shownWithoutSearch;
    // Per routine, the behaviours (verdict, interpreter steps) seen so far (spendBudget).
    std::vector<std::set<std::pair<int, std::int64_t>>> behaviours(routines.size());
    auto record = [&](RoutineStats& stats, const TestCase& test, const TestRun& run) {
        ++stats.tests;
        ++report.testsExecuted;
        switch (run.verdict) {
        case Verdict::Pass:
            ++stats.passed;
            collector.addPassing(test.routine, test);
            break;
        case Verdict::Fail:
            ++stats.failed;
            collector.addFailure(test, run);
            break;
        case Verdict::Invalid: ++stats.invalid; break;
        }
    };
    std::vector<Batch> batches;
    for (int begin = 0; begin < randomTests; begin += kBatchSize) {
        for (int r = 0; r < static_cast<int>(routines.size()); ++r)
            batches.push_back({r, begin, std::min(randomTests, begin + kBatchSize)});
    }
    // One "testing" stage for both phases: the batches, then one step per routine searched.
    const long long testingSteps = static_cast<long long>(batches.size() + (searchTests > 0 ? routines.size() : 0));
    std::vector<BatchResult> batchResults(batches.size());
    support::parallelFor(session.m_pool, batches.size(), [&](std::size_t i) { batchResults[i] = session.runBatch(routines, batches[i]); },
                         [&](std::size_t i) {
        BatchResult result = std::move(batchResults[i]);
        const std::size_t routine = static_cast<std::size_t>(batches[i].routine);
        for (Entry& e : result.entries) {
            record(report.routines[routine], e.test, e.run);
            behaviours[routine].insert({static_cast<int>(e.run.verdict), e.run.steps});
            seeds[routine].offer(e.test, e.run);
            if (e.run.verdict == Verdict::Fail) shownWithoutSearch.insert(e.run.key);
        }
        progress.report(Stage::Testing, static_cast<long long>(i + 1), testingSteps, routines[routine].label());
    });

    // 1b. The search phase: the rest of each routine's budget, one task per routine.
    session.m_randomPhase = false;
    std::vector<RoutineSearch> searches;   // kept for the rest of the time budget (1c)
    // A test of the search: a failure only it showed is recorded, the others only counted (the
    // faults random testing finds keep exactly their tests).
    auto takeSearched = [&](std::size_t r, const SearchedTest& t) {
        ++report.searchTests;
        RoutineStats& stats = report.routines[r];
        if (t.run.verdict == Verdict::Fail && !shownWithoutSearch.count(t.run.key)) {
            record(stats, t.test, t.run);
            return;
        }
        ++stats.tests;
        ++report.testsExecuted;
        stats.passed += t.run.verdict == Verdict::Pass;
        stats.failed += t.run.verdict == Verdict::Fail;
        stats.invalid += t.run.verdict == Verdict::Invalid;
    };
    if (searchTests > 0 && !session.stopping()) {
        const SearchBudget budget{randomTests, options.limits};
        for (std::size_t r = 0; r < routines.size(); ++r)
            searches.emplace_back(program, static_cast<int>(r), std::move(seeds[r]), session.m_literals.of(routines[r].cls), budget, options.seed);
        // Two rounds (search_phase.h): half of each routine's budget, then the rest of all of
        // them to the routines whose first round progressed.
        // On the pool's threads only (support::parallelFor): the waiting thread's stack is smaller.
        auto round = [&](const std::vector<int>& tests) {
            std::vector<std::vector<SearchedTest>> results(routines.size());
            support::parallelFor(session.m_pool, routines.size(), [&](std::size_t r) {
                results[r] = searches[r].run(tests[r], [&session] { return session.stopping(); });
            });
            return results;
        };
        const int firstTests = searchTests / 2;
        std::vector<std::vector<SearchedTest>> searched = round(std::vector<int>(routines.size(), firstTests));
        std::vector<bool> progressed;
        for (const RoutineSearch& s : searches) progressed.push_back(s.progressed());
        const int pool = (searchTests - firstTests) * static_cast<int>(routines.size());
        if (!session.stopping()) {
            std::vector<std::vector<SearchedTest>> second = round(secondRoundBudgets(progressed, pool));
            for (std::size_t r = 0; r < routines.size(); ++r)
                for (SearchedTest& t : second[r]) searched[r].push_back(std::move(t));
        }
        for (std::size_t r = 0; r < searched.size(); ++r) {
            for (const SearchedTest& t : searched[r]) takeSearched(r, t);
            progress.report(Stage::Testing, static_cast<long long>(batches.size() + r + 1), testingSteps, routines[r].label());
        }
    }
    // 1c. The rest of the time budget: for the routines without a failure, rounds of more random
    // tests and more of their search, each routine continuing while its recent rounds showed a
    // new behaviour.
    if (options.spendBudget && options.timeBudgetSeconds > 0 && randomTests > 0) {
        std::vector<bool> active(routines.size());
        std::vector<int> stale(routines.size(), 0);   // rounds in a row without a new behaviour
        for (std::size_t r = 0; r < routines.size(); ++r) active[r] = report.routines[r].failed == 0;
        for (int begin = randomTests; !session.stopping() && std::find(active.begin(), active.end(), true) != active.end(); begin += randomTests) {
            std::vector<bool> novel(routines.size(), false);
            auto note = [&](std::size_t routine, const TestRun& run) {
                ++report.extraTests;
                if (behaviours[routine].insert({static_cast<int>(run.verdict), run.steps}).second) novel[routine] = true;
            };
            std::vector<Batch> round;
            for (int b = begin; b < begin + randomTests; b += kBatchSize) {
                for (int r = 0; r < static_cast<int>(routines.size()); ++r)
                    if (active[static_cast<std::size_t>(r)]) round.push_back({r, b, std::min(begin + randomTests, b + kBatchSize)});
            }
            std::vector<BatchResult> roundResults(round.size());
            support::parallelFor(session.m_pool, round.size(), [&](std::size_t i) { roundResults[i] = session.runBatch(routines, round[i]); },
                                 [&](std::size_t i) {
                const std::size_t routine = static_cast<std::size_t>(round[i].routine);
                for (Entry& e : roundResults[i].entries) {
                    note(routine, e.run);
                    record(report.routines[routine], e.test, e.run);
                    if (e.run.verdict == Verdict::Fail) shownWithoutSearch.insert(e.run.key);
                }
            });
            if (!searches.empty() && !session.stopping()) {
                std::vector<std::vector<SearchedTest>> searched(routines.size());
                support::parallelFor(session.m_pool, routines.size(), [&](std::size_t r) {
                    if (active[r]) searched[r] = searches[r].run(std::max(1, searchTests), [&session] { return session.stopping(); });
                });
                for (std::size_t r = 0; r < routines.size(); ++r) {
                    for (const SearchedTest& t : searched[r]) {
                        note(r, t.run);
                        takeSearched(r, t);
                    }
                }
            }
            for (std::size_t r = 0; r < routines.size(); ++r) {
                stale[r] = novel[r] ? 0 : stale[r] + 1;
                active[r] = active[r] && stale[r] < std::max(1, options.spendPatience) && report.routines[r].failed == 0;
            }
        }
    }
    report.validTests = 0;
    for (const RoutineStats& s : report.routines) report.validTests += s.passed + s.failed;
    report.timeExhausted = session.expired();

    // 2. Hand-written tests (not bounded by the time budget: they are the user's).
    if (options.runHandwritten && !cancel.isCancelled()) {
        std::vector<TestCase> tests;
        for (const EqaTest& t : findEqaTests(program)) {
            TestCase tc;
            tc.handwritten = t.name();
            tc.routine = t.name();
            tests.push_back(std::move(tc));
        }
        std::vector<HandwrittenRun> runs(tests.size());
        support::parallelFor(session.m_pool, tests.size(), [&](std::size_t i) {
            HandwrittenRun& h = runs[i];
            h.test = tests[i];
            h.run = runHandwrittenTest(program, tests[i], options.limits, &h.entered);
        }, [&](std::size_t i) {
            const HandwrittenRun& h = runs[i];
            report.handwritten.push_back({h.test.handwritten, h.run.verdict});
            if (h.run.verdict == Verdict::Fail) {
                collector.addFailure(h.test, h.run);
                shownWithoutSearch.insert(h.run.key);
            }
            else if (h.run.verdict == Verdict::Pass)
                for (const std::string& routine : h.entered) collector.addPassing(routine, h.test);
            progress.report(Stage::HandWrittenTests, static_cast<long long>(i + 1), static_cast<long long>(runs.size()), h.test.handwritten);
        });
    }
    report.testingSeconds = session.elapsed();

    // 3. Faults, each with its first generated failing test minimized.
    report.faults = collector.faults();
    for (Fault& f : report.faults) f.foundBySearch = !shownWithoutSearch.count(f.key);
    if (options.minimize && !cancel.isCancelled()) {
        // Each fault's first generated failing test, minimized (nothing when all are hand-written).
        std::vector<std::optional<TestCase>> minimized(report.faults.size());
        support::parallelFor(session.m_pool, report.faults.size(), [&](std::size_t i) {
            const Fault& f = report.faults[i];
            if (f.resourceOnly) return;  // a warning, never fixed: its costly tests are not run again
            for (const TestCase& t : f.failing) {
                if (t.isHandwritten() || cancel.isCancelled()) continue;
                minimized[i] = minimizeFailingTest(program, t, f.key, options.limits, options.minimizeRuns);
                return;
            }
        }, [&](std::size_t i) {
            report.faults[i].hasMinimized = minimized[i].has_value();
            if (minimized[i]) report.faults[i].minimized = std::move(*minimized[i]);
            progress.report(Stage::Minimizing, static_cast<long long>(i + 1), static_cast<long long>(minimized.size()), report.faults[i].key.routine);
        });
    }
    // 4. Faults with one cause as one (each clause minimized above on its own).
    report.faults = groupFaults(std::move(report.faults), options.maxStoredTests);
    report.cancelled = cancel.isCancelled();
    report.seconds = session.elapsed();
    return report;
}

std::vector<std::string> agentArgumentNotes(const sema::Program& program, const TestReport& report)
{
    std::vector<std::string> notes;
    for (const RoutineStats& r : report.routines) {
        if (r.tests == 0 || r.passed + r.failed > 0) continue;
        const std::size_t dot = r.routine.find('.');
        const sema::ClassInfo* cls = dot == std::string::npos ? nullptr : program.classNamed(r.routine.substr(0, dot));
        const sema::FeatureInfo* f = cls ? cls->feature(r.routine.substr(dot + 1)) : nullptr;
        if (!f) continue;
        for (std::size_t i = 0; i < f->argTypes.size(); ++i) {
            const sema::Type* t = f->argTypes[i];
            if (!t || t->detachable || !t->isClass() || !t->cls || t->cls->native != sema::NativeKind::Agent) continue;
            const std::string name = i < f->argNames.size() ? f->argNames[i] : std::to_string(i + 1);
            notes.push_back(r.routine + ": argument `" + name + "' is an agent (" + t->name() + "), which generated tests do not make");
            break;
        }
    }
    return notes;
}

}  // namespace amend::testing
