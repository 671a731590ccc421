#!/usr/bin/env python3
"""cli.compare_bench: bm compare says only what a player would notice.

- outcomes are compared by meaning: IP-9 (super) and IP-6 (stall policy) end the same games the
  same way under both readings, only the end reason's name differs: those games are counted as
  label_only, never as a differing outcome;
- each differing option says in how many games the engine consulted it: IP-13 in plain solo
  never arises (0), IP-3 does; IP-10 only in games where a finite supply runs short; IP-29 (a
  player range) never inside a game; every --all-ips row has the count, rows in IP order;
- --cards: IP-33 arises only with the synthetic set's two-icon heroes;
- --out writes the pair, or agree.txt when no game differs (exit 0: a result); exit 2 with --all-ips;
- the rules where the logs part are the family's own (no solo SO-6 in a Super game);
- labels: no "=null", no empty reading (IP-11), the IPs of an error in order, parting rules
  counted per game (never more than the games that part);
- the example names the fact its IP turns on (IP-3: the damage equal to the health), marks the
  phase of the first row that differs (IP-15: round 1's city, not the setup its action began in;
  classic-es: the setup, never "action -1"), and labels B by its reading's meaning in words;
- progress on a terminal gives the rate and the ETA.

usage: compare_bench_test.py BM WORKDIR
"""
import json
import os
import pty
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import BM, WORK, expect, finish, fresh_workdir, run  # noqa: E402


def comparison(*args):
    code, out, err = run("compare", *args, "--json")
    expect(code == 0, f"compare {args}: {code} {err}")
    return json.loads(out) if code == 0 else {"comparison": {"differ": {}, "consulted": {}}}


def by_meaning():
    r = comparison("--ip", "IP-9", "--rules", "super", "--games", "60")
    d = r["comparison"]["differ"]
    print("IP-9:", d)
    expect(d.get("outcome", 60) < 30, f"IP-9: most games end alike, only the label differs: {d}")
    expect(d.get("label_only", 0) > 0, f"IP-9: games whose end reasons differ only by name: {d}")
    expect(d.get("outcome", 0) <= d.get("winner", 0) + d.get("rounds", 0) + d.get("scores", 0) + d.get("end_condition", 0),
           f"an outcome differs only through something a player notices: {d}")
    # Where the logs part, only the family's rules are named: a Super game's ending is S-END-2,
    # never solo's SO-6 (the game_end row lists both families' rules).
    parting = r["comparison"].get("parting_rules", {})
    expect("S-END-2" in parting and not any(k.startswith("SO-") for k in parting),
           f"IP-9 on super parts at S-END-2 and names no solo rule: {parting}")
    r = comparison("--ip", "IP-6", "--policy", "stall", "--games", "80")
    d = r["comparison"]["differ"]
    print("IP-6 stall:", d)
    expect(d.get("outcome", 1) == 0 and d.get("label_only", 0) > 0, f"IP-6 stall: same endings, other names: {d}")


