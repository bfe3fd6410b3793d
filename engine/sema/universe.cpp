// Step 2 of compilation (buildUniverse, see sema/build_steps.h): the class table, formal generics
// and constraints, parents, inheritance cycles, conformance tables, then (parents first) the
// flattened feature tables (universe_features.cpp), creation procedures and class-level checks.
#include "sema/build_steps.h"
#include "sema/universe_internal.h"

#include <algorithm>
#include <functional>
#include <set>
#include <span>
#include <string>

namespace amend::sema {

namespace {

using detail::ParentLink;
using detail::inQuotes;

struct BasicName {
    const char* name;
    BasicKind kind;
};
constexpr BasicName BasicNames[] = {
    {"BOOLEAN", BasicKind::Boolean},     {"CHARACTER_8", BasicKind::Character}, {"INTEGER_32", BasicKind::Integer32},
    {"INTEGER_64", BasicKind::Integer64}, {"NATURAL_32", BasicKind::Natural32}, {"REAL_64", BasicKind::Real64},
    {"INTEGER_8", BasicKind::Integer8},   {"INTEGER_16", BasicKind::Integer16}, {"NATURAL_8", BasicKind::Natural8},
    {"NATURAL_16", BasicKind::Natural16}, {"NATURAL_64", BasicKind::Natural64}, {"REAL_32", BasicKind::Real32},
    {"CHARACTER_32", BasicKind::Character32}, {"POINTER", BasicKind::Pointer},
};

class UniverseBuilder {
public:
    UniverseBuilder(Program& program, DiagnosticSink& sink, const KernelLayer* layer)
        : m_program(program), m_sink(sink), m_layer(layer)
    {
        if (layer) m_flatten = layer->flatten;
    }
    bool run();
    const detail::FlattenState& flattenState() const { return m_flatten; }

private:
    void shareKernelClasses();
    void createClasses();
    void addNone();
    bool isKernelModule(const syntax::Module& module) const;
    bool isBundledModule(const syntax::Module& module) const;
    std::set<std::pair<int, std::string>> shadowedClasses() const;
    void resolveGenerics(ClassInfo& cls);
    void resolveParents(ClassInfo& cls);
    bool orderClasses();
    void computeAncestors(ClassInfo& cls);
    void inheritNativeKind(ClassInfo& cls);
    void flattenClasses();
    void setCreators(ClassInfo& cls);
    void checkClass(const ClassInfo& cls);
    void checkConversions(const ClassInfo& cls);
    ClassInfo* mutableClass(const ClassInfo* cls) { return m_program.classes[static_cast<std::size_t>(cls->id)].get(); }
    // The classes this build makes: all, or those after a shared kernel's.
    std::span<std::shared_ptr<ClassInfo>> newClasses() { return std::span(m_program.classes).subspan(m_firstNewClass); }

