// Ranking of valid fixes (AutoFix, seeds/001 Section 4.6, refined): body fixes before contract
// fixes; by the suspiciousness of the snapshot that produced the fix (in steps of 0.1); fixes
// that change every passing run last; schemas in the order of the paper's proper fixes (b, then
// d, c, a); then smaller changes closer to the failure; then fixes that change the passing runs
// least. Fixes whose fixed bodies print the same (house style) are merged, keeping the best.
#pragma once

#include "repair/fix.h"

#include <vector>

namespace amend::repair {

// Sorts, merges, keeps at most `maxFixes` and numbers them from 1.
std::vector<Fix> rankFixes(std::vector<Fix> fixes, int maxFixes);

// Does `a` rank before `b`?
bool ranksBefore(const Fix& a, const Fix& b);

}  // namespace amend::repair
