#!/usr/bin/env python3
"""The log format's version is stated once, in engine/include/bm/log/log_writer.hpp (kLogMajor,
kLogMinor, kLogMinorPlain); README.md, docs/log-format.md, docs/validating.md and the schema's
title must say the same. usage: log_version.py SOURCE_DIR"""
import json
import re
import sys
from pathlib import Path

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
hdr = (root / "engine/include/bm/log/log_writer.hpp").read_text()


def const(name):
    m = re.search(r"constexpr int %s = (\d+);" % name, hdr)
    if not m:
        sys.exit("FAIL: %s not found in log_writer.hpp" % name)
    return int(m.group(1))


major, minor, plain = const("kLogMajor"), const("kLogMinor"), const("kLogMinorPlain")
newest, written = "%d.%d" % (major, minor), "%d.%d" % (major, plain)
errors = []


def need(path, text, what):
    if text not in (root / path).read_text():
        errors.append("%s: must say %r (%s)" % (path, text, what))


need("README.md", "format %s" % newest, "the newest log version")
need("docs/log-format.md", "# Action log format, version %d (`bm-log` %s)" % (major, newest), "title")
need("docs/log-format.md", "this page describes **%s**" % newest, "the version the page describes")
need("docs/log-format.md", "bm reads %d.0 to %s" % (major, newest), "what bm reads")
need("docs/validating.md", '`"bm-log"`, `"%s"`' % written, "what a front end writes for a classic log")
title = json.loads((root / "docs/log-v1.schema.json").read_text())["title"]
if "format version %s:" % newest not in title:
    errors.append("docs/log-v1.schema.json: title %r must name format version %s" % (title, newest))
# The header's version: exactly the versions this bm knows (any other is refused).
enum = json.loads((root / "docs/log-v1.schema.json").read_text())["$defs"]["header"]["properties"]["version"].get("enum")
if enum != ["%d.%d" % (major, m) for m in range(0, minor + 1)]:
    errors.append("docs/log-v1.schema.json: header version enum %r must list 1.0 to %s" % (enum, newest))
# The versioning table has one row per minor version up to the newest, and none beyond.
page = (root / "docs/log-format.md").read_text()
rows = sorted(int(m) for m in re.findall(r"^\| %d\.(\d+) \|" % major, page, re.M))
if rows != list(range(0, minor + 1)):
    errors.append("docs/log-format.md: the versioning table has rows %s, expected 1.0 to %s" % (rows, newest))
# No page claims a version this bm does not have.
for path in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
    for m in re.finditer(r"(?:format|bm-log`?|reads \d\.\d to) %d\.(\d+)" % major, path.read_text()):
        if int(m.group(1)) > minor:
            errors.append("%s: %r is newer than the code's %s" % (path.relative_to(root), m.group(0), newest))
for e in errors:
    print("FAIL " + e)
print("log version %s (classic logs written as %s): %s" % (newest, written, "FAILED" if errors else "ok"))
sys.exit(1 if errors else 0)
