// Validation of candidate fixes (AutoFix paper, Section 4.5): every candidate runs against
// all failing and passing tests of its fault, in a fresh interpreter per test with the faulty
// routine overridden by the candidate and a step budget per run (a runaway candidate ends as
// budget-exhausted, i.e. invalid). A body fix is valid when every failing test now passes with
// no violation at all and every passing test still passes. A contract fix (a new precondition
// clause) is valid when the clause is false when the failing tests call the routine (they become
// invalid inputs, blamed on the caller) and true on every call in the passing tests.
// Candidates run in parallel as QtConcurrent::run tasks on a private QThreadPool with a large
// stack (support::parallelFor), cancellably; results can be streamed as they come.
#pragma once

#include "analysis/fault_input.h"
#include "support/cancel.h"
#include "synthesis/candidate.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace amend::repair {

struct ValidationOptions {
    std::int64_t maxSteps = 500'000;           // per test run
    int threads = 0;                           // <= 0: one per core
    std::size_t stackBytes = 64u * 1024 * 1024;
};

struct ValidationResult {
    bool done = false;         // false when cancelled before this candidate ran
    bool valid = false;
    int failingFixed = 0;      // failing tests that now pass (become invalid, for contract fixes)
    int passingKept = 0;       // passing tests that still pass
    // A body fix after which every repaired run returns with each postcondition clause an
    // implication whose premise is false: it makes the routine promise nothing there.
    bool holdsVacuously = false;
    int inconclusive = 0;      // runs that ended at a resource limit (neither pass nor fail)
    bool budgetExhausted = false;
    int runs = 0;              // test runs made
};

// Validates `candidates` (already lowered). `onResult` (optional) is called for each finished
// candidate from worker threads, one call at a time.
std::vector<ValidationResult> validateCandidates(const analysis::FaultUnderRepair& fault,
                                                 const std::vector<synthesis::Candidate>& candidates,
                                                 const ValidationOptions& options, CancelToken& cancel,
                                                 const std::function<void(std::size_t, const ValidationResult&)>& onResult = {});

// One candidate, on the calling thread.
ValidationResult validateCandidate(const analysis::FaultUnderRepair& fault, const synthesis::Candidate& candidate,
                                   const ValidationOptions& options, CancelToken& cancel);

// A cheap signature of each passing run (the commands called, with their basic arguments, and
// the results of the fixed routine), with `candidate` applied (null: the original program). Ranking counts the
// passing runs whose signature a fix changes.
std::vector<std::uint64_t> passingSignatures(const analysis::FaultUnderRepair& fault, const synthesis::Candidate* candidate,
                                             const ValidationOptions& options);

}  // namespace amend::repair
