// Feature-table flattening for one class (ECMA 8.6/8.10/8.16 as EiffelStudio does it): the
// parents' features through rename/undefine/redefine/export/select, sharing and joining of
// features inherited several times, the class's own (new or redeclared) features, routine ids
// (seeds) and dispatch entries, and the attribute layout.
#include "sema/universe_internal.h"

#include <algorithm>
#include <cctype>
#include <memory_resource>
#include <string_view>
#include <unordered_set>

namespace amend::sema {

namespace {

using detail::FlattenState;
using detail::ParentLink;
using detail::inQuotes;

// One inherited version of a feature arriving under a final name. The aliases point into the
// parent's feature or the rename clause, both alive for the whole build.
struct Candidate {
    const FeatureInfo* version = nullptr;
    const ParentLink* link = nullptr;
    const std::string* alias = nullptr;
    const std::vector<std::string>* moreAliases = nullptr;
    bool undefined = false;
    bool redefined = false;
    bool selected = false;
    bool isDeferred() const { return undefined || version->isDeferred; }
};

// Every feature arriving at, or declared in, the class under one final name (which points into
// a parent's feature, a rename clause or the class's text: alive for the whole build).
// Its lists live in the flattener's arena (ClassFlattener::m_arena), freed with it at once.
struct Group {
    std::string_view name;
    std::pmr::vector<Candidate> inherited;
    std::pmr::vector<std::pair<const syntax::FeatureDecl*, int>> own;
};

bool contains(const std::vector<std::string>& list, std::string_view name)
{
    return std::find(list.begin(), list.end(), name) != list.end();
}

class ClassFlattener {
public:
    ClassFlattener(Program& program, ClassInfo& cls, const std::vector<ParentLink>& parents, FlattenState& state,
                   DiagnosticSink& sink)
        : m_program(program), m_cls(cls), m_parents(parents), m_state(state), m_sink(sink)
    {
    }
    void run();
    const Type* ensureResolved(FeatureInfo* f);

private:
    Group& group(std::string_view name);
    void collectInherited(const ParentLink& link);
    void collectOwn();
    FeatureInfo* newFeature();
    FeatureInfo* makeOwn(const Group& g);
    FeatureInfo* makeInherited(const Group& g);
    void setExports(FeatureInfo& f, const std::vector<std::string>& clients, const SourceRange& range);
    void applyExportClause(FeatureInfo& f, const Candidate& c);
    void resolveSignature(FeatureInfo& f);
    void evaluateConstant(FeatureInfo& f);
    void assignSeedsAndDispatch();
    void reanchorInherited(FeatureInfo& f);
    void layoutFields();
    std::vector<int>& seedsOf(const FeatureInfo* f) { return m_state.seeds[f]; }
    const SourceRange& classRange() const
    {
        static const SourceRange none;
        return m_cls.decl ? m_cls.decl->nameRange : none;
    }

