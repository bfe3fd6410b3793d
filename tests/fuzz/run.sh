#!/usr/bin/env bash
# Builds the fuzz harnesses with clang, ASan and UBSan (build-fuzz/, preset-free so it works on
# any checkout) and runs one: tests/fuzz/run.sh HARNESS SECONDS [libFuzzer options...]
# HARNESS is parse, check, run or candidate. The corpus grows in build-fuzz/corpus/HARNESS
# (seeded on the first run); findings land in build-fuzz/findings/HARNESS/. Exit status non-zero
# on a finding. Needs the Debian packages clang and libclang-rt-14-dev.
set -euo pipefail
harness=${1:?usage: tests/fuzz/run.sh HARNESS SECONDS [libFuzzer options...]}
seconds=${2:?usage: tests/fuzz/run.sh HARNESS SECONDS [libFuzzer options...]}
shift 2
source=$(cd "$(dirname "$0")/../.." && pwd)
build=$source/build-fuzz
cmake -S "$source" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DAMEND_FUZZ=ON \
    "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
    "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
cmake --build "$build" -j2 --target "fuzz_$harness"
corpus=$build/corpus/$harness
[ -d "$corpus" ] || bash "$source/tests/fuzz/seed_corpus.sh" "$harness" "$source" "$corpus"
mkdir -p "$build/findings/$harness"
# Leak checking off: Qt and z3 keep process-lifetime allocations that LeakSanitizer reports.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
"$build/tests/fuzz/fuzz_$harness" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$build/findings/$harness/" -print_final_stats=1 "$@"
