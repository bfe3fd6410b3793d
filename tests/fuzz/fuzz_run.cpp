// Fuzz harness: the interpreter. An input that checks without errors is run from every class
// with a creation procedure `make' under small budgets (steps, depth, memory), as a test run
// is: whatever the program does, the run must end with an outcome. The kernel library is
// parsed once (fuzz_compile.h).
#include "fuzz_compile.h"
#include "runtime/interpreter.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    amend::DiagnosticSink sink;
    auto program = amend::fuzz::compileInput(data, size, sink);
    if (sink.hasErrors()) return 0;
    amend::runtime::RunOptions options;
    options.limits.maxSteps = 20'000;
    options.limits.maxDepth = 200;
    options.limits.maxMemoryBytes = 8u * 1024 * 1024;
    for (const auto& cls : program->classes) {
        if (cls->isKernel || !cls->decl || cls->isDeferred) continue;
        const amend::sema::FeatureInfo* make = cls->feature("make");
        if (!make || !cls->isCreator(make) || !make->argNames.empty()) continue;
        amend::runtime::runWithLargeStack([&] { amend::runtime::runRoot(*program, cls->name, "make", options); }, 64u * 1024 * 1024);
    }
    return 0;
}
