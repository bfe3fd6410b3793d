#!/usr/bin/env python3
"""Interpreter micro-benchmarks: runs each program of bench/programs/ with Amend, Lua 5.4 and
CPython side by side in one run, checks that all three print the same checksum, and prints
time ratios (Amend / Lua, Amend / CPython). Ratios, not absolute times: machines are noisy.

Usage: bench/run_interpreter_bench.py [--amend build/app/amend] [--repeat 3] [names...]
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def best_time(cmd, repeat):
    best, output = None, None
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            return None, proc.stdout + proc.stderr
        output = proc.stdout.strip()
        best = elapsed if best is None else min(best, elapsed)
    return best, output


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--amend", default=os.path.join(ROOT, "build", "app", "amend"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()

    lua = shutil.which("lua5.4") or shutil.which("lua")
    python = sys.executable
    programs_dir = os.path.join(HERE, "programs")
    names = args.names or sorted(f[:-2] for f in os.listdir(programs_dir) if f.endswith(".e"))

    print(f"{'benchmark':<22}{'amend s':>9}{'lua s':>9}{'python s':>10}{'amend/lua':>11}{'amend/py':>10}  same output")
    failures = 0
    ratios_lua, ratios_py = [], []
    for name in names:
        base = os.path.join(programs_dir, name)
        t_amend, out_amend = best_time([args.amend, "run", base + ".e"], args.repeat)
        t_lua, out_lua = best_time([lua, base + ".lua"], args.repeat) if lua else (None, None)
        t_py, out_py = best_time([python, base + ".py"], args.repeat)
        same = out_amend == out_py and (out_lua is None or out_amend == out_lua)
        if t_amend is None or not same:
            failures += 1
        r_lua = t_amend / t_lua if t_amend and t_lua else None
        r_py = t_amend / t_py if t_amend and t_py else None
        if r_lua: ratios_lua.append(r_lua)
        if r_py: ratios_py.append(r_py)
        fmt = lambda v: f"{v:.3f}" if v is not None else "-"
        fmr = lambda v: f"{v:.2f}x" if v is not None else "-"
        print(f"{name:<22}{fmt(t_amend):>9}{fmt(t_lua):>9}{fmt(t_py):>10}{fmr(r_lua):>11}{fmr(r_py):>10}  {'yes' if same else 'NO'}")
        if not same:
            print(f"   amend: {out_amend!r}\n   lua:   {out_lua!r}\n   py:    {out_py!r}")

    def geomean(values):
        if not values:
            return None
        product = 1.0
        for v in values:
            product *= v
        return product ** (1.0 / len(values))

    gl, gp = geomean(ratios_lua), geomean(ratios_py)
    print(f"geometric mean: amend/lua {gl:.2f}x, amend/python {gp:.2f}x" if gl and gp else "geometric mean: n/a")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
