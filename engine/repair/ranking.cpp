// Fix ranking (see ranking.h).
#include "repair/ranking.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace amend::repair {

namespace {

int schemaPreference(const Fix& f)
{
    using synthesis::Schema;
    // A change of the statement itself before a guard that makes the failing runs skip it.
    if (fixNature(f) == FixNature::GuardOnly) return 1;
    switch (f.schema) {
    case Schema::B:
    case Schema::Replace:
    case Schema::Condition:
    case Schema::Statement: return 0;
    case Schema::Guard:
    case Schema::D: return 1;
    case Schema::C: return 2;
    default: return 3;
    }
}

// `x := 5`, `x := -1`, `b := True`: a constant assignment throws away what the target held in
// every run the fix applies to; it is proper only by coincidence, where `x := x - 1` or a
// command keeps the state's information.
bool assignsConstant(synthesis::ActionKind kind)
{
    return kind == synthesis::ActionKind::ConstantAssignment || kind == synthesis::ActionKind::ConstantReplacement;
}

// A fix that changes every passing run replaces the routine's behaviour rather than repairing it.
bool changesEveryPassingRun(const Fix& f)
{
    return f.passingTotal > 0 && f.passingChanged == f.passingTotal;
}

// Fixes ranked down for what they do to the runs: they take no part in the diversity round.
bool demoted(const Fix& f)
{
    return f.skipsCommand || changesEveryPassingRun(f) || f.retestFailures > 0 || f.coevolution.effect == CoevolutionEffect::Demoted;
}

}  // namespace

int trustTier(const Fix& f)
{
    if (f.isContract) return 3;
    if (f.changesOtherObject || f.holdsVacuously) return 2;
    if (f.antiPattern != synthesis::AntiPattern::None) return 1;
    return 0;
}

// The suspiciousness ranking compares: AutoFix's guards that make the failing runs skip work
// (schema (c), callee-precondition guards) count for less than a change of what the routine
// computes (issue 30: smaller, local changes before guards; 0.7 chosen on the public
// collection's tuning half). Nopol's guards keep theirs: angelic values showed that skipping is
// what the failing runs need (the examples' count_by lost its proper guard's first rank without).
namespace {
// The fix's suspiciousness with its place's evidence (sharePlaceEvidence).
double placeAwareSusp(const Fix& f)
{
    return demotedByTests(f) ? f.susp : std::max(f.susp, f.placeSusp);
}

double rankingSusp(const Fix& f)
{
    const double susp = placeAwareSusp(f);
    const bool skips = f.schema == synthesis::Schema::C || f.schema == synthesis::Schema::Guard;
    return skips ? susp * 0.7 : susp;
}

// The bytes of the file a fix's edits cover, [begin, end); an insertion covers the byte it is
// inserted before, so that two insertions at one place overlap.
struct EditSpan {
    std::uint32_t begin = 0, end = 0;
    bool overlaps(const EditSpan& o) const { return begin < o.end && o.begin < end; }
};

std::vector<EditSpan> editSpans(const Fix& f)
{
    std::vector<EditSpan> spans;
    for (const TextEdit& e : f.change.edits) spans.push_back({e.begin, std::max(e.end, e.begin + 1)});
    return spans;
}

bool samePlace(const std::vector<EditSpan>& a, const std::vector<EditSpan>& b)
{
    for (const EditSpan& x : a)
        for (const EditSpan& y : b)
            if (x.overlaps(y)) return true;
    return false;
}
// Evidence about an expression: a fix that replaced one (Nopol's new condition from angelic
// values, AutoFix's and the search's replacements from a snapshot, WP's modification). A guard
// or an inserted statement speaks of the state at a statement, not of what an expression inside
// it computes (a guard that skips a call on Void lends nothing to rewrites of the call), and
// GenProg's evolved patches carry a score set by their search, not evidence about the place.
bool lendsEvidence(const Fix& f)
{
    if (f.isContract || f.technique == Technique::Gp) return false;
    if (f.technique == Technique::Wp) return true;
    return f.schema == synthesis::Schema::Replace || (f.schema == synthesis::Schema::Condition && !f.replacedCondition.empty());
}
}  // namespace

