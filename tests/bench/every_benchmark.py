#!/usr/bin/env python3
"""Benchmarks that cannot rot: every benchmark bm_benchmarks registers runs once,
for a moment, so one that aborts (an InputError, a bad argument) or reports an error fails
the suite. Figures are not judged here (they belong to the benchmarks, not to timed tests).

Checks: the run exits 0; every name `--benchmark_list_tests` lists has a result without
`error_occurred`; the checker benchmarks played no failing game (`failed_games` 0); every
preset `bm rules list` names has its BM_CheckedGame and BM_UncheckedGame, and the serve
benchmarks are there (a registry that silently lost some would pass the first checks).

usage: every_benchmark.py BM_BENCHMARKS BM WORKDIR
"""
import json
import os
import subprocess
import sys

BENCH, BM, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(WORK, exist_ok=True)
out = os.path.join(WORK, "results.json")
problems = []

listed = subprocess.run([BENCH, "--benchmark_list_tests"], capture_output=True, text=True, timeout=60)
names = [n for n in listed.stdout.splitlines() if n.strip()]
if listed.returncode != 0 or not names:
    sys.exit(f"FAIL --benchmark_list_tests exit {listed.returncode}: {listed.stderr.strip()[:400]}")

run = subprocess.run([BENCH, "--benchmark_min_time=0.0001", "--benchmark_out_format=json",
                      "--benchmark_out=" + out], capture_output=True, text=True, timeout=600)
if run.returncode != 0:
    # The last lines name the benchmark that was running and why it stopped.
    tail = "\n".join((run.stdout + run.stderr).strip().splitlines()[-6:])
    sys.exit(f"FAIL bm_benchmarks exit {run.returncode}:\n{tail}")

results = json.load(open(out))["benchmarks"]
by_name = {r["name"]: r for r in results if r.get("run_type", "iteration") == "iteration"}
for n in names:
    r = by_name.get(n)
    if r is None:
        problems.append(f"{n}: listed but no result")
    elif r.get("error_occurred"):
        problems.append(f"{n}: error: {r.get('error_message', '')}")
    elif r.get("failed_games", 0) != 0:
        problems.append(f"{n}: {r['failed_games']} failing games (an invariant broke)")

presets = subprocess.run([BM, "rules", "list", "--json"], capture_output=True, text=True, timeout=60)
preset_names = [p["name"] if isinstance(p, dict) else p for p in json.loads(presets.stdout)]
if len(preset_names) < 10:
    problems.append(f"bm rules list --json named only {preset_names}")
for p in preset_names:
    for kind in ("BM_CheckedGame", "BM_UncheckedGame"):
        if not any(n.startswith(f"{kind}/{p}/") for n in names):
            problems.append(f"no {kind} for preset {p}")
for n in ("BM_ServeApplyLockstep", "BM_ServeApplyPipelined", "BM_StateHash", "BM_ReplayVerify", "BM_ReapplyOnly"):
    if not any(x.split("/")[0] == n for x in names):
        problems.append(f"{n} is not registered")

for p in problems:
    print("FAIL", p)
print(f"benchmarks: {len(names)} listed, {len(by_name)} ran, {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
