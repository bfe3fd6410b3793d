// Faults with one cause, grouped. A routine's postcondition is one promise, the conjunction of its
// clauses; a test checks them in order and stops at the first false one. So one wrong line (a
// wrong `min') shows as several faults, one per clause that some test reached first, though every
// one of those tests breaks the same promise of the same routine. groupFaults merges them into one
// fault holding its clauses (Fault::clauses), which localization and fixing then treat once: its
// failing tests are those of every clause, so a fix is valid only when all the clauses hold.
// Deliberately not grouped: preconditions of callees, Void calls, checks and loop assertions (each
// a place of its own in the body), invariants, faults of different routines, and an
// overflow-dependent fault with one that is not.
#pragma once

#include "testing/fault.h"

#include <vector>

namespace amend::testing {

// Do `a' and `b' belong to one group (the same routine's own postcondition)?
bool sameCause(const Fault& a, const Fault& b);

// The faults with each group merged into its first member (in order of discovery): clauses
// appended, failing tests taken in turn from each clause's (so every clause keeps some) up to
// `maxFailing`, counts summed, the first minimized test kept. Ids renumbered from 1.
std::vector<Fault> groupFaults(std::vector<Fault> faults, int maxFailing = 50);

}  // namespace amend::testing
