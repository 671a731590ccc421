#!/usr/bin/env python3
"""Implicit passes (docs/protocol.md#implicit-passes, docs/validating.md#implicit-passes)
and the shifted-events note of divergence reports.

usage: implicit_passes_test.py BM SRC TMPDIR

Real games written by `bm play` hold a `pass` line at every optional window. A front end that
does not model the windows writes the same game without them. Both `bm serve`'s apply with
"implicit_passes": true and `bm validate --implicit-passes` must take such a game and recover
exactly the passes the real game made: serve's log must be byte for byte the `bm play` log, and
validate's reported passes must be the removed lines. Without the opt-in the same game is
refused (an illegal action at the spell window). A mandatory decision is never passed, and an
action that stays illegal is refused for the decision open when it was sent, the game unchanged.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import ARGS, BM, SRC, run  # noqa: E402

TMP = ARGS["TMPDIR"]
sys.path.insert(0, os.path.join(SRC, "clients", "python"))
from bmserve import Serve, ServeError  # noqa: E402
from protocol_table import ILLEGAL_ACTION, INVALID_PARAMS  # noqa: E402

os.makedirs(TMP, exist_ok=True)
OPTIONAL = ("pass", "decline")  # the "no" of a spell or cancel window, of a "may" effect
# ("classic", 2, 2) ends with optional windows that only `finish` passes; the test checks that at
# least one game does.
GAMES = [("classic", 2, 7), ("classic", 2, 2), ("classic", 3, 11), ("classic-es", 4, 5), ("super", 3, 4),
         ("solo", 1, 6), ("bm2", 3, 6)]


def play(rules, players, seed):
    path = os.path.join(TMP, f"{rules}-{players}p-s{seed}.jsonl")
    code, _, err = run("play", "--rules", rules, "--players", players, "--seed", seed, "--out", path, timeout=300)
    assert code == 0, err
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def removable(rules, players, seed, lines):
    """Which optional lines a front end without windows leaves out: a run of optional lines is
    left out when the action after it is legal at none of the run's decisions (else bm would
    rightly apply it at the first: the front end's log would be another game). Found by playing
    the game through bm serve and asking `legal` at every optional decision."""
    actions = [json.loads(l) for l in lines if json.loads(l)["type"] == "action"]
    out = [False] * len(actions)
    with Serve(BM) as bm:
        game = bm.call("start", rules=rules, players=players, seed=seed)["game"]
        k = 0
        while k < len(actions):
            m = k
            while m < len(actions) and actions[m]["action"]["type"] in OPTIONAL:
                m += 1
            if m == len(actions):  # a run at the end: left out, `finish` / the result line pass it
                for j in range(k, m):
                    out[j] = True
                break
            if m == k:  # not optional: kept
                bm.call("apply", game=game, action=actions[k]["action"])
                k += 1
                continue
            nxt, free = actions[m], True
            for j in range(k, m):
                legal = bm.call("legal", game=game)
                if legal["decision"]["player"] == nxt["player"] and any(
                        x["action"] == nxt["action"] for x in legal["actions"]):
                    free = False
                bm.call("apply", game=game, action=actions[j]["action"])
            for j in range(k, m):
                out[j] = free
            k = m
    return actions, out


def split(rules, players, seed, lines):
    """The kept action lines, each with the optional lines removed before it; the optional lines
    removed at the end (the last windows, which `finish` and the result line pass) go last in
    `removed`, after the kept lines' lists."""
    actions, drop = removable(rules, players, seed, lines)
    kept, removed, pending = [], [], []
    for a, d in zip(actions, drop):
        if d:
            pending.append(a)
        else:
            kept.append(a)
            removed.append(pending)
            pending = []
    removed.append(pending)
    return kept, removed


