// Step 3 driver: checks and lowers every routine implementation once (in the class that
// writes it), assembles inherited contracts (`require else' groups, `ensure then' clauses)
// and class invariants, and offers the cheap re-checks used by fixes and predicates. On request
// (CompileInput::lowerKernelOnUse) the bundled kernel's routine bodies are lowered on first use.
#include "sema/build_steps.h"
#include "sema/checker.h"

#include <deque>
#include <functional>
#include <mutex>
#include <span>
#include <unordered_map>
#include <unordered_set>

namespace amend::sema {

// A routine left for its first use (ir::Routine::onUse): `lower' fills it, once.
struct LoweringOnUse {
    std::once_flag once;
    std::function<void()> lower;
};

using check::AssertionKind;
using check::BodyChecker;
using check::CloneContext;

namespace {

using ImplKey = std::pair<const syntax::FeatureDecl*, int>;
struct ImplKeyHash {
    std::size_t operator()(const ImplKey& key) const
    {
        return std::hash<const void*>()(key.first) ^ (static_cast<std::size_t>(key.second) * 0x9E3779B97F4A7C15ull);
    }
};

struct Impl {
    const FeatureInfo* version = nullptr;  // the FeatureInfo in the class that writes it
    ir::Routine* routine = nullptr;
    std::vector<ir::Assertion> ownPre;
    std::vector<ir::Assertion> ownPost;
    bool assembled = false;
    bool assembling = false;
    LoweringOnUse* onUse = nullptr;        // non-null: lowered and assembled on first use
};

class BodiesDriver {
public:
    BodiesDriver(Program& program, DiagnosticSink& sink, const KernelLayer* layer, bool lowerKernelOnUse)
        : m_program(program), m_sink(&sink), m_firstNewClass(layer ? layer->kernel.classes.size() : 0),
          m_lowerKernelOnUse(lowerKernelOnUse && !layer && kernelMeansWhatItSays())
    {
        if (layer) shareKernelRoutines();
    }

    bool lowersOnUse() const { return !m_onUse.empty(); }

    void run()
    {
        for (const auto& cls : newClasses())
            for (FeatureInfo* f : cls->features) implFor(f);
        // Every implementation is known now (assembling only finds them): a list, so that the
        // table is not walked while assembling looks things up in it.
        std::vector<Impl*> known;
        known.reserve(m_impls.size());
        for (auto& [key, impl] : m_impls) known.push_back(&impl);
        for (Impl* impl : known)
            if (!impl->onUse) assemble(*impl);
        for (const auto& cls : newClasses())
            for (FeatureInfo* f : cls->features)
                if (Impl* impl = implFor(f)) f->routine = impl->routine;
        lowerInitializers();
        lowerInvariants();
        m_sink = nullptr;  // the caller's: what is lowered later reports nowhere (see kernelMeansWhatItSays)
    }

private:
    std::span<const std::shared_ptr<ClassInfo>> newClasses() const { return std::span(m_program.classes).subspan(m_firstNewClass); }

    // On a shared kernel (KernelLayer) the kernel's implementations are lowered and assembled
    // already: an heir's inherited or redeclared feature uses them as they are, never changed.
    void shareKernelRoutines()
    {
        for (const auto& cls : std::span(m_program.classes).first(m_firstNewClass))
            for (const FeatureInfo* f : cls->features) {
                if (!f->routine || f->kind != FeatureInfo::Kind::Routine || !f->decl || !f->writtenIn) continue;
                Impl& impl = m_impls[{f->decl, f->declNameIndex}];
                impl.version = f->routine->feature;
                impl.routine = const_cast<ir::Routine*>(f->routine);  // only read: assembled
                impl.assembled = true;
            }
    }