    Program& m_program;
    DiagnosticSink& m_sink;
    const KernelLayer* m_layer = nullptr;
    std::size_t m_firstNewClass = 0;
    std::vector<std::vector<ParentLink>> m_parents;  // by class id
    std::vector<ClassInfo*> m_order;                 // parents before heirs
    detail::FlattenState m_flatten;
};

// Library code: the bundled kernel or the project's own EiffelBase.
bool UniverseBuilder::isKernelModule(const syntax::Module& module) const
{
    return module.fileId >= 0 && module.fileId < m_program.sources.count() && m_program.sources.file(module.fileId).isKernel();
}

bool UniverseBuilder::isBundledModule(const syntax::Module& module) const
{
    return module.fileId >= 0 && module.fileId < m_program.sources.count() && m_program.sources.file(module.fileId).isBundled();
}

// The general rule of shadowing, by origin (user files, then the project's own EiffelBase, then
// Amend's bundled kernel): a library class gives way to a user class of the same name (an
// override: the library's heirs of it inherit the user's class), and a bundled kernel class to a
// user or library class of the same name, taking with it every bundled class that inherits
// (directly or not) from it (the user's TWO_WAY_LIST takes the kernel's SORTED_TWO_WAY_LIST with
// it). Returns the library and bundled classes left out, as (file id, name).
std::set<std::pair<int, std::string>> UniverseBuilder::shadowedClasses() const
{
    std::set<std::string> user, library, bundledOut;
    std::vector<const syntax::ClassDecl*> bundled;
    for (const auto& module : m_program.modules) {
        if (!module) continue;
        for (const auto& decl : module->classes) {
            if (!decl) continue;
            if (isBundledModule(*module)) bundled.push_back(decl.get());
            else (isKernelModule(*module) ? library : user).insert(decl->name);
        }
    }
    for (const syntax::ClassDecl* decl : bundled)
        if (user.count(decl->name) || library.count(decl->name)) bundledOut.insert(decl->name);
    for (bool grew = !bundledOut.empty(); grew;) {
        grew = false;
        for (const syntax::ClassDecl* decl : bundled) {
            if (bundledOut.count(decl->name)) continue;
            const bool heirOfShadowed = std::any_of(decl->parents.begin(), decl->parents.end(), [&](const auto& parent) {
                return parent.type && bundledOut.count(parent.type->name);
            });
            if (heirOfShadowed) grew = bundledOut.insert(decl->name).second || grew;
        }
    }
    std::set<std::pair<int, std::string>> out;
    for (const auto& module : m_program.modules) {
        if (!module || !isKernelModule(*module)) continue;
        const bool isBundled = isBundledModule(*module);
        for (const auto& decl : module->classes)
            if (decl && (isBundled ? bundledOut.count(decl->name) : user.count(decl->name))) out.insert({module->fileId, decl->name});
    }
    return out;
}

// A layered build (KernelLayer) starts from the kernel's classes, shared as they are: same ids,
// same features; the program's types are layered on the kernel's so that its types are the same
// pointers. The caller made sure no user class shadows one of them.
void UniverseBuilder::shareKernelClasses()
{
    const Program& kernel = m_layer->kernel;
    for (const auto& cls : kernel.classes) {
        m_program.classes.push_back(cls);
        m_program.classIndex.emplace(cls->name, cls.get());
    }
    std::copy(std::begin(kernel.basicClasses), std::end(kernel.basicClasses), std::begin(m_program.basicClasses));
    m_program.routineIdCount = kernel.routineIdCount;
    m_firstNewClass = m_program.classes.size();
}

// NONE has no text: made after the library's classes (before the user's, so that the classes of
// a build on a shared kernel have the same ids as in a whole build) unless a file declares it.
void UniverseBuilder::addNone()
{
    auto none = std::make_unique<ClassInfo>();
    none->id = static_cast<int>(m_program.classes.size());
    none->name = "NONE";
    none->isKernel = true;
    none->isFrozen = true;
    m_program.classIndex.emplace(none->name, none.get());
    m_program.classes.push_back(std::move(none));
}

void UniverseBuilder::createClasses()
{
    if (m_layer) shareKernelClasses();
    const std::set<std::pair<int, std::string>> shadowed = m_layer ? std::set<std::pair<int, std::string>>{} : shadowedClasses();
    const bool declaresNone = std::any_of(m_program.modules.begin(), m_program.modules.end(), [](const auto& module) {
        return module && std::any_of(module->classes.begin(), module->classes.end(), [](const auto& decl) { return decl && decl->name == "NONE"; });
    });
    for (const auto& module : m_program.modules) {
        if (!module) continue;
        bool kernel = isKernelModule(*module);
        if (m_layer && kernel) continue;
        if (!kernel && !declaresNone && !m_program.classNamed("NONE")) addNone();
        for (const auto& decl : module->classes) {
            if (!decl || decl->name.empty()) continue;
            if (kernel && shadowed.count({module->fileId, decl->name})) continue;
            if (auto previous = m_program.classIndex.find(decl->name); previous != m_program.classIndex.end()) {
                Diagnostic d{Severity::Error, "duplicate class " + inQuotes(decl->name), decl->nameRange, {}};
                if (previous->second->decl)
                    d.notes.push_back({Severity::Note, "first declared here", previous->second->decl->nameRange, {}});
                m_sink.report(std::move(d));
                continue;
            }
            auto cls = std::make_unique<ClassInfo>();
            cls->id = static_cast<int>(m_program.classes.size());
            cls->name = decl->name;
            cls->decl = decl.get();
            cls->isKernel = kernel;
            cls->libraryUnderTest = kernel && m_program.libraryUnderTest && !m_program.sources.file(module->fileId).isBundled();
            cls->isDeferred = decl->isDeferred;
            cls->isExpanded = decl->isExpanded;
            cls->isFrozen = decl->isFrozen;
            for (const auto& basic : BasicNames) {
                if (cls->name == basic.name) {
                    cls->basic = basic.kind;
                    cls->isExpanded = true;
                    m_program.basicClasses[static_cast<int>(basic.kind)] = cls.get();
                }
            }
            // EiffelBase's own STRING_8 is Eiffel over an `area' (runtime/library_strings.h).
            if (cls->name == "STRING_8" && isBundledModule(*module)) cls->native = NativeKind::String;
            if (cls->name == "SPECIAL") cls->native = NativeKind::Special;
            if (cls->isKernel && (cls->name == "ROUTINE" || cls->name == "PROCEDURE" || cls->name == "FUNCTION" || cls->name == "PREDICATE"))
                cls->native = NativeKind::Agent;
            for (const auto& g : decl->generics) cls->genericNames.push_back(g.name);
            m_program.classIndex.emplace(cls->name, cls.get());
            m_program.classes.push_back(std::move(cls));
        }
    }
    if (!m_program.classNamed("NONE")) addNone();
    m_program.anyClass = m_program.classNamed("ANY");
    m_program.noneClass = m_program.classNamed("NONE");
    m_program.stringClass = m_program.classNamed("STRING_8");
    m_program.specialClass = m_program.classNamed("SPECIAL");
    m_program.arrayClass = m_program.classNamed("ARRAY");
    m_program.tupleClass = m_program.classNamed("TUPLE");
    m_program.routineClass = m_program.classNamed("ROUTINE");
    m_program.procedureClass = m_program.classNamed("PROCEDURE");
    m_program.functionClass = m_program.classNamed("FUNCTION");
    m_program.predicateClass = m_program.classNamed("PREDICATE");
    m_parents.assign(m_program.classes.size(), {});
}

void UniverseBuilder::resolveGenerics(ClassInfo& cls)
{
    TypeTable& types = m_program.types;
    std::vector<const Type*> formals;
    for (std::size_t i = 0; i < cls.genericNames.size(); ++i) formals.push_back(types.formal(&cls, static_cast<int>(i)));
    cls.selfType = types.classType(&cls, formals);
    cls.constraints.assign(cls.genericNames.size(), nullptr);
    if (!cls.decl) return;
    for (std::size_t i = 0; i < cls.decl->generics.size(); ++i) {
        const auto& g = cls.decl->generics[i];
        for (std::size_t j = 0; j < i; ++j)
            if (cls.genericNames[j] == g.name) m_sink.error(g.range, "duplicate formal generic " + inQuotes(g.name));
        if (m_program.classNamed(g.name)) m_sink.error(g.range, "formal generic " + inQuotes(g.name) + " has the name of a class");
    }
    for (std::size_t i = 0; i < cls.decl->generics.size(); ++i) {
        const auto& g = cls.decl->generics[i];
        const Type* constraint = nullptr;
        if (!g.constraints.empty()) {
            constraint = resolveType(m_program, *g.constraints.front(), &cls, nullptr, m_sink);
            if (g.constraints.size() > 1)
                m_sink.warning(g.range, "only the first constraint of " + inQuotes(g.name) + " is used");
        } else if (m_program.anyClass) {
            constraint = types.classType(m_program.anyClass, {}, true);
        }
        cls.constraints[i] = constraint ? constraint : types.error();
    }
}

void UniverseBuilder::resolveParents(ClassInfo& cls)
{
    auto& links = m_parents[static_cast<std::size_t>(cls.id)];
    if (cls.decl) {
        for (const auto& p : cls.decl->parents) {
            if (!p.type) continue;
            const Type* t = resolveType(m_program, *p.type, &cls, nullptr, m_sink);
            if (t->isError()) continue;
            if (!t->isClass()) {
                m_sink.error(p.type->range, "a formal generic parameter cannot be a parent");
                continue;
            }
            if (t->cls == m_program.noneClass) {
                m_sink.error(p.type->range, "class NONE cannot be a parent");
                continue;
            }
            if (t->cls->isFrozen && !p.nonConforming)
                m_sink.error(p.type->range, "cannot inherit from frozen class " + t->cls->name);
            t = m_program.types.withDetachable(t, false);
            links.push_back({t, &p, !p.nonConforming});
            (p.nonConforming ? cls.nonConformingParents : cls.parents).push_back(t);
        }
    }
    bool synthetic = !cls.decl;
    if (!synthetic && &cls != m_program.anyClass && cls.parents.empty() && m_program.anyClass) {
        const Type* any = m_program.types.classType(m_program.anyClass);
        links.push_back({any, nullptr, true});
        cls.parents.push_back(any);
    }
}

bool UniverseBuilder::orderClasses()
{
    enum class Mark { White, Grey, Black };
    std::vector<Mark> marks(m_program.classes.size(), Mark::White);
    std::fill_n(marks.begin(), m_firstNewClass, Mark::Black);  // a shared kernel's: ordered already
    bool ok = true;
    std::function<void(ClassInfo&)> visit = [&](ClassInfo& cls) {
        auto id = static_cast<std::size_t>(cls.id);
        marks[id] = Mark::Grey;
        auto& links = m_parents[id];
        for (std::size_t i = 0; i < links.size();) {
            ClassInfo* parent = mutableClass(links[i].type->cls);
            auto pid = static_cast<std::size_t>(parent->id);
            if (marks[pid] == Mark::Grey) {
                m_sink.error(links[i].clause && links[i].clause->type ? links[i].clause->type->range : cls.decl->nameRange,
                             "inheritance cycle: " + cls.name + " inherits from " + parent->name
                                 + ", which is itself a descendant of " + cls.name);
                ok = false;
                links.erase(links.begin() + static_cast<std::ptrdiff_t>(i));
                continue;
            }
            if (marks[pid] == Mark::White) visit(*parent);
            ++i;
        }
        marks[id] = Mark::Black;
        m_order.push_back(&cls);
    };
    for (auto& cls : newClasses())
        if (marks[static_cast<std::size_t>(cls->id)] == Mark::White) visit(*cls);
    return ok;
}

void UniverseBuilder::computeAncestors(ClassInfo& cls)
{
    std::size_t count = m_program.classes.size();
    cls.conformingAncestor.assign(count, false);
    cls.ancestorTypes.assign(count, nullptr);
    cls.conformingAncestor[static_cast<std::size_t>(cls.id)] = true;
    cls.ancestorTypes[static_cast<std::size_t>(cls.id)] = cls.selfType;
    // Conforming parents first so that the conforming path gives the view of a repeated ancestor.
    for (int pass = 0; pass < 2; ++pass) {
        for (const ParentLink& link : m_parents[static_cast<std::size_t>(cls.id)]) {
            if (link.conforming != (pass == 0)) continue;
            const ClassInfo* parent = link.type->cls;
            // A shared kernel's class has tables only as long as the kernel's classes.
            for (std::size_t a = 0; a < std::min(count, parent->ancestorTypes.size()); ++a) {
                if (link.conforming && parent->conformingAncestor[a]) cls.conformingAncestor[a] = true;
                if (!cls.ancestorTypes[a] && parent->ancestorTypes[a])
                    cls.ancestorTypes[a] = detail::substituteFormals(m_program.types, parent->ancestorTypes[a], parent,
                                                                     link.type->actuals, nullptr);
            }
        }
    }
}

// An heir of STRING_8, SPECIAL or an agent class inherits the built-ins that read the native
// payload, so its objects need that payload too (runtime Machine::allocate makes it by
// ClassInfo::native); through a non-conforming parent as well. Two different payloads cannot
// be combined in one object.
void UniverseBuilder::inheritNativeKind(ClassInfo& cls)
{
    const ClassInfo* source = nullptr;
    for (const ParentLink& link : m_parents[static_cast<std::size_t>(cls.id)]) {
        const ClassInfo* parent = link.type->cls;
        if (parent->native == NativeKind::None) continue;
        if (cls.native == NativeKind::None) {
            cls.native = parent->native;
            source = parent;
        } else if (parent->native != cls.native) {
            m_sink.error(link.clause && link.clause->type ? link.clause->type->range : cls.decl->nameRange,
                         "class " + cls.name + " cannot inherit from both " + (source ? source->name : cls.name) + " and "
                             + parent->name + ": their objects are represented differently");
        }
    }
}

// Flattens every class after its parents and, where that makes no cycle, after the classes its
// signatures' qualified anchors name (their queries' types must be known).
void UniverseBuilder::flattenClasses()
{
    enum class Mark { New, Flattening, Done };
    std::vector<Mark> marks(m_program.classes.size(), Mark::New);
    std::fill_n(marks.begin(), m_firstNewClass, Mark::Done);  // a shared kernel's: flattened already
    std::vector<const ClassInfo*> flattening;  // the classes waiting for others, outermost first
    // An anchor's class can go first unless it descends from a class waiting for it.
    auto canGoFirst = [&](const ClassInfo& anchor) {
        return std::none_of(flattening.begin(), flattening.end(), [&](const ClassInfo* waiting) {
            const auto w = static_cast<std::size_t>(waiting->id);
            return w < anchor.ancestorTypes.size() && anchor.ancestorTypes[w];
        });
    };
    std::function<void(ClassInfo&)> visit = [&](ClassInfo& cls) {
        const auto id = static_cast<std::size_t>(cls.id);
        if (marks[id] != Mark::New) return;
        marks[id] = Mark::Flattening;
        flattening.push_back(&cls);
        for (const ParentLink& link : m_parents[id]) visit(*mutableClass(link.type->cls));
        for (const ClassInfo* anchor : detail::classesOfQualifiedAnchors(m_program, cls))
            if (canGoFirst(*anchor)) visit(*mutableClass(anchor));
        detail::flattenClass(m_program, cls, m_parents[id], m_flatten, m_sink);
        flattening.pop_back();
        marks[id] = Mark::Done;
    };
    for (ClassInfo* cls : m_order) visit(*cls);
}

void UniverseBuilder::setCreators(ClassInfo& cls)
{
    if (!cls.decl) return;
    if (cls.decl->hasCreationClause) {
        for (const auto& clause : cls.decl->creators) {
            for (const auto& client : clause.clients)
                if (!m_program.classNamed(client)) m_sink.warning(clause.range, detail::unknownClientMessage(client));
            for (const auto& name : clause.features) {
                const FeatureInfo* f = cls.feature(name);
                if (!f) {
                    m_sink.error(clause.range, "unknown creation procedure " + inQuotes(name) + " in class " + cls.name);
                    continue;
                }
                if (!f->isProcedure()) {
                    m_sink.error(clause.range, "creation procedure " + inQuotes(name) + " of class " + cls.name + " is not a procedure");
                    continue;
                }
                if (!cls.isCreator(f)) cls.creators.push_back(f);
                const bool toAll = clause.clients.empty() || std::any_of(clause.clients.begin(), clause.clients.end(),
                                                                         [](const std::string& c) { return c == "ANY"; });
                if (toAll && std::find(cls.publicCreators.begin(), cls.publicCreators.end(), f) == cls.publicCreators.end())
                    cls.publicCreators.push_back(f);
            }
        }
    } else if (!cls.isDeferred) {
        if (const FeatureInfo* f = cls.feature("default_create"); f && f->isProcedure()) {
            cls.creators.push_back(f);
            cls.publicCreators.push_back(f);
        }
    }
}

void UniverseBuilder::checkClass(const ClassInfo& cls)
{
    if (!cls.decl) return;
    if (!cls.isDeferred) {
        for (const FeatureInfo* f : cls.features) {
            if (f->isDeferred) {
                m_sink.error(cls.decl->nameRange, "class " + cls.name + " is not deferred but has deferred feature " + inQuotes(f->name));
                break;
            }
        }
    }
    if (cls.isExpanded && cls.basic == BasicKind::None) {
        const FeatureInfo* dc = cls.feature("default_create");
        if (!dc || !cls.isCreator(dc))
            m_sink.error(cls.decl->nameRange, "expanded class " + cls.name + " must have " + inQuotes("default_create") + " as a creation procedure");
    }
    if (cls.isDeferred && cls.isExpanded) m_sink.error(cls.decl->nameRange, "an expanded class cannot be deferred");
    checkConversions(cls);
}

// The `convert' clause: each item names a feature of the class of the right kind (a creation
// procedure with one argument, or a query without arguments) and known classes.
void UniverseBuilder::checkConversions(const ClassInfo& cls)
{
    for (const syntax::ConvertItem& item : cls.decl->conversions) {
        const FeatureInfo* f = cls.feature(item.feature);
        if (!f)
            m_sink.error(item.range, "convert clause names " + inQuotes(item.feature) + ", which is not a feature of " + cls.name);
        else if (item.isCreation && (!cls.isCreator(f) || f->argTypes.size() != 1))
            m_sink.error(item.range, "conversion procedure " + inQuotes(item.feature) + " must be a creation procedure with one argument");
        else if (!item.isCreation && (!f->isQuery() || !f->argTypes.empty()))
            m_sink.error(item.range, "conversion query " + inQuotes(item.feature) + " must be a query without arguments");
        for (const auto& mark : item.types)
            if (mark && !mark->isLike && !m_program.classNamed(mark->name)
                && std::find(cls.genericNames.begin(), cls.genericNames.end(), mark->name) == cls.genericNames.end())
                m_sink.error(mark->range, "unknown class " + inQuotes(mark->name) + " in the convert clause of " + cls.name);
    }
}

// Returns false only for fatal problems (no ANY, inheritance cycles); other errors leave
// consistent tables (Error types, best-effort features) so that bodies can still be checked.
bool UniverseBuilder::run()
{
    createClasses();
    if (!m_program.anyClass) {
        m_sink.error({}, "the kernel class ANY is missing");
        return false;
    }
    for (auto& cls : newClasses()) resolveGenerics(*cls);
    for (auto& cls : newClasses()) resolveParents(*cls);
    if (!orderClasses()) return false;
    for (ClassInfo* cls : m_order) {
        computeAncestors(*cls);
        inheritNativeKind(*cls);
    }
    m_program.conformanceReady = true;
    // Constraints could not be checked before conformance was known.
    for (auto& cls : newClasses()) {
        const auto& links = m_parents[static_cast<std::size_t>(cls->id)];
        for (const ParentLink& link : links)
            if (link.clause) detail::checkGenericConstraints(m_program, link.type, link.clause->type->range, m_sink);
        if (cls->decl)
            for (std::size_t i = 0; i < cls->decl->generics.size(); ++i)
                if (!cls->decl->generics[i].constraints.empty())
                    detail::checkGenericConstraints(m_program, cls->constraints[i], cls->decl->generics[i].constraints.front()->range, m_sink);
    }
    flattenClasses();
    auto routineCount = static_cast<std::size_t>(m_program.routineIdCount);
    for (auto& cls : newClasses()) {
        cls->dispatch.resize(routineCount, nullptr);
        setCreators(*cls);
        checkClass(*cls);
    }
    return true;
}

}  // namespace

bool buildUniverse(Program& program, DiagnosticSink& sink, const KernelLayer* layer, detail::FlattenState* keepFlatten)
{
    UniverseBuilder builder(program, sink, layer);
    const bool built = builder.run();
    if (keepFlatten) *keepFlatten = builder.flattenState();
    return built;
}

}  // namespace amend::sema
