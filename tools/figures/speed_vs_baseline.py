#!/usr/bin/env python3
"""The speed figures side by side: one or more baseline builds (e.g. commits
c0654dd and 424f743) and the current build, measured in ONE run, interleaved (the sides' order
rotates each repetition) so machine load falls on all alike. Prints a markdown table: figure,
target (as decided, docs/figures/speed.md), each baseline, now, now against each baseline, target
met? (a target "Nx c0654dd" against the baseline labelled c0654dd).

Measured from each build dir (BUILD/tools/bm/bm and BUILD/tools/bench/bm_benchmarks):
  - every bm_benchmarks case that every build registers, plus the ones the table names (a build
    that lacks one shows "–"): Google Benchmark's own CPU time per iteration, min and median;
  - `bm bench --json`'s figures that the table names (state hash over every state of 4-player
    games, mallocs per action), where the build's bm bench has them;
  - `bm check --games N --jobs 2 --quiet`: wall, CPU (user + sys) and peak RSS of the process
    (wait4's rusage);
  - `bm validate --quiet` over the same 4-player classic logs (written by the current bm, each
    given R times), the same logs in another writer's form (keys in reverse order, a space after
    ':' and ','), and `bm replay LOG` one process per log: actions per CPU second;
  - `bm bench --games N`'s throughput line (random classic 2-player games per wall second).
Logs are written by the current bm; if a baseline does not find them valid, by that baseline
(the current bm must then find them valid), else each build replays its own logs (the table
says which).

usage: speed_vs_baseline.py BASE_BUILD [BASE_BUILD ...] NOW_BUILD [--reps N]
                            [--base-label L ...] [--smoke]
  --base-label: one per BASE_BUILD, in order (default: c0654dd for a single baseline, else
                base1, base2, ...).
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


def foreign_text(value):
    """Another writer's form of a JSON value (as tools/bench/replay_bench.cpp's write_foreign):
    keys in reverse order, a space after ':' and ','."""
    if isinstance(value, dict):
        return "{" + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + foreign_text(value[k])
                               for k in sorted(value, reverse=True)) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(foreign_text(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def write_foreign(paths, folder):
    """The logs with every line after the header and setup in another writer's form."""
    os.makedirs(folder, exist_ok=True)
    out = []
    for path in paths:
        target = os.path.join(folder, os.path.basename(path))
        with open(path, encoding="utf-8") as f, open(target, "w", encoding="utf-8") as g:
            for n, line in enumerate(f):
                g.write(line if n < 2 or not line.strip() else foreign_text(json.loads(line)) + "\n")
        out.append(target)
    return out


def actions_in(paths):
    total = 0
    for p in paths:
        with open(p) as f:
            total += sum(1 for line in f if re.search(r'"type": ?"action"', line))
    return total


def valid(bm, paths):
    return subprocess.run([bm, "validate", "--quiet"] + paths, capture_output=True).returncode == 0


def choose_logs(bases, now, tmp, n):
    """({side: own-form logs}, {side: foreign-form logs}, note): the current bm's logs for every
    build that finds them valid, else that baseline's own (which the current bm must accept)."""
    mine = write_logs(now.bm, os.path.join(tmp, "now"), n)
    if not valid(now.bm, mine):
        sys.exit("speed_vs_baseline: the current bm finds its own logs invalid")
    logs, notes = {now: mine}, []
    for base in bases:
        if valid(base.bm, mine):
            logs[base] = mine
            continue
        theirs = write_logs(base.bm, os.path.join(tmp, base.label), n)
        logs[base] = theirs
        notes.append(f"{base.label} replays its own logs (same seeds): it does not accept the current bm's"
                     + ("" if valid(now.bm, theirs) else ", nor the current bm its"))
    foreign = {side: write_foreign(paths, os.path.join(tmp, "foreign-" + side.label))
               for side, paths in logs.items()}
    for side, paths in foreign.items():
        if not valid(side.bm, paths):
            foreign[side] = None
            notes.append(f"{side.label} does not accept the logs in another writer's form")
    note = "; ".join(notes) if notes else "the same logs for every build, written by the current bm"
    return logs, foreign, note


