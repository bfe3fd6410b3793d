#!/usr/bin/env bash
# Builds a fuzz harness with clang, ASan and UBSan (build.sh, build-fuzz/) and runs it:
#   tests/fuzz/run.sh HARNESS SECONDS [libFuzzer options...]
# HARNESS is parse, check, run or candidate. The corpus grows in build-fuzz/corpus/HARNESS
# (seeded on the first run); findings land in build-fuzz/findings/HARNESS/. Exit status non-zero
# on a finding. Needs the Debian packages clang and libclang-rt-14-dev.
set -euo pipefail
harness=${1:?usage: tests/fuzz/run.sh HARNESS SECONDS [libFuzzer options...]}
seconds=${2:?usage: tests/fuzz/run.sh HARNESS SECONDS [libFuzzer options...]}
shift 2
source=$(cd "$(dirname "$0")/../.." && pwd)
build=$source/build-fuzz
bash "$source/tests/fuzz/build.sh" "$harness"
corpus=$build/corpus/$harness
[ -d "$corpus" ] || bash "$source/tests/fuzz/seed_corpus.sh" "$harness" "$source" "$corpus"
mkdir -p "$build/findings/$harness"
# Leak checking off: Qt and z3 keep process-lifetime allocations that LeakSanitizer reports.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
"$build/tests/fuzz/fuzz_$harness" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -dict="$source/tests/fuzz/eiffel.dict" \
    -artifact_prefix="$build/findings/$harness/" -print_final_stats=1 "$@"
