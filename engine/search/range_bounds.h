// The ranges the contracts give an integer entity: in `hour < 24' (an invariant) or
// `Result <= capacity' (a postcondition) the entity must stay below a bound. An assignment that
// forgets to wrap its value round that bound (`hour := hour + 1' for `(hour + 1) \\ 24', the
// next slot of a circular buffer) is a fault the modulo shape fixes (search/expression_operators.cpp).
#pragma once

#include "sema/program.h"
#include "synthesis/routine_text.h"

#include <string>
#include <vector>

namespace amend::search {

// The exclusive upper bounds the class invariant of `feature's class and `feature's
// postconditions state for the unqualified entity `name' (lower case, or "result"), as
// Eiffel text: `x < K' and `K > x' give K, `x <= K' gives K + 1; K an integer literal of at least
// 2 or an unqualified name. Sorted, without repetitions.
std::vector<std::string> exclusiveUpperBounds(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const std::string& name);

}  // namespace amend::search
