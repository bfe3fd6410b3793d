// See fix_words.h.
#include "fix_words.h"

#include "learning/fix_description.h"
#include "testing/test_case.h"

#include <QCoreApplication>
#include <QObject>
#include <QStringList>

#include <algorithm>

#include <variant>

namespace amend::ui {
namespace {

struct FixWords {
    Q_DECLARE_TR_FUNCTIONS(FixWords)
};

QString code(const std::string& text) { return QString::fromStdString(text); }

// The line (1-based) of the instruction a fix works on: its snapshot's, else the first line its
// edits put code on; 0 when unknown (a fix without edits).
int instructionLine(const repair::Fix& f)
{
    if (f.snapshot.line > 0) return f.snapshot.line;
    if (!f.change.base || f.change.edits.empty()) return 0;
    const std::string& base = *f.change.base;
    const TextEdit& first = f.change.edits.front();
    const auto before = base.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(first.begin, base.size()));
    const std::size_t firstCode = first.text.find_first_not_of(" \t\r\n");
    const auto lead = first.text.begin() + static_cast<std::ptrdiff_t>(firstCode == std::string::npos ? 0 : firstCode);
    return 1 + static_cast<int>(std::count(base.begin(), before, '\n') + std::count(first.text.begin(), lead, '\n'));
}

// Schemas (a), (b) and (d): an action before or instead of the instruction at the snapshot's line
// (named, so that two fixes at different instructions never read the same).
QString actionSummary(const repair::Fix& f, int line)
{
    using synthesis::Schema;
    const QString routine = code(f.routine);
    if (line <= 0) {
        if (f.schema == Schema::A) return FixWords::tr("Runs `%1' first, then the instruction as before (in %2)").arg(code(f.action), routine);
        if (f.schema == Schema::B) return FixWords::tr("Runs `%1' when `%2' holds, then the instruction as before (in %3)").arg(code(f.action), code(f.fail), routine);
        return FixWords::tr("Runs `%1' instead of the instruction when `%2' holds (in %3)").arg(code(f.action), code(f.fail), routine);
    }
    if (f.schema == Schema::A)
        return FixWords::tr("Runs `%1' first, then the instruction at line %2 as before (in %3)").arg(code(f.action)).arg(line).arg(routine);
    if (f.schema == Schema::B)
        return FixWords::tr("Runs `%1' when `%2' holds, then the instruction at line %3 as before (in %4)").arg(code(f.action), code(f.fail)).arg(line).arg(routine);
    return FixWords::tr("Runs `%1' instead of the instruction at line %2 when `%3' holds (in %4)").arg(code(f.action)).arg(line).arg(code(f.fail), routine);
}

// One edit of search-based repair (synthesis::SearchEdit) in words.
QString searchEditText(const synthesis::SearchEdit& e)
{
    using synthesis::SearchEditKind;
    switch (e.kind) {
    case SearchEditKind::Expression:
        return e.line > 0 ? FixWords::tr("%1 at line %2").arg(code(e.code)).arg(e.line) : code(e.code);
    case SearchEditKind::Delete: return FixWords::tr("deletes `%1' at line %2").arg(code(e.code)).arg(e.line);
    case SearchEditKind::InsertBefore: return FixWords::tr("inserts `%1' before line %2").arg(code(e.code)).arg(e.line);
    case SearchEditKind::InsertAfter: return FixWords::tr("inserts `%1' after line %2").arg(code(e.code)).arg(e.line);
    case SearchEditKind::InsertAfterLoop: return FixWords::tr("inserts `%1' after the loop ending at line %2").arg(code(e.code)).arg(e.line);
    case SearchEditKind::InsertAtEnd: return FixWords::tr("inserts `%1' at the end of the routine").arg(code(e.code));
    case SearchEditKind::Swap: return FixWords::tr("swaps the statements at lines %1 and %2").arg(e.line).arg(e.otherLine);
    }
    return code(e.code);
}

QString searchEditsText(const std::vector<synthesis::SearchEdit>& edits)
{
    QStringList parts;
    for (const synthesis::SearchEdit& e : edits) parts << searchEditText(e);
    return parts.join(QStringLiteral("; "));
}

bool isStatementEdit(const synthesis::SearchEdit& e) { return e.kind != synthesis::SearchEditKind::Expression; }

QString editSummary(const repair::Fix& f)
{
    using synthesis::Schema;
    const QString routine = code(f.routine);
    if (f.schema == Schema::Evolved && !f.searchEdits.empty())
        return FixWords::tr("Edits found by search in %1: %2").arg(routine, searchEditsText(f.searchEdits));
    if (f.searchEdits.size() == 1 && isStatementEdit(f.searchEdits.front()))
        return FixWords::tr("Changes %1: %2").arg(routine, searchEditText(f.searchEdits.front()));
    switch (f.schema) {
    case Schema::A:
    case Schema::B:
    case Schema::D: return actionSummary(f, instructionLine(f));
    case Schema::Condition: return FixWords::tr("Changes the condition `%1' to `%2' (in %3)").arg(code(f.replacedCondition), code(f.action), routine);
    case Schema::Statement: return FixWords::tr("Changes a statement of %1 to `%2'").arg(routine, code(f.action));
    case Schema::Evolved: return FixWords::tr("Edits found by search in %1: %2").arg(routine, code(f.action));
    default: {
        // A search-made edit names the code it changes (`a' → `b'); the line comes from where it is.
        const int line = instructionLine(f);
        if (line > 0) return FixWords::tr("Changes an expression in %1 at line %2: %3").arg(routine).arg(line).arg(code(f.action));
        return FixWords::tr("Changes an expression in %1: %2").arg(routine, code(f.action));
    }
    }
}

// A guard: the instruction it makes the failing runs skip, by its line when known.
QString guardSummary(const repair::Fix& f)
{
    const QString routine = code(f.routine);
    const int line = instructionLine(f);
    if (f.schema == synthesis::Schema::C) {
        if (line > 0)
            return FixWords::tr("Skips the instruction at line %1 of %2 when `%3' holds: the failing runs no longer execute it").arg(line).arg(routine, code(f.fail));
        return FixWords::tr("Skips an instruction of %1 when `%2' holds: the failing runs no longer execute it").arg(routine, code(f.fail));
    }
    const QString condition = code(f.schema == synthesis::Schema::Guard ? f.fail : f.action);
    if (line > 0) return FixWords::tr("Runs the instruction at line %1 of %2 only when `%3' holds: the failing runs skip it").arg(line).arg(routine, condition);
    return FixWords::tr("Runs an instruction of %1 only when `%2' holds: the failing runs skip it").arg(routine, condition);
}

}  // namespace

