#!/usr/bin/env bash
# Screenshots of the Amend window for the README: the sorted_set example after a fix session,
# under Xvfb at 1280x800 and 1920x1080, in English and (at 1280x800) in German, the Traces
# panel (on the failing test, and replayed on the selected fix with the editor following it) and
# the side-by-side diff of the second fault; and the best_score example's grouped fault (one
# wrong line, three postcondition clauses) at both sizes and in German;
# and the library example's fix with a test co-evolved against the fixes; and number_theory's gcd
# fixes that co-evolved tests made invalid, listed under the ranked ones; and the account example's
# overflow-dependent warning, listed in grey after its fault. And the common sizes 1024x700,
# 1600x1000 and 1920x1080 in English and German (every column of the fault and fix tables in view).
# Usage: packaging/screenshots.sh [BUILD_DIR] [OUT_DIR]  (defaults: build, resources/screenshots)
# Runs with a scratch settings folder, so the user's settings neither affect nor get changed.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=${2:-resources/screenshots}
mkdir -p "$out"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
shoot() {  # WIDTH HEIGHT FILE [OPTIONS...]  (EXAMPLE: the example opened, default sorted_set)
  local w=$1 h=$2 file=$3
  shift 3
  XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch" \
    xvfb-run -a -s "-screen 0 ${w}x${h}x24" "$build/app/amend-gui" --fix --time 3 --example "${EXAMPLE:-sorted_set}" \
    --screenshot "$out/$file" "$@"
  echo "$out/$file"
}
shoot 1280 800 amend-1280x800.png --lang en
shoot 1920 1080 amend-1920x1080.png --lang en
shoot 1280 800 amend-1280x800-de.png --lang de
for size in 1024x700 1600x1000 1920x1080; do
  [ "$size" = 1920x1080 ] || shoot "${size%x*}" "${size#*x}" "amend-$size.png" --lang en
  shoot "${size%x*}" "${size#*x}" "amend-$size-de.png" --lang de
done
shoot 1280 800 amend-traces.png --lang en --fault 2 --show traces
shoot 1280 800 amend-side-by-side.png --lang en --fault 2 --show side-by-side
shoot 1280 800 amend-trace-on-fix.png --lang en --fault 2 --show traces-on-fix
EXAMPLE=best_score shoot 1280 800 amend-grouped.png --lang en
EXAMPLE=best_score shoot 1920 1080 amend-grouped-1920x1080.png --lang en
EXAMPLE=best_score shoot 1280 800 amend-grouped-de.png --lang de
EXAMPLE=library shoot 1280 800 amend-coevolved.png --lang en --show coevolved
EXAMPLE=number_theory shoot 1280 800 amend-invalidated.png --lang en --show invalidated
EXAMPLE=account shoot 1280 800 amend-warnings.png --lang en
