// Layering probe (tests/CMakeLists.txt): compiled with the synthesis layer's include root, as a
// file of engine/synthesis/ is. search/ is above synthesis, so this must not build.
#include "search/patch.h"

int layeringProbeSearchFromSynthesis() { return 0; }
