// The distance of a run to satisfying the violated postcondition clause (distance.h), measured
// in the interpreter: the clause's terms are lowered once per fault in the routine's
// environment (`old e` as e, evaluated on entry), and a run with contracts off evaluates them
// each time the routine returns; the run's distance is the largest. Faults of other kinds
// (preconditions of callees, checks, invariants) have no probe: a failing test then counts 0 or
// 1 only.
#pragma once

#include "analysis/fault_input.h"

#include <map>
#include <memory>
#include <optional>

namespace amend::search {

class ClauseDistanceProbe {
public:
    ClauseDistanceProbe() = default;   // no clause: never valid
    ClauseDistanceProbe(const sema::Program& program, const analysis::FaultUnderRepair& fault);
    // Whether the fault's clause is a postcondition of the routine whose terms all lowered.
    bool valid() const { return m_clause != nullptr; }
    // The test run with `run`'s overrides (contracts off); `routine` is the implementation that
    // runs for the faulty routine (the candidate's replacement). nullopt when the routine never
    // returned (an exception, a budget) or the probe is not valid.
    std::optional<double> measure(const analysis::ReplayableTest& test, runtime::RunOptions run, const ir::Routine* routine) const;

private:
    struct Term {
        std::shared_ptr<const ir::Expr> lowered;
        bool isOld = false;
    };
    const syntax::Expr* m_clause = nullptr;
    std::map<const syntax::Expr*, Term> m_terms;
    friend class DistanceObserver;
};

}  // namespace amend::search