def validate_rate(side, paths, prefix):
    """`bm validate` of paths: actions per CPU second, with and without one process's fixed cost."""
    code, wall, cpu, _, _ = run([side.bm, "validate", "--quiet"] + paths)
    side.add(prefix + ":actions/s", actions_in(paths) / max(cpu, 1e-9))
    _, _, cpu1, _, _ = run([side.bm, "validate", "--quiet", paths[0]])  # the fixed cost of a process
    side.add(prefix + ":start-ms", 1000.0 * cpu1)
    side.add(prefix + ":net-actions/s", (actions_in(paths) - actions_in(paths[:1])) / max(cpu - cpu1, 1e-9))


def cli_round(side, logs, foreign, sizes):
    """One round of the CLI figures for one side."""
    code, wall, cpu, rss, _ = run([side.bm, "check", "--games", str(sizes["check"]), "--jobs", "2", "--quiet"])
    if code not in (0, 1):
        sys.exit(f"speed_vs_baseline: {side.bm} check exited {code}")
    side.add("check:wall", wall)
    side.add("check:cpu", cpu)
    side.add("check:rss", rss / 1024.0)
    validate_rate(side, logs[side] * sizes["repeat"], "validate")
    if foreign[side]:
        validate_rate(side, foreign[side] * sizes["repeat"], "validate-foreign")
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
    if side.bench_figures:  # bm bench --json's figures (a build whose bm bench has them)
        code, _, _, _, text = run([side.bm, "bench", "--json", "--games", "100", "--min-time",
                                   str(sizes["figure_time"])])
        figures = json.loads(text).get("figures", {}) if code == 0 else {}
        for key in ("state_hash", "mallocs_per_action"):
            value = figures.get(key, {}).get("value") if isinstance(figures.get(key), dict) else figures.get(key)
            if isinstance(value, (int, float)) and (key != "mallocs_per_action" or value > 0):
                side.add("figure:" + key, float(value))


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


# (figure, sample key, higher is better, target text, target test): the engine's speed targets
# as decided (docs/figures/speed.md; the decision fuzzer's and the coverage's are measured by
# fuzz_vs_baseline.sh and tools/fuzz/coverage.sh). A test takes the current median and its ratio
# to c0654dd's median (the baseline labelled c0654dd; None when there is none or it has no
# figure, and then "met?" stays empty).
def at_least(v):
    return lambda now, vs: now >= v


def at_most(v):
    return lambda now, vs: now <= v


def vs_c0654dd(x):
    return lambda now, vs: None if vs is None else vs >= x


ROWS = [
    ("random complete classic 2-player games (BM_RandomGame/2), games per CPU s", "bench:BM_RandomGame/2:games/s",
     True, "≥ 2.0x c0654dd", vs_c0654dd(2.0)),
    ("`bm bench` throughput line, random classic 2-player games/s (wall, one process)", "bm-bench:games/s", True, "",
     None),
    ("heap allocations per action of a random classic 2-player game, setup included (`bm bench` mallocs_per_action)",
     "figure:mallocs_per_action", False, "", None),
    ("replay-and-verify, 1 log of 4-player classic (BM_ReplayVerify), actions/s", "bench:BM_ReplayVerify:actions/s",
     True, "", None),
    ("bare re-application (BM_ReapplyOnly), actions/s", "bench:BM_ReapplyOnly:actions/s", True, "", None),
    ("replay-and-verify over bare re-application, x", "replay/reapply", True, "≥ 0.6", at_least(0.6)),
    ("the same 8 games' logs in another writer's form (BM_ReplayVerifyForeignGames/1), actions/s",
     "bench:BM_ReplayVerifyForeignGames/1:actions/s", True, "", None),
    ("`bm validate` over 4-player classic logs, actions per CPU s", "validate:actions/s", True, "", None),
    ("the same without the process's fixed cost (`bm validate` of one log subtracted), actions/s",
     "validate:net-actions/s", True, "≥ 4.0x c0654dd", vs_c0654dd(4.0)),
    ("`bm validate` over the same logs in another writer's form, fixed cost subtracted, actions/s",
     "validate-foreign:net-actions/s", True, "≥ 3.0x c0654dd", vs_c0654dd(3.0)),
    ("`bm validate` of one log, CPU ms (start-up: card set, rules, catalog)", "validate:start-ms", False, "", None),
    ("`bm replay LOG`, one process per log, CPU ms per log", "replay:ms", False, "", None),
    ("state hash over every state of 4 random 4-player classic games (`bm bench` state_hash), ns",
     "figure:state_hash", False, "≤ 100", at_most(100)),
    ("state hash of one start state (BM_StateHash), ns", "bench:BM_StateHash:ns", False, "", None),
    ("state copy of a 4-player classic start state (BM_StateCopy), ns", "bench:BM_StateCopy:ns", False, "≤ 100",
     at_most(100)),
    ("checked classic games (BM_CheckedGame/classic/2p), games/s", "bench:BM_CheckedGame/classic/2p:games/s", True,
     "", None),
] + [(f"checked {p} games (BM_CheckedGame/{p}/1p), games/s", f"bench:BM_CheckedGame/{p}/1p:games/s", True,
      "≥ 1.0x c0654dd", vs_c0654dd(1.0)) for p in ("solo", "solo-challenge", "solo-challenge-3")]
