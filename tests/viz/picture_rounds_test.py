#!/usr/bin/env python3
"""viz.picture_rounds: the pictures of a divergence show the rounds around it, not the whole game.

- `bm replay LOG --viz` of a 4-player Super game whose damage event in round 11 or later was
  raised by 3 draws, by default, the round before the divergence's round, that round and the one
  after (the log's rounds, from the log itself): never round 1; `--rounds all` draws the whole
  game; `--rounds A..B` those rounds; a PNG of the default is far smaller than the whole game's.
- `bm compare --out DIR` draws the rounds around the round where the logs part (its report's
  `example.round`), and `--format png` writes DIR/compare.png, a PNG.
- --rounds without --viz (replay) or without --out (compare), or malformed: exit 2.

usage: picture_rounds_test.py BM WORKDIR
"""
import json
import os
import re
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect, finish, fresh_workdir, run  # noqa: E402


def drawn_rounds(path):
    with open(os.path.join(WORK, path)) as f:
        return sorted({int(n) for n in re.findall(r">Round (\d+)<", f.read())})


def png_size(path):
    with open(os.path.join(WORK, path), "rb") as f:
        head = f.read(24)
    expect(head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is a PNG")
    return struct.unpack(">II", head[16:24])


fresh_workdir()
code, _, err = run("play", "--rules", "super", "--players", "4", "--seed", "11", "--out", "game.jsonl")
expect(code == 0, f"bm play: {err[-200:]}")
with open(os.path.join(WORK, "game.jsonl")) as f:
    lines = [json.loads(l) for l in f if l.strip()]
planted_round = None
for j in reversed(lines):
    if j["type"] == "action" and j["round"] >= 8 and any(e["e"] == "damage" for e in j["events"]):
        e = next(e for e in j["events"] if e["e"] == "damage")
        e["amount"] += 3
        e["total"] += 3
        planted_round = j["round"]
        break
last_round = max(j["round"] for j in lines if j["type"] == "action")
with open(os.path.join(WORK, "div.jsonl"), "w") as f:
    f.write("".join(json.dumps(l, separators=(",", ":")) + "\n" for l in lines))
expect(planted_round is not None, "a late damage event to change")

code, _, err = run("replay", "div.jsonl", "--viz", "div.dot")
want = list(range(planted_round - 1, min(planted_round + 1, last_round) + 1))
expect(code == 1 and drawn_rounds("div.dot") == want,
       f"replay --viz draws rounds {want} around the divergence in round {planted_round}: {drawn_rounds('div.dot')} ({err[-200:]})")
code, _, _ = run("replay", "div.jsonl", "--viz", "all.dot", "--rounds", "all")
expect(code == 1 and drawn_rounds("all.dot")[:2] == [1, 2] and drawn_rounds("all.dot")[-1] == last_round,
       f"--rounds all draws the whole game: {drawn_rounds('all.dot')}")
code, _, _ = run("replay", "div.jsonl", "--viz", "part.dot", "--rounds", "3..4")
expect(code == 1 and drawn_rounds("part.dot") == [3, 4], f"--rounds 3..4: {drawn_rounds('part.dot')}")
run("replay", "div.jsonl", "--viz", "div.png")
run("replay", "div.jsonl", "--viz", "all.png", "--rounds", "all")
(w, h), (W, H) = png_size("div.png"), png_size("all.png")
expect(h * 3 < H, f"the default PNG ({w}x{h}) is a fraction of the whole game's ({W}x{H})")
for args in (["--rounds", "2..3"], ["--viz", "x.dot", "--rounds", "3..a"], ["--viz", "x.dot", "--rounds", "5..2"]):
    code, _, _ = run("replay", "div.jsonl", *args)
    expect(code == 2, f"bm replay {' '.join(args)}: exit 2")

code, out, err = run("compare", "--ip", "IP-3", "--games", "20", "--json", "--out", "cmp", "--format", "dot")
r = json.loads(out) if code == 0 else {}
ex = r.get("example") or {}
at = ex.get("round", -1)
got = drawn_rounds("cmp/compare.dot") if code == 0 else []
expect(code == 0 and got and got[0] == max(at - 1, 1 if at > 0 else 0) and got[-1] <= at + 1 and at in got,
       f"compare draws the rounds around round {at}, where the logs part: {got} ({err[-200:]})")
expect(r.get("files", {}).get("rounds", [None])[0] == max(at - 1, 0), f"compare --json says the rounds: {r.get('files')}")
code, out, err = run("compare", "--ip", "IP-3", "--games", "20", "--json", "--out", "cmp-png", "--format", "png")
expect(code == 0 and json.loads(out)["files"]["picture"].endswith("compare.png"), f"compare --format png: {err[-200:]}")
png_size("cmp-png/compare.png")
for args in (["--rounds", "1..2"], ["--format", "png"], ["--out", "c2", "--rounds", "x"], ["--out", "c3", "--format", "jpg"]):
    code, _, _ = run("compare", "--ip", "IP-3", "--games", "2", *args)
    expect(code == 2, f"bm compare {' '.join(args)}: exit 2")
finish("picture_rounds_test")
