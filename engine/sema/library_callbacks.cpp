// Whether the library's code may call the user's routines (Program::libraryMayCallUserCode): it
// can only through dynamic binding to a user routine that redeclares a library feature, or
// through an agent the user's code makes (the library names no user feature; a user attribute it
// reaches redeclares one of its own). Observers of the user's routines rely on it to run the
// library's routines unobserved (runtime::Observer::watchesInside). Left aside, as monitoring
// rather than the program's own work: the class invariant of a user object on which the library
// makes a qualified call, which the runtime checks, and the user's functions it calls.
#include "sema/ir.h"
#include "sema/program.h"

namespace amend::sema {

namespace {

bool redeclaresLibraryFeature(const FeatureInfo& f)
{
    for (const FeatureInfo* p : f.precursors)
        if (!p || !p->writtenIn || !p->writtenIn->isUserCode() || redeclaresLibraryFeature(*p)) return true;
    return false;
}

bool makesAgent(const ir::Expr* e)
{
    if (!e) return false;
    if (e->op == ir::Op::Agent) return true;
    for (const ir::ExprPtr& kid : e->kids)
        if (makesAgent(kid.get())) return true;
    return false;
}

bool makesAgent(const std::vector<ir::Assertion>& clauses)
{
    for (const ir::Assertion& a : clauses)
        if (makesAgent(a.cond.get())) return true;
    return false;
}

bool makesAgent(const ir::Routine& r)
{
    for (const ir::PreconditionGroup& g : r.preconditions)
        if (makesAgent(g.clauses)) return true;
    if (makesAgent(r.postconditions)) return true;
    for (const ir::ExprPtr& old : r.olds)
        if (makesAgent(old.get())) return true;
    for (const ir::Instr* i : r.instructions) {
        if (makesAgent(i->value.get()) || makesAgent(i->until.get()) || makesAgent(i->variant.get()) || makesAgent(i->invariant) ||
            makesAgent(i->assertions))
            return true;
        for (const ir::ExprPtr& c : i->conds)
            if (makesAgent(c.get())) return true;
    }
    return false;
}

}  // namespace

bool libraryMayCallUserCode(const Program& program)
{
    for (const std::shared_ptr<ClassInfo>& cls : program.classes) {
        if (!cls || !cls->isUserCode()) continue;
        if (makesAgent(cls->invariant)) return true;
        for (const FeatureInfo* f : cls->features) {
            if (!f || f->writtenIn != cls.get()) continue;
            if (redeclaresLibraryFeature(*f)) return true;
            if (f->routine && makesAgent(*f->routine)) return true;
            if (f->initializer && makesAgent(*f->initializer)) return true;
        }
    }
    return false;
}

}  // namespace amend::sema
