// Unified diffs of a whole file against an edited copy, with `--- a/PATH` / `+++ b/PATH`
// headers and three lines of context, in the format `git apply` and `patch -p1` accept.
#pragma once

#include <string>

namespace amend::repair {

// Empty when the texts are equal.
std::string unifiedDiff(const std::string& path, const std::string& before, const std::string& after, int context = 3);

}  // namespace amend::repair
