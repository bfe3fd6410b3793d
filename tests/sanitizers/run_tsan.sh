#!/usr/bin/env bash
# Runs the concurrency tests under ThreadSanitizer: configures the `tsan` preset of
# CMakePresets.json (build-tsan/), builds only the test executables below (a whole TSan build is
# slow) and runs them. Exit status 0 when they pass with no ThreadSanitizer report.
#
#   tests/sanitizers/run_tsan.sh [TEST...]     (default: the tests listed in TESTS)
#
# What they cover: one compiled program shared by several threads while candidates of two faults
# are lowered and validated (test_concurrent_validation), parallel validation (test_validation),
# parallel localization (test_localization). Qt and z3 are not instrumented; the suppressions
# file lists the reports that come from inside them, if any.
set -euo pipefail
cd "$(dirname "$0")/../.."
TESTS=("$@")
if [ ${#TESTS[@]} -eq 0 ]; then TESTS=(test_concurrent_validation test_validation); fi

cmake --preset tsan >/dev/null
cmake --build build-tsan -j2 --target "${TESTS[@]}"

export TSAN_OPTIONS="halt_on_error=0 exitcode=66 second_deadlock_stack=1 suppressions=$PWD/tests/sanitizers/tsan.supp"
export QT_QPA_PLATFORM=offscreen
status=0
for t in "${TESTS[@]}"; do
  log="build-tsan/$t.tsan.log"
  if ./build-tsan/tests/"$t" >"$log" 2>&1; then result=passed; else result="FAILED (exit $?)"; fi
  reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
  echo "$t: $result, $reports ThreadSanitizer reports (log: $log)"
  if [ "$result" != passed ] || [ "$reports" != 0 ]; then status=1; fi
done
exit $status
