// How the window tells a user what a fix does: a plain-language sentence, and for the natures a
// user should look at twice (contract changes, guard-only, constants) a marker with a tooltip.
// The engine decides the nature (repair::fixNature); this file only words it, translated.
#pragma once

#include "repair/fix.h"

#include <QIcon>
#include <QString>

namespace amend::ui {

QString fixSummary(const repair::Fix& fix);            // "Weakens the postcondition `tag' …"
QString fixNatureTag(repair::FixNature nature);        // "weakens contract"; empty for Edit
QString fixNatureTooltip(repair::FixNature nature);    // why the marker is there; empty for Edit
QIcon fixNatureIcon(repair::FixNature nature);         // null for Edit
QString fixTechniqueText(const repair::Fix& fix);      // "nopol", "autofix" …; "contract" for contract fixes
// What a co-evolved test did to a fix that stays in the list: "demoted", "questioned"; empty otherwise.
QString coevolutionTag(repair::CoevolutionEffect effect);
// How the fix was found and what speaks for or against it, in plain words and translated (the
// window's counterpart of repair::fixExplanation): the technique's evidence (Nopol's values,
// WP's changed statement, GenProg's generation, AutoFix's observed state), the strength of the
// evidence, and demotions, co-evolved tests and learned decisions.
QString fixAccount(const repair::Fix& fix);
// What a co-evolved test showed: "it returns 3 where the unchanged routine returns 2", "it
// violates postcondition `sorted' in LIST.put (2 other fixes pass)".
QString coevolutionVerdictText(const repair::CoevolutionVerdict& verdict);

}  // namespace amend::ui
