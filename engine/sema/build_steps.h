// The two steps after parsing that build a Program (see sema/program.h), for compileProgram
// (sema/compiler.cpp) and the tests of each step only: they fill a Program nobody else holds yet.
// Every other user gets the compiled Program as std::shared_ptr<const Program>.
#pragma once

#include "sema/program.h"
#include "support/diagnostics.h"

namespace amend::sema {

namespace detail {
struct FlattenState;
}

// A program built on a checked kernel (compileProgram with CompileInput::checkedKernel): its
// `classes` start with the kernel's (same ids, shared, never changed) and its `types` are layered
// on the kernel's; the steps build and check only the classes after them.
struct KernelLayer {
    const Program& kernel;                // built and checked alone
    const detail::FlattenState& flatten;  // the kernel's routine seeds, from its step 2
};

// Step 2 (sema/universe*.cpp). Reports class-level errors (unknown classes and parents,
// cycles, rename/redefine/undefine/select/export problems, name clashes, wrong generic
// counts, constraint violations, missing or non-procedure creation procedures, effective
// classes with deferred features …). Returns false when the program cannot be checked further.
// With `layer`, on top of that kernel; `keepFlatten` (may be null) receives the routine seeds.
bool buildUniverse(Program& program, DiagnosticSink& sink, const KernelLayer* layer = nullptr,
                   detail::FlattenState* keepFlatten = nullptr);

// Step 3 (sema/check_*.cpp). Reports unknown names, type errors, wrong argument counts,
// calls to non-exported features, invalid creation, assignments to non-writable entities …
// and fills FeatureInfo::routine and ClassInfo::invariant for every class (with `layer`, for
// every class after the kernel's, whose routines are the kernel's own).
// `lowerKernelOnUse': the bodies of the bundled kernel's routines are left for their first use
// (sema::lowered) when no other class could change what they check to (see compiler.h).
void checkBodies(Program& program, DiagnosticSink& sink, const KernelLayer* layer = nullptr, bool lowerKernelOnUse = false);

}  // namespace amend::sema
