// Unit tests of support/pool_work.h: parallelFor runs every index once, on the pool's threads
// only and never more at once than the pool allows, hands results over in order and rethrows a
// body's exception, also with child processes started from the bodies; PoolJob waits and
// rethrows, and its wait never runs a queued job on the waiting thread. Under ThreadSanitizer
// (tests/sanitizers/run_tsan.sh) handOverToReusedThreads is the case Qt's futexes hide: a pool
// whose threads are busy take the next QtConcurrent::run task from QThreadPool's queue without
// any wait TSan sees, so only HandedOver's atomic (support/thread_handover.h) orders the caller's
// writes before the workers' reads.
#include "support/pool_work.h"

#include <QProcess>
#include <QThread>
#include <QThreadPool>
#include <QtTest>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace amend;

class TestPoolWork : public QObject {
    Q_OBJECT

private slots:
    void everyIndexOnceOnPoolThreads()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(3);
        constexpr std::size_t count = 200;
        std::vector<std::atomic<int>> calls(count);
        std::atomic<int> running{0}, mostAtOnce{0};
        std::mutex mutex;
        std::set<QThread*> threads;
        support::parallelFor(pool, count, [&](std::size_t i) {
            const int now = ++running;
            for (int seen = mostAtOnce.load(); now > seen && !mostAtOnce.compare_exchange_weak(seen, now);) {}
            ++calls[i];
            {
                const std::lock_guard<std::mutex> lock(mutex);
                threads.insert(QThread::currentThread());
            }
            std::this_thread::sleep_for(std::chrono::microseconds(200));
            --running;
        });
        for (std::size_t i = 0; i < count; ++i) QCOMPARE(calls[i].load(), 1);
        QVERIFY(mostAtOnce.load() <= 3);
        QVERIFY(!threads.count(QThread::currentThread()));   // the caller only waits
        QVERIFY(threads.size() <= 3);
    }

    void nothingToDo()
    {
        QThreadPool pool;
        int calls = 0;
        support::parallelFor(pool, 0, [&](std::size_t) { ++calls; }, [&](std::size_t) { ++calls; });
        QCOMPARE(calls, 0);
    }

    void resultsHandedOverInOrder()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(4);
        constexpr std::size_t count = 64;
        std::vector<std::size_t> squares(count, 0);
        std::vector<std::size_t> taken;
        support::parallelFor(pool, count, [&](std::size_t i) {
            // Later indices finish first, so the order below is not the order of completion.
            std::this_thread::sleep_for(std::chrono::microseconds(50 * (count - i)));
            squares[i] = i * i;
        }, [&](std::size_t i) {
            QCOMPARE(QThread::currentThread(), qApp->thread());
            QCOMPARE(squares[i], i * i);   // body(i) has returned
            taken.push_back(i);
        });
        QCOMPARE(taken.size(), count);
        for (std::size_t i = 0; i < count; ++i) QCOMPARE(taken[i], i);
    }

    void exceptionRethrownAfterEveryBody()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        std::atomic<int> ended{0};
        bool thrown = false;
        try {
            support::parallelFor(pool, 20, [&](std::size_t i) {
                ++ended;
                if (i == 7) throw std::runtime_error("body 7");
            });
        } catch (const std::runtime_error& e) {
            thrown = std::string(e.what()) == "body 7";
        }
        QVERIFY(thrown);
        QCOMPARE(ended.load(), 20);   // the others ran to the end before the rethrow
    }

    // The caller writes between two maps on the same pool, with more runnables than threads;
    // every worker reads what was written (a wrong hand-over shows as a wrong sum, and under TSan
    // as a report).
    void handOverToReusedThreads()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        std::vector<long> input(16);
        for (int round = 0; round < 200; ++round) {
            for (std::size_t i = 0; i < input.size(); ++i) input[i] = round * 100 + static_cast<long>(i);
            std::vector<long> doubled(input.size());
            support::parallelFor(pool, input.size(), [&](std::size_t i) { doubled[i] = 2 * input[i]; });
            for (std::size_t i = 0; i < input.size(); ++i) QCOMPARE(doubled[i], 2 * (round * 100 + static_cast<long>(i)));
        }
    }

    // Child processes started from the bodies, as `amend bench --jobs N' does (QProcess on a pool
    // thread): each child's exit code arrives, and what each body wrote before starting its child
    // is ordered before the caller's reads. Under TSan the second fails without run_tsan.sh's
    // vfork_clone preload: libtsan takes Qt's vfork-like clone for a fork and, in the child, which
    // shares the parent's memory, turns off the tracking of the starting thread for good.
    void childProcessesFromPoolThreads()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        constexpr std::size_t count = 6;
        std::vector<std::size_t> written(count, count);
        std::vector<int> exitCodes(count, -1);
        support::parallelFor(pool, count, [&](std::size_t i) {
            written[i] = i;
            QProcess child;
            child.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exit %1").arg(i + 1)});
            if (child.waitForFinished(-1) && child.exitStatus() == QProcess::NormalExit) exitCodes[i] = child.exitCode();
        });
        for (std::size_t i = 0; i < count; ++i) {
            QCOMPARE(written[i], i);
            QCOMPARE(exitCodes[i], static_cast<int>(i + 1));
        }
    }

    void jobWaitsAndRethrows()
    {
        QThreadPool pool;
        int value = 0;
        support::PoolJob job(pool, [&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            value = 42;
        });
        job.wait();
        QVERIFY(job.isFinished());
        QCOMPARE(value, 42);

        support::PoolJob failing(pool, [] { throw std::runtime_error("job"); });
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, failing.wait());
        QVERIFY(failing.isFinished());
    }

    // A job still queued when someone waits for it runs on a pool thread all the same (waiting on
    // its QFuture would take it from the queue and run it on the waiting thread), and its future
    // is finished once wait() has returned.
    void waitNeverRunsTheJobOnTheWaitingThread()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(1);
        std::mutex mutex;
        std::condition_variable changed;
        bool blockerRunning = false, release = false, waiting = false;
        support::PoolJob blocker(pool, [&] {
            std::unique_lock<std::mutex> lock(mutex);
            blockerRunning = true;
            changed.notify_all();
            changed.wait(lock, [&] { return release; });
        });
        {
            std::unique_lock<std::mutex> lock(mutex);
            changed.wait(lock, [&] { return blockerRunning; });
        }
        QThread* ranOn = nullptr;
        support::PoolJob queued(pool, [&] { ranOn = QThread::currentThread(); });   // behind the blocker
        QThread* waiter = nullptr;
        std::thread waitingThread([&] {
            waiter = QThread::currentThread();
            {
                const std::lock_guard<std::mutex> lock(mutex);
                waiting = true;
                changed.notify_all();
            }
            queued.wait();
        });
        {
            std::unique_lock<std::mutex> lock(mutex);
            changed.wait(lock, [&] { return waiting; });
            release = true;
            changed.notify_all();
        }
        waitingThread.join();
        blocker.wait();
        QVERIFY(ranOn != nullptr);
        QVERIFY(ranOn != waiter);
        QVERIFY(ranOn != QThread::currentThread());
        QTRY_VERIFY(queued.future().isFinished());
    }
};

QTEST_GUILESS_MAIN(TestPoolWork)
#include "test_pool_work.moc"
