// External routines Amend cannot run (`external "C"', "C++", "DLL" … anything but "built_in"):
// the class still loads, the feature gets a warning saying so, and its routine becomes a
// built-in whose call stops the run with a message naming it (runtime/unrunnable_external.cpp).
// Only the routines that reach such a call fail; the rest of the class runs and is tested.
#include "sema/checker.h"
#include "sema/unrunnable_externals.h"

namespace amend::sema::check {

void markUnrunnableExternal(ir::Routine& r, const FeatureInfo& version, DiagnosticSink& sink)
{
    r.isBuiltIn = true;
    r.builtInKey = kUnrunnableExternal;
    if (version.declNameIndex != 0) return;  // `a, b external …': one warning for the declaration
    const std::string& language = version.decl->externalLanguage;
    sink.warning(version.range, "external \"" + language + "\" routine `" + version.name
                                    + "' cannot be run by Amend: a call to it stops the run");
}

}  // namespace amend::sema::check
