// Snapshots by replaying tests (AutoFix paper, Section 4.1): every failing and passing test of a
// fault runs again with an observer that evaluates the predicates at the locations of the
// faulty routine (only where a value can matter, see ReplayMode), and the observations give the
// enumerated snapshots (4.1.2) with their passing/failing counts and the invariant-difference
// snapshots (4.1.1).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/predicates.h"
#include "support/cancel.h"

#include <cstdint>
#include <vector>

namespace amend::analysis {

// What one test showed: for each (location, predicate), which values the predicate had there
// (bit 1 = True seen, bit 2 = False seen; 0 = not reached or undefined there).
struct TestObservation {
    bool used = false;                  // ran and showed the expected outcome (see observeTests)
    std::vector<bool> reached;          // per location
    std::vector<std::uint8_t> values;   // location * predicateCount + predicate
};

struct Observations {
    int locationCount = 0;   // = instructions of the faulty routine
    int predicateCount = 0;
    std::vector<TestObservation> failing;  // in FaultUnderRepair::failing order
    std::vector<TestObservation> passing;  // in FaultUnderRepair::passing order
};

enum : std::uint8_t { SeenTrue = 1, SeenFalse = 2 };

// How much observeTests evaluates. Both give the same snapshots (computeSnapshots) and the same
// `reached`; Exhaustive is the paper's definition taken literally, kept as the reference the
// tests compare Pruned with.
enum class ReplayMode : std::uint8_t {
    // Failing tests run twice: once to count the visits of each location, once evaluating the
    // predicates only at the last visit (the only one that counts; assumes replays are
    // deterministic, as replaying tests does anyway). Passing tests run after them and look in a
    // cell only for the values some used failing test had there (no other value can yield a
    // snapshot or change one's counts), stopping once they have them. Predicates are evaluated
    // through CompiledPredicates (operands shared by the comparisons, predicate_evaluation.h).
    Pruned,
    Exhaustive,  // every predicate, evaluated whole, at every visit of every location in every test
};

// Replays every test of `fault` (in parallel, QtConcurrent::run tasks on a pool of at most `threads` threads;
// 0 = as many as the machine has cores) and records the predicates' values. A failing test is used only when it
// fails again with this fault, a passing test only when it passes. In a passing test every
// visit of every activation counts: ⟨l, p, v⟩ ∈ t iff p evaluated to v at some visit of l
// (Section 4.2.2's definition). In a failing test only the state at the LAST visit of each
// location before the failure counts, in the last activation of the routine (the one that
// fails): in a loop, the earlier iterations of a failing run look like a passing run and would
// otherwise give the failing tests every value the passing ones have (e.g. `i <= a.upper = True`
// at the a [i] that fails one iteration later).
// With ReplayMode::Pruned a passing observation holds in each cell at least the values some
// used failing test has there that the passing test showed, and no value no failing test has
// (see ReplayMode).
// `limits` bound each replay (the fix session's: as validation runs the tests), so that a test
// that ran away replays in a bounded time.
Observations observeTests(const FaultUnderRepair& fault, const PredicateSet& predicates, CancelToken& cancel, int threads = 0,
                          ReplayMode mode = ReplayMode::Pruned, const runtime::RunLimits& limits = {});

struct RawSnapshot {
    int location = -1;
    int predicate = -1;
    bool value = true;
    int passingCount = 0;  // #p⟨l, p, v⟩
    int failingCount = 0;  // #f⟨l, p, v⟩
    bool fromInvariantDifference = false;
};

// Section 4.1.2 (enumeration): every ⟨l, p, v⟩ observed in at least one failing test, with its
// counts. Section 4.1.1 (invariant difference): at a location reached by at least one failing and
// one passing test, the predicates that hold at every visit in every failing test reaching it and
// are false at every visit in every passing test reaching it (failing tests: at their last visit); of the paper's conjunctions over
// non-empty subsets of Π we keep the singletons ⟨l, p, True⟩ (marked fromInvariantDifference;
// the conjunctions would add exponentially many predicates that the singletons already rank).
// Ordered by location, then predicate index, then value (True first).
std::vector<RawSnapshot> computeSnapshots(const Observations& observations);

}  // namespace amend::analysis
