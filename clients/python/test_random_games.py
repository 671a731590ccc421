#!/usr/bin/env python3
"""Random games of every preset through bm serve and this client, then `bm validate` on every log.

usage: test_random_games.py BM OUTDIR [GAMES]   (GAMES: at least 200, default 204)

Games go round-robin over every preset `handshake` lists (classic, super, solo and bm2
families), with each family's player counts in turn. Every other game plays with declared
chance: the client shuffles and picks with its own random.Random and tells bm each outcome
when bm asks for it. Each seat chooses uniformly among bm's legal actions. At every step the
client checks bm's own promises: a listed action is accepted, `apply`'s hash is the `hash`
method's, the decision in the answer is the state's. Every game's log is written to OUTDIR and
all of them are checked by one `bm validate` run, which must find every log valid.
"""
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bmserve import Serve, random_outcome  # noqa: E402

PLAYERS = {"classic": [2, 3, 4], "super": [2, 3, 4], "solo": [1], "bm2": [2, 3, 4]}


def players_for(preset):
    if preset["name"] == "bm2-6p":
        return [5, 6]
    return PLAYERS[preset["family"]]


def play(bm, preset, players, n, declared, rng):
    params = {"rules": preset["name"], "players": players}
    if declared:
        started, chance = bm.call_declaring("start", random_outcome(rng), **params)
    else:
        started = bm.call("start", seed=n, **params)
    game = started["game"]
    steps = 0
    while True:
        state = bm.call("state", game=game)
        if state["over"]:
            break
        legal = bm.call("legal", game=game)
        assert legal["decision"] == state["decision"] and legal["actions"], (preset["name"], n)
        action = rng.choice(legal["actions"])["action"]
        seat = state["decision"]["player"]
        if declared:
            answer, _ = bm.call_declaring("apply", random_outcome(rng), game=game, action=action, player=seat)
        else:
            answer = bm.call("apply", game=game, action=action, player=seat)
        assert answer["hash"] == bm.call("hash", game=game)["hash"]
        steps += 1
    result = bm.call("result", game=game)
    log = bm.call("log", game=game)
    assert log["complete"] and json.loads(log["lines"][-1])["type"] == "result"
    assert json.loads(log["lines"][-1])["final_hash"] == result["final_hash"]
    bm.call("end", game=game)
    return log["lines"], steps


def main():
    bm_path, out = sys.argv[1], sys.argv[2]
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 204
    assert games >= 200, "the test plays at least 200 games"
    os.makedirs(out, exist_ok=True)
    rng = random.Random(20)
    paths, families, steps = [], {}, 0
    with Serve(bm_path) as bm:
        presets = bm.call("handshake")["presets"]
        for n in range(games):
            preset = presets[n % len(presets)]
            counts = players_for(preset)
            players = counts[(n // len(presets)) % len(counts)]
            declared = n % 2 == 1
            lines, k = play(bm, preset, players, n, declared, rng)
            steps += k
            path = os.path.join(out, f"game-{n:03d}-{preset['name']}-{players}p-{'declared' if declared else 'seeded'}.jsonl")
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            paths.append(path)
            families[preset["family"]] = families.get(preset["family"], 0) + 1
    assert set(families) == {"classic", "super", "solo", "bm2"}, families
    v = subprocess.run([bm_path, "validate", "--quiet", *paths], capture_output=True, text=True, timeout=600)
    print(v.stdout.strip().splitlines()[-1] if v.stdout.strip() else v.stderr)
    print(f"{len(paths)} games ({', '.join(f'{k} {v}' for k, v in sorted(families.items()))}), {steps} actions")
    if v.returncode != 0:
        print(v.stdout[-3000:], v.stderr[-2000:])
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
