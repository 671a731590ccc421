#!/usr/bin/env python3
"""cli.cards_check: bm cards check reports every kind of planted difference in a front end's card
data, at its card, field and place, and nothing when the data is bm's own.

The planted differences change one fact of one card of bm's exported set (its real facts, read
from `bm cards export`): a quantity, a treasure icon count (a lost double icon), damage, health,
XP, a spell's phase, a hero's player-count icon, a kind, a room type; a card left out, an extra
card whose name is a near miss, a card listed twice, a misspelt field. The same facts in the
CSV form, matching by name without case or punctuation, --map from their ids, --json, and the
bad inputs (exit 2).

usage: cards_check_test.py BM WORKDIR
"""
import copy
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect, finish, fresh_workdir, run  # noqa: E402

fresh_workdir()


def write(name, data):
    with open(os.path.join(WORK, name), "w", encoding="utf-8") as f:
        f.write(data if isinstance(data, str) else json.dumps(data))
    return name


def check(name, *extra):
    code, out, err = run("cards", "check", name, "--json", *extra)
    return code, (json.loads(out) if code in (0, 1) else None), err


code, out, err = run("cards", "export")
expect(code == 0, f"bm cards export: {code} {err}")
ours = json.loads(out)["cards"]
by_id = {c["id"]: c for c in ours}


def first(pred):
    return next(c for c in ours if pred(c))


# The data as bm has it: equal.
code, rep, _ = check(write("same.json", {"cards": ours}))
expect(code == 0 and rep["equal"] and rep["compared"] == len(ours), f"bm's own data: exit {code}, {rep and rep['compared']}")

# Every built-in set (the handshake lists them) checks equal against its own export: the class of
# "bm's own format is not a card list bm reads", e.g. the facts no source gives (written null).
code, out, err = run("serve", input='{"jsonrpc":"2.0","id":1,"method":"handshake"}\n')
expect(code == 0, f"bm serve handshake: {code} {err}")
builtin_sets = json.loads(out.splitlines()[0])["result"]["card_sets"]
expect(len(builtin_sets) >= 5 and "bm2" in builtin_sets, f"the handshake's card sets: {builtin_sets}")
for i, set_id in enumerate(builtin_sets):
    code, out, err = run("cards", "export", "--cards", set_id)
    expect(code == 0, f"bm cards export --cards {set_id}: {code} {err}")
    exported = json.loads(out)["cards"] if code == 0 else []
    code, rep, err = check(write(f"own_{i}.json", out), "--set", set_id)
    expect(code == 0 and rep and rep["equal"] and rep["compared"] == len(exported),
           f"{set_id}: its own export: exit {code}, {err.strip()[:200]} {rep and rep['differences'][:2]}")

# One planted difference per kind of fact, each on a card that has that fact.
room = first(lambda c: c["kind"] == "room" and isinstance(c.get("damage"), int))
two_icons = first(lambda c: c["kind"] == "room" and max(c.get("treasure", {}).values() or [0]) == 2)
icon = max(two_icons["treasure"], key=two_icons["treasure"].get)
hero = first(lambda c: c["kind"] == "hero")
boss = first(lambda c: c["kind"] == "boss")
spell = first(lambda c: c["kind"] == "spell" and c.get("phase") == "build")
four = first(lambda c: c["kind"] == "hero" and c.get("min_players") == 2 and c["id"] != hero["id"])
trap = first(lambda c: c["kind"] == "room" and c.get("room_type") == "trap")
plants = [  # (card, field, their value, the field name reported, bm's value)
    (room, "quantity", room["quantity"] + 1, "quantity", room["quantity"]),
    (two_icons, "treasure", {**two_icons["treasure"], icon: 1}, f"treasure.{icon}", 2),
    (room, "damage", room["damage"] + 2, "damage", room["damage"]),
    (hero, "health", hero["health"] - 1, "health", hero["health"]),
    (boss, "xp", boss["xp"] + 10, "xp", boss["xp"]),
    (spell, "phase", "adventure", "phase", "build"),
    (four, "min_players", 4, "min_players", 2),
    (trap, "room_type", "monster", "room_type", "trap"),
    (boss, "kind", "room", "kind", "boss"),
]
theirs = copy.deepcopy(ours)
theirs_by_id = {c["id"]: c for c in theirs}
for card, field, value, _, _ in plants:
    theirs_by_id[card["id"]][field] = value
