#!/usr/bin/env python3
"""docs.rule_ids: every rule ID the project cites has one entry in docs/rules/.

Usage: rule_ids.py [DIR]   (default: the repository holding this script)

1. Entries: every "### <ID> · <title>" heading in DIR/docs/rules/*.md (outside code fences) is
   an entry. Each ID has exactly one entry, in the file of its family, and each entry has the
   shape of docs/rules/README.md: "- Statement:", "- Sources:", "- Options:" in that order,
   then optionally "- Readings:", "- Default:", "- Note:", "- Unreached:" (interpretation
   points IP-n need Readings and Default; Unreached starts with one of UNREACHED_KINDS).
2. Citations: every rule ID found in the files under the product folders (those
   tests/style/check_layers.py places in a layer: engine/, replay/, checker/, viz/, fuzz/,
   serve/, validate/, rules_catalog/, steps/, tools/, wasm/), tests/, corpus/ and docs/ (and
   the top-level README.md) must have an entry.

Rule ID shapes (those of the rules digest the IDs come from): G-n, C-n, S-n, S-<WORD>-n
(S-BOARD-n, S-CITY-n, ...), SO-n, BM2-n, IP-n, and the research notes' disagreements Dn. An ID
must stand alone: not glued to a letter, digit or hyphen on either side, so invariant names
(INV-BAIT-STRICT), synthetic card ids (SYN-B01), card ids (BM046), presets (bm2-6p) and
option values are not IDs. A number proposed for a future interpretation point is not a
citation when "proposed" comes right before it ("the proposed IP-15").

3. Names: every file an entry names (a Markdown link, relative to docs/rules/, or a repository
   path in backticks such as `tests/rules/build_test.cpp`) and every scenario it names
   (G-3_advanced-room-any-shared-treasure: corpus/scenarios/<name>.jsonl) exists.
4. With --bm BM: `bm rules explain ID --json` works for every entry and agrees with it (title,
   statement, file), every code, test and scenario place it reports exists, and an ID with no
   entry is refused (exit 2). The catalog in the binary is compiled from these files.

Usage: rule_ids.py [--bm BM] [DIR]

Exit status: 0 when everything holds, 1 otherwise (each problem printed), 2 on bad usage.
"""
import json
import os
import re
import subprocess
import sys

ID_BODY = r"(?:G|C|SO|BM2|IP|S(?:-[A-Z]+)?)-[0-9]+|D[0-9]{1,2}"
CITED = re.compile(r"(?<![A-Za-z0-9_-])(" + ID_BODY + r")(?![A-Za-z0-9_]|-[A-Za-z0-9])")
HEADING = re.compile(r"^### (\S+) · (\S.*)$")
PROPOSED = re.compile(r"proposed\W{0,3}$", re.IGNORECASE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "style"))
from check_layers import product_folders  # noqa: E402  (the one list of product folders)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import report  # noqa: E402

SCANNED = tuple(f + "/" for f in product_folders()) + ("tests/", "corpus/", "docs/", "README.md")
FIELDS = ["Statement", "Sources", "Options", "Readings", "Default", "Note", "Unreached"]
REQUIRED = ["Statement", "Sources", "Options"]
# The kinds of reason a rule is never reached by the default checking campaign (docs/rules/README.md).
UNREACHED_KINDS = ["component", "setup", "refusal", "not-built", "option", "within", "family"]
UNREACHED = re.compile(r"- Unreached: (" + "|".join(UNREACHED_KINDS) + r") — \S")
LINK = re.compile(r"\]\(([^)\s]+)\)")
TICKED = re.compile(r"`([^`\s]+)`")
SCENARIO = re.compile(r"(?<![A-Za-z0-9_/-])((?:G|C|SO|BM2|IP|S(?:-[A-Z]+)?)-[0-9]+_[a-z0-9][A-Za-z0-9_-]*)")


