#!/usr/bin/env python3
"""Layering check (issue 19, docs/architecture.md "Layers").

Every product folder belongs to a layer; a file may include headers of its own layer or of a
lower one, never of a higher one, and never another folder's private headers:

  0 core                      engine/core
  1 rules, cards, board       engine/rules, engine/cards, engine/board
  2 game, abilities, state    engine/game, engine/abilities, engine/state
  3 log, play                 engine/log, engine/play
  4 replay, checker           replay, checker
  5 viz, fuzz, serve          viz, fuzz, tools/serve (bm serve's library: the engine's public
                              API only; the serve fuzzer of fuzz/targets/ feeds it)
  6 tools                     tools, wasm (the WebAssembly referee's bindings), steps (the
                              replay viewer's steps: serve's views, viz's rows, the rules catalog)

Public headers, what other code may use, live under <component>/include/bm/<layer>/ (engine,
replay, checker, viz) and are included as "bm/<layer>/x.hpp". Every other header of engine/,
replay/, checker/ and viz/ is private to its component; a public header never includes a
private one. A few private headers (PRIVATE below) are narrower still: only the folders named
with them may include them.

usage: check_layers.py [ROOT]   (default: the repository this script is in)
Exit 0: no violation; 1: violations, one line each (file:line: what and why); 2: bad usage.
"""
import os
import re
import sys

LAYERS = [
    ("core", ["engine/core"]),
    ("rules/cards/board", ["engine/rules", "engine/cards", "engine/board"]),
    ("game/abilities/state", ["engine/game", "engine/abilities", "engine/state"]),
    ("log/play", ["engine/log", "engine/play"]),
    ("replay/checker", ["replay", "checker"]),
    ("viz/fuzz/serve", ["viz", "fuzz", "tools/serve"]),
    ("tools", ["tools", "wasm", "steps"]),
]
# header (relative to the repository) -> folders allowed to include it
PRIVATE = {
    "engine/game/internal.hpp": ["engine/game", "engine/abilities"],
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SOURCE = (".cpp", ".hpp", ".h", ".cc")


PUBLIC_ROOTS = ["engine/include", "replay/include", "checker/include", "viz/include", "steps/include"]
COMPONENTS = ["engine", "replay", "checker", "viz"]


def layer_of(path):
    m = re.match(r"(engine|replay|checker|viz)/include/bm/([^/]+)/", path)
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
    for top in ("engine", "replay", "checker", "viz", "fuzz", "tools", "wasm"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith(SOURCE):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                mine = layer_of(rel)
                if mine is None:
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
                        owner = next((c for c in COMPONENTS if target.startswith(c + "/")), None)
                        public = any(target.startswith(r + "/") for r in PUBLIC_ROOTS)
                        if owner and not public and not rel.startswith(owner + "/"):
                            bad.append(f"{rel}:{n}: includes {target}, private to {owner}/ (public headers: {owner}/include/bm/)")
                            continue
                        if owner and not public and any(rel.startswith(r + "/") for r in PUBLIC_ROOTS):
                            bad.append(f"{rel}:{n}: public header includes {target}, private to {owner}/")
                            continue
                        if target in PRIVATE and not any(rel.startswith(f + "/") for f in PRIVATE[target]):
                            bad.append(f"{rel}:{n}: includes {target}, private to {', '.join(PRIVATE[target])}")
                            continue
                        theirs = layer_of(target)
                        if theirs is not None and theirs > mine:
                            bad.append(f"{rel}:{n}: includes {target} ({LAYERS[theirs][0]}, layer {theirs}) "
                                       f"from {LAYERS[mine][0]} (layer {mine}): a lower layer must not depend on a higher one")
    for b in bad:
        print(b)
    print(f"check_layers: {checked} files, {len(bad)} violation(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
