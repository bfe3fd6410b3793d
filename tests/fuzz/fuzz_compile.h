// The compilation the `check' and `run' harnesses do on each input: the input as the one user
// file of a program, on the kernel library parsed and checked once per process
// (sema::checkKernel), so an execution builds and checks only the input's own classes, not the
// kernel's eleven thousand lines again (an input whose class replaces a kernel class is built whole).
#pragma once

#include "sema/compiler.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace amend::fuzz {

inline std::shared_ptr<const sema::Program> compileInput(const std::uint8_t* data, std::size_t size, DiagnosticSink& sink)
{
    static const std::shared_ptr<const sema::CheckedKernel> kernel = sema::checkKernel(sema::parseKernel());
    sema::CompileInput input;
    input.buffers.emplace_back("fuzz.e", std::string(reinterpret_cast<const char*>(data), size));
    input.checkedKernel = kernel;
    return sema::compileProgram(input, sink);
}

}  // namespace amend::fuzz