def consulted():
    r = comparison("--ip", "IP-13", "--rules", "solo", "--games", "30")
    expect(r["comparison"]["consulted"].get("challenge_slot3", -1) == 0, f"IP-13 never arises in plain solo: {r['comparison']}")
    r = comparison("--ip", "IP-3", "--games", "30")
    expect(r["comparison"]["consulted"].get("death_threshold", 0) > 0, f"IP-3 arises: {r['comparison']}")
    code, out, err = run("compare", "--all-ips", "--games", "2", "--json")
    expect(code == 0, f"--all-ips: {code} {err}")
    rows = json.loads(out)["rows"] if code == 0 else []
    expect(rows and all(row["option"] in row["comparison"]["consulted"] for row in rows), "every --all-ips row counts its option")
    ips = [int(row["ip"][3:]) for row in rows]
    expect(ips == sorted(ips), f"--all-ips rows in the order of their IP numbers: {ips}")
    code, out, err = run("compare", "--all-ips", "--games", "2")
    expect("| consulted |" in out, "the --all-ips table has a consulted column")
    expect(not re.search(r"`` ->", out), "no empty reading in the table (IP-11)")
    # IP-10: the readings decide differently only where a finite supply runs short, so a game is
    # counted exactly when the supply ran short in it (and then the logs part there): the
    # rulebooks' 28 is never reached by these games (consulted 0, no log parts), a supply of 2 is.
    for supply, short in (("28", False), ("2", True)):
        r = comparison("--ip", "IP-10", "--rules", "super", "--cards", "super-synthetic", "--players", "4",
                       "--set", f"token_supply={supply}", "--games", "40")
        n, logs = r["comparison"]["consulted"].get("token_supply", -1), r["comparison"]["differ"].get("logs", -1)
        expect(n == logs and (n > 0) == short, f"IP-10 supply {supply}: consulted {n} = games whose logs part {logs}")
    # IP-29 only decides which player counts may start; within a game the readings never differ.
    r = comparison("--ip", "IP-29", "--games", "20")
    expect(r["comparison"]["consulted"].get("bm2_players", -1) == 0, f"IP-29 never decides in a game: {r['comparison']}")


def cards():
    plain = comparison("--ip", "IP-33", "--rules", "super", "--games", "40")
    syn = comparison("--ip", "IP-33", "--rules", "super", "--cards", "super-synthetic", "--games", "40")
    expect(plain["comparison"]["consulted"].get("two_icon_landmark", -1) == 0, "IP-33 never arises with the classic set")
    expect(syn["comparison"]["consulted"].get("two_icon_landmark", 0) > 0, f"IP-33 arises with super-synthetic: {syn['comparison']}")
    expect(syn["comparison"]["differ"].get("logs", 0) > 0, "IP-33 parts some logs with super-synthetic")
    code, _, err = run("compare", "--ip", "IP-3", "--cards", "no-such-set.json", "--games", "2")
    expect(code == 2, f"--cards of a missing file: exit {code} {err}")


def out_writes_or_fails():
    # No game differing is a result: exit 0, the sentence that says so, and agree.txt holding it
    # (never a directory with nothing but its lock).
    code, out, err = run("compare", "--ip", "IP-13", "--rules", "solo", "--games", "5", "--out", "none")
    expect(code == 0 and "no game differs" in out, f"--out with no differing game: exit {code} {out} {err}")
    expect(not os.path.exists(os.path.join(WORK, "none", "a.jsonl")), "--out wrote a pair that does not differ")
    agree = os.path.join(WORK, "none", "agree.txt")
    expect(os.path.exists(agree) and "no game differs" in open(agree).read(), "--out holds agree.txt with the sentence")
    code, out, err = run("compare", "--ip", "IP-13", "--rules", "solo", "--games", "5", "--json")
    r = json.loads(out) if code == 0 else {}
    expect(code == 0 and "no game differs" in r.get("agree", "") and r.get("example", 1) is None,
           f"--json with no differing game: exit {code} {out[:300]} {err}")
    code, out, err = run("compare", "--all-ips", "--games", "1", "--out", "all")
    expect(code == 2 and "--out" in err, f"--all-ips --out: exit {code} {err}")


def labels():
    code, out, err = run("compare", "--ip", "IP-33", "--rules", "super", "--games", "2")
    expect(code == 0 and "null" not in out and "(two_icon_landmark=left_to_right: " in out, f"IP-33 labels: {out}")
    code, out, err = run("compare", "--ip", "IP-11", "--rules", "super", "--games", "2")
    expect(code == 0 and "summon_health=absent" in out and "summon_health=)" not in out, f"IP-11 labels: {out}")
    # classic-es shuffles another hero deck: the logs part in the setup, said in words.
    code, out, err = run("compare", "--rules", "classic", "--rules", "classic-es", "--players", "3", "--games", "5")
    expect(code == 0 and "action -1" not in out and "in the setup" in out, f"a setup parting in words: {out}")
    code, _, err = run("compare", "--ip", "IP-" + "99")
    nums = [int(n) for n in re.findall(r"IP-(\d+)", err.split("option:", 1)[-1])]
    expect(code == 2 and nums and nums == sorted(nums), f"the IPs of the error in order: {err}")
    r = comparison("--ip", "IP-3", "--games", "120")
    c = r["comparison"]
    expect(all(n <= c["differ"]["logs"] for n in c["parting_rules"].values()),
           f"a rule counts the games where it parts, at most {c['differ']['logs']}: {c['parting_rules']}")


