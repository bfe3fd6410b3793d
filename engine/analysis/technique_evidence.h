// How a technique found a fix, as typed values rather than sentences: Nopol's angelic value,
// location and synthesis level, WP's evidence and modification, GenProg's generation and edits.
// The techniques fill them, fixes carry them (repair::Fix::evidence), and each front end turns
// them into words in one place: repair::fixExplanation for the command line and reports, the
// window's own translated text (ui/fix_presentation.h). Here, below the three techniques'
// layers, so that the synthesis layer's candidates can carry them too.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace amend::analysis {

// Where Nopol changes a condition (Nopol paper, Section 3.2).
enum class ConditionSite : std::uint8_t { IfCondition, LoopExit, Guard };

// Nopol: the angelic value that repairs the failing runs, the location and the SMT synthesis
// level that found a condition with those values (Nopol paper, Sections 3.2-3.4).
struct NopolEvidence {
    enum class Angelic : std::uint8_t {
        Constant,  // the condition takes `value' at every evaluation
        Negated,   // the condition is negated at one evaluation (`evaluations')
        Skipped,   // a guard: the statement is skipped at `evaluations'
    };
    Angelic angelic = Angelic::Constant;
    bool value = false;
    std::vector<int> evaluations;      // 1-based
    ConditionSite site = ConditionSite::IfCondition;
    int line = 0;
    int level = 0;                     // 1: one comparison, 2: two with a connective …
    int overriddenObservations = 0;    // passing-test observations the relaxed synthesis overrode
    std::optional<bool> sameValueEverywhere;  // the condition's one value in every observed run, if any
};

// WP's evidence kinds and modification kinds (He and Gupta's path-based WP paper, Sections 2.5, 2.6).
enum class WpEvidenceKind : std::uint8_t { ExplicitTypeI, ExplicitTypeII, Explicit, Implicit };
enum class WpChange : std::uint8_t { Operator, Variable, Constant, Addend };

struct WpEvidence {
    std::optional<WpEvidenceKind> evidence;  // none: a statement of the error trace tried without evidence
    int point = 0;                           // the evidence's execution point
    std::string actual, hypothesized;        // its atoms as code (`actual' may be empty)
    WpChange change = WpChange::Operator;
    bool branch = false;                     // a branch predicate changed rather than an assignment
    bool stringDifference = false;           // suggested by the evidence's string difference
    int line = 0;
    std::string before, after;               // the expression changed, as code
    int explainedTraces = 0, failingTraces = 0;
};

// GenProg: where the search found the patch and how far delta debugging shrank it.
struct GpEvidence {
    int generation = 0, generations = 0;
    long long evaluations = 0;               // fitness evaluations of the whole search
    std::vector<double> bestFitness;         // the best fitness of each generation
    int editsBeforeMinimizing = 0, edits = 0;
};

// None for AutoFix's fixes, whose schema, snapshot and action are fields of the fix itself.
using TechniqueEvidence = std::variant<std::monostate, NopolEvidence, WpEvidence, GpEvidence>;

}  // namespace amend::analysis
