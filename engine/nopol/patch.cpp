// Source patches of Nopol candidates (see patch.h).
#include "nopol/patch.h"

namespace amend::nopol {

const char* locationKindName(LocationKind kind)
{
    switch (kind) {
    case LocationKind::IfCondition: return "if condition";
    case LocationKind::LoopExit: return "loop exit condition";
    case LocationKind::Guard: return "guard";
    }
    return "?";
}

namespace {

bool sameRange(const SourceRange& a, const SourceRange& b) { return a.file == b.file && a.begin == b.begin && a.end == b.end; }

// Finds the instruction with `range`: its containing body and index. Collects enclosing
// iteration variable names.
bool locate(syntax::Body& body, const SourceRange& range, syntax::Body*& container, std::size_t& index,
            std::vector<std::string>* across)
{
    for (std::size_t i = 0; i < body.size(); ++i) {
        syntax::Instr& s = *body[i];
        if (sameRange(s.range, range)) {
            container = &body;
            index = i;
            return true;
        }
        if (s.range.file == range.file && (s.range.begin > range.begin || s.range.end < range.end)) continue;
        const bool isAcross = s.kind == syntax::InstrKind::Loop && s.acrossIterable;
        if (isAcross && across) across->push_back(s.acrossName);
        std::vector<syntax::Body*> nested;
        for (auto& b : s.bodies) nested.push_back(&b);
        nested.push_back(&s.elseBody);
        nested.push_back(&s.from);
        nested.push_back(&s.body);
        for (auto& w : s.whens) nested.push_back(&w.body);
        for (syntax::Body* b : nested)
            if (locate(*b, range, container, index, across)) return true;
        if (isAcross && across) across->pop_back();
    }
    return false;
}

std::string lineIndent(const std::string& text, std::uint32_t offset, std::uint32_t* lineStart)
{
    std::uint32_t start = offset;
    while (start > 0 && text[start - 1] != '\n') --start;
    std::uint32_t end = start;
    while (end < offset && (text[end] == ' ' || text[end] == '\t')) ++end;
    if (lineStart) *lineStart = start;
    return text.substr(start, end - start);
}

}  // namespace

const syntax::Instr* findInstruction(const syntax::Body& body, const SourceRange& range, std::vector<std::string>* acrossNames)
{
    syntax::Body* container = nullptr;
    std::size_t index = 0;
    if (!locate(const_cast<syntax::Body&>(body), range, container, index, acrossNames)) return nullptr;
    return (*container)[index].get();
}

std::shared_ptr<syntax::Body> patchedBody(const syntax::FeatureDecl& decl, const NopolLocation& location, const syntax::Expr& cond)
{
    auto body = std::make_shared<syntax::Body>(syntax::cloneBody(decl.body));
    if (!location.syntaxInstr) return nullptr;
    syntax::Body* container = nullptr;
    std::size_t index = 0;
    if (!locate(*body, location.syntaxInstr->range, container, index, nullptr)) return nullptr;
    syntax::Instr& s = *(*container)[index];
    switch (location.kind) {
    case LocationKind::IfCondition:
        if (location.condIndex < 0 || static_cast<std::size_t>(location.condIndex) >= s.conds.size()) return nullptr;
        s.conds[static_cast<std::size_t>(location.condIndex)] = cond.clone();
        break;
    case LocationKind::LoopExit:
        if (!s.until) return nullptr;
        s.until = cond.clone();
        break;
    case LocationKind::Guard: {
        auto guard = std::make_unique<syntax::Instr>();
        guard->kind = syntax::InstrKind::If;
        guard->range = s.range;
        guard->conds.push_back(cond.clone());
        guard->bodies.emplace_back();
        guard->bodies.back().push_back(std::move((*container)[index]));
        (*container)[index] = std::move(guard);
        break;
    }
    }
    return body;
}

SourcePatch sourcePatch(const sema::Program& program, const sema::FeatureInfo& routine, const NopolLocation& location,
                        const std::string& condText)
{
    SourcePatch patch;
    const SourceRange& r = location.range;
    if (!r.valid()) return patch;
    const std::string& text = program.sources.file(r.file).text();
    patch.begin = r.begin;
    patch.end = r.end;
    if (location.kind == LocationKind::Guard) {
        const std::string indent = lineIndent(text, r.begin, nullptr);
        std::string stmt = text.substr(r.begin, r.end - r.begin);
        std::string shifted;
        for (char c : stmt) {
            shifted += c;
            if (c == '\n') shifted += '\t';
        }
        patch.text = "if " + condText + " then\n" + indent + "\t" + shifted + "\n" + indent + "end";
    } else {
        patch.text = condText;
    }
    if (routine.decl && routine.decl->range.file == r.file) {
        std::uint32_t start = 0;
        lineIndent(text, routine.decl->range.begin, &start);
        const std::uint32_t end = routine.decl->range.end;
        if (start <= patch.begin && patch.end <= end)
            patch.routineText = text.substr(start, patch.begin - start) + patch.text + text.substr(patch.end, end - patch.end);
    }
    return patch;
}

}  // namespace amend::nopol
