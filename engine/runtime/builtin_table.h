// Whether the runtime provides a built-in or external routine, by its key "CLASS.feature"
// (resources/kernel/BUILTINS.md), for reports that must not see the interpreter's internals
// (`amend check --library-report').
#pragma once

#include <string_view>

namespace amend::runtime {

bool providesBuiltin(std::string_view key);

}  // namespace amend::runtime
