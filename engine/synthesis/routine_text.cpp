// Body text of routines and its edits (see routine_text.h).
#include "synthesis/routine_text.h"

namespace amend::synthesis {

RoutineText::RoutineText(const sema::Program& program, const sema::FeatureInfo& feature) : m_program(&program)
{
    m_decl = feature.decl;
    if (!m_decl || m_decl->bodyKind != syntax::FeatureDecl::BodyKind::Do) return;
    const SourceRange r = m_decl->bodyRange;
    if (r.file < 0) return;
    m_fileId = r.file;
    m_file = &program.sources.file(r.file).text();
    if (r.end > m_file->size() || r.begin + 2 > r.end) return;
    if (m_file->compare(r.begin, 2, "do") != 0) return;
    m_bodyBegin = r.begin + 2;
    m_bodyEnd = r.end;
    m_valid = true;
}

std::string RoutineText::indentAt(std::uint32_t offset) const
{
    std::uint32_t start = offset;
    while (start > 0 && (*m_file)[start - 1] != '\n') --start;
    std::uint32_t e = start;
    while (e < offset && ((*m_file)[e] == '\t' || (*m_file)[e] == ' ')) ++e;
    return m_file->substr(start, e - start);
}

int RoutineText::lineOf(std::uint32_t offset) const
{
    return m_program->sources.file(m_fileId).lineColumn(offset).line;
}

std::string RoutineText::editedBody(const std::vector<TextEdit>& edits) const
{
    return applyEdits(*m_file, edits, m_bodyBegin, m_bodyEnd);
}

namespace {

}  // namespace

std::vector<const syntax::Instr*> RoutineText::instructions() const
{
    std::vector<const syntax::Instr*> out;
    if (m_decl) syntax::forEachInstruction(m_decl->body, [&](const syntax::Instr& i) { out.push_back(&i); });
    return out;
}

const syntax::Instr* RoutineText::instructionAt(std::uint32_t offset) const
{
    const syntax::Instr* found = nullptr;
    for (const syntax::Instr* i : instructions())
        if (i->range.begin == offset) found = i;  // later = more deeply nested
    return found;
}

std::string indentMore(const std::string& text)
{
    std::string out;
    for (char c : text) {
        out += c;
        if (c == '\n') out += '\t';
    }
    return out;
}

}  // namespace amend::synthesis
