// Parallel, budgeted running of the cases of a collection (see bench_run.h).
#include "evaluation/bench_run.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QString>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrent>

#include <exception>
#include <memory>
#include <mutex>

namespace amend::evaluation {

namespace {

// Progress of one case is not shown: cases run concurrently.
CaseResult runBudgeted(const BenchCase& benchCase, const BenchOptions& options, CancelToken& outer)
{
    CancelToken cancel;
    NullProgressSink quiet;
    CaseResult result;
    result.name = benchCase.name;
    result.hasReference = benchCase.hasReference();
    std::string crash;
    std::unique_ptr<QThread> worker(QThread::create([&] {
        try {
            result = runCase(benchCase, options.caseOptions, cancel, quiet);
        } catch (const std::exception& e) {
            crash = e.what();
            if (crash.empty()) crash = "exception";
        } catch (...) {
            crash = "unknown exception";
        }
    }));
    worker->setStackSize(256u * 1024 * 1024);
    QElapsedTimer timer;
    timer.start();
    worker->start();
    bool timedOut = false;
    const qint64 budgetMs = options.caseBudgetSeconds > 0 ? static_cast<qint64>(options.caseBudgetSeconds * 1000) : -1;
    // Wake up regularly to pass on an outer cancellation.
    while (!worker->wait(QDeadlineTimer(100))) {
        if (outer.isCancelled()) cancel.cancel();
        if (budgetMs >= 0 && timer.elapsed() > budgetMs && !timedOut) {
            timedOut = true;
            cancel.cancel();
        }
    }
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
        result.message = "exceeded the budget of " + QString::number(options.caseBudgetSeconds).toStdString() + " s";
    }
    result.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    return result;
}

}  // namespace

std::vector<CaseResult> runBench(const std::vector<BenchCase>& cases, const BenchOptions& options, CancelToken& cancel,
                                 ProgressSink& progress)
{
    std::vector<CaseResult> results(cases.size());
    std::vector<std::size_t> indices(cases.size());
    for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = i;
    std::mutex progressMutex;
    long long done = 0;
    QThreadPool pool;
    pool.setMaxThreadCount(std::max(1, options.jobs));
    QtConcurrent::blockingMap(&pool, indices, [&](std::size_t i) {
        results[i] = runBudgeted(cases[i], options, cancel);
        const std::lock_guard<std::mutex> lock(progressMutex);
        progress.report("case", ++done, static_cast<long long>(cases.size()), cases[i].name);
    });
    return results;
}

}  // namespace amend::evaluation
