// A fault under repair: its description from a violation, and fault identity (see fault_input.h).
#include "analysis/fault_input.h"

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

bool FaultUnderRepair::sameFault(const runtime::Outcome& outcome) const
{
    if (outcome.status != runtime::Outcome::Status::Violation || !outcome.violation) return false;
    const runtime::Violation& v = *outcome.violation;
    if (v.kind != kind || v.tag != tag) return false;
    if (location.valid() && (v.location.file != location.file || v.location.begin != location.begin)) return false;
    return true;
}

}  // namespace amend::analysis
