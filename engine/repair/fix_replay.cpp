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
    // The fix as one edit of the routine's file: the part between the common prefix and suffix.
    const std::string& before = text.fileText();
    const std::string& after = fix.newFileText;
    std::size_t prefix = 0;
    while (prefix < before.size() && prefix < after.size() && before[prefix] == after[prefix]) ++prefix;
    std::size_t suffix = 0;
    while (suffix < before.size() - prefix && suffix < after.size() - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    synthesis::Candidate candidate;
    candidate.kind = synthesis::FixKind::Body;
    candidate.edits.push_back({static_cast<std::uint32_t>(prefix), static_cast<std::uint32_t>(before.size() - suffix),
                               after.substr(prefix, after.size() - prefix - suffix)});
    if (candidate.edits.front().begin < text.bodyBegin() || candidate.edits.front().end > text.bodyEnd()) return std::nullopt;
    if (!synthesis::lowerCandidate(program, *feature, text, candidate) || !candidate.lowered) return std::nullopt;
    runtime::RunOptions options;
    options.overrides[feature->routine] = candidate.lowered;
    return options;
}

}  // namespace amend::repair
