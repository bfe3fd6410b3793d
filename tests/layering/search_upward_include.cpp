// Layering probe (tests/CMakeLists.txt): compiled with the search layer's include root, as a file
// of engine/search/ is. It reaches up into repair/, so it must not build.
#include "repair/fix.h"

int layeringProbeSearchUpward() { return 0; }
