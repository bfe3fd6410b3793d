// The `wp` fixing technique: He and Gupta's path-based weakest preconditions (their paper, Sections 2.1-2.6) on
// Amend's traces. For a fault whose goal is a postcondition or a check of the faulty routine:
// record the error traces of failing tests and the traces of passing ones (trace.h), compute the
// hypothesized and actual states and the evidence where the actual state is less restrictive
// (pwp.h, evidence.h), and locate and modify one statement (modification.h). Every modification
// is a candidate for the common validator and ranked list (repair/fix_session.cpp), with its
// explanation; this file does not validate, lower or rank, and does not change the Program.
#pragma once

#include "analysis/fault_input.h"
#include "support/cancel.h"
#include "support/progress.h"
#include "wp/modification.h"

#include <string>
#include <vector>

namespace amend::wp {

struct WpOptions {
    std::int64_t maxSteps = 2'000'000;  // interpreter steps per replayed test
    int maxFailingTraces = 6;           // failing tests whose traces constrain the modification
    int maxPassingTests = 10;           // passing tests replayed (each gives up to 4 invocations)
    EvidenceOptions evidence;
    ModificationOptions modification;
};

struct WpTimings {
    double tracing = 0;       // seconds: replaying tests and recording traces
    double evidence = 0;      // hypothesized and actual states, evidence (z3)
    double modification = 0;  // location and modification (evaluation and z3)
};

// One candidate: a modification with the evidence that led to it.
struct WpCandidate {
    Modification modification;
    int line = 0;                       // of the changed statement
    analysis::WpEvidence evidence;      // how it was found (repair::fixExplanation words it)
};

enum class WpSkipped : std::uint8_t {
    No,
    UnsupportedGoal,   // the violated assertion is not a postcondition, invariant or check of the routine
    NotReproduced,     // no failing test showed the violation on replay
};

struct WpReport {
    std::vector<WpCandidate> candidates;  // most promising first
    std::vector<Evidence> evidence;       // on the first failing trace
    WpTimings timings;
    int failingTraces = 0, passingTraces = 0;
    int solverCalls = 0;
    WpSkipped skipped = WpSkipped::No;    // why WP did nothing
};

WpReport runWp(const sema::Program& program, const analysis::FaultUnderRepair& fault, const WpOptions& options, CancelToken& cancel,
               ProgressSink& progress);

}  // namespace amend::wp
