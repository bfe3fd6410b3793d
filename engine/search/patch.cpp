// Patches as lists of mutations (see patch.h).
#include "search/patch.h"

#include <algorithm>

namespace amend::search {

const char* mutationKindName(MutationKind kind)
{
    switch (kind) {
    case MutationKind::DeleteStatement: return "delete";
    case MutationKind::InsertStatement: return "insert";
    case MutationKind::SwapStatements: return "swap";
    case MutationKind::ReplaceOperator: return "operator";
    case MutationKind::SwapQuantifier: return "quantifier";
    case MutationKind::ReplaceVariable: return "variable";
    case MutationKind::ReplaceQuery: return "query";
    case MutationKind::AddOne: return "plus-minus-one";
    case MutationKind::Negate: return "negation";
    case MutationKind::SwapArguments: return "swap-arguments";
    case MutationKind::SwapOperands: return "swap-operands";
    case MutationKind::RemoveTerm: return "remove-term";
    case MutationKind::FlipSign: return "flip-sign";
    case MutationKind::CopyStatement: return "copy-statement";
    case MutationKind::Regroup: return "regroup";
    case MutationKind::WrapIntoRange: return "wrap-into-range";
    }
    return "?";
}

namespace {

bool editsConflict(const TextEdit& a, const TextEdit& b)
{
    if (a.begin == b.begin) return true;   // two insertions (or replacements) at one point
    return a.begin < b.end && b.begin < a.end;
}

}  // namespace

bool conflicts(const Mutation& a, const Mutation& b)
{
    for (const TextEdit& x : a.edits)
        for (const TextEdit& y : b.edits)
            if (editsConflict(x, y)) return true;
    return false;
}

bool addMutation(Patch& patch, const Mutation& m)
{
    for (const Mutation& p : patch)
        if (conflicts(p, m)) return false;
    patch.push_back(m);
    return true;
}

std::vector<TextEdit> patchEdits(const Patch& patch)
{
    std::vector<TextEdit> edits;
    for (const Mutation& m : patch) edits.insert(edits.end(), m.edits.begin(), m.edits.end());
    std::stable_sort(edits.begin(), edits.end(), [](const TextEdit& a, const TextEdit& b) { return a.begin < b.begin; });
    return edits;
}

std::string describeEdit(const synthesis::SearchEdit& edit)
{
    using synthesis::SearchEditKind;
    const std::string line = std::to_string(edit.line);
    switch (edit.kind) {
    case SearchEditKind::Expression: return edit.code;
    case SearchEditKind::Delete: return "delete `" + edit.code + "' at line " + line;
    case SearchEditKind::InsertBefore: return "insert `" + edit.code + "' before line " + line;
    case SearchEditKind::InsertAfter: return "insert `" + edit.code + "' after line " + line;
    case SearchEditKind::InsertAfterLoop: return "insert `" + edit.code + "' after the loop ending at line " + line;
    case SearchEditKind::InsertAtEnd: return "insert `" + edit.code + "' at the end of the routine";
    case SearchEditKind::Swap: return "swap lines " + line + " and " + std::to_string(edit.otherLine);
    }
    return edit.code;
}

std::string describePatch(const Patch& patch)
{
    std::string text;
    for (const Mutation& m : patch) text += (text.empty() ? "" : "; ") + describeEdit(m.what);
    return text;
}

}  // namespace amend::search
