// Fix descriptions (see fix_description.h).
#include "learning/fix_description.h"

#include "support/enum_names.h"

#include <cctype>
#include <cstring>

namespace amend::learning {

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

bool isOperatorText(std::string_view s)
{
    if (s.empty()) return false;
    for (char c : s)
        if (!std::strchr("<>=/~+-*\\", c)) return false;
    return true;
}

bool isNumberText(std::string_view s)
{
    if (s.empty()) return false;
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

// " + 1", "- 2 ", "1 +": an offset by a constant (added to or taken from the old value).
bool isConstantOffset(std::string_view s)
{
    s = trimmed(s);
    if (s.size() >= 2 && (s.front() == '+' || s.front() == '-')) return isNumberText(trimmed(s.substr(1)));
    if (s.size() >= 2 && (s.back() == '+' || s.back() == '-')) return isNumberText(trimmed(s.substr(0, s.size() - 1)));
    return false;
}

}  // namespace

const char* editShapeName(EditShape shape) { return editShapeNames[static_cast<std::size_t>(shape)]; }

std::optional<EditShape> editShapeNamed(std::string_view name) { return enumNamed<EditShape>(editShapeNames, name); }

const char* editShapePhrase(EditShape shape)
{
    switch (shape) {
    case EditShape::Guard: return "guard";
    case EditShape::AddCall: return "added call";
    case EditShape::AddAssignment: return "added assignment";
    case EditShape::ChangeCondition: return "changed condition";
    case EditShape::ChangeOperator: return "changed operator";
    case EditShape::ChangeBound: return "changed bound";
    case EditShape::ReplaceExpression: return "replaced expression";
    case EditShape::ModifyStatement: return "modified statement";
    case EditShape::StrengthenPrecondition: return "added precondition";
    case EditShape::WeakenPostcondition: return "weakened postcondition";
    case EditShape::Other: break;
    }
    return "other change";
}

std::string FixDescription::text() const
{
    return std::string(repair::techniqueName(technique)) + "/" + synthesis::schemaName(schema) + "/" +
           synthesis::actionKindName(actionKind) + "/" + editShapeName(shape);
}

std::string FixDescription::phrase() const
{
    return std::string(editShapePhrase(shape)) + " (" + repair::techniqueName(technique) + ", schema " + synthesis::schemaName(schema) + ")";
}

EditShape replacementShape(std::string_view removed, std::string_view inserted)
{
    std::size_t prefix = 0;
    while (prefix < removed.size() && prefix < inserted.size() && removed[prefix] == inserted[prefix]) ++prefix;
    std::size_t suffix = 0;
    while (suffix < removed.size() - prefix && suffix < inserted.size() - prefix &&
           removed[removed.size() - 1 - suffix] == inserted[inserted.size() - 1 - suffix])
        ++suffix;
    // Whole operators and numbers: `<` → `<=` differ in `=` alone, `10` → `11` in a digit.
    auto joins = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || std::strchr("<>=/~+-*\\", c); };
    while (prefix > 0 && joins(removed[prefix - 1])) --prefix;
    while (suffix > 0 && joins(removed[removed.size() - suffix])) --suffix;
    const std::string_view before = trimmed(removed.substr(prefix, removed.size() - prefix - suffix));
    const std::string_view after = trimmed(inserted.substr(prefix, inserted.size() - prefix - suffix));
    if (isOperatorText(before) && isOperatorText(after)) return EditShape::ChangeOperator;
    if ((isNumberText(before) && isNumberText(after)) || (before.empty() && isConstantOffset(after)) ||
        (after.empty() && isConstantOffset(before)))
        return EditShape::ChangeBound;
    return EditShape::ReplaceExpression;
}

FixDescription describeFix(const repair::Fix& fix)
{
    using synthesis::Schema;
    FixDescription d{fix.technique, fix.schema, fix.actionKind, EditShape::Other};
    switch (fix.schema) {
    case Schema::Precondition: d.shape = EditShape::StrengthenPrecondition; break;
    case Schema::Postcondition: d.shape = EditShape::WeakenPostcondition; break;
    case Schema::C:
    case Schema::Guard: d.shape = EditShape::Guard; break;
    case Schema::Condition: d.shape = fix.replacedCondition.empty() ? EditShape::Guard : EditShape::ChangeCondition; break;
    case Schema::Statement: d.shape = EditShape::ModifyStatement; break;
    case Schema::Replace:
        d.shape = EditShape::ReplaceExpression;
        if (fix.change.base && fix.change.edits.size() == 1) {
            const TextEdit& e = fix.change.edits.front();
            if (e.end <= fix.change.base->size())
                d.shape = replacementShape(std::string_view(*fix.change.base).substr(e.begin, e.end - e.begin), e.text);
        }
        break;
    case Schema::A:
    case Schema::B:
    case Schema::D:
        if (fix.actionKind == synthesis::ActionKind::Command) d.shape = EditShape::AddCall;
        else if (fix.actionKind == synthesis::ActionKind::Assignment || fix.actionKind == synthesis::ActionKind::ConstantAssignment)
            d.shape = EditShape::AddAssignment;
        break;
    default: break;   // a schema of a newer technique: Other
    }
    return d;
}

}  // namespace amend::learning
