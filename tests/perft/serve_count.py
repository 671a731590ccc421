#!/usr/bin/env python3
"""A second, independent perft count: the Python client counts legal decision sequences through
`bm serve` alone, the way another engine's test would (start, suggest and apply to reach the
position, then `legal`, `snapshot`, `load` and `apply` for every branch), and must get the counts
`bm perft` gives on three positions of docs/perft.md (classic, super, bm2 with items), at depths
1 to 3. The position's state hash must be bm perft's too.

usage: serve_count.py BM SRC
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import BM, SRC, expect, finish, output  # noqa: E402

sys.path.insert(0, os.path.join(SRC, "clients", "python"))
from bmserve import Serve  # noqa: E402

POSITIONS = [("classic", 3, 7, 25), ("super", 2, 7, 20), ("bm2", 2, 3, 20)]
DEPTH = 3


def count(bm, snapshot, depth):
    """Sequences of exactly `depth` decisions from the snapshot's state (a game over adds 0)."""
    game = bm.call("load", snapshot=snapshot)["game"]
    try:
        legal = bm.call("legal", game=game)["actions"]
        if depth == 1:
            return len(legal)
        n = 0
        for k in range(len(legal)):
            branch = bm.call("load", snapshot=snapshot)["game"]
            bm.call("apply", game=branch, index=k)
            if bm.call("legal", game=branch)["actions"]:
                n += count(bm, bm.call("snapshot", game=branch)["snapshot"], depth - 1)
            bm.call("end", game=branch)
        return n
    finally:
        bm.call("end", game=game)


def main():
    bm = Serve(BM)
    try:
        for preset, players, seed, after in POSITIONS:
            want = json.loads(output("perft", "--rules", preset, "--players", players, "--seed", seed, "--after", after,
                                     "--depth", DEPTH, "--json"))
            # The position: bm play's game of this seed (its random policy, seeded alike), K decisions in.
            game = bm.call("start", rules=preset, players=players, seed=seed, policy="random", policy_seed=seed)["game"]
            for _ in range(after):
                bm.call("apply", game=game, action=bm.call("suggest", game=game)["action"])
            got_hash = bm.call("hash", game=game)["hash"]
            snapshot = bm.call("snapshot", game=game)["snapshot"]
            bm.call("end", game=game)
            got = [count(bm, snapshot, d) for d in range(1, DEPTH + 1)]
            where = f"{preset} {players}p seed {seed} after {after}"
            print(f"{where}: bm serve {got}, bm perft {want['counts']}")
            expect(got_hash == want["position"]["hash"],
                   f"{where}: the position's hash {got_hash}, bm perft's {want['position']['hash']}")
            expect(got == want["counts"], f"{where}: counted through bm serve {got}, bm perft {want['counts']}")
    finally:
        bm.close()
    finish("perft through bm serve")


if __name__ == "__main__":
    main()
