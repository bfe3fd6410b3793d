// The text of a routine's body in its source file, and edits of it: fix candidates are built as
// text edits of the original body (so diffs keep the user's layout), then parsed and lowered.
// Also finds the syntax instruction at a location and the line indentation around it.
#pragma once

#include "sema/program.h"
#include "support/text_edit.h"
#include "syntax/ast.h"

#include <string>
#include <vector>

namespace amend::synthesis {

// A replacement of [begin, end) (byte offsets in the routine's file) by `text`.
using TextEdit = amend::TextEdit;

class RoutineText {
public:
    RoutineText(const sema::Program& program, const sema::FeatureInfo& feature);

    bool valid() const { return m_valid; }
    const std::string& fileText() const { return *m_file; }
    int fileId() const { return m_fileId; }
    const syntax::FeatureDecl& decl() const { return *m_decl; }
    std::uint32_t bodyBegin() const { return m_bodyBegin; }  // just after `do`
    std::uint32_t bodyEnd() const { return m_bodyEnd; }
    // The leading white space of the line holding `offset`.
    std::string indentAt(std::uint32_t offset) const;
    int lineOf(std::uint32_t offset) const;
    std::string slice(std::uint32_t begin, std::uint32_t end) const { return m_file->substr(begin, end - begin); }
    // The body's instructions (the text after `do`) with `edits` applied (sorted, disjoint).
    std::string editedBody(const std::vector<TextEdit>& edits) const;
    // The innermost instruction of the body whose range starts at `offset`, or null.
    const syntax::Instr* instructionAt(std::uint32_t offset) const;
    // Every instruction of the body, outer ones first.
    std::vector<const syntax::Instr*> instructions() const;

private:
    const std::string* m_file = nullptr;
    const sema::Program* m_program = nullptr;
    const syntax::FeatureDecl* m_decl = nullptr;
    int m_fileId = -1;
    std::uint32_t m_bodyBegin = 0;
    std::uint32_t m_bodyEnd = 0;
    bool m_valid = false;
};

// `text` (an instruction's source, first line without indentation) re-indented by one more tab
// on its continuation lines.
std::string indentMore(const std::string& text);

}  // namespace amend::synthesis