def example_choice():
    # --example outcome (the default) shows the smallest game whose outcome differs, when one
    # does; --example logs the smallest whose logs part, which may change nothing a player sees.
    by_outcome = comparison("--ip", "IP-3", "--games", "80")
    by_logs = comparison("--ip", "IP-3", "--games", "80", "--example", "logs")
    d = by_outcome["comparison"]["differ"]
    eo, el = by_outcome.get("example") or {}, by_logs.get("example") or {}
    expect(d.get("outcome", 0) > 0 and eo.get("outcome_differs") is True
           and eo.get("result_a") != eo.get("result_b"), f"--example outcome: {eo.get('seed')} {eo.get('outcome_differs')}")
    expect(el.get("actions", 10**9) <= eo.get("actions", 0), f"--example logs is the smallest parting: {el.get('actions')}")
    code, _, err = run("compare", "--ip", "IP-3", "--games", "2", "--example", "winner")
    expect(code == 2 and "outcome or logs" in err, f"--example winner: {code} {err}")


def highlighted(dot, side):
    """The (round, phase) of the boxes the picture marks on side a or b (red border, red header)."""
    return set((int(r), ph) for r, ph in re.findall(
        side + r'_p\d+ \[label=<<TABLE BORDER="3" COLOR="#dc2626"[^>]*><TR><TD COLSPAN="2" BGCOLOR="#fecaca" HREF="#round-(\d+)-(\w+)"', dot))


def reading_meaning(option, value):
    code, out, _ = run("rules", "options")
    block = out.split("\n" + option + "  [", 1)[-1]
    m = re.search(r"^    " + re.escape(value) + r": (.*)$", block, re.M)
    return m.group(1)[:m.group(1).rfind(" (")] if code == 0 and m else None  # without its source


def example_picture():
    # The fact the IP turns on, with the engine's numbers where the logs part: IP-3's readings
    # differ only when the damage equals the hero's health (at_least kills, exceeds does not).
    r = comparison("--ip", "IP-3", "--games", "40")
    f = (r.get("example") or {}).get("fact") or {}
    m = re.match(r"damage (\d+) dealt to a hero of health (\d+)", f.get("text", ""))
    expect(f.get("ip") == "IP-3" and m and m.group(1) == m.group(2) and f.get("action") == r["example"]["action"],
           f"IP-3's example names the damage equal to the health at the parting action: {f} {r.get('example', {}).get('action')}")
    code, out, _ = run("compare", "--ip", "IP-3", "--games", "40", "--out", "ip3", "--format", "dot")
    expect(code == 0 and "IP-3 turns on: damage " in out, f"the text names the fact: {out}")
    dot = open(os.path.join(WORK, "ip3", "compare.dot")).read() if code == 0 else ""
    expect("IP-3 turns on: damage " in dot, "the picture names the fact")
    # B's label is the reading's name and its meaning in words (the option table's), in the text and the picture.
    meaning = reading_meaning("death_threshold", "exceeds")
    expect(meaning and f"B: death_threshold=exceeds: {meaning}" in dot.replace("&quot;", '"'),
           f"B's label in words in the picture: {meaning}")
    expect(meaning and f"(death_threshold=exceeds: {meaning})" in out, f"B's label in words in the text: {out}")
    # IP-15: the action that parts the logs began in the setup, but its arrivals (the rows that
    # differ) are in round 1's city phase: the report says so and the picture marks that phase.
    code, out, _ = run("compare", "--ip", "IP-15", "--rules", "super", "--games", "50", "--out", "ip15", "--format", "dot")
    r = comparison("--ip", "IP-15", "--rules", "super", "--games", "50")
    e = r.get("example") or {}
    expect((e.get("round"), e.get("phase")) == (1, "city"), f"IP-15 parts in round 1's city: {e.get('round')} {e.get('phase')}")
    dot = open(os.path.join(WORK, "ip15", "compare.dot")).read() if code == 0 else ""
    for side in ("a", "b"):
        expect(highlighted(dot, side) == {(1, "city")}, f"IP-15 marks round 1's city on {side}: {highlighted(dot, side)}")
    # classic-es parts in the setup (another hero deck): the setup is marked, and no "action -1" anywhere.
    code, out, _ = run("compare", "--rules", "classic", "--rules", "classic-es", "--players", "3", "--games", "5",
                       "--out", "es", "--format", "dot")
    dot = open(os.path.join(WORK, "es", "compare.dot")).read() if code == 0 else ""
    expect("action -1" not in out + dot and "#-1" not in dot, "no action -1 in the text or the picture")
    for side in ("a", "b"):
        expect(highlighted(dot, side) == {(0, "setup")}, f"a setup parting marks the setup on {side}: {highlighted(dot, side)}")


