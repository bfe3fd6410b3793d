// Objects a routine body changes (see state_changes.h).
#include "repair/state_changes.h"

#include "support/ascii_case.h"
#include "syntax/printer.h"

#include <algorithm>

namespace amend::repair {

namespace {

// Is `name` an argument or local of the routine (or Result), rather than a feature of Current?
bool isRoutineEntity(const sema::FeatureInfo& feature, const std::string& name)
{
    if (name == "result") return true;
    const ir::Routine* r = feature.routine;
    if (!r) return false;
    return std::find(r->slotNames.begin(), r->slotNames.end(), name) != r->slotNames.end();
}

}  // namespace

std::set<std::string> changedObjects(const sema::FeatureInfo& feature, const syntax::Body& body)
{
    std::set<std::string> out;
    syntax::forEachInstruction(body, [&](const syntax::Instr& i) {
        using I = syntax::InstrKind;
        if (i.kind == I::CallInstr && i.expr && i.expr->kind == syntax::ExprKind::Call) {
            const syntax::Expr& call = *i.expr;
            const bool onCurrent = !call.target || call.target->kind == syntax::ExprKind::CurrentRef;
            out.insert(onCurrent ? std::string("current") : support::asciiLower(syntax::printExpr(*call.target)));
        } else if ((i.kind == I::Assign || i.kind == I::AssignAttempt || i.kind == I::Create) && i.target &&
                   i.target->kind == syntax::ExprKind::Call && !i.target->target && !isRoutineEntity(feature, support::asciiLower(i.target->name))) {
            out.insert("current");   // an attribute of Current assigned
        }
    });
    return out;
}

bool changesOtherObject(const sema::FeatureInfo& feature, const syntax::Body& original, const syntax::Body& fixed)
{
    std::set<std::string> before = changedObjects(feature, original);
    // Objects the routine creates itself are its own to change.
    syntax::forEachInstruction(original, [&](const syntax::Instr& i) {
        if (i.kind == syntax::InstrKind::Create && i.target) before.insert(support::asciiLower(syntax::printExpr(*i.target)));
    });
    for (const std::string& object : changedObjects(feature, fixed))
        if (!before.count(object)) return true;
    return false;
}

}  // namespace amend::repair
