#!/usr/bin/env bash
# Configures build-fuzz/ (clang, -DAMEND_FUZZ=ON, ASan and UBSan; preset-free so it works on any
# checkout) and builds the named fuzz harnesses, only them and the engine layers they link:
#   tests/fuzz/build.sh [HARNESS...]     (default: parse check run candidate)
# Needs the Debian packages clang and libclang-rt-14-dev (.ci/install-deps). JOBS (default 2)
# sets the build's parallelism. Used by run.sh and .ci/fuzz-smoke.
set -euo pipefail
source=$(cd "$(dirname "$0")/../.." && pwd)
build=$source/build-fuzz
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(parse check run candidate)
# -O1 with line tables only: about twice as quick to build as -O2 -g, and sanitizer reports
# still name file and line.
cmake -S "$source" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DAMEND_FUZZ=ON -DAMEND_UNITY_BUILD=ON \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
    "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
    "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
cmake --build "$build" -j "${JOBS:-2}" --target "${harnesses[@]/#/fuzz_}"
