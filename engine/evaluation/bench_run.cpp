// Parallel running of the cases of a collection, each in its own process (see bench_run.h).
#include "evaluation/bench_run.h"

#include "support/pool_work.h"
#include "support/thread_handover.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QString>
#include <QTemporaryDir>
#include <QThread>
#include <QThreadPool>

#include <exception>
#include <memory>
#include <mutex>

namespace amend::evaluation {

CaseResult runCaseWithBudget(const BenchCase& benchCase, const CaseOptions& options, double budgetSeconds)
{
    CancelToken cancel;
    NullProgressSink quiet;
    CaseResult result;
    result.name = benchCase.name;
    result.hasReference = benchCase.hasReference();
    std::string crash;
    std::unique_ptr<QThread> worker(QThread::create([&] {
        try {
            CaseOptions budgeted = options;
            budgeted.budgetSeconds = budgetSeconds;
            result = runCase(benchCase, budgeted, cancel, quiet);
        } catch (const std::exception& e) {
            crash = e.what();
            if (crash.empty()) crash = "exception";
        } catch (...) {
            crash = "unknown exception";
        }
        AMEND_TSAN_RELEASE(&result);   // QThread::wait() of an ended thread takes a QMutex TSan cannot see
    }));
    worker->setStackSize(256u * 1024 * 1024);
    QElapsedTimer timer;
    timer.start();
    worker->start();
    bool timedOut = false;
    const qint64 budgetMs = budgetSeconds > 0 ? static_cast<qint64>(budgetSeconds * 1000) : -1;
    while (!worker->wait(QDeadlineTimer(100))) {
        if (budgetMs >= 0 && timer.elapsed() > budgetMs && !timedOut) {
            timedOut = true;
            cancel.cancel();
        }
    }
    AMEND_TSAN_ACQUIRE(&result);
    if (!crash.empty()) {
        CaseResult crashed;
        crashed.name = benchCase.name;
        crashed.hasReference = benchCase.hasReference();
        crashed.status = CaseStatus::Crash;
        crashed.message = crash;
        crashed.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
        return crashed;
    }
    if (timedOut) {
        result.status = CaseStatus::Timeout;
        result.message = "exceeded the budget of " + QString::number(budgetSeconds).toStdString() + " s";
    }
    result.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    return result;
}

std::vector<CaseResult> runBench(const std::vector<BenchCase>& cases, const BenchOptions& options, CancelToken& cancel,
                                 ProgressSink& progress)
{
    std::vector<CaseResult> results(cases.size());
    QTemporaryDir scratch;  // the children's result files
    CaseProcessLimits limits;
    limits.budgetSeconds = options.caseBudgetSeconds;
    limits.killSeconds = options.caseBudgetSeconds > 0 ? options.caseBudgetSeconds + options.graceSeconds : 0;
    std::mutex progressMutex;
    long long done = 0;
    QThreadPool pool;
    pool.setMaxThreadCount(std::max(1, options.jobs));
    support::parallelFor(pool, cases.size(), [&](std::size_t i) {
        const QString resultFile = QDir(scratch.path()).filePath(QStringLiteral("case-%1.json").arg(i));
        results[i] = runCaseProcess(options.command(i, resultFile), resultFile, cases[i].name, cases[i].hasReference(), limits, cancel);
        results[i].program = cases[i].program;   // also when the child wrote no result
        results[i].variant = cases[i].variant;
        const std::lock_guard<std::mutex> lock(progressMutex);
        progress.report(Stage::Case, ++done, static_cast<long long>(cases.size()), cases[i].name);
    });
    return results;
}

}  // namespace amend::evaluation
