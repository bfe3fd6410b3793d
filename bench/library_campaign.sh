#!/bin/sh
# A campaign of `amend test' over whole libraries (issue 35), as the AutoFix paper (Section 6)
# ran AutoTest over EiffelBase and Gobo: every class of FreeELKS's `structures' and `kernel'
# clusters and of Gobo's `structure' library, SECONDS each (default 10; two shards side by side,
# one per core), one JSON per class under
# OUT (resumable: run it again after an interruption), then the merged report OUT/merged.json
# with faults grouped across classes. Niced: the machine is shared.
# Usage: bench/library_campaign.sh GOBO-CHECKOUT [OUT] [SECONDS] [build-dir]
#   (GOBO-CHECKOUT: a checkout of GitHub gobo-eiffel/gobo; not in this repository)
set -eu
if [ $# -lt 1 ] || [ ! -d "$1/library/free_elks" ]; then
  echo "usage: $0 GOBO-CHECKOUT [OUT] [SECONDS] [build-dir]" >&2
  exit 2
fi
gobo=$1
out=${2:-library-campaign}
seconds=${3:-10}
build=${4:-$(dirname "$0")/../build}
amend="nice -n 10 $build/app/amend"
# One shard per core, one thread each: every class gets SECONDS of one core.
shard() {
  for cluster in structures kernel; do
    $amend test "$gobo/library/free_elks/library.ecf" --cluster "$cluster" --each-class "$out/free_elks" --shard "$1/2" \
      --time "$seconds" --threads 1 || true
  done
  $amend test "$gobo/library/structure/library.ecf" --cluster structure --each-class "$out/structure" --shard "$1/2" \
    --time "$seconds" --threads 1 || true
}
shard 1 > "$out.shard1.log" 2>&1 &
shard 2 > "$out.shard2.log" 2>&1
wait
$amend test --merge "$out/free_elks" "$out/structure" --json "$out/merged.json" || true
