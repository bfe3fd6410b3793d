// Situations (see situation.h): descriptors taken from the fault, its localization and the fix.
#include "learning/situation.h"

#include "learning/ivmp_patterns.h"
#include "support/enum_names.h"
#include "syntax/lexer.h"

#include <vector>

namespace amend::learning {

namespace {

// The abstract tokens of `text` in order (see abstractTokens).
std::vector<std::string> abstractTokenList(std::string_view text)
{
    DiagnosticSink sink;
    const syntax::TokenStream stream = syntax::tokenize(text, -1, sink);
    std::vector<std::string> out;
    for (const syntax::Token& t : stream.tokens) {
        switch (t.kind) {
        case syntax::TokenKind::Eof: break;
        case syntax::TokenKind::Identifier: out.emplace_back("name"); break;
        case syntax::TokenKind::Keyword: out.emplace_back(syntax::keywordText(t.keyword)); break;
        case syntax::TokenKind::Integer: out.emplace_back(t.intValue == 0 || t.intValue == 1 ? t.text : "int"); break;
        case syntax::TokenKind::Real: out.emplace_back("real"); break;
        case syntax::TokenKind::Character: out.emplace_back("char"); break;
        case syntax::TokenKind::String: out.emplace_back("string"); break;
        case syntax::TokenKind::Symbol: out.emplace_back(syntax::symbolText(t.symbol)); break;
        case syntax::TokenKind::FreeOperator: out.push_back(t.text); break;
        }
    }
    return out;
}

// The line of `text` holding byte `offset`.
std::string_view lineAt(std::string_view text, std::size_t offset)
{
    if (offset > text.size()) offset = text.size();
    const std::size_t begin = offset == 0 ? 0 : text.rfind('\n', offset - 1);
    const std::size_t from = begin == std::string_view::npos || offset == 0 ? 0 : begin + 1;
    const std::size_t end = text.find('\n', offset);
    return text.substr(from, (end == std::string_view::npos ? text.size() : end) - from);
}

void addRoutineShape(const sema::Program& program, const analysis::FaultUnderRepair& fault, Situation& out)
{
    const sema::FeatureInfo* routine = fault.routine;
    if (!routine) return;
    out.insert({DescriptorKind::RoutineShape, routine->isFunction() ? "function" : "procedure"});
    if (!routine->decl) return;
    const std::string text = program.sources.text(routine->decl->range);
    for (const std::string& token : abstractTokens(text)) {
        if (token == "loop" || token == "across") out.insert({DescriptorKind::RoutineShape, "loop"});
        else if (token == "if" || token == "inspect") out.insert({DescriptorKind::RoutineShape, "branch"});
        else if (token == "create") out.insert({DescriptorKind::RoutineShape, "creation"});
    }
}

}  // namespace

const char* descriptorKindName(DescriptorKind kind) { return descriptorKindNames[static_cast<std::size_t>(kind)]; }

std::optional<DescriptorKind> descriptorKindNamed(std::string_view name) { return enumNamed<DescriptorKind>(descriptorKindNames, name); }

std::string Descriptor::text() const { return std::string(descriptorKindName(kind)) + ":" + value; }

std::set<std::string> abstractTokens(std::string_view text)
{
    const std::vector<std::string> list = abstractTokenList(text);
    return {list.begin(), list.end()};
}

Situation describeSituation(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                            const analysis::FaultLocalization& localization, const repair::Fix& fix, int snapshots)
{
    Situation out;
    out.insert({DescriptorKind::Violation, runtime::violationKindName(fault.kind)});
    for (const std::string& token : abstractTokens(fault.clauseText)) out.insert({DescriptorKind::ClauseToken, token});
    if (fix.change.base && !fix.change.edits.empty())
        for (const std::string& token : abstractTokens(lineAt(*fix.change.base, fix.change.edits.front().begin)))
            out.insert({DescriptorKind::StatementToken, token});
    int taken = 0;
    for (const analysis::Snapshot& s : localization.snapshots) {
        if (taken++ >= snapshots) break;
        std::string pattern;
        for (const std::string& token : abstractTokenList(s.predicate)) pattern += token + " ";
        out.insert({DescriptorKind::ValuePattern, pattern + "= " + (s.value ? "True" : "False")});
    }
    for (const std::string& pattern : ivmpPatterns(fix.valueMappings)) out.insert({DescriptorKind::Ivmp, pattern});
    addRoutineShape(program, fault, out);
    return out;
}

}  // namespace amend::learning
