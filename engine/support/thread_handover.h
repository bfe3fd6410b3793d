// Tells ThreadSanitizer about hand-overs between threads that it cannot see by itself. Debian's Qt
// is not built with TSan, and QMutex, QSemaphore and QThreadPool's queue wait on futexes, so a
// task handed to a pool thread, a posted event and a finished QThread look to TSan like data
// shared without synchronization. AMEND_TSAN_RELEASE(p) on the sending thread, before the
// hand-over, and AMEND_TSAN_ACQUIRE(p) on the receiving thread, before it reads anything, with
// the same address p, order what came before the one after the other, as the real mutex does.
// Only hand-overs made through Qt need it: std::mutex, std::condition_variable, std::thread and
// atomics are seen. Without TSan both macros are empty. tests/sanitizers/README.md has the runs.
#pragma once

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
