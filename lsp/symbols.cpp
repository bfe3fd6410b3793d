// See symbols.h.
#include "symbols.h"

#include "syntax/parser.h"

#include <QDir>

#include <cctype>
#include <set>

namespace amend::lsp {

namespace {

// LSP's SymbolKind values.
enum SymbolKind { KindClass = 5, KindMethod = 6, KindField = 8, KindConstructor = 9, KindConstant = 14, KindVariable = 13 };

bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

QString lower(const std::string& s) { return QString::fromStdString(s).toLower(); }

const syntax::Module* moduleOf(const sema::Program& program, int fileId)
{
    for (const auto& m : program.modules)
        if (m && m->fileId == fileId) return m.get();
    return nullptr;
}

bool contains(const SourceRange& r, std::uint32_t offset) { return r.valid() && r.begin <= offset && offset <= r.end; }

bool isCreator(const syntax::ClassDecl& c, const std::string& name)
{
    for (const syntax::CreationClause& clause : c.creators)
        for (const std::string& f : clause.features)
            if (f == name) return true;
    return false;
}

int featureKind(const syntax::ClassDecl& c, const syntax::FeatureDecl& f, const std::string& name)
{
    if (isCreator(c, name)) return KindConstructor;
    switch (f.kind) {
    case syntax::FeatureDecl::Kind::Attribute: return KindField;
    case syntax::FeatureDecl::Kind::Constant: return KindConstant;
    case syntax::FeatureDecl::Kind::Routine: break;
    }
    return KindMethod;
}

// The feature's signature as written: from its name to the end of that line.
std::string signatureText(const SourceFile& file, const syntax::FeatureName& name)
{
    const std::string& text = file.text();
    std::size_t end = text.find('\n', name.range.begin);
    if (end == std::string::npos) end = text.size();
    std::string s = text.substr(name.range.begin, end - name.range.begin);
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.pop_back();
    return s;
}

QString clauses(const SourceFile& file, const char* keyword, const std::vector<syntax::Assertion>& assertions)
{
    if (assertions.empty()) return {};
    QString s = QStringLiteral("\n%1").arg(QLatin1String(keyword));
    for (const syntax::Assertion& a : assertions) s += QStringLiteral("\n    %1").arg(QString::fromStdString(file.slice(a.range.begin, a.range.end)));
    return s;
}

QString featureMarkdown(const sema::Program& program, const syntax::ClassDecl& c, const syntax::FeatureDecl& f, const syntax::FeatureName& name)
{
    const SourceFile& file = program.sources.file(name.range.file);
    QString code = QStringLiteral("%1.%2").arg(QString::fromStdString(c.name), QString::fromStdString(signatureText(file, name)));
    code += clauses(file, "require", f.precondition);
    code += clauses(file, "ensure", f.postcondition);
    QString md = QStringLiteral("```eiffel\n%1\n```").arg(code.trimmed());
    if (!f.headerComment.empty()) md += QStringLiteral("\n\n%1").arg(QString::fromStdString(f.headerComment).trimmed());
    return md;
}

QString classMarkdown(const sema::Program& program, const syntax::ClassDecl& c)
{
    QString code = QStringLiteral("class %1").arg(QString::fromStdString(c.name));
    if (c.range.valid()) code += clauses(program.sources.file(c.range.file), "invariant", c.invariant);
    QString md = QStringLiteral("```eiffel\n%1\n```").arg(code);
    if (!c.description.empty()) md += QStringLiteral("\n\n%1").arg(QString::fromStdString(c.description).trimmed());
    return md;
}

struct Enclosing {
    const syntax::ClassDecl* cls = nullptr;
    const syntax::FeatureDecl* feature = nullptr;
    std::size_t nameIndex = 0;
};

Enclosing enclosingAt(const syntax::Module& module, std::uint32_t offset)
{
    Enclosing e;
    for (const auto& c : module.classes) {
        if (!contains(c->range, offset)) continue;
        e.cls = c.get();
        for (const syntax::FeatureDecl& f : c->features)
            if (contains(f.range, offset)) e.feature = &f;
    }
    return e;
}

std::optional<Declaration> featureDeclaration(const sema::Program& program, const sema::FeatureInfo& feature)
{
    if (!feature.decl || !feature.writtenIn || !feature.writtenIn->decl) return std::nullopt;
    const auto index = static_cast<std::size_t>(feature.declNameIndex);
    if (index >= feature.decl->names.size()) return std::nullopt;
    const syntax::FeatureName& name = feature.decl->names[index];
    if (!name.range.valid()) return std::nullopt;
    return Declaration{name.range.file, name.range, featureMarkdown(program, *feature.writtenIn->decl, *feature.decl, name)};
}

}  // namespace

int fileIdOf(const sema::Program& program, const QString& path)
{
    const std::string p = QDir::cleanPath(path).toStdString();
    for (int id = 0; id < program.sources.count(); ++id) {
        const SourceFile& f = program.sources.file(id);
        if (!f.isKernel() && f.path() == p) return id;
    }
    return -1;
}

QJsonObject locationJson(const sema::Program& program, const SourceRange& range, PositionEncoding encoding)
{
    const SourceFile& file = program.sources.file(range.file);
    return {{QStringLiteral("uri"), uriOfPath(QString::fromStdString(file.path()))},
            {QStringLiteral("range"), rangeJson(file.text(), range.begin, range.end, encoding)}};
}

QJsonArray documentSymbols(const sema::Program& program, int fileId, PositionEncoding encoding)
{
    QJsonArray result;
    const syntax::Module* module = moduleOf(program, fileId);
    if (!module) return result;
    const std::string& text = program.sources.file(fileId).text();
    for (const auto& c : module->classes) {
        QJsonArray children;
        for (const syntax::FeatureDecl& f : c->features)
            for (const syntax::FeatureName& n : f.names) {
                if (!f.range.valid() || !n.range.valid()) continue;
                children.append(QJsonObject{
                    {QStringLiteral("name"), QString::fromStdString(n.name)},
                    {QStringLiteral("detail"), QString::fromStdString(signatureText(program.sources.file(fileId), n))},
                    {QStringLiteral("kind"), featureKind(*c, f, n.name)},
                    {QStringLiteral("range"), rangeJson(text, f.range.begin, f.range.end, encoding)},
                    {QStringLiteral("selectionRange"), rangeJson(text, n.range.begin, n.range.end, encoding)}});
            }
        if (!c->range.valid()) continue;
        result.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(c->name)},
                                  {QStringLiteral("kind"), KindClass},
                                  {QStringLiteral("range"), rangeJson(text, c->range.begin, c->range.end, encoding)},
                                  {QStringLiteral("selectionRange"), rangeJson(text, c->nameRange.begin, c->nameRange.end, encoding)},
                                  {QStringLiteral("children"), children}});
    }
    return result;
}

