// Which `old' values a postcondition can do without on a given class of Current: see
// guarded_olds.h. The analysis reads the lowered postconditions only; Machine::evaluateOlds
// (machine.h) applies it on entry to a routine, remembering the last class per routine.
#include "runtime/guarded_olds.h"

#include "runtime/machine.h"
#include "sema/program.h"

namespace amend::runtime {

namespace {

// A left operand that may be False without a call: the constant False, or an unqualified
// query without arguments that some class may have as a constant.
bool mayBeConstantFalse(const ir::Expr& e)
{
    return (e.op == ir::Op::BoolConst && e.intValue == 0) || (e.op == ir::Op::CallCurrent && e.kids.empty());
}

struct UseCollector {
    std::vector<std::vector<OldGuards>> uses;  // per slot, the guards of every use
    std::vector<char> unguarded;               // per slot: some use has no guard
    bool opaque = false;                       // an agent: its body is not followed

    void collect(const ir::Expr& e, OldGuards& guards)
    {
        if (e.op == ir::Op::Agent) opaque = true;
        if (e.op == ir::Op::Old && e.slot >= 0 && static_cast<std::size_t>(e.slot) < uses.size()) {
            if (guards.empty()) unguarded[static_cast<std::size_t>(e.slot)] = 1;
            else uses[static_cast<std::size_t>(e.slot)].push_back(guards);
        }
        // `a implies b', `a and then b': b is evaluated only when a is True.
        if ((e.op == ir::Op::Implies || e.op == ir::Op::AndThen) && e.kids.size() == 2) {
            collect(*e.kids[0], guards);
            const bool guard = mayBeConstantFalse(*e.kids[0]);
            if (guard) guards.push_back(e.kids[0].get());
            collect(*e.kids[1], guards);
            if (guard) guards.pop_back();
            return;
        }
        for (const ir::ExprPtr& k : e.kids)
            if (k) collect(*k, guards);
    }
};

}  // namespace

std::vector<std::vector<OldGuards>> guardedOldUses(const ir::Routine& r)
{
    UseCollector c;
    c.uses.resize(r.olds.size());
    c.unguarded.assign(r.olds.size(), 0);
    OldGuards guards;
    for (const ir::Assertion& a : r.postconditions)
        if (a.cond) c.collect(*a.cond, guards);
    if (c.opaque) return {};
    bool any = false;
    for (std::size_t i = 0; i < c.uses.size(); ++i) {
        if (c.unguarded[i]) c.uses[i].clear();
        any = any || !c.uses[i].empty();
    }
    if (!any) return {};
    return std::move(c.uses);
}

bool falseWithoutCall(const ir::Expr& guard, const sema::ClassInfo* cls)
{
    if (guard.op == ir::Op::BoolConst) return guard.intValue == 0;
    if (guard.op != ir::Op::CallCurrent || !guard.kids.empty()) return false;
    // The feature the call would reach (EvalOps::callCurrent): Current's class's version, else
    // the one the checker resolved.
    const sema::FeatureInfo* f = cls ? cls->dispatchFor(guard.routineId) : nullptr;
    if (!f) f = guard.feature;
    return f && f->kind == sema::FeatureInfo::Kind::Constant && !f->constant.isString
           && f->constant.basic == sema::BasicKind::Boolean && f->constant.intValue == 0;
}

std::vector<char> oldsNotNeeded(const std::vector<std::vector<OldGuards>>& uses, const sema::ClassInfo* cls)
{
    std::vector<char> skip(uses.size(), 0);
    for (std::size_t i = 0; i < uses.size(); ++i) {
        if (uses[i].empty()) continue;
        bool everyUseGuarded = true;
        for (const OldGuards& guards : uses[i]) {
            bool someFalse = false;
            for (const ir::Expr* g : guards) someFalse = someFalse || falseWithoutCall(*g, cls);
            everyUseGuarded = everyUseGuarded && someFalse;
        }
        skip[i] = everyUseGuarded ? 1 : 0;
    }
    return skip;
}

// Machine::evaluateOlds for a routine with guarded olds: the decision per class of Current is
// remembered for the last class seen.
void Machine::evaluateGuardedOlds(const ir::Routine& r, const RoutineInfo& info, Frame& fr)
{
    const sema::ClassInfo* cls = classOf(fr.current);
    if (!info.oldsSkippedValid || info.oldsSkippedFor != cls) {
        info.oldsSkipped = oldsNotNeeded(info.guardedOlds, cls);
        info.oldsSkippedFor = cls;
        info.oldsSkippedValid = true;
    }
    beginContract(nullptr);
    for (std::size_t i = 0; i < r.olds.size(); ++i) fr.olds[i] = r.olds[i] && !info.oldsSkipped[i] ? evaluateOld(*r.olds[i], fr, i) : Value();
    endContract();
}

}  // namespace amend::runtime
