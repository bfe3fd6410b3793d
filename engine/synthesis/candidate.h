// A candidate fix: a text edit of one routine (its body, or its precondition for contract
// fixes) with how it was made (schema, action, snapshot) and, once lowered, its executable
// replacement routine. Produced by schemas.h / code_fixes.h / contract_fixes.h, lowered by
// lowering.h, validated and ranked by repair/.
#pragma once

#include "analysis/technique_evidence.h"
#include "analysis/value_mapping.h"
#include "sema/ir.h"
#include "synthesis/routine_text.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace amend::synthesis {

enum class FixKind : std::uint8_t { Body, Contract };

// How the candidate was built.
enum class Schema : std::uint8_t {
    A,            // (a) snippet; old_stmt
    B,            // (b) if fail then snippet end; old_stmt
    C,            // (c) if not fail then old_stmt end
    D,            // (d) if fail then snippet else old_stmt end
    Replace,      // a sub-expression of the instruction replaced in place
    Guard,        // AutoFix-E2: `if <callee precondition / target attached> then old_stmt end`
    Precondition, // contract fix: a new precondition clause
    Postcondition,// contract fix: a postcondition clause weakened to `q implies clause'

    Condition,    // Nopol: a condition synthesized by SMT at an angelic location (nopol/)
    Statement,    // WP: an assignment's right-hand side or a branch predicate modified (wp/)
    Evolved,      // GenProg: edits found by genetic search and minimized by delta debugging (search/)
};
const char* schemaName(Schema schema);  // "a", "b", …, "replace", "guard", "precondition", "postcondition", "evolved"

// What a candidate's action does, decided where the action is built (ranking reads it; nothing
// parses the action's text back).
enum class ActionKind : std::uint8_t {
    None,                 // no snippet: schema (c), guards, conditions, contract clauses
    Command,              // a command call: `forth', `go_i_th (idx - 1)'
    Assignment,           // an assignment of a value computed from the state: `x := x - 1', `b := not b'
    ConstantAssignment,   // an assignment of a constant: `x := 0', `b := True'
    Replacement,          // a sub-expression replaced by an expression: `i' → `i + 1'
    ConstantReplacement,  // a sub-expression replaced by a constant: `i' → `0'
};
const char* actionKindName(ActionKind kind);   // "none", "command", "assignment", … (JSON)
// A constant as an action writes one: an expression of literals alone (`0', `-1', `-1 + 1',
// True, Void …). A constant throws away what the target held in every run the fix applies to.
bool isConstantText(const std::string& text);

// The known anti-patterns of search-based repair (issue 30): fixes that make the tests pass by
// doing less rather than by doing right. Decided where the candidate is built; ranking puts them
// after every other code fix.
enum class AntiPattern : std::uint8_t {
    None,
    DeletesStatement,    // a statement of the routine deleted wholesale (GenProg's delete)
    ConstantCondition,   // a condition replaced by True / False, or one with a single value on every observed run
};
// What one edit of search-based repair does (GenProg's operators, the first-order copies), as
// data: front ends word it themselves (issue 34); search::describeEdit is its English.
enum class SearchEditKind : std::uint8_t {
    Expression,        // `code' is the change itself, "`a' → `b'" (words of no language), at `line'
    Delete,            // the statement `code' deleted, at `line'
    InsertBefore,      // `code' inserted before `line'
    InsertAfter,       // `code' inserted after `line'
    InsertAfterLoop,   // `code' inserted after the loop ending at `line'
    InsertAtEnd,       // `code' inserted at the end of the routine
    Swap,              // the statements at `line' and `otherLine' swapped
};
struct SearchEdit {
    SearchEditKind kind = SearchEditKind::Expression;
    std::string code;
    int line = 0;
    int otherLine = 0;
};

// An assignment `target := value' as an action.
ActionKind assignmentKind(const std::string& value);

struct Candidate {
    FixKind kind = FixKind::Body;
    Schema schema = Schema::A;
    std::string action;         // the snippet / replacement / clause, one line
    ActionKind actionKind = ActionKind::None;
    std::string fail;           // the schema's `fail` predicate (may be empty)
    int snapshot = -1;          // index in the FaultLocalization, -1 for code-based candidates
    double susp = 0;            // suspiciousness that ranks it (of the snapshot, or assigned)
    std::uint32_t location = 0; // offset of the instruction edited
    int distance = 0;           // lines between the edit and the failure location
    std::vector<TextEdit> edits;  // on the routine's file, sorted, disjoint
    std::string bodyText;       // body (after `do`) with the edits applied, for lowering
    std::string normalized;     // printed body (house style): equal text = same fix
    std::shared_ptr<const ir::Routine> lowered;  // Body: the replacement implementation (owned by the candidate)
    std::shared_ptr<const syntax::Body> body;  // the parsed body `lowered` was made from
    std::string clause;         // Contract: the added precondition expression / the weakened clause
    std::string clauseTag;      // Postcondition: the weakened clause's tag
    SourceRange weakenedClause; // Postcondition: the clause replaced (whole clause, tag included)
    std::string keptWhen;       // Postcondition: q, on entry, under which the clause is still promised
                                // (its lowered form is `clauseIr`: it must hold in every passing run)
    std::shared_ptr<const ir::Expr> clauseIr;  // Contract: `clause` lowered in the routine
    analysis::TechniqueEvidence evidence;  // Nopol's, WP's or GenProg's account of how it was found
    std::string replacedCondition;  // Condition: the condition replaced (empty for a guard)
    bool guardsInstruction = false;  // Condition: a Nopol guard wrapping the instruction at `location`
                                     // (schemas c and guard always wrap it)
    std::vector<analysis::ValueMappingPair> valueMappings;  // Condition: Nopol's original and angelic values
    AntiPattern antiPattern = AntiPattern::None;
    std::vector<SearchEdit> searchEdits;  // Replace and Evolved candidates of search: each edit, as data
    // Characters inserted less half the characters removed. Given the text the edits apply to,
    // only what differs counts: the text an edit keeps at its start and end (`not c' → `c'
    // removes four characters, not the whole condition).
    int changeSize(std::string_view base = {}) const
    {
        int n = 0;
        for (const TextEdit& e : edits) {
            std::string_view removed = e.end <= base.size() ? base.substr(e.begin, e.end - e.begin) : std::string_view();
            std::string_view inserted = e.text;
            std::size_t removedSize = e.end - e.begin;
            if (removed.size() == removedSize) {
                while (!removed.empty() && !inserted.empty() && removed.front() == inserted.front()) {
                    removed.remove_prefix(1);
                    inserted.remove_prefix(1);
                }
                while (!removed.empty() && !inserted.empty() && removed.back() == inserted.back()) {
                    removed.remove_suffix(1);
                    inserted.remove_suffix(1);
                }
                removedSize = removed.size();
            }
            n += static_cast<int>(inserted.size()) - static_cast<int>(removedSize) / 2;
        }
        return n;
    }
};

}  // namespace amend::synthesis
