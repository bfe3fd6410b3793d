// Lowering candidates to executable code without re-checking the program: the edited body is
// parsed from its text and checked with sema::lowerReplacementBody; a contract clause with
// sema::lowerExpressionIn. The Program does not change: what is lowered belongs to the candidate
// (Candidate::lowered, clauseIr), so any number of threads may lower candidates at once.
#pragma once

#include "support/cancel.h"
#include "synthesis/candidate.h"

#include <vector>

namespace amend::synthesis {

// Fills bodyText, normalized and lowered (Body) or clauseIr (Contract). False (candidate
// unusable) when the text does not parse or check.
bool lowerCandidate(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text, Candidate& candidate);

// The candidates that lower, in their order, the first of each normalized text only, at most
// `max`: what lowering them one after the other would give, lowered on `threads` threads (<= 0:
// one per core). Stops early (returning those kept so far) when cancelled.
std::vector<Candidate> lowerCandidates(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                       std::vector<Candidate> candidates, std::size_t max, int threads, CancelToken& cancel);

}  // namespace amend::synthesis
