// Formatting of outcomes and violations for people (see violation_report.h).
#include "runtime/violation_report.h"

namespace amend::runtime {

std::string featureName(const sema::FeatureInfo* feature)
{
    if (!feature) return "?";
    return (feature->owner ? feature->owner->name : std::string("?")) + "." + feature->name;
}

std::string formatOutcome(const Outcome& outcome, const sema::Program& program)
{
    switch (outcome.status) {
    case Outcome::Status::Success:
        return "success";
    case Outcome::Status::BudgetExhausted:
        return std::string(budgetName(outcome.budget)) + " budget exhausted" +
               (outcome.message.empty() ? std::string() : ": " + outcome.message);
    case Outcome::Status::InternalError:
        return "internal error: " + outcome.message;
    case Outcome::Status::Violation:
        break;
    }
    if (!outcome.violation) return "violation";
    const Violation& v = *outcome.violation;
    std::string s = violationKindName(v.kind);
    if (!v.tag.empty()) s += " `" + v.tag + "'";
    s += " violated";
    if (!v.text.empty()) s += ": " + v.text;
    else if (!v.message.empty()) s += ": " + v.message;
    s += "\n  in " + featureName(v.routine);
    const SourceRange where = v.assertionRange.valid() ? v.assertionRange : v.location;
    if (where.valid()) s += " (" + program.sources.describe(where) + ")";
    if (v.blamed) {
        s += "\n  blamed: " + featureName(v.blamed);
        if (v.location.valid()) s += ", at " + program.sources.describe(v.location);
    }
    if (!v.stack.empty()) {
        s += "\n  call stack:";
        for (const StackFrame& frame : v.stack) {
            s += "\n    " + featureName(frame.feature);
            if (frame.currentClass && frame.feature && frame.feature->owner != frame.currentClass) {
                s += " {" + frame.currentClass->name + "}";
            }
            if (frame.callSite.valid()) s += "  called at " + program.sources.describe(frame.callSite);
        }
    }
    return s;
}

}  // namespace amend::runtime
