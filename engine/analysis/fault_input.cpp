// A fault under repair: its description from a violation, and fault identity (see fault_input.h).
#include "analysis/fault_input.h"

#include <algorithm>

namespace amend::analysis {

void FaultUnderRepair::describe(const runtime::Violation& v)
{
    kind = v.kind;
    tag = v.tag;
    clauseText = v.text;
    clauseRange = v.assertionRange;
    location = v.location;
    if (v.routine) detectedIn = v.routine;
}

bool FaultUnderRepair::sameClause(const runtime::Violation& v) const
{
    if (v.kind != kind) return false;
    if (groupedClauses.empty()) return v.tag == tag;
    return std::any_of(groupedClauses.begin(), groupedClauses.end(), [&](const FaultClauseUnderRepair& c) { return c.tag == v.tag; });
}

bool FaultUnderRepair::sameFault(const runtime::Outcome& outcome) const
{
    if (outcome.status != runtime::Outcome::Status::Violation || !outcome.violation) return false;
    const runtime::Violation& v = *outcome.violation;
    if (!groupedClauses.empty()) {
        // Postcondition clauses: the clause violated is the place.
        const SourceRange& at = v.assertionRange.valid() ? v.assertionRange : v.location;
        return v.kind == kind && std::any_of(groupedClauses.begin(), groupedClauses.end(), [&](const FaultClauseUnderRepair& c) {
                   return c.tag == v.tag && (!c.range.valid() || (at.file == c.range.file && at.begin == c.range.begin));
               });
    }
    if (v.kind != kind || v.tag != tag) return false;
    if (location.valid() && (v.location.file != location.file || v.location.begin != location.begin)) return false;
    return true;
}

}  // namespace amend::analysis
