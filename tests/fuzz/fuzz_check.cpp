// Fuzz harness: the whole front end (parse, class universe, type check and lowering of every
// body) on arbitrary bytes as one file of a program with the kernel library.
#include "sema/compiler.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    amend::sema::CompileInput input;
    input.buffers.emplace_back("fuzz.e", std::string(reinterpret_cast<const char*>(data), size));
    amend::DiagnosticSink sink;
    auto program = amend::sema::compileProgram(input, sink);
    (void)program;
    return 0;
}
