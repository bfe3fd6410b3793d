// Built-ins whose result does not depend on Current or the arguments (PLATFORM's constants,
// MEMORY's controls, ISE_RUNTIME's fixed answers): one definition for every table that needs them.
#pragma once

#include "runtime/machine.h"

namespace amend::runtime {

template <bool V>
Value constantBoolean(Machine&, Value, Value*) { return Value::boolean(V); }
template <int V>
Value constantInteger(Machine&, Value, Value*) { return Value::int32(V); }
// A procedure that does nothing (or a query whose answer is Void).
inline Value noEffect(Machine&, Value, Value*) { return Value(); }

}  // namespace amend::runtime
