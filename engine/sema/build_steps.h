// The two steps after parsing that build a Program (see sema/program.h), for compileProgram
// (sema/compiler.cpp) and the tests of each step only: they fill a Program nobody else holds yet.
// Every other user gets the compiled Program as std::shared_ptr<const Program>.
#pragma once

#include "sema/program.h"
#include "support/diagnostics.h"

namespace amend::sema {

// Step 2 (sema/universe*.cpp). Reports class-level errors (unknown classes and parents,
// cycles, rename/redefine/undefine/select/export problems, name clashes, wrong generic
// counts, constraint violations, missing or non-procedure creation procedures, effective
// classes with deferred features …). Returns false when the program cannot be checked further.
bool buildUniverse(Program& program, DiagnosticSink& sink);

// Step 3 (sema/check_*.cpp). Reports unknown names, type errors, wrong argument counts,
// calls to non-exported features, invalid creation, assignments to non-writable entities …
// and fills FeatureInfo::routine and ClassInfo::invariant for every class.
void checkBodies(Program& program, DiagnosticSink& sink);

}  // namespace amend::sema