void sharePlaceEvidence(std::vector<Fix>& fixes)
{
    std::vector<std::vector<EditSpan>> spans;
    for (const Fix& f : fixes) spans.push_back(f.isContract ? std::vector<EditSpan>{} : editSpans(f));
    for (std::size_t i = 0; i < fixes.size(); ++i) {
        fixes[i].placeSusp = fixes[i].evidenceSusp;
        for (std::size_t j = 0; j < fixes.size(); ++j)
            if (j != i && lendsEvidence(fixes[j]) && fixes[j].filePath == fixes[i].filePath && samePlace(spans[i], spans[j]))
                fixes[i].placeSusp = std::max(fixes[i].placeSusp, fixes[j].evidenceSusp);
    }
}

bool ranksBefore(const Fix& a, const Fix& b)
{
    const int tierA = trustTier(a), tierB = trustTier(b);
    if (tierA != tierB) return tierA < tierB;
    // Suspiciousness in steps of 0.1, so that near-ties fall to the next criteria.
    const double rankA = rankingSusp(a), rankB = rankingSusp(b);
    const int suspA = static_cast<int>(std::floor(rankA * 10 + 1e-9)), suspB = static_cast<int>(std::floor(rankB * 10 + 1e-9));
    if (suspA != suspB) return suspA > suspB;
    const bool allA = changesEveryPassingRun(a), allB = changesEveryPassingRun(b);
    if (allA != allB) return !allA;
    // A fix that makes the failing runs skip a command the routine always performs hides the
    // failure rather than repairing it (move_item without its `put_left' loses the item).
    if (a.skipsCommand != b.skipsCommand) return !a.skipsCommand;
    // The paper's evaluation (AutoFix paper, Tables 11 and 13): schema (b) yields most proper fixes,
    // then (d); (a), unconditional, none. Among fixes of equal suspiciousness, prefer that order.
    const int schemaA = schemaPreference(a), schemaB = schemaPreference(b);
    if (schemaA != schemaB) return schemaA < schemaB;
    const bool constantA = assignsConstant(a.actionKind), constantB = assignsConstant(b.actionKind);
    if (constantA != constantB) return !constantA;
    // Within a band of suspiciousness, the smaller change to the code first (issue 30: a literal
    // `2' → `1' before a new guarded decrement whose snapshot scored 0.01 more). A contract
    // change always adds one clause: there the finer suspiciousness decides (a weakened
    // postcondition whose condition the body tests, before the precondition from it).
    const int sizeA = a.changeSize + 8 * a.distance;
    const int sizeB = b.changeSize + 8 * b.distance;
    if (!a.isContract && sizeA != sizeB) return sizeA < sizeB;
    if (std::fabs(rankA - rankB) > 1e-3) return rankA > rankB;
    if (sizeA != sizeB) return sizeA < sizeB;
    if (a.passingChanged != b.passingChanged) return a.passingChanged < b.passingChanged;
    return a.normalized < b.normalized;
}

std::string explanationGroup(const Fix& f)
{
    if (!f.snapshot.empty()) return "snapshot:" + f.snapshot.text();
    return std::string(techniqueName(f.technique)) + ":" + synthesis::schemaName(f.schema) + ":" + f.fail;
}

namespace {
// A place shares its evidence with every fix that edits it (sharePlaceEvidence), so the rewrites
// of one strong condition (`>' → `>=', `i' → `i + 1', `1' → `0', …) would fill the list, often
// all the same behaviour. Once kFixesPerPlace fixes of a place (lines edited) are listed, its further fixes
// wait until the fixes of every other place are listed; the order is otherwise kept.
constexpr int kFixesPerPlace = 3;

// The lines a fix's edits cover, [first, last + 1) for each edit: rewrites of one condition
// touch different tokens of it but the same line.
std::vector<EditSpan> editLines(const Fix& f)
{
    std::vector<EditSpan> lines;
    if (!f.change.base) return lines;
    const std::string& text = *f.change.base;
    const auto lineAt = [&](std::uint32_t offset) {
        const auto end = text.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(offset, text.size()));
        return static_cast<std::uint32_t>(std::count(text.begin(), end, '\n'));
    };
    for (const EditSpan& e : editSpans(f)) lines.push_back({lineAt(e.begin), lineAt(e.end - 1) + 1});
    return lines;
}

std::vector<Fix> spreadOverPlaces(std::vector<Fix> ordered)
{
    std::vector<Fix> out, later;
    std::vector<std::pair<std::string, std::vector<EditSpan>>> listed;   // file, lines edited
    for (Fix& f : ordered) {
        const std::vector<EditSpan> spans = f.isContract ? std::vector<EditSpan>{} : editLines(f);
        const auto samePlaceAsF = [&](const auto& other) { return other.first == f.filePath && samePlace(spans, other.second); };
        if (std::count_if(listed.begin(), listed.end(), samePlaceAsF) >= kFixesPerPlace) {
            later.push_back(std::move(f));
            continue;
        }
        listed.emplace_back(f.filePath, spans);
        out.push_back(std::move(f));
    }
    for (Fix& f : later) out.push_back(std::move(f));
    return out;
}
}  // namespace