QJsonArray workspaceSymbols(const sema::Program& program, const QString& query, PositionEncoding encoding)
{
    QJsonArray result;
    const QString q = query.toLower();
    auto add = [&](const QString& name, int kind, const SourceRange& range, const QString& container) {
        if (!q.isEmpty() && !name.toLower().contains(q)) return;
        QJsonObject s{{QStringLiteral("name"), name}, {QStringLiteral("kind"), kind}, {QStringLiteral("location"), locationJson(program, range, encoding)}};
        if (!container.isEmpty()) s.insert(QStringLiteral("containerName"), container);
        result.append(s);
    };
    for (const auto& m : program.modules) {
        if (!m || m->fileId < 0 || program.sources.file(m->fileId).isKernel()) continue;
        for (const auto& c : m->classes) {
            if (!c->nameRange.valid()) continue;
            const QString className = QString::fromStdString(c->name);
            add(className, KindClass, c->nameRange, {});
            for (const syntax::FeatureDecl& f : c->features)
                for (const syntax::FeatureName& n : f.names)
                    if (n.range.valid()) add(QString::fromStdString(n.name), featureKind(*c, f, n.name), n.range, className);
        }
    }
    return result;
}

std::optional<Declaration> declarationAt(const sema::Program& program, int fileId, std::uint32_t offset)
{
    const syntax::Module* module = moduleOf(program, fileId);
    if (!module) return std::nullopt;
    const std::string& text = program.sources.file(fileId).text();
    std::uint32_t b = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size())), e = b;
    while (b > 0 && isNameChar(text[b - 1])) --b;
    while (e < text.size() && isNameChar(text[e])) ++e;
    if (b == e) return std::nullopt;
    const std::string word = text.substr(b, e - b);
    const std::string name = lower(word).toStdString();
    const bool qualified = b > 0 && text[b - 1] == '.';
    const Enclosing at = enclosingAt(*module, offset);

    if (at.feature && !qualified) {   // an argument or local of the enclosing routine
        auto local = [&](const std::vector<syntax::Argument>& list, const char* what) -> std::optional<Declaration> {
            for (const syntax::Argument& a : list)
                if (a.name == name && a.range.valid())
                    return Declaration{a.range.file, a.range, QStringLiteral("```eiffel\n%1\n```\n\n%2").arg(QString::fromStdString(program.sources.file(a.range.file).slice(a.range.begin, a.range.end)), QLatin1String(what))};
            return std::nullopt;
        };
        if (auto d = local(at.feature->arguments, "argument")) return d;
        if (auto d = local(at.feature->locals, "local variable")) return d;
    }
    if (std::isupper(static_cast<unsigned char>(word[0]))) {
        if (const sema::ClassInfo* c = program.classNamed(word); c && c->decl && c->decl->nameRange.valid())
            return Declaration{c->decl->nameRange.file, c->decl->nameRange, classMarkdown(program, *c->decl)};
    }
    if (at.cls && !qualified) {
        if (const sema::ClassInfo* c = program.classNamed(at.cls->name))
            if (const sema::FeatureInfo* f = c->feature(name))
                if (auto d = featureDeclaration(program, *f)) return d;
    }
    // A qualified call (or a name the enclosing class lacks): the feature of that name in the
    // user's classes, the enclosing file's first; else the library's when one declaration alone
    // has that name (`same_string'), not a guess among several (`item').
    std::optional<Declaration> found;
    std::set<const syntax::FeatureDecl*> library;
    const sema::FeatureInfo* libraryFeature = nullptr;
    for (const auto& c : program.classes) {
        if (!c) continue;
        const auto it = c->byName.find(name);
        if (it == c->byName.end() || !it->second->writtenIn || !it->second->decl) continue;
        if (it->second->writtenIn->isKernel) {
            library.insert(it->second->decl);
            libraryFeature = it->second;
            continue;
        }
        if (auto d = featureDeclaration(program, *it->second)) {
            if (d->fileId == fileId) return d;
            if (!found) found = d;
        }
    }
    if (!found && library.size() == 1) found = featureDeclaration(program, *libraryFeature);
    return found;
}

