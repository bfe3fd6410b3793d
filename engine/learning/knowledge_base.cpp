// Decisions and association rules (see knowledge_base.h).
#include "learning/knowledge_base.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <map>

namespace amend::learning {

namespace {

using Antecedent = std::vector<Descriptor>;

// Calls `visit` with every subset of `items` (sorted) of at most `max` elements, the empty one included.
void forEachSubset(const std::vector<Descriptor>& items, int max, const std::function<void(const Antecedent&)>& visit)
{
    Antecedent current;
    std::function<void(std::size_t)> extend = [&](std::size_t from) {
        visit(current);
        if (static_cast<int>(current.size()) >= max) return;
        for (std::size_t i = from; i < items.size(); ++i) {
            current.push_back(items[i]);
            extend(i + 1);
            current.pop_back();
        }
    };
    extend(0);
}

struct Counts {
    int decisions = 0;
    int accepted = 0;
};

AssociationRule makeRule(const Antecedent& x, const FixDescription& fix, const Counts& counts, std::size_t total)
{
    AssociationRule r;
    r.situation = x;
    r.fix = fix;
    r.decisions = counts.decisions;
    r.accepted = counts.accepted;
    r.support = total == 0 ? 0 : static_cast<double>(counts.decisions) / static_cast<double>(total);
    r.confidence = counts.decisions == 0 ? 0 : static_cast<double>(counts.accepted) / counts.decisions;
    return r;
}

}  // namespace

double ruleStrength(const AssociationRule& rule)
{
    const double n = rule.decisions;
    return (2 * rule.confidence - 1) * n / (n + 1);
}

const char* verdictName(Verdict verdict) { return verdict == Verdict::Accepted ? "accepted" : "rejected"; }

std::optional<Verdict> verdictNamed(std::string_view name)
{
    if (name == "accepted") return Verdict::Accepted;
    if (name == "rejected") return Verdict::Rejected;
    return std::nullopt;
}

std::string AssociationRule::text() const
{
    std::string out;
    for (const Descriptor& d : situation) out += (out.empty() ? "" : " ∧ ") + d.text();
    if (out.empty()) out = "any situation";
    return out + " → " + fix.text() + " (accepted " + std::to_string(accepted) + " of " + std::to_string(decisions) + ")";
}

void KnowledgeBase::add(LearnedDecision decision) { m_decisions.push_back(std::move(decision)); }

bool KnowledgeBase::remove(const LearnedDecision& decision)
{
    const auto it = std::find(m_decisions.rbegin(), m_decisions.rend(), decision);
    if (it == m_decisions.rend()) return false;
    m_decisions.erase(std::next(it).base());
    return true;
}

void KnowledgeBase::merge(const KnowledgeBase& other)
{
    m_decisions.insert(m_decisions.end(), other.m_decisions.begin(), other.m_decisions.end());
}

std::vector<AssociationRule> KnowledgeBase::mineRules(const RuleOptions& options) const
{
    std::map<std::pair<Antecedent, FixDescription>, Counts> counts;
    for (const LearnedDecision& d : m_decisions) {
        const std::vector<Descriptor> items(d.situation.begin(), d.situation.end());
        forEachSubset(items, options.maxDescriptors, [&](const Antecedent& x) {
            Counts& c = counts[{x, d.fix}];
            ++c.decisions;
            c.accepted += d.verdict == Verdict::Accepted;
        });
    }
    std::vector<AssociationRule> rules;
    for (const auto& [key, c] : counts)
        if (c.decisions >= options.minDecisions) rules.push_back(makeRule(key.first, key.second, c, m_decisions.size()));
    std::stable_sort(rules.begin(), rules.end(), [](const AssociationRule& a, const AssociationRule& b) { return a.decisions > b.decisions; });
    return rules;
}

std::optional<AssociationRule> KnowledgeBase::ruleFor(const Situation& situation, const FixDescription& fix, const RuleOptions& options) const
{
    std::map<Antecedent, Counts> counts;
    for (const LearnedDecision& d : m_decisions) {
        if (d.fix != fix) continue;
        std::vector<Descriptor> shared;
        std::set_intersection(situation.begin(), situation.end(), d.situation.begin(), d.situation.end(), std::back_inserter(shared));
        forEachSubset(shared, options.maxDescriptors, [&](const Antecedent& x) {
            Counts& c = counts[x];
            ++c.decisions;
            c.accepted += d.verdict == Verdict::Accepted;
        });
    }
    std::optional<AssociationRule> best;
    for (const auto& [x, c] : counts) {
        if (c.decisions < options.minDecisions) continue;
        AssociationRule r = makeRule(x, fix, c, m_decisions.size());
        const double strength = std::fabs(ruleStrength(r)), bestStrength = best ? std::fabs(ruleStrength(*best)) : -1;
        if (strength > bestStrength + 1e-12 ||
            (std::fabs(strength - bestStrength) <= 1e-12 &&
             (r.situation.size() > best->situation.size() ||
              (r.situation.size() == best->situation.size() &&
               (r.decisions > best->decisions || (r.decisions == best->decisions && ruleStrength(r) > ruleStrength(*best)))))))
            best = std::move(r);
    }
    return best;
}

}  // namespace amend::learning
