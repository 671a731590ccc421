#!/usr/bin/env python3
"""bm bench: every figure is measured and written, --compare sets each against a
baseline, and the committed baseline (docs/figures/bench-baseline.json) names exactly the
figures bm bench measures, so neither can rot unseen. No figure's size is judged here
(timing targets live in the benchmarks), only that it was measured: positive, with a unit
and a direction.

usage: bm_bench.py BM SRC WORKDIR
"""
import json
import os
import subprocess
import sys

BM, SRC, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(WORK, exist_ok=True)
problems = []


def bm(*args):
    return subprocess.run([BM, *args], capture_output=True, text=True, timeout=600)


presets = [p["name"] for p in json.loads(bm("rules", "list", "--json").stdout)]
want = {"replay_4p_classic", "reapply_4p_classic", "replay_over_reapply", "state_hash", "state_copy",
        "serve_apply", "sizeof_game_state", "mallocs_per_action", "log_peak_heap.stream", "log_peak_heap.held", "perft_4", "replay_length.quarter", "replay_length.half", "replay_length.whole"}
want |= {f"{kind}.{p}" for p in presets for kind in ("random_games", "checked_games", "heap_bytes")}
want |= {f"players.{n}.{what}" for n in range(1, 7) for what in ("games", "actions")}

r = bm("bench", "--games", "20", "--min-time", "0", "--json")
if r.returncode != 0:
    sys.exit(f"FAIL bm bench --json: exit {r.returncode}: {r.stderr.strip()[:400]}")
out = json.loads(r.stdout)
figures = out["figures"]
if set(figures) != want:
    problems.append(f"figures differ: missing {sorted(want - set(figures))}, unexpected {sorted(set(figures) - want)}")
for key, f in figures.items():
    if f.get("better") not in ("higher", "lower") or not f.get("unit") or not f.get("what"):
        problems.append(f"{key}: no unit, direction or description: {f}")
    # heap bytes and mallocs are 0 where the allocator does not count (AddressSanitizer); everything else is measured
    uncounted = key.startswith("heap_bytes.") or key.startswith("log_peak_heap.") or key == "mallocs_per_action"
    if not (f.get("value", 0) > 0 or (uncounted and f.get("value") == 0)):
        problems.append(f"{key}: value {f.get('value')}")
if out["signature"] != "c3f5e5cc1336fa9c":
    problems.append(f"signature {out['signature']} (tests/sim/bench_signature_test.cpp pins it)")

# The committed baseline names the same figures.
base_path = os.path.join(SRC, "docs", "figures", "bench-baseline.json")
base = json.load(open(base_path))
if set(base["figures"]) != want:
    problems.append(f"docs/figures/bench-baseline.json: missing {sorted(want - set(base['figures']))}, "
                    f"extra {sorted(set(base['figures']) - want)}: measure it again (docs/figures/speed.md)")

# --compare: a ratio now / baseline for every figure, in the JSON and in the text.
half = {"figures": {k: dict(v, value=v["value"] * 2) for k, v in figures.items() if v["value"] > 0}}
half["figures"]["gone"] = {"value": 1.0}
with open(os.path.join(WORK, "double.json"), "w") as f:
    json.dump(half, f)
r = bm("bench", "--games", "20", "--min-time", "0", "--json", "--compare", os.path.join(WORK, "double.json"))
cmp = json.loads(r.stdout)["compare"] if r.returncode == 0 else None
if cmp is None:
    problems.append(f"--compare --json: exit {r.returncode}: {r.stderr.strip()[:300]}")
else:
    if cmp["not_measured"] != ["gone"]:
        problems.append(f"--compare: not_measured {cmp['not_measured']}")
    for k, v in half["figures"].items():
        if k == "gone":
            continue
        row = cmp["figures"].get(k)
        if row is None or row["ratio"] is None or abs(row["ratio"] - row["now"] / row["baseline"]) > 1e-9 * row["ratio"]:
            problems.append(f"--compare: {k}: {row}")
