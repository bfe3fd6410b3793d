#!/usr/bin/env bash
# Runs the concurrency tests under ThreadSanitizer: configures the `tsan` preset of
# CMakePresets.json (build-tsan/), builds only what the tests below need (a whole TSan build is
# slow) and runs them. Exit status 0 when every one passes with no ThreadSanitizer report.
#
#   tests/sanitizers/run_tsan.sh [TEST...]     (default: every test listed below)
#
# Runs of different tests may overlap (each test's log, reports and home are its own), so a long
# list can be split over several invocations started a little apart (they share the build).
#
# A TEST is a unit test (test_validation), a GUI test (gui_test_main_window) or one of the
# command-line runs: cli_fix (ctest's cli/fix: `amend fix --threads 2`) and cli_bench_jobs
# (`amend bench --jobs 2 --threads 2` on resources/bench/flat, its totals checked).
# What they cover and the figures of a run: tests/sanitizers/README.md.
#
# Every parallel part of the engine and the window runs through support/pool_work.h (QtConcurrent::run
# tasks on a QThreadPool), whose hand-overs TSan can follow though Debian's Qt is not built with TSan.
# tsan.supp suppresses, with `race_top' only, accesses made by lines of QtConcurrent's own templates
# (each line explained there); none of our code. `ignore_noninstrumented_modules' keeps reports out
# of Qt's own uninstrumented libraries, and the preloaded vfork_clone.c keeps libtsan from taking
# QProcess's vfork-like clone for a fork.
set -euo pipefail
cd "$(dirname "$0")/../.."

UNIT=(test_concurrent_validation test_universe_types test_universe test_interpreter test_pool_work
      test_validation test_localization test_autotest test_search test_search_testing test_coevolution
      test_fix_session_controller test_pipeline test_contract_fixes test_earlier_cause test_fix_examples
      test_z3_budget test_fault_groups test_evaluation test_nopol test_autotest_cli)
GUI=(gui_test_job_tracker gui_test_widgets gui_test_open_project gui_test_main_window gui_test_grouped_fault gui_test_coevolution_gui
     gui_test_invalidated_fixes_gui gui_test_fault_warnings_gui gui_test_learning_gui)
CLI=(cli_fix cli_bench_jobs)
TESTS=("$@")
if [ ${#TESTS[@]} -eq 0 ]; then TESTS=("${UNIT[@]}" "${GUI[@]}" "${CLI[@]}"); fi

targets=()
for t in "${TESTS[@]}"; do
  case "$t" in cli_*) targets+=(amend) ;; *) targets+=("$t") ;; esac
done
cmake --preset tsan >/dev/null
cmake --build build-tsan -j2 --target $(printf '%s\n' "${targets[@]}" | sort -u)

# Each test's files (log, reports, home) are its own, so runs of different tests may overlap.
out=build-tsan/tsan
mkdir -p "$out"
cc -O2 -Wall -Wextra -shared -fPIC -o "$out/vfork_clone.$$.so" tests/sanitizers/vfork_clone.c -ldl
export LD_PRELOAD="$PWD/$out/vfork_clone.$$.so"
trap 'rm -f "$out/vfork_clone.$$.so"' EXIT
options="halt_on_error=0 exitcode=66 second_deadlock_stack=1 ignore_noninstrumented_modules=1 suppressions=$PWD/tests/sanitizers/tsan.supp print_suppressions=1"
export QT_QPA_PLATFORM=offscreen
# No shipped knowledge (as under ctest): an empty default first in the data folders.
mkdir -p "$out/data/amend"
echo '{"decisions": []}' > "$out/data/amend/default_knowledge.json"
export XDG_DATA_DIRS="$PWD/$out/data:/usr/local/share:/usr/share"
# Wall-clock limits of the tests scaled for TSan's slowdown (tests/time_scale.h), and Qt Test's
# watchdog (300 s per test function) lengthened to match.
export AMEND_TEST_TIME_SCALE=${AMEND_TEST_TIME_SCALE:-8}
export QTEST_FUNCTION_TIMEOUT=${QTEST_FUNCTION_TIMEOUT:-3600000}

# Runs test $1 with every process's reports written to $out/$1.report.PID.
run_one() {
  local t=$1
  export TSAN_OPTIONS="$options log_path=$PWD/$out/$t.report"
  # As under ctest: a home of the test's own, no shipped knowledge base (tests/CMakeLists.txt).
  rm -rf "$out/$t".report.* "$out/$t.home"
  mkdir -p "$out/$t.home"
  export HOME="$PWD/$out/$t.home" XDG_DATA_HOME="$PWD/$out/$t.home/share"
  case "$t" in
    cli_fix)
      ctest --test-dir build-tsan -R '^cli/fix$' --output-on-failure ;;
    cli_bench_jobs)
      ./build-tsan/app/amend bench resources/bench/flat --jobs 2 --threads 2 --time $((2 * AMEND_TEST_TIME_SCALE)) \
        --budget $((300 * AMEND_TEST_TIME_SCALE)) --techniques autofix --json "$out/bench_jobs.json" &&
      python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["totals"]; sys.exit(0 if (t["cases"],t["found"],t["crashes"],t["timeouts"])==(2,2,0,0) else f"totals {t}")' "$out/bench_jobs.json" ;;
    gui_*)
      "./build-tsan/tests/gui/$t" ;;
    *)
      "./build-tsan/tests/$t" ;;
  esac
}

status=0
for t in "${TESTS[@]}"; do
  started=$(date +%s)
  if run_one "$t" >"$out/$t.log" 2>&1; then result=passed; else result="FAILED (exit $?)"; fi
  reports=$(cat "$out/$t".report.* 2>/dev/null | grep -c "WARNING: ThreadSanitizer" || true)
  # print_suppressions: "N race_top:PATTERN" per pattern matched, in each process's report file.
  suppressed=$( (cat "$out/$t".report.* 2>/dev/null || true) | awk '/^[0-9]+ race_top:/ { n += $1 } END { print n + 0 }')
  echo "$t: $result, $reports ThreadSanitizer reports ($suppressed suppressed by tsan.supp), $(( $(date +%s) - started )) s (log: $out/$t.log)"
  if [ "$result" != passed ] || [ "$reports" != 0 ]; then status=1; fi
done
exit $status
