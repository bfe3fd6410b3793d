#!/bin/sh
# Nopol figures per fault: time spent in angelic localization, value collection, SMT solving
# and validation, from the end-to-end Nopol tests (tests/unit/test_nopol.cpp), which print one
# "nopol-bench" line per fault. Prints a Markdown table.
#
# Usage: bench/run_nopol_bench.sh [build-dir]   (default: build)
BUILD=${1:-build}
TEST="$BUILD/tests/test_nopol"
if [ ! -x "$TEST" ]; then
    echo "no $TEST: build the test_nopol target first" >&2
    exit 1
fi
echo "| fault | condition | level | localization s | collection s | solving s | validation s | test runs |"
echo "|---|---|---|---|---|---|---|---|"
"$TEST" 2>&1 | sed -n 's/.*nopol-bench \(.*\)$/\1/p'
