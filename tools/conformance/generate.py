#!/usr/bin/env python3
"""Generates the conformance vectors of corpus/conformance/ (docs/protocol.md#conformance-vectors),
their README.md (coverage) and UNCOVERED.md (the scenario rule IDs no vector covers, and why).

usage: generate.py BM SRC OUT_DIR

Each vector is one whole game played through `bm serve` from setup with declared chance:
the shuffles are drawn here (random.Random, seeded per vector) and declared, the actions are
the ones the game's random policy suggests. At every decision the vector records the legal
actions bm lists, the action taken, the chance it declared and the events bm answered; where
an action seen earlier in the game is illegal now, one such attempt is recorded with the rule
ID bm refuses it with (a "refused" step), the first time that rule refuses in the game (the
attempts: actions seen earlier, and each legal build's card on every stack).

A vector's `rules` are the rule IDs it cites: named by a decision it reaches (decision.text),
by a refusal it records, or in an event or the result (an end reason such as "SO-6.wounds").

The games are played under every configuration the scenario corpus uses (preset, options,
card set, players: corpus/scenarios/*.jsonl headers), with a few seeds each; a game is kept
when it cites a rule ID of the scenario corpus no vector kept before cites (greedy cover, in a
fixed order, so the output is the same every time). Then, while a scenario rule ID is not
covered, a scenario citing it (in name order) becomes a vector: its snapshot as an
engine-neutral position at the boundary of its phase (docs/protocol.md#positions), its logged
actions replayed from there (each must be legal, the events it lists must come), then the
random policy to the end; such a vector covers the scenario's rule IDs. A scenario whose
snapshot is inside a phase (no position can start there) or does not replay is skipped.
Last, every scenario whose snapshot is inside phase 'setup' or 'city' and that cites a rule ID
still uncovered gets a vector from setup under its configuration (named after it, with
`scenario` and no `position`): the setup rules C-2, C-3, IP-1, SO-1 (and the variants C-16,
IP-2, IP-24, IP-25) are checked in its declared hero decks, its setup events and its first
decisions, and the generator fails when one does not show; for IP-12, the first of a few seeded
games whose place_minion decisions show the scenario's reading is kept. A rule ID still
uncovered after that is written to UNCOVERED.md with the reasons; the summary printed at the
end lists them.

Last, one `perft` vector per family (kind `perft`, version 1.1): a game from setup with declared
chance, the random policy's first actions (PERFT_AFTER, or more until a count draws no chance),
then bm serve's `perft` to PERFT_DEPTH with its divide: another engine must count the same legal
decision sequences from there. A count that reaches a random outcome (CHANCE_NEEDED) is not
engine-neutral (nobody declared the branches' outcomes), so the position moves on one action.

A vector's name (its file name without .json) says what it is, never where it fell in the
selection, so an unchanged vector keeps its name across regenerations: game_PRESET_Np_CARDS,
each option that differs from the preset as _key-value, then _seedK (the K-th seed of that
configuration, drawn from the name and K); scenario_SCENARIO for a scenario's vector (from its
position, or from setup for the setup and city phases); perft_PRESET_Np_CARDS_seedS_afterN.
Two vectors with one name fail the generator. Readers take the files in name order.
"""
import functools
import glob
import hashlib
import json
import os
import random
import re
import sys

