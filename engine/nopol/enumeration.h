// Proofs that Nopol's synthesis has no solution, by enumeration instead of z3 (issue 20). z3
// proves "no condition of level L explains these observations" slowly (levels 2 and 3 on a
// hundred observations take it longer than its timeout, so the question ended `unknown' after
// seconds of the fault's z3 budget), yet the expressions of levels 1-3 are few enough to try on
// the observations one by one: the truth values of every comparison over the rows, as bit sets,
// combined as the level's components allow. What is tried is a superset of the SMT encoding's
// programs (its restrictions, such as no two constants compared, are ignored), so "none fits"
// is a proof and z3 need not be asked; when some expression fits, z3 is asked as before and
// chooses the condition (the enumeration never picks one).
#pragma once

#include "nopol/smt.h"

#include <cstddef>
#include <vector>

namespace amend::nopol {

enum class Enumerated : std::uint8_t {
    NoneFits,   // proved: no expression of the level yields the expected outcome on every row
    SomeFits,   // some expression of the level (or of the superset tried) does
    TooLarge,   // not decided: the table is too large to enumerate cheaply (ask z3)
};

// Does an expression of `level` (smt.h: 1 a comparison or Boolean input, 2 two comparisons with
// and/or and not, 3 the same with one + - * on integers) yield row.expected on every row of
// `rows` (indices into table.rows)? With `softMayFail`, the soft rows need not hold.
Enumerated enumerateConditions(const SynthesisTable& table, const std::vector<std::size_t>& rows, int level, bool softMayFail);

}  // namespace amend::nopol