QString fixSummary(const repair::Fix& f)
{
    const QString routine = code(f.routine);
    switch (repair::fixNature(f)) {
    case repair::FixNature::WeakensPostcondition:
        if (f.clauseTag.empty())
            return FixWords::tr("Weakens a postcondition of %1 to `%2': the routine then promises less").arg(routine, code(f.clause));
        return FixWords::tr("Weakens the postcondition `%1' of %2 to `%3': the routine then promises less").arg(code(f.clauseTag), routine, code(f.clause));
    case repair::FixNature::AddsPrecondition:
        return FixWords::tr("Adds the precondition `%1' to %2: callers must then ensure it, and the failing calls are no longer allowed").arg(code(f.clause), routine);
    case repair::FixNature::GuardOnly: return guardSummary(f);
    case repair::FixNature::ConstantReplacement:
        return FixWords::tr("Puts a constant in %1 (%2): what the program computed there is thrown away").arg(routine, code(f.action));
    case repair::FixNature::ChangesOtherObject:
    case repair::FixNature::DeletesStatement:
    case repair::FixNature::ConstantCondition:
    case repair::FixNature::Edit: break;
    }
    return editSummary(f);
}

QString fixNatureTag(repair::FixNature nature)
{
    switch (nature) {
    case repair::FixNature::WeakensPostcondition: return FixWords::tr("weakens contract");
    case repair::FixNature::AddsPrecondition: return FixWords::tr("restricts callers");
    case repair::FixNature::GuardOnly: return FixWords::tr("guard only");
    case repair::FixNature::ConstantReplacement: return FixWords::tr("constant");
    case repair::FixNature::ChangesOtherObject: return FixWords::tr("changes an argument or another object");
    case repair::FixNature::DeletesStatement: return FixWords::tr("deletes code");
    case repair::FixNature::ConstantCondition: return FixWords::tr("constant condition");
    case repair::FixNature::Edit: break;
    }
    return {};
}

