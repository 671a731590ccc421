#!/usr/bin/env python3
"""Generates the conformance vectors of corpus/conformance/ (docs/protocol.md#conformance-vectors).

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
fixed order, so the output is the same every time). The summary printed at the end lists the
scenario corpus's rule IDs no vector cites.
"""
import glob
import hashlib
import json
import os
import random
import re
import subprocess
import sys

BM, SRC, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, os.path.join(SRC, "clients", "python"))
from bmserve import Serve, ServeError, random_outcome  # noqa: E402

RULE_ID = re.compile(r"\b(?:G|C|S|SO|BM2|IP|D)(?:-[A-Z]+)?-\d+\b")
SEEDS_PER_CONFIG = 6
MAX_STEPS = 400
MAX_PROBES = 6  # illegal attempts per decision  # longer games are skipped: a vector should stay readable


def preset_options(name):
    out = subprocess.run([BM, "rules", "show", name], check=True, capture_output=True, text=True).stdout
    return json.loads(out)["options"]


def scenario_configs(presets, families):
    """Every distinct configuration of the scenario corpus and the rule IDs it covers. A
    ruleset that is not a preset (a scenario's own variant) is its family's first preset with
    the variant's options set. `options` holds only what differs from the preset (an option the
    preset's document does not name is left out: serve's `set` takes the preset's options)."""
    configs, rules = {}, set()
    for path in sorted(glob.glob(os.path.join(SRC, "corpus", "scenarios", "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            h = json.loads(f.readline())
        rules.update(h["scenario"]["rules"])
        name = h["ruleset"]["name"]
        if name not in presets:
            name = next(p["name"] for p in presets.values() if p["family"] == h["ruleset"]["family"])
        fam = h["ruleset"]["family"]
        base = preset_options(name)
        options = {k: v for k, v in h["ruleset"]["options"].items()
                   if fam in families.get(k, ()) and k in base and base[k] != v}
        cfg = {"preset": name, "options": options, "cards": h["cards"]["id"],
               "players": h["players"]}
        key = json.dumps(cfg, sort_keys=True)
        configs.setdefault(key, cfg)
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
            if e.code == -32002 and e.data.get("rule") and e.data["rule"] not in cited_so_far:
                return {"refused": json.loads(form), "player": decision["player"], "rule": e.data["rule"]}
            continue
        raise AssertionError("an action bm did not list was applied: " + form)
    return None


def play(bm, cfg, seed):
    rng = random.Random(seed)
    start, setup_chance = bm.call_declaring("start", random_outcome(rng), rules=cfg["preset"], set=cfg["options"],
                                            cards=cfg["cards"], players=cfg["players"], policy="random",
                                            policy_seed=seed)
    game = start["game"]
    steps, seen, rules = [], [], set()
    while True:
        legal = bm.call("legal", game=game)
        if not legal["actions"]:
            break
        if len(steps) > MAX_STEPS:
            bm.call("end", game=game)
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
        pick = bm.call("suggest", game=game)
        applied, chance = bm.call_declaring("apply", random_outcome(rng), game=game, action=pick["action"])
        step = {"player": decision["player"], "decision": decision["kind"],
                "legal": [a["action"] for a in legal["actions"]], "action": pick["action"]}
        if chance:
            step["chance"] = chance
        step["events"] = applied["events"]
        rules |= cited(json.dumps(applied["events"]))
        steps.append(step)
    result = bm.call("end", game=game)["result"]
    result.pop("final_hash", None)
    rules |= cited(json.dumps(result)) | cited(json.dumps(start["events"]))
    vector = {"format": "bm-conformance", "version": "1.0", "ruleset": {"preset": cfg["preset"],
              "options": cfg["options"]}, "cards": cfg["cards"], "players": cfg["players"],
              "chance": setup_chance, "setup_events": start["events"], "steps": steps, "result": result}
    return vector, rules


def main():
    covered, kept = set(), []
    with Serve(BM) as bm:
        hello = bm.call("handshake")
        presets = {p["name"]: p for p in hello["presets"]}
        families = {o["key"]: o["families"].split() for o in hello["options"]}
        configs, scenario_rules = scenario_configs(presets, families)
        for n, cfg in enumerate(configs):
            for k in range(SEEDS_PER_CONFIG):
                seed = int(hashlib.sha256(f"{n}/{k}".encode()).hexdigest()[:8], 16)
                got = play(bm, cfg, seed)
                if got is None:
                    continue
                vector, rules = got
                new = (rules & scenario_rules) - covered
                if not new and k > 0:
                    continue
                covered |= rules & scenario_rules
                name = f"{len(kept) + 1:03d}_{cfg['preset']}_{cfg['players']}p_{cfg['cards']}"
                vector["name"] = name
                vector["rules"] = sorted(rules)
                kept.append((name, vector))
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
    print(f"{len(kept)} vectors; scenario rule IDs cited: {len(scenario_rules) - len(missing)} of "
          f"{len(scenario_rules)}; not cited: {' '.join(missing) if missing else 'none'}")


def rule_key(r):
    head, _, num = r.rpartition("-")
    return (head, int(num))


def readme(kept, scenario_rules, missing):
    lines = ["# Conformance vectors", "",
             "Written by `tools/conformance/generate.py` (do not edit by hand; the format and how to",
             "check them: docs/protocol.md, section Conformance vectors). Each vector is one whole game",
             "from setup with declared chance. The rule IDs of the scenario corpus (corpus/scenarios/)",
             "and the vectors that cite each one (a decision that names it, a refusal, an event or the",
             "result):", "", "| rule | vectors |", "|---|---|"]
    for rule in sorted(scenario_rules, key=rule_key):
        names = [name[:3] for name, v in kept if rule in v["rules"]]
        lines.append(f"| {rule} | {', '.join(names) if names else 'none yet'} |")
    lines += ["", f"{len(scenario_rules) - len(missing)} of {len(scenario_rules)} cited; not cited yet: "
              f"{', '.join(missing) if missing else 'none'}.", "", "| vector | preset | players | cards | steps |",
              "|---|---|---|---|---|"]
    for name, v in kept:
        lines.append(f"| {name}.json | {v['ruleset']['preset']} | {v['players']} | {v['cards']} | {len(v['steps'])} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
