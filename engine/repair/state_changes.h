// Which objects a routine body changes, as far as its code tells: the targets of its command
// calls (`l.wipe_out' changes l's object, `forth' Current) and Current for assignments to its
// attributes. Ranking needs it for issue 30's first rule: a fix that changes an object the
// faulty routine never changed (an argument's list emptied so that a postcondition about it
// holds vacuously) is never ranked above one that does not; the window tags such a fix
// "changes an argument or another object" (issue 34, item 4).
//
// An object reached from an argument is the caller's: there the question is which of its
// attributes change, so that a routine walking its argument list (`l.start', `l.forth': the
// cursor's attributes) does not make `l.wipe_out' (its count and cells) look like more of the
// same. Current and the objects of its attributes are the routine's own: there any change
// counts as one.
#pragma once

#include "sema/ir.h"

#include <map>
#include <set>
#include <string>

namespace amend::repair {

// The changes a routine body makes: by object ("current", an argument or local's name in lower
// case, "l.item" for an object reached through queries without arguments), the attributes of
// that object its commands write — every command is followed through the routines it calls;
// a command whose code is not known (deferred, built-in, external) writes "<its name>". For an
// object not reached from an argument the set holds "*": any change is the same change.
using ObjectChanges = std::map<std::string, std::set<std::string>>;
ObjectChanges changedObjects(const ir::Routine& routine);

// Does `fixed` make a change `original` never makes (on an object it does not create itself)?
bool changesOtherObject(const ir::Routine& original, const ir::Routine& fixed);

}  // namespace amend::repair
