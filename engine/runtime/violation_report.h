// Human-readable reports of run outcomes (contract violations with clause, location, blame
// and call stack), shared by the command line, the corpus runner and the window.
#pragma once

#include "runtime/interpreter.h"

#include <string>

namespace amend::runtime {

// "CLASS.feature" of a feature as seen in its owner class.
std::string featureName(const sema::FeatureInfo* feature);

// Several lines:
//   precondition `valid_cursor_index' violated: 0 <= i and i <= count + 1
//     in TWO_WAY_SORTED_SET.go_i_th (two_way_sorted_set.e:150:4)
//     blamed: TWO_WAY_SORTED_SET.move_item, at two_way_sorted_set.e:231:4
//   call stack: …
std::string formatOutcome(const Outcome& outcome, const sema::Program& program);

}  // namespace amend::runtime
