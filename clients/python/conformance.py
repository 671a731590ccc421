#!/usr/bin/env python3
"""Checks conformance vectors (docs/protocol.md#conformance-vectors) through `bm serve` alone.

usage: conformance.py BM DIR|FILE...

The same check `bm conformance verify` makes, written the way another front end would: it
knows only the protocol. For each vector it starts the game from the vector's ruleset, card
set, players and declared chance (and its position, if it has one); at every step it asks bm for the legal actions and compares
them with the vector's, applies the vector's action (with its declared chance) and compares
the events; a "refused" step must be refused with the vector's rule ID; at the end the game
must be over with the vector's result. Legal actions are compared by meaning: the same action
objects in any order. A perft vector (kind `perft`, version 1.1) is counted instead: after its
actions, bm's `perft` (protocol 1.2) must give its counts, and its divide by meaning. A vector of a
version or kind this checker does not know is refused (INVALID), never skipped. Prints one line per vector; a file that is not a vector is reported
(INVALID) and the others are still checked. Exit status 0 when every vector passes, 1 when one
does not, 2 for bad usage or a file that is not a vector (after the others are checked).
"""
import glob
import json
import os
import sys

from bmserve import ILLEGAL_ACTION, Serve, ServeError


class Mismatch(Exception):
    pass


def same(expected, got, where, what):
    if expected != got:
        raise Mismatch(f"{where}: {what} differ: expected {json.dumps(expected)[:300]}, bm gives {json.dumps(got)[:300]}")


def same_actions(expected, got, where):
    """Legal actions by meaning: the same action objects, whatever order an engine lists them in."""
    want = sorted(json.dumps(a, sort_keys=True) for a in expected)
    have = sorted(json.dumps(a, sort_keys=True) for a in got)
    if want != have:
        missing = [a for a in want if a not in have]
        extra = [a for a in have if a not in want]
        raise Mismatch(f"{where}: legal actions differ ({len(expected)} expected, bm lists {len(got)}); "
                       f"bm does not list {missing[:5]}; bm also lists {extra[:5]}")


def check_step(bm, game, i, step):
    where = f"step {i}"
    if "refused" in step:
        try:
            bm.call("apply", game=game, action=step["refused"], player=step["player"])
        except ServeError as e:
            if e.code != ILLEGAL_ACTION:
                raise Mismatch(f"{where}: expected a refusal ({ILLEGAL_ACTION}), bm answered {e.code}: {e.message}")
            same(step["rule"], e.data.get("rule"), where, "refusing rules")
            if "card" in step:  # a card's text refuses (docs/protocol.md#illegal-actions)
                same(step["card"], e.data.get("card"), where, "refusing cards")
            return
        raise Mismatch(f"{where}: bm did not refuse {json.dumps(step['refused'])}")
    legal = bm.call("legal", game=game)
    same(step["player"], legal["decision"]["player"], where, "deciding players")
    same(step["decision"], legal["decision"]["kind"], where, "decision kinds")
    same_actions(step["legal"], [a["action"] for a in legal["actions"]], where)
    params = {"game": game, "action": step["action"], "player": step["player"]}
    if "chance" in step:
        params["chance"] = step["chance"]
    same(step["events"], bm.call("apply", **params)["events"], where, "events")


KINDS = ("game", "perft")


def same_divide(expected, got):
    """The divide by meaning: the same first actions with the same counts, in any order."""
    want = sorted(json.dumps(d, sort_keys=True) for d in expected)
    have = sorted(json.dumps({"action": d["action"], "count": d["count"]}, sort_keys=True) for d in got)
    if want != have:
        raise Mismatch(f"perft: divide differ; the vector's entries bm does not give: "
                       f"{[d for d in want if d not in have][:5]}; bm's the vector does not have: "
                       f"{[d for d in have if d not in want][:5]}")


def check_perft(bm, game, vector):
    for i, a in enumerate(vector["actions"]):
        params = {"game": game, "action": a["action"], "player": a["player"]}
        if "chance" in a:
            params["chance"] = a["chance"]
        try:
            bm.call("apply", **params)
        except ServeError as e:
            raise Mismatch(f"action {i}: bm refused it: {e.message}")
    got = bm.call("perft", game=game, depth=vector["depth"], divide=True)
    same(vector["counts"], got["counts"], "perft", "counts")
    same_divide(vector["divide"], got["divide"])


def check_vector(bm, vector):
    params = {"rules": vector["ruleset"]["preset"], "set": vector["ruleset"].get("options", {}),
              "cards": vector["cards"], "players": vector["players"], "chance": vector["chance"]}
    if "board" in vector:
        params["board"] = vector["board"]
    if "position" in vector:  # a vector that starts from a position (docs/protocol.md#positions)
        params["position"] = vector["position"]
    start = bm.call("start", **params)
    game = start["game"]
    try:
        same(vector["setup_events"], start["events"], "start", "setup events")
        if vector.get("kind") == "perft":
            return check_perft(bm, game, vector)
        for i, step in enumerate(vector["steps"]):
            check_step(bm, game, i, step)
        if bm.call("legal", game=game)["actions"]:
            raise Mismatch("result: the game is not over after the last step")
        result = bm.call("result", game=game)
        for key, value in vector["result"].items():
            same(value, result.get(key), "result", f"'{key}'")
    finally:
        bm.call("end", game=game)


def vector_files(args):
    files = []
    for a in args:
        if os.path.isdir(a):
            found = sorted(glob.glob(os.path.join(a, "*.json")))
            if not found:
                raise ValueError(f"{a}: no conformance vectors (*.json) in this directory")
            files += found
        else:
            files.append(a)
    return files


def read_vector(path):
    """The vector in `path`, or ValueError saying why it is not one."""
    try:
        with open(path, encoding="utf-8") as f:
            v = json.load(f)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: {e}")
    if not isinstance(v, dict) or v.get("format") != "bm-conformance" or v.get("version") not in ("1.0", "1.1"):
        raise ValueError(f"{path}: not a conformance vector (format bm-conformance, version 1.0 or 1.1)")
    if v.get("kind", "game") not in KINDS:  # refused, never skipped: a skipped vector checks nothing
        raise ValueError(f"{path}: kind {json.dumps(v['kind'])} is not one this checker knows ({', '.join(KINDS)})")
    keys = ("actions", "depth", "counts", "divide") if v.get("kind") == "perft" else ("steps", "result")
    for key in ("ruleset", "cards", "players", "chance", "setup_events") + keys:
        if key not in v:
            raise ValueError(f"{path}: missing '{key}'")
    return v


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        files = vector_files(argv[2:])
    except (OSError, ValueError) as e:
        print(f"conformance.py: {e}", file=sys.stderr)
        return 2
    failed = invalid = passed = 0
    with Serve(argv[1]) as bm:
        for path in files:
            try:
                v = read_vector(path)
            except ValueError as e:
                invalid += 1
                print(f"INVALID {e}")
                continue
            try:
                check_vector(bm, v)
                passed += 1
                print(f"pass {path} (perft to depth {v['depth']})" if v.get("kind") == "perft"
                      else f"pass {path} ({len(v['steps'])} steps)")
            except (Mismatch, ServeError) as e:
                failed += 1
                print(f"FAIL {path}: {e}")
    print(f"{passed} passed, {failed} failed" + (f", {invalid} invalid" if invalid else ""))
    return 2 if invalid else 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
