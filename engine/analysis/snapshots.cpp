// Replaying tests with a predicate-evaluating observer, and snapshot enumeration / invariant
// difference over the observations (see snapshots.h).
//
// Activations are tracked with onEnter/onExit. The interpreter calls onExit only on normal
// returns; a violation ends the run anyway, so the count is only off when a rescue clause
// catches an exception raised inside the faulty routine — then a failing test may record more
// than its last activation.
#include "analysis/snapshots.h"

#include "analysis/predicate_evaluation.h"

#include "runtime/interpreter.h"

#include "support/pool_work.h"

#include <QThread>
#include <QThreadPool>

#include <numeric>

namespace amend::analysis {

namespace {

// Where an observer evaluates the predicates: the visit counts of a failing test's first replay
// (ReplayMode::Pruned), so that the second replay evaluates only at the last visit of each
// location in the last activation.
struct LastVisits {
    int activation = 0;            // outermost activations of the routine in the run
    std::vector<int> visits;       // per location: visits in the last of them
};

class SnapshotObserver final : public runtime::Observer {
public:
    // `failing`: only the last activation and the last visit of each location count. `lastVisits`
    // (failing tests, pruned) restricts evaluation to those visits; `wanted` (passing tests,
    // pruned) to the values it marks per cell (a cell is done once it has them all; without it,
    // once it has both); `evaluate` false only counts visits.
    SnapshotObserver(const ir::Routine* routine, const CompiledPredicates& predicates, int locations, bool failing, bool evaluate,
                     const LastVisits* lastVisits, const std::vector<std::uint8_t>* wanted)
        : m_routine(routine), m_evaluator(predicates), m_count(predicates.size()), m_failing(failing), m_evaluate(evaluate),
          m_lastVisits(lastVisits), m_wanted(wanted)
    {
        m_observation.reached.assign(static_cast<std::size_t>(locations), false);
        m_observation.values.assign(static_cast<std::size_t>(locations) * m_count, 0);
        m_visits.visits.assign(static_cast<std::size_t>(locations), 0);
    }

    void onEnter(const runtime::FrameView& frame) override
    {
        if (&frame.routine() != m_routine) return;
        if (m_depth++ == 0 && m_failing) {
            ++m_visits.activation;
            std::fill(m_visits.visits.begin(), m_visits.visits.end(), 0);
            std::fill(m_observation.reached.begin(), m_observation.reached.end(), false);
            std::fill(m_observation.values.begin(), m_observation.values.end(), 0);
        }
    }
    void onExit(const runtime::FrameView& frame, bool) override
    {
        if (&frame.routine() == m_routine && m_depth > 0) --m_depth;
    }
    // Once `cancel` is, predicates are no longer evaluated (the run's observation is dropped): a
    // replay whose predicates are costly (huge strings) then ends at the interpreter's speed.
    void watch(const CancelToken& cancel) { m_cancel = &cancel; }

    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override
    {
        if (&frame.routine() != m_routine) return;
        const std::size_t location = static_cast<std::size_t>(instr.id);
        if (location >= m_observation.reached.size()) return;
        m_observation.reached[location] = true;
        const int visit = ++m_visits.visits[location];
        if (!m_evaluate || (m_cancel && m_cancel->isCancelled())) return;
        if (m_lastVisits && (m_visits.activation != m_lastVisits->activation || location >= m_lastVisits->visits.size() ||
                             visit != m_lastVisits->visits[location]))
            return;
        const std::size_t count = m_count;
        std::uint8_t* row = m_observation.values.data() + location * count;
        const std::uint8_t* wanted = m_wanted ? m_wanted->data() + location * count : nullptr;
        if (m_failing) std::fill(row, row + count, 0);  // failing test: the last visit counts
        m_evaluator.beginVisit();
        for (std::size_t p = 0; p < count; ++p) {
            const std::uint8_t want = wanted ? wanted[p] : (SeenTrue | SeenFalse);
            if ((row[p] & want) == want) continue;  // nothing more to learn (or nothing wanted)
            switch (m_evaluator.evaluate(p, frame)) {
            case PredicateValue::True: row[p] |= SeenTrue; break;
            case PredicateValue::False: row[p] |= SeenFalse; break;
            case PredicateValue::Undefined: break;
            }
        }
    }

