#!/usr/bin/env python3
"""No file of the repository refers to work by a tracker number a reader cannot look up.

A reader of the repository has no access to the tracker the project's work was filed in, so
"see the issue" followed by a number tells them nothing: docs, code, comments, help texts,
schemas and figures say what the work was in words ("the second speed round", "the Boss
Monster 2 family", "target 50,000: met"). This check scans every file git tracks (and new
files git does not ignore; every file when ROOT is not a git work tree) for the word issue or
issues followed by a number, also across a line break (a comment or quote marker on the next
line included), with or without a hyphen, underscore or "#" between them (a heading's anchor too), in any
letter case.

A file that really needs such a reference would be listed in ALLOWED with the reason; none
does.

usage: check_issue_refs.py [ROOT]   (default: the repository this script is in)
Exit 0: none; 1: one line per reference (file:line: the line); 2: bad usage.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs"))
from self_contained import tracked_files  # noqa: E402  (the one listing of the repository's files)
from bm_script import repo_root, repo_texts  # noqa: E402

ALLOWED = {}  # path -> why that file must cite a tracker number; empty on purpose
# The word and the number, assembled from pieces so that this file does not match itself.
WORD = r"\b" + "iss" + r"ues?"
# Between them: spaces, "-" or "_"; or a line break, then the next line's indent and comment or
# quote marker (// # > * -- ;).
SEP = r"(?:[ \t_-]+|[ \t]*\r?\n[ \t]*(?:(?://|#|>|\*|--|;)[ \t]*)?)"
REFERENCE = re.compile(WORD + SEP + r"#?[0-9]", re.IGNORECASE)


def references(text):
    """(line number, that line) of each reference in text, in order."""
    found = []
    for m in REFERENCE.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.start())
        found.append((text.count("\n", 0, m.start()) + 1, text[start:end if end >= 0 else len(text)]))
    return found


def main(argv):
    root = repo_root(argv, "check_issue_refs", __doc__.strip().splitlines()[-2])
    if root is None:
        return 2
    hits = 0
    for rel, text in repo_texts(root, tracked_files(root)):
        if rel.replace(os.sep, "/") in ALLOWED:
            continue
        for no, line in references(text):
            hits += 1
            print(f"{rel}:{no}: {line.strip()[:200]}")
    if hits:
        print(f"check_issue_refs: {hits} reference(s) by number to work a reader cannot look up: say what the "
              "work was in words instead (docs/decisions.md)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
