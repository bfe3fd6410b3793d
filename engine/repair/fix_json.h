// A fix as JSON, the one form `amend fix --json' writes it in (beside the bench report's, which
// evaluation/report.cpp writes from the same fixes): its rank, routine, technique, schema and
// action, the evidence it was ranked by, the diff and the explanation a programmer reads, and
// co-evolution's verdict on it.
#pragma once

#include "repair/fix.h"

#include <QJsonObject>

namespace amend::repair {

// {"number", "rank", "fault", "routine", "kind" ("body" or "contract"), "technique", "schema",
//  "action", "fail", "snapshot", "susp", "cdep", "edep", "dyn", "passing_changed", "file",
//  "routine_text", "diff", "explanation", and when co-evolution decided: "coevolution": {"effect",
//  "decided_by", "test", "test_eiffel", "fix_behaviour", "expected"}}. `number' is the fix's
//  number as printed (0 for a fix that is not offered).
QJsonObject fixToJson(const Fix& f, int number);

}  // namespace amend::repair
