// The translation unit that builds engine/precompiled.h once (CMake needs a source for the
// amend_engine_pch target whose precompiled header every layer reuses).
#include "precompiled.h"
