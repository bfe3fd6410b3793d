// Cooperative cancellation of long engine jobs (testing, later repair): the caller keeps a
// CancelToken, hands it to the job and may cancel from any thread; the job polls isCancelled()
// between units of work (one relaxed atomic load, cheap enough for inner loops).
#pragma once

#include <atomic>

namespace amend {

class CancelToken {
public:
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    void reset() { m_cancelled.store(false, std::memory_order_relaxed); }

private:
    std::atomic<bool> m_cancelled{false};
};

}  // namespace amend
