// Names and the sentence of a fix (see fix.h): the one place they are made.
#include "repair/fix.h"

#include "nopol/location.h"
#include "support/enum_names.h"

#include <cstdio>

namespace amend::repair {

const char* techniqueName(Technique technique) { return techniqueNames[static_cast<std::size_t>(technique)]; }

std::optional<Technique> techniqueNamed(std::string_view name) { return enumNamed<Technique>(techniqueNames, name); }

std::string FixSnapshot::text() const
{
    if (empty()) return {};
    return predicate + " = " + (value ? "True" : "False") + " before line " + std::to_string(line);
}

FixNature fixNature(const Fix& f)
{
    using synthesis::Schema;
    if (f.schema == Schema::Postcondition) return FixNature::WeakensPostcondition;
    if (f.isContract) return FixNature::AddsPrecondition;
    if (f.changesOtherObject) return FixNature::ChangesOtherObject;
    if (f.antiPattern == synthesis::AntiPattern::DeletesStatement) return FixNature::DeletesStatement;
    if (f.antiPattern == synthesis::AntiPattern::ConstantCondition) return FixNature::ConstantCondition;
    if (f.schema == Schema::C || f.schema == Schema::Guard || (f.schema == Schema::Condition && f.replacedCondition.empty()))
        return FixNature::GuardOnly;
    if (f.actionKind == synthesis::ActionKind::ConstantAssignment || f.actionKind == synthesis::ActionKind::ConstantReplacement)
        return FixNature::ConstantReplacement;
    return FixNature::Edit;
}

namespace {

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

const char* aspectVerb(CoevolutionAspect aspect)
{
    switch (aspect) {
    case CoevolutionAspect::Violates: return "violates ";
    case CoevolutionAspect::Returns: return "returns ";
    case CoevolutionAspect::Prints: return "prints ";
    case CoevolutionAspect::Leaves: return "leaves ";
    }
    return "";
}

}  // namespace

std::string coevolutionBehaviour(const CoevolutionVerdict& v)
{
    if (v.aspect != CoevolutionAspect::Violates) return aspectVerb(v.aspect) + v.fixValue;
    return std::string("violates ") + testing::faultKindName(v.violation.kind) + (v.violation.tag.empty() ? "" : " `" + v.violation.tag + "'") +
           " in " + v.violation.routine;
}

std::string coevolutionExpected(const CoevolutionVerdict& v)
{
    if (v.aspect == CoevolutionAspect::Violates)
        return v.othersPassing == 0 ? "the unchanged routine passes" : plural(v.othersPassing, "other fix passes", "other fixes pass");
    return "the unchanged routine " + (aspectVerb(v.aspect) + v.expectedValue) + " (as " + plural(v.othersAgreeing, "other fix does", "other fixes do") + ")";
}

std::string coevolutionReason(const CoevolutionVerdict& v)
{
    const char* effect = v.effect == CoevolutionEffect::Invalidated ? "invalidated by a co-evolved test"
                         : v.effect == CoevolutionEffect::Demoted   ? "demoted by a co-evolved test"
                                                                    : "questioned by a co-evolved test";
    return std::string(effect) + ": on `" + v.test + "' this fix " + coevolutionBehaviour(v) + " where " + coevolutionExpected(v);
}

namespace {

std::string numbers(const std::vector<int>& values)
{
    std::string text;
    for (int v : values) text += (text.empty() ? "" : ", ") + std::to_string(v);
    return text;
}

std::string nopolAccount(const analysis::NopolEvidence& e)
{
    using Angelic = analysis::NopolEvidence::Angelic;
    const std::string plural = e.evaluations.size() > 1 ? "s " : " ";
    const std::string angelic = e.angelic == Angelic::Constant ? std::string(e.value ? "True" : "False")
                                : e.angelic == Angelic::Negated ? "negated at evaluation" + plural + numbers(e.evaluations)
                                                                : "skipped at evaluation" + plural + numbers(e.evaluations);
    std::string s = "Nopol: angelic value " + angelic + " for the " + nopol::locationKindName(e.site) + " at line " +
                    std::to_string(e.line) + ", SMT synthesis level " + std::to_string(e.level);
    std::vector<std::string> notes;
    if (e.overriddenObservations > 0)
        notes.push_back("overriding " + std::to_string(e.overriddenObservations) + " passing-test observation" +
                        (e.overriddenObservations == 1 ? "" : "s"));
    if (e.sameValueEverywhere) notes.push_back(std::string(*e.sameValueEverywhere ? "True" : "False") + " in every observed run");
    for (std::size_t k = 0; k < notes.size(); ++k) s += (k == 0 ? " (" : "; ") + notes[k];
    return notes.empty() ? s : s + ")";
}

const char* evidenceKindWords(analysis::WpEvidenceKind kind)
{
    switch (kind) {
    case analysis::WpEvidenceKind::ExplicitTypeI: return "explicit evidence of type I";
    case analysis::WpEvidenceKind::ExplicitTypeII: return "explicit evidence of type II";
    case analysis::WpEvidenceKind::Explicit: return "explicit evidence";
    case analysis::WpEvidenceKind::Implicit: return "implicit evidence";
    }
    return "evidence";
}

const char* changeWords(analysis::WpChange change)
{
    switch (change) {
    case analysis::WpChange::Operator: return "operator";
    case analysis::WpChange::Variable: return "variable";
    case analysis::WpChange::Constant: return "constant";
    case analysis::WpChange::Addend: return "addend";
    }
    return "expression";
}

std::string wpAccount(const analysis::WpEvidence& e)
{
    std::string s = "WP: ";
    if (e.evidence) {
        s += std::string(evidenceKindWords(*e.evidence)) + " at point " + std::to_string(e.point) + ": ";
        if (!e.actual.empty()) s += "actual `" + e.actual + "' against ";
        s += "hypothesized `" + e.hypothesized + "'; ";
    } else {
        s += "no evidence names it, a statement of the error trace; ";
    }
    s += std::string(changeWords(e.change)) + " changed in the " + (e.branch ? "branch predicate" : "assignment") + " at line " +
         std::to_string(e.line);
    if (e.stringDifference) s += " (string difference)";
    s += ": `" + e.after + "' instead of `" + e.before + "'";
    s += " (" + std::string(e.branch ? "takes the other branch in " : "pwp holds in ") + std::to_string(e.explainedTraces) + " of " +
         std::to_string(e.failingTraces) + " failing traces)";
    return s;
}

std::string gpAccount(const analysis::GpEvidence& e)
{
    std::string history;
    for (double b : e.bestFitness) {
        char v[16];
        std::snprintf(v, sizeof v, "%.2f", b);
        history += (history.empty() ? "" : " → ") + std::string(v);
    }
    return "GenProg: found in generation " + std::to_string(e.generation) + " of " + std::to_string(e.generations) + " (" +
           std::to_string(e.evaluations) + " fitness evaluations, best fitness " + history + "), minimized from " +
           std::to_string(e.editsBeforeMinimizing) + " edits to " + std::to_string(e.edits);
}

}  // namespace

std::string techniqueAccount(const analysis::TechniqueEvidence& evidence)
{
    if (const auto* nopol = std::get_if<analysis::NopolEvidence>(&evidence)) return nopolAccount(*nopol);
    if (const auto* wp = std::get_if<analysis::WpEvidence>(&evidence)) return wpAccount(*wp);
    if (const auto* gp = std::get_if<analysis::GpEvidence>(&evidence)) return gpAccount(*gp);
    return {};
}

std::string fixExplanation(const Fix& f)
{
    using synthesis::Schema;
    std::string why;
    if (f.schema == Schema::Evolved) {
        why = techniqueAccount(f.evidence) + ": " + f.action;
    } else if (f.schema == Schema::Condition || f.schema == Schema::Statement) {
        why = techniqueAccount(f.evidence) + ": `" + f.action + "'" + (f.replacedCondition.empty() ? std::string() : " instead of `" + f.replacedCondition + "'");
    } else if (f.schema == Schema::Postcondition) {
        why = "contract fix: postcondition " + (f.clauseTag.empty() ? std::string() : "`" + f.clauseTag + "' ") + "weakened to `" + f.clause +
              "': the routine no longer promises it for the failing inputs";
    } else if (f.isContract) {
        why = "contract fix: precondition `" + f.clause + "' makes the failing calls invalid inputs";
    } else if (f.schema == Schema::Replace) {
        why = "replacement " + f.action;
    } else if (f.schema == Schema::Guard) {
        why = f.action + ": `if " + f.fail + " then ... end'";
    } else {
        why = std::string("schema (") + synthesis::schemaName(f.schema) + ")" + (f.fail.empty() ? "" : " fail `" + f.fail + "'") +
              (f.action.empty() ? "" : ", action `" + f.action + "'");
    }
    if (!f.snapshot.empty()) why += "; snapshot " + f.snapshot.text();
    char susp[32];
    std::snprintf(susp, sizeof susp, "%.2f", f.evidenceSusp);
    why += "; susp ";
    why += susp;
    if (f.retestFailures > 0) why += "; demoted: " + std::to_string(f.retestFailures) + " fresh tests fail";
    if (f.coevolution.decided()) why += "; " + coevolutionReason(f.coevolution);
    if (!f.learnedRule.empty()) why += "; learned: " + f.learnedRule;
    return why;
}

}  // namespace amend::repair
