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
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import SRC, WORK, expect, finish, output, run  # noqa: E402

os.makedirs(WORK, exist_ok=True)

presets = [p["name"] for p in json.loads(output("rules", "list", "--json"))]
want = {"replay_4p_classic", "reapply_4p_classic", "replay_over_reapply", "state_hash", "state_copy",
        "serve_apply", "sizeof_game_state", "mallocs_per_action", "log_peak_heap.stream", "log_peak_heap.held", "perft_4", "replay_length.quarter", "replay_length.half", "replay_length.whole"}
want |= {f"{kind}.{p}" for p in presets for kind in ("random_games", "checked_games", "heap_bytes")}
want |= {f"players.{n}.{what}" for n in range(1, 7) for what in ("games", "actions")}

code, out, err = run("bench", "--games", "20", "--min-time", "0", "--json")
if code != 0:
    sys.exit(f"FAIL bm bench --json: exit {code}: {err.strip()[:400]}")
bench = json.loads(out)
figures = bench["figures"]
expect(set(figures) == want,
       f"figures differ: missing {sorted(want - set(figures))}, unexpected {sorted(set(figures) - want)}")
for key, f in figures.items():
    expect(f.get("better") in ("higher", "lower") and f.get("unit") and f.get("what"),
           f"{key}: no unit, direction or description: {f}")
    # heap bytes and mallocs are 0 where the allocator does not count (AddressSanitizer); everything else is measured
    uncounted = key.startswith("heap_bytes.") or key.startswith("log_peak_heap.") or key == "mallocs_per_action"
    expect(f.get("value", 0) > 0 or (uncounted and f.get("value") == 0), f"{key}: value {f.get('value')}")
expect(bench["signature"] == "999a961bedacd08a",
       f"signature {bench['signature']} (tests/sim/bench_signature_test.cpp pins it)")

# The committed baseline names the same figures.
base_path = os.path.join(SRC, "docs", "figures", "bench-baseline.json")
base = json.load(open(base_path))
expect(set(base["figures"]) == want, f"docs/figures/bench-baseline.json: missing {sorted(want - set(base['figures']))}, "
       f"extra {sorted(set(base['figures']) - want)}: measure it again (docs/figures/speed.md)")

# --compare: a ratio now / baseline for every figure, in the JSON and in the text.
half = {"figures": {k: dict(v, value=v["value"] * 2) for k, v in figures.items() if v["value"] > 0}}
half["figures"]["gone"] = {"value": 1.0}
with open(os.path.join(WORK, "double.json"), "w") as f:
    json.dump(half, f)
code, out, err = run("bench", "--games", "20", "--min-time", "0", "--json", "--compare", os.path.join(WORK, "double.json"))
cmp = json.loads(out)["compare"] if code == 0 else None
if expect(cmp is not None, f"--compare --json: exit {code}: {err.strip()[:300]}"):
    expect(cmp["not_measured"] == ["gone"], f"--compare: not_measured {cmp['not_measured']}")
    for k, v in half["figures"].items():
        if k == "gone":
            continue
        row = cmp["figures"].get(k)
        expect(row is not None and row["ratio"] is not None
               and abs(row["ratio"] - row["now"] / row["baseline"]) <= 1e-9 * row["ratio"], f"--compare: {k}: {row}")
code, out, err = run("bench", "--games", "20", "--min-time", "0", "--compare", base_path)
lines = out.splitlines()
expect(code == 0 and lines and lines[0].startswith("signature: 999a961bedacd08a ("),
       f"--compare text: exit {code}, first line {lines[:1]}: {err.strip()[:300]}")
rows = [l for l in lines if l.startswith("  ") and " baseline " in l and " x" in l]
throughput = [l for l in rows if l.startswith("  throughput line: ")]
rows = [l for l in rows if l not in throughput]
expect(len(rows) == len(want), f"--compare text: {len(rows)} rows with a ratio, want {len(want)}")
# The committed baseline has the throughput line too.
expect(len(throughput) == 1, f"--compare text: {len(throughput)} throughput lines against the baseline, want 1")

# The targets issues set: the figures they set one on say whether it is met, by the figure's direction.
targets = {"random_games.classic": 55000, "mallocs_per_action": 3, "replay_4p_classic": 400000,
           "replay_over_reapply": 0.6, "state_hash": 100, "state_copy": 100,
           "log_peak_heap.stream": 64 << 20, "log_peak_heap.held": 64 << 20}
target_issue = {"log_peak_heap.stream": "a log read in bounded memory", "log_peak_heap.held": "a log read in bounded memory"}
for key, f in figures.items():
    t = f.get("target")
    if not expect((t is None) == (key not in targets), f"{key}: target {t}, want one only on {sorted(targets)}"):
        continue
    if t is None:
        continue
    ok = f["value"] >= t["bound"] if f["better"] == "higher" else f["value"] <= t["bound"]
    want_verdict = "not counted" if f["value"] <= 0 else "met" if ok else "missed"
    expect(t["bound"] == targets[key] and t["why"] == target_issue.get(key, "the engine's speed target")
           and t["verdict"] == want_verdict,
           f"{key}: target {t}, value {f['value']}: want bound {targets[key]}, verdict {want_verdict}")

# An older bm's --json (before the figures: only the throughput line, as c0654dd's): the
# throughput is set against it, every figure is "baseline none".
older = os.path.join(WORK, "older.json")
with open(older, "w") as f:
    json.dump({"actions_per_second": 400000.0, "games": 2000, "games_per_second": 10000.0, "players": 2,
               "rules": "classic", "seconds": 0.2, "signature": "07b0783583c6de7e"}, f)
code, out, err = run("bench", "--games", "20", "--min-time", "0", "--json", "--compare", older)
cmp = json.loads(out)["compare"] if code == 0 else None
expect(cmp is not None and not cmp["figures"] and not cmp["not_measured"] and cmp["throughput"]["baseline"] == 10000.0
       and abs(cmp["throughput"]["ratio"] - cmp["throughput"]["now"] / 10000.0) <= 1e-9,
       f"--compare an older bm's --json: exit {code}, {cmp}, {err.strip()[:200]}")
code, out, err = run("bench", "--games", "20", "--min-time", "0", "--compare", older)
expect(code == 0 and any(l.startswith("  throughput line: ") and "baseline 10000" in l for l in out.splitlines()),
       f"--compare an older bm's --json, text: exit {code}: {out[:300]}")

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
    code, out, err = run("bench", "--games", "5", "--min-time", "0", *args)
    expect(code == 2 and "bm: error:" in err, f"bm bench {' '.join(args)}: exit {code}, stderr {err.strip()[:200]}")

finish(f"bm bench: {len(figures)} figures")
