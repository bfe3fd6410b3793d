#!/usr/bin/env python3
"""Time per phase per fault (issue 20), optionally side by side with a reference build in one run.

Runs `amend bench COLLECTION --jobs N --json FILE` (which fixes every fault as `amend fix` does)
for each collection with the build under test (and, with --reference, with another amend binary
right before it, so both see the same machine load), prints per fault the seconds of each phase
from the JSON (and z3's seconds and calls), the reference's localization and fixing seconds with
the ratios new/reference, and both sides' totals (faults found, with a valid fix, proper fix
ranked first, median and maximum seconds per fault), which must agree; a fault over --max-seconds
(default 30) is flagged, and the machine's load average is printed before and after each run
(the figures depend on it).

Usage: bench/run_phase_bench.py [--amend build/app/amend] [--reference OTHER/amend] [--jobs 1]
                                [--max-seconds 30] [COLLECTION ...]
                                (default: every collection in resources/bench)
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
          ("validation_seconds", "validating"), ("retest_seconds", "re-testing"), ("z3_seconds", "z3"),
          ("total_seconds", "total")]
TOTALS = ["faults", "found", "with_valid_fix", "proper_top1", "median_seconds", "max_seconds"]


def load_average():
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def run_bench(amend, collection, jobs, keep=None):
    """The parsed JSON of one `amend bench` run (also kept in the folder `keep`, when given, as
    COLLECTION-SIDE.json), or exits with its error output."""
    print(f"   {amend} bench {os.path.basename(collection)}: load average {load_average()} before", flush=True)
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    try:
        proc = subprocess.run([amend, "bench", collection, "--jobs", str(jobs), "--json", out],
                              capture_output=True, text=True)
        if proc.returncode not in (0, 1):  # 1: some fault without a proper fix is still a result
            sys.exit(f"{amend} bench {collection} failed ({proc.returncode}):\n{proc.stderr}")
        with open(out, encoding="utf-8") as f:
            result = json.load(f)
        if keep:
            side = "reference" if amend != keep[1] else "new"
            with open(os.path.join(keep[0], f"{os.path.basename(collection)}-{side}.json"), "w", encoding="utf-8") as f:
                json.dump(result, f, indent=1)
        return result
    finally:
        os.unlink(out)


def faults_by_key(result):
    """(case, routine, tag) → fault object."""
    return {(c["name"], f["routine"], f["tag"]): f for c in result["cases"] for f in c["faults"]}


def top_fixes(fault, count=5):
    """The explanations of the fault's `count` best fixes, in rank order."""
    return [x.get("explanation") for x in fault.get("fixes", [])[:count]]


def ratio(new, old):
    return f"{new / old:5.2f}x" if old > 0 else "    -"


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def fastest(results):
    """One result from several runs of the same collection: each fault as in its fastest run,
    the median and maximum seconds recomputed from those (the other totals: the first run's)."""
    merged = json.loads(json.dumps(results[0]))
    runs = [faults_by_key(r) for r in results]
    seconds = []
    for case in merged["cases"]:
        for i, fault in enumerate(case["faults"]):
            key = (case["name"], fault["routine"], fault["tag"])
            best = min((r[key] for r in runs if key in r), key=lambda f: f.get("seconds", 0.0))
            case["faults"][i] = best
            seconds.append(best.get("seconds", 0.0))
    if seconds:
        seconds.sort()
        middle = len(seconds) // 2
        merged["totals"]["median_seconds"] = seconds[middle] if len(seconds) % 2 else (seconds[middle - 1] + seconds[middle]) / 2
        merged["totals"]["max_seconds"] = seconds[-1]
    return merged


def report(collection, new, reference, max_seconds):
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
        if f.get("seconds", 0.0) >= max_seconds:
            line += f"  OVER {max_seconds:g} s"
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
            elif top_fixes(f) != top_fixes(r):
                line += "  top fixes differ"
        print(line)
    for side, result in (("new", new), ("reference", reference)):
        if result:
            t = result["totals"]
            print(f"  totals {side:9s}: " + ", ".join(f"{k} {t.get(k)}" for k in TOTALS))
    if ratios:
        print(f"  fixing seconds new/reference: geometric mean {geomean(ratios):.2f}x over {len(ratios)} faults")
    if reference:
        median, rmedian = new["totals"].get("median_seconds", 0.0), reference["totals"].get("median_seconds", 0.0)
        print(f"  median seconds per fault new/reference: {ratio(median, rmedian).strip()}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--amend", default=os.path.join(ROOT, "build", "app", "amend"))
    parser.add_argument("--reference", help="another amend binary to run side by side")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=30.0, help="flag faults that take longer")
    parser.add_argument("--keep", help="a folder where to keep each run's JSON")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs per side, alternating which goes first; each fault's fastest run counts "
                             "(on a loaded machine the minimum is the least noisy figure)")
    bundled = os.path.join(ROOT, "resources", "bench")
    parser.add_argument("collections", nargs="*",
                        default=sorted(os.path.join(bundled, d) for d in os.listdir(bundled) if os.path.isdir(os.path.join(bundled, d))))
    args = parser.parse_args()
    for collection in args.collections:
        keep = (args.keep, args.amend) if args.keep else None
        news, references = [], []
        for run in range(max(1, args.repeat)):
            if args.reference and run % 2 == 0:
                references.append(run_bench(args.reference, collection, args.jobs, keep))
            news.append(run_bench(args.amend, collection, args.jobs, keep))
            if args.reference and run % 2 == 1:
                references.append(run_bench(args.reference, collection, args.jobs, keep))
        new = fastest(news)
        reference = fastest(references) if references else None
        print(f"   load average {load_average()} after")
        report(collection, new, reference, args.max_seconds)


if __name__ == "__main__":
    main()
