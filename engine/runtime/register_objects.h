// The register tier's object instructions (register_code.h: AttrQualified, BrAttached): a
// qualified query without arguments read in place when it is an attribute of the target's
// class, and the object test without a type, both as the tree walker's handlers do them
// (CallTails::qualifiedNoArguments, EvalOps::objectTest); any other case through the walker's
// call code, which reports a Void target exactly as before.
#pragma once

#include "runtime/call_tails.h"
#include "runtime/register_code.h"

namespace amend::runtime {

struct RegisterObjectOps {
    // Register a's query `i.node' (a Call without arguments).
    [[gnu::always_inline]] static Value query(Machine& m, const regcode::Instr& i, Value target)
    {
        if (target.isRef()) [[likely]] {
            const ir::Expr& e = *static_cast<const ir::Expr*>(i.node);
            const sema::FeatureInfo* a = target.ref->cls->dispatchFor(e.routineId);
            if (a && a->kind == sema::FeatureInfo::Kind::Attribute && static_cast<std::uint32_t>(a->slot) < target.ref->fieldCount) [[likely]]
                return target.ref->fields()[a->slot];
        }
        return call(m, i, target);
    }

    // `attached v' (as register dst when dst >= 0).
    [[gnu::always_inline]] static bool attached(const regcode::Instr& i, Value* regs, Value v)
    {
        if (v.isVoid()) return false;
        if (i.dst >= 0) regs[i.dst] = v;
        return true;
    }

private:
    [[gnu::noinline]] static Value call(Machine& m, const regcode::Instr& i, Value target)
    {
        return CallTails::qualified(m, *static_cast<const ir::Expr*>(i.node), target, nullptr, 0);
    }
};

}  // namespace amend::runtime
