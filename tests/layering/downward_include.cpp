// Layering probe (tests/CMakeLists.txt): compiled with the sema layer's include root, as a file
// of engine/sema/ is. It includes sema and the layers below it only, so it builds: the upward
// probe fails for its include and nothing else.
#include "sema/program.h"
#include "support/source.h"
#include "syntax/ast.h"

int layeringProbeDownward() { return 0; }
