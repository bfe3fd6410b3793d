// Ranking adjustments from the knowledge base (see advisor.h).
#include "learning/advisor.h"

#include "repair/ranking.h"

namespace amend::learning {

double ruleAdjustment(const AssociationRule& rule) { return ruleStrength(rule); }

std::string ruleExplanation(const AssociationRule& rule)
{
    std::string when;
    for (const Descriptor& d : rule.situation) when += (when.empty() ? "" : " ∧ ") + d.text();
    return "similar fixes (" + rule.fix.phrase() + ") were accepted " + std::to_string(rule.accepted) + " of " +
           std::to_string(rule.decisions) + " times" + (when.empty() ? "" : " when " + when);
}

void applyKnowledge(const KnowledgeBase& knowledge, const std::vector<Situation>& situations,
                    const std::vector<FixDescription>& descriptions, std::vector<repair::Fix>& ranked)
{
    for (std::size_t i = 0; i < ranked.size() && i < situations.size() && i < descriptions.size(); ++i) {
        repair::Fix& fix = ranked[i];
        fix.learned = 0;
        fix.learnedRule.clear();
        if (const std::optional<AssociationRule> rule = knowledge.ruleFor(situations[i], descriptions[i])) {
            fix.learned = ruleAdjustment(*rule);
            fix.learnedRule = ruleExplanation(*rule);
        }
    }
    repair::applyLearnedAdjustments(ranked);
}

decltype(repair::FixOptions::learning) learningHook(std::shared_ptr<const KnowledgeBase> knowledge)
{
    return [knowledge](const sema::Program& program, const analysis::FaultUnderRepair& fault,
                       const analysis::FaultLocalization& localization, std::vector<repair::Fix>& ranked) {
        if (!knowledge || knowledge->empty()) return;
        std::vector<Situation> situations;
        std::vector<FixDescription> descriptions;
        for (const repair::Fix& fix : ranked) {
            situations.push_back(describeSituation(program, fault, localization, fix));
            descriptions.push_back(describeFix(fix));
        }
        applyKnowledge(*knowledge, situations, descriptions, ranked);
    };
}

LearnedDecision decisionOn(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                           const analysis::FaultLocalization& localization, const repair::Fix& fix, Verdict verdict)
{
    return {describeSituation(program, fault, localization, fix), describeFix(fix), verdict};
}

}  // namespace amend::learning