def test_serve():
    """serve: the game without its pass lines, sent with implicit_passes and ended with `finish`,
    logs the bm play game."""
    total, trailing = 0, [0]
    for rules, players, seed in GAMES:
        lines = play(rules, players, seed)
        kept, removed = split(rules, players, seed, lines)
        assert sum(map(len, removed)) > 0, f"{rules} seed {seed}: no optional window in the game"
        with Serve(BM) as bm:
            game = bm.call("start", rules=rules, players=players, seed=seed)["game"]
            for a, before in zip(kept, removed):
                r = bm.call("apply", game=game, action=a["action"], player=a["player"], implicit_passes=True)
                passed = r.get("passed", [])
                assert [p["action"] for p in passed] == [b["action"] for b in before], (rules, a["i"], passed)
                assert [p["decision"]["player"] for p in passed] == [b["player"] for b in before]
                assert [p["events"] for p in passed] == [b["events"] for b in before]
                assert [p["hash"] for p in passed] == [b["hash"] for b in before]
                assert r["events"] == a["events"] and r["hash"] == a["hash"]
                total += len(passed)
            # the front end never sends the last windows' passes; `finish` does.
            r = bm.call("finish", game=game)
            trailing[0] += len(removed[-1]) > 0
            assert r["over"] and [p["action"] for p in r["passed"]] == [b["action"] for b in removed[-1]], r
            assert [p["hash"] for p in r["passed"]] == [b["hash"] for b in removed[-1]]
            total += len(r["passed"])
            log = bm.call("log", game=game)["lines"]
        assert log == lines, f"{rules} {players}p seed {seed}: serve's log differs from bm play's"
    assert trailing[0] > 0, "no game ended with optional windows: finish untested"
    print(f"serve: {len(GAMES)} games, {total} implicit passes ({trailing[0]} games finished by passes), "
          "logs identical to bm play's")


def first_window(lines):
    """The state of a game where a spell window is open (the index of its pass line)."""
    for l in lines:
        j = json.loads(l)
        if j["type"] == "action" and j["action"]["type"] == "pass" and j["phase"] == "build":
            return j["i"]
    raise AssertionError("no spell window in the build phase")


def test_serve_refusals():
    """Never past a mandatory decision; a refused action leaves the game as it was, and the
    error is the one for the decision open when it was sent."""
    lines = play("classic", 2, 7)
    actions = [json.loads(l) for l in lines if json.loads(l)["type"] == "action"]
    with Serve(BM) as bm:
        game = bm.call("start", rules="classic", players=2, seed=7)["game"]
        # At the first build turn (mandatory), the other player's first build is not legal yet.
        before = bm.call("state", game=game)
        first = before["decision"]["player"]
        assert before["decision"]["kind"] == "build"
        other = next(a for a in actions if a["player"] != first and a["action"]["type"] == "build")
        h = bm.call("hash", game=game)["hash"]
        try:
            bm.call("apply", game=game, action=other["action"], player=other["player"], implicit_passes=True)
            raise AssertionError("a build turn was passed")
        except ServeError as e:
            assert e.code == ILLEGAL_ACTION and e.data["decision"] == before["decision"], e.message
        assert bm.call("hash", game=game)["hash"] == h
        # Up to the first build-phase spell window, then a spell as a room: never legal (G-3).
        for a in actions[: first_window(lines)]:
            bm.call("apply", game=game, action=a["action"])
        window = bm.call("legal", game=game)["decision"]
        assert window["kind"] == "window"
        h, log = bm.call("hash", game=game)["hash"], bm.call("log", game=game)["lines"]
        try:
            bm.call("apply", game=game, action={"type": "build", "card": "BM048", "stack": "new"},
                    implicit_passes=True)
            raise AssertionError("an illegal build was applied")
        except ServeError as e:
            # Refused at the decision the build was meant for: the next build turn
            # past the optional windows, with the rule there, not the window's.
            assert e.code == ILLEGAL_ACTION and e.data["decision"]["kind"] == "build", e.data
            assert e.data["after_passes"] > 0 and e.data["rule"] in ("G-3", "G-19"), e.data
        # Without implicit passes the refusal is the window's own.
        try:
            bm.call("apply", game=game, action={"type": "build", "card": "BM048", "stack": "new"})
            raise AssertionError("an illegal build was applied")
        except ServeError as e:
            assert e.code == ILLEGAL_ACTION and e.data["decision"] == window, e.data
            assert e.data["legal"][-1]["action"] == {"type": "pass"}, e.data["legal"]
        assert bm.call("hash", game=game)["hash"] == h and bm.call("log", game=game)["lines"] == log
        # `finish` in the middle of the game: refused at the first mandatory decision, unchanged.
        try:
            bm.call("finish", game=game)
            raise AssertionError("finish passed a mandatory decision")
        except ServeError as e:
            assert e.code == ILLEGAL_ACTION and e.data["decision"]["kind"] != "window" and e.data["rule"], e.data
        assert bm.call("hash", game=game)["hash"] == h and bm.call("log", game=game)["lines"] == log
        try:
            bm.call("apply", game=game, action={"type": "pass"}, implicit_passes="yes")
            raise AssertionError("implicit_passes must be a boolean")
        except ServeError as e:
            assert e.code == INVALID_PARAMS, e.message
    print("serve: mandatory decisions never passed; refusals name the decision open and change nothing")


