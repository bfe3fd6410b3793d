#!/bin/bash
# Modular testing on the proof2fix repository (bench/history/2026-11-reports.md, "Modular testing"): for every class
# of the projects (their `.ecf') and of EiffelBase/ (on its own), `amend test --modular on' (seed 1,
# 5 s, one thread) and the proof obligations it reports, one block per class.
# Usage: bench/proof2fix_modular.sh "PATH/TO/proof2fix/Eiffel classes" [AMEND]
set -u
root=${1:?usage: proof2fix_modular.sh "PATH/TO/Eiffel classes" [AMEND]}
amend=$(realpath "${2:-build/app/amend}")
cd "$root" || exit 2
for ecf in */*.ecf */*/*.ecf; do
    dir=$(dirname "$ecf")
    for file in "$dir"/*.e; do
        name=$(basename "$file" .e)
        [ "$name" = application ] && continue
        echo "== $name"
        (cd "$dir" && timeout 600 "$amend" test "$(basename "$ecf")" --class "${name^^}" --time 5 --threads 1 --modular on 2>&1 |
            grep -E '^Proof obligation|^[0-9]+ faults?|replaced by|variables set|start state')
    done
done
for file in EiffelBase/*.e; do
    echo "== $(basename "$file" .e)"
    timeout 600 "$amend" test "$file" --time 5 --threads 1 --modular on 2>&1 |
        grep -E '^Proof obligation|^[0-9]+ faults?|replaced by|variables set|start state'
done
