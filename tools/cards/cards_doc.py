#!/usr/bin/env python3
"""Writes the card tables of docs/cards.md for the built-in sets `bm2` and
`tools-of-hero-kind` from their data (engine/cards/data/bm2.json, tools_of_hero_kind.json):
every card with its facts, its source marks and the rule IDs its ability needs.

    python3 tools/cards/cards_doc.py [REPO]            print the tables
    python3 tools/cards/cards_doc.py --write [REPO]    rewrite them in docs/cards.md
    python3 tools/cards/cards_doc.py --check [REPO]    exit 1 if docs/cards.md differs (ctest docs.card_tables)

The tables sit between the lines "<!-- cards_doc.py begin -->" and "<!-- cards_doc.py end -->"."""
import json
import os
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
ROOT = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BEGIN, END = "<!-- cards_doc.py begin -->", "<!-- cards_doc.py end -->"

# The rules (docs/rules/bm2.md) each card's ability needs beyond G-*/C-*, by card id.
RULES = {
    "BM2-10": "TNL097 TNL114 THK022",
    "BM2-11": "TNL077 TNL083 TNL089 TNL095",
    "BM2-12": "TNL100 TNL104 TNL108 TNL112",
    "BM2-13": "TNL097 TNL114",
    "BM2-14": "TNL104 TNL108 TNL077 TNL083 TNL089 TNL095 TNL053 TNL064 TNL058 THK006 THK004 THK007",
    "BM2-15": "TNL065",
    "BM2-16": "TNL016 TNL027 TNL036 TNL044 TNL012",
    "BM2-17": "TNL112 TNL068 THK017",
    "BM2-18": "TNL043 TNL050 TNL018 THK010 THK013 THK003 THK017 THK002 THK008 THK009 THK012",
    "BM2-19": "TNL050 THK016",
    "BM2-20": "TNL022 TNL040 TNL058",
    "BM2-21": "TNL045 TNL067",
    "BM2-22": "THK013",
    "BM2-23": "TNL072 TNL026 TNL070",
    "BM2-24": "TNL033 THK010",
    "BM2-25": "TNL047 TNL018 TNL005 TNL009",
    "BM2-26": "TNL059 TNL062 TNL063 TNL068 TNL069 TNL061",
    "BM2-27": "TNL069 TNL001",
    "BM2-28": "TNL062 TNL018 TNL069 TNL063 TNL055 TNL009 THK019",
    "BM2-29": "TNL031 TNL008 TNL062 THK020",
    "BM2-30": "TNL062",
    "BM2-31": "TNL001 TNL002 TNL003 TNL004 TNL005 TNL006 TNL007 TNL008 TNL009 TNL010 TNL011 TNL012",
    "BM2-32": "TNL066 TNL071 TNL010 THK019",
    "BM2-33": "TNL057 TNL065 TNL049",
    "BM2-34": "TNL030 TNL014 TNL003",
    "BM2-37": "THK011",
    "BM2-38": " ".join("THK%03d" % n for n in range(1, 21)) + " THK024",
    "BM2-39": "THK021 THK023 THK025 THK001 THK019",
    "BM2-40": "THK008 THK001",
    "BM2-41": "THK008",
}


def rules_of(card_id):
    return ", ".join(r for r, ids in RULES.items() if card_id in ids.split())


def treasure(t):
    if t is None:
        return "unknown"
    if not t:
        return "none"
    if len(t) == 4 and all(v == 1 for v in t.values()):
        return "all four"
    return " + ".join(k if v == 1 else f"{k} x{v}" for k, v in t.items())


def classic_keys():
    data = json.load(open(os.path.join(ROOT, "engine/cards/data/classic.json"), encoding="utf-8"))
    return {c["ability"] for c in data["cards"] if c.get("ability")}


def ability(c):
    if "ability" in c.get("unknown", []):
        return "unknown"
    if c.get("ability_pending"):
        return "pending"
    if c.get("ability"):
        # mapped: the unit of a classic card with the same printed ability; else its own unit
        return f"`{c['ability']}` ({'mapped' if c['ability'] in classic_keys() else 'own unit'})"
    return "none"


def facts(c):
    k = c["kind"]
    if k == "boss":
        return f"{c['title']}; XP {c['xp']}; {treasure(c['treasure'])}"
    if k == "room":
        return f"{c['room_type']}{', advanced' if c['advanced'] else ''}; damage {c['damage']}; {treasure(c['treasure'])}"
    if k == "spell":
        return f"phase {c['phase'] or 'unknown'}"
    if k == "hero":
        icon = "unknown" if c["min_players"] is None else f"{c['min_players']}+"
        kind = c["hero_kind"] + ("" if c.get("hero_type", "standard") == "standard" else ", " + c["hero_type"])
        extra = "; ★ no items" if c.get("no_items") else ""
        lure = "" if c.get("lure", "treasure") == "treasure" else f"; lure {c['lure']}"
        return f"{kind}; {treasure(c['treasure'])}; health {c['health']}; players {icon}{lure}{extra}"
    return f"item; {treasure(c['treasure'])}"


def marks(c):
    out = c["sources"]
    for key, label in (("one_source", "one source"), ("inferred", "inferred"), ("unknown", "unknown")):
        if c.get(key):
            out += f"; {label}: {', '.join(c[key])}"
    return out.replace("|", "/")


def table(path):
    data = json.load(open(os.path.join(ROOT, path), encoding="utf-8"))
    lines = [f"Set `{data['id']}` ({data['name']}), from `{path}`:", "",
             "| id | name | kind | x | facts | ability | rules | sources |", "|---|---|---|---|---|---|---|---|"]
    for c in data["cards"]:
        lines.append(f"| {c['id']} | {c['name']} | {c['kind']} | {c['quantity']} | {facts(c)} | {ability(c)} | "
                     f"{rules_of(c['id'])} | {marks(c)} |")
    return lines


def render():
    out = [BEGIN]
    for p in ("engine/cards/data/bm2.json", "engine/cards/data/tools_of_hero_kind.json"):
        out += [""] + table(p)
    return "\n".join(out + ["", END])


def main():
    text = render()
    if "--write" not in sys.argv and "--check" not in sys.argv:
        print(text)
        return 0
    doc_path = os.path.join(ROOT, "docs", "cards.md")
    doc = open(doc_path, encoding="utf-8").read()
    if BEGIN not in doc or END not in doc:
        print(f"{doc_path}: the markers {BEGIN} / {END} are missing")
        return 1
    new = doc[:doc.index(BEGIN)] + text + doc[doc.index(END) + len(END):]
    if "--check" in sys.argv:
        if new != doc:
            print("docs/cards.md: the card tables differ from the set data; run python3 tools/cards/cards_doc.py --write")
            return 1
        return 0
    open(doc_path, "w", encoding="utf-8").write(new)
    return 0


sys.exit(main())