BM, SRC, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, os.path.join(SRC, "clients", "python"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from bm_tool import bm_json  # noqa: E402
from bmserve import CHANCE_NEEDED, ILLEGAL_ACTION, Serve, ServeError, random_outcome  # noqa: E402

RULE_ID = re.compile(r"\b(?:G|C|S|SO|BM2|IP|D)(?:-[A-Z]+)?-\d+\b")
SEEDS_PER_CONFIG = 6
MAX_STEPS = 400
PERFT_DEPTH = 3
# (preset, players, cards, seed, actions before the count): one position per family, bm2 on the
# printed cards its presets play (seed 6: a build-phase position; many 2-player printed games end
# within 30 actions)
PERFT_POSITIONS = [("classic", 2, "classic", 1, 20), ("super", 2, "classic", 2, 20), ("solo", 1, "classic", 3, 12),
                   ("bm2", 2, "bm2+tools-of-hero-kind", 6, 30)]
MAX_PROBES = 6  # illegal attempts per decision  # longer games are skipped: a vector should stay readable


@functools.lru_cache(maxsize=None)
def preset_options(name):
    return bm_json(BM, "rules", "show", name)["options"]


def scenario_config(h, presets, families):
    """A scenario header's configuration. A ruleset that is not a preset (a scenario's own
    variant) is its family's first preset with the variant's options set. `options` holds only
    what differs from the preset; an option the preset's document does not name is one written
    only when it is not its default (unknown_facts, item_reveal, ...), so it is kept."""
    name = h["ruleset"]["name"]
    if name not in presets:
        name = next(p["name"] for p in presets.values() if p["family"] == h["ruleset"]["family"])
    fam = h["ruleset"]["family"]
    base = preset_options(name)
    options = {k: v for k, v in h["ruleset"]["options"].items()
               if fam in families.get(k, ()) and (k not in base or base[k] != v)}
    return {"preset": name, "options": options, "cards": h["cards"]["id"], "players": h["players"]}


def scenario_configs(presets, families):
    """Every distinct configuration of the scenario corpus and the rule IDs it covers."""
    configs, rules = {}, set()
    for path in sorted(glob.glob(os.path.join(SRC, "corpus", "scenarios", "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            h = json.loads(f.readline())
        rules.update(h["scenario"]["rules"])
        cfg = scenario_config(h, presets, families)
        configs.setdefault(json.dumps(cfg, sort_keys=True), cfg)
    return [configs[k] for k in sorted(configs)], rules


def cited(text):
    return set(RULE_ID.findall(text))


def candidates(seen, legal):
    """Illegal attempts to try: actions seen earlier (newest first), then each room or spell of
    a legal build placed on every stack (face-down, deactivated, missing or unmatched ones are
    refused with G-3, G-5 or G-8)."""
    builds = []
    for a in legal:
        if a["action"].get("type") == "build":
            for k in range(5):
                form = json.dumps({"card": a["action"]["card"], "stack": k, "type": "build"}, sort_keys=True)
                if form not in builds:
                    builds.append(form)
    return list(reversed(seen))[:MAX_PROBES] + builds


def probe(bm, game, seen, legal, legal_forms, decision, cited_so_far):
    """An action that is illegal now, refused with a rule not yet cited."""
    for form in candidates(seen, legal):
        if form in legal_forms:
            continue
        try:
            bm.call("apply", game=game, action=json.loads(form), player=decision["player"])
        except ServeError as e:
            if e.code == ILLEGAL_ACTION and e.data["rule"] not in cited_so_far:
                step = {"refused": json.loads(form), "player": decision["player"], "rule": e.data["rule"]}
                if "card" in e.data:  # a card's text refuses (docs/protocol.md#illegal-actions)
                    step["card"] = e.data["card"]
                return step
            continue
        raise AssertionError("an action bm did not list was applied: " + form)
    return None


def record(bm, game, rng, script=()):
    """Plays the game to its end and records every step: the scripted actions first (a
    scenario's: each must be legal, and the events its log lists must come in order), then
    what the game's policy suggests. Returns (steps, rules) or None past MAX_STEPS."""
    steps, seen, rules = [], [], set()
    script = list(script)
    while True:
        legal = bm.call("legal", game=game)
        if not legal["actions"]:
            break
        if len(steps) > MAX_STEPS:
            return None
        decision = legal["decision"]
        rules |= cited(decision["text"])
        forms = [json.dumps(a["action"], sort_keys=True) for a in legal["actions"]]
        refused = probe(bm, game, seen, legal["actions"], set(forms), decision, rules)
        if refused:
            rules.add(refused["rule"])
            steps.append(refused)
        for f in forms:
            if f not in seen:
                seen.append(f)
        script_line = None
        if script:
            line = script_line = script.pop(0)
            action, chance = line["action"], list(line.get("chance", []))
            if line["player"] != decision["player"]:
                raise ScenarioMismatch(f"action {line['i']}: the log's player {line['player']} is not "
                                       f"the deciding player {decision['player']}")
        else:
            action, chance = bm.call("suggest", game=game)["action"], []
        try:
            applied, chance = bm.call_declaring("apply", random_outcome(rng), game=game, action=action,
                                                chance=chance)
        except ServeError as e:
            raise ScenarioMismatch(f"{json.dumps(action)} refused: {e.message}") from e
        if script_line is not None:
            check_events(script_line, applied["events"])
        step = {"player": decision["player"], "decision": decision["kind"],
                "legal": [a["action"] for a in legal["actions"]], "action": action}
        if chance:
            step["chance"] = chance
        step["events"] = applied["events"]
        rules |= cited(json.dumps(applied["events"]))
        steps.append(step)
    if script:
        raise ScenarioMismatch(f"the game is over before the log's action {script[0]['i']}")
    return steps, rules


class ScenarioMismatch(Exception):
    """A scenario's log does not replay from the position derived from it."""


def observed(logged, engine):
    """A partial observation (docs/log-format.md, "events": "partial"): every field the log
    states equals the engine's; objects recursively, arrays element by element, same length."""
    if isinstance(logged, dict):
        return isinstance(engine, dict) and all(k in engine and observed(v, engine[k]) for k, v in logged.items())
    if isinstance(logged, list):
        return isinstance(engine, list) and len(logged) == len(engine) and all(
            observed(a, b) for a, b in zip(logged, engine))
    return logged == engine


def check_events(line, events):
    """The events a scenario's action line lists (its log may list only some events, and of
    each only some fields: "events": "partial") must come, in order, among the events bm answers."""
    k = 0
    for e in events:
        if k < len(line.get("events", [])) and observed(line["events"][k], e):
            k += 1
    if k < len(line.get("events", [])):
        raise ScenarioMismatch(f"action {line['i']}: bm does not answer the log's event {json.dumps(line['events'][k])}")


def play(bm, cfg, seed):
    rng = random.Random(seed)
    start, setup_chance = bm.call_declaring("start", random_outcome(rng), rules=cfg["preset"], set=cfg["options"],
                                            cards=cfg["cards"], players=cfg["players"], policy="random",
                                            policy_seed=seed)
    game = start["game"]
    got = record(bm, game, rng)
    result = bm.call("end", game=game)["result"]
    if got is None:
        return None
    steps, rules = got
    result.pop("final_hash", None)
    rules |= cited(json.dumps(result)) | cited(json.dumps(start["events"]))
    vector = {"format": "bm-conformance", "version": "1.0", "ruleset": {"preset": cfg["preset"],
              "options": cfg["options"]}, "cards": cfg["cards"], "players": cfg["players"],
              "chance": setup_chance, "setup_events": start["events"], "steps": steps, "result": result}
    return vector, rules


# ---- vectors from the scenario corpus's positions (docs/protocol.md#positions) ------------

BOUNDARY = {"build": "build", "adventure": "adventure", "minion": "minion", "bait": "bait"}


def design(card):
    return card.split("#")[0] if isinstance(card, str) else card


def designs(cards):
    return [design(c) for c in cards]


def board_spaces():
    with open(os.path.join(SRC, "engine", "board", "data", "super_board.json"), encoding="utf-8") as f:
        board = json.load(f)
    return [s["id"] for lm in board["landmarks"] for s in lm["spaces"]]


def minion_space(code, spaces):
    return {-1: None, 100: "room", 101: "boss"}.get(code, spaces[code] if 0 <= code < len(spaces) else None)


def position_player(pl, spaces, bm2):
    """One seat of a snapshot as a position's player: only what another engine knows."""
    if any(w["health_bonus"] or w.get("damage") for w in pl["entrance"]) or pl["boss_choices"] or pl.get("gained_item") is not None:
        raise ScenarioMismatch("a player's state is not at a phase boundary")
    out = {"boss": design(pl["boss"]), "hand": designs(pl["hand"]), "dungeon": [],
           "entrance": [design(w["hero"]) for w in pl["entrance"]],
           "souls": [design(h["hero"]) for h in pl["score"] if h["soul"]],
           "wounds": [design(h["hero"]) for h in pl["score"] if not h["soul"]]}
    for r in pl["dungeon"]:
        stack = {"cards": designs(r["cards"])}
        for k in ("face_down", "deactivated", "used_this_round", "triggered_this_round"):
            if r[k]:
                stack[k] = True
        for k in ("tokens", "bonus_damage"):
            if r[k]:
                stack[k] = r[k]
        out["dungeon"].append(stack)
    for k in ("eliminated", "leveled_up", "gained_soul_this_round", "trepidation", "jackpot"):
        if pl[k]:
            out[k] = True
    if pl["crush_bonus"]:
        out["crush_bonus"] = pl["crush_bonus"]
    if pl["minion"] != -1:
        out["minion"] = minion_space(pl["minion"], spaces)
    if pl["minion_card"] is not None:
        out["minion_room"] = design(pl["minion_card"])
    if any(pl["boss_treasure"]):
        out["boss_treasure"] = pl["boss_treasure"]
    if bm2:
        if pl["active_item"] is not None:
            out["item"] = design(pl["active_item"])
        if pl["scored_items"]:
            out["scored_items"] = designs(pl["scored_items"])
    return out


def position_of(state, bm2):
    """A scenario's snapshot state as a position at the boundary of its phase, or
    ScenarioMismatch. Decks and piles are written top card first (the snapshot keeps the top
    last). Whether the position really is the scenario's state is checked by replaying."""
    if state["phase"] not in BOUNDARY or state["stack"] or state["resolving"] or state["run"]["hero"] is not None:
        raise ScenarioMismatch(f"the snapshot is inside phase '{state['phase']}', at no boundary a position has")
    spaces = board_spaces()
    top_first = lambda cards: list(reversed(designs(cards)))  # noqa: E731
    pos = {"round": state["round"], "phase": BOUNDARY[state["phase"]], "order": state["order"],
           "players": [position_player(pl, spaces, bm2) for pl in state["players"]],
           "decks": {"bosses": top_first(state["boss_deck"]), "rooms": top_first(state["room_deck"]),
                     "spells": top_first(state["spell_deck"]),
                     "ordinary_heroes": top_first(state["ordinary_heroes"]),
                     "epic_heroes": top_first(state["epic_heroes"])},
           "discard": top_first(state["discard"]), "spell_discard": top_first(state["spell_discard"]),
           "town": designs(state["town"]), "out_of_game": designs(state["out_of_game"])}
    if state["first_player"] != -1:
        pos["first_player"] = state["first_player"]
    if state["city_left"] != len(state["town"]):
        pos["city_left"] = state["city_left"]
    if state["landmarks"]:
        pos["landmarks"] = [designs(lm) for lm in state["landmarks"]]
    if state["market"]:
        pos["market"] = designs(state["market"])
    for k in ("hero_moved_this_round", "hero_revealed_this_round", "failed_reveal", "no_build_this_round"):
        if state[k]:
            pos[k] = True
    if state["reveal_log"]:
        pos["reveal_log"] = designs(state["reveal_log"])
    if state.get("round_marks"):  # the round's printed BM2 effects, as the snapshot writes them
        pos["round_marks"] = [{"kind": m["kind"], "player": m["player"], "card": design(m["card"]), "value": m["value"]}
                              for m in state["round_marks"]]
    if bm2:
        pos["decks"]["items"] = top_first(state["item_deck"])
        if state["items_waiting"]:
            pos["items_waiting"] = designs(state["items_waiting"])
        if state["hero_items"]:
            pos["hero_items"] = [{"hero": design(h["hero"]), "item": design(h["item"])} for h in state["hero_items"]]
    return pos


def scenario_vector(bm, path, cfg, seed):
    """The vector of one scenario: its position, its log's actions, then the policy's to the end."""
    with open(path, encoding="utf-8") as f:
        lines = [json.loads(x) for x in f if x.strip()]
    header, state = lines[0], lines[1]["state"]
    # Item zones: a snapshot has them exactly when items are in play (bm2; super on a card set
    # with item cards, S-COMPAT-2: docs/snapshot.md).
    pos = position_of(state, "item_deck" in state)
    rng = random.Random(seed)
    try:
        start, chance = bm.call_declaring("start", random_outcome(rng), rules=cfg["preset"], set=cfg["options"],
                                          cards=cfg["cards"], position=pos, policy="random", policy_seed=seed)
    except ServeError as e:
        raise ScenarioMismatch(f"bm refuses the position: {e.message}") from e
    game = start["game"]
    try:
        legal = bm.call("legal", game=game)["decision"]
        if (legal["player"], legal["kind"]) != (state["decision"]["player"], state["decision"]["kind"]):
            raise ScenarioMismatch("from the position, the first decision is not the snapshot's")
        got = record(bm, game, rng, [x for x in lines[2:] if x.get("type") == "action"])
    finally:
        result = bm.call("end", game=game)["result"]
    if got is None:
        raise ScenarioMismatch("the game from the position runs past MAX_STEPS")
    steps, rules = got
    result.pop("final_hash", None)
    rules |= cited(json.dumps(result)) | cited(json.dumps(start["events"])) | set(header["scenario"]["rules"])
    vector = {"format": "bm-conformance", "version": "1.0", "ruleset": {"preset": cfg["preset"],
              "options": cfg["options"]}, "cards": cfg["cards"], "players": cfg["players"],
              "scenario": os.path.basename(path)[:-len(".jsonl")], "position": pos, "chance": chance,
              "setup_events": start["events"], "steps": steps, "result": result}
    return vector, rules


def scenario_vectors(bm, presets, families, covered, kept):
    """Greedy again: a scenario's vector is kept when it covers a scenario rule ID no vector
    kept before covers. Returns {rule: why} for the rule IDs only unusable scenarios cite."""
    failures = {}
    for path in sorted(glob.glob(os.path.join(SRC, "corpus", "scenarios", "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            h = json.loads(f.readline())
        if not set(h["scenario"]["rules"]) - covered:
            continue
        cfg = scenario_config(h, presets, families)
        name = os.path.basename(path)[:-len(".jsonl")]
        seed = int(hashlib.sha256(name.encode()).hexdigest()[:8], 16)
        try:
            vector, rules = scenario_vector(bm, path, cfg, seed)
        except ScenarioMismatch as e:
            for rule in h["scenario"]["rules"]:
                failures.setdefault(rule, []).append(f"{name}: {e}")
            continue
        covered |= set(h["scenario"]["rules"])
        vector["rules"] = sorted(rules)
        keep(kept, scenario_vector_name(name), vector)
    return failures


# ---- vectors from setup for the scenarios of the setup and city phases ----------------------
# A scenario whose snapshot is inside phase 'setup' or 'city' has no position (no phase boundary
# before its first decision). Its rules are exercised by any game from setup under its
# configuration instead: the setup's declared deck orders hold exactly the cards C-2, IP-1,
# IP-24 and SO-1 leave in the hero decks, and the first steps are the decisions C-3, IP-2, IP-25
# and SO-1 define; IP-12's reading shows in the place_minion decisions' legal spaces. Each such
# vector is checked here against the rule (from the card data and the board, not from bm): a
# setup rule that does not show fails the generator; a game showing IP-12 is searched for.

SETUP_RULES = {"C-2", "C-3", "IP-1", "SO-1"}
IP1_COUNTS = {2: (13, 8), 3: (17, 12), 4: (25, 16)}  # IP-1: ordinary and epic heroes with The Fool
HARD_MODE_HEALTH = 4  # C-16 Hard mode (IP-24): every ordinary hero with four health leaves
IP12_SEEDS = 12  # games tried per IP-12 reading (a setup rule shows in the first)


def card_designs(cards_id):
    """The card set's designs (engine/cards/data/), by id; a set with a `base` (the synthetic
    sets: the classic cards plus their own) holds the base set's designs too."""
    with open(os.path.join(SRC, "engine", "cards", "data", cards_id.replace("-", "_") + ".json"),
              encoding="utf-8") as f:
        data = json.load(f)
    designs = card_designs(data["base"]) if data.get("base") else {}
    designs.update({c["id"]: c for c in data["cards"]})
    return designs


def copies(designs_by_id, keep):
    return sorted(i for i, c in designs_by_id.items() if keep(c) for _ in range(c.get("quantity", 1)))


def declared(vector, deck):
    return next(c["order"] for c in vector["chance"] if c.get("shuffle") == deck)


def expect(cond, scenario, what):
    if not cond:
        raise AssertionError(f"{scenario}: the vector from setup does not show {what}")


def check_hero_decks(vector, scenario, family, opts, cards):
    """C-2 (S-2) by player-count icon, SO-1 without the 4-player icon, IP-1 The Fool, IP-24 Hard
    mode: the declared hero decks hold exactly these heroes. Returns the rule IDs shown."""
    players = vector["players"]

    def ordinary_kept(c):
        if c["name"] == "The Fool" and not opts.get("fool_in_deck", True):
            return False  # IP-1 false
        if opts.get("hard_mode") and c["health"] == HARD_MODE_HEALTH:
            return False  # IP-24
        return c["min_players"] <= (3 if family == "solo" else players)  # SO-1 / C-2

    ordinary = copies(cards, lambda c: c["kind"] == "hero" and c["hero_kind"] != "epic" and ordinary_kept(c))
    epic = copies(cards, lambda c: c["kind"] == "hero" and c["hero_kind"] == "epic"
                  and (family == "solo" or c["min_players"] <= players))
    got_ordinary, got_epic = declared(vector, "ordinary_heroes"), declared(vector, "epic_heroes")
    expect(sorted(got_ordinary) == ordinary and sorted(got_epic) == epic, scenario,
           "the hero decks of C-2 / SO-1 in its declared shuffles")
    shown = {"SO-1"} if family == "solo" else {"C-2"}
    fools = [i for i, c in cards.items() if c["name"] == "The Fool"]
    if family == "classic" and not opts.get("hard_mode"):
        n_ordinary, n_epic = IP1_COUNTS[players]
        if not opts.get("fool_in_deck", True):
            n_ordinary -= 1
        expect((len(got_ordinary), len(got_epic)) == (n_ordinary, n_epic), scenario,
               f"IP-1's {n_ordinary} + {n_epic} heroes")
        expect(any(f in got_ordinary for f in fools) == opts.get("fool_in_deck", True), scenario,
               "The Fool in (IP-1 true) or out of (false) the hero deck")
        shown.add("IP-1")
    if opts.get("hard_mode"):
        expect(all(cards[h]["health"] != HARD_MODE_HEALTH for h in got_ordinary), scenario,
               "no ordinary hero with 4 health (C-16 Hard mode, IP-24)")
        shown |= {"C-16", "IP-24"}
    return shown


def setup_decisions(vector):
    """The decisions before the first build: (player, kind, legal actions, action)."""
    out = []
    for step in vector["steps"]:
        if "refused" in step:
            continue
        if step["decision"] == "build":
            break
        out.append((step["player"], step["decision"], step["legal"], step["action"]))
    return out


def check_setup_steps(vector, scenario, family, opts, cards):
    """C-3 (one boss, 5 rooms + 2 spells), IP-25 / SO-1 (two bosses dealt, one kept: the first
    decisions), IP-2 (starting_discard discards each before the first build). Returns the rule
    IDs shown."""
    players, shown = vector["players"], set()
    per = 2 if family == "solo" or opts.get("i_choose_you") else 1
    ev = vector["setup_events"]
    dealt = {p: [e["card"] for e in ev if e["e"] == "deal_boss" and e["player"] == p] for p in range(players)}
    drawn = {p: [cards[e["card"]]["kind"] for e in ev if e["e"] == "draw" and e["player"] == p] for p in range(players)}
    expect(all(len(dealt[p]) == per for p in range(players)), scenario, f"{per} boss(es) dealt to each player")
    decisions = setup_decisions(vector)
    if per == 2:
        chosen = [(p, sorted(a["card"] for a in legal)) for p, kind, legal, _ in decisions if kind == "choose_boss"]
        expect(chosen == [(p, sorted(dealt[p])) for p in range(players)] and decisions[0][1] == "choose_boss",
               scenario, "each player keeping one of the two bosses dealt, first")
        shown |= {"SO-1"} if family == "solo" else {"C-16", "IP-25", "C-3"}
    if family != "solo":
        expect(all(sorted(drawn[p]) == ["room"] * 5 + ["spell"] * 2 for p in range(players)), scenario,
               "a starting hand of 5 rooms and 2 spells (C-3)")
        want = opts.get("starting_discard", 0)
        discards = {p: sum(1 for q, kind, _, _ in decisions if q == p and kind == "discard") for p in range(players)}
        expect(all(discards[p] == want for p in range(players)), scenario,
               f"{want} discards by each player before the first build (IP-2)")
        shown |= {"C-3", "IP-2"} | ({"C-16"} if want else set())
    return shown


def board_covers():
    """Each landmark's spaces a hero on it covers under IP-12 whole_landmark (the board's marks)."""
    with open(os.path.join(SRC, "engine", "board", "data", "super_board.json"), encoding="utf-8") as f:
        board = json.load(f)
    return {lm["id"]: {s["id"] for s in lm["spaces"] if s.get("covered_by_hero")} for lm in board["landmarks"]}


def landmark_cover_shown(vector, reading):
    """IP-12 in a game: at a place_minion decision with a hero on a landmark (its events put it
    there and no summon took it away; its summon space is legal), a space the board marks as
    covered and no minion stands on is legal under `none` and is not under `whole_landmark`."""
    covers, spaces, heroes, minions = board_covers(), board_spaces(), {}, {}
    for step in vector["steps"]:
        if step.get("decision") == "place_minion":
            legal = {a.get("space") for a in step["legal"]}
            for lm, n in sorted(heroes.items()):
                free = covers[lm] - set(minions.values())
                if n > 0 and lm + ".summon" in legal and free:
                    if (reading == "none") == bool(free & legal):
                        return True
        for e in step.get("events", []):
            if e["e"] == "hero_to_landmark":
                heroes[e["landmark"]] = heroes.get(e["landmark"], 0) + 1
            elif e["e"] == "summon":
                heroes[e["landmark"]] -= 1
            elif e["e"] == "minion_placed":
                minions[e["player"]] = minion_space(e["space"], spaces)
            elif e["e"] == "minion_home":
                minions.pop(e["player"], None)
    return False


def shown_rules(vector, h, name):
    """The rule IDs a vector from setup under scenario header `h`'s configuration shows: its
    setup rules (AssertionError when one does not show) or IP-12 (empty when it does not show).
    tests/conformance/shows_rules_test.py runs it over the vectors, and with the other readings."""
    family, opts = h["ruleset"]["family"], h["ruleset"]["options"]
    if "IP-12" in h["scenario"]["rules"]:
        return {"IP-12"} if landmark_cover_shown(vector, opts["landmark_cover"]) else set()
    cards = card_designs(vector["cards"])
    shown = check_hero_decks(vector, name, family, opts, cards) | check_setup_steps(vector, name, family, opts, cards)
    expect(set(h["scenario"]["rules"]) & SETUP_RULES <= shown, name, "its setup rules")
    return shown


def seeded_games(bm, cfg, tag, count):
    """(k, vector, rules) of the games played under cfg with the seeds named tag/0 .. tag/count-1
    (a game play() rejects is skipped)."""
    for k in range(count):
        got = play(bm, cfg, int(hashlib.sha256(f"{tag}/{k}".encode()).hexdigest()[:8], 16))
        if got is not None:
            yield (k, *got)


def phase_vector(bm, h, name, cfg):
    """A setup- or city-phase scenario's vector from setup and the rule IDs it shows, or
    ScenarioMismatch (no game of IP12_SEEDS shows the IP-12 reading)."""
    for _, vector, rules in seeded_games(bm, cfg, name, IP12_SEEDS):
        shown = shown_rules(vector, h, name)
        if shown:
            return vector, rules | shown
    raise ScenarioMismatch(f"no game from setup of {IP12_SEEDS} shows IP-12 "
                           f"'{h['ruleset']['options'].get('landmark_cover')}'")


def phase_vectors(bm, presets, families, covered, kept):
    """Every scenario whose snapshot is inside phase 'setup' or 'city' and that cites a rule ID
    the vectors before do not cover gets a vector from setup (one per scenario, so one per
    reading of IP-1, IP-2 and IP-12). Returns {rule: why} for the rule IDs left uncovered."""
    failures, before = {}, set(covered)
    for path in sorted(glob.glob(os.path.join(SRC, "corpus", "scenarios", "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            h, snap = json.loads(f.readline()), json.loads(f.readline())
        if snap["state"]["phase"] not in ("setup", "city") or not set(h["scenario"]["rules"]) - before:
            continue
        name = os.path.basename(path)[:-len(".jsonl")]
        try:
            vector, rules = phase_vector(bm, h, name, scenario_config(h, presets, families))
        except ScenarioMismatch as e:
            for rule in h["scenario"]["rules"]:
                failures.setdefault(rule, []).append(f"{name}: {e}")
            continue
        covered |= rules
        vector["scenario"] = name
        vector["rules"] = sorted(rules)
        keep(kept, scenario_vector_name(name), vector)
    return failures


# ---- vector names -------------------------------------------------------------------------
# A vector's file name says what the vector is, never where the greedy selection put it, so a
# vector whose content does not change keeps its name when other vectors come or go (a
# regeneration's diff shows only what changed): a seeded game is named after its configuration
# and the seed's number k (its seed is drawn from that name and k), a scenario's vector after
# the scenario, a perft vector after its position (preset, players, card set, seed, actions).

def name_part(value):
    """An option value in a file name: letters, digits, '.', '_' and '-' only."""
    text = json.dumps(value, sort_keys=True) if isinstance(value, (bool, int, float)) else str(value)
    return re.sub(r"[^A-Za-z0-9._-]", "-", text)


def option_parts(options, prefix=""):
    for key in sorted(options):
        if isinstance(options[key], dict):
            yield from option_parts(options[key], f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}-{name_part(options[key])}"


def config_name(cfg):
    """game_PRESET_Np_CARDS, then each option that differs from the preset as key-value."""
    parts = [f"game_{cfg['preset']}_{cfg['players']}p_{cfg['cards']}", *option_parts(cfg["options"])]
    return "_".join(parts)


def scenario_vector_name(scenario):
    return f"scenario_{scenario}"


def keep(kept, name, vector):
    """Keeps a vector under `name`; two vectors never share one (a file would be overwritten)."""
    if any(name == other for other, _ in kept):
        raise AssertionError(f"two conformance vectors are both named {name}")
    vector["name"] = name
    kept.append((name, vector))


def main():
    covered, kept = set(), []
    with Serve(BM) as bm:
        hello = bm.call("handshake")
        presets = {p["name"]: p for p in hello["presets"]}
        families = {o["key"]: o["families"].split() for o in hello["options"]}
        configs, scenario_rules = scenario_configs(presets, families)
        stems = [config_name(cfg) for cfg in configs]
        if len(set(stems)) != len(stems):
            raise AssertionError(f"two configurations share a vector name: {sorted(stems)}")
        for cfg in configs:
            stem = config_name(cfg)  # the seeds follow the configuration, never its place in the list
            for k, vector, rules in seeded_games(bm, cfg, stem, SEEDS_PER_CONFIG):
                new = (rules & scenario_rules) - covered
                if not new and k > 0:
                    continue
                covered |= rules & scenario_rules
                vector["rules"] = sorted(rules)
                keep(kept, f"{stem}_seed{k}", vector)
        failures = scenario_vectors(bm, presets, families, covered, kept)
        failures.update(phase_vectors(bm, presets, families, covered, kept))
        perft_vectors(bm, kept)
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*.json")):
        os.remove(old)
    for name, vector in kept:
        with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(vector, f, sort_keys=True, separators=(",", ":"))
            f.write("\n")
    missing = sorted(scenario_rules - covered, key=rule_key)
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(kept, scenario_rules, missing))
    with open(os.path.join(OUT, "UNCOVERED.md"), "w", encoding="utf-8") as f:
        f.write(uncovered(missing, failures))
    print(f"{len(kept)} vectors; scenario rule IDs cited: {len(scenario_rules) - len(missing)} of "
          f"{len(scenario_rules)}; not cited: {' '.join(missing) if missing else 'none'}")


def perft_vector(bm, preset, players, cards, seed, after):
    """A perft vector: the random game of `seed` from setup with declared chance, its first
    `after` actions (or more, until the count draws no chance), then bm's counts and divide."""
    rng = random.Random(seed)
    start, setup_chance = bm.call_declaring("start", random_outcome(rng), rules=preset, cards=cards, players=players,
                                            policy="random", policy_seed=seed)
    game, actions = start["game"], []
    try:
        for _ in range(after + 40):
            if len(actions) >= after:
                try:
                    counted = bm.call("perft", game=game, depth=PERFT_DEPTH, divide=True)
                    if counted["counts"][-1] > 0:
                        break
                except ServeError as e:
                    if e.code != CHANCE_NEEDED:  # a count that draws chance moves on; anything else is a bug
                        raise
            decision = bm.call("legal", game=game)["decision"]
            action = bm.call("suggest", game=game)["action"]
            _, chance = bm.call_declaring("apply", random_outcome(rng), game=game, action=action, chance=[])
            entry = {"player": decision["player"], "action": action}
            if chance:
                entry["chance"] = chance
            actions.append(entry)
        else:
            raise AssertionError(f"perft {preset}: no position without chance in {after + 40} actions")
        decision = bm.call("legal", game=game)["decision"]
    finally:
        bm.call("end", game=game)
    return {"format": "bm-conformance", "version": "1.1", "kind": "perft",
            "ruleset": {"preset": preset, "options": {}}, "cards": cards, "players": players,
            "chance": setup_chance, "setup_events": start["events"], "actions": actions, "depth": PERFT_DEPTH,
            "counts": counted["counts"], "divide": counted["divide"], "rules": sorted(cited(decision["text"]))}


def perft_vectors(bm, kept):
    for preset, players, cards, seed, after in PERFT_POSITIONS:
        vector = perft_vector(bm, preset, players, cards, seed, after)
        keep(kept, f"perft_{preset}_{players}p_{cards}_seed{seed}_after{after}", vector)


def uncovered(missing, failures):
    lines = ["# Scenario rule IDs no conformance vector covers", "",
             "Written by `tools/conformance/generate.py` (do not edit by hand). Every rule ID the scenario",
             "corpus (corpus/scenarios/) cites has a vector in this directory, except the ones below:",
             "no random game from setup cites them and no scenario citing them could be turned into a",
             "vector, for the reason given per scenario (a snapshot that does not replay from its",
             "position, docs/protocol.md#positions, or a setup or city rule no game from setup",
             "showed). `tests/conformance/` fails when a scenario rule ID is neither covered nor",
             "listed here.", ""]
    if not missing:
        lines.append("None.")
    for rule in missing:
        lines.append(f"- **{rule}**")
        for why in failures.get(rule, ["no scenario could be replayed"]):
            lines.append(f"  - {why}")
    return "\n".join(lines) + "\n"


def rule_key(r):
    head, _, num = r.rpartition("-")
    return (head, int(num))


def readme(kept, scenario_rules, missing):
    kept = sorted(kept, key=lambda item: item[0])  # name order, as the readers take the files
    lines = ["# Conformance vectors", "",
             "Written by `tools/conformance/generate.py` (do not edit by hand; the format and how to",
             "check them: docs/protocol.md, section Conformance vectors). Each vector is one whole game",
             "with declared chance, from setup or (the vectors named after a scenario with a position)",
             "from the position of a scenario of corpus/scenarios/, whose logged actions it replays",
             "before playing on to the end. The vectors named after a scenario of the setup or city",
             "phase start from setup under that scenario's configuration and show its rule there:",
             "the hero decks their declared shuffles hold (C-2, IP-1, IP-24, SO-1), the bosses dealt,",
             "the starting hand and the decisions before the first build (C-3, IP-2, IP-25, SO-1), or",
             "the spaces a hero on a landmark covers in the place_minion decisions' legal actions",
             "(IP-12). A vector's name says what it is and stays put when others come or go:",
             "game_PRESET_Np_CARDS[_option-value...]_seedK (a game from setup, the K-th seed of its",
             "configuration), scenario_SCENARIO, perft_PRESET_Np_CARDS_seedS_afterN. The rule IDs",
             "of the scenario corpus and the vectors that cover each one (a decision that names it, a",
             "refusal, an event or the result; the scenario it replays; or the setup or city rule it",
             "shows):",
             "", "| rule | vectors |", "|---|---|"]
    for rule in sorted(scenario_rules, key=rule_key):
        names = [name for name, v in kept if rule in v["rules"]]
        lines.append(f"| {rule} | {', '.join(names) if names else 'none yet'} |")
    lines += ["", f"{len(scenario_rules) - len(missing)} of {len(scenario_rules)} covered; not covered (UNCOVERED.md): "
              f"{', '.join(missing) if missing else 'none'}.", "", "| vector | preset | players | cards | steps |",
              "|---|---|---|---|---|"]
    for name, v in kept:
        if v.get("kind") != "perft":
            lines.append(f"| {name}.json | {v['ruleset']['preset']} | {v['players']} | {v['cards']} | {len(v['steps'])} |")
    lines += ["", "The perft vectors (kind `perft`): from setup with declared chance, the actions before the",
              "position, then the legal decision sequences of exactly 1, 2, ... decisions from there (and the",
              "divide at the last depth) another engine must count the same (docs/perft.md):", "",
              "| vector | preset | players | cards | actions | counts |", "|---|---|---|---|---|---|"]
    for name, v in kept:
        if v.get("kind") == "perft":
            lines.append(f"| {name}.json | {v['ruleset']['preset']} | {v['players']} | {v['cards']} | "
                         f"{len(v['actions'])} | {', '.join(str(n) for n in v['counts'])} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
