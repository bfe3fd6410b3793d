// The one way the window runs background work: a job runs on a thread of Qt's global pool
// (support::PoolJob) with its own CancelToken and id; its result (and any event it streams with
// post()) is delivered on the GUI thread through a queued call, guarded by a QPointer, and
// dropped when the job was superseded (Latest: a newer job started) or cancelled. The destructor
// cancels and waits for every job, so no job outlives the window. It holds no widgets and knows
// nothing of what the jobs do.
#pragma once

#include "support/cancel.h"
#include "support/pool_work.h"
#include "support/thread_handover.h"

#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <functional>
#include <map>
#include <memory>
#include <vector>

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
        std::erase_if(m_jobs, [](const support::PoolJob& j) { return j.isFinished(); });
        QPointer<JobTracker> self(this);
        m_jobs.emplace_back(*QThreadPool::globalInstance(), [self, id, token, work, deliver]() mutable {
            auto result = work(*token, id);
            AMEND_TSAN_RELEASE(&s_queuedCalls);
            QMetaObject::invokeMethod(self.data(), [self, id, deliver, result = std::move(result)]() mutable {
                AMEND_TSAN_ACQUIRE(&s_queuedCalls);
                if (!self) return;
                const bool wanted = self->isWanted(id);
                self->m_tokens.erase(id);
                if (wanted) deliver(std::move(result));
            }, Qt::QueuedConnection);
        });
        return id;
    }

    // From a job's thread: runs `f` on this object's thread if job `id` is still wanted then.
    void post(int id, std::function<void()> f)
    {
        QPointer<JobTracker> self(this);
        AMEND_TSAN_RELEASE(&s_queuedCalls);
        QMetaObject::invokeMethod(this, [self, id, f = std::move(f)] {
            AMEND_TSAN_ACQUIRE(&s_queuedCalls);
            if (self && self->isWanted(id)) f();
        }, Qt::QueuedConnection);
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
    void waitForFinished()
    {
        for (const support::PoolJob& j : m_jobs) j.wait();
        m_jobs.clear();
    }

private:
    bool isWanted(int id) const { return id > m_dropThrough && (m_delivery == Delivery::Every || id == m_latest); }

    Delivery m_delivery;
    int m_latest = 0;
    int m_dropThrough = 0;   // jobs up to this id were cancelled
    std::map<int, std::shared_ptr<CancelToken>> m_tokens;   // jobs not delivered yet
    std::vector<support::PoolJob> m_jobs;   // jobs whose thread may not have ended
    // What ThreadSanitizer takes for the GUI thread's queue of posted events (thread_handover.h):
    // released before each queued call from a job's thread, acquired when the call runs. Qt's
    // queue has one mutex per receiving thread, so one address for all of them is what it does.
    static inline char s_queuedCalls = 0;
};

}  // namespace amend::ui
