// See fix_presentation.h.
#include "fix_presentation.h"

#include <QApplication>
#include <QCoreApplication>
#include <QStyle>

namespace amend::ui {
namespace {

struct FixWords {
    Q_DECLARE_TR_FUNCTIONS(FixWords)
};

QString code(const std::string& text) { return QString::fromStdString(text); }

QString editSummary(const repair::Fix& f)
{
    using synthesis::Schema;
    const QString routine = code(f.routine);
    switch (f.schema) {
    case Schema::A: return FixWords::tr("Runs `%1' first, then the instruction as before (in %2)").arg(code(f.action), routine);
    case Schema::B: return FixWords::tr("Runs `%1' when `%2' holds, then the instruction as before (in %3)").arg(code(f.action), code(f.fail), routine);
    case Schema::D: return FixWords::tr("Runs `%1' instead of the instruction when `%2' holds (in %3)").arg(code(f.action), code(f.fail), routine);
    case Schema::Condition: return FixWords::tr("Changes the condition `%1' to `%2' (in %3)").arg(code(f.replacedCondition), code(f.action), routine);
    case Schema::Statement: return FixWords::tr("Changes a statement of %1 to `%2'").arg(routine, code(f.action));
    case Schema::Evolved: return FixWords::tr("Edits found by search in %1: %2").arg(routine, code(f.action));
    default: return FixWords::tr("Changes an expression in %1: %2").arg(routine, code(f.action));
    }
}

}  // namespace

QString fixSummary(const repair::Fix& f)
{
    using synthesis::Schema;
    const QString routine = code(f.routine);
    switch (repair::fixNature(f)) {
    case repair::FixNature::WeakensPostcondition:
        if (f.clauseTag.empty())
            return FixWords::tr("Weakens a postcondition of %1 to `%2': the routine then promises less").arg(routine, code(f.clause));
        return FixWords::tr("Weakens the postcondition `%1' of %2 to `%3': the routine then promises less").arg(code(f.clauseTag), routine, code(f.clause));
    case repair::FixNature::AddsPrecondition:
        return FixWords::tr("Adds the precondition `%1' to %2: callers must then ensure it, and the failing calls are no longer allowed").arg(code(f.clause), routine);
    case repair::FixNature::GuardOnly:
        if (f.schema == Schema::C)
            return FixWords::tr("Skips an instruction of %1 when `%2' holds: the failing runs no longer execute it").arg(routine, code(f.fail));
        return FixWords::tr("Runs an instruction of %1 only when `%2' holds: the failing runs skip it").arg(routine, code(f.schema == Schema::Guard ? f.fail : f.action));
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

QString fixTechniqueText(const repair::Fix& fix)
{
    return QString::fromLatin1(fix.isContract ? "contract" : repair::techniqueName(fix.technique));
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

QIcon fixNatureIcon(repair::FixNature nature)
{
    switch (nature) {
    case repair::FixNature::WeakensPostcondition:
    case repair::FixNature::AddsPrecondition: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case repair::FixNature::ChangesOtherObject:
    case repair::FixNature::DeletesStatement: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case repair::FixNature::GuardOnly:
    case repair::FixNature::ConstantCondition:
    case repair::FixNature::ConstantReplacement: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
    case repair::FixNature::Edit: break;
    }
    return {};
}

}  // namespace amend::ui
