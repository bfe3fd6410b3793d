// Nopol (DeMarco et al.'s paper) for Eiffel: repair of buggy conditions (If, Loop exit) and missing guards by
// angelic fix localization (angelic.h), runtime value collection (collect.h), SMT synthesis of
// the condition with z3 (smt.h) and a source patch (patch.h). Every candidate is validated here
// against all failing and passing tests of the fault; the repair session merges Nopol's
// candidates into the ranked list of AutoFix's (technique "nopol").
//
// Merging into the repair session: editBegin/editEnd/editText is one synthesis::TextEdit of the
// routine's file, `body`/`lowered` are what synthesis::Candidate::body/lowered hold, `valid` was
// decided on the same tests (fault.failing + fault.passing), and `evidence` says how it was found.
#pragma once

#include "analysis/fault_input.h"
#include "analysis/value_mapping.h"
#include "analysis/z3_budget.h"
#include "nopol/location.h"
#include "support/cancel.h"
#include "support/progress.h"
#include "support/source.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amend::nopol {

struct NopolOptions {
    std::int64_t maxSteps = 2'000'000;  // per test run (localization, collection, validation)
    int maxLocations = 12;              // locations tried, most suspicious first
    int maxFlips = 30;                  // angelic values tried one evaluation at a time
    int maxLevel = 3;                   // SMT levels 1..maxLevel
    analysis::Z3Units solverLimit = analysis::z3UnitsForSeconds(10);  // per z3 call (z3 resource units)
    analysis::Z3Budget* z3Budget = nullptr;  // the fault's z3 budget (shared with the other techniques); none: no limit
};

struct NopolTimings {
    double localization = 0;  // seconds: candidate locations, Ochiai, angelic search
    double collection = 0;    // value collection at the location
    double solving = 0;       // z3
    double validation = 0;    // running all tests on the candidate
};

// One Nopol fix candidate.
struct NopolCandidate {
    const sema::FeatureInfo* routine = nullptr;   // the patched routine
    LocationKind kind = LocationKind::IfCondition;
    SourceRange location;                         // the condition replaced / the statement guarded
    int line = 0;                                 // its first line
    std::vector<analysis::ValueMappingPair> valueMappings;  // original and angelic values where they differ, every failing run
    int level = 0;                                // SMT synthesis level of the condition
    std::string condition;                        // the synthesized condition, printed
    std::string originalCondition;                // the replaced condition (empty for guards)
    std::optional<bool> valueOnEveryObservation;  // the condition's one value where the tests reach it, if it has one (smt.h)
    std::shared_ptr<const syntax::Body> body;     // the new routine body (syntax)
    std::shared_ptr<const ir::Routine> lowered;   // the body lowered (owned here); null if it did not check
    std::uint32_t editBegin = 0, editEnd = 0;     // replaced byte range of the routine's file
    std::string editText;                         // its replacement
    std::string routineText;                      // the whole new routine, printed from the source
    analysis::NopolEvidence evidence;             // how it was found (repair::fixExplanation words it)
    double suspiciousness = 0;                    // Ochiai of the location
    bool valid = false;                           // every failing and passing test passes
    int passedTests = 0, totalTests = 0;
    NopolTimings timings;                         // for this candidate's location
};

struct NopolReport {
    std::vector<NopolCandidate> candidates;  // valid ones first, then by suspiciousness
    NopolTimings timings;                    // totals
    int locationsTried = 0;
    int angelicLocations = 0;                // locations with angelic values
    int testRuns = 0;
    bool z3BudgetSpent = false;              // stopped early: the fault's z3 budget ran out
};

NopolReport runNopol(const sema::Program& program, const analysis::FaultUnderRepair& fault, const NopolOptions& options,
                     CancelToken& cancel, ProgressSink& progress);

// The candidates only (runNopol(...).candidates).
std::vector<NopolCandidate> synthesizeNopol(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                            const NopolOptions& options, CancelToken& cancel, ProgressSink& progress);

}  // namespace amend::nopol
