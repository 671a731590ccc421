#!/usr/bin/env python3
"""Rewrite the "Index by rule ID" table of corpus/README.md from the scenario headers.

Usage: python3 tools/corpus/index.py [SOURCE_DIR]

Each scenario's header names the rules it demonstrates (scenario.rules); the index lists, per
rule ID, every scenario citing it. ctest (tests/corpus/check_scenarios.sh) fails when the
committed table differs from what this script writes, so run it after adding scenarios.
"""
import glob
import json
import os
import re
import sys

ORDER = ["G", "C", "S", "SO", "IP", "BM2"]


def key(rule):
    m = re.match(r"^(G|C|S|SO|IP|BM2)(?:-([A-Z]+))?-([0-9]+)$", rule)
    fam, word, num = m.group(1), m.group(2) or "", int(m.group(3))
    return (ORDER.index(fam), word, num)


def table(src):
    cites = {}
    for path in sorted(glob.glob(os.path.join(src, "corpus/scenarios/*.jsonl"))):
        name = os.path.basename(path)[:-len(".jsonl")]
        header = json.loads(open(path, encoding="utf-8").readline())
        for rule in header["scenario"]["rules"]:
            cites.setdefault(rule, []).append(name)
    rows = ["| rule | scenarios |", "|---|---|"]
    for rule in sorted(cites, key=key):
        links = ", ".join(f"[{n}](scenarios/{n}.jsonl)" for n in sorted(cites[rule]))
        rows.append(f"| {rule} | {links} |")
    return "\n".join(rows)


def main(argv):
    src = argv[1] if len(argv) > 1 else "."
    path = os.path.join(src, "corpus/README.md")
    text = open(path, encoding="utf-8").read()
    start = text.index("## Index by rule ID")
    body_start = text.index("| rule | scenarios |", start)
    end = text.index("\n## ", body_start)
    new = text[:body_start] + table(src) + "\n" + text[end:]
    open(path, "w", encoding="utf-8").write(new)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
