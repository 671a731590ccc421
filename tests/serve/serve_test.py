#!/usr/bin/env python3
"""End-to-end tests of `bm serve` (docs/protocol.md).

usage: serve_test.py BM SRC TMPDIR

Each test drives a real `bm serve` process and checks outcomes the rules and the other
commands fix independently: a game played through serve with bm's own policy is byte for
byte the log `bm play` writes for that seed; a declared-chance game fed the outcomes of a
`bm play --chance declared` log reproduces that log; an illegal action names its rule (G-3:
only rooms are built) and leaves the game as it was; every log serve hands out replays.
"""
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import ARGS, BM, SRC, run  # noqa: E402

TMP = ARGS["TMPDIR"]
sys.path.insert(0, os.path.join(SRC, "clients", "python"))
from bmserve import Serve, ServeError  # noqa: E402
from protocol_table import CHANCE_NEEDED, ILLEGAL_ACTION, INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, LINE_TOO_LONG, METHOD_NOT_FOUND, PARSE_ERROR, SERVER_FULL, UNKNOWN_GAME  # noqa: E402

os.makedirs(TMP, exist_ok=True)


def bm_play(*args):
    code, out, err = run("play", *args, timeout=120)
    assert code == 0, err
    return out


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def play_through_serve(bm, game):
    """Plays `game` to the end with the policy it was started with (`suggest`)."""
    while not bm.call("state", game=game)["over"]:
        pick = bm.call("suggest", game=game)
        bm.call("apply", game=game, index=pick["index"])


def expect_error(code, fn):
    try:
        fn()
    except ServeError as e:
        assert e.code == code, f"expected error {code}, got {e.code}: {e.message}"
        return e
    raise AssertionError(f"expected error {code}, got a result")


def test_same_game_as_bm_play():
    """Seed 42, random policy, every preset family: serve's log == bm play's log, byte for byte."""
    for rules, players in [("classic", 3), ("super", 2), ("solo", 1), ("bm2", 4), ("bm2-6p", 5)]:
        path = os.path.join(TMP, f"play-{rules}.jsonl")
        summary = json.loads(bm_play("--rules", rules, "--players", str(players), "--seed", "42", "--out", path,
                                     "--json"))
        with Serve(BM) as bm:
            game = bm.call("start", rules=rules, players=players, seed=42, policy="random")["game"]
            play_through_serve(bm, game)
            result = bm.call("result", game=game)
            log = bm.call("log", game=game)
        assert log["complete"] is True
        assert log["lines"] == read_lines(path), f"{rules}: serve's log differs from bm play's"
        assert result["winner"] == summary["winner"] and result["end_reason"] == summary["end_reason"], rules
        assert result["final_hash"] == summary["final_hash"], rules


def test_declared_chance_reproduces_a_declared_log():
    """Feeding the outcomes of `bm play --chance declared` back through serve rebuilds that log."""
    path = os.path.join(TMP, "declared.jsonl")
    bm_play("--chance", "declared", "--seed", "7", "--out", path)
    lines = [json.loads(x) for x in read_lines(path)]
    with Serve(BM) as bm:
        need = expect_error(CHANCE_NEEDED, lambda: bm.call("start", rules="classic", chance=[]))
        assert need.data["need"]["shuffle"] == "boss_deck" and need.data["need"]["count"] == 8
        setup = lines[1]
        game = bm.call("start", rules="classic", chance=setup["chance"])["game"]
        for line in lines[2:-1]:
            chance = line.get("chance")
            if chance:  # leave the last outcome out once: serve says exactly what it needs
                e = expect_error(CHANCE_NEEDED, lambda: bm.call("apply", game=game, action=line["action"], chance=chance[:-1]))
                want = chance[-1]
                kind = want.get("shuffle", want.get("pick"))
                assert kind in (e.data["need"].get("shuffle"), e.data["need"].get("pick")), e.data
            r = bm.call("apply", game=game, action=line["action"], chance=chance or [])
            assert r["hash"] == line["hash"]
        log = bm.call("log", game=game)["lines"]
    assert log == read_lines(path)


