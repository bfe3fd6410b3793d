#!/usr/bin/env python3
"""AutoTest throughput on the reference examples: tests executed per second and faults found
per second of testing, over several seeds and test budgets (tests per routine).

usage: bench/run_autotest_bench.py [BUILD_DIR] [--seeds N] [--threads N]
Runs `amend test resources/examples --time 0 --max-tests M --seed S`, reads its summary line
("N faults ... T tests ... X s, Y tests/s") and prints a Markdown table; the last column is the
mean time per fault found (testing time / faults), to compare with AutoFix's 5-10 minutes.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUMMARY = re.compile(r"^(\d+) faults? .*?; (\d+) tests \((\d+) valid\).*?; ([0-9.]+) s, (\d+) tests/s", re.M)


def run(amend, budget, seed, threads):
    args = [amend, "test", os.path.join(ROOT, "resources", "examples"), "--time", "0",
            "--max-tests", str(budget), "--seed", str(seed)]
    if threads:
        args += ["--threads", str(threads)]
    out = subprocess.run(args, capture_output=True, text=True).stdout
    m = SUMMARY.search(out)
    if not m:
        sys.exit("unexpected output:\n" + out)
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), float(m.group(4))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--threads", type=int, default=0)
    a = parser.parse_args()
    amend = os.path.join(a.build, "app", "amend")
    print("| tests/routine | faults found (min-max over seeds) | tests | tests/s | faults/s | s per fault |")
    print("|---|---|---|---|---|---|")
    for budget in (10, 30, 100, 300, 1000):
        rows = [run(amend, budget, seed, a.threads) for seed in range(1, a.seeds + 1)]
        faults = [r[0] for r in rows]
        tests = rows[0][1]
        secs = statistics.mean(r[3] for r in rows)
        rate = tests / secs if secs else 0
        fps = statistics.mean(faults) / secs if secs else 0
        print(f"| {budget} | {min(faults)}-{max(faults)} | {tests} | {rate:.0f} | {fps:.1f} | {secs / max(1, statistics.mean(faults)):.3f} |")


if __name__ == "__main__":
    main()
