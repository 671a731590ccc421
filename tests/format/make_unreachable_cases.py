#!/usr/bin/env python3
"""Writes corpus/bad/log/unreachable_*.jsonl: logs whose snapshot line is a position no game
reaches, one per state invariant of the checker's catalog that is a function of the state alone
(engine/include/bm/state/structure.hpp), each with its .expect: exit 2 and a message naming the
field, the invariant and its rule.

Each case starts from a committed scenario (corpus/scenarios: its header and snapshot line only,
which load as they are) and breaks the state one way. The script checks both: the base replays
(exit 0), the case is refused with its message.

usage: make_unreachable_cases.py BM SOURCE_DIR
"""
import copy
import json
import os
import subprocess
import sys

BM, SRC = sys.argv[1], sys.argv[2]
OUT = os.path.join(SRC, "corpus", "bad", "log")
SETS = {"classic": "classic.json", "super-synthetic": "super_synthetic.json", "bm2-synthetic": "bm2_synthetic.json"}


def designs(set_id):
    """Card id -> design of a built-in card set (a synthetic set adds its cards to the classic ones)."""
    data = os.path.join(SRC, "engine", "cards", "data")
    out = {c["id"]: c for c in json.load(open(os.path.join(data, "classic.json"), encoding="utf-8"))["cards"]}
    if set_id != "classic":
        out.update({c["id"]: c for c in json.load(open(os.path.join(data, SETS[set_id]), encoding="utf-8"))["cards"]})
    return out