def family_file(rule_id):
    if re.fullmatch(r"G-[0-9]+", rule_id): return "general.md"
    if re.fullmatch(r"C-[0-9]+", rule_id): return "classic.md"
    if re.fullmatch(r"S(?:-[A-Z]+)?-[0-9]+", rule_id): return "super.md"
    if re.fullmatch(r"SO-[0-9]+", rule_id): return "solo.md"
    if re.fullmatch(r"BM2-[0-9]+", rule_id): return "bm2.md"
    if re.fullmatch(r"IP-[0-9]+|D[0-9]{1,2}", rule_id): return "interpretation-points.md"
    return None


def list_files(root):
    if os.path.exists(os.path.join(root, ".git")):
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             check=True, capture_output=True).stdout
        files = [p for p in out.decode("utf-8").split("\0") if p]
    else:
        files = []
        for d, dirs, names in os.walk(root):
            dirs[:] = [x for x in dirs if x != ".git"]
            files += [os.path.relpath(os.path.join(d, n), root).replace(os.sep, "/") for n in names]
    return sorted(f for f in files if f.startswith(SCANNED) and os.path.isfile(os.path.join(root, f)))


def read_text(path):
    with open(path, "rb") as f:
        data = f.read()
    if b"\0" in data:
        return None  # binary: no citations
    return data.decode("utf-8", errors="replace")


def read_entries(root, problems, bodies=None):
    if bodies is None:
        bodies = {}
    rules_dir = os.path.join(root, "docs", "rules")
    entries = {}
    if not os.path.isdir(rules_dir):
        problems.append("docs/rules/: missing")
        return entries
    for name in sorted(os.listdir(rules_dir)):
        if not name.endswith(".md"):
            continue
        rel = "docs/rules/" + name
        lines = read_text(os.path.join(rules_dir, name)).splitlines()
        fenced = False
        current = None  # (id, line number, fields seen)
        def close():
            if current is None:
                return
            rid, no, seen = current
            order = [FIELDS.index(f) for f in seen]
            if seen[:3] != REQUIRED:
                problems.append(f"{rel}:{no}: {rid}: the entry must start with - Statement:, - Sources:, - Options: (has {', '.join(seen) or 'nothing'})")
            elif order != sorted(order) or len(set(seen)) != len(seen):
                problems.append(f"{rel}:{no}: {rid}: fields out of order or repeated: {', '.join(seen)}")
            if rid.startswith("IP-") and not {"Readings", "Default"} <= set(seen):
                problems.append(f"{rel}:{no}: {rid}: an interpretation point needs - Readings: and - Default:")
        for no, line in enumerate(lines, 1):
            if line.startswith("```"):
                fenced = not fenced
                continue
            if fenced:
                continue
            if line.startswith("#"):
                close()
                current = None
            if line.startswith("### "):
                m = HEADING.match(line)
                if not m or not re.fullmatch(ID_BODY, m.group(1)):
                    problems.append(f"{rel}:{no}: a ### heading must be '### <rule ID> · <title>': {line}")
                    continue
                rid = m.group(1)
                if rid in entries:
                    problems.append(f"{rel}:{no}: {rid} has a second entry (first: {entries[rid]})")
                else:
                    entries[rid] = f"{rel}:{no}"
                want = family_file(rid)
                if want != name:
                    problems.append(f"{rel}:{no}: {rid} belongs in docs/rules/{want}")
                current = (rid, no, [])
                continue
            if current is not None and line.startswith("- "):
                bodies.setdefault(current[0], []).append((rel, no, line))
                m = re.match(r"- ([A-Za-z]+): \S", line)
                if not m or m.group(1) not in FIELDS:
                    problems.append(f"{rel}:{no}: {current[0]}: unknown entry line: {line[:80]}")
                elif m.group(1) == "Unreached" and not UNREACHED.match(line):
                    problems.append(f"{rel}:{no}: {current[0]}: - Unreached: must start with one of "
                                    f"{', '.join(UNREACHED_KINDS)} and ' — ': {line[:80]}")
                else:
                    current[2].append(m.group(1))
        close()
    return entries


