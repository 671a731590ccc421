#!/usr/bin/env python3
"""A 100 KB argument is never echoed whole: every refusal that quotes an argument (a command or
option name and its did-you-mean, a preset, --family, a rule ID for `rules explain`, --color,
--set, a number, a file name) shows at most about 200 bytes of it, an ellipsis and its length
("… (100000 bytes)"), through the one error printer (terminal_message, engine/core/text_escape).
Before, each of these messages held the whole argument (100 KB on the terminal).

Three forms of the argument: one word, words with spaces (not one word of the message), and
two-byte UTF-8 characters (cut between characters, never inside one).

usage: long_argument_test.py BM
"""
import re
import subprocess
import sys

BM = sys.argv[1]
N = 100000
FORMS = {"word": "x" * N, "spaces": ("ab " * N)[:N], "utf8": "\u00e9" * (N // 2)}
MAX_ERR = 1500  # bytes of standard error: the message around the shortened argument
MARK = re.compile(r"… \(10000\d bytes\)")  # the argument (and a "--" before it) shortened

# (arguments, exit code, whether the message must quote the argument, shortened)
CASES = [
    (["ARG"], 2, True),
    (["help", "ARG"], 2, True),
    (["--color", "ARG"], 2, True),
    (["play", "--color", "ARG"], 2, True),
    (["play", "--ARG"], 2, True),
    (["play", "--rules", "ARG"], 2, True),
    (["play", "--seed", "ARG"], 2, True),
    (["play", "--players", "ARG"], 2, True),
    (["play", "--set", "ARG"], 2, False),
    (["play", "--set", "max_rounds=ARG"], 2, False),
    (["play", "--out", "ARG/x.jsonl"], 4, False),
    (["rules", "ARG"], 2, True),
    (["rules", "explain", "ARG"], 2, True),
    (["rules", "ids", "--family", "ARG"], 2, True),
    (["cards", "ARG"], 2, True),
    (["cards", "show", "ARG"], 2, True),
    (["log", "ARG"], 2, False),
    (["log", "cut", "ARG", "--from", "1", "-o", "out.jsonl"], 2, False),
    (["replay", "ARG"], 2, False),
    (["replay", "ARG", "--minimize", "-o", "out.jsonl"], 2, False),
    (["validate", "ARG"], 2, False),
    (["viz", "ARG"], 2, False),
    (["viz", "g.jsonl", "--rounds", "ARG"], 2, True),
    (["viz", "g.jsonl", "--format", "ARG"], 2, True),
    (["fuzz", "ARG"], 2, True),
    (["completion", "ARG"], 2, True),
    (["man", "ARG"], 2, True),
    (["conformance", "ARG"], 2, False),
    (["compare", "ARG"], 2, False),
    (["bench", "--rules", "ARG"], 2, True),
    (["check", "--rules", "ARG"], 2, True),
    (["serve", "--ARG"], 2, True),
]

failed = []
for args, want_rc, quotes in CASES:
    for form, value in FORMS.items():
        argv = [a.replace("ARG", value) for a in args]
        p = subprocess.run([BM] + argv, capture_output=True, timeout=120, stdin=subprocess.DEVNULL)
        err = p.stderr.decode("utf-8", "strict") if p.stderr else ""
        shown = " ".join(args)
        ok = p.returncode == want_rc and 0 < len(p.stderr) <= MAX_ERR
        # A quoted argument says its length (the one-word form may be quoted inside a longer word).
        if quotes and form != "word":
            ok = ok and MARK.search(err) is not None
        print(("PASS" if ok else "FAIL") + f": bm {shown} ({form}): exit {p.returncode}, "
              f"{len(p.stderr)} bytes of stderr: {err[:120]!r}")
        if not ok:
            failed.append(f"{shown} ({form})")
if failed:
    print(f"{len(failed)} failed: {failed}")
    sys.exit(1)
print(f"all {len(CASES) * len(FORMS)} refusals quote at most about 200 bytes of the argument")
