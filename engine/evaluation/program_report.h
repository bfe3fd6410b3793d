// The report of `amend bench --halves`: figures per program and per half of the programs, per
// variant set, as the public AutoProof collection is measured (issue 30). Programs are sorted
// case-insensitively; the first half (the first ceil(n/2)) is the one heuristics are tuned on,
// the second is held out, and a change is kept only when it does not lose on the held-out half.
// A set counts as found / with a valid fix / with a proper fix at rank 1 or in the top 5 when one
// of its faults is; times are per found fault. Pure functions of the results (report.h).
#pragma once

#include "evaluation/case_run.h"

#include <QJsonObject>

#include <string>
#include <utility>
#include <vector>

namespace amend::evaluation {

struct ProgramFigures {
    std::string program;           // the program, or "tuned", "held out", "all"
    int sets = 0;
    int ran = 0;                   // compiled, ended within the budget and did not crash
    int compileErrors = 0;
    int found = 0;                 // sets with a fault found
    int validFix = 0;              // … with a valid fix for one of its faults
    int properTop1 = 0;            // … with a proper fix at rank 1
    int properTop5 = 0;
    int timeouts = 0;
    int crashes = 0;
    double medianSeconds = 0;      // per found fault
    double maxSeconds = 0;
    std::vector<std::pair<std::string, std::string>> errors;   // set, why it did not compile
};

struct HalvesReport {
    std::vector<ProgramFigures> programs;   // sorted case-insensitively
    std::size_t tunedPrograms = 0;          // the first this many are the tuned half
    ProgramFigures tuned;
    ProgramFigures heldOut;
    ProgramFigures all;
};

HalvesReport computeHalves(const std::vector<CaseResult>& results);
// One row per program, a blank line, the two halves and the whole, then the sets that did not compile.
std::string formatHalves(const HalvesReport& report);
QJsonObject halvesToJson(const HalvesReport& report);

}  // namespace amend::evaluation
