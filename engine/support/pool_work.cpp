// Work on a QThreadPool through QtConcurrent::run that ThreadSanitizer can follow (pool_work.h).
#include "support/pool_work.h"

#include "support/thread_handover.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <vector>

namespace amend::support {

namespace {

struct MapState {
    MapState(std::size_t count, const std::function<void(std::size_t)>& body) : count(count), body(body), done(count, false) {}

    const std::size_t count;
    const std::function<void(std::size_t)>& body;
    std::atomic<std::size_t> next{0};   // the next i to run
    std::mutex mutex;                   // guards the fields below
    std::condition_variable changed;    // a body or a worker ended
    std::vector<bool> done;             // body(i) has returned
    int running = 0;                    // workers that have not ended
    std::exception_ptr failure;         // the first exception a body threw
};

// One of parallelFor's tasks: takes the next i until there is none.
void runWorker(MapState& s)
{
    for (std::size_t i = s.next.fetch_add(1); i < s.count; i = s.next.fetch_add(1)) {
        std::exception_ptr failure;
        try {
            s.body(i);
        } catch (...) {
            failure = std::current_exception();
        }
        const std::lock_guard<std::mutex> lock(s.mutex);
        s.done[i] = true;
        if (failure && !s.failure) s.failure = failure;
        s.changed.notify_all();
    }
    // The last touch of `s`: the caller may return (and destroy it) once this lock is released.
    const std::lock_guard<std::mutex> lock(s.mutex);
    --s.running;
    s.changed.notify_all();
}

}  // namespace

void parallelFor(QThreadPool& pool, std::size_t count, const std::function<void(std::size_t)>& body,
                 const std::function<void(std::size_t)>& inOrder)
{
    if (count == 0) return;
    MapState state(count, body);
    const int workers = static_cast<int>(std::min<std::size_t>(count, static_cast<std::size_t>(std::max(1, pool.maxThreadCount()))));
    state.running = workers;
    // The task function captures nothing (Qt would copy its captures after anything we could
    // order for TSan); the state arrives as its argument. Its futures are not kept: the wait
    // below is ours (pool_work.h).
    for (int w = 0; w < workers; ++w)
        (void)QtConcurrent::run(&pool, [](HandedOver<MapState> s) { runWorker(*s.get()); }, HandedOver<MapState>(&state));
    std::unique_lock<std::mutex> lock(state.mutex);
    for (std::size_t i = 0; inOrder && i < count; ++i) {
        state.changed.wait(lock, [&] { return state.done[i] || state.failure; });
        if (state.failure) break;
        lock.unlock();
        inOrder(i);
        lock.lock();
    }
    state.changed.wait(lock, [&] { return state.running == 0; });
    if (state.failure) std::rethrow_exception(state.failure);
}

struct PoolJob::State {
    explicit State(std::function<void()> work) : work(std::move(work)) {}

    std::function<void()> work;
    mutable std::mutex mutex;                // guards the fields below
    mutable std::condition_variable ended;
    bool finished = false;
    std::exception_ptr failure;              // what `work` threw, rethrown by wait()
};

namespace {

// The task of a PoolJob. `owned` is the task's own reference to the state (the job's handle may
// be dropped before the task ends), released when it returns.
void runJob(std::unique_ptr<std::shared_ptr<PoolJob::State>> owned)
{
    PoolJob::State& s = **owned;
    std::exception_ptr failure;
    try {
        s.work();
    } catch (...) {
        failure = std::current_exception();
    }
    s.work = nullptr;   // what it captured is released on this thread, before the waiter goes on
    const std::lock_guard<std::mutex> lock(s.mutex);
    s.finished = true;
    s.failure = failure;
    s.ended.notify_all();
}

}  // namespace

PoolJob::PoolJob(QThreadPool& pool, std::function<void()> work) : m_state(std::make_shared<State>(std::move(work)))
{
    using Owned = std::shared_ptr<State>;
    // Deleted by the task. (Were the pool cleared of the queued task, never run, it would leak
    // the state; nothing clears Amend's pools.)
    m_future = QtConcurrent::run(
        &pool, [](HandedOver<Owned> owned) { runJob(std::unique_ptr<Owned>(owned.get())); }, HandedOver<Owned>(new Owned(m_state)));
}

bool PoolJob::isFinished() const
{
    const std::lock_guard<std::mutex> lock(m_state->mutex);
    return m_state->finished;
}

void PoolJob::wait() const
{
    std::unique_lock<std::mutex> lock(m_state->mutex);
    m_state->ended.wait(lock, [&] { return m_state->finished; });
    if (m_state->failure) std::rethrow_exception(m_state->failure);
}

}  // namespace amend::support