QString fixKindText(const repair::Fix& fix)
{
    using learning::EditShape;
    switch (learning::describeFix(fix).shape) {
    case EditShape::Guard: return FixWords::tr("new condition");
    case EditShape::AddCall: return FixWords::tr("added call");
    case EditShape::AddAssignment: return FixWords::tr("added assignment");
    case EditShape::ChangeCondition: return FixWords::tr("changed condition");
    case EditShape::ChangeOperator: return FixWords::tr("changed operator");
    case EditShape::ChangeBound: return FixWords::tr("changed bound");
    case EditShape::ReplaceExpression: return FixWords::tr("changed expression");
    case EditShape::ModifyStatement: return FixWords::tr("changed statement");
    case EditShape::StrengthenPrecondition: return FixWords::tr("precondition");
    case EditShape::WeakenPostcondition: return FixWords::tr("postcondition");
    case EditShape::Other: break;
    }
    return fix.schema == synthesis::Schema::Evolved ? FixWords::tr("several edits") : FixWords::tr("other change");
}

QString coevolutionTag(repair::CoevolutionEffect effect)
{
    switch (effect) {
    case repair::CoevolutionEffect::Demoted: return FixWords::tr("demoted");
    case repair::CoevolutionEffect::Questioned: return FixWords::tr("questioned");
    case repair::CoevolutionEffect::Invalidated:   // not in the list: FixPanel lists them apart
    case repair::CoevolutionEffect::None: break;
    }
    return {};
}

QString fixNatureTooltip(repair::FixNature nature)
{
    switch (nature) {
    case repair::FixNature::WeakensPostcondition:
        return FixWords::tr("Contract-weakening fix: the routine promises less instead of doing more. Check that callers do not rely on what it no longer promises.");
    case repair::FixNature::AddsPrecondition:
        return FixWords::tr("Contract fix: a new precondition makes the failing calls invalid. The callers become responsible; check that they can be.");
    case repair::FixNature::GuardOnly:
        return FixWords::tr("Guard-only fix: existing code is skipped in the failing runs instead of being corrected. Check that skipping it is right.");
    case repair::FixNature::ConstantReplacement:
        return FixWords::tr("Constant fix: a constant replaces a computed value. Check that the constant is right in every case, not just in the tests.");
    case repair::FixNature::ChangesOtherObject:
        return FixWords::tr("This fix changes an object the routine never changed before, such as an argument's: the failing check may now pass only because that object was emptied or reset.");
    case repair::FixNature::DeletesStatement:
        return FixWords::tr("This fix deletes a statement of the routine: the tests pass because less is done, not because it is done right.");
    case repair::FixNature::ConstantCondition:
        return FixWords::tr("This condition has the same value in every test run: it is True or False in disguise. Check the cases the tests do not reach.");
    case repair::FixNature::Edit: break;
    }
    return {};
}

QString faultKindText(testing::FaultKind kind)
{
    using testing::FaultKind;
    switch (kind) {
    case FaultKind::Precondition: return QObject::tr("precondition");
    case FaultKind::Postcondition: return QObject::tr("postcondition");
    case FaultKind::Invariant: return QObject::tr("invariant");
    case FaultKind::Check: return QObject::tr("check");
    case FaultKind::LoopInvariant: return QObject::tr("loop invariant");
    case FaultKind::Variant: return QObject::tr("loop variant");
    case FaultKind::VoidCall: return QObject::tr("call on Void");
    case FaultKind::DivisionByZero: return QObject::tr("division by zero");
    case FaultKind::InspectNoMatch: return QObject::tr("no inspect branch matches");
    case FaultKind::TestAssertion: return QObject::tr("test assertion");
    case FaultKind::IndexOutOfBounds: return QObject::tr("index out of bounds");
    case FaultKind::InvalidMemoryAccess: return QObject::tr("invalid memory access");
    case FaultKind::Catcall: return QObject::tr("agent called with wrong operands");
    case FaultKind::Raised: return QObject::tr("exception raised by the program");
    case FaultKind::Exit: return QObject::tr("program ended by die");
    case FaultKind::Other: return QObject::tr("other failure");
    case FaultKind::BudgetSteps: return QObject::tr("step limit reached");
    case FaultKind::BudgetDepth: return QObject::tr("call depth limit reached");
    case FaultKind::BudgetMemory: return QObject::tr("memory limit reached");
    case FaultKind::InternalError: return QObject::tr("internal error of the interpreter");
    case FaultKind::BudgetContract: return QObject::tr("contract evaluation step limit reached");
    }
    return {};
}

