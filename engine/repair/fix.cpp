// Names and the sentence of a fix (see fix.h): the one place they are made.
#include "repair/fix.h"

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

std::string coevolutionReason(const CoevolutionVerdict& v)
{
    const char* effect = v.effect == CoevolutionEffect::Invalidated ? "invalidated by a co-evolved test"
                         : v.effect == CoevolutionEffect::Demoted   ? "demoted by a co-evolved test"
                                                                    : "questioned by a co-evolved test";
    return std::string(effect) + ": on `" + v.test + "' this fix " + v.fixBehaviour + " where " + v.expected;
}

std::string fixExplanation(const Fix& f)
{
    using synthesis::Schema;
    std::string why;
    if (f.schema == Schema::Evolved) {
        why = f.techniqueNote + ": " + f.action;
    } else if (f.schema == Schema::Condition || f.schema == Schema::Statement) {
        why = f.techniqueNote + ": `" + f.action + "'" + (f.replacedCondition.empty() ? std::string() : " instead of `" + f.replacedCondition + "'");
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
