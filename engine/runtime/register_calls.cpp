// What a call instruction of register code learns of its callee (regcode::CallSite): whether a
// call dispatched on a class may go straight to compiled code (register_calls.h) or must take
// the walker's call code (call_tails.h), which handles everything else exactly as before.
#include "runtime/machine.h"
#include "runtime/register_code.h"

namespace amend::runtime {

bool Machine::learnCallSite(regcode::CallSite& site, const sema::ClassInfo* cls, const ir::Expr& e, int argc, bool qualified)
{
    site = regcode::CallSite{};
    if (!cls) return false;
    const sema::FeatureInfo* callee = cls->dispatchFor(e.routineId);
    if (!callee && qualified && !inherits(cls, e.feature)) return false;  // a catcall: the walker stops it (undispatched)
    if (!callee) callee = e.feature;
    // Constants, built-ins, overridden routines (a candidate fix under validation) and the
    // routines of the fast paths (on ARRAY, STRING_8 and agents, all with arguments) stay with
    // the walker's call code; the other calls of a run with an override go straight to
    // compiled code as in any run (sites are learned per machine, under its overrides).
    const bool fastPathClass = qualified && argc > 0 && (cls == m_fast.array || cls == m_fast.string || cls->native == sema::NativeKind::Agent);
    const ir::Routine* r = callee && callee->kind == sema::FeatureInfo::Kind::Routine ? callee->routine : nullptr;
    if (!r || (m_hasOverrides && overriding(r) != r) || fastPathClass) {
        site.cls = cls;
        if (callee && callee->kind == sema::FeatureInfo::Kind::Attribute && qualified && argc == 0) site.slot = callee->slot;
        return false;
    }
    const RoutineInfo& info = routineInfo(r);
    // Not compiled yet but about to be (the walker's call counts its calls): learn it later.
    if (!info.code && info.callsBeforeCode > 0) return false;
    site.cls = cls;
    if (!info.code || !info.plain || !info.constantDefaults || argc > r->frameSize) return false;
    site.feature = callee;
    site.routine = r;
    site.info = &info;
    site.code = info.code.get();
    site.initialSlots = info.initialSlots.data();
    site.result = info.result;
    site.checks = info.checksOnEntryOrExit;
    site.invariant = !cls->invariant.empty();
    return true;
}

}  // namespace amend::runtime
