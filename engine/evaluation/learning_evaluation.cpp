// Training from bench results and the leave-one-out measure (see learning_evaluation.h).
#include "evaluation/learning_evaluation.h"

#include "learning/advisor.h"

#include <algorithm>
#include <cstdio>

namespace amend::evaluation {

learning::KnowledgeBase trainKnowledge(const std::vector<CaseResult>& results, const std::string& leaveOut)
{
    learning::KnowledgeBase out;
    for (const CaseResult& c : results) {
        if (!leaveOut.empty() && c.name == leaveOut) continue;
        for (const FaultResult& f : c.faults)
            for (const ClassifiedFix& x : f.fixes)
                if (x.classified && !x.situation.empty())
                    out.add({x.situation, x.description, x.proper ? learning::Verdict::Accepted : learning::Verdict::Rejected});
    }
    return out;
}

int learnedFirstProperRank(const FaultResult& fault, const learning::KnowledgeBase& knowledge)
{
    std::vector<repair::Fix> fixes;
    std::vector<learning::Situation> situations;
    std::vector<learning::FixDescription> descriptions;
    for (std::size_t i = 0; i < fault.fixes.size(); ++i) {
        repair::Fix f;
        f.rank = static_cast<int>(i + 1);
        f.normalized = std::to_string(i);   // which kept fix it is, through the reordering
        fixes.push_back(std::move(f));
        situations.push_back(fault.fixes[i].situation);
        descriptions.push_back(fault.fixes[i].description);
    }
    learning::applyKnowledge(knowledge, situations, descriptions, fixes);
    for (const repair::Fix& f : fixes)
        if (fault.fixes[std::stoul(f.normalized)].proper) return f.rank;
    return 0;
}

std::vector<LeaveOneOutRow> leaveOneOut(const std::vector<CaseResult>& results)
{
    std::vector<LeaveOneOutRow> rows;
    for (const CaseResult& c : results) {
        const learning::KnowledgeBase others = trainKnowledge(results, c.name);
        for (const FaultResult& f : c.faults) {
            if (!f.found || f.firstProperRank == 0) continue;
            rows.push_back({c.name, f.routine + " " + f.label(), f.firstProperRank, learnedFirstProperRank(f, others)});
        }
    }
    return rows;
}

LeaveOneOutSummary summarize(const std::vector<LeaveOneOutRow>& rows)
{
    LeaveOneOutSummary s;
    for (const LeaveOneOutRow& r : rows) {
        ++s.faults;
        s.better += r.rankWith < r.rankWithout;
        s.equal += r.rankWith == r.rankWithout;
        s.worse += r.rankWith > r.rankWithout;
        s.meanWithout += r.rankWithout;
        s.meanWith += r.rankWith;
    }
    if (s.faults > 0) {
        s.meanWithout /= s.faults;
        s.meanWith /= s.faults;
    }
    return s;
}

std::string formatLeaveOneOut(const std::vector<LeaveOneOutRow>& rows, const LeaveOneOutSummary& summary)
{
    std::size_t caseWidth = 4, faultWidth = 5;
    for (const LeaveOneOutRow& r : rows) {
        caseWidth = std::max(caseWidth, r.caseName.size());
        faultWidth = std::max(faultWidth, r.fault.size());
    }
    auto pad = [](std::string s, std::size_t width) { return s.append(width > s.size() ? width - s.size() : 0, ' '); };
    std::string out = pad("case", caseWidth + 2) + pad("fault", faultWidth + 2) + "without  with\n";
    for (const LeaveOneOutRow& r : rows)
        out += pad(r.caseName, caseWidth + 2) + pad(r.fault, faultWidth + 2) + pad(std::to_string(r.rankWithout), 9) +
               std::to_string(r.rankWith) + "\n";
    char mean[96];
    std::snprintf(mean, sizeof mean, "mean rank of the first proper fix: %.2f without learning, %.2f with\n", summary.meanWithout,
                  summary.meanWith);
    out += "\nfaults with a proper fix kept: " + std::to_string(summary.faults) + "; with learning better: " + std::to_string(summary.better) +
           ", equal: " + std::to_string(summary.equal) + ", worse: " + std::to_string(summary.worse) + "\n" + mean;
    return out;
}

}  // namespace amend::evaluation
