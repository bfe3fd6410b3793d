#!/bin/sh
# Surveys the proof2fix repository's `Eiffel classes' (GitHub proof2fix/proof2fix) with Amend:
# `amend check' on every .ecf project, `amend check' on every class on its own, and
# `amend test' on every buggy class (FILE_N.e), printing the faults it reports. With --fix,
# also `amend fix' on every buggy class (one fault budget each) and the proof2fix and
# correction lines of the file next to Amend's first fixes, for comparing by hand.
# Usage: bench/proof2fix.sh PATH-TO-EIFFEL-CLASSES [build-dir] [--fix SECONDS]
set -u
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 PATH-TO-EIFFEL-CLASSES [build-dir] [--fix SECONDS]" >&2
  exit 2
fi
root=$1
build=${2:-$(dirname "$0")/../build}
amend=$build/app/amend
fix_budget=
if [ "${3:-}" = "--fix" ]; then fix_budget=${4:-60}; fi

echo "== projects"
find "$root" -name '*.ecf' | sort | while read -r ecf; do
  printf '%s: ' "${ecf#$root/}"
  "$amend" check "$ecf" 2>&1 | tail -1
done

echo "== classes on their own"
find "$root" -name '*.e' | sort | while read -r f; do
  if "$amend" check "$f" >/dev/null 2>&1; then echo "checks: ${f#$root/}"; else echo "does not check: ${f#$root/}"; fi
done > "${TMPDIR:-/tmp}/proof2fix_classes.$$"
grep '^does not check' "${TMPDIR:-/tmp}/proof2fix_classes.$$"
echo "$(grep -c '^checks' "${TMPDIR:-/tmp}/proof2fix_classes.$$") of $(wc -l < "${TMPDIR:-/tmp}/proof2fix_classes.$$") classes check on their own"
rm -f "${TMPDIR:-/tmp}/proof2fix_classes.$$"

echo "== amend test on each buggy class"
find "$root" -name '*_[0-9].e' | sort | while read -r f; do
  # Within its project when there is one (its options, e.g. is_obsolete_iteration), else alone.
  ecf=$(find "$(dirname "$f")" -maxdepth 1 -name '*.ecf' | head -1)
  class=$(basename "$f" .e | tr 'a-z' 'A-Z')
  if [ -n "$ecf" ]; then set -- "$ecf" --class "$class"; else set -- "$f"; fi
  report=$("$amend" test "$@" --threads 1 --time 5 2>&1)
  faults=$(printf '%s\n' "$report" | grep -E '^Fault [0-9]+:|^  [a-z_]+.* violated' | paste -sd' ' -)
  echo "${f#$root/}: ${faults:-no fault}"
  # `amend fix' takes no --class: it fixes the routine of the first fault (--feature).
  first=$(printf '%s\n' "$report" | grep -m1 -oE '^Fault [0-9]+: [A-Z0-9_]+\.[a-z0-9_]+' | sed 's/^Fault [0-9]*: //')
  if [ -n "$fix_budget" ] && [ -n "$first" ]; then
    grep -hE -- '-- (proof2fix|correction):' "$f" | sed 's/^[[:space:]]*/    expected: /'
    "$amend" fix "$1" --feature "$first" --threads 1 --time 5 --fault-budget "$fix_budget" --max-fixes 5 2>&1 \
      | grep -E '^Fault [0-9]+:|^Fix [0-9]+ |^[-+][^-+]' | head -12 | sed 's/^/    /'
  fi
done
