// The register tier's object instructions (register_code.h: AttrQualified, BrAttached): a
// qualified query without arguments read in place when it is an attribute of the target's
// class, and the object test without a type, both as the tree walker's handlers do them
// (CallTails::qualifiedNoArguments, EvalOps::objectTest); any other case through the walker's
// call code, which reports a Void target exactly as before. Registers are read and written
// payload and tag apart (copyValue, fast_paths.h).
#pragma once

#include "runtime/call_tails.h"
#include "runtime/register_code.h"

namespace amend::runtime {

struct RegisterObjectOps {
    // dst := register a's query `i.node' (a Call without arguments).
    [[gnu::always_inline]] static void query(Machine& m, const regcode::Instr& i, Value* regs)
    {
        const Value& target = regs[i.a];
        if (target.tag == Tag::Reference) [[likely]] {
            const ir::Expr& e = *static_cast<const ir::Expr*>(i.node);
            const Object* o = target.ref;
            const sema::FeatureInfo* a = o->cls->dispatchFor(e.routineId);
            if (a && a->kind == sema::FeatureInfo::Kind::Attribute && static_cast<std::uint32_t>(a->slot) < o->fieldCount) [[likely]] {
                copyValue(regs[i.dst], o->fields()[a->slot]);
                return;
            }
        }
        call(m, i, regs);
    }

    // `attached' operand a (stored in register dst when dst >= 0).
    [[gnu::always_inline]] static bool attached(const regcode::Instr& i, Value* regs, const Value* constants)
    {
        const Value& v = regcode::operand(regs, constants, i.a);
        if (v.tag == Tag::Void) return false;
        if (i.dst >= 0) copyValue(regs[i.dst], v);
        return true;
    }

private:
    [[gnu::noinline]] static void call(Machine& m, const regcode::Instr& i, Value* regs)
    {
        regs[i.dst] = CallTails::qualified(m, *static_cast<const ir::Expr*>(i.node), regs[i.a], nullptr, 0);
    }
};

}  // namespace amend::runtime
