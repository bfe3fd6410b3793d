#!/usr/bin/env python3
"""For how many of proof2fix's buggy classes does `amend test` report a fault, per seed? (issue 12)

usage: bench/run_proof2fix_seeds.py PATH-TO-EIFFEL-CLASSES [--amend BINARY] [--seeds N] [--only NAME,...]
Runs `amend test PROJECT.ecf --class C --seed S --threads 1 --time 5 --json F` on every buggy
class (FILE_N.e, within its folder's project as bench/proof2fix.sh does) for seeds 1..N. A class
counts for a seed when the report has a fault that is neither a resource limit (budget_*) nor
overflow-dependent (those are warnings), or a failing proof obligation of modular testing (`--modular
auto`, the default: a callee's or loop's contract too weak, a state the invariant allows). Prints,
per class, the seeds that found one and their keys, then per seed the number of classes (and how
many only by proof obligations); `--only` restricts the classes (basenames). A run over 300 s counts
as not found and is named in the class's line.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def faults(amend, path, seed):
    folder = os.path.dirname(path)
    ecfs = sorted(glob.glob(os.path.join(folder, "*.ecf")))
    cls = os.path.basename(path)[:-2].upper()
    target = [ecfs[0], "--class", cls] if ecfs else [path]
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        try:
            subprocess.run([amend, "test", *target, "--seed", str(seed), "--threads", "1", "--time", "5", "--json", report.name],
                           capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:  # counted as not found, and said
            return None, ["(amend test ran over 300 s)"]
        try:
            data = json.load(open(report.name))
            found = data["faults"]
        except (ValueError, KeyError):
            return None, None
    faults_found = sorted({f'{f["routine"]} {f["kind"]} {f["tag"]}' for f in found
                           if not f["kind"].startswith("budget") and not f["overflow_dependent"]})
    obligations = sorted({f'{o["routine"]} {o["kind"]} {o["tag"]}' for o in data.get("proof_obligations", [])})
    return faults_found, obligations


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root")
    parser.add_argument("--amend", default=os.path.join(ROOT, "build", "app", "amend"))
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--only", default="")
    a = parser.parse_args()
    only = set(filter(None, a.only.split(",")))
    classes = sorted(p for p in glob.glob(os.path.join(a.root, "**", "*_[0-9].e"), recursive=True)
                     if not only or os.path.basename(p)[:-2] in only)
    if not classes:
        sys.exit("no buggy class (FILE_N.e) under " + a.root)
    per_seed = [0] * a.seeds
    by_obligation = [0] * a.seeds
    for path in classes:
        hits, keys = [], set()
        for seed in range(1, a.seeds + 1):
            found, obligations = faults(a.amend, path, seed)
            if found is None and obligations:  # timed out
                keys.update(f"seed {seed} {o}" for o in obligations)
                continue
            if found or obligations:
                hits.append(seed)
                per_seed[seed - 1] += 1
                by_obligation[seed - 1] += 0 if found else 1
                keys.update(found or [])
                keys.update(f"proof obligation {o}" for o in obligations or [])
        print(f'{os.path.basename(path)[:-2]}: seeds {",".join(map(str, hits)) or "none"}; {"; ".join(sorted(keys))}', flush=True)
    print("classes with a fault or failing proof obligation per seed: "
          + " ".join(f"{s + 1}:{n} ({by_obligation[s]} by obligations only)" for s, n in enumerate(per_seed)))
    print(f"of {len(classes)} buggy classes")


if __name__ == "__main__":
    main()
