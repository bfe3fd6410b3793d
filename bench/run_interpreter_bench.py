#!/usr/bin/env python3
"""Interpreter micro-benchmarks: runs each program of bench/programs/ with Amend, Lua 5.4 and
CPython side by side in one run, checks that all three print the same checksum, and prints
time ratios (Amend / Lua, Amend / CPython). Ratios, not absolute times: machines are noisy.
Times are the best of N runs of the whole process: wall-clock, and CPU (user + system time of
the child, which a busy machine inflates much less than wall-clock).

With `--library base=PATH' (a project's own EiffelBase, e.g. FreeELKS) each program also runs
on that library: two more columns, its time and its ratio to the run on Amend's kernel, and its
output must be the same checksum too.

Usage: bench/run_interpreter_bench.py [--amend build/app/amend] [--repeat 3] [--library base=PATH] [names...]
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def best_time(cmd, repeat):
    """(best wall seconds, best CPU seconds, output), or (None, None, error text)."""
    best, best_cpu, output = None, None, None
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if proc.returncode != 0:
            return None, None, proc.stdout + proc.stderr
        output = proc.stdout.strip()
        best = elapsed if best is None else min(best, elapsed)
        best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
    return best, best_cpu, output


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--amend", default=os.path.join(ROOT, "build", "app", "amend"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--library", help="base=PATH: also run on this EiffelBase instead of the kernel")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()

    lua = shutil.which("lua5.4") or shutil.which("lua")
    python = sys.executable
    programs_dir = os.path.join(HERE, "programs")
    names = args.names or sorted(f[:-2] for f in os.listdir(programs_dir) if f.endswith(".e"))

    if args.library is not None and not args.library.startswith("base="):
        parser.error(f"--library expects base=PATH, not `{args.library}'")
    library_header = f"{'lib s':>8}{'lib/kernel':>11}" if args.library else ""
    print(f"{'benchmark':<12}{'amend s':>9}{'lua s':>8}{'python s':>10}{'amend/lua':>11}{'amend/py':>10}"
          f"{'cpu/lua':>9}{'cpu/py':>8}{library_header}  same output")
    failures = 0
    ratios = {"lua": [], "py": [], "cpu_lua": [], "cpu_py": []}
    library_ratios = []
    ratio = lambda a, b: a / b if a and b else None
    for name in names:
        base = os.path.join(programs_dir, name)
        t_amend, c_amend, out_amend = best_time([args.amend, "run", base + ".e"], args.repeat)
        t_lua, c_lua, out_lua = best_time([lua, base + ".lua"], args.repeat) if lua else (None, None, None)
        t_py, c_py, out_py = best_time([python, base + ".py"], args.repeat)
        t_lib, out_lib = None, None
        if args.library:
            t_lib, _, out_lib = best_time([args.amend, "run", base + ".e", "--library", args.library], args.repeat)
        same = out_amend == out_py and (out_lua is None or out_amend == out_lua) and (not args.library or out_lib == out_amend)
        if t_amend is None or not same:
            failures += 1
        row = {"lua": ratio(t_amend, t_lua), "py": ratio(t_amend, t_py),
               "cpu_lua": ratio(c_amend, c_lua), "cpu_py": ratio(c_amend, c_py)}
        for key, value in row.items():
            if value:
                ratios[key].append(value)
        fmt = lambda v: f"{v:.3f}" if v is not None else "-"
        fmr = lambda v: f"{v:.2f}x" if v is not None else "-"
        library_cells = ""
        if args.library:
            library_ratio = ratio(t_lib, t_amend)
            if library_ratio:
                library_ratios.append(library_ratio)
            library_cells = f"{fmt(t_lib):>8}{fmr(library_ratio):>11}"
        print(f"{name:<12}{fmt(t_amend):>9}{fmt(t_lua):>8}{fmt(t_py):>10}{fmr(row['lua']):>11}{fmr(row['py']):>10}"
              f"{fmr(row['cpu_lua']):>9}{fmr(row['cpu_py']):>8}{library_cells}  {'yes' if same else 'NO'}")
        if not same:
            print(f"   amend: {out_amend!r}\n   lua:   {out_lua!r}\n   py:    {out_py!r}")
            if args.library:
                print(f"   lib:   {out_lib!r}")

    def geomean(values):
        if not values:
            return None
        product = 1.0
        for v in values:
            product *= v
        return product ** (1.0 / len(values))

    means = {key: geomean(values) for key, values in ratios.items()}
    if all(means.values()):
        print(f"geometric mean: amend/lua {means['lua']:.2f}x, amend/python {means['py']:.2f}x (wall); "
              f"{means['cpu_lua']:.2f}x, {means['cpu_py']:.2f}x (CPU)")
    else:
        print("geometric mean: n/a")
    if args.library:
        library_mean = geomean(library_ratios)
        print(f"geometric mean on {args.library}: lib/kernel {library_mean:.2f}x (wall)" if library_mean else "lib/kernel: n/a")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
