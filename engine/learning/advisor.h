// Learning at ranking time (BugFix's "identify rules to consider, sort by confidence"): for each
// ranked fix of a fault, its situation and description, the rule of the knowledge base that speaks
// for it, the adjustment that rule gives (repair::applyLearnedAdjustments moves the fix by it) and
// the sentence naming the rule in the fix's explanation. Also the decision a programmer's verdict
// on a fix makes, the one way a decision is built from a fix (window, `amend fix --apply`, bench).
#pragma once

#include "learning/knowledge_base.h"
#include "repair/fix_session.h"

#include <memory>
#include <string>
#include <vector>

namespace amend::learning {

// The adjustment a rule gives a fix: its strength (knowledge_base.h ruleStrength).
double ruleAdjustment(const AssociationRule& rule);
// "similar fixes (added call (autofix, schema b)) were accepted 4 of 5 times when
//  violation:precondition ∧ statement:if"
std::string ruleExplanation(const AssociationRule& rule);

// Sets learned and learnedRule of each of `ranked` (situations[i] and descriptions[i] are
// ranked[i]'s) and reorders them (repair::applyLearnedAdjustments).
void applyKnowledge(const KnowledgeBase& knowledge, const std::vector<Situation>& situations,
                    const std::vector<FixDescription>& descriptions, std::vector<repair::Fix>& ranked);

// The hook for repair::FixOptions::learning: the situations from the fault and localization, then
// applyKnowledge. The knowledge base is shared (read only) by the threads that fix faults.
decltype(repair::FixOptions::learning) learningHook(std::shared_ptr<const KnowledgeBase> knowledge);

// The decision a verdict on `fix` of `fault` (localized as `localization`) makes.
LearnedDecision decisionOn(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                           const analysis::FaultLocalization& localization, const repair::Fix& fix, Verdict verdict);

}  // namespace amend::learning
