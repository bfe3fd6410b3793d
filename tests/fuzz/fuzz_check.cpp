// Fuzz harness: the whole front end (parse, class universe, type check and lowering of every
// body) on arbitrary bytes as one file of a program with the kernel library (parsed once,
// fuzz_compile.h).
#include "fuzz_compile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    amend::DiagnosticSink sink;
    auto program = amend::fuzz::compileInput(data, size, sink);
    (void)program;
    return 0;
}
