// The error trace of the path-based WP paper (Section 2.1), recorded from a run of a test: the executed
// assignments to the faulty routine's variables and its branch predicates as evaluated (an If's
// condition, a loop's exit test), each loop iteration its own instance, with the values the run
// had (the concrete variables before each step and the value of every opaque sub-expression).
// A value that changes without an assignment of the routine (a call that changes an attribute,
// a creation) is recorded as a *havoc* step that assigns the new value, frozen.
//
// The trace ends where the goal is evaluated: at the routine's exit for a postcondition (the goal
// is all its postconditions, `old` values taken on entry) or a class invariant (its clauses that
// need no local slot), at the check instruction for a check.
// Tests are replayed with contracts off, so that the routine's exit is observed; the first
// invocation where the violated clause is False is the failing one.
#pragma once

#include "analysis/fault_input.h"
#include "wp/translate.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace amend::wp {

enum class StepKind : std::uint8_t { Assign, Branch, Havoc };

struct TraceStep {
    StepKind kind = StepKind::Assign;
    const ir::Instr* instr = nullptr;  // the assignment / If / Loop (Havoc: the instruction that ran before, may be null)
    int index = 0;                     // Branch: the If's condition number; 0 for a loop exit test
    std::string target;                // Assign / Havoc: the variable assigned
    TermPtr value;                     // Assign / Havoc: the value assigned (Havoc: a frozen opaque)
    TermPtr condition;                 // Branch: the predicate as written
    bool outcome = false;              // Branch: its value in the run
    std::map<const ir::Expr*, std::optional<std::int32_t>> opaques;  // opaque nodes' values at this instance
    Valuation before;                  // the variables just before the step
    // Branch: the predicate as taken (the paper's trace shows its negation when it was False).
    TermPtr taken() const;
    const ir::Expr* expression() const;  // Assign: the right-hand side; Branch: the condition; else null
};

struct ErrorTrace {
    std::string test;                  // the test's name
    std::vector<TraceStep> steps;
    Valuation initial;                 // the variables on entry
    Valuation final;                   // the variables where the goal is evaluated
    TermPtr precondition;              // the routine's own precondition on entry (True when none)
    TermPtr goal;                      // what must hold at the end (opaques evaluated there)
    TermPtr violated;                  // the violated clause alone
    std::map<const ir::Expr*, std::optional<std::int32_t>> goalOpaques;
    bool holds = true;                 // the violated clause's value in the run
    bool truncated = false;            // too many steps: the trace was cut (not used)
};

// What the fault's goal is in the faulty routine: the clauses (all postconditions, or the check's
// assertions) and which one was violated.
struct Goal {
    const ir::Instr* check = nullptr;              // a Check instruction, else the postconditions
    std::vector<const ir::Expr*> clauses;
    int violated = -1;                             // index in `clauses`
};
// Null when the fault is not one WP handles (postconditions, class invariants at exit and checks
// of the faulty routine).
std::optional<Goal> goalOf(const analysis::FaultUnderRepair& fault);

// The routine's variables as terms see them: INTEGER_32 / BOOLEAN arguments and locals, Result,
// and Current's attributes that the routine reads.
struct RoutineVariable {
    std::string name;
    Sort sort = Sort::Integer;
};
std::vector<RoutineVariable> variablesOf(const ir::Routine& routine);

struct RecordOptions {
    std::int64_t maxSteps = 2'000'000;  // interpreter steps per run
    int maxTraceSteps = 3'000;          // trace steps kept per invocation
    int maxInvocations = 4;             // passing invocations kept per test
};

// Replays `test` and returns the traces of the faulty routine's invocations: with `failing`,
// the first invocation whose violated clause is False (none if there is none), else up to
// maxInvocations invocations in which the goal held.
std::vector<ErrorTrace> recordTraces(const sema::Program& program, const analysis::FaultUnderRepair& fault, const Goal& goal,
                                     const analysis::ReplayableTest& test, bool failing, const RecordOptions& options);

}  // namespace amend::wp
