// Snapshots (AutoFix paper, Section 4.1): a location in the faulty routine, a Boolean
// predicate over the visible state there, and a value, with the fault-localization scores of
// Section 4.2. The result of fault localization and the input of fix synthesis.
#pragma once

#include "sema/ir.h"
#include "support/source.h"
#include "syntax/ast.h"

#include <memory>
#include <string>
#include <vector>

namespace amend::analysis {

struct Snapshot {
    int location = -1;              // ir::Instr id in the faulty routine (the state BEFORE that instruction)
    SourceRange locationRange;      // that instruction's source range
    std::string predicate;          // printed predicate, e.g. "idx > index"
    std::shared_ptr<const syntax::Expr> predicateExpr;  // the predicate as syntax (for fix actions)
    bool value = true;              // the value the snapshot claims (p = True / p = False)
    int passingCount = 0;           // passing tests in which p had `value` at the location
    int failingCount = 0;           // failing tests in which p had `value` at the location
    bool fromInvariantDifference = false;  // found by invariant difference (4.1.1), else enumeration (4.1.2)
    double cdep = 0;                // control dependence (4.2.1), in [0, 1]
    double edep = 0;                // expression dependence (4.2.1), in [0, 1]
    double dyn = 0;                 // dynamic score (4.2.2)
    double susp = 0;                // harmonic mean (4.2.3)
};

struct FaultLocalization {
    std::vector<Snapshot> snapshots;  // sorted by susp, highest first (ties: location, predicate text)
    int predicatesEvaluated = 0;
    int locationsReached = 0;
};

}  // namespace amend::analysis
