#!/usr/bin/env python3
"""viz.compare_marks: the pictures of two accounts that part frame exactly the
rows that differ, and say the ending in words.

- `bm compare --ip IP-3 --out DIR` (the pair of seed 1055, whose hero Joman Chimm is killed in
  Specter's Sanctum under A and in Golem Factory under B): each framed row ("differs here" in
  its tooltip) has words the other side's rows of that action do not have, a row both sides
  show alike is not framed, and each side frames at least one row. The headers name the
  readings (`A: death_threshold=at_least`), not `A A: classic ...`.
- `bm replay LOG --viz` of a log whose one event was changed frames on each side only rows
  whose words differ, and each side's note gives its own value (the log's, the engine's).
- the index of `bm viz --split` says the ending in words with the end reason beside.
- the rounds of a 4-player Super timeline line up in one column (the same left edge).

usage: compare_marks_test.py BM WORKDIR
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect, finish, fresh_workdir, run  # noqa: E402
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"


def rows(svg_path):
    """Every table row with a link: (side prefix of its node: 'a_'/'b_'/''), action href, words, framed."""
    out, notes = [], []
    root = ET.parse(svg_path).getroot()
    for g in root.iter(SVG + "g"):
        if g.get("class") != "node":
            continue
        title = g.find(SVG + "title")
        name = title.text if title is not None else ""
        side = name[:2] if name[:2] in ("a_", "b_") else ""
        for a in g.iter(SVG + "a"):
            tip = a.get(XLINK + "title") or ""
            href = a.get(XLINK + "href") or ""
            words = " ".join(t.text or "" for t in a.iter(SVG + "text")).strip()
            if href.startswith("#action-"):
                out.append((side, href, words, tip.startswith("differs here"), tip))
        texts = " ".join(t.text or "" for t in g.iter(SVG + "text"))
        notes.append((side, texts))
    return out, notes


def check_frames(svg, what):
    rs, notes = rows(svg)
    framed = [r for r in rs if r[3]]
    expect(any(r[0] == "a_" for r in framed) and any(r[0] == "b_" for r in framed),
           f"{what}: each side frames a differing row: {framed}")
    for side, href, words, marked, _ in rs:
        other = "b_" if side == "a_" else "a_"
        same_on_other = any(o[0] == other and o[1] == href and o[2] == words for o in rs)
        if marked:
            expect(not same_on_other, f"{what}: framed row {side}{href} '{words}' is the same on the other side")
        elif any(r[1] == href and r[3] for r in rs):  # a row of the action that parts
            expect(same_on_other, f"{what}: row {side}{href} '{words}' differs but is not framed")
    return rs, notes


def compare_pair():
    code, out, err = run("compare", "--ip", "IP-3", "--seed", "1055", "--games", "1", "--out", "cmp", "--json")
    expect(code == 0, f"compare --out: {code} {err}")
    rs, notes = check_frames(os.path.join(WORK, "cmp", "compare.svg"), "compare.svg")
    killed = [r for r in rs if r[3] and "Joman Chimm" in r[2]]
    expect(len(killed) == 2, f"the Joman Chimm rows (killed in different rooms) are framed on both sides: {killed}")
    heads = " ".join(t for _, t in notes)
    expect("A: death_threshold=at_least" in heads and "B: death_threshold=exceeds" in heads,
           f"headers name the readings: {heads[:300]}")
    expect("A A:" not in heads and "B B:" not in heads, "headers repeat the side")
    code, out, err = run("compare", "--ip", "IP-11", "--rules", "super", "--seed", "19", "--games", "1", "--out", "c11")
    expect(code == 0, f"compare IP-11 --out: {code} {err}")
    _, notes = rows(os.path.join(WORK, "c11", "compare.svg"))
    heads = [t for side, t in notes if "A: " in t or "B: " in t]
    expect(heads and not any('{"' in t for t in heads), f"headers without raw JSON: {heads}")
    expect(any("summon_health=library 2, temple 2" in t for t in heads), f"B's reading in words: {heads}")


def replay_divergence():
    code, _, err = run("play", "--seed", "7", "--players", "3", "--out", "game.jsonl")
    expect(code == 0, f"play: {code} {err}")
    with open(os.path.join(WORK, "game.jsonl")) as f:
        lines = [json.loads(l) for l in f if l.strip()]
    # An adventure action with a hero run and other rows: change one damage amount.
    target = None
    for i, l in enumerate(lines):
        if l.get("type") == "action" and i > 10:
            evs = l.get("events", [])
            kinds = [e.get("e") for e in evs]
            if "damage" in kinds and len(evs) >= 6:
                target = i
                break
    expect(target is not None, "no adventure action to change")
    if target is None:
        return
    evs = lines[target]["events"]
    k = [e.get("e") for e in evs].index("damage")
    evs[k]["amount"] = evs[k].get("amount", 0) + 7
    with open(os.path.join(WORK, "changed.jsonl"), "w") as f:
        for l in lines:
            f.write(json.dumps(l, separators=(",", ":")) + "\n")
    code, _, err = run("replay", "changed.jsonl", "--viz", "changed.svg")
    expect(code == 1, f"replay of a changed log: exit {code} {err}")
    rs, notes = rows(os.path.join(WORK, "changed.svg"))
    action = "#action-" + str(lines[target]["i"])
    of_action = [r for r in rs if r[1] == action]
    framed = [r for r in rs if r[3]]
    expect(0 < len(framed) < len(of_action), f"replay --viz frames only the differing rows: {len(framed)} of {len(of_action)}")
    # A framed row differs in words, or (the changed amount is not shown) holds the damage event.
    for side, href, words, marked, tip in framed:
        other = "b_" if side == "a_" else "a_"
        same = any(o[0] == other and o[1] == href and o[2] == words for o in rs)
        expect(not same or "damage" in tip.split("events ")[-1].split(), f"replay --viz framed an identical row: {words}")
    text = " ".join(t for _, t in notes)
    expect("the log says" in text and "the engine replays" in text, "each side's note gives its own value")


def index_words():
    code, _, err = run("play", "--rules", "super", "--seed", "3", "--out", "super.jsonl")
    expect(code == 0, f"play super: {code} {err}")
    code, _, err = run("viz", "super.jsonl", "--split", "50", "-o", "pages")
    expect(code == 0, f"viz --split: {code} {err}")
    with open(os.path.join(WORK, "pages", "index.html")) as f:
        html = f.read()
    with open(os.path.join(WORK, "super.jsonl")) as f:
        result = [json.loads(l) for l in f if l.strip()][-1]
    reason = result["end_reason"]
    expect(f"({reason})" in html and ("ran out" in html or "reached" in html),
           f"index says the ending in words with {reason} beside")


def rounds_aligned():
    # A 4-player Super game: every round's box starts at the same x (one column, not centred).
    code, _, err = run("play", "--rules", "super", "--players", "4", "--seed", "3", "--out", "s4.jsonl")
    expect(code == 0, f"play: {code} {err}")
    code, _, err = run("viz", "s4.jsonl", "-o", "s4.svg")
    expect(code == 0, f"viz: {code} {err}")
    root = ET.parse(os.path.join(WORK, "s4.svg")).getroot()
    lefts = []
    for g in root.iter(SVG + "g"):
        title = g.find(SVG + "title")
        if g.get("class") != "cluster" or title is None or not title.text.startswith("cluster_r"):
            continue
        path = next(g.iter(SVG + "path"), None)
        if path is not None:
            xs = [float(x) for x in re.findall(r"(-?[\d.]+),-?[\d.]+", path.get("d"))]
            lefts.append(round(min(xs)))
    expect(len(lefts) > 5 and len(set(lefts)) == 1, f"the rounds' left edges: {lefts}")


fresh_workdir()
compare_pair()
replay_divergence()
index_words()
rounds_aligned()
finish("compare_marks_test")
