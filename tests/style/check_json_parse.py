#!/usr/bin/env python3
"""One JSON parse entry point (docs/architecture.md "Reading and writing files").

Every JSON text that enters bm is parsed by bm::parse_json_text (engine/core/json_read.cpp),
which refuses nesting deeper than kMaxJsonDepth and a key repeated in one object before it
builds anything. A direct call of nlohmann's parser anywhere else (json::parse, sax_parse,
accept, the binary formats, the _json literal) would skip those limits: bm serve died of a stack
overflow on one deeply nested request line that way. This check refuses any such call in
the product folders (those check_layers.py places in a layer); the entry point itself is the
one file allowed.

usage: check_json_parse.py [ROOT]   (default: the repository this script is in)
Exit 0: none; 1: one line per direct parse (file:line: what); 2: bad usage.
"""
import os
import re
import sys

from check_layers import product_folders

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import repo_root  # noqa: E402

FOLDERS = product_folders()  # every folder of product C++ (check_layers.py's layers)
ALLOWED = {"engine/core/json_read.cpp"}
SOURCE = (".cpp", ".hpp", ".h", ".cc")
# json::parse(, nlohmann::json::parse(, json::sax_parse(, json::accept(, json::from_cbor( ...,
# json::parser and the _json literal.
DIRECT = re.compile(
    r"\bjson\s*::\s*(parse|sax_parse|accept|from_cbor|from_msgpack|from_ubjson|from_bjdata|from_bson)\s*\(|"
    r"\b_json\b|\bjson\s*::\s*parser\b")


def strip_comment(line):
    at = line.find("//")
    return line if at < 0 else line[:at]


def main(argv):
    root = repo_root(argv, "check_json_parse", __doc__.strip().splitlines()[-2])
    if root is None:
        return 2
    found = []
    for folder in FOLDERS:
        for dirpath, _, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if not name.endswith(SOURCE):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                if rel in ALLOWED:
                    continue
                with open(path, encoding="utf-8", errors="replace") as f:
                    for n, line in enumerate(f, 1):
                        m = DIRECT.search(strip_comment(line))
                        if m:
                            found.append(f"{rel}:{n}: direct JSON parse '{m.group(0).strip()}': parse through "
                                         "bm::parse_json_text (bm/core/json_read.hpp), the one entry point with "
                                         "the nesting and duplicate-key limits")
    for f in sorted(found):
        print(f)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