bool faultMessageIsWorded(testing::FaultKind kind)
{
    using testing::FaultKind;
    switch (kind) {
    case FaultKind::Precondition:
    case FaultKind::Postcondition:
    case FaultKind::Invariant:
    case FaultKind::Check:
    case FaultKind::LoopInvariant:
    case FaultKind::Variant:
    case FaultKind::TestAssertion:   // its tag says which
    case FaultKind::VoidCall:
    case FaultKind::DivisionByZero:
    case FaultKind::InspectNoMatch:
    case FaultKind::IndexOutOfBounds:
    case FaultKind::InvalidMemoryAccess:
    case FaultKind::Catcall:
    case FaultKind::Raised:
    case FaultKind::Exit:
    case FaultKind::BudgetSteps:   // the kind and the resource limit's explanation say it
    case FaultKind::BudgetDepth:
    case FaultKind::BudgetMemory:
    case FaultKind::BudgetContract: return true;
    default: return false;
    }
}

QString violationMessageText(testing::FaultKind kind, const std::string& subjectText, const std::string& previous, const std::string& message)
{
    using testing::FaultKind;
    const QString subject = QString::fromStdString(subjectText);
    switch (kind) {
    case FaultKind::Variant:   // a loop's `variant' or a routine's `decreases'
        if (subject.isEmpty()) return QObject::tr("the variant is negative or does not decrease");
        return previous.empty() ? QObject::tr("the variant is negative (%1)").arg(subject)
                                : QObject::tr("the variant does not decrease (from %1 to %2)").arg(QString::fromStdString(previous), subject);
    case FaultKind::VoidCall:
        return subject.isEmpty() ? QObject::tr("a call on a Void target") : QObject::tr("`%1' called on a Void target").arg(subject);
    case FaultKind::DivisionByZero: return QObject::tr("integer division by zero");
    case FaultKind::InspectNoMatch:
        return subject.isEmpty() ? QObject::tr("no inspect branch matches the value") : QObject::tr("no inspect branch matches the value %1").arg(subject);
    case FaultKind::IndexOutOfBounds:
        return subject.isEmpty() ? QObject::tr("an index outside the bounds of a SPECIAL, STRING or TUPLE")
                                 : QObject::tr("the index %1 lies outside the bounds of a SPECIAL, STRING or TUPLE").arg(subject);
    case FaultKind::InvalidMemoryAccess:
        return subject.isEmpty() ? QObject::tr("memory accessed outside a block or variable")
                                 : QObject::tr("`%1' accessed memory outside a block or variable").arg(subject);
    case FaultKind::Catcall:
        return subject.isEmpty() ? QObject::tr("an agent called with operands that do not conform to its open arguments")
                                 : QObject::tr("the agent of `%1' called with operands that do not conform to its open arguments").arg(subject);
    case FaultKind::Raised:
        return subject.isEmpty() ? QObject::tr("the program raised an exception") : QObject::tr("the program raised the exception %1").arg(subject);
    case FaultKind::Exit:
        return subject.isEmpty() ? QObject::tr("the program ended itself with die") : QObject::tr("the program ended itself with die (%1)").arg(subject);
    default: break;
    }
    return faultMessageIsWorded(kind) ? QString() : QString::fromStdString(message);
}

QString faultMessageText(const testing::Fault& fault) { return violationMessageText(fault.key.kind, fault.subject, fault.previous, fault.message); }