    Impl* implFor(const FeatureInfo* f)
    {
        if (!f || f->kind != FeatureInfo::Kind::Routine || !f->decl || !f->writtenIn) return nullptr;
        const ImplKey key{f->decl, f->declNameIndex};
        auto it = m_impls.find(key);
        if (it != m_impls.end()) return &it->second;
        Impl& impl = m_impls[key];
        const FeatureInfo* v = f->writtenIn->feature(f->declaredName);
        impl.version = v && v->decl == f->decl ? v : f;
        declare(impl);
        if (leftForFirstUse(*impl.version)) {
            impl.onUse = &m_onUse.emplace_back();
            impl.onUse->lower = [this, &impl] {
                DiagnosticSink none;  // a bundled kernel body reports nothing (kernelMeansWhatItSays)
                lower(impl, none);
                assemble(impl);
            };
            impl.routine->onUse = impl.onUse;
        } else {
            lower(impl, *m_sink);
        }
        return &impl;
    }

    // Whether no class outside the bundled kernel has the name of a bundled class or of one of
    // their formal generics: then the kernel's names mean in this program what they mean in the
    // kernel alone, which checks without a diagnostic, and its bodies can be lowered at any time.
    bool kernelMeansWhatItSays() const
    {
        std::unordered_set<std::string> kernelNames;
        for (const auto& module : m_program.modules)
            if (module && m_program.sources.file(module->fileId).isBundled())
                for (const auto& decl : module->classes) {
                    if (!decl) continue;
                    kernelNames.insert(decl->name);
                    for (const syntax::FormalGeneric& g : decl->generics) kernelNames.insert(g.name);
                }
        for (const auto& module : m_program.modules)
            if (module && !m_program.sources.file(module->fileId).isBundled())
                for (const auto& decl : module->classes)
                    if (decl && kernelNames.count(decl->name)) return false;
        return true;
    }

    // A bundled kernel routine with an Eiffel body, when bodies may be lowered on first use.
    bool leftForFirstUse(const FeatureInfo& v) const
    {
        using BodyKind = syntax::FeatureDecl::BodyKind;
        return m_lowerKernelOnUse && !v.isBuiltIn && v.writtenIn && v.writtenIn->isKernel && v.decl
               && (v.decl->bodyKind == BodyKind::Do || v.decl->bodyKind == BodyKind::Once)
               && m_program.sources.file(v.decl->range.file).isBundled();
    }

    // The routine of `impl' with what its declaration says without checking it.
    void declare(Impl& impl)
    {
        const FeatureInfo* v = impl.version;
        const syntax::FeatureDecl* decl = v->decl;
        auto owned = std::make_unique<ir::Routine>();
        ir::Routine& r = *owned;
        impl.routine = owned.get();
        m_program.routineStore.push_back(std::move(owned));
        r.feature = v;
        r.range = decl->range;
        r.isOnce = decl->bodyKind == syntax::FeatureDecl::BodyKind::Once;
        r.isOncePerObject = r.isOnce && check::isOncePerObject(*decl);
        r.isDeferred = v->isDeferred;
        r.isBuiltIn = v->isBuiltIn;
        r.builtInKey = v->builtInKey;
    }

    // Checks and lowers the signature, own contracts and body of `impl''s routine.
    void lower(Impl& impl, DiagnosticSink& sink)
    {
        const FeatureInfo* v = impl.version;
        const syntax::FeatureDecl* decl = v->decl;
        ir::Routine& r = *impl.routine;
        BodyChecker checker(m_program, sink, v->writtenIn, v, r);
        checker.declareSignature();
        impl.ownPre = checker.lowerAssertions(decl->precondition, AssertionKind::Precondition);
        if (decl->bodyKind == syntax::FeatureDecl::BodyKind::Do || decl->bodyKind == syntax::FeatureDecl::BodyKind::Once) {
            r.body = checker.lowerBody(decl->body, false);
        } else if (decl->bodyKind == syntax::FeatureDecl::BodyKind::External && !v->isBuiltIn) {
            check::markUnrunnableExternal(r, *v, sink);
        }
        if (decl->hasRescue) {
            r.hasRescue = true;
            r.rescue = checker.lowerBody(decl->rescue, true);
        }
        impl.ownPost = checker.lowerAssertions(decl->postcondition, AssertionKind::Postcondition);
        check::numberInstructions(r);
    }

