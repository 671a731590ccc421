#!/usr/bin/env python3
"""The example transcript of docs/protocol.md is what `bm serve` answers (examples are tests).

usage: transcript_test.py BM SRC

Takes the code block after `<!-- transcript -->`, sends every `→` line to one `bm serve`
process and compares each answer with the `←` line after it: equal JSON, where the string
"…" in the page stands for any value. Also checks there is one answer per request line.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import SRC, expect, finish, output  # noqa: E402

ELIDED = "…"


def transcript(path):
    text = open(path, encoding="utf-8").read()
    start = text.index("<!-- transcript -->")
    block = text[text.index("```\n", start) + 4:]
    block = block[: block.index("```")]
    sent, expected = [], []
    for line in block.splitlines():
        if line.startswith("→ "):
            sent.append(line[2:])
        elif line.startswith("← "):
            expected.append(json.loads(line[2:]))
        elif line.strip():
            raise SystemExit(f"transcript: a line that is neither → nor ←: {line[:80]}")
    return sent, expected


def matches(want, got, where):
    if want == ELIDED:
        return []
    if isinstance(want, dict) and isinstance(got, dict):
        if set(want) != set(got):
            return [f"{where}: keys {sorted(want)} in the page, {sorted(got)} from bm serve"]
        return [p for k in want for p in matches(want[k], got[k], f"{where}.{k}")]
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        return [p for i, (w, g) in enumerate(zip(want, got)) for p in matches(w, g, f"{where}[{i}]")]
    return [] if want == got else [f"{where}: {json.dumps(want)[:200]} in the page, {json.dumps(got)[:200]} from bm serve"]


def main():
    sent, expected = transcript(os.path.join(SRC, "docs", "protocol.md"))
    assert len(sent) == len(expected) and len(sent) >= 10, (len(sent), len(expected))
    got = [json.loads(x) for x in output("serve", input="".join(s + "\n" for s in sent), timeout=60).splitlines()]
    expect(len(got) == len(expected), f"{len(got)} answers for {len(expected)} requests")
    for i, (w, g) in enumerate(zip(expected, got)):
        for p in matches(w, g, f"answer {i + 1}"):
            expect(False, p)
    finish(f"the transcript's {len(sent)} requests")


if __name__ == "__main__":
    main()
