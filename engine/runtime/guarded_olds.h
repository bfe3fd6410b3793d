// `old' values a call need not compute on entry (issue 20). A postcondition such as FreeELKS's
// `elks_checking implies substring (1, count - 1) ~ (old twin)' never reads `old twin' while
// `elks_checking' is the constant False, yet evaluating it on entry copies the whole string on
// every call. An old value is left out (its slot stays Void) when every one of its uses sits
// in the right operand of an `implies' or `and then' whose left operand is False without any
// call: the constant False, or an unqualified feature that is a constant False in the class of
// Current. A descendant may redefine such a constant (as another constant or as a function), so
// the decision is taken per dynamic class of Current, exactly as the call `elks_checking' itself
// is dispatched (Machine's callCurrent); nothing is decided from the class the text is written in.
// Deliberately narrow: no other guard shapes (`not x or else', `if' expressions) are recognised.
#pragma once

#include "sema/ir.h"

#include <vector>

namespace amend::sema {
struct ClassInfo;
}

namespace amend::runtime {

// The guards of one use of an old value: the left operands, each possibly a constant, of the
// `implies' and `and then' whose right operand holds the use (any one False: the use is not read).
using OldGuards = std::vector<const ir::Expr*>;

// Per old slot of a routine: the guards of each of its uses when every use has at least one
// guard, else no entry (the value is always needed). Empty when no old of the routine can be
// left out (also when a postcondition holds an agent, whose body the analysis does not follow).
std::vector<std::vector<OldGuards>> guardedOldUses(const ir::Routine& r);

// True when `guard', evaluated on a Current of class `cls', is False without a call: the
// constant False, or an unqualified feature that is in `cls' (dispatched by routine id) a
// BOOLEAN constant False.
bool falseWithoutCall(const ir::Expr& guard, const sema::ClassInfo* cls);

// Per old slot: true when the value is not needed on a Current of class `cls' (every use has a
// guard that is False there). `uses' as guardedOldUses returned it.
std::vector<char> oldsNotNeeded(const std::vector<std::vector<OldGuards>>& uses, const sema::ClassInfo* cls);

}  // namespace amend::runtime
