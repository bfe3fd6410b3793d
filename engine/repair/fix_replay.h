// Running tests on a proposed fix after the fix session (the window's Traces panel replays a
// test before and after a fix): turns a body Fix (plain values) back into an executable
// replacement routine of the program it was computed for, owned by the returned RunOptions (the
// program does not change: any thread, any time). Contract fixes change no body and are not
// replayed.
#pragma once

#include "repair/fix.h"
#include "runtime/interpreter.h"

#include <optional>

namespace amend::repair {

// Run options whose overrides make the fixed routine run instead of the original; nullopt when
// the fix is a contract fix, its routine is unknown, or its text no longer lowers.
std::optional<runtime::RunOptions> replayOptionsForFix(const sema::Program& program, const Fix& fix);

}  // namespace amend::repair
