#!/bin/sh
# Parses every .e file of an EiffelBase tree (FreeELKS: library/free_elks/src of
# gobo-eiffel/gobo) with `amend check --parse-only' and prints the first syntax error of each
# file that does not parse, then "N of M files parse". Exit status 0 when all of them parse.
# Usage: bench/parse_freelks.sh PATH [build-dir]
set -eu
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 PATH-TO-FREELKS-SRC [build-dir]" >&2
  exit 2
fi
build=${2:-$(dirname "$0")/../build}
exec "$build/app/amend" check --parse-only "$1"