    // Own contracts first, then each precursor's assembled contracts, copied into this frame.
    void assemble(Impl& impl)
    {
        if (impl.assembled || impl.assembling) return;
        impl.assembling = true;
        ir::Routine& r = *impl.routine;
        bool preconditionTrue = false;
        std::vector<ir::PreconditionGroup> inherited;
        std::vector<ir::Assertion> post = std::move(impl.ownPost);
        for (const FeatureInfo* p : impl.version->precursors) {
            Impl* pi = implFor(p);
            if (!pi || pi == &impl) continue;
            complete(*pi);
            const ir::Routine& pr = *pi->routine;
            CloneContext ctx;
            ctx.nextId = &r.exprCount;
            ctx.firstHidden = pr.argCount;
            ctx.from = &pr;
            ctx.into = &r;
            ctx.oldOffset = static_cast<int>(r.olds.size());
            if (pr.preconditions.empty()) preconditionTrue = true;
            for (const ir::PreconditionGroup& g : pr.preconditions) {
                if (known(inherited, g)) continue;
                ir::PreconditionGroup copy;
                for (const ir::Assertion& a : g.clauses) copy.clauses.push_back(check::cloneAssertion(a, ctx));
                inherited.push_back(std::move(copy));
            }
            for (const auto& old : pr.olds) r.olds.push_back(check::cloneExpr(*old, ctx));
            for (const ir::Assertion& a : pr.postconditions) {
                bool seen = false;
                for (const ir::Assertion& b : post) seen = seen || (b.range.file == a.range.file && b.range.begin == a.range.begin);
                if (!seen) post.push_back(check::cloneAssertion(a, ctx));
            }
        }
        r.preconditions.clear();
        const bool hasPrecursors = !impl.version->precursors.empty();
        if (!preconditionTrue || !hasPrecursors) {
            if (!impl.ownPre.empty()) {
                ir::PreconditionGroup own;
                own.clauses = std::move(impl.ownPre);
                r.preconditions.push_back(std::move(own));
            }
            if (!preconditionTrue)
                for (auto& g : inherited) r.preconditions.push_back(std::move(g));
        }
        r.postconditions = std::move(post);
        impl.assembled = true;
        impl.assembling = false;
    }

    // `impl' lowered and assembled: now, once, when it was left for its first use.
    void complete(Impl& impl)
    {
        if (impl.onUse) std::call_once(impl.onUse->once, impl.onUse->lower);
        else assemble(impl);
    }

    static bool known(const std::vector<ir::PreconditionGroup>& groups, const ir::PreconditionGroup& g)
    {
        if (g.clauses.empty()) return false;
        const SourceRange& first = g.clauses.front().range;
        for (const auto& h : groups)
            if (!h.clauses.empty() && h.clauses.front().range.file == first.file && h.clauses.front().range.begin == first.begin)
                return true;
        return false;
    }

    // Each self-initializing attribute's body, lowered once where it is written (a function of
    // the attribute's type, Result its value) and shared by the heirs' versions.
    void lowerInitializers()
    {
        std::unordered_map<const syntax::FeatureDecl*, const ir::Routine*> lowered;
        for (const auto& cls : newClasses())
            for (FeatureInfo* f : cls->features) {
                if (f->kind != FeatureInfo::Kind::Attribute || !f->decl || !f->writtenIn
                    || f->decl->bodyKind != syntax::FeatureDecl::BodyKind::Attribute)
                    continue;
                auto [it, inserted] = lowered.try_emplace(f->decl, nullptr);
                if (inserted) {
                    const FeatureInfo* written = f->writtenIn->feature(f->declaredName);
                    it->second = lowerInitializer(written && written->decl == f->decl ? *written : *f);
                }
                f->initializer = it->second;
            }
    }

    const ir::Routine* lowerInitializer(const FeatureInfo& attribute)
    {
        auto owned = std::make_unique<ir::Routine>();
        ir::Routine& r = *owned;
        r.feature = &attribute;
        r.range = attribute.decl->range;
        BodyChecker checker(m_program, *m_sink, attribute.writtenIn, &attribute, r);
        checker.declareSignature();
        r.body = checker.lowerBody(attribute.decl->body, false);
        check::numberInstructions(r);
        m_program.routineStore.push_back(std::move(owned));
        return &r;
    }

