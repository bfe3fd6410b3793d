#!/usr/bin/env python3
# AutoFix benchmark: time per fault (testing + fixing) and candidates validated per second,
# with 1 and 2 threads, on the example programs. Runs `amend fix` on each example folder, reads
# the per-fault statistics line it prints, and reports median and max seconds per fault.
# Usage: bench/run_fix_bench.py [BUILD_DIR] (default: build)
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

root = Path(__file__).resolve().parent.parent
build = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "build"
amend = build / "app" / "amend"
examples = ["account", "sorted_set", "array_stats", "library", "number_theory"]
stats_line = re.compile(r"(\d+) snapshots, (\d+) candidates, (\d+) validated, (\d+) valid, ([\d.]+) s "
                        r"\(([\d.]+) s localizing, ([\d.]+) s validating\)")

for threads in (1, 2):
    per_fault = []
    validated = 0
    validating = 0.0
    rows = []
    for name in examples:
        start = time.monotonic()
        out = subprocess.run([str(amend), "fix", str(root / "resources/examples" / name), "--threads", str(threads)],
                             capture_output=True, text=True).stdout
        wall = time.monotonic() - start
        faults = stats_line.findall(out)
        fixing = sum(float(f[4]) for f in faults)
        testing = max(wall - fixing, 0.0)
        for f in faults:
            # Testing time is shared by the faults of a program.
            per_fault.append(float(f[4]) + testing / len(faults))
            validated += int(f[2])
            validating += float(f[6])
        rows.append((name, len(faults), wall, testing, fixing))
    print(f"threads={threads}")
    for name, n, wall, testing, fixing in rows:
        print(f"  {name:14s} faults={n} wall={wall:.2f}s testing={testing:.2f}s fixing={fixing:.2f}s")
    if per_fault:
        print(f"  per fault: median {statistics.median(per_fault):.2f}s, max {max(per_fault):.2f}s over {len(per_fault)} faults")
    if validating > 0:
        print(f"  candidates validated: {validated} in {validating:.2f}s = {validated / validating:.0f}/s")