def check_names(root, bodies, problems):
    """Every file and scenario an entry names exists."""
    for rid, lines in bodies.items():
        for rel, no, line in lines:
            for target in LINK.findall(line):
                path = target.split("#", 1)[0]
                if not path or re.match(r"^[a-z]+:", path):
                    continue
                if not os.path.exists(os.path.normpath(os.path.join(root, "docs", "rules", path))):
                    problems.append(f"{rel}:{no}: {rid} links to {path}, which does not exist")
            for token in TICKED.findall(line):
                if "/" in token and not token.startswith("//") and re.fullmatch(r"[A-Za-z0-9_.\-/]+", token):
                    if not os.path.exists(os.path.join(root, token)):
                        problems.append(f"{rel}:{no}: {rid} names {token}, which does not exist")
            for name in SCENARIO.findall(line):
                name = name[:-len(".jsonl")] if name.endswith(".jsonl") else name
                if not os.path.isfile(os.path.join(root, "corpus", "scenarios", name + ".jsonl")):
                    problems.append(f"{rel}:{no}: {rid} names scenario {name}, which is not in corpus/scenarios/")


def check_explain(bm, root, entries, problems):
    """bm rules explain ID --json for every entry: the binary's catalog agrees with docs/rules/."""
    for rid in sorted(entries):
        run = subprocess.run([bm, "rules", "explain", rid, "--json"], capture_output=True, text=True)
        if run.returncode != 0:
            problems.append(f"bm rules explain {rid}: exit {run.returncode}: {run.stderr.strip()[:200]}")
            continue
        got = json.loads(run.stdout)
        where = entries[rid].split(":")[0]
        if got.get("id") != rid or got.get("file") != where or not got.get("statement") or not got.get("title"):
            problems.append(f"bm rules explain {rid}: id, file, title or statement disagree with {entries[rid]}")
        for kind in ("code", "tests"):
            for place in got.get(kind, []):
                if not os.path.isfile(os.path.join(root, place["file"])):
                    problems.append(f"bm rules explain {rid}: {kind} file {place['file']} does not exist")
        for name in got.get("scenarios", []):
            if not os.path.isfile(os.path.join(root, "corpus", "scenarios", name + ".jsonl")):
                problems.append(f"bm rules explain {rid}: scenario {name} does not exist")
    run = subprocess.run([bm, "rules", "explain", "G-" + "999"], capture_output=True, text=True)
    if run.returncode != 2 or "no rule" not in run.stderr:
        problems.append(f"bm rules explain of an unknown ID: exit {run.returncode} (want 2, 'no rule ...')")


def main(argv):
    bm = None
    if len(argv) > 2 and argv[1] == "--bm":
        bm = argv[2]
        argv = [argv[0]] + argv[3:]
    if len(argv) > 2 or (len(argv) == 2 and argv[1].startswith("-")):
        print(__doc__, file=sys.stderr)
        return 2
    root = argv[1] if len(argv) == 2 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    problems = []
    bodies = {}
    entries = read_entries(root, problems, bodies)
    check_names(root, bodies, problems)
    if bm:
        check_explain(bm, root, entries, problems)
    unknown = {}
    files = list_files(root)
    cites = 0
    for rel in files:
        text = read_text(os.path.join(root, rel))
        if text is None:
            continue
        for no, line in enumerate(text.splitlines(), 1):
            for m in CITED.finditer(line):
                if PROPOSED.search(line[:m.start()]):
                    continue
                cites += 1
                if m.group(1) not in entries:
                    unknown.setdefault(m.group(1), []).append(f"{rel}:{no}")
    for rid in sorted(unknown):
        where = unknown[rid]
        more = f" (and {len(where) - 3} more)" if len(where) > 3 else ""
        problems.append(f"{rid}: cited but has no entry in docs/rules/: {', '.join(where[:3])}{more}")
    return report(problems, f"rule_ids: {len(entries)} entries, {cites} citations in {len(files)} files")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
