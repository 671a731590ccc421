#!/usr/bin/env python3
"""Function-length check (docs/architecture.md "Functions longer than 80 lines").

No function (or lambda-free function body as Universal Ctags sees it) in a product folder
(every folder check_layers.py places in a layer: engine/, replay/, checker/, viz/, fuzz/,
serve/, validate/, rules_catalog/, steps/, tools/, wasm/) may be longer than 80 lines, unless
docs/architecture.md names it in the table under the heading "Functions longer than 80 lines"
with the reason.
An exemption that no longer matches a long function is reported too, so the table stays true.

usage: check_function_length.py [ROOT]   (default: the repository this script is in)
Exit 0: fine; 1: violations (one line each); 2: bad usage or ctags missing.
"""
import os
import re
import shutil
import subprocess
import sys

from check_layers import product_folders

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import report  # noqa: E402

LIMIT = 80
FOLDERS = product_folders()
HEADING = "Functions longer than 80 lines"
ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|\s*$")


def exemptions(root):
    """{(path, function): reason} from the architecture document's table."""
    out = {}
    path = os.path.join(root, "docs", "architecture.md")
    if not os.path.isfile(path):
        return out
    inside = False
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#"):
                inside = HEADING in line
                continue
            m = ROW.match(line) if inside else None
            if m and m.group(3).strip("- "):
                out[(m.group(1), m.group(2))] = m.group(3)
    return out


def long_functions(root):
    ctags = shutil.which("ctags")
    if not ctags:
        print("check_function_length: Universal Ctags (ctags) is not installed", file=sys.stderr)
        sys.exit(2)
    folders = [f for f in FOLDERS if os.path.isdir(os.path.join(root, f))]
    res = subprocess.run([ctags, "-R", "--languages=C++", "--kinds-C++=f", "--fields=+ne", "-o", "-"] + folders,
                         cwd=root, capture_output=True, text=True, check=True)
    found = []
    for line in res.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) < 4:
            continue
        fields = dict(p.split(":", 1) for p in parts[3:] if ":" in p)
        if "line" not in fields or "end" not in fields:
            continue
        length = int(fields["end"]) - int(fields["line"]) + 1
        if length > LIMIT:
            found.append((parts[1], parts[0], length, int(fields["line"])))
    return sorted(found)


def main():
    if len(sys.argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = sys.argv[1] if len(sys.argv) == 2 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    allowed = exemptions(root)
    bad = []
    seen = set()
    for path, name, length, line in long_functions(root):
        if (path, name) in allowed:
            seen.add((path, name))
            continue
        bad.append(f"{path}:{line}: {name} is {length} lines (limit {LIMIT}); split it, or name it with the reason "
                   f"in docs/architecture.md under \"{HEADING}\"")
    for key in sorted(set(allowed) - seen):
        bad.append(f"docs/architecture.md: exemption for {key[0]} {key[1]} matches no function over {LIMIT} lines; remove it")
    return report(bad, "check_function_length")


if __name__ == "__main__":
    sys.exit(main())
