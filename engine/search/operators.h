// GenProg's mutation operators (Weimer et al., "Genetic Operators") and the expression-level mutations one-line faults
// need (issue 15), as Mutation values on the faulty routine's text. Statement operators: delete
// a path statement, insert a statement drawn from the program before or after it, swap it with
// another path statement. Expression operators on the expressions a path statement evaluates
// (not those of the statements nested in it): operator replacement, all/some, variables, queries
// of the same signature, ±1, negation. Nothing here checks types: every patch is parsed and
// type-checked by lowering before it runs, and one that does not check is discarded.
#pragma once

#include "search/patch.h"
#include "search/weighted_path.h"
#include "synthesis/routine_text.h"

#include <string>
#include <vector>

namespace amend::search {

// A statement that insertion may copy: its text (first line without indentation) and where it
// was found.
enum class StatementOrigin : std::uint8_t { Routine, Class, Supplier };
struct PoolStatement {
    std::string text;
    StatementOrigin origin = StatementOrigin::Routine;
};

// Assignments and command calls of one line written in the program: those of the routine, then
// of the other routines of its class, then of the other (non-kernel) classes; each text once, at
// most `max`.
std::vector<PoolStatement> statementPool(const sema::Program& program, const sema::FeatureInfo& feature,
                                         const synthesis::RoutineText& text, std::size_t max);

// The mutations of one statement, grouped by kind (a kind with no mutation is left out); the
// search picks a kind, then one of its mutations. `path` gives the partners of swaps.
struct MutationGroup {
    MutationKind kind;
    std::vector<Mutation> mutations;
};
std::vector<MutationGroup> mutationsAt(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const syntax::Instr& statement,
                                       const std::vector<PathStatement>& path, const std::vector<PoolStatement>& pool);

// The expression-level mutations of one statement (part of mutationsAt; apart for tests).
// `shapes': also the fix shapes first-order repair tries (first_order.h) — swapped arguments
// and operands, sibling features of qualified calls, a term or a sign dropped or added — which
// the genetic search leaves out (its random draws stay those its tests were measured with).
std::vector<Mutation> expressionMutations(const sema::FeatureInfo& feature, const synthesis::RoutineText& text,
                                          const syntax::Instr& statement, bool shapes = false);

// The queries a name may be swapped with whatever their class: max/min, lower/upper,
// first/last, … (both directions).
const std::vector<std::pair<const char*, const char*>>& queryPairs();

}  // namespace amend::search
