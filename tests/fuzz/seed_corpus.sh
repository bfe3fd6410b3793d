#!/usr/bin/env bash
# Seeds a corpus folder for a harness: NAME SOURCE_DIR CORPUS_DIR. parse, check and run start
# from every .e program of tests/corpus and resources/ (examples, bench collections; the kernel
# library too for parse); candidate from tests/fuzz/seeds/candidate (a routine number byte and
# that routine's body).
set -euo pipefail
name=$1 source=$2 corpus=$3
mkdir -p "$corpus"
if [ "$name" = candidate ]; then
  cp "$source"/tests/fuzz/seeds/candidate/* "$corpus"/
  exit 0
fi
folders=("$source/tests/corpus" "$source/resources/examples" "$source/resources/bench")
[ "$name" = parse ] && folders+=("$source/resources/kernel")
n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  cp "$f" "$corpus/seed_$n.e"
done < <(find "${folders[@]}" -name '*.e' -print0 | sort -z)
