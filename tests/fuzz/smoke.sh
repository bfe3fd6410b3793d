#!/usr/bin/env bash
# One smoke run of a fuzz harness (the ctest cases fuzz/smoke_*): HARNESS_BINARY NAME SECONDS
# WORK_DIR SOURCE_DIR. Seeds a fresh corpus (seed_corpus.sh), runs libFuzzer for SECONDS and
# fails (exit status non-zero) on any crash, sanitizer report, timeout or out-of-memory.
set -euo pipefail
binary=$1 name=$2 seconds=$3 work=$4 source=$5
rm -rf "$work" && mkdir -p "$work/corpus" "$work/findings"
bash "$source/tests/fuzz/seed_corpus.sh" "$name" "$source" "$work/corpus"
# Leak checking off: Qt and z3 keep process-lifetime allocations that LeakSanitizer reports.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
"$binary" "$work/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -dict="$source/tests/fuzz/eiffel.dict" \
    -artifact_prefix="$work/findings/" -print_final_stats=1
