// IVMP pattern descriptors (BugFix): how the values of the interesting value mapping pairs at a
// fix location (analysis/value_mapping.h) compare — less, greater or equal — the same way in
// every pair: two values within the original sets, two within the alternate sets, and an
// original value against the alternate value at the same position (between the sets).
#pragma once

#include "analysis/value_mapping.h"

#include <set>
#include <string>
#include <vector>

namespace amend::learning {

// The patterns of `pairs`, positions 1-based when a set has more than one value:
// "original < alternate" (one value each), "original 1 = original 2", "alternate 1 > alternate 2",
// "original 2 < alternate 2". A comparison holds only if it is the same in every pair and the
// values compared have one type in all of them; no pairs, no patterns.
std::set<std::string> ivmpPatterns(const std::vector<analysis::ValueMappingPair>& pairs);

}  // namespace amend::learning
