// What a fix does, abstracted from names (BugFix's bug-fix description): the technique,
// the schema, the kind of action and the shape of the edit. Two fixes of different programs with
// the same description are "similar fixes" for the knowledge base.
#pragma once

#include "repair/fix.h"

#include <optional>
#include <string>
#include <string_view>

namespace amend::learning {

// The shape of the edit. A new one: a value here and its name in editShapeNames.
enum class EditShape : std::uint8_t {
    Guard,                   // an existing statement put under a new condition
    AddCall,                 // a command call added (possibly under a condition)
    AddAssignment,           // an assignment added (possibly under a condition)
    ChangeCondition,         // a branch or loop condition replaced
    ChangeOperator,          // one operator replaced by another: `<` → `<=`
    ChangeBound,             // a value moved by a constant: `i` → `i + 1`, `0` → `1`
    ReplaceExpression,       // another sub-expression replaced
    ModifyStatement,         // WP: an assignment or predicate modified
    StrengthenPrecondition,  // contract fix: a precondition added
    WeakenPostcondition,     // contract fix: a postcondition weakened
    Other,
};
inline constexpr const char* editShapeNames[] = {"guard", "add_call", "add_assignment", "change_condition",
                                                 "change_operator", "change_bound", "replace_expression",
                                                 "modify_statement", "strengthen_precondition",
                                                 "weaken_postcondition", "other"};
const char* editShapeName(EditShape shape);
std::optional<EditShape> editShapeNamed(std::string_view name);
// For people: "guard", "added call", "changed operator" …
const char* editShapePhrase(EditShape shape);

struct FixDescription {
    repair::Technique technique = repair::Technique::AutoFix;
    synthesis::Schema schema = synthesis::Schema::A;
    synthesis::ActionKind actionKind = synthesis::ActionKind::None;
    EditShape shape = EditShape::Other;
    auto operator<=>(const FixDescription&) const = default;
    std::string text() const;   // "autofix/b/command/add_call" (rule keys, JSON)
    // "add_call (autofix, schema b)" for explanations
    std::string phrase() const;
};

FixDescription describeFix(const repair::Fix& fix);

// The shape of replacing `removed` by `inserted` (Replace fixes): the texts' common prefix and
// suffix are left out first.
EditShape replacementShape(std::string_view removed, std::string_view inserted);

}  // namespace amend::learning
