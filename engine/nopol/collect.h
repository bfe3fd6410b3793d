// Nopol's runtime trace collection (Nopol paper, Section 3.3): at a location, in every test run,
// the values in scope — arguments, locals, iteration variables, Result, Current's attributes
// and argumentless Boolean/integer queries, voidness of references and the results of
// argumentless Boolean/integer queries of reference values (two calls deep) — with the
// expected outcome: the actual condition value in passing tests, the angelic value in failing
// ones. Values are read with FrameView::evaluate (no effect on the run).
#pragma once

#include "analysis/fault_input.h"
#include "nopol/angelic.h"
#include "nopol/smt.h"

#include <memory>
#include <vector>

namespace amend::nopol {

// One value to read at the location.
struct ProbeInput {
    SynthesisInput input;                  // name, sort and syntax for the synthesized condition
    std::shared_ptr<const ir::Expr> expr;  // evaluated in the frame
    bool voidness = false;                 // the input is `expr /= Void`
};

// The values that can be read at `location` of `fault.routine` (running as `site`).
std::vector<ProbeInput> discoverInputs(const sema::Program& program, const sema::FeatureInfo& routine, const NopolLocation& location,
                                       const ProbeSite& site, std::size_t maxInputs = 80);

struct CollectionStats {
    int rows = 0;           // observations collected
    int inputsFound = 0;    // inputs read
    int inputsKept = 0;     // after dropping undefined, constant and duplicate columns
    int runs = 0;
};

// Runs every passing test (actual values) and every failing test (under its angelic plan) and
// builds the synthesis table: variables that are defined in every observation, vary, and are
// not duplicates of an earlier one; plus the constants 0, 1, -1 and the routine's integer literals.
SynthesisTable collectTable(const analysis::FaultUnderRepair& fault, const ProbeSite& site, const std::vector<ProbeInput>& inputs,
                            const std::vector<AngelicPlan>& failingPlans, std::int64_t maxSteps, CollectionStats* stats);

}  // namespace amend::nopol
