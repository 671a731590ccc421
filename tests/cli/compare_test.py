#!/usr/bin/env python3
"""cli.compare: `--set OPTION=VALUE` and `bm compare`, end to end.

- --set is validated by one parser: an unknown option, a value that is not a reading and an
  option of another family are exit 2 naming the allowed values; a valid one reaches the log.
- replay/validate: --set fills an option the log's header does not write (a log whose header
  lost death_threshold diverges without it and verifies with the reading it was played
  under), and refuses to change one the header pins.
- bm compare --ip IP-3 (the death threshold) finds games that differ; the smallest example's
  two logs both validate, agree on every action and event before the reported action, and
  differ at it.
- an option that cannot matter in a family reports 0%: bm2_tie_split (IP-30) applies only to
  5-6 players, challenge_slot3 (IP-13) only in challenge mode.

usage: compare_test.py BM WORKDIR
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect, finish, fresh_workdir, run  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python"))
from protocol_table import INVALID_PARAMS  # noqa: E402


def lines(path):
    with open(os.path.join(WORK, path)) as f:
        return [json.loads(l) for l in f if l.strip()]


def set_errors():
    code, _, err = run("play", "--set", "death_threshold=maybe")
    expect(code == 2 and "at_least, exceeds" in err and "IP-3" in err, f"bad reading: {code} {err}")
    code, _, err = run("play", "--set", "deth=1")
    expect(code == 2 and "unknown option 'deth'" in err and "death_threshold" in err, f"unknown option: {code} {err}")
    code, _, err = run("play", "--rules", "super", "--set", "starting_discard=2")
    expect(code == 2 and "the classic and bm2 families" in err and "super" in err, f"other family: {code} {err}")
    code, _, err = run("play", "--set", "max_rounds=0")
    expect(code == 2 and "1..10000" in err, f"out of range: {code} {err}")
    code, _, err = run("play", "--set", "death_threshold")
    expect(code == 2 and "OPTION=VALUE" in err, f"no '=': {code} {err}")
    code, _, err = run("check", "--set", "city_overflow=drain_literal", "--games", "5", "--quiet")
    expect(code == 2 and "the super and solo families" in err, f"check, other family: {code} {err}")


def set_reaches_log():
    code, out, err = run("play", "--seed", "5", "--set", "death_threshold=exceeds", "--set", "turn_order=xp_then_clockwise",
                         "--out", "set.jsonl", "--json")
    expect(code == 0, f"play --set: {code} {err}")
    opts = lines("set.jsonl")[0]["ruleset"]["options"]
    expect(opts["death_threshold"] == "exceeds" and opts["turn_order"] == "xp_then_clockwise", f"header options {opts}")
    code, _, err = run("check", "--set", "death_threshold=exceeds", "--games", "40", "--quiet")
    expect(code == 0, f"check --set: {code} {err}")


def serve_set():
    reqs = [{"jsonrpc": "2.0", "id": 1, "method": "start", "params": {"rules": "classic", "set": {"turn_order": "xp_then_clockwise"}}},
            {"jsonrpc": "2.0", "id": 2, "method": "log", "params": {"game": "g1"}},
            {"jsonrpc": "2.0", "id": 3, "method": "start", "params": {"rules": "classic", "set": {"death_threshold": "maybe"}}}]
    code, out, err = run("serve", "--set", "death_threshold=exceeds", input="".join(json.dumps(r) + "\n" for r in reqs),
                         timeout=120)
    answers = [json.loads(l) for l in out.splitlines()]
    expect(code == 0 and len(answers) == 3, f"serve --set: {code} {err}")
    header = json.loads(answers[1]["result"]["lines"][0])
    opts = header["ruleset"]["options"]
    expect(opts["death_threshold"] == "exceeds" and opts["turn_order"] == "xp_then_clockwise", f"serve options {opts}")
    err = answers[2].get("error", {})
    expect(err.get("code") == INVALID_PARAMS and "at_least, exceeds" in err.get("message", ""), f"serve bad set: {err}")
    code, _, err = run("serve", "--set", "deth=1", input="", timeout=60)
    expect(code == 2 and "unknown option" in err, f"serve --set deth=1: {code} {err}")


def compare_ip3():
    code, out, err = run("compare", "--ip", "IP-3", "--games", "200", "--json", "--out", "cmp")
    expect(code == 0, f"compare --ip IP-3: {code} {err}")
    r = json.loads(out)
    c = r["comparison"]
    print(f"IP-3, 200 games: outcome differs in {c['differ']['outcome']}, logs part in {c['differ']['logs']}")
    expect(c["games"] == 200 and c["differ"]["outcome"] > 0, f"IP-3 changes no outcome: {c}")
    expect(r["a"]["differs"] == "death_threshold=at_least", f"A: {r['a']}")
    expect(r["b"]["differs"] == "death_threshold=exceeds", f"B: {r['b']}")
    ex = r["example"]
    expect(ex is not None and os.path.exists(os.path.join(WORK, "cmp", "compare.svg")), "no example or picture")
    for f in ("cmp/a.jsonl", "cmp/b.jsonl"):
        code, out, err = run("validate", f)
        expect(code == 0, f"validate {f}: {code} {out} {err}")
    a, b = lines("cmp/a.jsonl"), lines("cmp/b.jsonl")
    expect(a[0]["seed"] == ex["seed"] == b[0]["seed"], "the pair is not the example's seed")
    acts_a = [l for l in a if l["type"] == "action"]
    acts_b = [l for l in b if l["type"] == "action"]
    k = ex["action"]
    for i in range(k):
        same = acts_a[i]["action"] == acts_b[i]["action"] and acts_a[i]["events"] == acts_b[i]["events"]
        expect(same, f"the logs differ before action {k}, at {i}")
        if not same:
            break
    differs = acts_a[k]["action"] != acts_b[k]["action"] or acts_a[k]["events"] != acts_b[k]["events"]
    expect(differs, f"the logs do not differ at the reported action {k}")
    return b


def replay_set(b):
    # The pair's B was played with death_threshold=exceeds: a header that leaves it out (and
    # its hash) replays under the default and diverges; --set gives back the reading.
    header = dict(b[0])
    header["ruleset"] = json.loads(json.dumps(header["ruleset"]))
    del header["ruleset"]["options"]["death_threshold"]
    del header["ruleset_hash"]
    with open(os.path.join(WORK, "cmp", "b.jsonl")) as f:
        rest = f.read().split("\n", 1)[1]  # bm's own lines, byte for byte
    with open(os.path.join(WORK, "unpinned.jsonl"), "w") as f:
        f.write(json.dumps(header, separators=(",", ":")) + "\n" + rest)
    code, _, _ = run("replay", "unpinned.jsonl")
    expect(code == 1, f"unpinned log replayed under the default: exit {code}, expected a divergence")
    code, out, err = run("replay", "unpinned.jsonl", "--set", "death_threshold=exceeds")
    expect(code == 0, f"replay --set on an unpinned option: {code} {out} {err}")
    code, out, err = run("validate", "unpinned.jsonl", "--set", "death_threshold=exceeds")
    expect(code == 0, f"validate --set: {code} {out} {err}")
    code, _, err = run("replay", "cmp/b.jsonl", "--set", "death_threshold=exceeds")
    expect(code == 0, f"replay --set with the pinned value: {code} {err}")
    code, _, err = run("replay", "cmp/b.jsonl", "--set", "death_threshold=at_least")
    expect(code == 2 and "pins death_threshold" in err, f"replay --set against the header: {code} {err}")


def zero_when_irrelevant():
    for args in (["--ip", "IP-30", "--rules", "bm2", "--players", "4"], ["--ip", "IP-13", "--rules", "solo"]):
        code, out, err = run("compare", *args, "--games", "60", "--json")
        expect(code == 0, f"compare {args}: {code} {err}")
        c = json.loads(out)["comparison"]
        expect(c["differ"]["outcome"] == 0 and c["differ"]["logs"] == 0, f"{args} should never matter: {c}")
    code, _, err = run("compare", "--ip", "IP-" + "99")  # no such IP (split so docs.rule_ids does not read a citation)
    expect(code == 2 and "IP-3" in err, f"unknown IP: {code} {err}")
    code, _, err = run("compare", "--rules", "classic")
    expect(code == 2 and "--set" in err, f"one ruleset without --set: {code} {err}")


fresh_workdir()
set_errors()
set_reaches_log()
serve_set()
b = compare_ip3()
replay_set(b)
zero_when_irrelevant()
finish("compare_test")
