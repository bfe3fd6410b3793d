// The fixed cost of a short `amend' process (issue 20): compiling the kernel library makes about
// 10 MB of new heap, touched once, page by page. On a virtual machine each first touch of a 4 KiB
// page is a fault costing microseconds: together more than parsing the kernel. Asking the kernel
// for transparent huge pages on the heap (Debian gives them on request only: `madvise' mode) makes
// those faults a handful of 2 MiB ones. For the command line (app/cli/main.cpp); the window,
// which starts once, does not need it.
#pragma once

namespace amend {

// Grows the heap by a reserve (32 MiB of address space, touched only as used) at once and marks
// it for huge pages. Returns whether a region was marked; false (nothing else changed but
// malloc's padding) where the C library or the kernel does not allow it. Call first in main.
bool backHeapWithHugePages();

// Threads started after this allocate from the main heap (the one above) instead of an arena of
// their own (glibc makes one per thread, on plain 4 KiB pages): for `amend run', whose program runs
// on one thread of its own, not for commands whose many threads would then share one heap lock.
// Returns whether the C library took the setting.
bool keepNewThreadsOnTheMainHeap();

}  // namespace amend
