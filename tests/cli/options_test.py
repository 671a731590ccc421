#!/usr/bin/env python3
"""Every subcommand refuses an unknown option, and every listing speaks JSON.

The commands come from the program itself (`bm --help`), their subcommands and listing forms
from each command's usage lines (`bm help CMD`), so a new command or subcommand is covered the
day it is added: `CMD [SUB] --bogus` must exit 2 naming the option, and every usage form that
offers `[--json]` must print valid, non-empty JSON with exit 0.

usage: options_test.py BM
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import expect, finish, run as run_bm  # noqa: E402


def run(args):
    return run_bm(*args, timeout=120)


def commands():
    _, out, _ = run(["--help"])
    block = out.split("commands:", 1)[1].split("\n\n", 1)[0]
    return [line.split()[0] for line in block.splitlines() if line.startswith("  ") and line.strip()]


def usage_forms(cmd):
    """The token lists of the usage lines of `bm help CMD`: ['rules', 'list', '[--json]'], ..."""
    _, out, _ = run(["help", cmd])
    forms = []
    for line in out.splitlines():
        m = re.match(r"^(?:usage:|\s{7})\s*bm (\S.*)$", line)
        if not m or not m.group(1).startswith(cmd):
            continue
        forms.append(re.split(r"\s{2,}", m.group(1))[0].split())  # drop the trailing comment
    return forms


def prefix(form):
    """The literal words of a usage form: the command, a subcommand, a flag like --list."""
    words = []
    for tok in form:
        if tok.startswith("[") or tok == "[options]" or re.match(r"^[A-Z]", tok):
            break
        if tok.startswith("-") and len(words) > 1:
            break
        words.append(tok)
    return words


cmds = commands()
assert len(cmds) >= 8 and "check" in cmds and "cards" in cmds, cmds
checked_bogus, checked_json = 0, 0
for cmd in cmds:
    forms = usage_forms(cmd)
    if not expect(forms, f"bm help {cmd}: no usage line"):
        continue
    prefixes = {tuple(prefix(f)) for f in forms}
    for pre in sorted(prefixes):
        code, _, err = run(list(pre) + ["--bogus"])
        checked_bogus += 1
        expect(code == 2 and "--bogus" in err, f"bm {' '.join(pre)} --bogus: exit {code}, stderr {err.strip()[:120]!r} (want exit 2 naming it)")
    for f in forms:
        if "[--json]" not in f:
            continue
        pre = prefix(f)
        if any(re.match(r"^[A-Z]", t) for t in f[: f.index("[--json]")]):
            continue  # needs an input (fuzz log INPUT): not a listing
        code, out, err = run(pre + ["--json"])
        checked_json += 1
        try:
            data = json.loads(out)
            expect(data, f"bm {' '.join(pre)} --json: empty")
        except ValueError as e:
            expect(False, f"bm {' '.join(pre)} --json: not JSON ({e}); exit {code}; {out[:80]!r}")
        expect(code == 0, f"bm {' '.join(pre)} --json: exit {code}: {err.strip()[:120]}")

# The listings every --json promise covers must be among those checked.
for must in (["check", "--list"], ["cards", "abilities"], ["fuzz", "targets"], ["rules", "list"], ["cards", "list"]):
    code, out, _ = run(must + ["--json"])
    try:
        json.loads(out)
    except ValueError:
        expect(False, f"bm {' '.join(must)} --json: not JSON")
# The subcommands once found taking --bogus, whatever their usage lines say.
for must in (["cards", "list"], ["rules", "list"], ["fuzz", "targets"]):
    code, _, err = run(must + ["--bogus"])
    expect(code == 2 and "--bogus" in err, f"bm {' '.join(must)} --bogus: exit {code} (want exit 2 naming it)")
# Plain listings are not JSON.
code, out, _ = run(["check", "--list"])
expect(code == 0 and not out.lstrip().startswith("["), "bm check --list: should print the text catalog")

finish(f"options: {checked_bogus} --bogus forms, {checked_json} --json listings")
