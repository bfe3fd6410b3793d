// Layering probe (tests/CMakeLists.txt): compiled with the sema layer's include root, as a file
// of engine/sema/ is. It reaches up into repair/, so it must not build.
#include "repair/fix.h"

int layeringProbeUpward() { return 0; }
