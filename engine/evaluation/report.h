// The report of `amend bench`: one row per fault (case, fault kind, found, number of valid
// fixes, rank of the first proper fix, its technique, seconds) and the totals people compare
// repair tools by (faults found, faults with a valid fix, with a proper fix in the top 1 / 5 /
// 10, median and max seconds per fault); as a text table, as JSON, and compared with the JSON
// of an earlier run (what got better, what got worse). Pure functions of the results.
#pragma once

#include "evaluation/case_run.h"

#include <QJsonObject>

#include <string>
#include <vector>

namespace amend::evaluation {

struct BenchTotals {
    int cases = 0;
    int faults = 0;              // found faults plus expected faults not found
    int found = 0;
    int foundBySearch = 0;       // found only by AutoTest's search phase
    double testingSeconds = 0;   // AutoTest's time over all cases (faults found per second of testing)
    int withValidFix = 0;
    int classified = 0;          // found faults of cases with a reference
    int properTop1 = 0;
    int properTop5 = 0;
    int properTop10 = 0;
    double medianSeconds = 0;    // per found fault
    double maxSeconds = 0;
    int errors = 0;              // cases that did not compile
    int crashes = 0;
    int timeouts = 0;
    int cut = 0;                 // found faults a phase of which its share of the case budget cut short (FaultResult::cut)
    int coevolvedInvalidated = 0;   // fixes made invalid by co-evolved tests (repair/coevolution.h)
    int coevolvedDemoted = 0;       // fixes demoted by co-evolved tests (a tenth of their suspiciousness)
    int coevolvedQuestioned = 0;    // fixes questioned (not moved) by co-evolved tests
};

BenchTotals computeTotals(const std::vector<CaseResult>& results);

// The table and the totals as lines of text.
std::string formatTable(const std::vector<CaseResult>& results, const BenchTotals& totals);

// The results and totals as JSON (`--json`), and back (for `--baseline`); fromJson ignores
// what it does not know and fills `error` when the document is not a bench report.
QJsonObject toJson(const std::vector<CaseResult>& results, const BenchTotals& totals);
std::vector<CaseResult> fromJson(const QJsonObject& json, std::string& error);
// One case of the report, as in its "cases" array (also how a case's child process hands its
// result to `amend bench`, bench_run.h).
QJsonObject caseToJson(const CaseResult& result);
CaseResult caseFromJson(const QJsonObject& json);

// What changed from `baseline` to `current`, one line per changed fault and per changed total
// ("better: …", "worse: …"); "no change" when nothing did. Times count as changed beyond 50 %
// and 1 s. Baseline cases absent from `current` are named once and otherwise left out (totals
// included), so a run on part of a collection compares with the whole collection's report.
std::string compareWithBaseline(const std::vector<CaseResult>& current, const std::vector<CaseResult>& baseline);

}  // namespace amend::evaluation
