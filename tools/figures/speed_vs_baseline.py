#!/usr/bin/env python3
"""Issue 23's figures side by side: a baseline build (e.g. commit c0654dd) and the current build,
measured in ONE run, interleaved (baseline, current, current, baseline, ...) so machine load
falls on both alike. Prints a markdown table: figure, target, baseline, now, ratio, target met?

Measured from each build dir (BUILD/tools/bm/bm and BUILD/tools/bench/bm_benchmarks):
  - every bm_benchmarks case whose name both binaries register (Google Benchmark's own CPU
    time per iteration, --benchmark_min_time per case), min and median over the repetitions;
  - `bm check --games N --jobs 2 --quiet`: wall, CPU (user + sys) and peak RSS of the process
    (wait4's rusage);
  - `bm validate --quiet` over the same 4-player classic logs (written by the current bm, each
    given R times), and `bm replay LOG` one process per log: actions per CPU second;
  - `bm bench --games N`'s throughput line (random classic 2-player games per wall second).
Logs are written by the current bm; if the baseline does not find them valid, by the baseline
(the current bm must then find them valid), else each build replays its own logs (the table
says which).

usage: speed_vs_baseline.py BASE_BUILD NOW_BUILD [--reps N] [--base-label L] [--smoke]
  --smoke: tiny sizes and one repetition (the test suite runs it with BASE_BUILD = NOW_BUILD to
           show the script works; its figures mean nothing).
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def run(cmd, out_path=None):
    """Runs cmd; returns (exit code, wall s, cpu s, peak rss KiB, stdout text)."""
    t0 = time.monotonic()
    with tempfile.TemporaryFile("w+") as out:
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read()
    return p.returncode, wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, text


class Side:
    def __init__(self, label, build):
        self.label = label
        self.bm = os.path.join(build, "tools", "bm", "bm")
        self.bench = os.path.join(build, "tools", "bench", "bm_benchmarks")
        for f in (self.bm, self.bench):
            if not os.access(f, os.X_OK):
                sys.exit(f"speed_vs_baseline: {f}: not an executable (build targets bm and bm_benchmarks)")
        self.samples = {}  # figure -> [values]

    def add(self, key, value):
        self.samples.setdefault(key, []).append(value)

    def cases(self):
        r = subprocess.run([self.bench, "--benchmark_list_tests=true"], capture_output=True, text=True, check=True)
        return set(r.stdout.split())


def bench_cases(side, names, min_time):
    """One bm_benchmarks process over the given cases (names are [A-Za-z0-9_/-], no regex escapes:
    the library's regex takes none); adds each case's figures."""
    flt = "^(" + "|".join(sorted(names)) + ")$"
    code, _, _, _, text = run([side.bench, "--benchmark_filter=" + flt, "--benchmark_format=json",
                               f"--benchmark_min_time={min_time}"])
    if code != 0:
        sys.exit(f"speed_vs_baseline: {side.bench} exited {code}")
    for b in json.loads(text)["benchmarks"]:
        scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
        side.add("bench:" + b["name"] + ":ns", b["cpu_time"] * scale)
        if b["name"].startswith(("BM_CheckedGame/", "BM_UncheckedGame/")):  # one iteration = one game
            side.add("bench:" + b["name"] + ":games/s", 1e9 / (b["cpu_time"] * scale))
        for counter in ("games/s", "actions/s"):
            if counter in b:
                side.add("bench:" + b["name"] + ":" + counter, b[counter])


def write_logs(bm, folder, n):
    os.makedirs(folder, exist_ok=True)
    paths = []
    for k in range(1, n + 1):
        path = os.path.join(folder, f"g{k}.jsonl")
        subprocess.run([bm, "play", "--players", "4", "--seed", str(k), "--out", path], check=True,
                       capture_output=True)
        paths.append(path)
    return paths


def actions_in(paths):
    total = 0
    for p in paths:
        with open(p) as f:
            total += sum(1 for line in f if '"type":"action"' in line)
    return total


def valid(bm, paths):
    return subprocess.run([bm, "validate", "--quiet"] + paths, capture_output=True).returncode == 0


def choose_logs(base, now, tmp, n):
    """(logs per side, note): the same logs for both sides when one writer's logs suit both."""
    mine = write_logs(now.bm, os.path.join(tmp, "now"), n)
    if valid(base.bm, mine) and valid(now.bm, mine):
        return {base: mine, now: mine}, "the same logs for both, written by the current bm"
    theirs = write_logs(base.bm, os.path.join(tmp, "base"), n)
    if valid(now.bm, theirs) and valid(base.bm, theirs):
        return {base: theirs, now: theirs}, f"the same logs for both, written by {base.label}'s bm"
    return {base: theirs, now: mine}, "each build replays its own logs (same seeds): neither accepts the other's"


def cli_round(side, logs, sizes):
    """One round of the CLI figures for one side."""
    code, wall, cpu, rss, _ = run([side.bm, "check", "--games", str(sizes["check"]), "--jobs", "2", "--quiet"])
    if code not in (0, 1):
        sys.exit(f"speed_vs_baseline: {side.bm} check exited {code}")
    side.add("check:wall", wall)
    side.add("check:cpu", cpu)
    side.add("check:rss", rss / 1024.0)
    args = logs[side] * sizes["repeat"]
    code, wall, cpu, _, _ = run([side.bm, "validate", "--quiet"] + args)
    side.add("validate:actions/s", actions_in(args) / max(cpu, 1e-9))
    _, _, cpu1, _, _ = run([side.bm, "validate", "--quiet", logs[side][0]])  # the fixed cost of a process
    side.add("validate:start-ms", 1000.0 * cpu1)
    side.add("validate:net-actions/s", (actions_in(args) - actions_in(logs[side][:1])) / max(cpu - cpu1, 1e-9))
    cpu_sum = 0.0
    for path in logs[side][: sizes["replay"]]:
        _, _, cpu, _, _ = run([side.bm, "replay", path])
        cpu_sum += cpu
    side.add("replay:ms", 1000.0 * cpu_sum / sizes["replay"])
    side.add("replay:actions/s", actions_in(logs[side][: sizes["replay"]]) / max(cpu_sum, 1e-9))
    _, _, _, _, text = run([side.bm, "bench", "--games", str(sizes["bench"])] + side.extra_bench)
    m = re.search(r"= ([0-9.e+]+) games/s", text)
    if m:
        side.add("bm-bench:games/s", float(m.group(1)))


def fmt(v):
    if v is None:
        return "–"
    if abs(v) >= 1000:
        return f"{v:,.0f}"
    if abs(v) >= 10:
        return f"{v:.1f}"
    return f"{v:.3g}"


def stat(side, key, higher=False):
    """(best, median) of a figure's samples: best is the largest rate or the smallest time."""
    xs = side.samples.get(key)
    if not xs:
        return None, None
    return (max(xs) if higher else min(xs)), statistics.median(xs)


# (figure, sample key, higher is better, target text, target test on the current median)
ROWS = [
    ("replay-and-verify, 1 log of 4-player classic (BM_ReplayVerify), actions/s", "bench:BM_ReplayVerify:actions/s",
     True, "≥ 1,000,000", lambda v: v >= 1e6),
    ("bare re-application (BM_ReapplyOnly), actions/s", "bench:BM_ReapplyOnly:actions/s", True, "", None),
    ("`bm validate` over 4-player classic logs, actions per CPU s", "validate:actions/s", True, "≥ 1,000,000",
     lambda v: v >= 1e6),
    ("the same without the process's fixed cost (`bm validate` of one log subtracted), actions/s",
     "validate:net-actions/s", True, "≥ 1,000,000", lambda v: v >= 1e6),
    ("`bm validate` of one log, CPU ms (start-up: card set, rules, catalog)", "validate:start-ms", False, "", None),
    ("`bm replay LOG`, one process per log, CPU ms per log", "replay:ms", False, "", None),
    ("state hash (BM_StateHash), ns", "bench:BM_StateHash:ns", False, "≤ 150", lambda v: v <= 150),
    ("state copy (BM_StateCopy), ns", "bench:BM_StateCopy:ns", False, "", None),
    ("random classic 2-player games (BM_RandomGame/2), games/s", "bench:BM_RandomGame/2:games/s", True, "≥ 60,000",
     lambda v: v >= 6e4),
    ("`bm bench` throughput line, random classic 2-player games/s (wall)", "bm-bench:games/s", True, "≥ 60,000",
     lambda v: v >= 6e4),
    ("checked classic games (BM_CheckedGame/classic/2p), games/s", "bench:BM_CheckedGame/classic/2p:games/s", True,
     "", None),
]


def ratio(b, n, higher):
    if b is None or n is None or b == 0 or n == 0:
        return None
    return n / b if higher else b / n


def table(base, now, sizes, note):
    out = [f"| figure | target | {base.label} (median; best) | now (median; best) | now vs {base.label} | met? |",
           "|---|---|---:|---:|---:|---|"]

    def row(name, target, b, n, higher, test):
        (bmin, bmed), (nmin, nmed) = b, n
        r = ratio(bmed, nmed, higher)
        met = "" if test is None or nmed is None else ("yes" if test(nmed) else "no")
        out.append(f"| {name} | {target} | {fmt(bmed)}; {fmt(bmin)} | {fmt(nmed)}; {fmt(nmin)} | "
                   f"{'–' if r is None else f'{r:.2f}x'} | {met} |")

    for name, key, higher, target, test in ROWS:
        row(name, target, stat(base, key, higher), stat(now, key, higher), higher, test)
    for side in (base, now):  # replay over re-application, per repetition
        rv, ra = side.samples.get("bench:BM_ReplayVerify:actions/s", []), side.samples.get(
            "bench:BM_ReapplyOnly:actions/s", [])
        for x, y in zip(rv, ra):
            side.add("replay/reapply", x / y)
    row("replay-and-verify over bare re-application, x", "≥ 0.5", stat(base, "replay/reapply", True),
        stat(now, "replay/reapply", True), True, lambda v: v >= 0.5)
    g = sizes["check"]
    scale = 1e6 / g
    for side in (base, now):
        for w in side.samples.get("check:wall", []):
            side.add("check:1M-wall", w * scale)
        for c in side.samples.get("check:cpu", []):
            side.add("check:1M-cpu2", c * scale / 2)
    row(f"`bm check --games {g:,} --jobs 2`, wall s scaled to 1,000,000 games", "≤ 40", stat(base, "check:1M-wall"),
        stat(now, "check:1M-wall"), False, lambda v: v <= 40)
    row("the same, CPU s / 2 (two cores with nothing else running)", "≤ 40", stat(base, "check:1M-cpu2"),
        stat(now, "check:1M-cpu2"), False, lambda v: v <= 40)
    row("the same, peak RSS MiB", "≤ 64", stat(base, "check:rss"), stat(now, "check:rss"), False,
        lambda v: v <= 64)
    out.append("")
    out.append(f"Logs: {note}. Medians and best values (the largest rate, the smallest time) over {sizes['reps']} interleaved repetitions; "
               "a ratio above 1 means now is better.")
    return out


def common_table(base, now):
    keys = sorted(k for k in set(base.samples) & set(now.samples) if k.startswith("bench:"))
    rated = {k.split(":")[1] for k in keys if not k.endswith(":ns")}
    keys = [k for k in keys if not (k.endswith(":ns") and k.split(":")[1] in rated)]  # the rate says it
    out = [f"| bm_benchmarks case | {base.label} median | now median | now vs {base.label} |", "|---|---:|---:|---:|"]
    for k in keys:
        _, name, unit = k.split(":", 2)
        higher = unit != "ns"
        b, n = stat(base, k)[1], stat(now, k)[1]
        r = ratio(b, n, higher)
        out.append(f"| {name} ({unit}) | {fmt(b)} | {fmt(n)} | {'–' if r is None else f'{r:.2f}x'} |")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("base_build")
    ap.add_argument("now_build")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--base-label", default="c0654dd")
    ap.add_argument("--min-time", type=float, default=0.3)
    ap.add_argument("--smoke", action="store_true")
    a = ap.parse_args()
    base, now = Side(a.base_label, a.base_build), Side("now", a.now_build)
    sizes = dict(check=50000, repeat=10, replay=20, bench=20000, logs=100, reps=a.reps)
    if a.smoke:
        sizes = dict(check=200, repeat=1, replay=2, bench=100, logs=4, reps=1)
        a.min_time = 0.01
    # A case both register; the baseline's BM_CheckedGame/bm2-6p/2p aborts (issue 23), so only
    # cases with the same name in both run.
    names = base.cases() & now.cases()
    for side in (base, now):
        help_text = subprocess.run([side.bm, "help", "bench"], capture_output=True, text=True).stdout
        side.extra_bench = ["--min-time", "0"] if "--min-time" in help_text else []
    tmp = tempfile.mkdtemp(prefix="speed-vs-baseline-")
    try:
        logs, note = choose_logs(base, now, tmp, sizes["logs"])
        for rep in range(sizes["reps"]):
            order = (base, now) if rep % 2 == 0 else (now, base)
            for side in order:
                bench_cases(side, names, a.min_time)
            for side in order:
                cli_round(side, logs, sizes)
            print(f"speed_vs_baseline: repetition {rep + 1}/{sizes['reps']} done", file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    missing = [k for _, k, *_ in ROWS for side in (base, now) if not side.samples.get(k)]
    missing += [k for k in ("check:wall", "check:rss") for side in (base, now) if not side.samples.get(k)]
    if missing:  # a figure neither build measured: the script (or a build) is broken
        sys.exit(f"speed_vs_baseline: not measured: {sorted(set(missing))}")
    print("\n".join(table(base, now, sizes, note)))
    print()
    print("\n".join(common_table(base, now)))


if __name__ == "__main__":
    main()
