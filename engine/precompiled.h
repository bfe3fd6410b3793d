// The standard headers nearly every engine source includes, compiled once for every layer, the
// command line and the language server (engine/CMakeLists.txt: amend_engine_pch, reused by each
// target through REUSE_FROM). Parsing libstdc++ (C++20's <algorithm> and <functional> above all)
// was most of each translation unit's compile time: 78,000 of the 94,000 lines a runtime source
// expands to. Only the standard library is here, so a layer still sees exactly the engine headers
// it includes, and every source still includes what it uses.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>
