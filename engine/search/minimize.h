// Delta debugging (Zeller's ddmin, as GenProg uses it: Weimer et al.) over the edits of a valid
// patch: the smallest subset found by removing chunks, then single edits, that is still valid.
// The result is 1-minimal: removing any one of its edits makes it invalid. It knows nothing of
// programs: `valid` decides.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace amend::search {

// Indices (ascending) of a 1-minimal valid subset of {0 … count-1}; `valid` receives ascending
// index lists and must hold for the whole set. `valid` of the empty set is never asked.
std::vector<std::size_t> minimizeEdits(std::size_t count, const std::function<bool(const std::vector<std::size_t>&)>& valid);

}  // namespace amend::search
