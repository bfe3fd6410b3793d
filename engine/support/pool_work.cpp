// Work on a QThreadPool that ThreadSanitizer can follow (pool_work.h).
#include "support/pool_work.h"

#include "support/thread_handover.h"

#include <QRunnable>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <vector>

namespace amend::support {

namespace {

// Starts `runnable` on `pool`; the pool deletes it after run(). Everything the calling thread did
// before is visible to run(), which must begin with AMEND_TSAN_ACQUIRE(this): QThreadPool's queue
// is the one hand-over TSan cannot see here.
void startOnPool(QThreadPool& pool, QRunnable* runnable)
{
    runnable->setAutoDelete(true);
    AMEND_TSAN_RELEASE(runnable);
    pool.start(runnable);
}

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

class MapWorker final : public QRunnable {
public:
    explicit MapWorker(MapState& state) : m_state(state) {}

    void run() override
    {
        AMEND_TSAN_ACQUIRE(this);
        MapState& s = m_state;
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

private:
    MapState& m_state;
};

}  // namespace

void parallelFor(QThreadPool& pool, std::size_t count, const std::function<void(std::size_t)>& body,
                 const std::function<void(std::size_t)>& inOrder)
{
    if (count == 0) return;
    MapState state(count, body);
    const int workers = static_cast<int>(std::min<std::size_t>(count, static_cast<std::size_t>(std::max(1, pool.maxThreadCount()))));
    state.running = workers;
    for (int w = 0; w < workers; ++w) startOnPool(pool, new MapWorker(state));
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

class JobRunner final : public QRunnable {
public:
    explicit JobRunner(std::shared_ptr<PoolJob::State> state) : m_state(std::move(state)) {}

    void run() override
    {
        AMEND_TSAN_ACQUIRE(this);
        std::exception_ptr failure;
        try {
            m_state->work();
        } catch (...) {
            failure = std::current_exception();
        }
        m_state->work = nullptr;   // what it captured is released on this thread, before the waiter goes on
        const std::lock_guard<std::mutex> lock(m_state->mutex);
        m_state->finished = true;
        m_state->failure = failure;
        m_state->ended.notify_all();
    }

private:
    std::shared_ptr<PoolJob::State> m_state;
};

}  // namespace

PoolJob::PoolJob(QThreadPool& pool, std::function<void()> work) : m_state(std::make_shared<State>(std::move(work)))
{
    startOnPool(pool, new JobRunner(m_state));
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
