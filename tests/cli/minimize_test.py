#!/usr/bin/env python3
"""cli.minimize: `bm replay --minimize`, `--report` and `bm log cut`, end to end.

Real failing logs, each made by changing one thing in a game bm played, so the failure that
must survive is known from the change, not from what bm prints:
- a front end's export of a 4-player Super game (declared chance, no hashes, its own key order
  and spacing) with one event given to another player late in the game: the replay must diverge
  there (kind event, the planted event is what the log says);
- a bm2 game with a late build of a boss card, which no hand ever holds (C-3: a hand holds
  rooms and spells; the build is refused, kind illegal_action);
- an invariant violation: the test-only mutant `lifo_heroes` sends heroes into a dungeon last
  in, first out, which breaks INV-HERO-FIFO (G-14); found with --check.
For each: the minimized log has at most 1/10 of the input's actions (at least one: the failing
one), replays to the same failure (kind, rules, event type) on its last action, keeps the
input's lines for the actions it keeps, records in its header where it came from and what was
removed, and is the same bytes when made twice. --report shows the failure's rules with their
statements and the minimized log; bm log cut writes a log that verifies and holds the input's
actions from N on.

usage: minimize_test.py BM WORKDIR BM_MUTANT
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import ARGS, WORK, expect, finish, fresh_workdir, run  # noqa: E402

MUTANT = ARGS["BM_MUTANT"]


def read(path):
    with open(os.path.join(WORK, path)) as f:
        return [json.loads(l) for l in f if l.strip()]


def write(path, lines, foreign=False):
    with open(os.path.join(WORK, path), "w") as f:
        for l in lines:
            if foreign:  # another writer: keys in reverse order, spaces after separators
                f.write(json.dumps(dict(sorted(l.items(), reverse=True))) + "\n")
            else:
                f.write(json.dumps(l, separators=(",", ":"), sort_keys=True) + "\n")


def data(path):
    with open(os.path.join(WORK, path), "rb") as f:
        return f.read()


def actions(lines):
    return [l for l in lines if l["type"] == "action"]


def verdict(path, *extra, bm=None, mutant="lifo_heroes"):
    code, out, _ = run("replay", path, "--json", *extra, bm=bm, env={"BM_MUTANT": mutant} if bm else None)
    return code, json.loads(out.strip().splitlines()[-1])


def minimize(name, log, planted, want_what, extra=(), bm=None, mutant="lifo_heroes"):
    """Minimizes LOG twice and checks the output against the input's known failure."""
    env = {"BM_MUTANT": mutant} if bm else None
    code, v = verdict(log, *extra, bm=bm, mutant=mutant)
    expect(code == 1 and v.get("what") == want_what and v.get("action_index") == planted,
           f"{name}: the input fails with {want_what} at action {planted} (exit {code}, {v.get('what')} at {v.get('action_index')})")
    outs = []
    for k in (1, 2):
        out = f"{name}-small{k}.jsonl"
        code, said, err = run("replay", log, *extra, "--minimize", "-o", out, bm=bm, env=env)
        expect(code == 1, f"{name}: --minimize exits 1 (the log fails): {code} {err[-300:]}")
        # It names the failure by the input's own numbers: the person has that file, not the new one.
        says = f"it fails as {log} line {v.get('line')}, action {planted} does"
        expect(says in said, f"{name}: --minimize says '{says}': {said[-300:]}")
        outs.append(out)
    expect(data(outs[0]) == data(outs[1]), f"{name}: the same input gives the same bytes")
    small, big = read(outs[0]), read(log)
    n, m = len(actions(big)), len(actions(small))
    expect(1 <= m <= max(1, n // 10), f"{name}: {m} actions of {n}: at most 1/10 of the input's")
    # Replays to the same failure, on its last action, without --check (an invariant is named in the header).
    code2, w = verdict(outs[0], bm=bm, mutant=mutant)
    expect(code2 == 1 and w.get("what") == v.get("what") and sorted(set(w.get("rules", []))) == sorted(set(v.get("rules", [])))
           and w.get("action_index") == m - 1,
           f"{name}: the minimized log fails the same way on its last action: {w.get('what')} {w.get('rules')} at "
           f"{w.get('action_index')} (input: {v.get('what')} {v.get('rules')})")
    if want_what == "event":
        expect(w.get("log_says") == v.get("log_says") and w.get("engine_says") == v.get("engine_says"),
               f"{name}: the same event, the same two values")
    # The header: where it came from and what was removed; the kept actions are the input's lines.
    r = small[0].get("reduced", {})
    expect(r.get("by") == "bm replay --minimize" and r.get("log") == os.path.basename(log) and r.get("actions") == n,
           f"{name}: header.reduced names the input: {r}")
    kept = [i for i in range(r.get("from", 0), r.get("to", -1) + 1) if i not in r.get("removed", [])]
    expect(kept and kept[-1] == planted and len(kept) == m, f"{name}: kept {kept}, ending with the failing action {planted}")
    for new, old in zip(actions(small), kept):
        want = dict(actions(big)[old])
        got = dict(new)
        expect(got.pop("i") == kept.index(old) and want.pop("i") == old and got == want,
               f"{name}: kept action {old} is the input's line, renumbered")
    # The map from new to original actions, and each kept action's line in the input file.
    with open(os.path.join(WORK, log)) as f:
        line_of = {json.loads(l)["i"]: k + 1 for k, l in enumerate(f)
                   if l.strip() and json.loads(l).get("type") == "action"}
    expect(r.get("original_actions") == kept and r.get("original_lines") == [line_of[i] for i in kept],
           f"{name}: header.reduced maps the new actions to the input's: {r.get('original_actions')} "
           f"lines {r.get('original_lines')} (kept {kept})")
    expect(r.get("original_lines", [0])[-1] == v.get("line"), f"{name}: the failing action is on the input's line {v.get('line')}")
    expect(small[1]["type"] == ("snapshot" if r.get("from", 0) > 0 else big[1]["type"]),
           f"{name}: starts from a snapshot of the state before action {r.get('from')}")
    return v, outs[0]


def super_frontend():
    """A 4-player Super game exported by a front end, an event given to another player late."""
    code, _, err = run("play", "--rules", "super", "--players", "4", "--seed", "7", "--chance", "declared",
                       "--out", "super4.jsonl")
    expect(code == 0, f"play super: {err[-200:]}")
    lines = read("super4.jsonl")
    acts = actions(lines)
    planted = None
    for a in acts[len(acts) * 9 // 10:]:
        ev = [e for e in a.get("events", []) if isinstance(e.get("player"), int)]
        if ev:
            ev[0]["player"] = (ev[0]["player"] + 1) % 4
            planted = a["i"]
            break
    for l in lines:  # a front end that writes no hashes
        l.pop("hash", None)
        l.pop("final_hash", None)
    write("export.jsonl", lines, foreign=True)
    expect(planted is not None and planted >= len(acts) * 9 // 10, "super: an event planted late")
    minimize("super", "export.jsonl", planted, "event")
    return planted


def bm2_refused():
    """A bm2 game whose player builds a boss card late (no hand holds a boss, C-3, C-4)."""
    code, _, err = run("play", "--rules", "bm2", "--players", "3", "--seed", "11", "--out", "bm2.jsonl")
    expect(code == 0, f"play bm2: {err[-200:]}")
    lines = read("bm2.jsonl")
    acts = actions(lines)
    bosses = {e["card"] for l in lines[:3] for e in l.get("events", []) if e.get("e") in ("deal_boss", "boss_chosen")}
    boss = sorted(bosses)[0] if bosses else "BM001"
    planted = None
    for a in acts[len(acts) * 4 // 5:]:
        if a["action"]["type"] == "build":
            a["action"]["card"] = boss
            planted = a["i"]
            break
    write("bm2-refused.jsonl", lines)
    expect(planted is not None, "bm2: a late build to refuse")
    minimize("bm2", "bm2-refused.jsonl", planted, "illegal_action")


def solo_hash():
    """A solo game (seeded) whose state hash is wrong on a late line: kind hash."""
    code, _, err = run("play", "--rules", "solo", "--seed", "4", "--out", "solo.jsonl")
    expect(code == 0, f"play solo: {err[-200:]}")
    lines = read("solo.jsonl")
    acts = actions(lines)
    a = acts[len(acts) * 9 // 10]
    a["hash"] = "0000000000000000" if a["hash"] != "0000000000000000" else "0000000000000001"
    write("solo-hash.jsonl", lines)
    minimize("solo", "solo-hash.jsonl", a["i"], "hash")


def mutant_invariant():
    """The mutant's own game breaks INV-HERO-FIFO (G-14); bm replay --check finds it."""
    code, _, err = run("play", "--players", "3", "--seed", "6", "--out", "mutant.jsonl", bm=MUTANT,
                       env={"BM_MUTANT": "lifo_heroes"})
    expect(code == 0, f"mutant play: {err[-200:]}")
    code, v = verdict("mutant.jsonl", "--check", bm=MUTANT)
    planted = v.get("action_index")
    expect(v.get("what") == "invariant" and v.get("engine_says", "").startswith("INV-HERO-FIFO "),
           f"mutant: the checker finds INV-HERO-FIFO: {v.get('engine_says')}")
    _, out = minimize("mutant", "mutant.jsonl", planted, "invariant", extra=("--check",), bm=MUTANT)
    h = read(out)[0]
    expect(h.get("violation", {}).get("invariant") == "INV-HERO-FIFO" and h["violation"].get("action") == 0,
           f"mutant: the minimized log names its violation: {h.get('violation')}")
    # The real engine never does what the mutant did: its replay of the minimized log diverges.
    code, w = verdict(out)
    expect(code == 1, f"mutant: bm (not the mutant) rejects the minimized log: exit {code}")


def mutant_with_history():
    """duplicate_on_destroy breaks INV-CARDS-CONSERVED one action after the action that leads to it:
    the snapshot just before the failing action loses it, so the start moves back (the gallop and the
    bisection) and delta debugging tries to remove the action in between."""
    code, _, err = run("play", "--players", "2", "--seed", "1", "--out", "dup.jsonl", bm=MUTANT,
                       env={"BM_MUTANT": "duplicate_on_destroy"})
    expect(code == 0, f"mutant play: {err[-200:]}")
    code, v = verdict("dup.jsonl", "--check", bm=MUTANT, mutant="duplicate_on_destroy")
    expect(v.get("what") == "invariant" and v.get("engine_says", "").startswith("INV-CARDS-CONSERVED "),
           f"duplicate_on_destroy: the checker finds INV-CARDS-CONSERVED: {v.get('engine_says')}")
    _, out = minimize("dup", "dup.jsonl", v.get("action_index"), "invariant", extra=("--check",), bm=MUTANT,
                      mutant="duplicate_on_destroy")
    r = read(out)[0]["reduced"]
    expect(r["attempts"] > 1 and r["from"] < v.get("action_index"),
           f"duplicate_on_destroy: the start moved before the failing action: {r}")


def report():
    v = json.loads(run("replay", "export.jsonl", "--json")[1])
    code, out, err = run("replay", "export.jsonl", "--report")
    expect(code == 1, f"--report exits 1: {code} {err[-200:]}")
    for rule in v.get("rules", []):
        expect(f"**{rule}**" in out, f"--report names rule {rule}")
    expect("## Rules" in out and "## Reproduce" in out and "bm replay " in out, "--report has its sections")
    original = f"action {v.get('action_index')} of the original (line {v.get('line')})"
    expect(original in out, f"--report says where the minimized log's failure was in the input: {original}")
    inline = out.split("```jsonl\n", 1)[-1].split("```", 1)[0]
    expect(inline.encode() == data("super-small1.jsonl"), "--report inlines the minimized log")
    # Control characters in the log's strings (U+009B, the terminal's CSI; DEL; ESC) are shown as
    # JSON escapes, as the text outputs show them, never copied raw; the inline log is the same JSON.
    lines = read("export.jsonl")
    lines[0]["ruleset"]["description"] = "csi \u009b2J del \x7f esc \x1b[31m"
    with open(os.path.join(WORK, "c1.jsonl"), "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n")
    code, out, err = run("replay", "c1.jsonl", "--report")
    raw = [hex(ord(ch)) for ch in out if (ord(ch) < 0x20 and ch not in "\n\t") or 0x7F <= ord(ch) <= 0x9F]
    inline = out.split("```jsonl\n", 1)[-1].split("```", 1)[0].splitlines()
    expect(code == 1 and not raw and "\\u009b2J" in out, f"--report shows control characters escaped: {code} {raw}")
    expect(inline and json.loads(inline[0])["ruleset"]["description"] == lines[0]["ruleset"]["description"],
           "--report's inline log holds the same strings")
    code, out, _ = run("replay", "export.jsonl", "--report", "-o", "beside.jsonl")
    expect(code == 1 and data("beside.jsonl") == data("super-small1.jsonl") and "beside.jsonl" in out
           and "```jsonl" not in out, "--report -o writes the minimized log beside the report")


def cut():
    lines = read("bm2.jsonl")
    n = len(actions(lines))
    code, out, err = run("log", "cut", "bm2.jsonl", "--from", "30", "-o", "cut.jsonl")
    expect(code == 0, f"log cut: exit {code} {err[-200:]}")
    c = read("cut.jsonl")
    expect(c[1]["type"] == "snapshot" and len(actions(c)) == n - 30 and c[-1] == lines[-1],
           "log cut: a snapshot start, actions 30.., the result line")
    for k, a in enumerate(actions(c)):
        b = dict(actions(lines)[30 + k])
        b["i"] = k
        expect(a == b, f"log cut: action {30 + k} renumbered {k}")
    expect(c[0]["reduced"]["from"] == 30 and c[0]["reduced"]["to"] == n - 1 and c[0]["reduced"]["by"] == "bm log cut",
           "log cut: header.reduced")
    code, v = verdict("cut.jsonl")
    expect(code == 0 and v["actions_replayed"] == n - 30 and v["result_line"], f"log cut: the cut verifies: {v}")
    code, _, _ = run("log", "cut", "bm2.jsonl", "--from", "30", "--to", "34", "-o", "cut5.jsonl")
    c5 = read("cut5.jsonl")
    expect(code == 0 and len(actions(c5)) == 5 and c5[-1]["type"] == "action", "log cut --to: 5 actions, no result")
    # A divergent log: a cut before the failure keeps it; a cut after it is refused (exit 1, nothing written).
    code, _, _ = run("log", "cut", "bm2-refused.jsonl", "--from", "30", "-o", "cut-bad.jsonl")
    code2, v = verdict("cut-bad.jsonl")
    expect(code == 0 and code2 == 1 and v.get("what") == "illegal_action", "log cut keeps a failure after --from")
    last = n - 1
    code, _, err = run("log", "cut", "bm2-refused.jsonl", "--from", str(last), "-o", "never.jsonl")
    expect(code == 1 and not os.path.exists(os.path.join(WORK, "never.jsonl")),
           f"log cut after the failure: exit 1, nothing written ({code} {err[-200:]})")
    # A negative --to is refused as a negative --from is (-2 was taken as "the end").
    for args in (["--from", str(n)], ["--from", "5", "--to", "2"], ["--from", "-1"], ["--from", "3", "--to", "-2"],
                 ["--from", "3", "--to", "-1"], ["--from", "3", "--to", str(n)]):
        code, _, _ = run("log", "cut", "bm2.jsonl", *args, "-o", "never.jsonl")
        expect(code == 2, f"log cut {args}: exit 2")
    code, _, _ = run("log", "cut", "bm2.jsonl", "--from", "3", "-o", "bm2.jsonl")
    expect(code == 2, "log cut over its input: exit 2")
    # The reader checks the field: an unknown field in it, or a wrong type, is an invalid log.
    expect(c[0]["reduced"]["original_actions"] == list(range(30, n)) and
           c[0]["reduced"]["original_lines"] == [3 + i for i in range(30, n)],
           "log cut: header.reduced maps the new actions to the input's actions and lines")
    for bad in ({"by": "x", "secret": 1}, {"from": "3"}, [1], {"original_actions": ["3"]}, {"original_lines": [-1]},
                {"original_actions": 3}):
        c = read("cut.jsonl")
        c[0]["reduced"] = bad
        write("bad-reduced.jsonl", c)
        code, _, _ = run("replay", "bad-reduced.jsonl")
        expect(code == 2, f"header.reduced {bad}: invalid log, exit 2")


def nothing_to_minimize():
    code, _, err = run("replay", "bm2.jsonl", "--minimize", "-o", "none.jsonl")
    expect(code == 2 and not os.path.exists(os.path.join(WORK, "none.jsonl")),
           f"--minimize of a log that verifies: exit 2, nothing written ({code} {err[-200:]})")
    code, _, _ = run("replay", "bm2.jsonl", "--minimize")
    expect(code == 2, "--minimize without -o: exit 2")
    code, _, _ = run("replay", "bm2.jsonl", "-o", "x.jsonl")
    expect(code == 2, "-o without --minimize or --report: exit 2")


fresh_workdir()
super_frontend()
bm2_refused()
solo_hash()
mutant_invariant()
mutant_with_history()
report()
cut()
nothing_to_minimize()
finish("minimize_test")
