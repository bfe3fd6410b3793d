// A validated, ranked fix as plain values (for the command line, JSON and the GUI): what
// changes (text edits of one file, kept with the text they were computed against, and the
// changed region of the routine as it would read), and why (technique, schema, action kind,
// snapshot, scores) as fields. Sentences and diffs are made from the fields in one place each
// (fixExplanation below, repair/diff.h); nothing parses them back.
#pragma once

#include "analysis/technique_evidence.h"
#include "analysis/value_mapping.h"
#include "repair/coevolution_verdict.h"
#include "support/text_edit.h"
#include "synthesis/candidate.h"

#include <optional>
#include <string>
#include <string_view>

namespace amend::repair {

// The technique that produced a fix. A new one: a value here and its name in techniqueNames.
enum class Technique : std::uint8_t {
    AutoFix,   // snapshot schemas and code-based candidates (AutoFix and AutoFix-E2 papers)
    Nopol,     // condition synthesis by angelic localization and SMT (Nopol paper)
    Wp,        // path-based weakest preconditions: a modified assignment or predicate (He and Gupta)
    Gp,        // search-based repair: GenProg's evolved and minimized edits (Weimer et al.)
};
// The stable names (command line, JSON, bench), indexed by Technique.
inline constexpr const char* techniqueNames[] = {"autofix", "nopol", "wp", "gp"};
const char* techniqueName(Technique technique);
std::optional<Technique> techniqueNamed(std::string_view name);

// The snapshot <location, predicate, value> that produced a fix (empty predicate: code-based).
struct FixSnapshot {
    std::string predicate;   // "idx > index"
    bool value = false;
    int line = 0;            // 1-based line of the location
    bool empty() const { return predicate.empty(); }
    std::string text() const;   // "idx > index = True before line 221"; empty when empty()
};

struct Fix {
    int rank = 0;                 // 1-based, after ranking
    int faultId = 0;
    std::string routine;          // "CLASS.feature"
    bool isContract = false;      // a contract changed instead of the body
    Technique technique = Technique::AutoFix;
    synthesis::Schema schema = synthesis::Schema::A;
    std::string action;           // the fix action / replacement / clause, as code
    synthesis::ActionKind actionKind = synthesis::ActionKind::None;
    std::string fail;             // the schema's `fail` predicate, if any
    FixSnapshot snapshot;
    std::string clause;           // contract fixes: the added precondition / the weakened postcondition
    std::string clauseTag;        // postcondition fixes: the weakened clause's tag (may be empty)
    std::string replacedCondition;// Nopol: the condition replaced (empty for a new guard)
    analysis::TechniqueEvidence evidence;  // Nopol / WP / GenProg: how the change was found, as data
    std::vector<analysis::ValueMappingPair> valueMappings;  // Nopol: original and angelic values in the failing runs
    double evidenceSusp = 0;      // suspiciousness of the evidence that produced the fix
    double susp = 0, cdep = 0, edep = 0, dyn = 0;   // susp: what ranking uses (demoted: a tenth)
    double placeSusp = 0;         // the strongest evidenceSusp of the fixes that edit the same place
                                  // (ranking.h: sharePlaceEvidence)
    int distance = 0;             // lines between the change and the failure
    int changeSize = 0;           // characters changed
    int passingChanged = 0;       // passing runs whose trace signature the fix changes
    bool skipsCommand = false;    // wraps a command call the routine makes unconditionally in a
                                  // condition: the runs it repairs skip that command (never set
                                  // for a call on Void, which cannot be performed anyway)
    bool changesOtherObject = false;  // performs a command on an object (an argument's, an attribute's,
                                      // Current) the unchanged routine never changes: `text.wipe_out'
    synthesis::AntiPattern antiPattern = synthesis::AntiPattern::None;
    std::vector<synthesis::SearchEdit> searchEdits;  // search-made fixes: each edit, as data (words: front ends)
    bool holdsVacuously = false;  // the runs it repairs end with every postcondition clause an
                                  // implication whose premise is false (ValidationResult)
    int passingTotal = 0;         // passing tests of the fault
    int retestFailures = 0;       // fresh generated tests of the patched routine that fail
    std::string filePath;         // the file changed (as the program knows it)
    std::string shownPath;        // that file as diffs name it (FixOptions::displayPath)
    TextChange change;            // the edits of the file, with the text they apply to
    std::string newRoutineText;   // the changed region of the routine as it would read
    std::string normalized;       // house-style printing of the fixed body (merging key)
    double learned = 0;           // learning from decisions (engine/learning): in [-1, 1], > 0 raises the fix
    std::string learnedRule;      // …and the rule behind it, for people (empty: no rule spoke)
    CoevolutionVerdict coevolution;   // a co-evolved test that invalidated or demoted the fix (coevolution.h)

    std::string newFileText() const { return change.result(); }
};

// What a fix does to the program, as a user judges it (the window marks and explains fixes by
// it; ranking reads the same fields). Decided from the fix's typed fields only; when several
// apply, the first in this order.
enum class FixNature : std::uint8_t {
    Edit,                  // changes what the body computes
    ConstantReplacement,   // puts a constant where the body computed a value
    GuardOnly,             // wraps existing code in a condition: the failing runs skip it
    WeakensPostcondition,  // the routine promises less
    AddsPrecondition,      // callers must promise more: the failing calls become invalid inputs
    ChangesOtherObject,    // changes an object the routine left alone (an argument's: `l.wipe_out')
    DeletesStatement,      // removes a statement of the routine
    ConstantCondition,     // a condition with one value on every observed run (True / False in disguise)
};
FixNature fixNature(const Fix& fix);

// "demoted by a co-evolved test: on `v1.make (4); r1 := v1.count' this fix returns 3 where the
// unchanged routine returns 2" (empty effect: not called).
std::string coevolutionReason(const CoevolutionVerdict& verdict);
// Its two halves: "returns 3", "violates postcondition `sorted' in LIST.put"; "the unchanged
// routine returns 2 (as 1 other fix does)", "2 other fixes pass".
std::string coevolutionBehaviour(const CoevolutionVerdict& verdict);
std::string coevolutionExpected(const CoevolutionVerdict& verdict);

// The fix's explanation, one line made from its fields: what it does, the snapshot behind it,
// the suspiciousness, and a demotion. The command line's and the reports' words (the window has
// its own, translated: ui/fix_presentation.h).
std::string fixExplanation(const Fix& fix);
// How Nopol, WP or GenProg found it ("Nopol: angelic value False for the if condition at line
// 17, SMT synthesis level 2"); empty for AutoFix's fixes.
std::string techniqueAccount(const analysis::TechniqueEvidence& evidence);

}  // namespace amend::repair
