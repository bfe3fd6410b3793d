// Wall-clock limits in tests, scaled for slow builds: a sanitizer build runs the engine several
// times slower, so a z3 timeout or a budget that holds in a release build runs out there. The
// environment variable AMEND_TEST_TIME_SCALE (a whole number; unset: 1; set by the asan test
// preset and tests/sanitizers/run_tsan.sh) multiplies a test's wall-clock limits (QTRY_* waits,
// deadlines, the seconds of testing a test gives the engine to find its faults); the assertions stay
// as they are. The CMake scripts of tests/cli read it too (cli/time_scale.cmake).
#pragma once

#include <cstdlib>

namespace amend::test {

// AMEND_TEST_TIME_SCALE from the environment; 1 when unset or not a whole number of at least 1.
inline unsigned timeScale()
{
    const char* text = std::getenv("AMEND_TEST_TIME_SCALE");
    if (!text) return 1;
    char* end = nullptr;
    const long scale = std::strtol(text, &end, 10);
    return end != text && *end == '\0' && scale >= 1 && scale <= 100 ? static_cast<unsigned>(scale) : 1;
}

inline unsigned scaledMilliseconds(unsigned milliseconds)
{
    return milliseconds * timeScale();
}

inline double scaledSeconds(double seconds)
{
    return seconds * timeScale();
}

}  // namespace amend::test
