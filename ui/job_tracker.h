// The one way the window runs background work: a job runs on a thread of Qt's global pool
// (QtConcurrent::run, through support::PoolJob) with its own CancelToken and id; its result (and
// any event it streams with post()) is delivered on the GUI thread, in order, through a queue of
// calls (a std::mutex hands each call over, which ThreadSanitizer sees; a queued invocation
// without data wakes the GUI thread to run them), and dropped when the job was superseded
// (Latest: a newer job started) or cancelled. A QFutureWatcher on each job's future tells the
// tracker when the job's thread is done with it, and the tracker forgets the job. The result does
// not travel through the QFuture: the queue keeps it in order with the job's posts (a posted call
// may spin an event loop, where a watcher's signal could overtake the rest), and Qt's result store
// hands data over where TSan cannot see it. Cancelling is the job's CancelToken, which the engine
// polls, not QFuture::cancel: a QtConcurrent::run task cancelled before it starts never runs, and a
// user's Cancel must still deliver what the job had done. The destructor cancels and waits for
// every job, so no job outlives the window. It holds no widgets and knows nothing of what the jobs do.
#pragma once

#include "support/cancel.h"
#include "support/pool_work.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <deque>

#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace amend::ui {

class JobTracker : public QObject {
    Q_OBJECT
public:
    // Latest: only the newest job's results are delivered. Every: every job's, unless cancelled.
    enum class Delivery { Latest, Every };

    explicit JobTracker(Delivery delivery = Delivery::Latest, QObject* parent = nullptr) : QObject(parent), m_delivery(delivery) {}
    ~JobTracker() override
    {
        cancel();
        waitForFinished();
    }

    // Runs `work(cancel, id)` on a worker thread and `deliver(result)` on this object's thread.
    // Returns the job's id.
    template <class Work, class Deliver>
    int start(Work work, Deliver deliver)
    {
        const int id = ++m_latest;
        auto token = std::make_shared<CancelToken>();
        m_tokens[id] = token;
        support::PoolJob job(*QThreadPool::globalInstance(), [this, id, token, work, deliver]() mutable {
            auto result = std::make_shared<decltype(work(*token, id))>(work(*token, id));
            callOnOwnThread([this, id, deliver, result]() mutable {
                const bool wanted = isWanted(id);
                m_tokens.erase(id);
                if (wanted) deliver(std::move(*result));
            });
        });
        m_jobs.emplace(id, Running{job, watch(id, job)});
        return id;
    }

    // From a job's thread: runs `f` on this object's thread if job `id` is still wanted then.
    void post(int id, std::function<void()> f)
    {
        callOnOwnThread([this, id, f = std::move(f)] {
            if (isWanted(id)) f();
        });
    }

    bool isRunning() const { return !m_tokens.empty(); }   // a job's result is not delivered yet
    int latest() const { return m_latest; }
    // Cancels every job: they stop at their next safe point. Their results are dropped, unless
    // `deliverResults` (a user's Cancel: the job reports what it had done).
    void cancel(bool deliverResults = false)
    {
        for (auto& [id, token] : m_tokens) token->cancel();
        if (!deliverResults) m_dropThrough = m_latest;
    }
    // Blocks until every job's thread has ended (tests, shutdown, a job that must not overlap).
    // Waits with PoolJob::wait, which never runs a job on this thread.
    void waitForFinished()
    {
        for (const auto& [id, running] : m_jobs) {
            running.job.wait();
            running.watcher->deleteLater();
        }
        m_jobs.clear();
    }

private:
    // Forgets job `id` once its thread is done with it (the watcher's `finished', delivered on
    // this thread after the job's function has returned). isFinished() takes the job's mutex, so
    // TSan sees that the job's last writes came before the forgetting.
    QFutureWatcher<void>* watch(int id, const support::PoolJob& job)
    {
        auto* watcher = new QFutureWatcher<void>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, id, watcher] {
            watcher->deleteLater();
            const auto it = m_jobs.find(id);
            if (it != m_jobs.end() && it->second.job.isFinished()) m_jobs.erase(it);
        });
        watcher->setFuture(job.future());
        return watcher;
    }

    bool isWanted(int id) const { return id > m_dropThrough && (m_delivery == Delivery::Every || id == m_latest); }

    // From a job's thread (the destructor waits for them, so `this' is alive): queues `call' and
    // wakes this object's thread, which runs the queue in order. The invocation carries no data;
    // Qt drops it if this object is destroyed first.
    void callOnOwnThread(std::function<void()> call)
    {
        {
            const std::lock_guard lock(m_pendingMutex);
            m_pending.push_back(std::move(call));
        }
        QMetaObject::invokeMethod(this, "runPendingCalls", Qt::QueuedConnection);
    }

    // One call at a time, so that a call which spins an event loop leaves the rest in order.
    Q_INVOKABLE void runPendingCalls()
    {
        for (;;) {
            std::function<void()> call;
            {
                const std::lock_guard lock(m_pendingMutex);
                if (m_pending.empty()) return;
                call = std::move(m_pending.front());
                m_pending.pop_front();
            }
            call();
        }
    }

    Delivery m_delivery;
    int m_latest = 0;
    int m_dropThrough = 0;   // jobs up to this id were cancelled
    std::map<int, std::shared_ptr<CancelToken>> m_tokens;   // jobs not delivered yet
    struct Running {
        support::PoolJob job;
        QFutureWatcher<void>* watcher;   // a child of this object
    };
    std::map<int, Running> m_jobs;   // by id: jobs whose thread may not have ended
    std::mutex m_pendingMutex;
    std::deque<std::function<void()>> m_pending;   // calls from jobs' threads, not run yet
};

}  // namespace amend::ui
