#!/usr/bin/env bash
# A fuzzing campaign (issue 33): runs each harness for SECONDS on every core, merges what the
# workers found into one minimized corpus, and prints a Markdown table of executions, rate,
# coverage and findings per harness (paste it into tests/fuzz/README.md):
#   tests/fuzz/campaign.sh SECONDS [HARNESS...]      (default: parse check run candidate)
# The corpus of a harness lives in build-fuzz/corpus/HARNESS and grows from campaign to campaign
# (seeded by seed_corpus.sh on the first run); findings land in build-fuzz/findings/HARNESS/,
# worker logs in build-fuzz/campaign/HARNESS/. WORKERS (default: nproc) sets the parallelism.
# Exit status non-zero when any harness has a finding.
set -euo pipefail
seconds=${1:?usage: tests/fuzz/campaign.sh SECONDS [HARNESS...]}
shift
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(parse check run candidate)
source=$(cd "$(dirname "$0")/../.." && pwd)
build=$source/build-fuzz
workers=${WORKERS:-$(nproc)}
JOBS=$workers bash "$source/tests/fuzz/build.sh" "${harnesses[@]}"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
table="| harness | seconds | workers | executions | executions/s | coverage (edges) | features | corpus | findings |
|---|---|---|---|---|---|---|---|---|"
status=0
for h in "${harnesses[@]}"; do
  binary=$build/tests/fuzz/fuzz_$h corpus=$build/corpus/$h logs=$build/campaign/$h findings=$build/findings/$h
  [ -d "$corpus" ] || bash "$source/tests/fuzz/seed_corpus.sh" "$h" "$source" "$corpus"
  rm -rf "$logs" && mkdir -p "$logs" "$findings"
  # One libFuzzer process per worker, each writing its own log; all share the corpus folder.
  (cd "$logs" && "$binary" "$corpus" -jobs="$workers" -workers="$workers" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -max_len=65536 -dict="$source/tests/fuzz/eiffel.dict" -artifact_prefix="$findings/" \
      -print_final_stats=1 >/dev/null 2>&1) || true
  executions=0 coverage=0 features=0
  for log in "$logs"/fuzz-*.log; do
    [ -f "$log" ] || continue
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    executions=$((executions + ${n:-0}))
    c=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    f=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    [ "${c:-0}" -gt "$coverage" ] && coverage=$c
    [ "${f:-0}" -gt "$features" ] && features=$f
  done
  # Minimize: keep the inputs that add coverage (libFuzzer's -merge=1 into a fresh folder).
  merged=$build/corpus/$h.merged
  rm -rf "$merged" && mkdir -p "$merged"
  "$binary" -merge=1 -timeout=10 -rss_limit_mb=2048 "$merged" "$corpus" >"$logs/merge.log" 2>&1 || true
  if [ -n "$(ls -A "$merged")" ]; then rm -rf "$corpus" && mv "$merged" "$corpus"; else rm -rf "$merged"; fi
  found=$(find "$findings" -type f | wc -l)
  [ "$found" -eq 0 ] || status=1
  table+="
| $h | $seconds | $workers | $executions | $((executions / (seconds > 0 ? seconds : 1))) | $coverage | $features | $(ls "$corpus" | wc -l) | $found |"
done
echo "$table"
exit $status
