#!/usr/bin/env python3
"""Provenance script: turns the Boss Monster 2 (The Next Level) and Tools of Hero-Kind card
facts the project was given (CSV files, not part of this repository) into the project's card-set
format (engine/cards/data/bm2.json and engine/cards/data/tools_of_hero_kind.json):

    python3 tools/cards/bm2_to_json.py FACTS_DIR engine/cards/data

FACTS_DIR holds boss-monster-2_{bosses,rooms,spells,heroes}.csv and
tools-of-hero-kind_{items,rooms,spells}.csv. Only facts, their source marks and this project's
own one-line paraphrases are written, never printed card text. A fact no source gives is
written as null and named in the card's "unknown" list; nothing is guessed (docs/cards.md,
"Source marks"). Abilities: a card whose printed ability is the same as an existing unit is
mapped to it (the list MAPPED below); every other card with an ability is "ability_pending"."""
import csv, json, os, sys

src, out_dir = sys.argv[1], sys.argv[2]
TYPES = ("cleric", "fighter", "mage", "thief")
# The CSVs' one-source fact names, in the card format's vocabulary (docs/cards.md).
FACT = {"power_up": "hero_side", "reward": "boss_side", "effect": "ability"}
# Printed abilities identical to an existing unit (docs/cards.md "Pending abilities"): The
# Fool's lure is the classic Fool's (fewest Souls, a tie stays in town; its unit is a marker).
MAPPED = {"TNL097": "the_fool"}
# The TNL designs with a unit of their own (engine/abilities/cards/<key>.cpp; docs/cards.md).
UNITS = {"TNL002": "belladonna", "TNL004": "killa", "TNL006": "smoake", "TNL007": "kazanna",
         "TNL010": "porkus", "TNL011": "angstigoth", "TNL012": "eclipse", "TNL056": "all_your_base",
         "TNL060": "hiring_spree", "TNL065": "pause", "TNL071": "undead_minion", "TNL072": "wild_monster"}
UNITS.update({"TNL015": "madmans_manor", "TNL025": "spawn_point", "TNL026": "fangroot_garden",
              "TNL039": "brainsucker_queen", "TNL032": "lost_library", "TNL049": "warp_tube",
              "TNL017": "haunted_hall", "TNL052": "genie_lounge", "TNL024": "barbarian_hall",
              "TNL019": "incubus_gym", "TNL023": "goblin_nursery", "TNL028": "goblin_mess_hall",
              "TNL038": "elemental_generator", "TNL041": "wreck_room", "TNL046": "chump_chomper",
              "TNL013": "dark_portal", "TNL035": "observatory", "TNL042": "deadly_treadmill"})
UNITS.update({"TNL021": "wraiths_throne", "TNL029": "megaworm_burrow", "TNL033": "frostbat_cave",
              "TNL022": "rust_monster_pen", "TNL040": "bullet_builder", "TNL030": "the_arena",
              "TNL048": "the_smashinator", "TNL016": "arcane_crypt", "TNL027": "shrooman_cave",
              "TNL036": "sorcerobe_school", "TNL044": "spiked_pit", "TNL034": "spellslime_pit",
              "TNL037": "hall_of_mirrors"})
# The heroes with an ability (BM2-11..BM2-17, AbilityDef hero hooks) and the last bosses (BM2-31).
UNITS.update({"TNL114": "the_brothers", "TNL104": "swordmage", "TNL108": "druid", "TNL112": "archer",
              "TNL005": "shellda", "TNL003": "torix_uzkali"})
UNITS.update({"TNL043": "collapsing_bridge", "TNL050": "bom_boy_factory", "TNL018": "inner_sanctum",
              "TNL047": "blockpile_puzzle", "TNL014": "imp_temple", "TNL020": "dragon_graveyard",
              "TNL053": "werewolf_den", "TNL054": "cursed_tomb", "TNL031": "antimagic_zone"})
UNITS.update({"TNL057": "another_castle", "TNL059": "its_on", "TNL066": "pity"})
UNITS.update({"TNL058": "fairy_fountain", "TNL063": "oh_yeah", "TNL064": "party_up", "TNL067": "secret_stash",
              "TNL068": "shortcut", "TNL069": "super_effective"})
UNITS.update({"TNL061": "lightning_bolt", "TNL009": "nicolius", "TNL045": "decapitator",
              "TNL055": "save_point", "TNL008": "dr_timebender"})
UNITS.update({"TNL062": "meddling_kids", "TNL001": "doc_scarecrow"})
UNITS.update({"TNL070": "surprise_gift"})
# The dark heroes share one ability (BM2-11).
UNITS.update({"TNL077": "dark_hero", "TNL083": "dark_hero", "TNL089": "dark_hero", "TNL095": "dark_hero"})
# The Tools of Hero-Kind items with their unit (power-up BM2-38 and reward BM2-37 in one unit).
THK_UNITS = {"THK007": "oversized_sword", "THK006": "claws_of_the_berserker", "THK017": "boots_of_jumping"}
THK_UNITS.update({"THK018": "pet_monster", "THK015": "ten_foot_pole", "THK005": "goblin_suit", "THK010": "ice_rod"})
THK_UNITS.update({"THK012": "necronomicon", "THK009": "antimagic_lizard", "THK002": "holy_hand_grenade"})
THK_UNITS.update({"THK001": "extra_life", "THK003": "inquisitors_robes", "THK004": "staff_of_healing",
                  "THK008": "vorpal_blade"})
