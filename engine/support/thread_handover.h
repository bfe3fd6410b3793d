// Tells ThreadSanitizer about hand-overs between threads that it cannot see by itself. Debian's Qt
// is not built with TSan, and QMutex, QSemaphore and QThreadPool's queue wait on futexes, so a
// task handed to a pool thread, a posted event and a finished QThread look to TSan like data
// shared without synchronization. AMEND_TSAN_RELEASE(p) on the sending thread, before the
// hand-over, and AMEND_TSAN_ACQUIRE(p) on the receiving thread, before it reads anything, with
// the same address p, order what came before the one after the other, as the real mutex does.
// Only hand-overs made through Qt need it: std::mutex, std::condition_variable, std::thread and
// atomics are seen. Without TSan both macros are empty. tests/sanitizers/README.md has the runs.
//
// HandedOver<T> needs no annotation: a pointer given to QtConcurrent::run as an argument, which
// Qt copies into its task on the sending thread and passes to the function on the pool thread.
// Its copies store with release and load with acquire, so the receiving thread's first read of it
// synchronizes with the sending thread's last copy, after everything the sender wrote before
// starting the task; TSan sees that as it sees any atomic. (A plain pointer, or a lambda's
// capture, is written by Qt's templates after any release we could annotate, and read before.)
#pragma once

#include <atomic>

#if defined(__SANITIZE_THREAD__)
#define AMEND_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define AMEND_TSAN 1
#endif
#endif

#ifdef AMEND_TSAN
extern "C" void __tsan_acquire(void* addr);
extern "C" void __tsan_release(void* addr);
#define AMEND_TSAN_RELEASE(address) __tsan_release(const_cast<void*>(static_cast<const volatile void*>(address)))
#define AMEND_TSAN_ACQUIRE(address) __tsan_acquire(const_cast<void*>(static_cast<const volatile void*>(address)))
#else
#define AMEND_TSAN_RELEASE(address) static_cast<void>(0)
#define AMEND_TSAN_ACQUIRE(address) static_cast<void>(0)
#endif

namespace amend::support {

template <class T>
class HandedOver {
public:
    explicit HandedOver(T* pointer) { m_pointer.store(pointer, std::memory_order_release); }
    HandedOver(const HandedOver& other) : HandedOver(other.get()) {}
    HandedOver& operator=(const HandedOver& other)
    {
        m_pointer.store(other.get(), std::memory_order_release);
        return *this;
    }
    T* get() const { return m_pointer.load(std::memory_order_acquire); }

private:
    std::atomic<T*> m_pointer;
};

}  // namespace amend::support
