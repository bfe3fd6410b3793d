// Layering probe (tests/CMakeLists.txt): compiled with the repair layer's include root, as a file
// of engine/repair/ is. Learning sits above repair (repair hands it a hook, FixOptions::learning),
// so reaching into learning/ from repair must not build.
#include "learning/knowledge_base.h"

int layeringProbeRepairLearning() { return 0; }