r = bm("bench", "--games", "20", "--min-time", "0", "--compare", base_path)
lines = r.stdout.splitlines()
if r.returncode != 0 or not lines or not lines[0].startswith("signature: c3f5e5cc1336fa9c ("):
    problems.append(f"--compare text: exit {r.returncode}, first line {lines[:1]}: {r.stderr.strip()[:300]}")
rows = [l for l in lines if l.startswith("  ") and " baseline " in l and " x" in l]
throughput = [l for l in rows if l.startswith("  throughput line: ")]
rows = [l for l in rows if l not in throughput]
if len(rows) != len(want):
    problems.append(f"--compare text: {len(rows)} rows with a ratio, want {len(want)}")
if len(throughput) != 1:  # the committed baseline has the throughput line too
    problems.append(f"--compare text: {len(throughput)} throughput lines against the baseline, want 1")

# The targets issues set: the figures they set one on say whether it is met, by the figure's direction.
targets = {"random_games.classic": 50000, "mallocs_per_action": 3, "replay_4p_classic": 400000,
           "replay_over_reapply": 0.45, "state_hash": 200,
           "log_peak_heap.stream": 64 << 20, "log_peak_heap.held": 64 << 20}
target_issue = {"log_peak_heap.stream": "a log read in bounded memory", "log_peak_heap.held": "a log read in bounded memory"}
for key, f in figures.items():
    t = f.get("target")
    if (t is None) != (key not in targets):
        problems.append(f"{key}: target {t}, want one only on {sorted(targets)}")
        continue
    if t is None:
        continue
    ok = f["value"] >= t["bound"] if f["better"] == "higher" else f["value"] <= t["bound"]
    want_verdict = "not counted" if f["value"] <= 0 else "met" if ok else "missed"
    if t["bound"] != targets[key] or t["why"] != target_issue.get(key, "the engine's speed target") or t["verdict"] != want_verdict:
        problems.append(f"{key}: target {t}, value {f['value']}: want bound {targets[key]}, verdict {want_verdict}")

# An older bm's --json (before the figures: only the throughput line, as c0654dd's): the
# throughput is set against it, every figure is "baseline none".
older = os.path.join(WORK, "older.json")
with open(older, "w") as f:
    json.dump({"actions_per_second": 400000.0, "games": 2000, "games_per_second": 10000.0, "players": 2,
               "rules": "classic", "seconds": 0.2, "signature": "07b0783583c6de7e"}, f)
r = bm("bench", "--games", "20", "--min-time", "0", "--json", "--compare", older)
cmp = json.loads(r.stdout)["compare"] if r.returncode == 0 else None
if cmp is None or cmp["figures"] or cmp["not_measured"] or cmp["throughput"]["baseline"] != 10000.0 or \
        abs(cmp["throughput"]["ratio"] - cmp["throughput"]["now"] / 10000.0) > 1e-9:
    problems.append(f"--compare an older bm's --json: exit {r.returncode}, {cmp}, {r.stderr.strip()[:200]}")
r = bm("bench", "--games", "20", "--min-time", "0", "--compare", older)
if r.returncode != 0 or not any(l.startswith("  throughput line: ") and "baseline 10000" in l for l in r.stdout.splitlines()):
    problems.append(f"--compare an older bm's --json, text: exit {r.returncode}: {r.stdout[:300]}")

# Bad usage: exit 2 with a message.
bad_file = os.path.join(WORK, "bad.json")
with open(bad_file, "w") as f:
    f.write('{"figures": {"x": {"value": "fast"}}}')
bad_speed = os.path.join(WORK, "bad-speed.json")
with open(bad_speed, "w") as f:
    f.write('{"games_per_second": "fast"}')
for args in (["--compare", bad_file], ["--compare", bad_speed], ["--compare", os.path.join(WORK, "missing.json")],
             ["--min-time", "-1"],
             ["--min-time", "61"], ["--compare", os.path.join(SRC, "README.md")]):
    r = bm("bench", "--games", "5", "--min-time", "0", *args)
    if r.returncode != 2 or "bm: error:" not in r.stderr:
        problems.append(f"bm bench {' '.join(args)}: exit {r.returncode}, stderr {r.stderr.strip()[:200]}")

for p in problems:
    print("FAIL", p)
print(f"bm bench: {len(figures)} figures, {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
