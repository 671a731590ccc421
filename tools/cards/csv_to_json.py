#!/usr/bin/env python3
"""Provenance script: turns the classic card facts the project was given (four CSV files, not
part of this repository) into the project's own card-set format
(engine/cards/data/classic.json). Run once when the facts change:

    python3 tools/cards/csv_to_json.py FACTS_DIR > engine/cards/data/classic.json

FACTS_DIR is the folder holding classic_bosses.csv, classic_rooms.csv, classic_spells.csv and
classic_heroes.csv. Only facts and this project's own one-line paraphrases are written; no
printed card text. Room quantities use the `qty_tuvya` column (the README that came with the
facts names it the reference; docs/cards.md)."""
import csv, json, re, sys, os

src = sys.argv[1]
def rows(name):
    with open(os.path.join(src, name), newline='') as f:
        return list(csv.DictReader(f))

def key(name):
    return re.sub(r'[^a-z0-9]+', '_', name.lower().replace("'", "")).strip('_')

cards = []
for r in rows('classic_bosses.csv'):
    cards.append({"id": r["card_no"], "kind": "boss", "name": r["name"], "title": r["title"],
                  "quantity": 1, "xp": int(r["xp"]), "treasure": {r["treasure"]: 1},
                  "ability": key(r["name"]), "text": r["level_up_paraphrase"]})
for r in rows('classic_rooms.csv'):
    t = {k: int(r[k]) for k in ("cleric", "fighter", "mage", "thief") if int(r[k]) > 0}
    c = {"id": r["card_no"], "kind": "room", "name": r["name"], "quantity": int(r["qty_tuvya"]),
         "room_type": r["room_type"], "advanced": r["advanced"] == "1",
         "damage": (r["damage"] if r["damage"] == "*" else int(r["damage"])), "treasure": t,
         "ability": None if r["name"] == "Dragon Hatchery" else key(r["name"]),
         "text": r["effect_paraphrase"]}
    cards.append(c)
for r in rows('classic_spells.csv'):
    cards.append({"id": r["card_no"], "kind": "spell", "name": r["name"], "quantity": int(r["qty_tuvya"]),
                  "phase": r["phase"], "ability": key(r["name"]), "text": r["effect_paraphrase"]})
for r in rows('classic_heroes.csv'):
    c = {"id": r["card_no"], "kind": "hero", "name": r["hero_name"], "quantity": 1,
         "hero_kind": r["kind"], "treasure": ({} if r["treasure"] == "none" else {r["treasure"]: 1}),
         "health": int(r["health"]), "min_players": int(r["player_icon_min_players"]),
         "souls": int(r["souls"]), "lure": r["lured_by"]}
    if r["lured_by"] != "treasure":
        c["ability"] = key(r["hero_name"])
    cards.append(c)

# The set's name is frozen: it is part of the canonical JSON whose hash every log header
# records, so it keeps naming the facts folder it was first built from (docs/cards.md).
json.dump({"format": "bm-cards", "version": 1, "id": "classic",
           "name": "Boss Monster (classic), built-in set from shared/cards/classic",
           "cards": cards}, sys.stdout, indent=1, ensure_ascii=False)
print()
