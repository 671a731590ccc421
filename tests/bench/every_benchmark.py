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
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import ARGS, WORK, expect, finish, output, run  # noqa: E402

BENCH = os.path.abspath(ARGS["BM_BENCHMARKS"])
os.makedirs(WORK, exist_ok=True)
out = os.path.join(WORK, "results.json")

code, listed, err = run("--benchmark_list_tests", timeout=60, bm=BENCH)
names = [n for n in listed.splitlines() if n.strip()]
if code != 0 or not names:
    sys.exit(f"FAIL --benchmark_list_tests exit {code}: {err.strip()[:400]}")

code, stdout, stderr = run("--benchmark_min_time=0.0001", "--benchmark_out_format=json", "--benchmark_out=" + out,
                           bm=BENCH)
if code != 0:
    # The last lines name the benchmark that was running and why it stopped.
    tail = "\n".join((stdout + stderr).strip().splitlines()[-6:])
    sys.exit(f"FAIL bm_benchmarks exit {code}:\n{tail}")

results = json.load(open(out))["benchmarks"]
by_name = {r["name"]: r for r in results if r.get("run_type", "iteration") == "iteration"}
for n in names:
    r = by_name.get(n)
    if expect(r is not None, f"{n}: listed but no result") and \
            expect(not r.get("error_occurred"), f"{n}: error: {r.get('error_message', '')}"):
        expect(r.get("failed_games", 0) == 0, f"{n}: {r.get('failed_games')} failing games (an invariant broke)")

preset_names = [p["name"] if isinstance(p, dict) else p for p in json.loads(output("rules", "list", "--json", timeout=60))]
expect(len(preset_names) >= 10, f"bm rules list --json named only {preset_names}")
for p in preset_names:
    for kind in ("BM_CheckedGame", "BM_UncheckedGame"):
        expect(any(n.startswith(f"{kind}/{p}/") for n in names), f"no {kind} for preset {p}")
for n in ("BM_ServeApplyLockstep", "BM_ServeApplyPipelined", "BM_StateHash", "BM_ReplayVerify", "BM_ReapplyOnly"):
    expect(any(x.split("/")[0] == n for x in names), f"{n} is not registered")

finish(f"benchmarks: {len(names)} listed, {len(by_name)} ran")
