// Work on a QThreadPool through QtConcurrent::run, in a way ThreadSanitizer can follow: the
// engine's parallel maps (validation, localization, testing, search, bench) and the window's
// background jobs (ui/job_tracker.h).
//
// - Nothing runs on the waiting thread. QFuture::waitForFinished would take a QtConcurrent::run
//   task still queued and run it on the caller's stack (QThreadPool "steals" it), and Eiffel code
//   needs the pool's large stack for deep recursion. So neither function here waits on a QFuture:
//   the task's last act is a std::condition_variable the caller waits on.
// - Not QtConcurrent::map/blockingMap for the maps: Qt 6.4's map engine starts its threads beyond
//   the first with QThreadPool::tryStart, which fails while the previous map's last thread is still
//   leaving; a map started right after another then runs its first units on one thread. Measured
//   (2000 maps of 2 units on a pool of 2, load 5): 1448 maps ran both units on one thread, against
//   0 to 1 with one QtConcurrent::run task per thread (queued by QThreadPool::start, as here).
// - Hand-over TSan sees: what the caller wrote before starting a task reaches it through a
//   HandedOver pointer (thread_handover.h: an atomic store-release in Qt's copy of the argument,
//   loaded with acquire by the task); results, completion, the ordered hand-back and exceptions go
//   through std::mutex and std::condition_variable. Debian's Qt is not built with TSan and its
//   queue waits on a futex TSan cannot see (tests/sanitizers/README.md).
#pragma once

#include <QFuture>
#include <QThreadPool>

#include <cstddef>
#include <functional>
#include <memory>

namespace amend::support {

// Runs `body(i)` for every i in [0, count) on the threads of `pool` (at most its maxThreadCount()
// at once, each taking the next i) and returns when every call has returned. `inOrder(i)`, when
// given, runs on the calling thread for i = 0, 1, … in order, each as soon as body(i) has returned
// (to take results and report progress while the rest runs). An exception thrown by a body is
// rethrown here once every body has ended; inOrder is not called after it. Every body runs on a
// pool thread, never on the calling one. `pool` must not be one whose threads call this (they
// would wait for themselves).
void parallelFor(QThreadPool& pool, std::size_t count, const std::function<void(std::size_t)>& body,
                 const std::function<void(std::size_t)>& inOrder = {});

// One function run on a pool thread by QtConcurrent::run, to be waited for later (the window's
// background jobs). Its destructor does not wait: the function owns what it uses.
class PoolJob {
public:
    PoolJob(QThreadPool& pool, std::function<void()> work);   // starts it
    bool isFinished() const;
    // Blocks until the function has returned; rethrows what it threw. Never runs it on this
    // thread, even when it has not started yet.
    void wait() const;
    // QtConcurrent's future of the task, for a QFutureWatcher (finished: the function has
    // returned). Not for waiting on: QFuture::waitForFinished may run a queued task on the waiting
    // thread (wait() above does not).
    QFuture<void> future() const { return m_future; }

    struct State;   // shared with the pool thread (pool_work.cpp)

private:
    std::shared_ptr<State> m_state;
    QFuture<void> m_future;
};

}  // namespace amend::support