ROW_CASES = {key.split(":")[1] for _, key, *_ in ROWS if key.startswith("bench:")}


def ratio(b, n, higher):
    if b is None or n is None or b == 0 or n == 0:
        return None
    return n / b if higher else b / n


def derive(sides, sizes):
    """Figures computed from others, per repetition: replay over re-application, bm check scaled."""
    scale = 1e6 / sizes["check"]
    for side in sides:
        rv = side.samples.get("bench:BM_ReplayVerify:actions/s", [])
        ra = side.samples.get("bench:BM_ReapplyOnly:actions/s", [])
        for x, y in zip(rv, ra):
            side.add("replay/reapply", x / y)
        for w in side.samples.get("check:wall", []):
            side.add("check:1M-wall", w * scale)
        for c in side.samples.get("check:cpu", []):
            side.add("check:1M-cpu2", c * scale / 2)


def table(bases, now, sizes, note):
    labels = [b.label for b in bases]
    out = ["| figure | target | " + " | ".join(f"{l} (median; best)" for l in labels) + " | now (median; best) | " +
           " | ".join(f"now vs {l}" for l in labels) + " | met? |",
           "|---|---|" + "---:|" * (2 * len(bases) + 1) + "---|"]

    def row(name, target, key, higher, test):
        cells, ratios, vs = [], [], None
        nmin, nmed = stat(now, key, higher)
        for b in bases:
            bmin, bmed = stat(b, key, higher)
            cells.append(f"{fmt(bmed)}; {fmt(bmin)}" if bmed is not None else "–")
            r = ratio(bmed, nmed, higher)
            ratios.append("–" if r is None else f"{r:.2f}x")
            if b.label == "c0654dd":
                vs = r
        verdict = None if test is None or nmed is None else test(nmed, vs)
        met = "" if verdict is None else ("yes" if verdict else "no")
        out.append(f"| {name} | {target} | " + " | ".join(cells) + f" | {fmt(nmed)}; {fmt(nmin)} | " +
                   " | ".join(ratios) + f" | {met} |")

    for name, key, higher, target, test in ROWS:
        row(name, target, key, higher, test)
    g = sizes["check"]
    row(f"`bm check --games {g:,} --jobs 2`, wall s scaled to 1,000,000 games", "", "check:1M-wall", False, None)
    row("the same, CPU s / 2 (two cores with nothing else running)", "", "check:1M-cpu2", False, None)
    row("the same, peak RSS MiB", "", "check:rss", False, None)
    out.append("")
    out.append(f"Logs: {note}. Medians and best values (the largest rate, the smallest time) over {sizes['reps']} "
               "interleaved repetitions; a ratio above 1 means now is better; \"–\": the build does not measure it.")
    return out


