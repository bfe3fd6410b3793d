// How Amend tells a user what a fix does and what a fault is, in plain words (translated): the
// window's fix list and contract panel and the language server's quick fixes and diagnostics
// (lsp/) say the same. The engine decides (repair::fixNature, testing::FaultKind); this file only
// words it. Widget-free (part of amend_jobs), so `amend lsp' needs no GUI library.
#pragma once

#include "repair/fix.h"
#include "sema/program.h"
#include "testing/budget_retry.h"
#include "testing/fault.h"

#include <QString>

namespace amend::ui {

QString fixSummary(const repair::Fix& fix);            // "Weakens the postcondition `tag' …"
QString fixNatureTag(repair::FixNature nature);        // "weakens contract"; empty for Edit
QString fixNatureTooltip(repair::FixNature nature);    // why the marker is there; empty for Edit
// What kind of change the fix makes ("changed condition", "added call", "new condition",
// "postcondition"), from its typed description (learning::describeFix), never the technique's name.
QString fixKindText(const repair::Fix& fix);
// What a co-evolved test did to a fix that stays in the list: "demoted", "questioned"; empty otherwise.
QString coevolutionTag(repair::CoevolutionEffect effect);
// The engine's fault kind in the user's words, translated ("precondition", "step limit reached").
QString faultKindText(testing::FaultKind kind);
// What the interpreter said of the fault's failure, in the user's words: a call on Void with the
// feature called, a division by zero, the value no inspect branch matches, a variant's values;
// empty for a contract (its tag and clause say it) and a test's assertion (its tag), and for a kind
// without typed words (faultMessageIsWorded false: the interpreter's own line, which quotes the
// program, is shown as it is).
QString faultMessageText(const testing::Fault& fault);
// The same for a violation known by its kind, subject (and a variant's value before) and the
// interpreter's message.
QString violationMessageText(testing::FaultKind kind, const std::string& subject, const std::string& previous, const std::string& message);
bool faultMessageIsWorded(testing::FaultKind kind);
// The fault's minimized failing test as Eiffel code (or its first failing test; a hand-written
// test by name); empty when it has none.
QString minimizedTestText(const testing::Fault& fault, const sema::Program& program);

// How the fix was found and what speaks for or against it, in plain words and translated (the
// front ends' counterpart of repair::fixExplanation): the technique's evidence (Nopol's values,
// WP's changed statement, GenProg's generation, AutoFix's observed state), the strength of the
// evidence, and demotions, co-evolved tests and learned decisions.
QString fixAccount(const repair::Fix& fix);
// What a co-evolved test showed: "it returns 3 where the unchanged routine returns 2", "it
// violates postcondition `sorted' in LIST.put (2 other fixes pass)".
QString coevolutionVerdictText(const repair::CoevolutionVerdict& verdict);
// What running a resource limit's tests again under a larger budget showed (testing/budget_retry.h):
// a short status for the fault list ("finishes with more steps", "hides a contract violation",
// "out of a larger budget too") and the whole account.
QString budgetRetryStatus(testing::BudgetRetryVerdict verdict);
QString budgetRetryText(const testing::BudgetRetry& retry);

}  // namespace amend::ui
