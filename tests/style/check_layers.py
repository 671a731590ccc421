#!/usr/bin/env python3
"""Layering check (docs/architecture.md "Layers").

Every folder that holds C++ belongs to a layer; a file may include headers of its own layer or
of a lower one, never of a higher one, and never another folder's private headers:

  0 core                      engine/core
  1 rules, cards, board       engine/rules, engine/cards, engine/board
  2 game, abilities, state    engine/game, engine/abilities, engine/state
  3 log, play                 engine/log, engine/play
  4 replay, checker           replay, checker
  5 libraries                 viz, fuzz, serve (bm serve's library: the engine's public API
                              only; the serve fuzzer of fuzz/targets/ feeds it), validate
                              (bm validate's core), rules_catalog (bm rules explain's catalog)
  6 steps                     steps (the replay viewer's steps: serve's views, viz's rows, the
                              rules catalog)
  7 programs                  tools (the bm program, the benchmarks), wasm (the WebAssembly
                              referee's bindings)

tools/ holds programs and scripts only: no file outside tools/ (and the tests, which are not
checked) includes a tools/ file, wasm/ on the same layer included. A C++ file in a folder this
list does not name is a violation too, so a new folder is placed in a layer before it is used.
The tests (tests/) may include anything and are not checked; build trees (a folder holding
CMakeCache.txt) and hidden folders are skipped.

Public headers, what other code may use, live under <component>/include/bm/<name>/ (engine,
replay, checker, viz, serve, validate, rules_catalog, steps) and are included as
"bm/<name>/x.hpp". Every other header of those components is private to its component; a
public header never includes a private one. A few private headers (PRIVATE below) are narrower
still: only the folders named with them may include them.

The other style checks (check_function_length.py, check_json_parse.py) and the rule-ID check
(tests/docs/rule_ids.py) walk product_folders() of this list.

usage: check_layers.py [ROOT]   (default: the repository this script is in)
Exit 0: no violation; 1: violations, one line each (file:line: what and why); 2: bad usage.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import report  # noqa: E402

LAYERS = [
    ("core", ["engine/core"]),
    ("rules/cards/board", ["engine/rules", "engine/cards", "engine/board"]),
    ("game/abilities/state", ["engine/game", "engine/abilities", "engine/state"]),
    ("log/play", ["engine/log", "engine/play"]),
    ("replay/checker", ["replay", "checker"]),
    ("libraries", ["viz", "fuzz", "serve", "validate", "rules_catalog"]),
    ("steps", ["steps"]),
    ("programs", ["tools", "wasm"]),
]
# The folder of programs and scripts: nothing outside it includes its files.
PROGRAMS = "tools"
# Folders that hold C++ but are not product code: not checked.
UNCHECKED = ["tests"]
# header (relative to the repository) -> folders allowed to include it
PRIVATE = {
    "engine/game/internal.hpp": ["engine/game", "engine/abilities"],
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SOURCE = (".cpp", ".hpp", ".h", ".cc")

COMPONENTS = ["engine", "replay", "checker", "viz", "serve", "validate", "rules_catalog", "steps"]
PUBLIC_ROOTS = [c + "/include" for c in COMPONENTS]
PUBLIC_HEADER = re.compile(r"(" + "|".join(COMPONENTS) + r")/include/bm/([^/]+)/")


def product_folders():
    """The top-level folders of product C++ code, in layer order (each named once)."""
    out = []
    for _, folders in LAYERS:
        for f in folders:
            top = f.split("/")[0]
            if top not in out:
                out.append(top)
    return out


def layer_of(path):
    m = PUBLIC_HEADER.match(path)
    if m:
        path = (m.group(1) + "/" + m.group(2)) if m.group(1) == "engine" else m.group(1)
    for i, (_, folders) in enumerate(LAYERS):
        for f in folders:
            if path == f or path.startswith(f + "/"):
                return i
    return None


def resolve(root, including, inc):
    """The repository path an #include "inc" names: next to the file, under a public include
    root, under engine/ (the engine's own include root) or under the repository root."""
    for base in [os.path.dirname(including)] + PUBLIC_ROOTS + ["engine", ""]:
        cand = os.path.normpath(os.path.join(base, inc))
        if os.path.isfile(os.path.join(root, cand)):
            return cand
    return None


def sources(root):
    """Every C++ file of the tree (relative paths, sorted) outside the tests, build trees and
    hidden folders."""
    out = []
    for dirpath, dirs, files in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        keep = []
        for d in sorted(dirs):
            sub = os.path.normpath(os.path.join(rel_dir, d))
            if d.startswith(".") or sub in UNCHECKED or os.path.isfile(os.path.join(dirpath, d, "CMakeCache.txt")):
                continue
            keep.append(d)
        dirs[:] = keep
        out += [os.path.normpath(os.path.join(rel_dir, n)) for n in files if n.endswith(SOURCE)]
    return sorted(out)


def include_problem(rel, mine, target):
    """What is wrong with file rel (layer mine) including target, or None."""
    owner = next((c for c in COMPONENTS if target.startswith(c + "/")), None)
    public = any(target.startswith(r + "/") for r in PUBLIC_ROOTS)
    if target.startswith(PROGRAMS + "/") and not rel.startswith(PROGRAMS + "/"):
        return (f"includes {target}: {PROGRAMS}/ holds programs and scripts, and nothing outside it includes "
                f"their files (a library a program shares belongs in its own folder with public headers)")
    if owner and not public and not rel.startswith(owner + "/"):
        return f"includes {target}, private to {owner}/ (public headers: {owner}/include/bm/)"
    if owner and not public and any(rel.startswith(r + "/") for r in PUBLIC_ROOTS):
        return f"public header includes {target}, private to {owner}/"
    if target in PRIVATE and not any(rel.startswith(f + "/") for f in PRIVATE[target]):
        return f"includes {target}, private to {', '.join(PRIVATE[target])}"
    theirs = layer_of(target)
    if theirs is not None and theirs > mine:
        return (f"includes {target} ({LAYERS[theirs][0]}, layer {theirs}) from {LAYERS[mine][0]} (layer {mine}): "
                f"a lower layer must not depend on a higher one")
    return None


def main():
    if len(sys.argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = sys.argv[1] if len(sys.argv) == 2 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if not os.path.isdir(os.path.join(root, "engine")):
        print(f"check_layers: {root} has no engine/ folder", file=sys.stderr)
        return 2
    bad = []
    checked = 0
    for rel in sources(root):
        mine = layer_of(rel)
        if mine is None:
            bad.append(f"{rel}:1: C++ in a folder no layer names: place {os.path.dirname(rel) or '.'}/ in a layer "
                       f"(tests/style/check_layers.py LAYERS, docs/architecture.md \"Layers\")")
            continue
        checked += 1
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as fh:
            for n, line in enumerate(fh, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                target = resolve(root, rel, m.group(1))
                if target is None:
                    continue  # a generated file or a system header in quotes
                problem = include_problem(rel, mine, target)
                if problem:
                    bad.append(f"{rel}:{n}: {problem}")
    return report(bad, f"check_layers: {checked} files")


if __name__ == "__main__":
    sys.exit(main())
