#!/usr/bin/env python3
"""checker.coverage_reasons: the default checking campaign reaches every rule ID or says why not
, and reaches the deck-out endings.

usage: coverage_reasons.py BM

Runs `bm check --all-presets --coverage --json --quiet` (the default campaign, the one
docs/figures/coverage.md shows) and fails when
  - a rule ID some family never reaches has no "- Unreached:" reason in docs/rules/
    (the report's `unexplained`), or the text output does not print the reasons;
  - a rule ID whose reason says no game can reach it (component, refusal, not-built) was
    reached after all (`contradicted`);
  - the deck-out endings are missing: classic games ended by IP-6's end_after_round and by
    play_out_town (classic-house). Random play never reaches them; the stall policy's games of
    the campaign do;
  - a campaign of the stall policy alone (classic and solo, 600 games) ends no classic game by
    IP-6 or no solo game by SO-6 (3), the last hero revealed, or a campaign of the random
    policy alone does (so the endings are the stall policy's doing). The stall policy survives
    to the last hero in about 1 solo game in 40, so the default campaign's stall games of solo
    (about 30) reach it only by chance: this campaign of 600 is the one that must.
Exit 0 when all holds, 1 otherwise.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import expect, finish, output  # noqa: E402


def endings_of(policy):
    """The endings of a campaign of `policy` alone, or None when bm check failed."""
    out = output("check", "--rules", "classic", "solo", "--policy", policy, "--games", "600", "--json", "--quiet",
                 timeout=None)
    return json.loads(out)["endings"] if out else None


def policy_endings():
    stall, random = endings_of("stall"), endings_of("random")
    if stall is None or random is None:
        return
    for why in ("IP-6.end_after_round", "SO-6.deck_empty"):
        expect(stall.get(why, 0) >= 1, f"the stall policy ended no classic or solo game by {why} (endings: {stall})")
        expect(random.get(why, 0) == 0, f"the random policy reached {why} too: this test no longer shows what stall adds")


def reasons_given(rep):
    """Every rule ID some family never reaches has a reason, and none that has one is reached."""
    never, reasons = rep["never_reached"], rep["never_reached_reasons"]
    for family, ids in sorted(never.items()):
        for rid in ids:
            expect(rid in reasons, f"{family}: {rid} is never reached and its entry has no '- Unreached:' reason")
        expect(rep["unexplained"][family] == [r for r in ids if r not in reasons],
               f"{family}: `unexplained` disagrees with never_reached and its reasons")
        for rid in rep["contradicted"][family]:
            expect(False, f"{family}: {rid} was reached although its reason says no game can reach it")


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    cmd = ["check", "--all-presets", "--coverage", "--quiet"]
    out = output(*cmd, "--json", timeout=None)
    if not out:
        finish("coverage reasons")
    rep = json.loads(out)
    reasons_given(rep)
    endings = rep["endings"]
    # SO-6 (3), the last hero revealed, is left to the stall campaign below (policy_endings): the
    # default campaign's thirty-odd stall games of solo reach it about once, by chance.
    for why in ("IP-6.end_after_round", "IP-6.play_out_town", "SO-6.wounds", "SO-6.tavern"):
        expect(endings.get(why, 0) >= 1, f"no game of the campaign ended by {why} (endings: {endings})")
    # IP-6 is counted in classic only for a game that ended by it (the deck-out end reasons;
    # the safety nets that also cite it fail INV-SAFETY-NET).
    expect(rep["coverage"]["classic"].get("IP-6", 0) >= 1, "no classic game ended by IP-6")
    expect(rep["coverage"]["solo"].get("SO-6", 0) >= 1, "no solo game reached SO-6")
    policy_endings()
    text = output(*cmd, timeout=None)
    never, reasons = rep["never_reached"], rep["never_reached_reasons"]
    for family, ids in sorted(never.items()):
        for rid in ids[:3]:
            line = f"    {rid}"
            expect(rid not in reasons or any(l.startswith(line) and reasons[rid] in l for l in text.splitlines()),
                   f"the text output does not print {rid}'s reason")
    total = sum(len(v) for v in never.values())
    finish(f"coverage reasons: {total} (family, rule) pairs never reached, each with a reason; endings {endings}")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
