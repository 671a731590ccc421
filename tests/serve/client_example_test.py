#!/usr/bin/env python3
"""clients/python/example_compare.py agrees with bm on every decision it models, and its
README commands run.

usage: client_example_test.py BM SRC

The example models C-16, IP-2, G-23 and the build rules G-2, G-3, G-5, G-8 (with BM018 and
BM049's exceptions) on its own; over 40 games of each classic preset it must compare
hundreds of decisions and disagree on none. A planted front end that forgets G-8 must be
caught, with bm naming G-8.
"""
import os
import re
import subprocess
import sys

BM, SRC = sys.argv[1], sys.argv[2]
EXAMPLE = os.path.join(SRC, "clients", "python", "example_compare.py")
sys.path.insert(0, os.path.dirname(EXAMPLE))
import example_compare  # noqa: E402
from bmserve import Serve  # noqa: E402


def run(*args):
    out = subprocess.run([sys.executable, EXAMPLE, "--bm", BM, *args], capture_output=True, text=True, timeout=300)
    m = re.search(r"(\d+) games, (\d+) decisions compared, (\d+) not modelled, (\d+) disagreement", out.stdout)
    assert m, out.stdout + out.stderr
    return out.returncode, [int(x) for x in m.groups()], out.stdout


def main():
    for rules, players in [("classic", 2), ("classic-es", 3), ("classic-variants", 4), ("classic-house", 2),
                           ("classic-immortality", 3)]:
        code, (games, compared, _, disagree), text = run("--rules", rules, "--players", str(players), "--games", "40")
        assert code == 0 and games == 40 and disagree == 0 and compared >= 300, (rules, text[-2000:])
    # README's commands (bm given by path).
    for args in (["--games", "3"], ["--rules", "classic-variants", "--players", "4"]):
        code, (games, compared, _, disagree), text = run(*args)
        assert code == 0 and compared > 0, text

    # A front end that forgets G-8 disagrees, and bm's refusal names G-8.
    class ForgetsG8(example_compare.FrontEnd):
        def builds(self, me):
            saved = [dict(d) for d in me["dungeon"]]
            for d in me["dungeon"]:
                d.pop("deactivated", None)
            try:
                return super().builds(me)
            finally:
                me["dungeon"] = saved

    example_compare.FrontEnd = ForgetsG8
    report = {"compared": 0, "not_modelled": 0, "disagreements": [], "games": []}

    class Args:
        rules, players = "classic", 2

    import random
    rng = random.Random(1)
    with Serve(BM) as bm:
        for seed in range(1, 41):
            example_compare.play(bm, Args, seed, rng, report)
    why = [w for d in report["disagreements"] for w in d["bm_refuses_with"]]
    assert why and all(w.startswith("G-8") for w in why), why[:5]
    print(f"ok: the example agrees with bm; the planted front end is refused {len(why)} time(s) with G-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
