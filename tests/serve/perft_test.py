#!/usr/bin/env python3
"""bm serve's `perft` (docs/protocol.md#perft) gives `bm perft`'s counts, and refuses what it must.

usage: perft_test.py BM SRC

- On three positions (classic, super, bm2 with items: bm play's game of a seed, K decisions in,
  reached through `suggest` and `apply`), `perft` at depth 1, 2 and 3 answers exactly the
  `counts` of `bm perft --json` there, the position's hash is bm perft's, and the divide at
  each depth adds up to that depth's count, one entry per legal action, in `legal`'s order.
- The game is unchanged by a count (hash, legal actions, log).
- depth 0 and depth 99 are -32602 naming the depth cap; an unknown game is -32001; a
  non-boolean divide and an unknown parameter are -32602; a count past the node limit is
  -32602 with data.max_perft_nodes (and the handshake states both limits).
- A declared-chance game: a count that draws no chance is the seeded count of the same state
  (the snapshot loaded as a seeded game); one that reaches a shuffle is -32003 with data.need.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import BM, SRC, expect, finish, output  # noqa: E402

sys.path.insert(0, os.path.join(SRC, "clients", "python"))
from bmserve import Serve, ServeError, random_outcome  # noqa: E402
from protocol_table import CHANCE_NEEDED, INVALID_PARAMS, UNKNOWN_GAME  # noqa: E402

POSITIONS = [("classic", 3, 7, 25), ("super", 2, 7, 20), ("bm2", 2, 3, 30)]


def refused(bm, code, pattern, **params):
    try:
        bm.call("perft", **params)
    except ServeError as e:
        expect(e.code == code and pattern in e.message, f"perft {params}: {e.code} {e.message}, wanted {code} '{pattern}'")
        return e
    expect(False, f"perft {params} was answered, wanted error {code}")
    return None


def position(bm, preset, players, seed, after):
    game = bm.call("start", rules=preset, players=players, seed=seed, policy="random", policy_seed=seed)["game"]
    for _ in range(after):
        bm.call("apply", game=game, action=bm.call("suggest", game=game)["action"])
    return game


def same_as_bm_perft(bm):
    for preset, players, seed, after in POSITIONS:
        want = json.loads(output("perft", "--rules", preset, "--players", players, "--seed", seed, "--after", after,
                                 "--depth", "3", "--json", timeout=300))
        game = position(bm, preset, players, seed, after)
        where = f"{preset} {players}p seed {seed} after {after}"
        legal = [a["action"] for a in bm.call("legal", game=game)["actions"]]
        log_before = bm.call("log", game=game)["lines"]
        for depth in (1, 2, 3):
            got = bm.call("perft", game=game, depth=depth, divide=True)
            print(f"{where} depth {depth}: bm serve {got['counts']}, bm perft {want['counts'][:depth]}")
            expect(got["counts"] == want["counts"][:depth], f"{where} depth {depth}: {got['counts']} != {want['counts']}")
            expect(got["hash"] == want["position"]["hash"], f"{where}: hash {got['hash']} != {want['position']['hash']}")
            expect([d["action"] for d in got["divide"]] == legal, f"{where} depth {depth}: divide's actions are not legal's")
            expect(sum(d["count"] for d in got["divide"]) == got["counts"][-1],
                   f"{where} depth {depth}: the divide adds up to {sum(d['count'] for d in got['divide'])}, "
                   f"not {got['counts'][-1]}")
            expect(got["nodes"] > 0 and got["depth"] == depth, f"{where}: {got['depth']} {got['nodes']}")
        expect("divide" not in bm.call("perft", game=game, depth=2), f"{where}: a divide without divide: true")
        expect(bm.call("hash", game=game)["hash"] == want["position"]["hash"], f"{where}: perft changed the game")
        expect(bm.call("log", game=game)["lines"] == log_before, f"{where}: perft wrote to the log")
        bm.call("end", game=game)


def bad_params(bm):
    limits = bm.call("handshake")["limits"]
    expect(limits["max_perft_depth"] == 8 and limits["max_perft_nodes"] == 1000000, f"limits {limits}")
    game = position(bm, "bm2", 2, 3, 10)
    refused(bm, INVALID_PARAMS, "parameter 'depth' must be an integer from 1 to 8 (the depth cap", game=game, depth=0)
    refused(bm, INVALID_PARAMS, "parameter 'depth' must be an integer from 1 to 8 (the depth cap", game=game, depth=99)
    refused(bm, INVALID_PARAMS, "parameter 'depth' must be an integer from 1 to 8", game=game, depth="3")
    refused(bm, INVALID_PARAMS, "missing parameter 'depth'", game=game)
    refused(bm, INVALID_PARAMS, "parameter 'divide' must be true or false", game=game, depth=1, divide=1)
    refused(bm, INVALID_PARAMS, "unknown parameter 'seed'", game=game, depth=1, seed=1)
    refused(bm, UNKNOWN_GAME, "no game 'g999'", game="g999", depth=2)
    # bm perft counts this position to depth 8 in 3,679,156 sequences, visiting more positions than the node limit.
    e = refused(bm, INVALID_PARAMS, "would visit more than 1000000 positions (the node limit", game=game, depth=8)
    expect(e is not None and e.data == {"max_perft_nodes": 1000000}, f"node limit data {e and e.data}")
    bm.call("end", game=game)


def declared(bm):
    oc = random_outcome(random.Random(1))
    game = bm.call_declaring("start", oc, rules="classic", players=2)[0]["game"]
    # The mulligan (G-23) shuffles the room deck again: a count through it needs an outcome.
    expect(bm.call("legal", game=game)["decision"]["kind"] == "mulligan", "the declared game starts at a mulligan")
    e = refused(bm, CHANCE_NEEDED, "reaches a random outcome in this declared-chance game", game=game, depth=3)
    expect(e is not None and e.data["need"].get("shuffle") == "room_deck", f"need {e and e.data}")
    # Depth 1 draws nothing: the seeded game of the same state counts the same.
    seeded = bm.call("load", snapshot=bm.call("snapshot", game=game)["snapshot"])["game"]
    got, want = bm.call("perft", game=game, depth=1)["counts"], bm.call("perft", game=seeded, depth=1)["counts"]
    expect(got == want and got[0] == 2, f"declared {got}, seeded {want}")
    bm.call("end", game=seeded)
    bm.call("end", game=game)


def main():
    with Serve(BM) as bm:
        same_as_bm_perft(bm)
        bad_params(bm)
        declared(bm)
    finish("serve perft: bm perft's count, and refuses what it must")


if __name__ == "__main__":
    main()
