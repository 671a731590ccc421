#!/usr/bin/env python3
"""docs.self_contained: no file of the project refers to a path outside the repository.

Usage: self_contained.py [DIR]   (default: the repository holding this script)

Scans every file git tracks in DIR, plus new files git does not ignore (or, when DIR is not a
git work tree, every file under it except .git), for references to the machine the project was
written on or to the material it was given from outside: the absolute work area, the shared
folder beside the repository, and its rules, seeds and card-facts folders (the patterns are
below). Rule text lives in docs/rules/; see docs/rules/README.md.

Exit status: 0 when nothing is found, 1 when something is (each hit is printed as
path:line: text), 2 on bad usage.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import repo_root, repo_texts  # noqa: E402

# The patterns are assembled from pieces so that this file does not match itself.
_W = "/" + "work/"
_S = "shared" + "/"
PATTERN = re.compile(re.escape(_W) + "|" + re.escape("../" + "shared") + "|" + re.escape(_S) + "(?:rules|seeds|cards)")

# The one allowed occurrence: the name of the built-in classic card set. It is data, not a
# reference: the name is part of the card set's canonical JSON, whose hash every log header
# records ("cards": {"hash": ...}), so renaming it would change every committed log. It is
# allowed verbatim, and only in the set, the script that writes it and the cards fuzzer's copy
# of it (docs/cards.md explains it).
FROZEN = "Boss Monster (classic), built-in set from " + _S + "cards/classic"
FROZEN_IN = {"engine/cards/data/classic.json", "tools/cards/csv_to_json.py", "corpus/fuzz/cards_fuzzer/gen-classic.json"}


def tracked_files(root):
    if os.path.exists(os.path.join(root, ".git")):
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], check=True, capture_output=True).stdout
        return sorted(p for p in out.decode("utf-8").split("\0") if p)
    files = []
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if x != ".git"]
        for n in names:
            files.append(os.path.relpath(os.path.join(d, n), root))
    return sorted(files)


def main(argv):
    root = repo_root(argv, "self_contained", __doc__)
    if root is None:
        return 2
    hits = 0
    files = tracked_files(root)
    for rel, text in repo_texts(root, files):
        for no, line in enumerate(text.splitlines(), 1):
            scrubbed = line.replace(FROZEN, "") if rel.replace(os.sep, "/") in FROZEN_IN else line
            if PATTERN.search(scrubbed):
                hits += 1
                print(f"{rel}:{no}: {line.strip()[:200]}")
    print(f"self_contained: {len(files)} files scanned, {hits} reference(s) to paths outside the repository")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