THK_UNITS.update({"THK014": "cheat_code", "THK016": "the_bomb", "THK013": "bag_of_holding"})
THK_UNITS.update({"THK020": "ring_of_invisibility", "THK019": "star_of_invulnerability", "THK011": "magic_mirror"})
# Its rooms and spell, which turn items over, take them from heroes or hand them out (BM2-39, BM2-38).
THK_UNITS.update({"THK021": "burial_mound", "THK022": "orcish_smithy", "THK023": "artificers_workbench",
                  "THK024": "magnetic_ceiling", "THK025": "excavation"})
UNITS.update(THK_UNITS)
# Designs whose paraphrase is a fact the card format already holds, so no ability is needed:
# Hatchling's Hoard shows all four treasure types, so G-3 lets it cover a room of any type.
PLAIN = {"TNL051"}


def rows(name):
    with open(os.path.join(src, name), newline='') as f:
        return list(csv.DictReader(f))


def treasure(r):
    return {t: int(r[t]) for t in TYPES if int(r[t]) > 0}


def marks(c, r, unknown=()):
    c["sources"] = r["sources"]
    one = [FACT.get(f, f) for f in r["one_source"].split(";") if f]
    one = [f for f in one if f not in unknown]
    if one:
        c["one_source"] = one
    if unknown:
        c["unknown"] = list(unknown)
    return c


def ability(c, card_no, paraphrase):
    if card_no in MAPPED or card_no in UNITS:
        c["ability"] = MAPPED.get(card_no) or UNITS[card_no]
    elif paraphrase and card_no not in PLAIN:
        c["ability"] = None
        c["ability_pending"] = True


def room(r):
    """A room of either set's CSV (the same columns in both)."""
    c = {"id": r["card_no"], "kind": "room", "name": r["name"], "quantity": int(r["quantity"]),
         "room_type": r["room_type"], "advanced": r["advanced"] == "1", "damage": int(r["damage"]),
         "treasure": treasure(r), "text": r["effect_paraphrase"]}
    ability(c, r["card_no"], r["effect_paraphrase"])
    return marks(c, r)


def spell(r):
    """A spell of either set's CSV; a phase no source gives is unknown (Excavation's)."""
    c = {"id": r["card_no"], "kind": "spell", "name": r["name"], "quantity": int(r["quantity"]),
         "phase": r["phase"], "text": r["effect_paraphrase"]}
    unknown = []
    if r["phase"] == "unknown":
        c["phase"] = None
        unknown.append("phase")
    ability(c, r["card_no"], r["effect_paraphrase"])
    return marks(c, r, unknown)


def bm2_cards():
    cards = []
    for r in rows("boss-monster-2_bosses.csv"):
        c = {"id": r["card_no"], "kind": "boss", "name": r["name"], "title": r["title"], "quantity": 1,
             "xp": int(r["xp"]), "treasure": {r["treasure"]: 1}, "text": r["level_up_paraphrase"]}
        ability(c, r["card_no"], r["level_up_paraphrase"])
        cards.append(marks(c, r))
    cards += [room(r) for r in rows("boss-monster-2_rooms.csv")]
    cards += [spell(r) for r in rows("boss-monster-2_spells.csv")]
    for r in rows("boss-monster-2_heroes.csv"):
        cards.append(hero(r))
    return cards


def hero(r):
    unknown = []
    c = {"id": r["card_no"], "kind": "hero", "name": r["hero_name"], "quantity": int(r["quantity"]),
         "hero_kind": r["kind"], "treasure": treasure(r), "health": int(r["health"]),
         "souls": int(r["souls"])}
    if r["hero_type"] != "standard":
        c["hero_type"] = r["hero_type"]
    if r["treasure"].startswith("unknown"):
        c["treasure"] = None
        unknown.append("treasure")
    icon = r["player_icon"]
    if icon == "unknown":
        c["min_players"] = None
        unknown.append("player_icon")
    elif icon == "star (inferred)":
        c["min_players"] = 1  # BM2-10: always in the deck
        c["inferred"] = ["player_icon"]
    else:
        raise SystemExit("unexpected player_icon " + icon)
    # combined_treasure is the engine's treasure lure for a two-type hero (BM2-12).
    c["lure"] = "treasure" if r["lured_by"] == "combined_treasure" else r["lured_by"]
    if r["no_items"] == "1":
        c["no_items"] = True
    para = r["ability_paraphrase"]
    if para:
        c["text"] = para
    if para.startswith("Unknown"):
        c["ability"] = None
        unknown.append("ability")
    else:
        ability(c, r["card_no"], para)
    return marks(c, r, unknown)


def thk_cards():
    cards = []
    for r in rows("tools-of-hero-kind_items.csv"):
        t = {x: 1 for x in TYPES} if r["universal"] == "1" else treasure(r)
        c = {"id": r["card_no"], "kind": "item", "name": r["name"], "quantity": int(r["quantity"]),
             "treasure": t, "hero_side": r["power_up_paraphrase"], "boss_side": r["reward_paraphrase"]}
        ability(c, r["card_no"], r["power_up_paraphrase"])
        cards.append(marks(c, r))
    cards += [room(r) for r in rows("tools-of-hero-kind_rooms.csv")]
    cards += [spell(r) for r in rows("tools-of-hero-kind_spells.csv")]
    return cards


def write(name, doc):
    with open(os.path.join(out_dir, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")


write("bm2.json", {"format": "bm-cards", "version": 1, "id": "bm2",
                   "name": "Boss Monster 2: The Next Level (printed cards)", "cards": bm2_cards()})
write("tools_of_hero_kind.json", {"format": "bm-cards", "version": 1, "id": "tools-of-hero-kind",
                                  "name": "Tools of Hero-Kind (item expansion)", "expansion": True,
                                  "cards": thk_cards()})