    Program& m_program;
    ClassInfo& m_cls;
    const std::vector<ParentLink>& m_parents;
    FlattenState& m_state;
    DiagnosticSink& m_sink;
    // The working tables below are many small allocations per class, all dropped when the class is
    // done: taken from one arena (a few large blocks) instead of one by one from the heap.
    std::pmr::monotonic_buffer_resource m_arena;
    std::pmr::vector<Group> m_groups{&m_arena};
    std::pmr::unordered_map<std::string_view, std::size_t> m_groupIndex{&m_arena};
    std::pmr::unordered_set<const FeatureInfo*> m_selected{&m_arena};  // features named in a select clause
    std::pmr::unordered_set<FeatureInfo*> m_unresolved{&m_arena};      // own features whose signature is pending
    std::pmr::unordered_set<FeatureInfo*> m_resolving{&m_arena};       // cycle guard for `like` anchors
};

class SignatureAnchors : public AnchorResolver {
public:
    SignatureAnchors(ClassFlattener& flattener, const ClassInfo& cls, const syntax::FeatureDecl& decl,
                     const std::vector<const Type*>& argTypes)
        : m_flattener(flattener), m_cls(cls), m_decl(decl), m_argTypes(argTypes)
    {
    }
    const Type* anchorType(std::string_view name) const override
    {
        for (std::size_t i = 0; i < m_decl.arguments.size() && i < m_argTypes.size(); ++i)
            if (m_decl.arguments[i].name == name) return m_argTypes[i];
        auto it = m_cls.byName.find(std::string(name));
        if (it == m_cls.byName.end()) return nullptr;
        return m_flattener.ensureResolved(it->second);
    }

private:
    ClassFlattener& m_flattener;
    const ClassInfo& m_cls;
    const syntax::FeatureDecl& m_decl;
    const std::vector<const Type*>& m_argTypes;
};

Group& ClassFlattener::group(std::string_view name)
{
    auto [it, added] = m_groupIndex.try_emplace(name, m_groups.size());
    if (!added) return m_groups[it->second];
    return m_groups.emplace_back(Group{name, std::pmr::vector<Candidate>(&m_arena),
                                       std::pmr::vector<std::pair<const syntax::FeatureDecl*, int>>(&m_arena)});
}

void ClassFlattener::collectInherited(const ParentLink& link)
{
    const ClassInfo* parent = link.type->cls;
    const syntax::Parent* clause = link.clause;
    std::pmr::unordered_map<std::string_view, const syntax::Rename*> renames{&m_arena};
    if (clause) {
        for (const auto& r : clause->renames) {
            if (!parent->feature(r.oldName))
                m_sink.error(r.range, "cannot rename " + inQuotes(r.oldName) + ": it is not a feature of " + parent->name);
            else if (!renames.emplace(r.oldName, &r).second)
                m_sink.error(r.range, inQuotes(r.oldName) + " is renamed twice");
        }
    }
    // The final names, for the clause's lists to be checked against: only when there are lists.
    const bool checksLists = clause && (!clause->undefines.empty() || !clause->redefines.empty() || !clause->selects.empty()
                                        || !clause->exports.empty());
    std::pmr::unordered_set<std::string_view> finalNames{&m_arena};
    for (const FeatureInfo* f : parent->features) {
        Candidate c;
        c.version = f;
        c.link = &link;
        std::string_view finalName = f->name;
        c.alias = &f->alias;
        c.moreAliases = &f->moreAliases;
        if (auto r = renames.find(f->name); r != renames.end()) {
            finalName = r->second->newName;
            c.alias = &r->second->newAlias;
            c.moreAliases = &r->second->moreAliases;
        }
        if (clause) {
            c.undefined = contains(clause->undefines, finalName);
            c.redefined = contains(clause->redefines, finalName);
            c.selected = contains(clause->selects, finalName);
            if (c.undefined && f->kind != FeatureInfo::Kind::Routine)
                m_sink.error(clause->range, "cannot undefine " + inQuotes(finalName) + ": it is not a routine");
            if (c.undefined && f->isFrozen)
                m_sink.error(clause->range, "cannot undefine frozen feature " + inQuotes(finalName));
        }
        if (checksLists) finalNames.insert(finalName);
        group(finalName).inherited.push_back(std::move(c));
    }
    if (!checksLists) return;
    auto checkList = [&](const std::vector<std::string>& names, const char* what) {
        for (const auto& n : names)
            if (!finalNames.count(n))
                m_sink.error(clause->range, std::string(what) + " clause names " + inQuotes(n) + ", which is not a feature of " + parent->name);
    };
    checkList(clause->undefines, "undefine");
    checkList(clause->redefines, "redefine");
    checkList(clause->selects, "select");
    for (const auto& item : clause->exports)
        for (const auto& n : item.features)
            if (!finalNames.count(n))
                m_sink.error(item.range, "export clause names " + inQuotes(n) + ", which is not a feature of " + parent->name);
}

void ClassFlattener::collectOwn()
{
    if (!m_cls.decl) return;
    for (const auto& decl : m_cls.decl->features) {
        for (std::size_t i = 0; i < decl.names.size(); ++i) {
            Group& g = group(decl.names[i].name);
            if (!g.own.empty()) {
                const auto& first = g.own.front();
                Diagnostic d{Severity::Error, "feature " + inQuotes(g.name) + " is declared twice in class " + m_cls.name,
                             decl.names[i].range, {}};
                d.notes.push_back({Severity::Note, "first declared here", first.first->names[static_cast<std::size_t>(first.second)].range, {}});
                m_sink.report(std::move(d));
                continue;
            }
            g.own.emplace_back(&decl, static_cast<int>(i));
        }
    }
}

FeatureInfo* ClassFlattener::newFeature()
{
    m_program.featureStore.push_back(std::make_unique<FeatureInfo>());
    return m_program.featureStore.back().get();
}

void ClassFlattener::setExports(FeatureInfo& f, const std::vector<std::string>& clients, const SourceRange& range)
{
    f.exportedTo.clear();
    f.exportedToAll = clients.empty();
    if (clients.empty()) return;
    bool report = m_state.reportedClientLists.emplace(range.file, range.begin).second;
    for (const auto& name : clients) {
        const ClassInfo* client = m_program.classNamed(name);
        if (!client) {
            if (report) m_sink.warning(range, detail::unknownClientMessage(name));
            continue;
        }
        if (client == m_program.anyClass) {
            f.exportedToAll = true;
            f.exportedTo.clear();
            return;
        }
        if (client != m_program.noneClass && std::find(f.exportedTo.begin(), f.exportedTo.end(), client) == f.exportedTo.end())
            f.exportedTo.push_back(client);
    }
}

void ClassFlattener::applyExportClause(FeatureInfo& f, const Candidate& c)
{
    if (!c.link->clause) return;
    const syntax::ExportItem* chosen = nullptr;
    for (const auto& item : c.link->clause->exports) {
        if (contains(item.features, f.name)) chosen = &item;
        else if (item.all && !chosen) chosen = &item;
    }
    if (chosen) setExports(f, chosen->clients, chosen->range);
}

FeatureInfo* ClassFlattener::makeOwn(const Group& g)
{
    const syntax::FeatureDecl& decl = *g.own.front().first;
    int index = g.own.front().second;
    const syntax::FeatureName& fname = decl.names[static_cast<std::size_t>(index)];
    FeatureInfo* f = newFeature();
    f->name = fname.name;
    f->declaredName = fname.name;
    f->alias = fname.alias;
    f->moreAliases = fname.moreAliases;
    f->owner = &m_cls;
    f->writtenIn = &m_cls;
    f->decl = &decl;
    f->declNameIndex = index;
    f->range = fname.range;
    f->isFrozen = fname.isFrozen;
    f->isObsolete = decl.isObsolete;
    if (decl.constantValue) f->kind = FeatureInfo::Kind::Constant;
    else if (decl.kind == syntax::FeatureDecl::Kind::Attribute || decl.bodyKind == syntax::FeatureDecl::BodyKind::Attribute
             || (decl.kind != syntax::FeatureDecl::Kind::Routine && decl.type && decl.bodyKind == syntax::FeatureDecl::BodyKind::None))
        f->kind = FeatureInfo::Kind::Attribute;
    else f->kind = FeatureInfo::Kind::Routine;
    f->isDeferred = decl.bodyKind == syntax::FeatureDecl::BodyKind::Deferred;
    f->isOnce = decl.bodyKind == syntax::FeatureDecl::BodyKind::Once;
    if (decl.bodyKind == syntax::FeatureDecl::BodyKind::External) {
        std::string language;
        for (char ch : decl.externalLanguage)
            if (ch != '"' && !std::isspace(static_cast<unsigned char>(ch))) language += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        // In library code (the kernel, the project's own EiffelBase) every external is the
        // runtime's business: provided by key like a built-in, or reported when called.
        if (language == "built_in" || m_cls.isKernel) {
            f->isBuiltIn = true;
            f->builtInKey = m_cls.name + "." + f->declaredName;
        }
    }
    for (const auto& a : decl.arguments) f->argNames.push_back(a.name);
    setExports(*f, decl.clients, decl.clauseRange);

    std::vector<int>& seeds = seedsOf(f);
    for (const Candidate& c : g.inherited) {
        if (c.redefined && c.version->isFrozen)
            m_sink.error(f->range, "cannot redefine frozen feature " + inQuotes(f->name) + " of " + c.link->type->cls->name);
        if (!c.redefined && !c.isDeferred())
            m_sink.error(f->range, "feature " + inQuotes(f->name) + " redeclares the version inherited from "
                                       + c.link->type->cls->name + " but is not listed in its redefine clause");
        for (int s : seedsOf(c.version))
            if (std::find(seeds.begin(), seeds.end(), s) == seeds.end()) seeds.push_back(s);
        if (std::find(f->precursors.begin(), f->precursors.end(), c.version) == f->precursors.end())
            f->precursors.push_back(c.version);
        if (c.selected) m_selected.insert(f);
        if (f->alias.empty()) {  // a redeclaration keeps the inherited aliases
            f->alias = *c.alias;
            f->moreAliases = *c.moreAliases;
        }
    }
    if (seeds.empty()) seeds.push_back(m_program.routineIdCount++);
    f->routineId = seeds.front();
    m_unresolved.insert(f);
    return f;
}

FeatureInfo* ClassFlattener::makeInherited(const Group& g)
{
    for (const Candidate& c : g.inherited)
        if (c.redefined)
            m_sink.error(c.link->clause->range, inQuotes(g.name) + " is listed in the redefine clause of "
                                                    + c.link->type->cls->name + " but class " + m_cls.name + " does not redeclare it");
    // Distinct versions: the same declaration inherited along several paths is one feature.
    // The implicit ANY parent (of a class whose parents are all non-conforming) yields to the
    // explicit parents' versions of the same features, which may have redeclared them.
    auto explicitHas = [&](const Candidate& c) {
        for (const Candidate& other : g.inherited)
            if (other.link->clause && other.version->routineId == c.version->routineId) return true;
        return false;
    };
    std::vector<const Candidate*> versions;
    for (const Candidate& c : g.inherited) {
        if (!c.link->clause && explicitHas(c)) continue;
        bool same = false;
        for (const Candidate* v : versions)
            same = same || (v->version->decl == c.version->decl && v->version->declNameIndex == c.version->declNameIndex
                            && v->version->writtenIn == c.version->writtenIn && v->isDeferred() == c.isDeferred());
        if (!same) versions.push_back(&c);
    }
    const Candidate* chosen = versions.front();
    int effective = 0;
    for (const Candidate* v : versions)
        if (!v->isDeferred()) {
            if (effective++ == 0) chosen = v;
        }
    if (effective > 1) {
        Diagnostic d{Severity::Error, "name clash in class " + m_cls.name + ": feature " + inQuotes(g.name)
                                          + " is inherited with different implementations; redefine or undefine it",
                     classRange(), {}};
        for (const Candidate* v : versions)
            if (!v->isDeferred()) d.notes.push_back({Severity::Note, "inherited from " + v->link->type->cls->name, v->version->range, {}});
        m_sink.report(std::move(d));
    }
    const ParentLink& link = *chosen->link;
    const ClassInfo* parent = link.type->cls;
    FeatureInfo* f = newFeature();
    *f = *chosen->version;
    f->owner = &m_cls;
    f->name = std::string(g.name);
    f->alias = *chosen->alias;
    f->moreAliases = *chosen->moreAliases;
    f->isDeferred = chosen->isDeferred();
    f->slot = -1;
    f->type = detail::substituteFormals(m_program.types, chosen->version->type, parent, link.type->actuals, nullptr);
    for (auto& t : f->argTypes) t = detail::substituteFormals(m_program.types, t, parent, link.type->actuals, nullptr);
    applyExportClause(*f, *chosen);
    // A feature inherited from several parents is available to the clients of any of them
    // (the union of the export statuses, ECMA 8.7.13 on shared features).
    for (const Candidate& c : g.inherited) {
        if (&c == chosen || f->exportedToAll) continue;
        FeatureInfo other = *c.version;
        other.name = std::string(g.name);
        applyExportClause(other, c);
        if (other.exportedToAll) {
            f->exportedToAll = true;
            f->exportedTo.clear();
            continue;
        }
        for (const ClassInfo* client : other.exportedTo)
            if (std::find(f->exportedTo.begin(), f->exportedTo.end(), client) == f->exportedTo.end()) f->exportedTo.push_back(client);
    }
    std::vector<int>& seeds = seedsOf(f);
    for (const Candidate& c : g.inherited) {
        for (int s : seedsOf(c.version))
            if (std::find(seeds.begin(), seeds.end(), s) == seeds.end()) seeds.push_back(s);
        if (c.selected) m_selected.insert(f);
    }
    f->routineId = chosen->version->routineId;
    return f;
}

const Type* ClassFlattener::ensureResolved(FeatureInfo* f)
{
    if (m_unresolved.count(f) && !m_resolving.count(f)) {
        m_resolving.insert(f);
        resolveSignature(*f);
        m_resolving.erase(f);
        m_unresolved.erase(f);
    }
    return f->type;
}

void ClassFlattener::resolveSignature(FeatureInfo& f)
{
    const syntax::FeatureDecl& decl = *f.decl;
    f.argTypes.clear();
    SignatureAnchors anchors(*this, m_cls, decl, f.argTypes);
    for (const auto& a : decl.arguments)
        f.argTypes.push_back(a.type ? resolveType(m_program, *a.type, &m_cls, &anchors, m_sink) : m_program.types.error());
    if (decl.type) f.type = resolveType(m_program, *decl.type, &m_cls, &anchors, m_sink);
    if (f.kind == FeatureInfo::Kind::Constant) evaluateConstant(f);
}

void ClassFlattener::evaluateConstant(FeatureInfo& f)
{
    const syntax::Expr* e = f.decl->constantValue.get();
    bool negative = false;
    while (e && (e->kind == syntax::ExprKind::Paren || e->kind == syntax::ExprKind::Unary) && !e->args.empty()) {
        if (e->kind == syntax::ExprKind::Unary) {
            if (e->unaryOp == syntax::UnaryOp::Minus) negative = !negative;
            else if (e->unaryOp != syntax::UnaryOp::Plus) break;
        }
        e = e->args.front().get();
    }
    ConstantValue& v = f.constant;
    const Type* t = f.type;
    if (!e || !t || t->isError()) return;
    v.basic = t->basic();
    auto wrong = [&] { m_sink.error(f.decl->constantValue->range, "the value of constant " + inQuotes(f.name) + " is not a manifest " + t->name()); };
    bool isInt = e->kind == syntax::ExprKind::IntegerLit;
    bool isReal = e->kind == syntax::ExprKind::RealLit;
    bool signedOk = isInt || isReal;
    if (negative && !signedOk) return wrong();
    if (t->isClass() && t->cls == m_program.stringClass) {
        if (e->kind != syntax::ExprKind::StringLit) return wrong();
        v.isString = true;
        v.text = e->stringValue;
        v.text8 = e->stringValue8;
        return;
    }
    switch (v.basic) {
    case BasicKind::Boolean:
        if (e->kind != syntax::ExprKind::BoolLit) return wrong();
        v.intValue = e->boolValue ? 1 : 0;
        return;
    case BasicKind::Character:
    case BasicKind::Character32:
        if (e->kind != syntax::ExprKind::CharLit) return wrong();
        if (v.basic == BasicKind::Character && e->charValue > 255) return wrong();
        v.intValue = e->charValue;
        return;
    case BasicKind::Real64:
    case BasicKind::Real32:
        if (!signedOk) return wrong();
        v.realValue = isInt ? static_cast<double>(e->intValue) : e->realValue;
        if (negative) v.realValue = -v.realValue;
        if (v.basic == BasicKind::Real32) v.realValue = static_cast<float>(v.realValue);
        return;
    case BasicKind::Integer32:
    case BasicKind::Integer64:
    case BasicKind::Natural32:
    case BasicKind::Integer8:
    case BasicKind::Integer16:
    case BasicKind::Natural8:
    case BasicKind::Natural16:
    case BasicKind::Natural64: {
        if (!isInt) return wrong();
        // The literal is a magnitude; from 2^63 up it arrives wrapped (its bit pattern).
        auto magnitude = static_cast<std::uint64_t>(e->intValue);
        constexpr std::uint64_t limit = std::uint64_t(1) << 63;
        if (v.basic == BasicKind::Natural64 && !negative) {
            v.intValue = static_cast<std::int64_t>(magnitude);  // every magnitude fits; kept as bits
            return;
        }
        bool representable = negative ? magnitude <= limit : magnitude < limit;
        std::int64_t value = !representable ? 0
            : negative ? (magnitude == limit ? INT64_MIN : -static_cast<std::int64_t>(magnitude))
                       : static_cast<std::int64_t>(magnitude);
        if (!representable || !integerConstantFits(v.basic, value)) {
            m_sink.error(f.decl->constantValue->range, "constant " + inQuotes(f.name) + " is out of the range of " + t->name());
            return;
        }
        v.intValue = value;
        return;
    }
    case BasicKind::Pointer:  // no manifest constant is a POINTER
    case BasicKind::None:
        break;
    }
    wrong();
}

void ClassFlattener::assignSeedsAndDispatch()
{
    // A seed reaching several features of this class (repeated inheritance with renaming):
    // the selected one keeps it, the others become new features with fresh routine ids.
    // (seed, position in the feature table), sorted: the holders of each seed, in table order.
    std::vector<std::pair<int, std::size_t>> holdings;
    holdings.reserve(m_cls.features.size() + m_cls.features.size() / 4);
    for (std::size_t i = 0; i < m_cls.features.size(); ++i)
        for (int s : seedsOf(m_cls.features[i])) holdings.emplace_back(s, i);
    std::sort(holdings.begin(), holdings.end());
    std::vector<FeatureInfo*> holders;
    for (std::size_t first = 0, next = 0; first < holdings.size(); first = next) {
        const int seed = holdings[first].first;
        for (next = first + 1; next < holdings.size() && holdings[next].first == seed;) ++next;
        if (next - first < 2) continue;
        holders.clear();
        for (std::size_t k = first; k < next; ++k) holders.push_back(m_cls.features[holdings[k].second]);
        FeatureInfo* keeper = nullptr;
        for (FeatureInfo* f : holders)
            if (m_selected.count(f) && !keeper) keeper = f;
        if (!keeper) {
            bool sameVersion = true;
            for (FeatureInfo* f : holders)
                sameVersion = sameVersion && f->decl == holders.front()->decl && f->declNameIndex == holders.front()->declNameIndex
                    && f->isDeferred == holders.front()->isDeferred;
            if (!sameVersion) {
                std::string names;
                for (FeatureInfo* f : holders) names += (names.empty() ? "" : " and ") + inQuotes(f->name);
                m_sink.error(classRange(), "repeated inheritance conflict in class " + m_cls.name + ": " + names
                                               + " are versions of the same feature; a select clause is needed");
            }
            keeper = holders.front();
        }
        for (FeatureInfo* f : holders) {
            if (f == keeper) continue;
            auto& seeds = seedsOf(f);
            seeds.erase(std::remove(seeds.begin(), seeds.end(), seed), seeds.end());
        }
    }
    for (FeatureInfo* f : m_cls.features) {
        auto& seeds = seedsOf(f);
        if (seeds.empty()) seeds.push_back(m_program.routineIdCount++);
        if (std::find(seeds.begin(), seeds.end(), f->routineId) == seeds.end()) f->routineId = seeds.front();
    }
    m_cls.dispatch.assign(static_cast<std::size_t>(m_program.routineIdCount), nullptr);
    for (FeatureInfo* f : m_cls.features)
        for (int s : seedsOf(f)) m_cls.dispatch[static_cast<std::size_t>(s)] = f;
}

// `like anchor` in an inherited signature follows the anchor's version in this class (the
// anchor may have been redeclared with a more specific type).
void ClassFlattener::reanchorInherited(FeatureInfo& f)
{
    const syntax::FeatureDecl& decl = *f.decl;
    auto reanchor = [&](const syntax::TypeMark* mark, const Type*& type) {
        if (!mark || !mark->isLike || mark->likeAnchor == "current") return;
        for (const auto& a : decl.arguments)
            if (a.name == mark->likeAnchor) return;
        const FeatureInfo* original = f.writtenIn->feature(mark->likeAnchor);
        const FeatureInfo* anchor = original ? m_cls.dispatchFor(original->routineId) : nullptr;
        if (!anchor || !anchor->type || anchor->type->isError()) return;
        type = mark->attachment == syntax::TypeMark::Attachment::Unspecified
            ? anchor->type
            : m_program.types.withDetachable(anchor->type, mark->attachment == syntax::TypeMark::Attachment::Detachable);
    };
    reanchor(decl.type.get(), f.type);
    for (std::size_t i = 0; i < decl.arguments.size() && i < f.argTypes.size(); ++i)
        reanchor(decl.arguments[i].type.get(), f.argTypes[i]);
}

// Attributes in feature-table order: the first parent's features come first in the same
// order, so along a first-parent chain an inherited attribute keeps its slot.
void ClassFlattener::layoutFields()
{
    m_cls.fields.clear();
    for (FeatureInfo* f : m_cls.features) {
        if (f->kind != FeatureInfo::Kind::Attribute) continue;
        f->slot = static_cast<int>(m_cls.fields.size());
        m_cls.fields.push_back(f);
    }
}

void ClassFlattener::run()
{
    std::size_t expected = m_cls.decl ? m_cls.decl->features.size() : 0;
    for (const ParentLink& link : m_parents) expected += link.type->cls->features.size();
    m_groups.reserve(expected);
    m_groupIndex.reserve(expected);
    for (const ParentLink& link : m_parents) collectInherited(link);
    collectOwn();
    m_cls.features.reserve(m_groups.size());
    m_cls.byName.reserve(m_groups.size());
    m_unresolved.reserve(m_groups.size());
    for (const Group& g : m_groups) {
        if (g.own.empty() && g.inherited.empty()) continue;
        FeatureInfo* f = g.own.empty() ? makeInherited(g) : makeOwn(g);
        m_cls.features.push_back(f);
        m_cls.byName[f->name] = f;
    }
    for (FeatureInfo* f : m_cls.features) ensureResolved(f);
    for (FeatureInfo* f : m_cls.features) {
        if (f->writtenIn != &m_cls || f->precursors.empty()) continue;
        for (const FeatureInfo* p : f->precursors)
            if (p->argTypes.size() != f->argTypes.size())
                m_sink.error(f->range, "redeclaration of " + inQuotes(f->name) + " has " + std::to_string(f->argTypes.size())
                                           + " arguments instead of " + std::to_string(p->argTypes.size()));
    }
    assignSeedsAndDispatch();
    for (int pass = 0; pass < 2; ++pass)
        for (FeatureInfo* f : m_cls.features)
            if (f->writtenIn != &m_cls && f->decl) reanchorInherited(*f);
    layoutFields();
}

}  // namespace

namespace detail {

void flattenClass(Program& program, ClassInfo& cls, const std::vector<ParentLink>& parents, FlattenState& state,
                  DiagnosticSink& sink)
{
    ClassFlattener(program, cls, parents, state, sink).run();
}

}  // namespace detail

}  // namespace amend::sema