def common_table(bases, now):
    sides = list(bases) + [now]
    keys = sorted(set().union(*(s.samples for s in sides)))
    keys = [k for k in keys if k.startswith("bench:")]
    rated = {k.split(":")[1] for k in keys if not k.endswith(":ns")}
    keys = [k for k in keys if not (k.endswith(":ns") and k.split(":")[1] in rated)]  # the rate says it
    labels = [b.label for b in bases]
    out = ["| bm_benchmarks case | " + " | ".join(f"{l} median" for l in labels) + " | now median | " +
           " | ".join(f"now vs {l}" for l in labels) + " |", "|---|" + "---:|" * (2 * len(bases) + 1)]
    for k in keys:
        _, name, unit = k.split(":", 2)
        higher = unit != "ns"
        n = stat(now, k)[1]
        meds = [stat(b, k)[1] for b in bases]
        ratios = [ratio(m, n, higher) for m in meds]
        out.append(f"| {name} ({unit}) | " + " | ".join(fmt(m) for m in meds) + f" | {fmt(n)} | " +
                   " | ".join("–" if r is None else f"{r:.2f}x" for r in ratios) + " |")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("builds", nargs="+", metavar="BUILD", help="BASE_BUILD [BASE_BUILD ...] NOW_BUILD")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--base-label", action="append", default=None)
    ap.add_argument("--min-time", type=float, default=0.3)
    ap.add_argument("--smoke", action="store_true")
    a = ap.parse_args()
    if len(a.builds) < 2:
        ap.error("give at least one BASE_BUILD and the NOW_BUILD")
    base_dirs, now_dir = a.builds[:-1], a.builds[-1]
    labels = a.base_label or (["c0654dd"] if len(base_dirs) == 1 else [f"base{k + 1}" for k in range(len(base_dirs))])
    if len(labels) != len(base_dirs):
        ap.error(f"{len(base_dirs)} BASE_BUILDs but {len(labels)} --base-label")
    if len(set(labels)) != len(labels) or "now" in labels:
        ap.error("--base-label: each label once, and not \"now\"")
    bases = [Side(l, d) for l, d in zip(labels, base_dirs)]
    now = Side("now", now_dir)
    sides = bases + [now]
    sizes = dict(check=50000, repeat=10, replay=20, bench=20000, logs=100, reps=a.reps, figure_time=0.3)
    if a.smoke:
        sizes = dict(check=200, repeat=1, replay=2, bench=100, logs=4, reps=1, figure_time=0.01)
        a.min_time = 0.01
    # The cases every build registers, and the table's own where a build has them (the baseline's
    # BM_CheckedGame/bm2-6p/2p aborts, and is named differently since: so by name only).
    common = set.intersection(*(s.cases() for s in sides))
    names = {s: s.cases() & (common | ROW_CASES) for s in sides}
    for side in sides:
        help_text = subprocess.run([side.bm, "help", "bench"], capture_output=True, text=True).stdout
        side.extra_bench = ["--min-time", "0"] if "--min-time" in help_text else []
        side.bench_figures = "--min-time" in help_text  # bm bench --json has "figures"
    tmp = tempfile.mkdtemp(prefix="speed-vs-baseline-")
    try:
        logs, foreign, note = choose_logs(bases, now, tmp, sizes["logs"])
        for rep in range(sizes["reps"]):
            k = rep % len(sides)
            order = sides[k:] + sides[:k]
            for side in order:
                bench_cases(side, names[side], a.min_time)
            for side in order:
                cli_round(side, logs, foreign, sizes)
            print(f"speed_vs_baseline: repetition {rep + 1}/{sizes['reps']} done", file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    derive(sides, sizes)
    # A figure the current build did not measure: the script (or the build) is broken. (Mallocs
    # are counted by the bm program's own operator new, which a sanitizer build replaces: 0 there.)
    missing = [k for _, k, *_ in ROWS if not now.samples.get(k) and k != "figure:mallocs_per_action"]
    missing += [k for k in ("check:wall", "check:rss") for side in sides if not side.samples.get(k)]
    if missing:
        sys.exit(f"speed_vs_baseline: not measured: {sorted(set(missing))}")
    print("\n".join(table(bases, now, sizes, note)))
    print()
    print("\n".join(common_table(bases, now)))


if __name__ == "__main__":
    main()
