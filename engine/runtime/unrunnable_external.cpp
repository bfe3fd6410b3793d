// The body of an external routine Amend cannot run (sema marks it with kUnrunnableExternal):
// a call stops the run with a failure naming the routine and its language, where it was called.
#include "runtime/machine.h"
#include "sema/unrunnable_externals.h"

namespace amend::runtime {

using sema::kUnrunnableExternal;

namespace {

Value unrunnableExternal(Machine& m, Value, Value*)
{
    const CallRecord* call = m.topRecord;
    const sema::FeatureInfo* f = call ? call->feature : nullptr;
    std::string what = "an external routine";
    if (f) {
        what = "external " + (f->decl ? "\"" + f->decl->externalLanguage + "\" " : std::string()) + "routine "
               + (f->writtenIn ? f->writtenIn->name + "." : std::string()) + f->name;
    }
    m.fail(ViolationKind::Other, nullptr, call ? call->site : SourceRange{}, what + " cannot be run by Amend", false, f);
}

}  // namespace

void registerUnrunnableExternal(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace(kUnrunnableExternal, &unrunnableExternal);
}

}  // namespace amend::runtime