    void collectAncestors(const ClassInfo* c, std::vector<bool>& seen, std::vector<const ClassInfo*>& out)
    {
        if (!c || seen[static_cast<std::size_t>(c->id)]) return;
        seen[static_cast<std::size_t>(c->id)] = true;
        out.push_back(c);
        for (const Type* p : c->parents)
            if (p && p->isClass()) collectAncestors(p->cls, seen, out);
        for (const Type* p : c->nonConformingParents)
            if (p && p->isClass()) collectAncestors(p->cls, seen, out);
    }

    void lowerInvariants()
    {
        const std::size_t n = m_program.classes.size();
        std::vector<ir::Routine> frames(n);
        std::vector<std::vector<ir::Assertion>> own(n);
        // A shared kernel's own clauses are lowered again (they checked in the kernel: nothing to
        // report), for the classes that inherit them; the kernel's assembled invariants stay.
        std::vector<bool> needed(n, m_firstNewClass == 0);
        for (const auto& cls : newClasses()) {
            std::vector<const ClassInfo*> ancestors;
            collectAncestors(cls.get(), needed, ancestors);
        }
        DiagnosticSink kernelSink;
        for (const auto& cls : m_program.classes) {
            const auto i = static_cast<std::size_t>(cls->id);
            if (!needed[i] || !cls->decl || cls->decl->invariant.empty() || !cls->selfType) continue;
            BodyChecker checker(m_program, i < m_firstNewClass ? kernelSink : *m_sink, cls.get(), nullptr, frames[i]);
            own[i] = checker.lowerAssertions(cls->decl->invariant, AssertionKind::Invariant);
        }
        for (const auto& cls : newClasses()) {
            std::vector<bool> seen(n, false);
            std::vector<const ClassInfo*> ancestors;
            collectAncestors(cls.get(), seen, ancestors);
            ir::Routine frame;
            cls->invariant.clear();
            for (const ClassInfo* a : ancestors) {
                const auto i = static_cast<std::size_t>(a->id);
                CloneContext ctx;
                ctx.nextId = &frame.exprCount;
                ctx.firstHidden = 0;
                ctx.from = &frames[i];
                ctx.into = &frame;
                for (const ir::Assertion& clause : own[i]) cls->invariant.push_back(check::cloneAssertion(clause, ctx));
            }
            cls->invariantFrameSize = frame.frameSize;
        }
    }

