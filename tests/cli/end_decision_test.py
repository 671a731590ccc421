#!/usr/bin/env python3
"""cli.end_decision: every verdict says why the winner won, and -q / bm check findings say exactly
what happened.

- A Super game (seed 9, bait) ends with P1 and P3 tied at souls - wounds 0; P3 wins on XP (IP-4
  highest_xp, S-END-2). A log whose result line names P1 instead diverges at the result line, and
  the text and --json name S-END-2 and IP-4, both players' score and XP, and the reading.
- bm play's summary and bm replay's verdict print the same "decided:" line for that game.
- A classic game (seed 1, random) where every player ends at five wounds (IP-37 best_score) is
  decided by IP-4 lowest_xp: the divergence names IP-37, C-13 and IP-4.
- For many games of every family, the end decision's winner is the result's winner (the engine
  chooses with the same comparison it reports).
- bm validate -q prints nothing when every log is valid.

usage: end_decision_test.py BM WORKDIR
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect, finish, fresh_workdir, run  # noqa: E402


def with_winner(src, dst, winner):
    with open(os.path.join(WORK, src)) as f:
        lines = [l for l in f.read().splitlines() if l.strip()]
    r = json.loads(lines[-1])
    old = r["winner"]
    r["winner"] = winner
    lines[-1] = json.dumps(r, separators=(",", ":"))
    with open(os.path.join(WORK, dst), "w") as f:
        f.write("\n".join(lines) + "\n")
    return old


def super_tie():
    code, out, _ = run("play", "--rules", "super", "--players", "4", "--seed", "9", "--policy", "bait", "--out",
                       "s9.jsonl")
    expect(code == 0, f"play super seed 9: {code}")
    decided = [l for l in out.splitlines() if l.startswith("decided: ")]
    expect(len(decided) == 1 and "IP-4 tie_break highest_xp" in decided[0] and "winner P3" in decided[0],
           f"play summary says how the tie was broken: {out}")
    code, rout, _ = run("replay", "s9.jsonl")
    expect(code == 0 and decided and decided[0] in rout.splitlines(), f"replay says the same as play: {rout}")
    expect(with_winner("s9.jsonl", "s9-p1.jsonl", 1) == 3, "the engine's winner is P3")
    code, text, _ = run("replay", "s9-p1.jsonl")
    expect(code == 1 and "result field 'winner' differs" in text, f"divergence at the result line: {code} {text}")
    for want in ("S-END-2", "IP-4 tie_break highest_xp", "P1 7 - 7 = 0 (XP 600)", "P3 0 - 0 = 0 (XP 800)",
                 "P1 and P3 tie at 0", "winner P3"):
        expect(want in text, f"the divergence text names {want!r}: {text}")
    expect("rules involved: S-END-2 IP-9 IP-4" in text, f"rules involved: end rule, IP-9, IP-4: {text}")
    code, js, _ = run("replay", "s9-p1.jsonl", "--json")
    v = json.loads(js)
    d = v.get("end_decision", {})
    expect(code == 1 and v["what"] == "result" and v["rules"][:3] == ["S-END-2", "IP-9", "IP-4"],
           f"--json rules: {v.get('rules')}")
    expect(d.get("step") == "tie_break" and d.get("tie_break") == "highest_xp" and d.get("tied") == [1, 3] and
           d.get("winner") == 3, f"--json end_decision: {d}")
    expect(d.get("text", "").endswith("over P1 (XP 600): winner P3") and d.get("text", "") in text,
           f"--json end_decision's text is the sentence the divergence ends with: {d.get('text')!r}")
    p = {e["player"]: e for e in d.get("players", [])}
    expect(p.get(1, {}).get("score") == 0 and p.get(3, {}).get("score") == 0 and p[1]["xp"] == 600 and
           p[3]["xp"] == 800, f"--json both players' score and XP: {d}")


def classic_everyone_out():
    code, _, _ = run("play", "--rules", "classic", "--players", "4", "--seed", "1", "--out", "c1.jsonl")
    expect(code == 0, "play classic seed 1")
    won = with_winner("c1.jsonl", "c1-other.jsonl", 0)
    code, js, _ = run("replay", "c1-other.jsonl", "--json")
    v = json.loads(js)
    d = v.get("end_decision", {})
    expect(code == 1 and d.get("end_reason") == "IP-37.best_score" and d.get("step") == "tie_break" and
           d.get("tie_break") == "lowest_xp" and d.get("winner") == won, f"classic end decision: {d}")
    expect(all(r in v["rules"] for r in ("C-13", "IP-37", "IP-4")), f"classic rules: {v['rules']}")
    tied = [e for e in d.get("players", []) if e["player"] in d.get("tied", [])]
    expect(len(tied) >= 2 and len({e["score"] for e in tied}) == 1 and
           min(e["xp"] for e in tied) == next(e["xp"] for e in tied if e["player"] == won),
           f"the tied players share a score and the lowest XP wins: {tied}")


def winner_is_the_decision():
    seen = set()
    for rules, players in (("classic", 2), ("classic", 4), ("super", 4), ("solo", 1), ("bm2", 4), ("bm2-6p", 6)):
        for seed in range(1, 13):
            code, js, _ = run("play", "--rules", rules, "--players", str(players), "--seed", str(seed), "--json")
            j = json.loads(js)
            d = j["end_decision"]
            seen.add(d["step"])
            expect(code == 0 and d["winner"] == j["winner"] and d["end_reason"] == j["end_reason"],
                   f"{rules} {players}p seed {seed}: decision {d} vs result winner {j['winner']}")
            for e in d["players"]:
                s = j["scores"][e["player"]]
                expect(e["souls"] == s["souls"] and e["wounds"] == s["wounds"] and e["score"] == s["souls"] - s["wounds"],
                       f"{rules} seed {seed}: standings match the scores")
    expect({"score", "only_player"} <= seen, f"the games cover several steps: {seen}")


def validate_quiet():
    code, out, err = run("validate", "-q", "s9.jsonl", "c1.jsonl")
    expect(code == 0 and out == "" and err == "", f"validate -q on valid logs prints nothing: {code} {out!r} {err!r}")
    code, out, _ = run("validate", "-q", "s9.jsonl", "s9-p1.jsonl")
    expect(code == 1 and "DIVERGENT" in out and "2 logs: 1 valid, 1 divergent" in out, f"validate -q failing: {out}")


fresh_workdir()
super_tie()
classic_everyone_out()
winner_is_the_decision()
validate_quiet()
finish("end_decision_test")
