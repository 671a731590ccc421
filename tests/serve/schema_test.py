#!/usr/bin/env python3
"""Every message of a scripted `bm serve` session validates against docs/protocol/*.schema.json.

usage: schema_test.py BM SRC

The session plays one whole game of every family through serve (each step: state, legal,
suggest, apply), touches every method and provokes every error code; each request is checked
against request.schema.json and its method's params schema, each answer against
response.schema.json, its method's result schema or the data schema of its error code.
Unknown schemas or methods fail the test, so a new method needs its schema.
(conformance.schema.json is not a message: tests/conformance/schema_test.py checks it.)
"""
import glob
import json
import os
import sys

import jsonschema
import referencing

BM, SRC = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(SRC, "clients", "python"))
from bmserve import Serve  # noqa: E402
from protocol_table import ERRORS, CHANCE_NEEDED, CHANCE_REJECTED, ILLEGAL_ACTION, INVALID_PARAMS, INVALID_REQUEST, LINE_TOO_LONG, METHOD_NOT_FOUND, PARSE_ERROR, UNKNOWN_GAME  # noqa: E402

BASE = "https://bm.invalid/docs/"
# bm's own error codes (JSON-RPC's server range, above -32100), each with its data schema:
# errors.schema.json#/$defs/NAME, the code's name in the protocol table in lower case.
ERROR_DATA = {code: name.lower() for name, code in ERRORS.items() if code > -32100}


