#!/usr/bin/env bash
# Runs the concurrency tests under ThreadSanitizer: configures the `tsan` preset of
# CMakePresets.json (build-tsan/), builds only the test executables below (a whole TSan build is
# slow) and runs them. Exit status 0 when they pass with no ThreadSanitizer report.
#
#   tests/sanitizers/run_tsan.sh [TEST...]     (default: the tests listed in TESTS)
#
# What it covers (test_concurrent_validation): one compiled program shared by four std::threads
# while candidates of two faults are parsed, checked, lowered and validated on each of them, and
# a fix session's parallel lowering (synthesis::lowerCandidates, plain threads); the type table
# shared by threads (test_universe_types); runs on a QThread with a large stack (test_interpreter).
#
# Debian's Qt is not instrumented and its QMutex/QWaitCondition wait on futexes TSan cannot see:
# every QtConcurrent join (validateCandidates, localization) then shows as a race between a pooled
# worker and the thread that waited for it, so tests of QtConcurrent code are not listed here.
# `ignore_noninstrumented_modules' keeps Qt's own internals (QtTest's watchdog thread) out of the
# reports; nothing of the project's code is suppressed.
set -euo pipefail
cd "$(dirname "$0")/../.."
TESTS=("$@")
if [ ${#TESTS[@]} -eq 0 ]; then TESTS=(test_concurrent_validation test_universe_types test_interpreter); fi

cmake --preset tsan >/dev/null
cmake --build build-tsan -j2 --target "${TESTS[@]}"

export TSAN_OPTIONS="halt_on_error=0 exitcode=66 second_deadlock_stack=1 ignore_noninstrumented_modules=1"
export QT_QPA_PLATFORM=offscreen
# Wall-clock limits of the tests scaled for TSan's slowdown (tests/time_scale.h).
export AMEND_TEST_TIME_SCALE=${AMEND_TEST_TIME_SCALE:-8}
status=0
for t in "${TESTS[@]}"; do
  log="build-tsan/$t.tsan.log"
  if ./build-tsan/tests/"$t" >"$log" 2>&1; then result=passed; else result="FAILED (exit $?)"; fi
  reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
  echo "$t: $result, $reports ThreadSanitizer reports (log: $log)"
  if [ "$result" != passed ] || [ "$reports" != 0 ]; then status=1; fi
done
exit $status
