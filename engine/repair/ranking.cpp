// Fix ranking (see ranking.h).
#include "repair/ranking.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace amend::repair {

namespace {

int schemaPreference(const std::string& schema)
{
    if (schema == "b" || schema == "guard" || schema == "replace" || schema == "condition") return 0;
    if (schema == "d") return 1;
    if (schema == "c") return 2;
    return 3;
}

}  // namespace

bool ranksBefore(const Fix& a, const Fix& b)
{
    if (a.isContract != b.isContract) return !a.isContract;
    // Suspiciousness in steps of 0.1, so that near-ties fall to the next criteria.
    const int suspA = static_cast<int>(std::floor(a.susp * 10 + 1e-9)), suspB = static_cast<int>(std::floor(b.susp * 10 + 1e-9));
    if (suspA != suspB) return suspA > suspB;
    // A fix that changes every passing run replaces the routine's behaviour rather than
    // repairing it.
    const bool allA = a.passingTotal > 0 && a.passingChanged == a.passingTotal;
    const bool allB = b.passingTotal > 0 && b.passingChanged == b.passingTotal;
    if (allA != allB) return !allA;
    // The paper's evaluation (seeds/001 Tables 11 and 13): schema (b) yields most proper fixes,
    // then (d); (a), unconditional, none. Among fixes of equal suspiciousness, prefer that order.
    const int schemaA = schemaPreference(a.schema), schemaB = schemaPreference(b.schema);
    if (schemaA != schemaB) return schemaA < schemaB;
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
