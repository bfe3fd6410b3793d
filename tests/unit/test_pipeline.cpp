// The fix pipeline shared by `amend fix` and the window (engine/repair/pipeline) and replaying
// tests on a fix (engine/repair/fix_replay): events in order (tested, then per fault started,
// streamed fixes, finished with the ranked fixes), the feature filter, cancellation, a valid
// body fix that makes the fault's failing tests pass when replayed (contract fixes are not
// replayed), a fault's wall-clock budget stopping that fault only, and the time per phase of
// each fault (issue 20) adding up to no more than its total.
#include "repair/fix_phases.h"
#include "repair/fix_replay.h"
#include "repair/pipeline.h"
#include "sema/compiler.h"
#include "testing/test_generator.h"

#include <QtTest>

#include <mutex>

using namespace amend;

namespace {

std::shared_ptr<const sema::Program> load(const std::string& example)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths.push_back(std::string(AMEND_SOURCE_DIR) + "/resources/examples/" + example);
    auto program = sema::compileProgram(input, sink);
    return sink.hasErrors() ? nullptr : std::move(program);
}

repair::PipelineOptions quick(const std::string& feature)
{
    repair::PipelineOptions o;
    o.test.timeBudgetSeconds = 0;    // the test count alone: deterministic
    o.test.maxTestsPerRoutine = 150;
    o.test.threads = 2;
    o.test.featureFilter = feature;
    o.fix.threads = 2;
    o.fix.maxFixes = 3;
    o.fix.nopol = false;
    return o;
}

}  // namespace

class TestPipeline : public QObject {
    Q_OBJECT
private slots:
    void eventsInOrderAndBodyFixReplays()
    {
        auto program = load("sorted_set");
        QVERIFY(program);
        std::vector<std::string> events;
        std::mutex mutex;
        int streamed = 0;
        repair::PipelineEvents e;
        e.tested = [&](const testing::TestReport& r) { events.push_back("tested " + std::to_string(r.faults.size())); };
        e.faultStarted = [&](const testing::Fault& f, bool fixable) { events.push_back("started " + std::to_string(f.id) + (fixable ? "" : " unfixable")); };
        e.fixFound = [&](const repair::Fix& f) {
            std::lock_guard<std::mutex> lock(mutex);
            QCOMPARE(f.rank, 0);   // not ranked yet
            ++streamed;
        };
        e.faultFinished = [&](const repair::FaultOutcome& o) { events.push_back("finished " + std::to_string(o.fault.id)); };
        CancelToken cancel;
        NullProgressSink progress;
        const repair::PipelineResult result = repair::runFixPipeline(*program, quick("TWO_WAY_SORTED_SET.move_item"), cancel, progress, e);
        QVERIFY(!result.cancelled);
        QCOMPARE(result.faults.size(), std::size_t(2));
        QCOMPARE(events.front().substr(0, 6), std::string("tested"));
        QCOMPARE(events.size(), std::size_t(5));
        for (std::size_t i = 0; i < 2; ++i) {
            QCOMPARE(events[1 + 2 * i], "started " + std::to_string(result.faults[i].fault.id));
            QCOMPARE(events[2 + 2 * i], "finished " + std::to_string(result.faults[i].fault.id));
        }
        std::size_t ranked = 0;
        for (const repair::FaultOutcome& o : result.faults) {
            QVERIFY(o.input.has_value());
            QCOMPARE(o.fault.key.routine, std::string("TWO_WAY_SORTED_SET.move_item"));
            QVERIFY(!o.fixes.fixes.empty());
            ranked += o.fixes.fixes.size();
            for (std::size_t k = 0; k < o.fixes.fixes.size(); ++k) QCOMPARE(o.fixes.fixes[k].rank, static_cast<int>(k + 1));
        }
        QVERIFY(static_cast<std::size_t>(streamed) >= ranked);

        // The top body fix, replayed: every failing test of its fault passes; without it, they fail.
        for (const repair::FaultOutcome& o : result.faults) {
            const repair::Fix& top = o.fixes.fixes.front();
            QVERIFY(!top.isContract);
            const std::optional<runtime::RunOptions> options = repair::replayOptionsForFix(*program, top);
            QVERIFY(options.has_value());
            QCOMPARE(options->overrides.size(), std::size_t(1));
            for (const analysis::ReplayableTest& t : o.input->failing) {
                runtime::Outcome before, after;
                runtime::runWithLargeStack([&] {
                    before = t.run({});
                    after = t.run(*options);
                });
                QVERIFY(!before.ok());
                QVERIFY2(after.ok(), after.describe(*program).c_str());
            }
        }
    }