    Program& m_program;
    DiagnosticSink* m_sink;           // the caller's, while checkBodies runs
    std::size_t m_firstNewClass = 0;  // the classes before it are a shared kernel's
    bool m_lowerKernelOnUse = false;
    // Every implementation, known by the end of run(): lowering on first use only reads the map.
    // (Hashed: looked up for every feature of every class; the order of assembling does not matter.)
    std::unordered_map<ImplKey, Impl, ImplKeyHash> m_impls;
    std::deque<LoweringOnUse> m_onUse;
};

}  // namespace

void checkBodies(Program& program, DiagnosticSink& sink, const KernelLayer* layer, bool lowerKernelOnUse)
{
    auto driver = std::make_shared<BodiesDriver>(program, sink, layer, lowerKernelOnUse);
    driver->run();
    if (driver->lowersOnUse()) program.loweringOnUse = std::move(driver);
}

void lowerOnUse(const ir::Routine& routine)
{
    std::call_once(routine.onUse->once, routine.onUse->lower);
}

namespace {

// A new implementation of `feature`: the original's contracts (cloned: same ids and slots),
// `body` lowered in its context, then `adjust` (may be empty) applied before the instructions
// are numbered. Owned by the caller; null (with diagnostics) when something does not check.
std::shared_ptr<const ir::Routine> lowerVariant(const Program& program, const FeatureInfo& feature, const syntax::Body& body,
                                                DiagnosticSink& sink, const SourceManager* scratch,
                                                const std::function<void(BodyChecker&, ir::Routine&)>& adjust)
{
    const ir::Routine* original = feature.routine;
    if (!original || !original->feature || !original->feature->writtenIn) {
        sink.error(feature.range, "`" + feature.name + "' has no routine body to replace");
        return nullptr;
    }
    const FeatureInfo* v = original->feature;
    auto r = std::make_unique<ir::Routine>();
    r->feature = v;
    r->range = original->range;
    r->isOnce = original->isOnce;
    r->isOncePerObject = original->isOncePerObject;
    r->isDeferred = false;
    r->isBuiltIn = false;
    r->exprCount = original->exprCount;
    CloneContext keep;  // same ids and slots as the original
    for (const auto& g : original->preconditions) {
        ir::PreconditionGroup copy;
        for (const auto& a : g.clauses) copy.clauses.push_back(check::cloneAssertion(a, keep));
        r->preconditions.push_back(std::move(copy));
    }
    for (const auto& a : original->postconditions) r->postconditions.push_back(check::cloneAssertion(a, keep));
    for (const auto& old : original->olds) r->olds.push_back(check::cloneExpr(*old, keep));
    for (const auto& d : original->decreases) r->decreases.push_back(check::cloneExpr(*d, keep));
    r->decreasesClause = check::cloneAssertion(original->decreasesClause, keep);
    const int errorsBefore = sink.errorCount();
    BodyChecker checker(program, sink, v->writtenIn, v, *r, scratch);
    checker.declareFrom(*original);
    r->body = checker.lowerBody(body, false);
    if (v->decl && v->decl->hasRescue) {
        r->hasRescue = true;
        r->rescue = checker.lowerBody(v->decl->rescue, true);
    }
    if (adjust) adjust(checker, *r);
    if (sink.errorCount() > errorsBefore) return nullptr;
    check::numberInstructions(*r);
    return r;
}

}  // namespace

SourceManager scratchSources(const Program& program)
{
    return SourceManager(program.sources.count());
}

std::shared_ptr<const ir::Routine> lowerReplacementBody(const Program& program, const FeatureInfo& feature,
                                                        const syntax::Body& body, DiagnosticSink& sink,
                                                        const SourceManager* scratch)
{
    return lowerVariant(program, feature, body, sink, scratch, {});
}

std::shared_ptr<const ir::Routine> lowerWithReplacedPostcondition(const Program& program, const FeatureInfo& feature,
                                                                  const SourceRange& clause,
                                                                  const syntax::Assertion& replacement, DiagnosticSink& sink,
                                                                  const SourceManager* scratch)
{
    const FeatureInfo* v = feature.routine ? feature.routine->feature : nullptr;
    if (!v || !v->decl) {
        sink.error(feature.range, "`" + feature.name + "' has no routine body to replace");
        return nullptr;
    }
    bool found = false;
    std::shared_ptr<const ir::Routine> r = lowerVariant(program, feature, v->decl->body, sink, scratch, [&](BodyChecker& checker, ir::Routine& routine) {
        for (ir::Assertion& a : routine.postconditions) {
            if (a.range.file != clause.file || a.range.begin != clause.begin || a.range.end != clause.end) continue;
            std::vector<syntax::Assertion> clauses;
            clauses.push_back(replacement.clone());
            std::vector<ir::Assertion> lowered = checker.lowerAssertions(clauses, AssertionKind::Postcondition);
            if (lowered.size() != 1) return;
            lowered.front().range = a.range;  // reports keep pointing at the clause in the file
            lowered.front().writtenIn = a.writtenIn;
            a = std::move(lowered.front());
            found = true;
        }
    });
    if (r && !found) {
        sink.error(clause, "no postcondition clause of `" + feature.name + "' at this place");
        return nullptr;
    }
    return r;
}

std::unique_ptr<ir::Expr> lowerExpressionIn(const Program& program, const FeatureInfo& feature, const syntax::Expr& expr,
                                            DiagnosticSink& sink, const SourceManager* scratch)
{
    const ir::Routine* original = feature.routine;
    const FeatureInfo* v = original && original->feature ? original->feature : &feature;
    const ClassInfo* cls = v->writtenIn ? v->writtenIn : v->owner;
    if (!cls) return nullptr;
    ir::Routine frame;
    BodyChecker checker(program, sink, cls, v, frame, scratch);
    if (original) {
        checker.declareFrom(*original);
        frame.exprCount = original->exprCount;
    } else {
        checker.declareSignature();
    }
    const int errorsBefore = sink.errorCount();
    ir::ExprPtr e = checker.lowerExpr(expr);
    if (sink.errorCount() > errorsBefore) return nullptr;
    return e;
}

}  // namespace amend::sema