left_out = first(lambda c: c["kind"] == "spell" and c["id"] != spell["id"])
theirs = [c for c in theirs if c["id"] != left_out["id"]]
near = first(lambda c: c["kind"] == "room" and len(c["name"]) > 8)
theirs.append({"name": near["name"][:-1] + "x" + "z", "kind": "room"})  # a near miss: not bm's
theirs.append(copy.deepcopy(by_id[hero["id"]]))  # listed twice
theirs[0]["helath"] = 3
code, rep, err = check(write("planted.json", theirs))
expect(code == 1 and rep and not rep["equal"], f"planted: exit {code}: {err}")
if rep:
    got = {(d["card"], d["field"]): (d["theirs"], d["bm"]) for d in rep["differences"]}
    for card, field, value, reported, bm_value in plants:
        want = value[icon] if field == "treasure" else value
        expect(got.get((card["id"], reported)) == (want, bm_value),
               f"{card['id']} {reported}: want theirs {want}, bm {bm_value}; got {got.get((card['id'], reported))}")
    expect(len(rep["differences"]) == len(plants), f"exactly the planted facts differ: {rep['differences']}")
    expect([m["card"] for m in rep["missing"]] == [left_out["id"]], f"missing: {rep['missing']}")
    expect(len(rep["extra"]) == 1 and rep["extra"][0].get("did_you_mean") == near["name"], f"extra: {rep['extra']}")
    expect([d["card"] for d in rep["duplicates"]] == [hero["id"]], f"twice: {rep['duplicates']}")
    expect(any("helath" in f and "health" in f for f in rep["not_compared"]), f"misspelt field: {rep['not_compared']}")
code, text, _ = run("cards", "check", "planted.json")
expect(code == 1 and f"DIFFERS {room['id']}" in text and f"MISSING {left_out['id']}" in text and "EXTRA" in text
       and "TWICE" in text, f"text report: {code}\n{text}")

# Matching by name, without case or punctuation, and through --map.
renamed = [dict(c, id=f"their-{k}", name=c["name"].upper() + "!") for k, c in enumerate(ours)]
code, rep, err = check(write("renamed.json", renamed))
expect(code == 0 and rep["compared"] == len(ours), f"by name: exit {code} {err} {rep and rep['extra'][:2]}")
garbled = [dict(c, id=f"their-{k}", name=f"card {k}") for k, c in enumerate(ours)]
write("ids.json", {f"their-{k}": c["id"] for k, c in enumerate(ours)})
code, rep, err = check(write("garbled.json", garbled), "--map", "ids.json")
expect(code == 0 and rep["compared"] == len(ours), f"--map: exit {code} {err}")

# The CSV form: the same facts, a lost double icon found.
letters = {"cleric": "C", "fighter": "F", "mage": "M", "thief": "T"}
rows = ["id,name,kind,quantity,treasure,damage"]
for c in (two_icons, room):
    t = dict(c.get("treasure", {}))
    if c is two_icons:
        t[icon] = 1
    rows.append(",".join([c["id"], '"' + c["name"].replace('"', '""') + '"', c["kind"], str(c["quantity"]),
                          "".join(letters[k] * n for k, n in t.items()), str(c.get("damage", ""))]))
code, rep, err = check(write("two.csv", "\n".join(rows) + "\n"))
expect(code == 1 and rep and [(d["card"], d["field"]) for d in rep["differences"]] == [(two_icons["id"], f"treasure.{icon}")],
       f"CSV: exit {code} {err} {rep and rep['differences']}")

# Bad input: exit 2 with the place.
for name, data, said in (("trunc.json", '{"cards": [{"name": "Dark', "trunc.json"),
                         ("noname.json", [{"kind": "room"}], "cards[0]"),
                         ("count.json", [{"name": "Dark Altar", "quantity": "three"}], "quantity"),
                         ("short.csv", "name,kind\nDark Altar\n", "row 2"),
                         ("letters.csv", "name,treasure\nDark Altar,CX\n", "treasure"),
                         ("empty.csv", "", "empty")):
    code, _, err = run("cards", "check", write(name, data))
    expect(code == 2 and said in err, f"{name}: want exit 2 naming {said!r}, got {code}: {err}")
code, _, err = run("cards", "check", "same.json", "--map", write("badmap.json", {"x": "BM9999"}))
expect(code == 2 and "BM9999" in err, f"--map to no card: {code} {err}")
code, _, err = run("cards", "check")
expect(code == 2 and "name their card list" in err, f"no list: {code} {err}")

finish("cards check: every planted difference")
