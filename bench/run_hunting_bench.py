#!/usr/bin/env python3
"""Tests that hunt (issue 16): for every case of a collection (default resources/bench/hunting),
is the fault listed in its faults.txt found by `amend test` with seeds 1..N, with AutoTest's
search phase and without it (`--no-search`, random testing only) at the same budget? Also the
faults found per second of testing over all runs.

usage: bench/run_hunting_bench.py [BUILD_DIR] [--collection DIR] [--seeds N] [--time S] [--max-tests M] [--search-only]
Runs `amend test CASE/faulty --seed S --time S --max-tests M --threads 1 --json F [--no-search]`,
matches the JSON faults against faults.txt (routine, kind, tag when given) and prints a
Markdown table: per case, how many of the seeds found the fault without and with the search
(the seeds that did, when not all), and the cases found for every seed. `--search-only` skips
the runs without the search.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUMMARY = re.compile(r"^(\d+) faults? .*?; ([0-9.]+) s, \d+ tests/s", re.M)


def expected_faults(case_dir):
    faults = []
    with open(os.path.join(case_dir, "faults.txt")) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                faults.append((line[0], line[1], line[2] if len(line) > 2 and "=" not in line[2] else ""))
    return faults


def run(amend, case_dir, seed, a, search):
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        args = [amend, "test", os.path.join(case_dir, "faulty"), "--seed", str(seed), "--time", str(a.time),
                "--max-tests", str(a.max_tests), "--threads", "1", "--json", report.name]
        if not search:
            args.append("--no-search")
        out = subprocess.run(args, capture_output=True, text=True).stdout
        m = SUMMARY.search(out)
        if not m:
            sys.exit("unexpected output:\n" + out)
        found = json.load(open(report.name))["faults"]
    keys = {(f["routine"], f["kind"], f["tag"]) for f in found}
    hit = all(any(r == routine and k == kind and (not tag or t == tag) for (r, k, t) in keys)
              for (routine, kind, tag) in expected_faults(case_dir))
    return hit, int(m.group(1)), float(m.group(2))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    parser.add_argument("--collection", default=os.path.join(ROOT, "resources", "bench", "hunting"))
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--time", type=float, default=10)
    parser.add_argument("--max-tests", type=int, default=300)
    parser.add_argument("--search-only", action="store_true", help="skip the runs without the search")
    a = parser.parse_args()
    modes = (True,) if a.search_only else (False, True)
    amend = os.path.join(a.build, "app", "amend")
    cases = sorted(d for d in os.listdir(a.collection) if os.path.isdir(os.path.join(a.collection, d, "faulty")))
    headers = {False: f"found without the search (seeds 1-{a.seeds})", True: f"found with the search (seeds 1-{a.seeds})"}
    print("| case | " + " | ".join(headers[m] for m in modes) + " |")
    print("|---" * (len(modes) + 1) + "|")
    totals = {False: [0, 0, 0.0], True: [0, 0, 0.0]}  # seeds found, faults, seconds
    every = {False: 0, True: 0}  # cases found for every seed
    for case in cases:
        row = []
        for search in modes:
            hits = []
            for seed in range(1, a.seeds + 1):
                hit, faults, seconds = run(amend, os.path.join(a.collection, case), seed, a, search)
                if hit:
                    hits.append(seed)
                totals[search][0] += hit
                totals[search][1] += faults
                totals[search][2] += seconds
            every[search] += len(hits) == a.seeds
            row.append(f"{len(hits)} of {a.seeds}" + (f" ({', '.join(map(str, hits))})" if 0 < len(hits) < a.seeds else ""))
        print(f"| {case} | " + " | ".join(row) + " |")
        sys.stdout.flush()
    runs = len(cases) * a.seeds
    for search in modes:
        found, faults, seconds = totals[search]
        print(f"\n{'with' if search else 'without'} the search: listed fault found in {found} of {runs} runs, "
              f"for every seed in {every[search]} of {len(cases)} cases; "
              f"{faults} faults in {seconds:.1f} s of testing ({faults / seconds if seconds else 0:.2f} faults/s)")


if __name__ == "__main__":
    main()
