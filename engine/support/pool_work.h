// Work run on a QThreadPool in a way ThreadSanitizer can follow: the engine's parallel maps
// (validation, localization, testing, search, bench) and the window's background jobs.
// QtConcurrent's templates are compiled into our code and run on the pool thread between Qt's
// hand-over (its queue and barrier wait on futexes TSan cannot see) and our function, so TSan
// reports races inside them that are none. Here the only Qt code is QThreadPool::start and its
// call of QRunnable::run: each runnable's hand-over is annotated (thread_handover.h), and the
// rest goes through std::mutex and std::condition_variable, which TSan sees.
// The calling thread only waits: every unit runs on a pool thread, with the pool's stack size
// (deep Eiffel recursion needs the large one).
#pragma once

#include <QThreadPool>

#include <cstddef>
#include <functional>
#include <memory>

namespace amend::support {

// Runs `body(i)` for every i in [0, count) on the threads of `pool` (at most its maxThreadCount()
// at once, each taking the next i) and returns when every call has returned. `inOrder(i)`, when
// given, runs on the calling thread for i = 0, 1, … in order, each as soon as body(i) has returned
// (to take results and report progress while the rest runs). An exception thrown by a body is
// rethrown here once every body has ended; inOrder is not called after it.
void parallelFor(QThreadPool& pool, std::size_t count, const std::function<void(std::size_t)>& body,
                 const std::function<void(std::size_t)>& inOrder = {});

// One function run on a pool thread, to be waited for later (the window's background jobs).
// Its destructor does not wait: the function owns what it uses.
class PoolJob {
public:
    PoolJob(QThreadPool& pool, std::function<void()> work);   // starts it
    bool isFinished() const;
    void wait() const;   // blocks until the function has returned; rethrows what it threw

    struct State;   // shared with the pool thread (pool_work.cpp)

private:
    std::shared_ptr<State> m_state;
};

}  // namespace amend::support
