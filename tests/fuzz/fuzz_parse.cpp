// Fuzz harness: the lexer and parser on arbitrary bytes as one file. Every input must end
// (no crash, hang or sanitizer report) whatever it holds.
#include "support/diagnostics.h"
#include "syntax/parser.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    amend::SourceManager sources;
    const int file = sources.add("fuzz.e", std::string(reinterpret_cast<const char*>(data), size));
    amend::DiagnosticSink sink;
    amend::syntax::Module module = amend::syntax::parseFile(sources, file, sink);
    (void)module;
    return 0;
}
