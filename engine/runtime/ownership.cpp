// AutoProof's ownership methodology at run time (resources/kernel/AUTOPROOF.md, "Ownership"):
// an object is closed (wrapped) unless `unwrap' opened it; `wrap' closes it again once its
// invariant holds; `is_open'/`is_wrapped' read that state and `inv' evaluates the invariant. An
// open object's invariant is not checked at qualified calls, as AutoProof requires invariants
// only of closed objects. The test harness calls a routine as a verified client would: it
// unwraps the target first when the routine requires `is_open', so that such routines (a search
// run on an open Current) get valid tests.
#include "runtime/machine.h"

namespace amend::runtime {

Value Machine::evalOwnership(const ir::Expr& e, Frame& f)
{
    const Value target = eval(*e.kids[0], f);
    if (target.isVoid()) voidCall(e);
    const auto op = static_cast<ir::OwnershipOp>(e.intValue);
    if (!target.isRef()) return op == ir::OwnershipOp::IsOpen ? Value::boolean(false) : op == ir::OwnershipOp::Wrap || op == ir::OwnershipOp::Unwrap ? Value() : Value::boolean(true);
    const Object* o = target.ref;
    switch (op) {
    case ir::OwnershipOp::IsOpen: return Value::boolean(isOpen(o));
    case ir::OwnershipOp::IsClosed: return Value::boolean(!isOpen(o));
    case ir::OwnershipOp::Unwrap: m_open.insert(o); return Value();
    case ir::OwnershipOp::Wrap:
        // AutoProof's `wrap' requires the invariant: it is checked here, where the object closes.
        if (m_contracts && assertDepth == 0)
            if (const ir::Assertion* a = failingInvariantClause(target, {}, true)) fail(ViolationKind::Invariant, a, e.range, {});
        m_open.erase(o);
        return Value();
    case ir::OwnershipOp::Inv: return Value::boolean(failingInvariantClause(target, e.text, e.flag) == nullptr);
    }
    return Value();
}

namespace {

// The state of Current a clause of `r''s own precondition requires: 1 open (`is_open'), -1 closed
// (`is_wrapped', `closed' …), 0 neither.
int requiredState(const ir::Routine& r)
{
    for (const ir::PreconditionGroup& g : r.preconditions) {
        for (const ir::Assertion& a : g.clauses) {
            const ir::Expr* c = a.cond.get();
            if (!c || c->op != ir::Op::Ownership || c->kids.empty() || c->kids[0]->op != ir::Op::Current) continue;
            const auto op = static_cast<ir::OwnershipOp>(c->intValue);
            if (op == ir::OwnershipOp::IsOpen) return 1;
            if (op == ir::OwnershipOp::IsClosed) return -1;
        }
        break;  // the routine's own clauses come first
    }
    return 0;
}

}  // namespace

void Machine::meetOwnershipPrecondition(Value target, const sema::FeatureInfo* f)
{
    if (!f || !f->routine) return;
    const int wanted = requiredState(sema::lowered(*f->routine));
    if (wanted > 0) m_open.insert(target.ref);
    else if (wanted < 0 && isOpen(target.ref) && !failingInvariantClause(target, {}, true)) m_open.erase(target.ref);
}

}  // namespace amend::runtime