def base(scenario):
    """The scenario's header and snapshot state (the rest of the log is left out)."""
    with open(os.path.join(SRC, "corpus", "scenarios", scenario + ".jsonl"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    header, snap = json.loads(lines[0]), json.loads(lines[1])
    assert snap["type"] == "snapshot", scenario
    return header, snap


def dump(j):
    return json.dumps(j, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def design_of(card):
    return card.split("#")[0]


def take(zone, cards, pred):
    """Removes and returns the first card of the list `zone` whose design passes `pred`."""
    for i, c in enumerate(zone):
        if pred(cards[design_of(c)]):
            return zone.pop(i)
    raise SystemExit("no card fits")


def ordinary(d):
    return d["kind"] == "hero" and d.get("hero_kind", "ordinary") == "ordinary"


def wound(st, cards, p, n):
    """Moves n ordinary heroes from the hero deck to player p's scoring area as wounds (G-12)."""
    for _ in range(n):
        st["players"][p]["score"].append({"hero": take(st["ordinary_heroes"], cards, ordinary), "soul": False})


def wounds(st, cards, p):
    return sum(cards[design_of(h["hero"])]["souls"] for h in st["players"][p]["score"] if not h["soul"])


def eliminate(st, cards, p, wounds_to=5):
    """Player p eliminated as C-14 does it: five wounds, hand, dungeon and entrance out of the game."""
    pl = st["players"][p]
    wound(st, cards, p, max(0, wounds_to - wounds(st, cards, p)))
    st["out_of_game"] += pl["hand"] + [c for s in pl["dungeon"] for c in s["cards"]] + [w["hero"] for w in pl["entrance"]]
    pl["hand"], pl["dungeon"], pl["entrance"], pl["eliminated"] = [], [], [], True


def case(name, scenario, break_state, field, invariant, rules, message=None):
    header, snap = base(scenario)
    cards = designs(header["cards"]["id"])
    st = copy.deepcopy(snap["state"])
    break_state(st, cards)
    path = os.path.join(OUT, "unreachable_" + name + ".jsonl")
    with open(path, "w", encoding="utf-8") as f:
        f.write(dump(header) + "\n" + dump({"state": st, "type": "snapshot"}) + "\n")
    expect = "unreachable_%s.jsonl:2: state: " % name + (
        message or "%s: no game reaches this position: %s (%s)" % (field, invariant, rules))
    with open(path + ".expect", "w", encoding="utf-8") as f:
        f.write("2\n" + expect + "\n")
    # The base loads; the case is refused with its message.
    with open(os.path.join(OUT, ".base.jsonl"), "w", encoding="utf-8") as f:
        f.write(dump(header) + "\n" + dump(snap) + "\n")
    ok = subprocess.run([BM, "replay", os.path.join(OUT, ".base.jsonl")], capture_output=True, text=True)
    os.remove(os.path.join(OUT, ".base.jsonl"))
    if ok.returncode != 0:
        raise SystemExit("%s: the base %s does not replay: %s" % (name, scenario, ok.stderr + ok.stdout))
    r = subprocess.run([BM, "replay", path], capture_output=True, text=True)
    if r.returncode != 2 or expect not in r.stdout + r.stderr:
        raise SystemExit("%s: exit %d, expected 2 and %s\n%s" % (name, r.returncode, expect, r.stderr + r.stdout))
    print("wrote", path)


def set_(**kv):
    def f(st, cards):
        st.update(kv)
    return f


C14 = "C-14_eliminated-player-leaves-heroes-per-starting-player"  # classic, 3 players, build phase of round 1
SUPER = "S-BOARD-5_minion-on-own-room-space"  # super (super-synthetic), 2 players, city phase, a market
SUPER_WOUNDS = "S-END-2_no-elimination-at-five-wounds"  # super (classic cards), 2 players, build phase
SOLO = "SO-5_room-holds-at-most-four-tokens"  # solo, build phase, the minion on a room
BM2 = "BM2-4_second-item-choose-which-to-keep"  # bm2 (bm2-synthetic), 2 players, adventure phase


def main():
    # INV-CARDS-CONSERVED (C-1): a card in no zone.
    lost = base(C14)[1]["state"]["room_deck"][0]
    case("cards_conserved_card_lost", C14, lambda st, cs: st["room_deck"].pop(0), "state", "INV-CARDS-CONSERVED",
         "C-1", "state: card %s is in no zone (every card of set 'classic' must be in exactly one place: "
         "INV-CARDS-CONSERVED, C-1)" % lost)

    # INV-ROOMS-MAX (G-2): six stacks in a classic dungeon.
    def six_stacks(st, cs):
        dungeon = st["players"][0]["dungeon"]
        while len(dungeon) < 6:
            room = take(st["room_deck"], cs, lambda d: d["kind"] == "room" and not d.get("advanced", False))
            dungeon.append({"bonus_damage": 0, "cards": [room], "deactivated": False, "face_down": False, "tokens": 0,
                            "triggered_this_round": False, "used_this_round": False})
    case("rooms_max_six_stacks", C14, six_stacks, "state.players[0].dungeon", "INV-ROOMS-MAX", "G-2, BM2-9")

    # INV-ADVANCED-ON-SHARED (G-3): an advanced room starts a stack.
    def advanced_first(st, cs):
        room = take(st["room_deck"], cs, lambda d: d["kind"] == "room" and d.get("advanced", False))
        st["players"][0]["dungeon"].insert(0, {"bonus_damage": 0, "cards": [room], "deactivated": False,
                                               "face_down": False, "tokens": 0, "triggered_this_round": False,
                                               "used_this_round": False})
    case("advanced_room_starts_stack", C14, advanced_first, "state.players[0].dungeon[0].cards",
         "INV-ADVANCED-ON-SHARED", "G-3")

    # INV-END-TRIGGER (C-13, C-14): five wounds in the build phase of a 3-player game, not eliminated.
    case("end_trigger_five_wounds_at_build", C14, lambda st, cs: wound(st, cs, 2, 1), "state.players[2].score",
         "INV-END-TRIGGER", "C-13, C-14")
    # INV-END-TRIGGER (SO-6): five wounds in the solo build phase, the game goes on.
    case("end_trigger_solo_five_wounds", SOLO, lambda st, cs: wound(st, cs, 0, 5), "state.players[0].score",
         "INV-END-TRIGGER", "SO-6")
    # INV-END-TRIGGER (SO-6): a hero in the solo Tavern (the last landmark), the game goes on.
    case("end_trigger_solo_hero_in_tavern", SOLO,
         lambda st, cs: st["landmarks"][-1].append(take(st["ordinary_heroes"], cs, ordinary)), "state.landmarks[4]",
         "INV-END-TRIGGER", "SO-6")

    # INV-ELIMINATED (C-14): an eliminated player still holds a hand.
    def holds_hand(st, cs):
        eliminate(st, cs, 2)
        st["players"][2]["hand"].append(take(st["room_deck"], cs, lambda d: d["kind"] == "room"))
    case("eliminated_holds_hand", C14, holds_hand, "state.players[2].hand", "INV-ELIMINATED", "C-14")

    # INV-ELIMINATED (C-13, C-14): eliminated with four wounds.
    case("eliminated_with_four_wounds", C14, lambda st, cs: eliminate(st, cs, 2, 4), "state.players[2].eliminated",
         "INV-ELIMINATED", "C-13, C-14")

    # INV-ELIMINATED (C-14): the engine waits for an eliminated player's build.
    def decides(st, cs):
        eliminate(st, cs, st["decision"]["player"])
    case("eliminated_asked_to_decide", C14, decides, "state.decision.player", "INV-ELIMINATED", "C-14")

    # INV-ELIMINATED (S-END-2): nobody is eliminated in Super.
    case("eliminated_in_super", SUPER_WOUNDS, lambda st, cs: eliminate(st, cs, 0), "state.players[0].eliminated",
         "INV-ELIMINATED", "S-END-2")

    # INV-MINION-OWN (S-BOARD-5): the minion's room is face down; a minion on the boss before Level Up.
    def face_down(st, cs):
        for s in st["players"][0]["dungeon"]:
            if s["cards"][-1] == st["players"][0]["minion_card"]:
                s["face_down"] = True
    case("minion_own_face_down_room", SOLO, face_down, "state.players[0].minion_card", "INV-MINION-OWN", "S-BOARD-5")

    def on_boss(st, cs):
        st["players"][1]["minion"] = 101
    case("minion_own_boss_before_level_up", SUPER, on_boss, "state.players[1].minion", "INV-MINION-OWN", "S-BOARD-5")

    # INV-MINION-SPACE (S-BOARD-5): two minions on one action space.
    def shared(st, cs):
        st["players"][0]["minion"] = 0
        st["players"][1]["minion"] = 0
    case("minion_space_shared", SUPER, shared, "state.players[1].minion", "INV-MINION-SPACE", "S-BOARD-5")

    # INV-CITY-SLOTS (S-BOARD-1): three heroes in the two slots of a 2-player city.
    def crowded(st, cs):
        while len(st["town"]) < 3:
            st["town"].append(take(st["ordinary_heroes"], cs, ordinary))
    case("city_slots_overfull", SUPER, crowded, "state.town", "INV-CITY-SLOTS", "S-BOARD-1")

    # INV-LANDMARK (S-BOARD-2): two heroes on the Temple.
    def two_at_temple(st, cs):
        st["landmarks"][0] += [st["town"].pop(0), take(st["ordinary_heroes"], cs, ordinary)]
        st["city_left"] = min(st["city_left"], len(st["town"]))
    case("landmark_two_heroes", SUPER, two_at_temple, "state.landmarks[0]", "INV-LANDMARK", "S-BOARD-2")

    # INV-TOKENS (SO-5): five damage tokens on a solo room.
    def tokens(st, cs):
        st["players"][0]["dungeon"][0]["tokens"] = 5
    case("tokens_solo_room_five", SOLO, tokens, "state.players[0].dungeon[0].tokens", "INV-TOKENS", "SO-5")

    # INV-MARKET-CLEARED (S-MINION-1): the market still holds cards in the bait phase.
    case("market_not_cleared_at_bait", SUPER, set_(phase="bait"), "state.market", "INV-MARKET-CLEARED", "S-MINION-1")

    # The items (BM2-3, BM2-4, BM2-7).
    def two_items(st, cs):
        hero = st["hero_items"][0]["hero"]
        st["hero_items"].insert(1, {"hero": hero, "item": take(st["item_deck"], cs, lambda d: d["kind"] == "item")})
    case("item_two_on_one_hero", BM2, two_items, "state.hero_items[1].hero", "INV-ITEM-ONE-PER-HERO", "BM2-3")

    def star(st, cs):
        hero = take(st["ordinary_heroes"], cs, lambda d: d.get("no_items", False))
        st["town"].append(hero)
        # SYN-H04 comes after the classic heroes in the card set: last in hero_items' order.
        st["hero_items"].append({"hero": hero, "item": take(st["item_deck"], cs, lambda d: d["kind"] == "item")})
    case("item_on_star_hero", BM2, star, "state.hero_items[1].item", "INV-ITEM-NO-STAR", "BM2-3")

    def mismatch(st, cs):
        hero = st["hero_items"][0]["hero"]  # a cleric hero; a thief item (SYN-I04) shares no icon
        st["item_deck"].append(st["hero_items"][0]["item"])
        st["hero_items"][0]["item"] = take(st["item_deck"], cs, lambda d: d["id"] == "SYN-I04")
        assert "thief" not in cs[design_of(hero)]["treasure"]
    case("item_matches_no_icon", BM2, mismatch, "state.hero_items[0].item", "INV-ITEM-MATCH", "BM2-3")

    def in_deck(st, cs):
        hero = take(st["ordinary_heroes"], cs, lambda d: ordinary(d) and "cleric" in d["treasure"])
        st["out_of_game"].append(hero)  # out of the game, yet carrying an item
        st["hero_items"][0]["hero"] = hero  # its hero stays at its entrance, without the item
    case("item_holder_out_of_play", BM2, in_deck, "state.hero_items[0].hero", "INV-ITEM-HOLDER", "BM2-7")

    def gained(st, cs):
        st["players"][0]["gained_item"] = take(st["item_deck"], cs, lambda d: d["kind"] == "item")
    case("item_second_active_no_choice", BM2, gained, "state.players[0].gained_item", "INV-ITEM-ACTIVE-ONE", "BM2-4")


if __name__ == "__main__":
    main()
