#!/usr/bin/env python3
"""A front end's own idea of the legal actions, compared with bm's at every step.

usage: example_compare.py [--bm PATH] [--rules PRESET] [--players N] [--games K] [--seed S]

This is how a front end uses `bm serve` as a referee (docs/protocol.md). The "front end"
here knows a few classic rules itself (below: `my_legal`) and, at every decision, compares the
actions it believes legal with the ones bm lists. Where it has no opinion (spell windows,
effects' questions...) it takes bm's list as it is. It then plays one of bm's legal actions
at random, checks that the events bm reports keep its own picture of the dungeons right, and
at the end writes nothing: it prints how many decisions it compared and every disagreement.
Exit 0 when the front end and bm agreed on everything they both model, 1 otherwise.

The rules it models, with their IDs (docs/rules/):
  C-16  "I choose you!": keep one of the two bosses dealt
  IP-2  discard one card from the starting hand (one action per card design)
  G-23  keep or mulligan the starting hand
  G-2, G-3  build: an ordinary room on a new stack (at most five) or on any room; an advanced
        room only on a room sharing a treasure type; or build nothing (G-4)
  BM018 Neanderthal Cave takes no advanced room; BM049 Kobold Strike stops all building for
        the round (the front end follows the events to know it was played)
  G-5   never on a face-down room (a second build in one phase)
  G-8   never on a deactivated room (the first version of this example missed it: bm's
        refusal, "G-8: no building on a deactivated room", is how it learned)
"""
import argparse
import json
import random
import sys

from bmserve import Serve, ServeError

TREASURES = ("cleric", "fighter", "mage", "thief")


def key(action):
    return json.dumps(action, sort_keys=True)


class FrontEnd:
    def __init__(self, card_set):
        self.cards = {c["id"]: c for c in card_set["cards"]}
        self.no_build = False  # Kobold Strike resolved this round

    def saw(self, events):
        """Follows the events bm reports (the front end's own picture of the round)."""
        for e in events:
            if e["e"] == "round_start":
                self.no_build = False
            elif e["e"] == "resolved" and self.cards.get(e.get("card"), {}).get("ability") == "kobold_strike":
                self.no_build = True

    def treasure(self, card_id):
        t = self.cards[card_id].get("treasure", {})
        return {k for k in TREASURES if t.get(k, 0) > 0}

    def builds(self, me):
        out = [{"type": "pass_build"}]
        if self.no_build:  # BM049 Kobold Strike: no rooms are built this round
            return out
        rooms = sorted({c["id"] for c in me["hand"] if self.cards[c["id"]]["kind"] == "room"})
        stacks = me["dungeon"]
        for rid in rooms:
            advanced = self.cards[rid].get("advanced", False)
            if not advanced and len(stacks) < 5:  # G-2: at most five stacks; G-3: left of the leftmost
                out.append({"card": rid, "stack": "new", "type": "build"})
            for i, top in enumerate(stacks):  # G-3: on top of a built room, G-8: not a deactivated one
                if top.get("deactivated") or top.get("face_down"):
                    continue  # G-8 deactivated, G-5 face down
                if advanced and self.cards[top["id"]].get("ability") == "neanderthal_cave":
                    continue  # BM018 Neanderthal Cave: advanced rooms cannot be built on it
                if not advanced or self.treasure(rid) & self.treasure(top["id"]):
                    out.append({"card": rid, "stack": i, "type": "build"})
        return out

    def my_legal(self, state):
        """The actions this front end believes legal, or None where it has no model."""
        d = state["decision"]
        me = state["players"][d["player"]]
        if d["kind"] == "choose_boss":
            return [{"card": b["id"], "type": "choose_boss"} for b in me["boss_choices"]]
        if d["kind"] == "discard":
            return [{"card": c, "type": "discard"} for c in sorted({c["id"] for c in me["hand"]})]
        if d["kind"] == "mulligan":
            return [{"type": "keep"}, {"type": "mulligan"}]
        if d["kind"] == "build":
            return self.builds(me)
        return None


def compare(mine, bms, kinds):
    """Disagreements between the two lists, on the action types the front end models."""
    theirs = {key(a) for a in bms if a["type"] in kinds}
    ours = {key(a) for a in mine}
    return sorted(ours - theirs), sorted(theirs - ours)


def why_not(bm, game, action):
    try:
        bm.call("apply", game=game, action=action)
    except ServeError as e:
        return e.data["why"] if e.data else e.message
    raise AssertionError(f"bm accepted {action}, which it did not list as legal")


def play(bm, args, seed, rng, report):
    started = bm.call("start", rules=args.rules, players=args.players, seed=seed)
    game = started["game"]
    fe = FrontEnd(bm.call("cards", game=game)["cards"])
    fe.saw(started["events"])
    while True:
        state = bm.call("state", game=game)
        if state["over"]:
            break
        legal = [entry["action"] for entry in bm.call("legal", game=game)["actions"]]
        mine = fe.my_legal(state)
        if mine is not None:
            report["compared"] += 1
            kinds = {a["type"] for a in mine}
            only_mine, only_bm = compare(mine, legal, kinds)
            if only_mine or only_bm:
                # Ask bm why: applying an action it does not list is refused with the rule
                # that refuses it, and the game stays as it was.
                why = [why_not(bm, game, json.loads(a)) for a in only_mine]
                report["disagreements"].append({"seed": seed, "round": state["round"], "phase": state["phase"],
                                                "decision": state["decision"]["text"], "only_front_end": only_mine,
                                                "bm_refuses_with": why, "only_bm": only_bm})
        else:
            report["not_modelled"] += 1
        fe.saw(bm.call("apply", game=game, action=rng.choice(legal))["events"])
    result = bm.call("end", game=game)["result"]
    report["games"].append({"seed": seed, "winner": result["winner"], "end_reason": result["end_reason"]})


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bm", default="bm")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    report = {"compared": 0, "not_modelled": 0, "disagreements": [], "games": []}
    with Serve(args.bm) as bm:
        for g in range(args.games):
            play(bm, args, args.seed + g, rng, report)
    for d in report["disagreements"]:
        print("DISAGREE", json.dumps(d))
    print(f"{len(report['games'])} games, {report['compared']} decisions compared, {report['not_modelled']} not "
          f"modelled, {len(report['disagreements'])} disagreement(s)")
    return 1 if report["disagreements"] else 0


if __name__ == "__main__":
    sys.exit(main())
