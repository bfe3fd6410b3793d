// Turns a synthesized condition into a source patch of the faulty routine: the condition of an
// If / the exit condition of a Loop is replaced, or a statement is wrapped in
// `if cond then stmt end` (missing guard / precondition). Produces the new body (syntax, for
// lowering), a text edit of the source file and the printed new routine.
#pragma once

#include "nopol/location.h"
#include "sema/program.h"

#include <memory>
#include <string>

namespace amend::nopol {

// The syntax instruction with exactly `range` in `body` (searching nested blocks), and the
// iteration variables (`across … as x`) of the loops enclosing it. Null when absent.
const syntax::Instr* findInstruction(const syntax::Body& body, const SourceRange& range, std::vector<std::string>* acrossNames);

// A copy of `decl`'s body with the change at `location` made with `cond`.
std::shared_ptr<syntax::Body> patchedBody(const syntax::FeatureDecl& decl, const NopolLocation& location, const syntax::Expr& cond);

struct SourcePatch {
    std::uint32_t begin = 0;   // replaced byte range of the routine's file
    std::uint32_t end = 0;
    std::string text;          // replacement text
    std::string routineText;   // the whole routine declaration after the change
};

// The same change as text: the condition's source range replaced by `condText`, or the
// statement's lines wrapped in `if condText then … end` with one more level of indentation.
SourcePatch sourcePatch(const sema::Program& program, const sema::FeatureInfo& routine, const NopolLocation& location,
                        const std::string& condText);

}  // namespace amend::nopol
