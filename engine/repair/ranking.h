// Ranking of valid fixes (AutoFix paper, Section 4.6, refined). First the trust tiers of
// issue 30 (trustTier below), whatever the other criteria say. Within a tier: by the
// suspiciousness of the snapshot that produced the fix (in steps of 0.1); fixes that change every
// passing run last; fixes that skip a command the routine always performs after the others;
// schemas in the order of the paper's proper fixes (b, then d, c, a), guards that make the
// failing runs skip a statement after changes of the statement; actions that assign a constant
// after the others; then smaller changes closer to the failure; then fixes that change the
// passing runs least. Fixes whose fixed bodies print the same (house style) are merged, keeping
// the best. Then, beyond the paper, diversity: the best fix of each explanation group (the
// snapshot that produced it; for code-based fixes the technique, schema and condition) of
// comparable suspiciousness (at least 3/4 of the best fix's) and of the best fix's tier comes
// first, in that order, and the other fixes after them — so that the top of the list shows
// different explanations of the fault rather than ten actions under one condition. (The paper's
// own running example needs it: its proper fix comes from the second most suspicious snapshot.)
#pragma once

#include "repair/fix.h"

#include <string>
#include <vector>

namespace amend::repair {

// The trust tier of a fix, in ranking order: 0 a code fix; 1 an anti-pattern of search-based
// repair (a statement deleted, a condition constant on every observed run); 2 a fix that changes
// an object the routine never changed (an argument emptied so that a clause holds vacuously), or
// after which the repaired runs meet the postcondition only vacuously (every clause an
// implication with a false premise: `Result := 0' where `Result = -1 implies …' failed);
// 3 a contract change (tried only when no code fix is valid). Diversity and learned adjustments
// reorder fixes within a tier only.
int trustTier(const Fix& f);

// Suspiciousness belongs to a place, not to the technique that edited it: each fix's placeSusp
// becomes the strongest evidenceSusp among the code fixes whose edits overlap its own (Nopol's
// angelic values prove a condition decides the failing runs; an operator change inside that
// condition is a fix of the same place and ranks with that evidence, then by its smaller size).
// Only fixes that replaced an expression lend (Nopol's new condition, AutoFix's and the search's
// replacements, WP's modifications): not guards, inserted statements or GenProg's patches.
// Fixes that tests demoted keep their own suspiciousness. Idempotent.
void sharePlaceEvidence(std::vector<Fix>& fixes);

// Sorts (after sharePlaceEvidence), merges, puts the best of each explanation group first, lets
// no place (lines edited) hold more than three places of the list before every other place's
// fixes, keeps at most `maxFixes` and numbers them from 1.
std::vector<Fix> rankFixes(std::vector<Fix> fixes, int maxFixes);

// Does `a` rank before `b` (before diversity is applied)?
bool ranksBefore(const Fix& a, const Fix& b);

// The explanation group of a fix, for diversity.
std::string explanationGroup(const Fix& f);

// Beyond the paper, learning from decisions (after BugFix, engine/learning): each ranked fix moves by
// its Fix::learned adjustment, up to learnedShift places (up when positive), the others keeping
// their order; a fix moved onto the place of another goes before it when raised more (after it when
// lowered more). Renumbered from 1. With every adjustment 0 the order is unchanged. (2 places: the
// leave-one-out measure of bench/history/2026-11-reports.md; 3 moved a lucky improper fix above a proper one.)
// A fix that generated tests demoted (demotedByTests) keeps its place and gets no adjustment: a
// rejection of the fixes above it never brings it up, an acceptance of similar fixes never raises it.
inline constexpr double learnedShift = 2;
void applyLearnedAdjustments(std::vector<Fix>& ranked);

// Demoted by what generated tests showed: a co-evolved test on which it discards what the
// unchanged routine computed, or fresh tests of the fixed routine that fail on it.
bool demotedByTests(const Fix& f);

}  // namespace amend::repair
