#!/usr/bin/env python3
"""Time per phase per fault (issue 20), optionally side by side with a reference build in one run.

Runs `amend bench COLLECTION --jobs N --json FILE` for each collection with the build under test
(and, with --reference, with another amend binary right before it, so both see the same machine
load), prints per fault the seconds of each phase from the JSON, the reference's localization and
fixing seconds with the ratios new/reference, and both sides' totals (faults found, with a valid
fix, proper fix ranked first, median and maximum seconds per fault), which must agree.

Usage: bench/run_phase_bench.py [--amend build/app/amend] [--reference OTHER/amend] [--jobs 1]
                                [COLLECTION ...]   (default: resources/bench/slow)
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PHASES = [("testing_seconds", "testing"), ("localization_seconds", "localizing"), ("autofix_seconds", "autofix"),
          ("nopol_seconds", "nopol"), ("wp_seconds", "wp"), ("lowering_seconds", "lowering"),
          ("validation_seconds", "validating"), ("retest_seconds", "re-testing"), ("total_seconds", "total")]
TOTALS = ["faults", "found", "with_valid_fix", "proper_top1", "median_seconds", "max_seconds"]


def run_bench(amend, collection, jobs):
    """The parsed JSON of one `amend bench` run, or exits with its error output."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    try:
        proc = subprocess.run([amend, "bench", collection, "--jobs", str(jobs), "--json", out],
                              capture_output=True, text=True)
        if proc.returncode not in (0, 1):  # 1: some fault without a proper fix is still a result
            sys.exit(f"{amend} bench {collection} failed ({proc.returncode}):\n{proc.stderr}")
        with open(out, encoding="utf-8") as f:
            return json.load(f)
    finally:
        os.unlink(out)


def faults_by_key(result):
    """(case, routine, tag) → fault object."""
    return {(c["name"], f["routine"], f["tag"]): f for c in result["cases"] for f in c["faults"]}


def ratio(new, old):
    return f"{new / old:5.2f}x" if old > 0 else "    -"


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def report(collection, new, reference):
    print(f"== {collection}")
    header = "  ".join(f"{label:>10s}" for _, label in PHASES)
    print(f"{'case':24s} {header}" + ("   ref loc  ref fixing  loc new/ref  fixing new/ref" if reference else ""))
    new_faults = faults_by_key(new)
    ref_faults = faults_by_key(reference) if reference else {}
    ratios = []
    for key, f in new_faults.items():
        phases = f.get("phases", {})
        cells = "  ".join(f"{phases.get(k, 0.0):10.2f}" for k, _ in PHASES)
        line = f"{key[0][:24]:24s} {cells}"
        r = ref_faults.get(key)
        if r:
            rp = r.get("phases", {})
            loc, rloc = phases.get("localization_seconds", 0.0), rp.get("localization_seconds", 0.0)
            # Fixing seconds of the fault ("seconds", also written by builds whose phases do
            # not survive amend bench's case processes).
            total, rtotal = f.get("seconds", 0.0), r.get("seconds", 0.0)
            line += f"  {rloc:8.2f}  {rtotal:10.2f}  {ratio(loc, rloc):>11s}  {ratio(total, rtotal):>14s}"
            if rtotal > 0 and total > 0:
                ratios.append(total / rtotal)
            same = (f["found"], f["valid"] > 0, f["first_proper_rank"]) == (r["found"], r["valid"] > 0, r["first_proper_rank"])
            if not same:
                line += "  DIFFERS (found/valid/proper rank)"
        print(line)
    for side, result in (("new", new), ("reference", reference)):
        if result:
            t = result["totals"]
            print(f"  totals {side:9s}: " + ", ".join(f"{k} {t.get(k)}" for k in TOTALS))
    if ratios:
        print(f"  fixing seconds new/reference: geometric mean {geomean(ratios):.2f}x over {len(ratios)} faults")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--amend", default=os.path.join(ROOT, "build", "app", "amend"))
    parser.add_argument("--reference", help="another amend binary to run side by side")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("collections", nargs="*", default=[os.path.join(ROOT, "resources", "bench", "slow")])
    args = parser.parse_args()
    for collection in args.collections:
        reference = run_bench(args.reference, collection, args.jobs) if args.reference else None
        new = run_bench(args.amend, collection, args.jobs)
        report(collection, new, reference)


if __name__ == "__main__":
    main()
