// Which objects a routine body changes, as far as its text tells: the targets of its command
// calls (`l.wipe_out' changes l's object, `forth' Current) and Current for assignments to its
// attributes. Ranking needs it for issue 30's first rule: a fix that changes an object the
// faulty routine never changed (an argument's list emptied so that a postcondition about it
// holds vacuously) is never ranked above one that does not.
#pragma once

#include "sema/program.h"
#include "syntax/ast.h"

#include <set>
#include <string>

namespace amend::repair {

// The objects `body` of `feature` performs commands on: "current", or the printed target of a
// qualified command call in lower case ("l", "result", "a.b").
std::set<std::string> changedObjects(const sema::FeatureInfo& feature, const syntax::Body& body);

// Does `fixed` change an object `original` never changes?
bool changesOtherObject(const sema::FeatureInfo& feature, const syntax::Body& original, const syntax::Body& fixed);

}  // namespace amend::repair
