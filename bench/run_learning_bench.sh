#!/bin/sh
# Learning from decisions (issue 17): the leave-one-out measure on the bundled collections, and
# the default knowledge base Amend ships. Runs `amend bench` on examples, unseen and assignments
# without learning (the plain ranking), then `amend learn --leave-one-out` on the reports: for each
# case, the rank of the first proper fix with a knowledge base trained on the other cases.
# With --write-default it also trains resources/learning/default_knowledge.json on all of them.
# Usage: bench/run_learning_bench.sh [build-dir] [--write-default]   (from the repository root)
set -e
build=${1:-build}
out=$(mktemp -d)
for collection in examples unseen assignments; do
    "$build/app/amend" bench "resources/bench/$collection" --jobs 2 --threads 1 --time 5 --no-learning \
        --json "$out/$collection.json" >/dev/null
done
"$build/app/amend" learn "$out/examples.json" "$out/unseen.json" "$out/assignments.json" --leave-one-out
if [ "$2" = "--write-default" ]; then
    "$build/app/amend" learn "$out/examples.json" "$out/unseen.json" "$out/assignments.json" \
        --out resources/learning/default_knowledge.json --rules 0
fi
rm -rf "$out"
