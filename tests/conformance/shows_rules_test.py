#!/usr/bin/env python3
"""The vectors of corpus/conformance/ named after a scenario of the setup or city phase (a
`scenario` and no `position`: docs/protocol.md#conformance-vectors) show that scenario's rule
in what they hold, and would not under the option's other reading. For each one, the
generator's check (tools/conformance/generate.py, shown_rules) runs on the vector as written:
it must find the scenario's setup rules (C-2, C-3, IP-1, SO-1) or IP-12, and the vector must
cite them; then on the same vector with each option of the scenario that decides the setup or
the covered spaces set to another reading (fool_in_deck, hard_mode, i_choose_you,
starting_discard, landmark_cover), where it must fail. No bm is run: the check reads the
declared shuffles, the setup events and the steps against the card data and the board.

usage: shows_rules_test.py SRC
"""
import copy
import glob
import json
import os
import runpy
import sys

SRC = sys.argv[1]
OTHER = {"fool_in_deck": lambda v: not v, "hard_mode": lambda v: not v, "i_choose_you": lambda v: not v,
         "starting_discard": lambda v: 2 if v == 0 else 0,
         "landmark_cover": lambda v: "none" if v == "whole_landmark" else "whole_landmark"}


def main():
    sys.argv = ["generate.py", "bm", SRC, os.devnull]
    gen = runpy.run_path(os.path.join(SRC, "tools", "conformance", "generate.py"), run_name="shows_rules_test")
    checked = 0
    for path in sorted(glob.glob(os.path.join(SRC, "corpus", "conformance", "*.json"))):
        with open(path, encoding="utf-8") as f:
            v = json.load(f)
        if "scenario" not in v or "position" in v:
            continue
        with open(os.path.join(SRC, "corpus", "scenarios", v["scenario"] + ".jsonl"), encoding="utf-8") as f:
            h = json.loads(f.readline())
        want = set(h["scenario"]["rules"]) & (gen["SETUP_RULES"] | {"IP-12"})
        assert want, f"{v['name']}: its scenario cites no setup rule and not IP-12"
        shown = gen["shown_rules"](v, h, v["scenario"])
        assert want <= shown, f"{v['name']}: shows {sorted(shown)}, not {sorted(want - shown)}"
        assert shown <= set(v["rules"]), f"{v['name']}: does not cite {sorted(shown - set(v['rules']))}"
        flips = 0
        for key, other in OTHER.items():
            if key not in h["ruleset"]["options"]:
                continue
            if (key == "landmark_cover") != ("IP-12" in want):
                continue
            hh = copy.deepcopy(h)
            hh["ruleset"]["options"][key] = other(h["ruleset"]["options"][key])
            try:
                wrong = gen["shown_rules"](v, hh, v["scenario"])
            except AssertionError:
                wrong = None
            assert not wrong or not (want <= wrong), \
                f"{v['name']}: still shows {sorted(want)} with {key} = {hh['ruleset']['options'][key]}"
            flips += 1
        assert flips, f"{v['name']}: no option of its scenario to set to another reading"
        checked += 1
    assert checked >= 9, f"only {checked} vectors from setup for setup or city scenarios"
    print(f"ok: {checked} vectors from setup show their scenario's setup or city rule, and not under "
          "the options' other readings")


if __name__ == "__main__":
    main()
