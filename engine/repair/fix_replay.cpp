// See fix_replay.h.
#include "repair/fix_replay.h"

#include "repair/fault_adapter.h"
#include "synthesis/lowering.h"

namespace amend::repair {

std::optional<runtime::RunOptions> replayOptionsForFix(const sema::Program& program, const Fix& fix)
{
    if (fix.isContract) return std::nullopt;
    const sema::FeatureInfo* feature = findRoutine(program, fix.routine);
    if (!feature || !feature->routine) return std::nullopt;
    const synthesis::RoutineText text(program, *feature);
    if (!text.valid()) return std::nullopt;
    // The fix's own edits, on the text they were computed against.
    if (!fix.change.base || *fix.change.base != text.fileText() || fix.change.edits.empty()) return std::nullopt;
    synthesis::Candidate candidate;
    candidate.kind = synthesis::FixKind::Body;
    candidate.edits = fix.change.edits;
    if (candidate.edits.front().begin < text.bodyBegin() || candidate.edits.back().end > text.bodyEnd()) return std::nullopt;
    if (!synthesis::lowerCandidate(program, *feature, text, candidate) || !candidate.lowered) return std::nullopt;
    runtime::RunOptions options;
    options.overrides[feature->routine] = candidate.lowered;
    return options;
}

}  // namespace amend::repair
