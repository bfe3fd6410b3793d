// Layering probe (tests/CMakeLists.txt): compiled with the search layer's include root, as a file
// of engine/search/ is. It includes search and the layers below it only, so it builds: the
// upward probes fail for their include and nothing else.
#include "analysis/fault_input.h"
#include "search/search.h"
#include "synthesis/candidate.h"

int layeringProbeSearchDownward() { return 0; }
