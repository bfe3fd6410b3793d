// What an unqualified or qualified call does once its target and arguments are evaluated:
// dispatch on the dynamic class, the checked fast paths, attribute reads, the call itself.
// Shared by the tree walker's call handlers (eval.cpp) and the register code (register_exec.cpp),
// so both tiers call exactly alike.
#pragma once

#include "runtime/fast_paths.h"
#include "runtime/machine.h"

namespace amend::runtime {

struct CallTails {
    // An unqualified call `e' (CallCurrent) with its n arguments evaluated.
    [[gnu::always_inline]] static Value current(Machine& m, const ir::Expr& e, Frame& f, Value* args, std::size_t n)
    {
        const sema::ClassInfo* cls = m.classOf(f.current);
        const sema::FeatureInfo* callee = cls ? cls->dispatchFor(e.routineId) : nullptr;
        if (!callee) callee = m.undispatched(e, cls);
        if (callee->kind == sema::FeatureInfo::Kind::Routine) [[likely]]
            return m.invokeInline(callee, f.current, args, static_cast<int>(n), e.range, false);
        return m.accessData(callee, f.current);
    }

    // A qualified call `e' (Call) on `target' without arguments.
    [[gnu::always_inline]] static Value qualifiedNoArguments(Machine& m, const ir::Expr& e, Value target)
    {
        // Attribute reads mostly: dispatched at once (the fast paths' routines all take arguments).
        const sema::FeatureInfo* callee = target.ref->cls->dispatchFor(e.routineId);
        if (!callee) callee = m.undispatched(e, target.ref->cls);
        if (callee->kind == sema::FeatureInfo::Kind::Attribute && static_cast<std::uint32_t>(callee->slot) < target.ref->fieldCount) [[likely]]
            return target.ref->fields()[callee->slot];
        return m.access(callee, target, nullptr, 0, e.range, true);
    }

    // A qualified call `e' (Call) on `target' with its n arguments evaluated.
    [[gnu::always_inline]] static Value qualified(Machine& m, const ir::Expr& e, Value target, Value* args, std::size_t n)
    {
        if (n == 0 && target.isRef()) return qualifiedNoArguments(m, e, target);
        if (target.isRef()) {
            const sema::ClassInfo* c = target.ref->cls;
            Value result;
            if (c == m.m_fast.array || c == m.m_fast.string) {
                if (m.fastCall(e.routineId, target, args, static_cast<int>(n), result)) return result;
            } else if (c->native == sema::NativeKind::Agent && (m.m_fast.functionItem || m.m_fast.procedureCall)) {
                if (m.fastAgentCall(e.routineId, target, args, static_cast<int>(n), e.range, result)) return result;
            }
        }
        if (target.isVoid()) [[unlikely]] m.voidCall(e);
        const sema::ClassInfo* cls = m.classOf(target);
        const sema::FeatureInfo* callee = cls->dispatchFor(e.routineId);
        if (!callee) callee = m.undispatched(e, cls);
        if (callee->kind == sema::FeatureInfo::Kind::Attribute && target.isRef()
            && static_cast<std::uint32_t>(callee->slot) < target.ref->fieldCount) [[likely]]
            return target.ref->fields()[callee->slot];
        return m.access(callee, target, args, static_cast<int>(n), e.range, target.isRef());
    }
};

}  // namespace amend::runtime
