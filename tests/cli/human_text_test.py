#!/usr/bin/env python3
"""Text and pictures a person reads, asserted on real games.

- Cards are named "Name (ID)" from the card table (`bm cards list --json`): the bosses of a
  seeded game in `bm play`'s scores, in every `bm replay --show-state` round and in the scores
  after `result:`; JSON keeps the bare ids.
- `bm replay --until 12` says how many actions agree with the log: 13 (actions 0..12).
- A divergence planted in one event's `player` field is reported as "only `player` differs",
  and the round and phase of the report are those of the state it shows, also when the
  divergent action ends its phase (the state after it is in another phase).
- `bm viz`: every hero run's outcome is in the picture, however long the run (no row is cut).

usage: human_text_test.py BM WORKDIR
"""
import html
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect as check, finish, fresh_workdir, output  # noqa: E402


def run(args, ok=(0,)):
    return output(*args, ok=ok, timeout=300)


NAMES = None


def card_name(card_id):
    global NAMES
    if NAMES is None:
        NAMES = {c["id"]: c["name"] for c in json.loads(run(["cards", "list", "--json"]))}
    return NAMES[card_id]


def lines_of(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(x) for x in f if x.strip()]


fresh_workdir()

# 1. Names with ids. Seed 7's game: Cleopatra (BM007) is one of its bosses (checked from the
# log, so the test says so when the seed's game changes).
summary = run(["play", "--seed", "7", "--out", "g.jsonl"])
log = lines_of(os.path.join(WORK, "g.jsonl"))
result = log[-1]
bosses = [s["boss"] for s in result["scores"]]
check("BM007" in bosses, f"seed 7: expected Cleopatra (BM007) among the bosses, the log has {bosses}")
for s in result["scores"]:
    label = f"{card_name(s['boss'])} ({s['boss']})"
    check(f"  player {s['player']} {label}: {s['souls']} souls, {s['wounds']} wounds" in summary,
          f"bm play: no score line naming {label} for player {s['player']}:\n{summary}")
shown = run(["replay", "g.jsonl", "--show-state"])
rounds = shown.count("after round ")
check(rounds == result["rounds"] + 1 or rounds == result["rounds"],
      f"--show-state: {rounds} states for {result['rounds']} rounds")
for s in result["scores"]:
    label = f"{card_name(s['boss'])} ({s['boss']})"
    check(shown.count(f"  P{s['player']} {label}: ") == rounds,
          f"--show-state: P{s['player']} is not shown as {label} in each of the {rounds} states")
    check(f"  player {s['player']} {label}: " in shown, f"bm replay: the scores after result: lack {label}")
check("Cleopatra (BM007)" in shown, "--show-state: no 'Cleopatra (BM007)'")
# Rooms and hands are named too: every card id in the text stands in "Name (ID)".
bare = [m.group(0) for m in re.finditer(r"(?<!\()\bBM\d{3}\b(?!\))", shown.split("result:")[0])]
check(not bare, f"--show-state: card ids without their names: {sorted(set(bare))[:5]}")
verdict = json.loads(run(["replay", "g.jsonl", "--until", "5", "--json"]))
check(all(p["boss"] in bosses for p in verdict["state"]["players"]), "--json state: bosses are not bare ids")

# 2. --until 12: the count of actions verified.
until = run(["replay", "g.jsonl", "--until", "12"])
check(until.startswith("verified 13 actions (0..12), consistent with the log; "),
      f"--until 12: the first line does not give the count:\n{until[:200]}")
check("state after action 12:" in until, "--until 12: no state after action 12")


# 3. A divergence planted in one event's player field, in an action that ends its phase.
def planted():
    for k, line in enumerate(log):
        if line.get("type") != "action":
            continue
        evs = line.get("events", [])
        if not any(e.get("e") == "phase" for e in evs):
            continue
        for j, e in enumerate(evs):
            if e.get("e") != "phase" and isinstance(e.get("player"), int):
                return k, j, line
    return None


found = planted()
check(found is not None, "seed 7: no action that ends a phase with an event naming a player")
if found:
    k, j, line = found
    bad = [dict(x) for x in log]
    bad[k] = json.loads(json.dumps(line))
    ev = bad[k]["events"][j]
    ev["player"] = 1 - ev["player"]
    with open(os.path.join(WORK, "p.jsonl"), "w", encoding="utf-8") as f:
        for x in bad:
            f.write(json.dumps(x, separators=(",", ":"), sort_keys=True) + "\n")
    out = run(["replay", "p.jsonl"], ok=(1,))
    check("only `player` differs" in out, f"planted player: the report does not say only `player` differs:\n{out}")
    head = re.search(r"^DIVERGENCE at line \d+, action (\d+), round (\d+), phase (\w+)", out, re.M)
    state = re.search(r"state there \(before action (\d+)[^\n]*\n  round (\d+), phase (\w+),", out)
    check(head is not None and state is not None, f"planted player: no header or state:\n{out}")
    if head and state:
        check(head.groups() == state.groups(),
              f"planted player: the report says action/round/phase {head.groups()}, its state {state.groups()}")
        check((head.group(2), head.group(3)) == (str(line["round"]), line["phase"]),
              f"planted player: the report's round/phase {head.groups()} are not the log's action's")
    v = json.loads(run(["replay", "p.jsonl", "--json"], ok=(1,)))
    check((v["round"], v["phase"]) == (v["state"]["round"], v["state"]["phase"]),
          f"--json: verdict round/phase {v['round']}/{v['phase']} vs its state {v['state']['round']}/"
          f"{v['state']['phase']}")

# 4. bm viz: no hero run loses its outcome, however long its row.
# Seed 8's game has a run whose row is longer than the 150 bytes rows used to be cut at.
run(["play", "--seed", "8", "--out", "v.jsonl"])
tl = json.loads(run(["viz", "v.jsonl", "-o", "g.dot", "--json"]))
with open(os.path.join(WORK, "g.dot"), encoding="utf-8") as f:
    dot = html.unescape(re.sub(r"<BR ALIGN=\"LEFT\"/>", " ", f.read()))
runs = [it for b in tl["timeline"]["phases"] for it in b["items"] if it["kind"] == "run"]
check(len(runs) >= 10, f"bm viz: only {len(runs)} hero runs")
longest = max((len(it["text"].encode()) for it in runs), default=0)
check(longest > 150, f"bm viz: the longest run row has {longest} bytes, the test needs a long one")
for it in runs:
    check(it["text"] in dot, f"bm viz: the run row is cut in the picture: {it['text']}")

finish(f"human text: names, --until count, planted divergence, {len(runs)} runs whole")
