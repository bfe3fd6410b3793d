// Nopol's condition synthesis (Nopol paper, Section 3.4): given a table of observations
// (values of the inputs in scope → the expected Boolean outcome), find an expression over the
// inputs and a library of components that yields every expected outcome. Encoded as
// component-based synthesis in SMT (location variables, well-formedness, connection and
// library constraints) and solved with z3 in levels of growing expressiveness.
//
// Integer semantics: 32-bit two's-complement bit-vectors (signed comparisons, wrapping + - *),
// exactly the interpreter's INTEGER_32 semantics, so `u * v = 0` really is true for
// 65536 * 65536 in the solver as at run time. Inputs whose values do not fit in 32 bits are
// dropped by the collector.
//
// Components are "generic": one comparison component chooses its operator (< <= = /=) through
// an opcode variable, one Boolean connective chooses and/or, one arithmetic component chooses
// + - *. (> and >= come from swapped arguments.) This keeps the location space small while
// covering the same expressions as one component per operator.
#pragma once

#include "analysis/z3_budget.h"
#include "support/cancel.h"
#include "syntax/ast.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amend::nopol {

enum class ValueSort : std::uint8_t { Integer, Boolean };

struct SynthesisInput {
    std::string text;                  // how it is printed ("u", "x.item", "b.item.author /= Void")
    ValueSort sort = ValueSort::Integer;
    std::shared_ptr<const syntax::Expr> expr;  // its syntax (null: makeName(text) is used)
    bool isConstant = false;           // a literal (same value in every row, given in `constantValue`)
    std::int32_t constantValue = 0;
};

struct Observation {
    std::vector<std::int32_t> values;  // per non-constant input, in order (Booleans as 0/1)
    bool expected = false;
    // From a passing test: the condition's actual value there. Such a row may be violated when
    // no condition satisfies every row (a passing test can pass only because the oracle is
    // weak); rows from failing tests (angelic values) must always hold.
    bool soft = false;
};

struct SynthesisTable {
    std::vector<SynthesisInput> inputs;  // variables and constants
    std::vector<Observation> rows;       // values of the variables only (constants skipped)
};

struct SynthesisOptions {
    int minLevel = 1;
    int maxLevel = 3;
    int firstStage = 0;          // skip the stages before this one (see synthesisStages)
    analysis::Z3Units z3Limit = analysis::z3UnitsForSeconds(10);  // per solver call (z3 resource units)
    analysis::Z3Budget* budget = nullptr;  // the fault's z3 budget, charged by every call (none: no limit)
};

// One attempt: a level of the component library, exact (every observation must hold) or
// relaxed (soft observations may be violated, as few as possible: MaxSMT).
struct SynthesisStage {
    int level = 1;
    bool relaxed = false;
    // A relaxed attempt that only counts when the condition contradicts at most one in ten of
    // the soft observations it saw (at least one): tried before the next exact level.
    bool tolerant = false;
};

// The order of the attempts for levels minLevel..maxLevel: a relaxed solution costs as much as
// an exact one a level up, so exact 1, exact 2, relaxed 1, exact 3, relaxed 2 (relaxed stops at
// level 2, and its solver calls get a fifth of the limit). Exception: right after exact 1, a
// tolerant relaxed 1 accepts a comparison that overrides at most one in ten passing-test
// observations (a few passing tests that pass by the weak oracle's grace are common, and an
// unsatisfiability proof at level 2 is what costs seconds); its solution is reused by the
// relaxed 1 stage when it was not tolerable. The simplest condition that explains every test
// wins; one that overrides passing-test observations comes next.
std::vector<SynthesisStage> synthesisStages(int minLevel, int maxLevel);

struct SynthesisResult {
    enum class Status : std::uint8_t { Found, Unsatisfiable, Unknown };
    Status status = Status::Unsatisfiable;
    int level = 0;                     // level of the solution (Found)
    int stage = -1;                    // index in synthesisStages of the solution (Found)
    bool relaxed = false;              // found with soft observations relaxed
    int softViolated = 0;              // soft observations the condition contradicts (Found)
    int softConsidered = 0;            // soft observations the solver saw (relaxed)
    // Found, when the condition has one value on every observation of the table: that value.
    // Wherever the tests reach the location it acts as that constant (True or False) and repairs
    // no more than the constant would (knapsack's `i = 0' inside `from i := 1': False on every row).
    std::optional<bool> valueOnEveryObservation;
    syntax::ExprPtr expr;              // the condition (Found)
    std::string text;                  // printed condition
    std::string reason;                // z3's reason_unknown / error (Unknown)
    double seconds = 0;                // solver time
};

// Tries the stages of synthesisStages(minLevel, maxLevel) from options.firstStage on; stops at
// the first with a solution, or Unknown when options.budget is spent.
// Level 1: a Boolean input, or one comparison of inputs/constants.
// Level 2: + two comparisons, a Boolean connective (and/or) and `not`.
// Level 3: + one arithmetic operation (+ - *) on integers.
SynthesisResult synthesizeCondition(const SynthesisTable& table, const SynthesisOptions& options, const CancelToken* cancel = nullptr);

// One level only (for tests and for the caller's own level loop); `relaxed`: soft observations
// may be violated.
SynthesisResult synthesizeAtLevel(const SynthesisTable& table, int level, analysis::Z3Units limit, bool relaxed = false,
                                  analysis::Z3Budget* budget = nullptr);

}  // namespace amend::nopol