QString budgetRetryStatus(testing::BudgetRetryVerdict verdict)
{
    using testing::BudgetRetryVerdict;
    switch (verdict) {
    case BudgetRetryVerdict::Finishes: return QObject::tr("finishes with a larger budget");
    case BudgetRetryVerdict::ViolatesContract: return QObject::tr("hides a contract violation");
    case BudgetRetryVerdict::StillOutOfBudget: return QObject::tr("out of a larger budget too");
    case BudgetRetryVerdict::Cancelled: return QObject::tr("larger budget: cancelled");
    }
    return {};
}

namespace {
// A violation found with a larger budget that has no clause (a Void call …): in words where its kind has them.
QString retryMessage(const testing::BudgetRetry& retry)
{
    const QString worded = violationMessageText(retry.violation.kind, retry.subject, retry.previous, retry.message);
    return worded.isEmpty() ? QString::fromStdString(retry.message) : worded;
}
}  // namespace

QString budgetRetryText(const testing::BudgetRetry& retry)
{
    using testing::BudgetRetryVerdict;
    const QString budget = QObject::tr("%L1 steps, call depth %L2, %L3 MB").arg(retry.limits.maxSteps).arg(retry.limits.maxDepth)
                               .arg(static_cast<qulonglong>(retry.limits.maxMemoryBytes / (1024 * 1024)));
    switch (retry.verdict) {
    case BudgetRetryVerdict::Finishes:
        return QObject::tr("Run again with a larger budget (%1), the tests finish (%2 run), the costliest in %L3 steps: the routine "
                           "needs more than a test's budget, but no contract is violated. Not a fault.")
            .arg(budget).arg(retry.tests).arg(retry.mostSteps);
    case BudgetRetryVerdict::ViolatesContract:
        return QObject::tr("Run again with a larger budget (%1), a test violates %2 `%3' in %4: %5. The resource limit hid this fault; "
                           "Fix with the Larger Budget tests and fixes the routine under that budget.")
            .arg(budget, faultKindText(retry.violation.kind), QString::fromStdString(retry.violation.tag), QString::fromStdString(retry.violation.routine),
                 retry.clause.empty() ? retryMessage(retry) : QString::fromStdString(retry.clause));
    case BudgetRetryVerdict::StillOutOfBudget:
        return QObject::tr("Run again with a larger budget (%1), the tests reach its limit too (%2 of %3 run): most likely a loop or "
                           "a recursion that does not end (check the loop's exit condition and variant).")
            .arg(budget).arg(retry.outOfBudget).arg(retry.tests);
    case BudgetRetryVerdict::Cancelled: return QObject::tr("The run with a larger budget was cancelled.");
    }
    return {};
}

QString minimizedTestText(const testing::Fault& fault, const sema::Program& program)
{
    if (fault.hasMinimized) return QString::fromStdString(testing::toEiffelRoutine(program, fault.minimized, "test_fault_" + std::to_string(fault.id), ""));
    if (!fault.failing.empty() && fault.failing.front().isHandwritten())
        return QObject::tr("-- the hand-written test %1").arg(QString::fromStdString(fault.failing.front().handwritten));
    if (!fault.failing.empty()) return QString::fromStdString(testing::toEiffelRoutine(program, fault.failing.front(), "test_fault_" + std::to_string(fault.id), ""));
    return {};
}

