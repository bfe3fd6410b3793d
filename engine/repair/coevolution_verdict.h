// What co-evolution against fixes (coevolution.h) decided about one valid fix, as a plain value
// kept in the Fix: nothing, the fix made invalid by a co-evolved test on which it violates a
// contract while other fixes pass, or the fix demoted because on a co-evolved test it behaves
// otherwise than the unchanged routine where that routine passes (and another fix agrees with
// it). The unchanged routine is a weaker oracle than the contracts (its fault may show beyond
// what they check, as an off-by-one everywhere that a postcondition catches at one point): a fix
// that throws away what the routine computed there (a constant, a guard that skips the code, a
// skipped command) is demoted to a tenth of its suspiciousness; one that computes otherwise is
// questioned (the test and both behaviours shown) but keeps its place: on the bundled
// collections the proper fixes of sorted_set's move_item and interval's count compute otherwise
// than their unchanged routines where those pass (bench/history/2026-11-reports.md). The test comes with it, as one line for the explanation, as Eiffel code for the window
// and as a replayable test for the Traces panel. What the fix does there is data (aspect and
// values); sentences are made in fix.cpp (coevolutionReason) and by the window (fix_presentation.h).
#pragma once

#include "analysis/fault_input.h"
#include "testing/test_run.h"

#include <cstdint>
#include <string>

namespace amend::repair {

enum class CoevolutionEffect : std::uint8_t {
    None,          // no co-evolved test told this fix apart from the others
    Invalidated,   // violates a contract on the test (the fix is no longer valid)
    Demoted,       // behaves otherwise than the unchanged routine on its passing side, discarding what it computed
    Questioned,    // computes otherwise than the unchanged routine on its passing side: shown, not moved
};

// What decided the test's verdict.
enum class CoevolutionOracle : std::uint8_t {
    Contract,         // the fix violates a contract there while other fixes pass
    OriginalRoutine,  // the unchanged routine passes the test: the fix should behave as it does
};

// The stable names (JSON), indexed by the enums.
inline constexpr const char* coevolutionEffectNames[] = {"none", "invalidated", "demoted", "questioned"};
inline constexpr const char* coevolutionOracleNames[] = {"contract", "original_routine"};

// What differs on the test: the fix violates a contract where others pass, or it returns, prints
// or leaves in its target (or the object it creates) otherwise than the unchanged routine.
enum class CoevolutionAspect : std::uint8_t { Violates, Returns, Prints, Leaves };

struct CoevolutionVerdict {
    CoevolutionEffect effect = CoevolutionEffect::None;
    CoevolutionOracle decidedBy = CoevolutionOracle::Contract;
    std::string test;          // the test in one line: "v1.make (4); v1.put (1); r1 := v1.count"
    std::string testEiffel;    // the same as an EQA_TEST_SET test routine
    CoevolutionAspect aspect = CoevolutionAspect::Violates;
    testing::FaultKey violation;           // Violates: the contract the fix violates there
    std::string fixValue, expectedValue;   // otherwise: the differing part of the fix's and of the unchanged routine's
                                           // result, output or state, as Eiffel values ("3", "2")
    int othersPassing = 0;                 // Violates: other fixes that pass the test (0: the unchanged routine passes)
    int othersAgreeing = 0;                // otherwise: other fixes that behave as the unchanged routine
    analysis::ReplayableTest replay;   // the test, to trace on the fix (Traces panel)

    bool decided() const { return effect != CoevolutionEffect::None; }
};

}  // namespace amend::repair