def test_illegal_action_names_the_rule_and_game_goes_on():
    with Serve(BM) as bm:
        g = bm.call("start", rules="classic", seed=3)
        game = g["game"]
        state = bm.call("state", game=game)
        spell = next(c["id"] for c in state["players"][0]["hand"] if c["id"] in ("BM048", "BM049"))
        e = expect_error(ILLEGAL_ACTION, lambda: bm.call("apply", game=game, action={"type": "build", "card": spell,
                                                                           "stack": "new"}))
        assert e.data["rule"] == "G-3", e.data  # G-3: only rooms are built
        assert e.data["decision"]["kind"] == "build" and e.data["decision"]["player"] == 0
        assert e.data["round"] == 0 and e.data["phase"] == "setup"
        legal = bm.call("legal", game=game)["actions"]
        assert e.data["legal"] == legal and all(a["action"]["card"] != spell for a in legal if "card" in a["action"])
        assert bm.call("hash", game=game)["hash"] == g["hash"], "a refused action changed the game"
        # The same legal action sent for seat 1 while seat 0 decides: refused, naming whose turn.
        e = expect_error(ILLEGAL_ACTION, lambda: bm.call("apply", game=game, action=legal[0]["action"], player=1))
        assert e.data["rule"] == "C-4" and "player 0's decision" in e.data["why"], e.data
        r = bm.call("apply", game=game, action=legal[0]["action"], player=0)
        assert r["events"][0]["e"] == "room_placed" and r["decision"]["player"] == 1


def test_wrong_seat_at_an_effects_question_names_the_rule():
    """An effect's question ("choice for centipede_tunnel of BM033 ...") cites no rule in its
    description: an action sent for another seat there is still refused naming a rule, the one
    `bm replay` names for a wrong seat (C-5/C-12), never an empty one."""
    with Serve(BM) as bm:
        for seed in range(1, 200):
            game = bm.call("start", rules="classic", players=2, seed=seed)["game"]
            while True:
                state = bm.call("state", game=game)
                d = state["decision"]
                if state["over"] or (d["kind"] == "choose" and "(" not in d["text"]):
                    break
                bm.call("apply", game=game, index=bm.call("suggest", game=game)["index"])
            if not state["over"]:
                break
            bm.call("end", game=game)
        assert not state["over"], "no effect's question in 200 games"
        action = bm.call("legal", game=game)["actions"][0]["action"]
        e = expect_error(ILLEGAL_ACTION, lambda: bm.call("apply", game=game, action=action, player=1 - d["player"]))
        assert e.data["rule"] == "C-5", e.data
        assert e.message.startswith("illegal action: C-5: it is player ") and d["text"] in e.message, e.message


def test_bad_input_never_stops_the_server():
    with Serve(BM) as bm:
        assert bm.send_line("garbage")["error"]["code"] == PARSE_ERROR
        assert bm.send_line("[1,2]")["error"]["code"] == INVALID_REQUEST
        assert bm.send_line('{"jsonrpc":"2.0","method":"handshake"}')["error"]["code"] == INVALID_REQUEST
        assert bm.send_line('{"jsonrpc":"2.0","id":1,"method":"nope"}')["error"]["code"] == METHOD_NOT_FOUND
        assert bm.request("start", players=9)["error"]["code"] == INVALID_PARAMS
        assert bm.request("start", rules="no-such-preset")["error"]["code"] == INVALID_PARAMS
        assert bm.request("start", seed=-1)["error"]["code"] == INVALID_PARAMS
        assert bm.request("start", bogus=1)["error"]["code"] == INVALID_PARAMS
        assert bm.request("start", set={"death_threshold": "maybe"})["error"]["code"] == INVALID_PARAMS
        assert bm.request("state", game="g99")["error"]["code"] == UNKNOWN_GAME
        assert bm.request("apply", game="g99", index=0)["error"]["code"] == UNKNOWN_GAME
        big = '{"jsonrpc":"2.0","id":1,"method":"handshake","params":{"x":"' + "a" * (2 << 20) + '"}}'
        answer = bm.send_line(big)
        assert answer["error"]["code"] == LINE_TOO_LONG and answer["id"] is None
        assert bm.call("handshake")["protocol"]["name"] == "bm-serve"  # still serving
        assert bm.close() == 0