std::string routineAt(const std::string& path, const std::string& text, std::uint32_t offset)
{
    SourceManager sources;
    const int file = sources.add(path, text);
    DiagnosticSink sink;
    const syntax::Module module = syntax::parseFile(sources, file, sink);
    const Enclosing at = enclosingAt(module, offset);
    if (!at.cls || !at.feature || at.feature->kind != syntax::FeatureDecl::Kind::Routine || at.feature->names.empty()) return {};
    return at.cls->name + "." + at.feature->names.front().name;
}

SourceRange routineNameRange(const sema::Program& program, const std::string& name)
{
    const std::size_t dot = name.find('.');
    if (dot == std::string::npos) return {};
    const sema::ClassInfo* c = program.classNamed(name.substr(0, dot));
    const sema::FeatureInfo* f = c ? c->feature(name.substr(dot + 1)) : nullptr;
    if (!f || !f->decl) return {};
    const auto index = static_cast<std::size_t>(f->declNameIndex);
    return index < f->decl->names.size() ? f->decl->names[index].range : SourceRange{};
}

std::vector<std::string> classesIn(const sema::Program& program, int fileId)
{
    std::vector<std::string> names;
    if (const syntax::Module* module = moduleOf(program, fileId))
        for (const auto& c : module->classes) names.push_back(c->name);
    return names;
}

}  // namespace amend::lsp
