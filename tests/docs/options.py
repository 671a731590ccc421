#!/usr/bin/env python3
"""docs.options: the documentation of every ruleset option agrees with the option table.

The option table (kOptionDocs in engine/rules/ruleset.cpp) is the one place that says each
option's interpretation point, rule IDs, readings and their rulebook sources; `bm rules
options --json` prints it. This check reads that JSON and fails when the documents disagree:

1. The table: every option has an IP ID; no two options share one; the readings are not
   empty, and the first reading is the option's default (for its first family).
2. docs/rules/interpretation-points.md: each IP has an entry "### IP-n · <the table's title>"
   whose Options line names "`option` (IP-n)", whose Readings name the table's values in
   order (`absent` for an absent value), whose Default starts with the default, and whose
   Sources line holds every rulebook line a reading cites.
3. docs/rules/*.md: the option's rule IDs are the IP plus exactly the entries whose Options
   line names the option.
4. docs/rulesets.md: the option's row gives the table's rule IDs.

usage: options.py BM SRC      exit 0 agree, 1 disagree (each problem printed)
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import SRC, output, report  # noqa: E402

problems = []


def value_text(v):
    if v is None:
        return "absent"
    if isinstance(v, str):
        return v
    return json.dumps(v, separators=(",", ":"))


def entries():
    """{rule ID: {field: text}} of docs/rules/*.md (outside code fences)."""
    out = {}
    rules_dir = os.path.join(SRC, "docs", "rules")
    for name in sorted(os.listdir(rules_dir)):
        if not name.endswith(".md") or name == "README.md":
            continue
        cur, fenced = None, False
        for line in open(os.path.join(rules_dir, name), encoding="utf-8"):
            line = line.rstrip("\n")
            if line.startswith("```"):
                fenced = not fenced
            if fenced:
                continue
            m = re.match(r"^### (\S+) · (.*)$", line)
            if m:
                cur = out.setdefault(m.group(1), {"title": m.group(2), "file": name})
                continue
            if line.startswith("#"):
                cur = None
            m = re.match(r"^- ([A-Za-z]+): (.*)$", line)
            if cur is not None and m:
                cur[m.group(1)] = m.group(2)
    return out


def check_table(options):
    seen = {}
    for o in options:
        ip = o.get("ip", "")
        if not re.fullmatch(r"IP-[0-9]+", ip):
            problems.append(f"{o['option']}: no interpretation point ID")
        if ip in seen:
            problems.append(f"{o['option']}: {ip} is already {seen[ip]}'s")
        seen[ip] = o["option"]
        if not o["readings"]:
            problems.append(f"{o['option']}: no readings")
        elif o["readings"][0]["value"] != o["default"]:
            problems.append(f"{o['option']}: the first reading {o['readings'][0]['value']!r} is not the default {o['default']!r}")
        if not o["rule_ids"] or o["rule_ids"][0] != ip:
            problems.append(f"{o['option']}: rule_ids {o['rule_ids']} must start with {ip}")


def check_entry(o, e):
    ip, key = o["ip"], o["option"]
    if e["title"] != o["title"]:
        problems.append(f"{ip}: title {e['title']!r} in the docs, {o['title']!r} in the table")
    if f"`{key}` ({ip})" not in e.get("Options", ""):
        problems.append(f"{ip}: the Options line does not name `{key}` ({ip})")
    readings = re.findall(r"(?:^|; )`([^`]+)` —", e.get("Readings", ""))
    want = [value_text(r["value"]) for r in o["readings"]]
    if readings != want:
        problems.append(f"{ip}: Readings name {readings}, the table {want}")
    if not e.get("Default", "").startswith(f"`{value_text(o['default'])}`"):
        problems.append(f"{ip}: Default {e.get('Default', '')[:40]!r} does not start with `{value_text(o['default'])}`")
    sources = e.get("Sources", "")
    for r in o["readings"]:
        for s in r["sources"]:
            for book in re.findall(r"rulebook [0-9]{3}", s):
                if book not in sources:
                    problems.append(f"{ip}: reading {value_text(r['value'])} cites {book}, not in Sources")
            for ln in re.findall(r"l\. [0-9]+(?:-[0-9]+)?", s):
                if ln not in sources:
                    problems.append(f"{ip}: reading {value_text(r['value'])} cites {ln}, not in Sources: {sources[:60]}")


def check_rule_ids(o, docs):
    naming = {rid for rid, e in docs.items() if re.search(rf"`{o['option']}`", e.get("Options", ""))}
    naming.add(o["ip"])
    if naming != set(o["rule_ids"]):
        problems.append(f"{o['option']}: rule_ids {sorted(o['rule_ids'])}, but the entries naming it are {sorted(naming)}")


def check_rulesets_md(options):
    text = open(os.path.join(SRC, "docs", "rulesets.md"), encoding="utf-8").read()
    for o in options:
        rows = [l for l in text.splitlines() if l.startswith(f"| `{o['option']}` |")]
        if not rows:
            problems.append(f"docs/rulesets.md: no row for `{o['option']}`")
            continue
        if not any(" | " + ", ".join(o["rule_ids"]) + " | " in r for r in rows):  # the Options table's row
            problems.append(f"docs/rulesets.md: the row of `{o['option']}` does not give {', '.join(o['rule_ids'])}")


def main():
    out = output("rules", "options", "--json")
    options = json.loads(out)
    check_table(options)
    docs = entries()
    for o in options:
        e = docs.get(o["ip"])
        if e is None:
            problems.append(f"{o['ip']} ({o['option']}): no entry in docs/rules/interpretation-points.md")
            continue
        check_entry(o, e)
        check_rule_ids(o, docs)
    check_rulesets_md(options)
    return report(problems, f"options: {len(options)} options checked")


if __name__ == "__main__":
    sys.exit(main())
