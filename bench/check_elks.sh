#!/bin/sh
# Checks an EiffelBase tree (FreeELKS: library/free_elks/src of gobo-eiffel/gobo) as a whole, as
# the project's own EiffelBase instead of Amend's kernel, and prints how many of its classes
# check and how many of its built-ins the runtime provides (`amend check --library-report'),
# then the missing built-ins and the first error of each class that does not check.
# Usage: bench/check_elks.sh PATH [build-dir]   (PATH: the tree's folder or its .ecf)
set -eu
if [ $# -lt 1 ] || [ ! -e "$1" ]; then
  echo "usage: $0 PATH-TO-FREELKS-SRC-OR-ECF [build-dir]" >&2
  exit 2
fi
build=${2:-$(dirname "$0")/../build}
ecf=$1
if [ -d "$ecf" ]; then
  for name in base.ecf library.ecf; do
    if [ -f "$ecf/$name" ]; then ecf=$ecf/$name; break; fi
  done
fi
exec "$build/app/amend" check --library-report --library "base=$ecf" "$ecf"