    void contractFixIsNotReplayed()
    {
        auto program = load("account");
        QVERIFY(program);
        CancelToken cancel;
        NullProgressSink progress;
        const repair::PipelineResult result = repair::runFixPipeline(*program, quick(""), cancel, progress);
        QCOMPARE(result.faults.size(), std::size_t(1));
        const repair::Fix& top = result.faults.front().fixes.fixes.front();
        QVERIFY(top.isContract);
        QVERIFY(!repair::replayOptionsForFix(*program, top).has_value());
        QVERIFY(!result.faults.front().fixes.statistics.outOfTime);
    }

    // A fault's wall-clock budget stops its synthesis, says so, and the next fault is fixed all
    // the same (the run is not cancelled).
    void faultBudgetStopsOneFaultNotTheRun()
    {
        auto program = load("sorted_set");
        QVERIFY(program);
        CancelToken cancel;
        NullProgressSink progress;
        repair::PipelineOptions options = quick("");
        options.fix.faultBudgetSeconds = 1e-6;
        const repair::PipelineResult result = repair::runFixPipeline(*program, options, cancel, progress);
        QVERIFY(!result.cancelled);
        QVERIFY(result.faults.size() >= 2);
        for (const repair::FaultOutcome& f : result.faults) {
            if (!f.input) continue;
            QVERIFY(f.fixes.statistics.outOfTime);
            QVERIFY(f.fixes.fixes.empty());
            QVERIFY(f.fixes.statistics.seconds < 5);
        }
    }

    // The window passes the routine setting as typed: a lower-case class name must keep the
    // routine's faults (they were all dropped when the filter was compared as typed).
    void routineFilterInAnyLetterCase()
    {
        auto program = load("account");
        QVERIFY(program);
        QCOMPARE(testing::canonicalRoutineName(*program, "account.WITHDRAW"), std::optional<std::string>("ACCOUNT.withdraw"));
        QVERIFY(!testing::canonicalRoutineName(*program, "ACCOUNT.nothing"));
        QVERIFY(!testing::canonicalRoutineName(*program, "ANY.out"));   // kernel: not tested
        CancelToken cancel;
        NullProgressSink progress;
        const repair::PipelineResult result = repair::runFixPipeline(*program, quick("account.withdraw"), cancel, progress);
        QCOMPARE(result.faults.size(), std::size_t(1));
        QCOMPARE(result.faults.front().fault.key.routine, std::string("ACCOUNT.withdraw"));
        QVERIFY(!result.faults.front().fixes.fixes.empty());
    }

    // Every phase measured where it runs: the ones that always run take time, none is counted
    // twice (their sum stays within the fault's total), the testing shares add up to the test
    // run, and the JSON and text forms carry every phase.
    void phasesAddUpToNoMoreThanTheTotal()
    {
        auto program = load("sorted_set");
        QVERIFY(program);
        CancelToken cancel;
        NullProgressSink progress;
        repair::PipelineOptions options = quick("");
        options.fix.nopol = true;
        options.fix.wp = true;
        const repair::PipelineResult result = repair::runFixPipeline(*program, options, cancel, progress);
        QVERIFY(!result.faults.empty());
        double testing = 0;
        for (const repair::FaultOutcome& o : result.faults) {
            QVERIFY(o.input.has_value());
            const repair::FixStatistics& s = o.fixes.statistics;
            testing += o.testingSeconds;
            QVERIFY(s.localizationSeconds > 0);
            QVERIFY(s.autofixSeconds > 0);
            QVERIFY(s.nopolSeconds > 0);
            QVERIFY(s.wpSeconds > 0);
            QVERIFY(s.loweringSeconds > 0);
            QVERIFY(s.validationSeconds > 0);
            QVERIFY(s.wpTracingSeconds + s.wpEvidenceSeconds + s.wpModificationSeconds <= s.wpSeconds + 1e-3);
            const double sum = s.localizationSeconds + s.autofixSeconds + s.nopolSeconds + s.wpSeconds + s.loweringSeconds +
                               s.validationSeconds + s.retestSeconds + s.coevolutionSeconds;
            QVERIFY2(sum <= s.seconds + 1e-3, (std::to_string(sum) + " > " + std::to_string(s.seconds)).c_str());

            const QJsonObject json = repair::phasesToJson(s, o.testingSeconds);
            QCOMPARE(json.value("localization_seconds").toDouble(), s.localizationSeconds);
            QCOMPARE(json.value("nopol_seconds").toDouble(), s.nopolSeconds);
            QCOMPARE(json.value("retest_seconds").toDouble(), s.retestSeconds);
            QCOMPARE(json.value("total_seconds").toDouble(), o.testingSeconds + s.seconds);
            double jsonSum = 0;
            for (const char* key : {"testing_seconds", "localization_seconds", "autofix_seconds", "nopol_seconds", "wp_seconds",
                                    "lowering_seconds", "validation_seconds", "retest_seconds", "coevolution_seconds"}) {
                QVERIFY2(json.value(key).isDouble(), key);
                jsonSum += json.value(key).toDouble();
            }
            QVERIFY(jsonSum <= json.value("total_seconds").toDouble() + 1e-3);
            const std::string line = repair::phasesLine(s, o.testingSeconds);
            for (const char* label : {"testing", "localizing", "autofix", "nopol", "wp", "lowering", "validating", "re-testing", "co-evolving"})
                QVERIFY2(line.find(std::string(" ") + label + " ") != std::string::npos, line.c_str());
        }
        QVERIFY(std::abs(testing - result.report.seconds) < 1e-6);
    }

