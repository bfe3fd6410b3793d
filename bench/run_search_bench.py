#!/usr/bin/env python3
# GenProg benchmark (issue 15): fitness evaluations per second and time per fault of the search,
# with 1 and 2 threads, on resources/bench/search. Runs `amend fix --techniques gp --json` on each
# case's faulty program and reads the per-fault search statistics (`gp': evaluations, seconds)
# and the per-fault total time (`phases').
# Usage: bench/run_search_bench.py [BUILD_DIR] (default: build)
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

root = Path(__file__).resolve().parent.parent
build = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "build"
amend = build / "app" / "amend"
cases = sorted(p for p in (root / "resources/bench/search").iterdir() if (p / "faulty").is_dir())

for threads in (1, 2):
    evaluations = 0
    search_seconds = 0.0
    gp_per_fault = []
    total_per_fault = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            report = Path(tmp) / (case.name + ".json")
            subprocess.run([str(amend), "fix", str(case / "faulty"), "--techniques", "gp", "--threads", str(threads),
                            "--time", "5", "--json", str(report)], capture_output=True, text=True)
            data = json.loads(report.read_text())
            for g in data.get("gp", []):
                evaluations += g["evaluations"]
                search_seconds += g["seconds"]
                gp_per_fault.append(g["seconds"])
            for p in data.get("phases", []):
                total_per_fault.append(p["total_seconds"])
    print(f"threads={threads}: {len(gp_per_fault)} faults, {evaluations} fitness evaluations in {search_seconds:.2f} s "
          f"({evaluations / max(search_seconds, 1e-9):.0f}/s); search per fault median {statistics.median(gp_per_fault):.2f} s, "
          f"max {max(gp_per_fault):.2f} s; whole fault (testing included) median {statistics.median(total_per_fault):.2f} s, "
          f"max {max(total_per_fault):.2f} s")
