// ddmin over edit indices (see minimize.h).
#include "search/minimize.h"

#include <algorithm>

namespace amend::search {

std::vector<std::size_t> minimizeEdits(std::size_t count, const std::function<bool(const std::vector<std::size_t>&)>& valid)
{
    std::vector<std::size_t> current(count);
    for (std::size_t i = 0; i < count; ++i) current[i] = i;
    std::size_t granularity = 2;
    while (current.size() >= 2) {
        const std::size_t chunk = (current.size() + granularity - 1) / granularity;
        bool reduced = false;
        for (std::size_t start = 0; start < current.size() && !reduced; start += chunk) {
            const std::size_t end = std::min(current.size(), start + chunk);
            // The chunk alone, then everything but the chunk.
            std::vector<std::size_t> subset(current.begin() + static_cast<long>(start), current.begin() + static_cast<long>(end));
            std::vector<std::size_t> complement(current.begin(), current.begin() + static_cast<long>(start));
            complement.insert(complement.end(), current.begin() + static_cast<long>(end), current.end());
            if (subset.size() < current.size() && valid(subset)) {
                current = subset;
                granularity = 2;
                reduced = true;
            } else if (!complement.empty() && valid(complement)) {
                current = complement;
                granularity = std::max<std::size_t>(granularity - 1, 2);
                reduced = true;
            }
        }
        if (reduced) continue;
        if (granularity >= current.size()) break;   // single edits tried: 1-minimal
        granularity = std::min(current.size(), granularity * 2);
    }
    return current;
}

}  // namespace amend::search