    void cancelledBeforeFixing()
    {
        auto program = load("sorted_set");
        QVERIFY(program);
        CancelToken cancel;
        NullProgressSink progress;
        int started = 0;
        repair::PipelineEvents e;
        e.tested = [&](const testing::TestReport&) { cancel.cancel(); };   // cancel as soon as testing ends
        e.faultStarted = [&](const testing::Fault&, bool) { ++started; };
        std::vector<testing::Fault> queued;
        e.faultsQueued = [&](const std::vector<testing::Fault>& faults) { queued = faults; };
        const repair::PipelineResult result = repair::runFixPipeline(*program, quick(""), cancel, progress, e);
        QVERIFY(result.cancelled);
        QCOMPARE(started, 0);
        QVERIFY(result.faults.empty());
        QCOMPARE(queued.size(), std::size_t(2));   // the faults found are still reported (the window keeps them)
        for (const testing::Fault& f : queued) QCOMPARE(f.key.routine, std::string("TWO_WAY_SORTED_SET.move_item"));
    }

    void unknownRoutineRunsNothing()
    {
        auto program = load("account");
        QVERIFY(program);
        CancelToken cancel;
        NullProgressSink progress;
        bool tested = false;
        repair::PipelineEvents e;
        e.tested = [&](const testing::TestReport&) { tested = true; };
        const repair::PipelineResult result = repair::runFixPipeline(*program, quick("FOO.bar"), cancel, progress, e);
        QVERIFY(result.unknownRoutine);
        QVERIFY(!tested);
        QVERIFY(result.faults.empty());
        QVERIFY(!repair::runFixPipeline(*program, quick("ACCOUNT.withdraw"), cancel, progress).unknownRoutine);
    }

    void onlyOneFault()
    {
        auto program = load("sorted_set");
        QVERIFY(program);
        CancelToken cancel;
        NullProgressSink progress;
        std::vector<testing::Fault> queued;
        repair::PipelineEvents e;
        e.faultsQueued = [&](const std::vector<testing::Fault>& faults) { queued = faults; };
        e.tested = [&](const testing::TestReport&) {};
        repair::PipelineOptions o = quick("TWO_WAY_SORTED_SET.move_item");
        o.fix.autofix = false;   // no fixing needed to see which faults are taken
        o.fix.contractFixes = false;
        repair::runFixPipeline(*program, o, cancel, progress, e);
        QCOMPARE(queued.size(), std::size_t(2));
        o.onlyFault = queued.back().key;
        const repair::PipelineResult one = repair::runFixPipeline(*program, o, cancel, progress, e);
        QCOMPARE(one.faults.size(), std::size_t(1));
        QCOMPARE(one.faults.front().fault.key.tag, queued.back().key.tag);
        QCOMPARE(queued.size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestPipeline)
#include "test_pipeline.moc"
