// Preloaded (LD_PRELOAD) by run_tsan.sh into the processes it runs under ThreadSanitizer, so that a
// QProcess started from a pool thread does not blind TSan to that thread for the rest of the run.
//
// Debian's Qt 6.4 starts every QProcess child with glibc's clone(CLONE_VM | CLONE_VFORK |
// CLONE_PIDFD | SIGCHLD) (forkfd's vforkfd): the child runs in the parent's memory, with the
// starting thread's thread-local storage, until its execve, while that thread waits. GCC 12's
// libtsan intercepts clone as if it were fork: in the child it runs ForkChildAfter, which, since
// the parent has several threads, turns on for good "ignore interceptors, memory accesses,
// synchronization and reports" in the current thread's state, and marks the process as forked.
// With shared memory and TLS that state is the parent thread's: from then on TSan does not see that
// thread release a mutex, so whatever it did before looks unordered with what the thread that waits
// for it does after (tests/sanitizers/README.md has the reports and the evidence).
//
// This clone hands such a vfork-like clone (shared memory, a separate process: CLONE_VM | CLONE_VFORK
// without CLONE_THREAD) to glibc directly: the child only runs Qt's uninstrumented code up to its
// execve while the parent thread is suspended, so there is nothing for TSan to follow in it. Every
// other clone goes on to TSan's interceptor. Built without TSan; not part of the product.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

typedef int (*CloneFunction)(int (*)(void*), void*, int, void*, ...);

static CloneFunction glibcClone;   // the system call's wrapper
static CloneFunction tsanClone;    // TSan's interceptor, the next definition after this library

static CloneFunction resolve(void* handle, const char* where)
{
    CloneFunction f = (CloneFunction)dlsym(handle, "clone");
    if (!f) {
        fprintf(stderr, "vfork_clone: no clone in %s: %s\n", where, dlerror());
        abort();
    }
    return f;
}

// Before main, while the process has one thread.
__attribute__((constructor)) static void resolveClones(void)
{
    glibcClone = resolve(dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD), "libc.so.6");
    tsanClone = resolve(RTLD_NEXT, "the libraries after vfork_clone");
}

int clone(int (*fn)(void*), void* stack, int flags, void* arg, ...)
{
    // clone's optional arguments, passed on as they came (those the flags do not use are ignored).
    va_list rest;
    va_start(rest, arg);
    pid_t* parentTid = va_arg(rest, pid_t*);
    void* tls = va_arg(rest, void*);
    pid_t* childTid = va_arg(rest, pid_t*);
    va_end(rest);

    const int vforkLike = CLONE_VM | CLONE_VFORK;
    const int spawnsProcess = (flags & vforkLike) == vforkLike && !(flags & CLONE_THREAD);
    return (spawnsProcess ? glibcClone : tsanClone)(fn, stack, flags, arg, parentTid, tls, childTid);
}
