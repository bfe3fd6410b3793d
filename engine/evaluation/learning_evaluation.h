// Learning from bench results: a knowledge base trained on classified fixes (proper fixes
// accepted, improper valid fixes rejected: what a programmer who knew the reference would have
// decided), and the leave-one-out measure of issue 17: for each case, the kept fixes of its faults
// re-ranked with a knowledge base trained on the other cases, and the rank of the first proper fix
// before and after. Re-ranking the kept fixes is exactly what `amend bench --knowledge` does
// (learning reorders the kept fixes, repair/ranking.h), so no case is run again.
#pragma once

#include "evaluation/case_run.h"
#include "learning/knowledge_base.h"

#include <string>
#include <vector>

namespace amend::evaluation {

// Every classified fix with a situation, of every case but `leaveOut` (empty: none left out).
learning::KnowledgeBase trainKnowledge(const std::vector<CaseResult>& results, const std::string& leaveOut = {});

// The kept fixes of `fault` (in rank order) re-ranked with `knowledge`: the rank of the first
// proper one (0: none proper).
int learnedFirstProperRank(const FaultResult& fault, const learning::KnowledgeBase& knowledge);

struct LeaveOneOutRow {
    std::string caseName;
    std::string fault;       // "ROUTINE label"
    int rankWithout = 0;     // first proper rank, 0 when none is kept
    int rankWith = 0;
};

struct LeaveOneOutSummary {
    int faults = 0;          // faults with a proper fix among the kept ones
    int better = 0, equal = 0, worse = 0;
    double meanWithout = 0, meanWith = 0;   // over those faults
};

// One row per found, classified fault with a proper fix kept.
std::vector<LeaveOneOutRow> leaveOneOut(const std::vector<CaseResult>& results);
LeaveOneOutSummary summarize(const std::vector<LeaveOneOutRow>& rows);
std::string formatLeaveOneOut(const std::vector<LeaveOneOutRow>& rows, const LeaveOneOutSummary& summary);

}  // namespace amend::evaluation
