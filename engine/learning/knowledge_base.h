// The knowledge base of BugFix (Jeffrey et al.) in Amend's terms: the programmers' decisions (a fix
// described by fix_description.h, accepted or rejected, in a situation described by situation.h)
// and the association rules mined from them. A rule X ∪ {D} → accepted says how often fixes
// described as D were accepted in situations holding the descriptors X:
//   supp(X ∪ {D}) = decisions whose situation holds X and whose fix is D, over all decisions;
//   conf(X ∪ {D} → accepted) = supp(X ∪ {D} ∪ {accepted}) / supp(X ∪ {D}).
// At ranking time (advisor.h) the strongest rule whose X is a subset of the current situation
// speaks for a fix described as D: above one half it raises the fix, below it lowers it (rules from
// rejected fixes lower). The decisions are what is stored (knowledge_json.h); rules are derived.
#pragma once

#include "learning/fix_description.h"
#include "learning/situation.h"

#include <optional>
#include <string>
#include <vector>

namespace amend::learning {

enum class Verdict : std::uint8_t { Accepted, Rejected };
const char* verdictName(Verdict verdict);   // "accepted", "rejected"
std::optional<Verdict> verdictNamed(std::string_view name);

struct LearnedDecision {
    Situation situation;
    FixDescription fix;
    Verdict verdict = Verdict::Accepted;
    bool operator==(const LearnedDecision&) const = default;
};

struct AssociationRule {
    std::vector<Descriptor> situation;   // X, sorted (at most RuleOptions::maxDescriptors)
    FixDescription fix;                  // D
    int decisions = 0;                   // decisions holding X ∪ {D}
    int accepted = 0;                    // … of which accepted
    double support = 0;                  // supp(X ∪ {D})
    double confidence = 0;               // conf(X ∪ {D} → accepted)
    // "violation:precondition ∧ statement:if → autofix/b/command/add_call (accepted 4 of 5)"
    std::string text() const;
};

struct RuleOptions {
    int maxDescriptors = 2;   // |X| at most (BugFix's rules are small; the count of subsets grows fast)
    int minDecisions = 1;     // a rule speaks only with at least this many decisions behind it (one
                              // decision already speaks, weakly: ruleAdjustment shrinks it)
};

// In [-1, 1]: (2 · confidence − 1), shrunk towards 0 for rules with few decisions (n / (n + 1)).
double ruleStrength(const AssociationRule& rule);

class KnowledgeBase {
public:
    void add(LearnedDecision decision);
    // Takes back one decision equal to `decision` (the latest); false when there is none.
    bool remove(const LearnedDecision& decision);
    void clear() { m_decisions.clear(); }
    void merge(const KnowledgeBase& other);
    const std::vector<LearnedDecision>& decisions() const { return m_decisions; }
    bool empty() const { return m_decisions.empty(); }

    // Every rule with at least options.minDecisions decisions, most decisions first.
    std::vector<AssociationRule> mineRules(const RuleOptions& options = {}) const;
    // The rule that speaks for a fix described as `fix` in `situation`: of the rules whose X is a
    // subset of `situation`, the strongest (ruleStrength farthest from 0), then the one with the
    // largest X, then the most decisions, then the one raising the fix (an acceptance says which
    // kind was right; a rejection only that one was not, and programmers reject several fixes
    // before they accept one); nullopt when none has enough decisions. (Strongest first was chosen
    // over largest X first by the leave-one-out measure, bench/history/2026-11-reports.md.)
    std::optional<AssociationRule> ruleFor(const Situation& situation, const FixDescription& fix, const RuleOptions& options = {}) const;

private:
    std::vector<LearnedDecision> m_decisions;
};

}  // namespace amend::learning
