#!/usr/bin/env python3
"""Writes docs/perft.md: bm perft's counts for a dozen positions, three of each family (classic,
super, solo, bm2 with its items), at depths 1 to 4.

usage: python3 tools/perft/table.py BM OUT.md
(the suite's docs.perft test writes it again and compares; the Python client counts three of
the positions again through bm serve alone: tests/perft/serve_count.py)
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from bm_tool import bm_json  # noqa: E402

# (preset, players, seed, after): each family at its start, early in a round and later in the game.
# The 5-6 player position is a printed six-player game's fifth round at P1's build turn, the
# second of the round's six builds (P4, P5, P2 and P0 build after it): within the depth several
# players choose their builds, build-phase spells and room abilities (15,048 sequences at depth
# 4, where the earlier position, a five-player game's first adventure phase, counted 26).
POSITIONS = [
    ("classic", 2, 1, 0), ("classic", 3, 7, 25), ("classic", 4, 11, 60),
    ("super", 2, 1, 0), ("super", 2, 7, 20), ("super", 3, 5, 40),
    ("solo", 1, 1, 0), ("solo", 1, 4, 10), ("solo", 1, 9, 20),
    ("bm2", 2, 1, 0), ("bm2", 2, 3, 20), ("bm2-6p", 6, 1, 100),
]
DEPTH = 4


def counts(bm, preset, players, seed, after):
    return bm_json(bm, "perft", "--rules", preset, "--players", players, "--seed", seed, "--after", after,
                   "--depth", DEPTH, "--json", timeout=600)


def main():
    bm, out = sys.argv[1], sys.argv[2]
    rows = []
    for preset, players, seed, after in POSITIONS:
        j = counts(bm, preset, players, seed, after)
        p = j["position"]
        rows.append(f"| `bm perft --rules {preset} --players {players} --seed {seed} --after {after} --depth {DEPTH}` "
                    f"| {p['cards']} | {p['round']}, {p['phase']}: {p['decision'].replace('|', '/')} | `{p['hash']}` | "
                    + " | ".join(f"{n:,}" for n in j["counts"]) + " |")
    text = """# Perft: counting legal decision sequences

Chess engines prove their move generators with *perft*: the number of legal move sequences from a
fixed position to a depth. `bm perft` counts the same for Boss Monster: the sequences of exactly
N decisions (every decision a player makes: builds, spells, passes, choices) from a position.
Another engine that lists the same legal actions at every decision gets the same counts; one
that lists an action too few or too many somewhere gets another count, and `bm perft --divide`
(the count under each first decision) finds the branch, down to the decision that differs.

- **The position** is the game `bm play --rules PRESET --players N --seed S` plays, after its
  first K decisions (`--after K`; the random policy, as `bm play`). Its state hash
  ([state-hash.md](state-hash.md)) is shown, so an engine can check that it stands at the same
  place before it counts.
- **Chance is fixed, never branched on**: the seed's random state is part of the position, so
  each branch draws what its own state gives (the draw `bm play` would make there). Counting
  over chance outcomes would be a second mode; bm does not offer it.
- **A game that ends before N decisions adds nothing**: only sequences of exactly N decisions
  count, as a chess mate before the depth.
- The Boss Monster 2 presets play the printed cards with the Tools of Hero-Kind items
  (`bm2+tools-of-hero-kind`, under `unknown_facts: house`), as `bm play` does.

A front end counts from any position it reached through `bm serve` with the protocol's `perft`
method (`{"method":"perft","params":{"game":"g1","depth":3,"divide":true}}`: the same counts,
from the same engine function; depth at most 8 and at most 1,000,000 positions visited,
[protocol.md](protocol.md#perft)); the WebAssembly referee answers it too.

`python3 tools/perft/table.py build/tools/bm/bm docs/perft.md` writes this page; the suite
(`docs.perft`) writes it again and fails when a count changes, and counts three of the
positions again through `bm serve` alone, the way another engine would (`legal`, `apply`,
`snapshot` and `load`: `tests/perft/serve_count.py`).

| position | cards | at (round, phase: decision) | state hash | depth 1 | depth 2 | depth 3 | depth 4 |
|---|---|---|---|--:|--:|--:|--:|
""" + "\n".join(rows) + """

```
$ bm perft --rules super --seed 7 --after 20 --depth 2 --divide
```
"""
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
