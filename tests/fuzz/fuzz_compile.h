// The compilation the `check' and `run' harnesses do on each input: the input as the one user
// file of a program, on the kernel library parsed once per process (sema::parseKernel), so an
// execution does not read and parse eleven thousand lines of kernel again.
#pragma once

#include "sema/compiler.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace amend::fuzz {

inline std::shared_ptr<const sema::Program> compileInput(const std::uint8_t* data, std::size_t size, DiagnosticSink& sink)
{
    static const std::shared_ptr<const sema::ParsedKernel> kernel = sema::parseKernel();
    sema::CompileInput input;
    input.buffers.emplace_back("fuzz.e", std::string(reinterpret_cast<const char*>(data), size));
    input.kernel = kernel;
    return sema::compileProgram(input, sink);
}

}  // namespace amend::fuzz
