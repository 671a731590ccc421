#!/usr/bin/env python3
"""Writes docs/figures/coverage.md: the rule coverage of the default checking campaign
(`bm check --all-presets --coverage`), per family: every rule ID reached with the
number of times its code path ran, and every rule ID of the catalog never reached with the
reason its catalog entry gives ("- Unreached:" in docs/rules/).

usage: python3 tools/figures/coverage.py BM [--games N] [--jobs J] [--out FILE]
       (default: the campaign's own 1,000 games, 1 job, docs/figures/coverage.md of this repository)
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from bm_tool import bm_json  # noqa: E402


def id_key(rule):
    head, _, num = rule.rpartition("-")
    order = ["G-", "C-", "S-", "SO-", "BM2-", "IP-"]
    fam = head + "-"
    first = next((i for i, p in enumerate(order) if fam.startswith(p) and (p != "S-" or not fam.startswith("SO-"))), 9)
    return (first, head, int(num) if num.isdigit() else 0)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("bm")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "figures", "coverage.md"))
    a = ap.parse_args(argv[1:])
    cmd = [a.bm, "check", "--all-presets", "--coverage", "--json", "--quiet", "--jobs", str(a.jobs)]
    if a.games:
        cmd += ["--games", str(a.games)]
    rep = bm_json(cmd[0], *cmd[1:], ok=(0, 1))  # 1: a game failed an invariant (the report counts it)
    shown = " ".join(["bm"] + cmd[1:])
    solo_cmd = [a.bm, "check", "--rules", "solo", "solo-challenge", "solo-challenge-3", "--policy", "stall",
                "--games", "600", "--json", "--quiet"]
    solo_endings = bm_json(solo_cmd[0], *solo_cmd[1:])["endings"]
    lines = [
        "# Rule coverage of the default checking campaign",
        "",
        f"Written by `python3 tools/figures/coverage.py build/tools/bm/bm` from `{shown}`",
        f"({rep['games_played']:,} games, {rep['actions']:,} actions, {rep['failures_total']} invariant failures).",
        "",
        "A rule ID is reached when the engine emitted an event, asked a decision or took an action",
        "whose row of the engine's metadata table (`engine/include/bm/game/kinds.hpp`) names it, or",
        "ended a game for a reason that names it, in a game where the rule applied: a rule of",
        "another family is never credited (G every family, C classic and bm2, S super and solo, SO",
        "solo, BM2 bm2), nor an interpretation point in a game where the engine did not consult its",
        "option (a classic game with `starting_discard=0` does not reach IP-2); the",
        "count is how many times that happened. Rule IDs",
        "the tables name for no kind (most card texts' rules are cited only in the code that carries",
        "them out, and prohibitions only refuse) are never counted: `bm rules explain ID` shows",
        "where such a rule is enforced and which scenario shows it ([corpus/README.md](../../corpus/README.md)).",
        "",
        "The default campaign plays every preset with the policies random, spells, bait, hoard and",
        "stall; the stall policy plays for the deck-out endings (IP-6, SO-6 (3)) that the others",
        "never reach ([checking.md](../checking.md#what-a-campaign-plays)).",
        "",
        "Endings of the campaign: " + ", ".join(f"`{k}` {v:,}" for k, v in sorted(rep["endings"].items())) + ".",
        "",
        "SO-6 (3), the solo game that lasts until the last hero is revealed, is rare even for the",
        "stall policy; the campaign's solo games of that policy reach it once, a stall-only run more often",
        f"(`{' '.join(['bm'] + solo_cmd[1:])}`): "
        + ", ".join(f"`{k}` {v:,}" for k, v in sorted(solo_endings.items())) + ".",
        "",
        "A rule ID never reached carries the reason of its catalog entry (`- Unreached:`, kinds in",
        "[rules/README.md](../rules/README.md#reading-an-entry)); `checker.coverage_reasons` fails when one has none.",
        "",
    ]
    reasons = rep.get("never_reached_reasons", {})
    for family in sorted(rep["coverage"]):
        reached = rep["coverage"][family]
        never = rep["never_reached"].get(family, [])
        lines += [f"## {family}", "", f"{len(reached)} rule IDs reached, {len(never)} of the family's catalog never reached.", "",
                  "| rule | times reached |", "|---|---:|"]
        lines += [f"| {r} | {reached[r]:,} |" for r in sorted(reached, key=id_key)]
        lines += [""]
        if never:
            lines += ["Never reached:", "", "| rule | why the campaign does not reach it |", "|---|---|"]
            lines += [f"| {r} | {reasons.get(r, 'NO REASON GIVEN')} |" for r in never]
        else:
            lines += ["Never reached: none."]
        lines += [""]
    with open(a.out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