std::vector<Fix> rankFixes(std::vector<Fix> fixes, int maxFixes)
{
    sharePlaceEvidence(fixes);
    std::stable_sort(fixes.begin(), fixes.end(), ranksBefore);
    // Merge fixes that print the same, keeping the best.
    std::vector<Fix> merged;
    std::set<std::string> seen;
    for (Fix& f : fixes)
        if (seen.insert(f.normalized).second) merged.push_back(std::move(f));
    // Diversity: the best fix of every explanation group of comparable suspiciousness (at least
    // 3/4 of the best, of the same kind as the best) first, in ranking order; then the rest in
    // ranking order.
    std::vector<Fix> out;
    std::vector<bool> taken(merged.size(), false);
    std::set<std::string> groups;
    const double best = merged.empty() ? 0 : placeAwareSusp(merged.front());
    const int bestTier = merged.empty() ? 0 : trustTier(merged.front());
    for (std::size_t i = 0; i < merged.size(); ++i)
        if (trustTier(merged[i]) == bestTier && placeAwareSusp(merged[i]) >= 0.75 * best && !demoted(merged[i]) &&
            groups.insert(explanationGroup(merged[i])).second) {
            taken[i] = true;
            out.push_back(std::move(merged[i]));
        }
    for (std::size_t i = 0; i < merged.size(); ++i)
        if (!taken[i]) out.push_back(std::move(merged[i]));
    out = spreadOverPlaces(std::move(out));
    if (maxFixes > 0 && static_cast<int>(out.size()) > maxFixes) out.resize(static_cast<std::size_t>(maxFixes));
    for (std::size_t i = 0; i < out.size(); ++i) out[i].rank = static_cast<int>(i + 1);
    return out;
}

bool demotedByTests(const Fix& f)
{
    return f.coevolution.effect == CoevolutionEffect::Demoted || f.retestFailures > 0;
}

namespace {

// The learned move of `movable' (fixes in ranking order): each by its adjustment, the tiers kept.
std::vector<Fix> movedByLearning(std::vector<Fix> movable)
{
    struct Key {
        double place;       // after the move
        double raised;      // ties: the fix raised more first
        std::size_t index;  // then the place before
        bool operator<(const Key& o) const
        {
            if (place != o.place) return place < o.place;
            if (raised != o.raised) return raised > o.raised;
            return index < o.index;
        }
    };
    std::vector<Key> keys;
    for (std::size_t i = 0; i < movable.size(); ++i) keys.push_back({static_cast<double>(i) - learnedShift * movable[i].learned, movable[i].learned, i});
    std::sort(keys.begin(), keys.end());
    std::vector<Fix> out;
    out.reserve(movable.size());
    for (const Key& key : keys) out.push_back(std::move(movable[key.index]));
    // A learned rule moves a fix within its trust tier, never past the tier's bounds.
    std::stable_sort(out.begin(), out.end(), [](const Fix& a, const Fix& b) { return trustTier(a) < trustTier(b); });
    return out;
}

}  // namespace

void applyLearnedAdjustments(std::vector<Fix>& ranked)
{
    // Fixes that generated tests demoted keep their places and no adjustment: what the runs showed
    // outweighs a rule learned from other decisions, and a rejection of the fixes above one must
    // not bring it up (issue 34). The other fixes move among the remaining places.
    std::vector<bool> kept(ranked.size());
    std::vector<Fix> movable;
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        kept[i] = demotedByTests(ranked[i]);
        if (!kept[i]) {
            movable.push_back(std::move(ranked[i]));
            continue;
        }
        ranked[i].learned = 0;
        ranked[i].learnedRule.clear();
    }
    movable = movedByLearning(std::move(movable));
    // Both in tier order with the same tiers: the moved fixes fill the places they left.
    std::size_t next = 0;
    for (std::size_t i = 0; i < ranked.size(); ++i)
        if (!kept[i]) ranked[i] = std::move(movable[next++]);
    for (std::size_t i = 0; i < ranked.size(); ++i) ranked[i].rank = static_cast<int>(i + 1);
}

}  // namespace amend::repair