    TestObservation take() { return std::move(m_observation); }
    LastVisits visits() const { return m_visits; }

private:
    const ir::Routine* m_routine;
    VisitEvaluator m_evaluator;
    std::size_t m_count;
    bool m_failing;
    bool m_evaluate;
    const LastVisits* m_lastVisits;
    const std::vector<std::uint8_t>* m_wanted;
    const CancelToken* m_cancel = nullptr;
    int m_depth = 0;
    LastVisits m_visits;
    TestObservation m_observation;
};

}  // namespace

Observations observeTests(const FaultUnderRepair& fault, const PredicateSet& predicates, CancelToken& cancel, int threads,
                          ReplayMode mode, const runtime::RunLimits& limits)
{
    Observations result;
    const ir::Routine* routine = fault.routine ? fault.routine->routine : nullptr;
    if (!routine) return result;
    result.locationCount = static_cast<int>(routine->instructions.size());
    result.predicateCount = static_cast<int>(predicates.predicates.size());
    result.failing.resize(fault.failing.size());
    result.passing.resize(fault.passing.size());
    const bool pruned = mode == ReplayMode::Pruned;
    const CompiledPredicates compiled(predicates, pruned);

    // One job per test; each writes only its own slot, so the merge is in test order whatever
    // the number of threads.
    struct Job {
        const ReplayableTest* test;
        TestObservation* out;
    };
    std::vector<Job> failingJobs, passingJobs;
    for (std::size_t i = 0; i < fault.failing.size(); ++i) failingJobs.push_back({&fault.failing[i], &result.failing[i]});
    for (std::size_t i = 0; i < fault.passing.size(); ++i) passingJobs.push_back({&fault.passing[i], &result.passing[i]});

    auto replay = [&limits, &cancel](const ReplayableTest& test, SnapshotObserver& observer) {
        observer.watch(cancel);
        runtime::RunOptions options;
        options.observer = &observer;
        options.limits = limits;
        return test.run(options);
    };
    auto runFailing = [&](const Job& job) {
        if (cancel.isCancelled() || !job.test->run) return;
        LastVisits last;
        if (pruned) {
            SnapshotObserver counter(routine, compiled, result.locationCount, true, false, nullptr, nullptr);
            replay(*job.test, counter);
            last = counter.visits();
        }
        SnapshotObserver observer(routine, compiled, result.locationCount, true, true, pruned ? &last : nullptr, nullptr);
        const runtime::Outcome outcome = replay(*job.test, observer);
        TestObservation observation = observer.take();
        observation.used = fault.sameFault(outcome);
        *job.out = std::move(observation);
    };
    // Passing tests look only for the values some used failing test has in a cell (pruned).
    std::vector<std::uint8_t> mask;
    auto runPassing = [&](const Job& job) {
        if (cancel.isCancelled() || !job.test->run) return;
        SnapshotObserver observer(routine, compiled, result.locationCount, false, true, nullptr, pruned ? &mask : nullptr);
        const runtime::Outcome outcome = replay(*job.test, observer);
        TestObservation observation = observer.take();
        observation.used = outcome.ok();
        *job.out = std::move(observation);
    };
    // A pool of our own: its threads get the large stack deep Eiffel recursion needs (as
    // runtime::runWithLargeStack gives the main thread's runs).
    QThreadPool pool;
    pool.setMaxThreadCount(threads > 0 ? threads : QThread::idealThreadCount());
    pool.setStackSize(256u * 1024 * 1024);
    support::parallelFor(pool, failingJobs.size(), [&](std::size_t i) { runFailing(failingJobs[i]); });
    if (pruned) {
        mask.assign(static_cast<std::size_t>(result.locationCount) * predicates.predicates.size(), 0);
        for (const TestObservation& t : result.failing)
            if (t.used)
                for (std::size_t cell = 0; cell < mask.size() && cell < t.values.size(); ++cell) mask[cell] |= t.values[cell];
    }
    support::parallelFor(pool, passingJobs.size(), [&](std::size_t i) { runPassing(passingJobs[i]); });
    return result;
}

std::vector<RawSnapshot> computeSnapshots(const Observations& obs)
{
    std::vector<RawSnapshot> snapshots;
    const std::size_t predicates = static_cast<std::size_t>(obs.predicateCount);
    for (int l = 0; l < obs.locationCount; ++l) {
        const std::size_t location = static_cast<std::size_t>(l);
        int failingReaching = 0, passingReaching = 0;
        for (const TestObservation& t : obs.failing) failingReaching += t.used && t.reached[location];
        for (const TestObservation& t : obs.passing) passingReaching += t.used && t.reached[location];
        if (failingReaching == 0) continue;
        for (std::size_t p = 0; p < predicates; ++p) {
            const std::size_t cell = location * predicates + p;
            int fTrue = 0, fFalse = 0, pTrue = 0, pFalse = 0;
            bool holdsInAllFailing = true, failsInAllPassing = true;
            for (const TestObservation& t : obs.failing) {
                if (!t.used || !t.reached[location]) continue;
                fTrue += (t.values[cell] & SeenTrue) != 0;
                fFalse += (t.values[cell] & SeenFalse) != 0;
                holdsInAllFailing = holdsInAllFailing && t.values[cell] == SeenTrue;
            }
            for (const TestObservation& t : obs.passing) {
                if (!t.used || !t.reached[location]) continue;
                pTrue += (t.values[cell] & SeenTrue) != 0;
                pFalse += (t.values[cell] & SeenFalse) != 0;
                failsInAllPassing = failsInAllPassing && t.values[cell] == SeenFalse;
            }
            const bool invariantDifference = passingReaching > 0 && holdsInAllFailing && failsInAllPassing;
            if (fTrue > 0) snapshots.push_back({l, static_cast<int>(p), true, pTrue, fTrue, invariantDifference});
            if (fFalse > 0) snapshots.push_back({l, static_cast<int>(p), false, pFalse, fFalse, false});
        }
    }
    return snapshots;
}

}  // namespace amend::analysis
