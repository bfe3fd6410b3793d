// The mark of an external routine Amend cannot run (`external "C"' …; anything but
// "built_in"): the checker makes it a built-in with this key (unrunnable_externals.cpp), and the
// runtime's built-in for the key stops the run naming the routine (runtime/unrunnable_external.cpp).
#pragma once

namespace amend::sema {

inline constexpr const char* kUnrunnableExternal = "<unrunnable external>";

}  // namespace amend::sema
