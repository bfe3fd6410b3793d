// Lowering candidates to executable code without re-checking the program: the edited body is
// parsed from its text and checked with sema::lowerReplacementBody; a contract clause with
// sema::lowerExpressionIn. Mutates the Program (it owns the lowered routines): call from one
// thread only, before validation runs candidates in parallel.
#pragma once

#include "synthesis/candidate.h"

namespace amend::synthesis {

// Fills bodyText, normalized and lowered (Body) or clauseIr (Contract). False (candidate
// unusable) when the text does not parse or check.
bool lowerCandidate(sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text, Candidate& candidate);

}  // namespace amend::synthesis
