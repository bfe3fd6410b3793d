// ir expressions of the faulty routine as wp terms (term.h). Variables are the routine's
// INTEGER_32 / BOOLEAN arguments and locals, Result, and Current's INTEGER_32 / BOOLEAN
// attributes; every other INTEGER_32 / BOOLEAN sub-expression (a call, an array item, a
// reference comparison, `old e`) is opaque: its value is asked of `Opaques` (the run, or what a
// run recorded). A sub-expression of another type cannot be a term: the nearest INTEGER_32 /
// BOOLEAN node above it becomes opaque.
//
// A quantifier over an integer interval, `across lo |..| hi as k all/some body end`, is expanded
// as the paper expands its quantifiers: lo and hi are evaluated, and the body is translated once
// per value of `k.item' (at most 64), its opaque parts evaluated with that value (`a [k.item]'
// becomes the opaque `a [2]').
//
// A Mutation replaces one node while translating (an operator, a constant, a variable): how the
// modification search (modification.h) builds the changed statement of every trace instance.
#pragma once

#include "sema/ir.h"
#include "wp/term.h"

#include <functional>
#include <optional>
#include <string>

namespace amend::wp {

// The value of an opaque node at this evaluation (nullopt: the run could not evaluate it).
using Opaques = std::function<std::optional<std::int32_t>(const ir::Expr&)>;

struct Mutation {
    const ir::Expr* node = nullptr;   // the node replaced (null: none)
    std::optional<TermOp> op;         // replaces the node's operator
    TermPtr replacement;              // replaces the whole node (kinds Constant, Variable)
    TermPtr addend;                   // added to the whole expression (kind Addend): e + addend
};

// Is `type` INTEGER_32 or BOOLEAN (the sorts a term can have)?
std::optional<Sort> sortOf(const sema::Type* type);

// The term operator of an ir operator (+ - * // \\, comparisons, Boolean connectives; Xor as
// /=); Const when there is none.
TermOp termOpOf(ir::Op op);

// The variable name an ir node reads, when it reads one ("i", "Result", "count"), else empty.
std::string variableName(const ir::Routine& routine, const ir::Expr& expr);

class Translator {
public:
    // `text` gives an expression's source text (for opaque names).
    Translator(const ir::Routine& routine, std::function<std::string(const SourceRange&)> text)
        : m_routine(routine), m_text(std::move(text)) {}
    // Null when `expr` is neither INTEGER_32 nor BOOLEAN.
    TermPtr translate(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation = {}) const;

private:
    TermPtr node(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const;
    TermPtr makeOpaque(const ir::Expr& expr, Sort sort, const Opaques& opaques) const;
    TermPtr expandQuantifier(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const;
    bool isCursorItem(const ir::Expr& expr) const;
    bool mentionsCursor(const ir::Expr& expr) const;

    struct Cursor {
        int slot = -1;
        std::int32_t value = 0;
    };
    mutable std::vector<Cursor> m_cursors;  // the quantifiers being expanded, innermost last

    const ir::Routine& m_routine;
    std::function<std::string(const SourceRange&)> m_text;
};

}  // namespace amend::wp
