// The time of each phase of fixing one fault (issue 20: the slow phase of a slow fault visible
// without a profiler), written the same way by `amend fix` and `amend bench`: one JSON object
// for their --json reports and one line for `amend fix`'s text output.
#pragma once

#include "repair/fix_session.h"

#include <QJsonObject>

#include <string>

namespace amend::repair {

// {"testing_seconds", "localization_seconds", "autofix_seconds", "nopol_seconds", "wp_seconds",
//  "lowering_seconds", "validation_seconds", "retest_seconds", "coevolution_seconds", "total_seconds"}; `testingSeconds`
// is the fault's share of testing the program, the total is it plus `statistics.seconds`.
// Beside them (z3 runs inside the phases): "z3_seconds", "z3_units" (z3's resource units, what
// the fault's z3 budget counts), "z3_calls" and "z3_budget_spent"; and
// co-evolution's counts: "coevolution_tests", "coevolution_invalidated", "coevolution_demoted",
// "coevolution_questioned".
QJsonObject phasesToJson(const FixStatistics& statistics, double testingSeconds);

// The inverse of phasesToJson (amend bench reads back what each case's child process wrote):
// fills the phases' seconds and `seconds` of `statistics`, returns the testing share.
double phasesFromJson(const QJsonObject& phases, FixStatistics& statistics);

// "phases: testing 0.40 s, localizing 1.20 s, autofix 0.05 s, nopol 0.30 s, wp 0.00 s,
//  lowering 0.02 s, validating 0.10 s, re-testing 0.20 s, co-evolving 0.30 s"
std::string phasesLine(const FixStatistics& statistics, double testingSeconds);

}  // namespace amend::repair
