// See huge_page_heap.h: the heap reserve of a command-line process, backed by huge pages.
#include "support/huge_page_heap.h"

#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace amend {

bool backHeapWithHugePages()
{
    constexpr std::size_t reserve = std::size_t(32) << 20;  // above a run's whole compile (about 10 MB)
    constexpr std::uintptr_t hugePage = std::uintptr_t(2) << 20;
    constexpr std::size_t probe = std::size_t(64) << 10;    // below malloc's mmap threshold (128 KiB)
    constexpr std::size_t maxProbes = 8;                    // the top of the heap holds less than that
    // Every growth of the heap reserves `reserve' more, and freeing does not give it back at once.
    if (mallopt(M_TOP_PAD, static_cast<int>(reserve)) == 0) return false;
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(2 * reserve));
    const auto before = reinterpret_cast<std::uintptr_t>(sbrk(0));
    std::vector<void*> probes;
    probes.reserve(maxProbes);
    while (probes.size() < maxProbes && reinterpret_cast<std::uintptr_t>(sbrk(0)) == before) probes.push_back(std::malloc(probe));
    for (void* p : probes) std::free(p);
    const auto after = reinterpret_cast<std::uintptr_t>(sbrk(0));
    const std::uintptr_t begin = (before + hugePage - 1) & ~(hugePage - 1);
    if (after < begin + hugePage) return false;
    return madvise(reinterpret_cast<void*>(begin), after - begin, MADV_HUGEPAGE) == 0;
}

bool keepNewThreadsOnTheMainHeap()
{
    return mallopt(M_ARENA_MAX, 1) != 0;
}

}  // namespace amend