def strip(rules, players, seed, lines):
    """The log a front end without windows writes: no optional lines, `i` counting its own
    actions, each line's events = the removed lines' events + its own."""
    kept, removed = split(rules, players, seed, lines)
    out = [l for l in lines if json.loads(l)["type"] in ("header", "setup")]
    for n, (a, before) in enumerate(zip(kept, removed)):
        a = dict(a)
        a["i"] = n
        a["events"] = [e for b in before for e in b["events"]] + a["events"]
        out.append(json.dumps(a, separators=(",", ":"), sort_keys=True))
    out += [l for l in lines if json.loads(l)["type"] == "result"]
    return out, kept, removed


def validate(path, *args):
    return run("validate", path, *args, timeout=300)


def test_validate():
    """validate --implicit-passes: the stripped log is valid and the passes it reports are exactly
    the removed lines (decision, player, round, phase, the action they came before)."""
    total = 0
    for rules, players, seed in GAMES:
        lines = play(rules, players, seed)
        stripped, kept, removed = strip(rules, players, seed, lines)
        path = os.path.join(TMP, f"stripped-{rules}-{players}p-s{seed}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(stripped) + "\n")
        code, out, _ = validate(path)
        assert code == 1 and "DIVERGENT" in out and "illegal action" in out, out
        code, out, err = validate(path, "--implicit-passes", "--json")
        assert code == 0, out + err
        entry = json.loads(out.splitlines()[0])
        assert entry["verdict"] == "valid" and entry["actions"] == len(kept), entry
        # The last list: the passes the result line makes, before the next index.
        want = [dict(player=b["player"], action=b["action"], round=b["round"], phase=b["phase"], before_action=n)
                for n, bs in enumerate(removed) for b in bs]
        got = entry["implicit_passes"]
        assert len(got) == len(want), (rules, len(got), len(want))
        first_action_line = next(k for k, l in enumerate(stripped) if json.loads(l)["type"] == "action") + 1
        for g, w in zip(got, want):
            for k in ("player", "action", "round", "phase", "before_action"):
                assert g[k] == w[k], (rules, k, g, w)
            assert g["line"] == first_action_line + g["before_action"], g
        code, out, _ = validate(path, "--implicit-passes")
        assert code == 0 and out.count("implicit pass: line ") == len(want), out
        total += len(want)
    print(f"validate: {len(GAMES)} stripped games valid, {total} implicit passes reported, all the removed lines")


def shifted(lines, src, dst):
    """The log with the events of action line `src` (0-based line number) moved to line `dst`."""
    out = [json.loads(l) for l in lines]
    out[dst]["events"] = out[src].pop("events")
    return [json.dumps(j, separators=(",", ":"), sort_keys=True) for j in out]


def test_shifted_events_note():
    """A divergence whose events belong to the line before or after says so."""
    with open(os.path.join(SRC, "corpus", "examples", "front-end-export.jsonl"), encoding="utf-8") as f:
        example = f.read().splitlines()
    seeded = play("classic", 2, 7)
    parsed = [json.loads(l) for l in seeded]
    # Complete events: two action lines in a row that both produced events, and not the same ones.
    k = next(k for k in range(3, len(parsed) - 1)
             if parsed[k]["type"] == parsed[k - 1]["type"] == "action" and parsed[k]["events"]
             and parsed[k - 1]["events"] and parsed[k]["events"] != parsed[k - 1]["events"])
    cases = [(example, 14, 13, "the events of line 14 belong one line later"),   # the bait of line 15 on 14
             (example, 9, 10, "the events of line 11 belong one line earlier"),  # line 10's wounds on 11
             (seeded, k, k - 1, f"the events of line {k} belong one line later"),
             (seeded, k - 1, k, f"the events of line {k + 1} belong one line earlier")]
    for k, (lines, src, dst, note) in enumerate(cases):
        path = os.path.join(TMP, f"shifted-{k}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(shifted(lines, src, dst)) + "\n")
        code, out, err = validate(path)
        assert code == 1 and note in out, (note, out, err)
    # An ordinary event divergence has no such note.
    with open(os.path.join(SRC, "corpus", "examples", "front-end-divergent.jsonl"), encoding="utf-8") as f:
        path = os.path.join(TMP, "divergent.jsonl")
        with open(path, "w", encoding="utf-8") as g:
            g.write(f.read())
    code, out, _ = validate(path)
    assert code == 1 and "belong one line" not in out, out
    print("divergence reports: events one line off are named as such")


if __name__ == "__main__":
    test_serve()
    test_serve_refusals()
    test_validate()
    test_shifted_events_note()
    print("implicit passes: all tests passed")