def load_registry():
    resources = []
    with open(os.path.join(SRC, "docs", "log-v1.schema.json"), encoding="utf-8") as f:
        resources.append((BASE + "log-v1.schema.json", referencing.Resource.from_contents(json.load(f))))
    schemas = {}
    for path in sorted(glob.glob(os.path.join(SRC, "docs", "protocol", "*.schema.json"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        jsonschema.Draft202012Validator.check_schema(doc)
        name = os.path.basename(path)[: -len(".schema.json")]
        assert doc["$id"] == BASE + "protocol/" + name + ".schema.json", path
        schemas[name] = doc
        resources.append((doc["$id"], referencing.Resource.from_contents(doc)))
    return referencing.Registry().with_resources(resources), schemas


REGISTRY, SCHEMAS = load_registry()
COUNTS = {}


def check(name, pointer, instance):
    schema = {"$ref": BASE + "protocol/" + name + ".schema.json" + pointer}
    jsonschema.Draft202012Validator(schema, registry=REGISTRY).validate(instance)
    COUNTS[name] = COUNTS.get(name, 0) + 1


class Checked(Serve):
    """A client that validates every request and answer it exchanges."""

    def send_line(self, line):
        answer = super().send_line(line)
        check("response", "", answer)
        try:
            req = json.loads(line)
        except ValueError:
            req = None
        if isinstance(req, dict) and req.get("method") in SCHEMAS and "error" not in answer:
            check("request", "", req)
            check(req["method"], "#/$defs/params", req.get("params", {}))
            check(req["method"], "#/$defs/result", answer["result"])
        if "error" in answer and "data" in answer["error"] and answer["error"]["code"] in ERROR_DATA:
            check("errors", "#/$defs/" + ERROR_DATA[answer["error"]["code"]], answer["error"]["data"])
        if "error" in answer:
            COUNTS["error %d" % answer["error"]["code"]] = 1
        return answer


def play_out(bm, game):
    while True:
        state = bm.call("state", game=game)
        if state["over"]:
            return
        bm.call("legal", game=game)
        bm.call("apply", game=game, index=bm.call("suggest", game=game)["index"])


def session():
    with Checked(BM) as bm:
        hs = bm.call("handshake")
        for rules, players in [("classic", 2), ("classic-variants", 4), ("super", 3), ("solo", 1), ("bm2", 3),
                               ("bm2-6p", 6)]:
            game = bm.call("start", rules=rules, players=players, seed=5, policy="spells")["game"]
            play_out(bm, game)
            bm.call("finish", game=game)  # over already: nothing to pass
            bm.call("result", game=game)
            bm.call("log", game=game)
            bm.call("hash", game=game)
        # perft (docs/protocol.md#perft): from a position of every family, with divide
        perft_game = bm.call("start", rules=rules, players=players, seed=5)["game"]
        bm.call("perft", game=perft_game, depth=2, divide=True)
        bm.call("end", game=perft_game)
        # apply with implicit_passes (docs/protocol.md#implicit-passes): a game's actions without its
        # passes; the answers' `passed` lists are checked against apply's result schema.
        # A lone pass is left out when the action after it is not legal at the pass's decision.
        src = bm.call("start", rules="classic", players=2, seed=7, policy="random")["game"]
        play_out(bm, src)
        acts = [json.loads(l) for l in bm.call("log", game=src)["lines"] if json.loads(l)["type"] == "action"]
        g3, passed = bm.call("start", rules="classic", players=2, seed=7)["game"], 0
        for k, a in enumerate(acts[:80]):
            nxt = acts[k + 1] if k + 1 < len(acts) else None
            if a["action"]["type"] == "pass" and nxt and nxt["action"]["type"] != "pass" and not any(
                    x["action"] == nxt["action"] for x in bm.call("legal", game=g3)["actions"]):
                continue
            r = bm.call("apply", game=g3, action=a["action"], player=a["player"], implicit_passes=True)
            passed += len(r.get("passed", []))
        assert passed > 0, "no implicit pass in the first 80 actions"
        bm.call("end", game=src)
        bm.call("end", game=g3)
        g = bm.call("start", rules="classic", set={"death_threshold": "exceeds"}, cards="classic", board="super",
                    seed=8)["game"]
        bm.call("result", game=g)
        legal = bm.call("legal", game=g)["actions"]
        bm.call("apply", game=g, action=legal[-1]["action"])
        snap = bm.call("snapshot", game=g)["snapshot"]
        g2 = bm.call("load", snapshot=snap, policy="first")["game"]
        bm.call("games")
        bm.call("cards", game=g2)
        bm.request("apply", game=g2, action={"type": "build", "card": "BM001", "stack": "new"})  # ILLEGAL_ACTION
        bm.request("apply", game=g2, index=0, player=5)  # ILLEGAL_ACTION: not seat 5's decision
        bm.request("finish", game=g2)  # ILLEGAL_ACTION: a mandatory decision comes first
        bm.request("start", chance=[])  # CHANCE_NEEDED
        bm.request("start", chance=[{"pick": "random_card_from_hand", "card": "BM001"}])  # CHANCE_REJECTED
        bm.request("apply", game=g, index=0, chance=[{"pick": "random_card_from_hand", "card": "BM001"}])  # CHANCE_REJECTED
        bm.request("state", game="g999")  # UNKNOWN_GAME
        bm.send_line("{" * ((1 << 20) + 10))  # LINE_TOO_LONG
        bm.send_line("not json")  # PARSE_ERROR
        bm.send_line("[]")  # INVALID_REQUEST
        bm.send_line('{"id":1,"method":"nope"}')  # METHOD_NOT_FOUND
        bm.request("start", players="two")  # INVALID_PARAMS
        bm.call("end", game=g)
        bm.call("end", game=g2)
        assert set(hs["methods"]) == set(SCHEMAS) - {"common", "request", "response", "errors", "conformance", "position"}, hs["methods"]


def main():
    session()
    missing = [m for m in SCHEMAS if m not in COUNTS and m not in ("common", "conformance", "position")]  # position: every vector's, tests/conformance/schema_test.py
    codes = [c for c in (PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, LINE_TOO_LONG, UNKNOWN_GAME, ILLEGAL_ACTION, CHANCE_NEEDED, CHANCE_REJECTED)
             if "error %d" % c not in COUNTS]
    print("validated:", ", ".join(f"{k} {v}" for k, v in sorted(COUNTS.items()) if not k.startswith("error")))
    if missing or codes:
        print("FAIL: never exercised: schemas", missing, "error codes", codes)
        return 1
    print("ok: every request and answer matches its schema")
    return 0


if __name__ == "__main__":
    sys.exit(main())