def test_oversized_line_without_newline_and_eof():
    """2 MiB with no newline at all, then end of input: one error, exit 0, promptly."""
    out = subprocess.run([BM, "serve"], input=b"{" * (2 << 20), capture_output=True, timeout=30)
    assert out.returncode == 0
    answers = out.stdout.decode().splitlines()
    assert len(answers) == 1 and json.loads(answers[0])["error"]["code"] == LINE_TOO_LONG


def test_deep_nesting_and_closed_output():
    """A 1 MB line of nested arrays is an error answer, not a crash (refused by the one parser's
    nesting limit, PARSE_ERROR, whether or not the brackets close); a client that closes bm
    serve's output gets exit 4 (an output error) and a message, not a silent SIGPIPE death."""
    deep = "[" * 500000 + "]" * 500000 + "\n" + "[" * 1000000 + "\n"
    out = subprocess.run([BM, "serve"], input=deep, capture_output=True, text=True, timeout=60)
    codes = [json.loads(x)["error"]["code"] for x in out.stdout.splitlines()]
    assert out.returncode == 0 and codes == [PARSE_ERROR, PARSE_ERROR], (out.returncode, codes)
    assert "nested deeper than 256 levels" in out.stdout, out.stdout[:300]
    p = subprocess.Popen([BM, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()
    try:
        p.stdin.write(b'{"jsonrpc":"2.0","id":1,"method":"handshake"}\n' * 50)
        p.stdin.close()
    except BrokenPipeError:
        pass
    assert p.wait(timeout=30) == 4
    assert b"bm: error: writing standard output" in p.stderr.read()
    p.stderr.close()


def method_params(bm):
    """Every method with the parameters it takes, as bm serve itself lists them (the answer to
    an unknown parameter names them), so a parameter added later is covered too."""
    out = {}
    for m in bm.call("handshake")["methods"]:
        a = bm.request(m, zz_unknown=1)
        msg = a["error"]["message"]
        out[m] = [] if "takes: )" in msg else msg.split("this method takes: ")[1].rstrip(")").split(", ")
    return out


def test_nesting_through_every_param():
    """a value nested far past the limit in any parameter of any method (the
    issue's 400 KB line of brackets) is refused by the one parser (PARSE_ERROR, nothing built), and
    one just under the limit (255 levels) gets an ordinary answer, never an internal error;
    the server and its games live on."""
    with Serve(BM) as bm:
        params_of = method_params(bm)
        assert "chance" in params_of["start"] and "chance" in params_of["apply"], params_of
        game = bm.call("start", rules="classic", seed=3)["game"]
        base = {m: ({"game": game} if "game" in ps else {}) for m, ps in params_of.items()}
        base["apply"] = {"game": game, "index": 0}
        tried = 0
        for m, ps in params_of.items():
            for name in ps:
                for depth, want_parse_error in ((200000, True), (255, False)):
                    value = "[" * depth + "]" * depth
                    params = dict(base[m])
                    params.pop(name, None)
                    head = json.dumps({"jsonrpc": "2.0", "id": 7, "method": m, "params": params})[:-2]
                    line = head + ("," if params else "") + json.dumps(name) + ":" + value + "}}"
                    a = bm.send_line(line)
                    where = f"{m}.{name} nested {depth}"
                    assert "error" in a or not want_parse_error, (where, str(a)[:200])
                    if want_parse_error:
                        assert a["error"]["code"] == PARSE_ERROR, (where, a["error"])
                        assert "nested deeper than 256 levels" in a["error"]["message"], (where, a["error"])
                    elif "error" in a:
                        assert a["error"]["code"] != INTERNAL_ERROR, (where, a["error"])
                    tried += 1
        assert tried >= 40, tried
        assert bm.call("handshake")["protocol"]["name"] == "bm-serve"
        assert any(g["game"] == game for g in bm.call("games")["games"])


def test_repeated_keys_refused_like_the_log_reader():
    """a key repeated in one object, at the top or deep in params, is refused (the
    log reader refuses it too, through the same parser), never "last one wins"."""
    with Serve(BM) as bm:
        for line in ('{"jsonrpc":"2.0","id":1,"id":2,"method":"handshake"}',
                     '{"jsonrpc":"2.0","id":3,"method":"start","params":{"seed":1,"seed":2}}',
                     '{"jsonrpc":"2.0","id":4,"method":"start","params":{"rules":{"family":"classic","family":"super"}}}'):
            a = bm.send_line(line)
            assert a["error"]["code"] == PARSE_ERROR and "duplicate key" in a["error"]["message"], a
        assert bm.call("games")["games"] == []


def big_card_set_request(bm):
    """A start with a 600 KB custom card set (the classic set and 850 filler rooms: a set holds
    at most 1,024 cards)."""
    g = bm.call("start")["game"]
    cards = bm.call("cards", game=g)["cards"]
    bm.call("end", game=g)
    plain = [d for d in cards["cards"] if not d.get("ability") and d["kind"] == "room"][0]
    cards["id"] = "big"
    for k in range(850):
        d = dict(plain, quantity=1, id="Z%04d" % k, text="x" * 400, name="Filler %d " % k + "y" * 100)
        cards["cards"].append(d)
    return cards


HELD_LIMIT = 32 << 20


def peak_kb(pid):
    """The process's peak resident memory so far (VmHWM), in KiB."""
    with open(f"/proc/{pid}/status", encoding="utf-8") as f:
        return int([x for x in f if x.startswith("VmHWM")][0].split()[1])


def test_held_bytes_are_bounded():
    """games started with a large custom card set are refused (SERVER_FULL, with the
    bytes in its data) once what the server holds would pass handshake limits.max_held_bytes;
    the resident memory stays near that limit, not 1,024 times the card set; ending a game
    makes room again. The limit is set lower than its default (--max-held-bytes, the same check
    with another number), so that the server fills up after about 50 games, not 400."""
    with Serve(BM) as default:
        assert default.call("handshake")["limits"]["max_held_bytes"] == 256 << 20
    with Serve(BM, args=["--max-held-bytes", str(HELD_LIMIT)]) as bm:
        limit = bm.call("handshake")["limits"]["max_held_bytes"]
        assert limit == HELD_LIMIT, limit
        cards = big_card_set_request(bm)
        base_kb = peak_kb(bm.proc.pid)
        size = len(json.dumps(cards, separators=(",", ":")))
        started, refused = [], None
        for _ in range(1024):
            a = bm.request("start", cards=cards)
            if "error" in a:
                refused = a["error"]
                break
            started.append(a["result"]["game"])
        assert refused and refused["code"] == SERVER_FULL, refused
        assert refused["data"]["max_held_bytes"] == limit and "max_held_bytes" in refused["message"], refused
        assert refused["data"]["held_bytes"] + refused["data"]["game_bytes"] > limit, refused
        # Each game counts at least its request: no more than limit / size games fit.
        assert 0 < len(started) <= limit // size, (len(started), size)
        hwm_kb = peak_kb(bm.proc.pid)
        # The old server reached 1.26 GB. AddressSanitizer multiplies resident memory several times
        # (shadow, redzones, quarantine): the bound is judged on uninstrumented builds only.
        with open(BM, "rb") as f:
            asan = b"__asan_init" in f.read()
        assert asan or (hwm_kb - base_kb) * 1024 < 2 * limit, (hwm_kb, base_kb)
        bm.call("end", game=started[0])
        assert "game" in bm.call("start", cards=cards)


def test_max_held_bytes_out_of_range_is_refused_before_reading():
    """--max-held-bytes below one request line (1 MiB), above 2^40, or not a number: exit 2,
    naming the option and its range, before any request is read."""
    for value in ("1048575", "1099511627777", "-1", "lots"):
        p = subprocess.run([BM, "serve", "--max-held-bytes", value], input='{"jsonrpc":"2.0","id":1,"method":"handshake"}\n',
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and "--max-held-bytes" in p.stderr and p.stdout == "", (value, p.returncode, p.stdout, p.stderr)
        if value.isdigit():
            assert "1048576" in p.stderr and "1099511627776" in p.stderr, p.stderr
    p = subprocess.run([BM, "serve", "--max-held-bytes", "1048576"], input='{"jsonrpc":"2.0","id":1,"method":"handshake"}\n',
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and json.loads(p.stdout)["result"]["limits"]["max_held_bytes"] == 1048576, p


def test_snapshot_load_and_several_games():
    with Serve(BM) as bm:
        a = bm.call("start", rules="super", players=3, seed=11)["game"]
        b = bm.call("start", rules="classic", seed=5)["game"]
        for _ in range(30):
            bm.call("apply", game=a, index=bm.call("suggest", game=a)["index"])
        snap = bm.call("snapshot", game=a)["snapshot"]
        c = bm.call("load", snapshot=snap)["game"]
        assert (a, b, c) == ("g1", "g2", "g3")
        assert bm.call("hash", game=c) == bm.call("hash", game=a)
        assert bm.call("legal", game=c) == bm.call("legal", game=a)
        for _ in range(40):
            if bm.call("state", game=a)["over"]:
                break
            idx = bm.call("suggest", game=a)["index"]
            ra = bm.call("apply", game=a, index=idx)
            rc = bm.call("apply", game=c, index=idx)
            assert ra == rc
        path = os.path.join(TMP, "loaded.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(bm.call("log", game=c)["lines"]) + "\n")
        assert [g["game"] for g in bm.call("games")["games"]] == ["g1", "g2", "g3"]
        assert bm.call("end", game=b)["ended"] == "g2"
        assert bm.request("state", game=b)["error"]["code"] == UNKNOWN_GAME
    # The session's log stops mid-game (no result line): incomplete, accepted when asked.
    code, out, err = run("replay", path, "--allow-incomplete", timeout=60)
    assert code == 0 and out.startswith("incomplete, accepted"), out + err


def test_replayed_session_gives_identical_answers():
    reqs = [{"jsonrpc": "2.0", "id": i, "method": m, "params": p} for i, (m, p) in enumerate([
        ("start", {"rules": "classic-es", "players": 4, "seed": 99}), ("legal", {"game": "g1"}),
        ("apply", {"game": "g1", "index": 0}), ("state", {"game": "g1"}), ("snapshot", {"game": "g1"}),
        ("apply", {"game": "g1", "index": 1}), ("log", {"game": "g1"})])]
    text = "".join(json.dumps(r) + "\n" for r in reqs) + "not json\n"
    runs = [run("serve", input=text, timeout=30) for _ in range(2)]
    assert runs[0][0] == 0 and runs[0][1] == runs[1][1]
    assert len(runs[0][1].splitlines()) == len(reqs) + 1


def bm_handshake_methods(env):
    """The methods the handshake of a fresh bm serve lists."""
    out = subprocess.run(["bash", "-c", "echo '{\"id\":1,\"method\":\"handshake\"}' | bm serve"], capture_output=True,
                         text=True, timeout=30, env=env)
    return json.loads(out.stdout)["result"]["methods"]


def test_help_and_documented_commands_run():
    """`bm serve --help` teaches by examples; each runs (bm on PATH) and every answer is a result."""
    code, helptext, _ = run("serve", "--help", timeout=30)
    assert code == 0 and "docs/protocol.md" in helptext
    lines = helptext.split("examples:\n")[1].split("\n\nglobal options")[0].splitlines()  # not the global options after them
    commands, cur = [], ""
    for line in lines:
        cur += line.strip().rstrip("\\") + " " if line.strip() else ""
        if line.strip() and not line.rstrip().endswith("\\"):
            commands.append(cur)
            cur = ""
    assert len(commands) == 4 and commands[0].strip() == "bm serve --describe", commands
    env = dict(os.environ, PATH=os.path.dirname(os.path.abspath(BM)) + os.pathsep + os.environ["PATH"])
    # --describe: the protocol as data, the handshake's protocol and methods, every code by name.
    out = subprocess.run(["bash", "-c", commands[0]], capture_output=True, text=True, timeout=30, env=env)
    described = json.loads(out.stdout)
    assert out.returncode == 0 and described["protocol"]["name"] == "bm-serve", out.stdout[:300]
    assert [m["name"] for m in described["methods"]] == bm_handshake_methods(env), described["methods"]
    assert {e["name"]: e["code"] for e in described["errors"]}["ILLEGAL_ACTION"] == ILLEGAL_ACTION
    for cmd in commands[1:]:
        out = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=30, env=env)
        answers = [json.loads(x) for x in out.stdout.splitlines()]
        assert out.returncode == 0 and answers and all("result" in a for a in answers), (cmd, out.stdout[:300])
        if "--max-held-bytes 16777216" in cmd:  # the handshake reports the limit the option set
            assert answers[0]["result"]["limits"]["max_held_bytes"] == 16777216, answers[0]["result"]["limits"]
    # docs/cli.md's example, answer for answer; README's `bm serve < requests.jsonl`.
    doc = open(os.path.join(SRC, "docs", "cli.md"), encoding="utf-8").read()
    section = doc[doc.index("## `bm serve`"):]
    cmd, want = section.split("$ ")[1].split("\n")[:2]
    out = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=30, env=env)
    assert out.returncode == 0 and out.stdout.strip() == want, (out.stdout, want)
    with open(os.path.join(TMP, "requests.jsonl"), "w", encoding="utf-8") as f:
        f.write('{"jsonrpc":"2.0","id":1,"method":"handshake"}\n')
    out = subprocess.run(["bash", "-c", "bm serve < requests.jsonl"], cwd=TMP, capture_output=True, text=True,
                         timeout=30, env=env)
    assert out.returncode == 0 and json.loads(out.stdout)["result"]["protocol"]["name"] == "bm-serve"
    code, _, err = run("serve", "--bogus", timeout=30)
    assert code == 2 and "bogus" in err


def test_handshake_player_ranges_and_log_versions():
    """each preset's player range and default count are what `start` does (C-1, S-1,
    SO-1, BM2-2/BM2-6), and log_format.reads lists the versions `bm validate` reads per family."""
    with Serve(BM) as bm:
        hs = bm.call("handshake")
        for p in hs["presets"]:
            pl = p["players"]
            g = bm.call("start", rules=p["name"], seed=1)
            assert g["players"] == pl["default"], (p["name"], g["players"], pl)
            assert pl["min"] <= pl["default"] <= pl["max"], p
            bm.call("start", rules=p["name"], players=pl["min"], seed=1)
            bm.call("start", rules=p["name"], players=pl["max"], seed=1)
            if pl["max"] < 6:
                expect_error(INVALID_PARAMS, lambda: bm.call("start", rules=p["name"], players=pl["max"] + 1, seed=1))
            for gid in [x["game"] for x in bm.call("games")["games"]]:
                bm.call("end", game=gid)
        reads = hs["log_format"]["reads"]
        assert reads["classic"] == ["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"], reads
        assert reads["bm2"] == ["1.4", "1.5"], reads
        # The same rule bm validate applies: a classic log saying 1.4 is read, 1.6 is refused. The
        # log is the committed front-end example (legacy hash, "1.2"): bm's own logs say 1.5 with
        # hash v2, which needs 1.5.
        with open(os.path.join(SRC, "corpus", "examples", "front-end-export.jsonl"), encoding="utf-8") as f:
            lines = f.read().splitlines()
        assert '"version":"1.2"' in lines[0], lines[0][:200]
        for version, code in [("1.4", 0), ("1.0", 0), ("1.5", 0), ("1.6", 2), ("1.10", 2)]:
            out = os.path.join(TMP, f"v{version}.jsonl")
            with open(out, "w", encoding="utf-8") as f:
                f.write("\n".join([lines[0].replace('"version":"1.2"', f'"version":"{version}"')] + lines[1:]) + "\n")
            got, vout, verr = run("validate", out, timeout=120)
            assert got == code, (version, got, vout, verr)
            assert (version in reads["classic"]) == (code == 0), version


def test_unreachable_position_is_refused():
    """a position no game can reach (an advanced room starting a stack, G-3) is refused
    when `start` loads it, naming the invariant and the rule, as `bm validate --check` would later."""
    # the vector of that scenario (a vector's name says what it is: docs/protocol.md#conformance-vectors)
    name = "scenario_C-10_adventure-xp-order-all-heroes-of-a-dungeon.json"
    with open(os.path.join(SRC, "corpus", "conformance", name), encoding="utf-8") as f:
        vec = json.load(f)
    pos = vec["position"]
    with Serve(BM) as bm:
        bm.call("start", rules="classic", position=pos, seed=1)  # the vector's own position loads
        rooms = pos["decks"]["rooms"]
        bad = json.loads(json.dumps(pos))
        bad["decks"]["rooms"] = [r for r in rooms if r != "BM013"] + ["BM013"] * (rooms.count("BM013") - 1)
        bad["players"][0]["dungeon"].insert(0, {"cards": ["BM013"]})  # Dracolich Lair (advanced) as a new stack
        e = expect_error(INVALID_PARAMS, lambda: bm.call("start", rules="classic", position=bad, seed=1))
        assert "INV-ADVANCED-ON-SHARED" in e.message and "G-3" in e.message, e.message
        # Six stacks in a classic dungeon (G-2: at most five visible rooms).
        code, out, err = run("cards", "export")
        assert code == 0, err
        cards = {c["id"]: c for c in json.loads(out)["cards"]}
        six = json.loads(json.dumps(pos))
        plain = [r for r in six["decks"]["rooms"] if not cards[r].get("advanced")][:6]
        for r in plain:
            six["decks"]["rooms"].remove(r)
        six["players"][0]["dungeon"] = [{"cards": [r]} for r in plain]
        e = expect_error(INVALID_PARAMS, lambda: bm.call("start", rules="classic", position=six, seed=1))
        assert "no game reaches this position: INV-ROOMS-MAX" in e.message and "G-2" in e.message, e.message


def test_unreachable_snapshots_are_refused_by_load():
    """Every planted position no game reaches (corpus/bad/log/unreachable_*, one per state invariant of
    the checker's catalog that is a function of the state alone) is refused by `load` too: INVALID_PARAMS,
    naming the field, the invariant and its rules, as `bm replay` refuses the log (its .expect)."""
    folder = os.path.join(SRC, "corpus", "bad", "log")
    cases = sorted(f for f in os.listdir(folder) if f.startswith("unreachable_") and f.endswith(".jsonl"))
    # The class: every invariant the readers check (engine/state/structure.cpp, snapshot.cpp) has a case.
    named = set()
    for src in ("structure.cpp", "snapshot.cpp"):
        with open(os.path.join(SRC, "engine", "state", src), encoding="utf-8") as f:
            named |= set(re.findall(r"INV-[A-Z]+(?:-[A-Z]+)*", f.read()))
    planted = set()
    for name in cases:
        with open(os.path.join(folder, name + ".expect"), encoding="utf-8") as f:
            planted |= set(re.findall(r"INV-[A-Z]+(?:-[A-Z]+)*", f.read()))
    assert named <= planted, f"state invariants without a planted case in corpus/bad/log: {sorted(named - planted)}"
    with Serve(BM) as bm:
        for name in cases:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                header, snap = [json.loads(line) for line in f.read().splitlines()[:2]]
            with open(os.path.join(folder, name + ".expect"), encoding="utf-8") as f:
                want = f.read().splitlines()[1].split(": state: ", 1)[1]  # the message after the log's place
            doc = {"format": "bm-snapshot", "version": "2.0", "ruleset": header["ruleset"],
                   "ruleset_hash": header["ruleset_hash"], "cards": header["cards"], "players": header["players"],
                   "state": snap["state"]}
            if "board" in header:
                doc["board"] = header["board"]
            e = expect_error(INVALID_PARAMS, lambda: bm.call("load", snapshot=doc))
            assert "snapshot: " + want in e.message, (name, e.message)
        # A scenario the cases start from loads as it is.
        scenario = os.path.join(SRC, "corpus", "scenarios", "C-14_eliminated-player-leaves-heroes-per-starting-player.jsonl")
        with open(scenario, encoding="utf-8") as f:
            header, snap = [json.loads(line) for line in f.read().splitlines()[:2]]
        doc = {"format": "bm-snapshot", "version": "2.0", "ruleset": header["ruleset"],
               "ruleset_hash": header["ruleset_hash"], "cards": header["cards"], "players": header["players"],
               "state": snap["state"]}
        assert "game" in bm.call("load", snapshot=doc)


def test_state_fields_and_set_name():
    """`state` shows the Super minions (S-CITY-4), the items heroes carry (BM2-3), the
    discard pile and where the running hero is; after `start` with `set` the answer, `games` and
    the log header name what is played, and that log validates."""
    with Serve(BM) as bm:
        g = bm.call("start", rules="super", players=2, seed=3)["game"]
        seen_minion = seen_entrance = False
        while not bm.call("state", game=g)["over"] and not (seen_minion and seen_entrance):
            st = bm.call("state", game=g)
            assert "discard" in st and all("minion" in p for p in st["players"]), st.keys()
            seen_minion = seen_minion or any(isinstance(p["minion"], str) for p in st["players"])
            running = st.get("running")
            if running:
                assert running["at"] == ("entrance" if running["room"] == -1
                                         else "room" if running["in_room"] else "between_rooms")
                seen_entrance = seen_entrance or running["at"] == "entrance"
            bm.call("apply", game=g, index=bm.call("suggest", game=g)["index"])
        assert seen_minion, "no minion was ever placed"
        g = bm.call("start", rules="bm2", players=2, seed=3)["game"]
        carried = []
        for _ in range(40):
            st = bm.call("state", game=g)
            carried += st["hero_items"]
            if st["over"]:
                break
            bm.call("apply", game=g, index=bm.call("suggest", game=g)["index"])
        assert carried and all({"hero", "item"} <= set(c) for c in carried), carried
        started = bm.call("start", rules="classic", set={"death_threshold": "exceeds"}, seed=3)
        assert started["ruleset"] == "classic death_threshold=exceeds", started["ruleset"]
        assert [x["ruleset"] for x in bm.call("games")["games"] if x["game"] == started["game"]] == [started["ruleset"]]
        play_through_serve(bm, started["game"])
        lines = bm.call("log", game=started["game"])["lines"]
        assert json.loads(lines[0])["ruleset"]["name"] == "classic death_threshold=exceeds", lines[0][:200]
        path = os.path.join(TMP, "set-name.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        code, out, err = run("validate", path, timeout=120)
        assert code == 0, out + err


def main():
    tests = [v for k, v in globals().items() if k.startswith("test_")]
    failed = 0
    for t in tests:
        start = time.monotonic()
        try:
            t()
            print(f"ok   {t.__name__} ({time.monotonic() - start:.1f} s)")
        except Exception as e:  # report every failure, not just the first
            failed += 1
            print(f"FAIL {t.__name__}: {type(e).__name__}: {e}")
    print(f"{len(tests) - failed}/{len(tests)} passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
