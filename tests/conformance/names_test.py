#!/usr/bin/env python3
"""Every vector of corpus/conformance/ is named after what it is, never after its place in the
generator's selection (docs/protocol.md#conformance-vectors), so an unchanged vector keeps its
file name across regenerations: a game from setup is game_PRESET_Np_CARDS, each option set
away from the preset as _key-value, then _seedK; a scenario's vector is scenario_ and the
scenario's name; a perft vector is perft_PRESET_Np_CARDS_seedS_afterN with at least N actions
before its count. Each file's name is its `name` plus .json. The generator refuses two vectors
with one name (tools/conformance/generate.py, keep). No bm is run.

usage: names_test.py SRC
"""
import glob
import json
import os
import re
import runpy
import sys

SRC = sys.argv[1]


def expected(v, gen):
    """The name the vector's content gives it (a regular expression)."""
    if v.get("kind") == "perft":
        return (rf"perft_{re.escape(v['ruleset']['preset'])}_{v['players']}p_{re.escape(v['cards'])}"
                r"_seed\d+_after(\d+)")
    if "scenario" in v:
        return re.escape("scenario_" + v["scenario"])
    cfg = {"preset": v["ruleset"]["preset"], "options": v["ruleset"]["options"], "cards": v["cards"],
           "players": v["players"]}
    return re.escape(gen["config_name"](cfg)) + r"_seed\d+"


def main():
    sys.argv = ["generate.py", "bm", SRC, os.devnull]
    gen = runpy.run_path(os.path.join(SRC, "tools", "conformance", "generate.py"), run_name="names_test")
    failures, paths = [], sorted(glob.glob(os.path.join(SRC, "corpus", "conformance", "*.json")))
    for path in paths:
        with open(path, encoding="utf-8") as f:
            v = json.load(f)
        base = os.path.basename(path)[:-len(".json")]
        m = re.fullmatch(expected(v, gen), base)
        if base != v["name"] or not m:
            failures.append(f"{base}: named '{v['name']}', its content says /{expected(v, gen)}/")
        elif v.get("kind") == "perft" and len(v["actions"]) < int(m.group(1)):
            failures.append(f"{base}: {len(v['actions'])} actions before the count, fewer than its name says")
    # Options in a name: sorted keys, nested ones as key.sub, values in file-name characters.
    name = gen["config_name"]({"preset": "super", "players": 3, "cards": "classic",
                               "options": {"summon_health": {"tavern": -1}, "hard_mode": True, "resolution": "lifo"}})
    if name != "game_super_3p_classic_hard_mode-true_resolution-lifo_summon_health.tavern--1":
        failures.append(f"an option's name part: {name}")
    kept = []
    gen["keep"](kept, "scenario_x", {})
    try:
        gen["keep"](kept, "scenario_x", {})
        failures.append("the generator kept two vectors named scenario_x")
    except AssertionError as e:
        if "scenario_x" not in str(e):
            failures.append(f"a collision's message does not name the vector: {e}")
    if failures:
        sys.exit("FAIL:\n" + "\n".join(failures))
    print(f"ok: {len(paths)} vectors named after what they are")


if __name__ == "__main__":
    main()