def family_default_is_a():
    # A is the reading the family's preset plays, B the other: Super breaks ties by highest XP
    # (S-END-2), Boss Monster 2 keeps two discard piles (BM2-1) and bm2's preset 2-4 players.
    for ip, rules, a, b in (("IP-4", "super", "tie_break=highest_xp", "tie_break=lowest_xp"),
                            ("IP-4", "classic", "tie_break=lowest_xp", "tie_break=highest_xp"),
                            ("IP-19", "bm2", "discard_piles=separate", "discard_piles=shared")):
        r = comparison("--ip", ip, "--rules", rules, "--games", "2")
        expect(r.get("a", {}).get("differs") == a and r.get("b", {}).get("differs") == b,
               f"--ip {ip} --rules {rules}: A {r.get('a')} B {r.get('b')}, expected A {a}, B {b}")
        # The JSON names the interpretation point and its option, as the text does.
        expect(r.get("ip") == ip and r.get("option") == a.split("=")[0], f"--ip {ip} JSON names it: {r.get('ip')}")
    code, out, err = run("compare", "--ip", "IP-4", "--rules", "super", "--games", "2")
    expect(code == 0 and "IP-4 (tie_break)" in out, f"the text names the IP: {out}")
    code, out, err = run("compare", "--all-ips", "--games", "1", "--json")
    rows = json.loads(out)["rows"] if code == 0 else []
    def row(ip, fam):
        return [(r["a"], r["b"]) for r in rows if r["ip"] == ip and r["family"] == fam]
    expect(set(row("IP-4", "super")) == {("highest_xp", "lowest_xp")}, f"--all-ips IP-4 super: {row('IP-4', 'super')}")
    expect(set(row("IP-19", "bm2")) == {("separate", "shared")}, f"--all-ips IP-19 bm2: {row('IP-19', 'bm2')}")
    expect(row("IP-29", "bm2") and all(a == "2-4" for a, _ in row("IP-29", "bm2")),
           f"--all-ips IP-29 bm2 starts from the preset's 2-4: {row('IP-29', 'bm2')}")
    expect(all(r["a"] != r["b"] for r in rows), "no --all-ips row compares a reading with itself")


def progress():
    master, slave = pty.openpty()
    p = subprocess.Popen([BM, "compare", "--ip", "IP-3", "--games", "40"], stdout=subprocess.DEVNULL, stderr=slave,
                         stdin=subprocess.DEVNULL, cwd=WORK)
    os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    p.wait(timeout=120)
    os.close(master)
    text = seen.decode("utf-8", "replace")
    expect("games/s" in text and "elapsed" in text, f"progress with rate and time on a terminal: {text[-200:]!r}")


fresh_workdir()
by_meaning()
consulted()
cards()
out_writes_or_fails()
family_default_is_a()
example_choice()
example_picture()
labels()
progress()
finish("compare_bench_test")