namespace {

QString siteWords(analysis::ConditionSite site)
{
    switch (site) {
    case analysis::ConditionSite::IfCondition: return FixWords::tr("the condition");
    case analysis::ConditionSite::LoopExit: return FixWords::tr("the loop's exit condition");
    case analysis::ConditionSite::Guard: return FixWords::tr("the statement");
    }
    return {};
}

QString nopolAccount(const analysis::NopolEvidence& e)
{
    using Angelic = analysis::NopolEvidence::Angelic;
    QString wanted;
    switch (e.angelic) {
    case Angelic::Constant: wanted = e.value ? FixWords::tr("was always true") : FixWords::tr("was always false"); break;
    case Angelic::Negated: wanted = FixWords::tr("had the opposite value once"); break;
    case Angelic::Skipped: wanted = FixWords::tr("was skipped"); break;
    }
    if (e.site == analysis::ConditionSite::Guard && e.angelic != Angelic::Skipped) wanted = FixWords::tr("was skipped");
    return FixWords::tr("Found by Nopol: the failing runs pass when %1 at line %2 %3; a condition that does this and keeps the passing runs was computed from the values the tests observed.")
        .arg(siteWords(e.site))
        .arg(e.line)
        .arg(wanted);
}

QString wpAccount(const analysis::WpEvidence& e)
{
    const QString statement = e.branch ? FixWords::tr("the condition at line %1").arg(e.line) : FixWords::tr("the assignment at line %1").arg(e.line);
    return FixWords::tr("Found by WP: working back from the violated contract along the failing runs, %1 is where `%2' must become `%3' for the contract to hold.")
        .arg(statement, code(e.before), code(e.after));
}

QString gpAccount(const analysis::GpEvidence& e)
{
    return FixWords::tr("Found by GenProg's search in generation %1 of %2, then reduced to the edits that matter (%3).")
        .arg(e.generation)
        .arg(e.generations)
        .arg(e.edits);
}

QString autofixAccount(const repair::Fix& f)
{
    if (f.snapshot.empty()) return FixWords::tr("Found by AutoFix from the code around the failure.");
    return FixWords::tr("Found by AutoFix: in the failing runs `%1' is %2 before line %3, unlike in the passing runs.")
        .arg(code(f.snapshot.predicate), f.snapshot.value ? FixWords::tr("true") : FixWords::tr("false"))
        .arg(f.snapshot.line);
}

}  // namespace

QString fixAccount(const repair::Fix& f)
{
    QStringList parts;
    if (const auto* nopol = std::get_if<analysis::NopolEvidence>(&f.evidence)) parts << nopolAccount(*nopol);
    else if (const auto* wp = std::get_if<analysis::WpEvidence>(&f.evidence)) parts << wpAccount(*wp);
    else if (const auto* gp = std::get_if<analysis::GpEvidence>(&f.evidence)) parts << gpAccount(*gp);
    else if (!f.isContract) parts << autofixAccount(f);
    parts << FixWords::tr("How strongly the failing runs point at this place: %1 of 100.").arg(qBound(0, qRound(f.evidenceSusp * 100), 100));   // ranking scales some above 1
    if (f.retestFailures > 0) parts << FixWords::tr("Ranked lower: new tests of the fixed routine fail on it (%1).").arg(f.retestFailures);
    if (f.coevolution.decided())
        parts << FixWords::tr("A test generated against the fixes (shown below) tells this fix apart (%1): %2.")
                     .arg(coevolutionTag(f.coevolution.effect).isEmpty() ? FixWords::tr("invalidated") : coevolutionTag(f.coevolution.effect),
                          coevolutionVerdictText(f.coevolution));
    if (f.learned > 0) parts << FixWords::tr("Ranked higher: similar fixes were accepted before.");
    if (f.learned < 0) parts << FixWords::tr("Ranked lower: similar fixes were rejected before.");
    return parts.join(QLatin1Char(' '));
}

QString coevolutionVerdictText(const repair::CoevolutionVerdict& v)
{
    using repair::CoevolutionAspect;
    const QString mine = code(v.fixValue), theirs = code(v.expectedValue);
    switch (v.aspect) {
    case CoevolutionAspect::Violates: {
        const QString contract = v.violation.tag.empty() ? faultKindText(v.violation.kind)
                                                         : QStringLiteral("%1 `%2'").arg(faultKindText(v.violation.kind), code(v.violation.tag));
        const QString others = v.othersPassing == 0 ? FixWords::tr("the unchanged routine passes")
                                                    : FixWords::tr("%1 other fix(es) pass").arg(v.othersPassing);
        return FixWords::tr("it violates %1 in %2 (%3)").arg(contract, code(v.violation.routine), others);
    }
    case CoevolutionAspect::Returns: return FixWords::tr("it returns %1 where the unchanged routine returns %2").arg(mine, theirs);
    case CoevolutionAspect::Prints: return FixWords::tr("it prints %1 where the unchanged routine prints %2").arg(mine, theirs);
    case CoevolutionAspect::Leaves: return FixWords::tr("it leaves %1 where the unchanged routine leaves %2").arg(mine, theirs);
    }
    return {};
}

}  // namespace amend::ui
