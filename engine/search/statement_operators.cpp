// Statement-level operators and the statement pool (see operators.h).
#include "search/operators.h"

#include <algorithm>
#include <set>

namespace amend::search {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The lines [begin, end) a statement occupies, with their line breaks, when it stands on lines of
// its own (else just its range): deleting it leaves no blank line.
TextEdit wholeLines(const std::string& file, const SourceRange& range)
{
    std::uint32_t begin = range.begin, end = range.end;
    std::uint32_t b = begin;
    while (b > 0 && isBlank(file[b - 1])) --b;
    std::uint32_t e = end;
    while (e < file.size() && isBlank(file[e])) ++e;
    if ((b == 0 || file[b - 1] == '\n') && (e >= file.size() || file[e] == '\n')) {
        begin = b;
        end = e < file.size() ? e + 1 : e;
    }
    return {begin, end, {}};
}

std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

void collectFrom(const sema::Program& program, const syntax::FeatureDecl& decl, StatementOrigin origin,
                 std::vector<PoolStatement>& pool, std::set<std::string>& seen, std::size_t max)
{
    syntax::forEachInstruction(decl.body, [&](const syntax::Instr& i) {
        if (pool.size() >= max || !i.range.valid()) return;
        if (i.kind != syntax::InstrKind::Assign && i.kind != syntax::InstrKind::CallInstr) return;
        const std::string& file = program.sources.file(i.range.file).text();
        const std::string text = file.substr(i.range.begin, i.range.end - i.range.begin);
        if (text.find('\n') != std::string::npos) return;
        if (seen.insert(text).second) pool.push_back({text, origin});
    });
}

// The routines written in `cls` (not inherited), in feature order.
std::vector<const syntax::FeatureDecl*> ownRoutines(const sema::ClassInfo& cls)
{
    std::vector<const syntax::FeatureDecl*> out;
    std::set<const syntax::FeatureDecl*> seen;
    for (const sema::FeatureInfo* f : cls.features)
        if (f->writtenIn == &cls && f->decl && f->kind == sema::FeatureInfo::Kind::Routine && seen.insert(f->decl).second)
            out.push_back(f->decl);
    return out;
}

}  // namespace

std::vector<PoolStatement> statementPool(const sema::Program& program, const sema::FeatureInfo& feature,
                                         const synthesis::RoutineText& text, std::size_t max)
{
    std::vector<PoolStatement> pool;
    std::set<std::string> seen;
    collectFrom(program, text.decl(), StatementOrigin::Routine, pool, seen, max);
    const sema::ClassInfo* owner = feature.writtenIn ? feature.writtenIn : feature.owner;
    if (owner)
        for (const syntax::FeatureDecl* d : ownRoutines(*owner))
            if (d != &text.decl()) collectFrom(program, *d, StatementOrigin::Class, pool, seen, max);
    for (const auto& cls : program.classes)
        if (!cls->isKernel && cls.get() != owner)
            for (const syntax::FeatureDecl* d : ownRoutines(*cls)) collectFrom(program, *d, StatementOrigin::Supplier, pool, seen, max);
    return pool;
}

std::vector<MutationGroup> mutationsAt(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const syntax::Instr& statement,
                                       const std::vector<PathStatement>& path, const std::vector<PoolStatement>& pool)
{
    const std::string& file = text.fileText();
    const int line = text.lineOf(statement.range.begin);
    const std::string shown = firstLine(text.slice(statement.range.begin, statement.range.end));
    std::vector<MutationGroup> groups;

    const TextEdit lines = wholeLines(file, statement.range);
    groups.push_back({MutationKind::DeleteStatement,
                      {{MutationKind::DeleteStatement, {lines}, {synthesis::SearchEditKind::Delete, shown, line}}}});

    MutationGroup insert{MutationKind::InsertStatement, {}};
    const bool ownLines = lines.begin != statement.range.begin;   // only between whole lines
    if (ownLines) {
        const std::string indent = text.indentAt(statement.range.begin);
        for (const PoolStatement& p : pool) {
            insert.mutations.push_back({MutationKind::InsertStatement, {{lines.begin, lines.begin, indent + p.text + "\n"}},
                                        {synthesis::SearchEditKind::InsertBefore, p.text, line}});
            insert.mutations.push_back({MutationKind::InsertStatement, {{lines.end, lines.end, indent + p.text + "\n"}},
                                        {synthesis::SearchEditKind::InsertAfter, p.text, text.lineOf(statement.range.end)}});
        }
    }
    if (!insert.mutations.empty()) groups.push_back(std::move(insert));

    MutationGroup swap{MutationKind::SwapStatements, {}};
    for (const PathStatement& other : path) {
        const SourceRange& a = statement.range;
        const SourceRange& b = other.instr->range;
        if (b.begin < a.end && a.begin < b.end) continue;   // itself, or nested in each other
        const std::string at = text.slice(a.begin, a.end), bt = text.slice(b.begin, b.end);
        if (at == bt) continue;
        Mutation m{MutationKind::SwapStatements, {{a.begin, a.end, bt}, {b.begin, b.end, at}},
                   {synthesis::SearchEditKind::Swap, {}, line, text.lineOf(b.begin)}};
        if (m.edits[0].begin > m.edits[1].begin) std::swap(m.edits[0], m.edits[1]);
        swap.mutations.push_back(std::move(m));
    }
    if (!swap.mutations.empty()) groups.push_back(std::move(swap));

    for (Mutation& m : expressionMutations(feature, text, statement)) {
        auto g = std::find_if(groups.begin(), groups.end(), [&](const MutationGroup& x) { return x.kind == m.kind; });
        if (g == groups.end()) groups.push_back({m.kind, {std::move(m)}});
        else g->mutations.push_back(std::move(m));
    }
    return groups;
}

}  // namespace amend::search
