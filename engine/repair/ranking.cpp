// Fix ranking (see ranking.h).
#include "repair/ranking.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace amend::repair {

bool ranksBefore(const Fix& a, const Fix& b)
{
    if (a.isContract != b.isContract) return !a.isContract;
    // Suspiciousness, compared with a small tolerance so that near-ties fall to the next criteria.
    if (std::fabs(a.susp - b.susp) > 1e-3) return a.susp > b.susp;
    const int sizeA = a.changeSize + 8 * a.distance;
    const int sizeB = b.changeSize + 8 * b.distance;
    if (sizeA != sizeB) return sizeA < sizeB;
    if (a.passingChanged != b.passingChanged) return a.passingChanged < b.passingChanged;
    return a.normalized < b.normalized;
}

std::vector<Fix> rankFixes(std::vector<Fix> fixes, int maxFixes)
{
    std::stable_sort(fixes.begin(), fixes.end(), ranksBefore);
    std::vector<Fix> out;
    std::set<std::string> seen;
    for (Fix& f : fixes) {
        if (!seen.insert(f.normalized).second) continue;
        if (maxFixes > 0 && static_cast<int>(out.size()) >= maxFixes) break;
        f.rank = static_cast<int>(out.size()) + 1;
        out.push_back(std::move(f));
    }
    return out;
}

}  // namespace amend::repair
