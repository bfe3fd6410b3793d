// A GenProg individual as data (Weimer et al.; Le Goues et al.'s patch representation): a list of
// mutations of the faulty routine's body, each a set of text edits of the original file (sorted,
// disjoint). A patch is rendered to a body text in one place (RoutineText::editedBody over
// patchEdits), so crossover and delta debugging are operations on lists and nothing re-parses
// the program.
#pragma once

#include "support/text_edit.h"
#include "synthesis/candidate.h"

#include <cstdint>
#include <string>
#include <vector>

namespace amend::search {

// What a mutation does (the operators of issue 15).
enum class MutationKind : std::uint8_t {
    DeleteStatement,
    InsertStatement,   // a statement drawn from the routine, its class or a supplier
    SwapStatements,
    ReplaceOperator,   // relational, arithmetic or logical operator, and/or/and then/or else
    SwapQuantifier,    // across … all ↔ some
    ReplaceVariable,   // a type-compatible name in scope
    ReplaceQuery,      // a query of the same signature (max/min, lower/upper, first/last …)
    AddOne,            // e → (e + 1) / (e - 1)
    Negate,            // c → not (c)
    SwapArguments,     // f (a, b) → f (b, a)
    SwapOperands,      // a - b → b - a; s + t → t + s on strings
    RemoveTerm,        // a + b → a; an extra `1 +' dropped; `if c then x else y end' → x
    FlipSign,          // - x → x; x → - x
    CopyStatement,     // a statement of the routine, its variables adapted, after a loop or at the end
    Regroup,           // a + b \\ n → (a + b) \\ n: two operators' operands grouped the other way
    WrapIntoRange,     // x := e → x := (e) \\ K, for a bound `x < K' of the contracts
};
const char* mutationKindName(MutationKind kind);   // "delete", "insert", "swap", "operator", …

struct Mutation {
    MutationKind kind = MutationKind::DeleteStatement;
    std::vector<TextEdit> edits;   // of the routine's file, sorted, disjoint
    synthesis::SearchEdit what;    // what it does, for people (describeEdit)
};

// The English of an edit: "insert `count := count + 1' before line 12", "`<' → `<='".
std::string describeEdit(const synthesis::SearchEdit& edit);

using Patch = std::vector<Mutation>;

// Do two mutations touch the same text (an edit of one overlaps or abuts one of the other at
// the same insertion point)? Such mutations cannot both apply.
bool conflicts(const Mutation& a, const Mutation& b);
// `patch` with `m` appended, unless it conflicts with a mutation already there (then unchanged).
bool addMutation(Patch& patch, const Mutation& m);
// Every edit of the patch, sorted by position.
std::vector<TextEdit> patchEdits(const Patch& patch);
// "insert `x := 1' before line 4; operator `<' → `<='" (the mutations' descriptions, in order).
std::string describePatch(const Patch& patch);

}  // namespace amend::search
