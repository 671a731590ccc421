#!/usr/bin/env python3
"""The hashes the docs show in log headers and snapshots are the ones bm computes today: every
`ruleset_hash` in README.md and docs/*.md is a preset's (`bm rules list --json`), every
`"cards": {"hash": H, "id": "classic"}` the built-in card set's and every `"board": {"hash": H,
"id": "super"}` the built-in board's, and a table row that names a preset in its first cell shows
that preset's hash (docs/rulesets.md's preset tables), unless the example says it is a log of an older version
(`"version":"1.N"` under the newest, within its object's reach), whose header kept the hash its
ruleset had then. A stale example shows a front end a header bm refuses.
usage: header_hashes.py BM SRC [--planted]
  --planted: also check a small tree with planted stale hashes (each must be reported) and an
             older log's header (which must not be)."""
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

bm, root = sys.argv[1], Path(sys.argv[2])
planted = "--planted" in sys.argv[3:]


def header(*args):
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "h.jsonl"
        subprocess.run([bm, "play", "--seed", "1", "--out", str(out)] + list(args), check=True, capture_output=True)
        return json.loads(out.read_text().splitlines()[0])


presets = {r["hash"]: r["name"] for r in json.loads(subprocess.run([bm, "rules", "list", "--json"], check=True,
                                                                     capture_output=True, text=True).stdout)}
hash_of = {name: h for h, name in presets.items()}
# A table row that names a preset in its first cell and shows a hash: the preset's hash today.
preset_row = re.compile(r"^\| `([\w-]+)` \|.*?`([0-9a-f]{16})`", re.M)
classic, sup = header(), header("--rules", "super", "--players", "2")
newest_minor = int(classic["version"].split(".")[1])
cards = {classic["cards"]["id"]: classic["cards"]["hash"]}
boards = {sup["board"]["id"]: sup["board"]["hash"]}
older = re.compile(r'"version": ?"1\.(\d+)"')


def check(top):
    errors = []
    files = [top / "README.md"] + sorted((top / "docs").rglob("*.md"))
    for path in files:
        text = path.read_text(encoding="utf-8")

        def old_log(at):
            near = text[max(0, at - 3000):at + 3000]
            return any(int(m.group(1)) < newest_minor for m in older.finditer(near))

        def where(at):
            return f"{path.relative_to(top)}:{text.count(chr(10), 0, at) + 1}"

        for m in re.finditer(r'"ruleset_hash": ?"([0-9a-f]{16})"', text):
            if m.group(1) not in presets and not old_log(m.start()):
                errors.append(f"{where(m.start())}: ruleset_hash {m.group(1)} is no preset's today "
                              "(`bm rules list --json` gives each preset's)")
        for m in preset_row.finditer(text):
            want = hash_of.get(m.group(1))
            if want and m.group(2) != want:
                errors.append(f"{where(m.start())}: preset {m.group(1)} shown with hash {m.group(2)}, bm's is {want}")
        for kind, known in (("cards", cards), ("board", boards)):
            for m in re.finditer(r'"%s": ?\{"hash": ?"([0-9a-f]{16})", ?"id": ?"([\w-]+)"\}' % kind, text):
                want = known.get(m.group(2))
                if want and m.group(1) != want and not old_log(m.start()):
                    errors.append(f"{where(m.start())}: {kind} {m.group(2)} hash {m.group(1)}, bm's is {want}")
    return files, errors


files, errors = check(root)
print(f"header_hashes: {len(files)} files read, newest log version 1.{newest_minor}")
if planted:
    with tempfile.TemporaryDirectory() as tmp:
        top = Path(tmp)
        (top / "docs").mkdir()
        (top / "README.md").write_text("nothing here\n")
        stale = "0123456789abcdef"
        (top / "docs" / "stale.md").write_text(
            '{"board":{"hash":"%s","id":"super"},"cards":{"hash":"%s","id":"classic"},"ruleset_hash":"%s",'
            '"type":"header","version":"1.%d"}\n' % (stale, stale, stale, newest_minor)
            + "\n| `classic` | `%s` | a preset table's row |\n" % stale)
        (top / "docs" / "old.md").write_text(
            '{"cards":{"hash":"%s","id":"classic"},"ruleset_hash":"%s","type":"header","version":"1.2"}\n'
            % (stale, stale))
        _, found = check(top)
        want = ["docs/stale.md:1: ruleset_hash", "docs/stale.md:1: cards classic", "docs/stale.md:1: board super",
                "docs/stale.md:3: preset classic"]
        for w in want:
            if not any(f.startswith(w) for f in found):
                errors.append(f"planted: {w} ... was not reported")
        errors += [f"planted: an older log's header was reported: {f}" for f in found if f.startswith("docs/old.md")]
if errors:
    print("\n".join(errors))
    sys.exit(1)
