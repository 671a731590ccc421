#!/usr/bin/env python3
"""docs/protocol.md#versions is exactly what `bm serve` offers, so nothing is added to the
protocol without a new version.

usage: versions_test.py BM SRC

Reads the versions table (after `<!-- protocol-versions -->`): each row a version and the names
it added (`method`, `method.parameter`, `limits.name`). Asks `bm serve` for its surface: the
handshake's `methods` and `limits`, and each method's parameters (the list its -32602 answer to
an unknown parameter gives). Checks that the union of the rows is that surface, that no name is
added twice, that the versions go up, and that the handshake's `protocol.version` and the
page's title and author's path name the last row's.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import SRC, expect, finish, output  # noqa: E402


def table():
    text = open(f"{SRC}/docs/protocol.md", encoding="utf-8").read()
    rows = []
    lines = text[text.index("<!-- protocol-versions -->"):].splitlines()[1:]
    assert lines[0].startswith("| version |") and lines[1].startswith("|---"), lines[:2]
    for line in lines[2:]:
        if not line.startswith("|"):
            break
        version, added = [c.strip() for c in line.strip("|").split("|")]
        rows.append((version, re.findall(r"`([a-z_]+(?:\.[a-z_]+)?)`", added)))
    return rows


def surface():
    probe = "\u00a7probe"
    requests = [{"jsonrpc": "2.0", "id": 0, "method": "handshake"}]
    hs = json.loads(output("serve", input=json.dumps(requests[0]) + "\n"))["result"]
    names = set(hs["methods"]) | {f"limits.{k}" for k in hs["limits"]}
    lines = [json.dumps({"jsonrpc": "2.0", "id": i, "method": m, "params": {probe: 1}}) for i, m in enumerate(hs["methods"])]
    out = output("serve", input="\n".join(lines) + "\n")
    answers = [json.loads(a) for a in out.splitlines()]
    assert len(answers) == len(lines), out
    for m, a in zip(hs["methods"], answers):
        msg = a["error"]["message"]
        got = re.fullmatch(rf"unknown parameter '{probe}' \(this method takes: (.*)\)", msg)
        assert got, f"{m}: {msg}"
        names |= {f"{m}.{p}" for p in got.group(1).split(", ") if p}
    return hs["protocol"]["version"], names


def main():
    rows = table()
    assert rows, "docs/protocol.md: an empty versions table"
    versions = [tuple(int(x) for x in v.split(".")) for v, _ in rows]
    assert versions == sorted(set(versions)), f"versions out of order: {[v for v, _ in rows]}"
    seen = {}
    for version, names in rows:
        for n in names:
            assert n not in seen, f"{n} is in {seen[n]} and {version}"
            seen[n] = version
    version, offered = surface()
    # The page's other mentions of the current version (its title, the author's path) are this one.
    page = open(f"{SRC}/docs/protocol.md", encoding="utf-8").read()
    mentions = re.findall(r"\(protocol (\d+\.\d+)\)|`protocol\.version` \(`(\d+\.\d+)`", page)
    assert len(mentions) >= 2, mentions
    for m in mentions:
        expect((m[0] or m[1]) == rows[-1][0],
               f"docs/protocol.md names protocol {m[0] or m[1]}, its versions table ends at {rows[-1][0]}")
    documented = set(seen)
    expect(version == rows[-1][0],
           f"bm serve's handshake says protocol {version}, docs/protocol.md#versions ends at {rows[-1][0]}")
    expect(not offered - documented,
           f"bm serve offers what no version added (a new version's row): {sorted(offered - documented)}")
    expect(not documented - offered,
           f"docs/protocol.md#versions names what bm serve does not offer: {sorted(documented - offered)}")
    finish(f"protocol {version}: {len(offered)} names in {len(rows)} versions, as bm serve offers them")


if __name__ == "__main__":
    main()
