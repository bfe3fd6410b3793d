// The techniques of a fix session as phase objects (issue 32 point 3): each one turns the fault
// under repair into candidates of the common list, which the session then lowers, validates and
// ranks together. AutoFix (the AutoFix paper, Sections 4.3-4.4, and AutoFix-E2's code-based
// candidates), Nopol (the Nopol paper: angelic localization and SMT condition synthesis), WP
// (path-based weakest preconditions, He and Gupta), GenProg (the survey's search-based repair),
// and AutoFix's contract fixes, tried only when no code fix is valid.
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "analysis/z3_budget.h"
#include "repair/fix_session.h"
#include "synthesis/candidate.h"
#include "support/cancel.h"
#include "support/progress.h"

#include <memory>
#include <vector>

namespace amend::synthesis {
class RoutineText;
}

namespace amend::repair {

// What every phase reads of the fault under repair, and the statistics it adds to.
struct PhaseInput {
    const sema::Program& program;
    const FixOptions& options;
    const analysis::FaultUnderRepair& fault;
    const sema::FeatureInfo& feature;
    const synthesis::RoutineText& text;
    const analysis::FaultLocalization& localization;
    std::uint32_t failure;              // the failure's offset in the routine's body (0: not in it)
    analysis::Z3Budget& z3Budget;       // shared by every technique that asks z3
    CancelToken& cancel;
    ProgressSink& progress;
    FixStatistics& statistics;
};

class CandidatePhase {
public:
    virtual ~CandidatePhase() = default;
    virtual std::vector<synthesis::Candidate> candidates(const PhaseInput& in) = 0;
    // Where the phase's time is counted (FixStatistics::autofixSeconds …).
    virtual double FixStatistics::*seconds() const = 0;
};

// The phases `options' turn on, in the order their candidates join the list.
std::vector<std::unique_ptr<CandidatePhase>> codePhases(const FixOptions& options);
// AutoFix's contract fixes (a stronger precondition, a weaker postcondition).
std::unique_ptr<CandidatePhase> contractPhase();

}  // namespace amend::repair
