// Cooperative cancellation of long engine jobs (testing, later repair): the caller keeps a
// CancelToken, hands it to the job and may cancel from any thread; the job polls isCancelled()
// between units of work (one relaxed atomic load, cheap enough for inner loops).
// A token may also have a parent (it is cancelled when the parent is) and a wall-clock
// deadline (it cancels itself once the deadline has passed, and says so: deadlinePassed()):
// that is how a part of a job (one fault of `amend fix`) gets a budget of its own.
#pragma once

#include <atomic>
#include <chrono>

namespace amend {

class CancelToken {
public:
    using Clock = std::chrono::steady_clock;

    CancelToken() = default;
    CancelToken(const CancelToken* parent, Clock::time_point deadline) : m_parent(parent), m_deadline(deadline), m_hasDeadline(true) {}

    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const
    {
        if (m_cancelled.load(std::memory_order_relaxed)) return true;
        if (!m_parent && !m_hasDeadline) return false;
        return checkParentAndDeadline();
    }
    void reset() { m_cancelled.store(false, std::memory_order_relaxed); }
    // Whether the deadline, not a cancel() of this token or its parent, stopped the job.
    bool deadlinePassed() const { return m_expired.load(std::memory_order_relaxed); }

private:
    bool checkParentAndDeadline() const
    {
        if (m_parent && m_parent->isCancelled()) return true;
        if (m_hasDeadline && Clock::now() >= m_deadline) {
            m_expired.store(true, std::memory_order_relaxed);
            m_cancelled.store(true, std::memory_order_relaxed);
            return true;
        }
        return false;
    }

    mutable std::atomic<bool> m_cancelled{false};
    mutable std::atomic<bool> m_expired{false};
    const CancelToken* m_parent = nullptr;
    Clock::time_point m_deadline{};
    bool m_hasDeadline = false;
};

}  // namespace amend
