#!/usr/bin/env python3
"""viz.html: `bm viz LOG --html -o page.html` puts the log into the replay viewer
page (one self-contained file; docs/web.md#the-replay-viewer), found through --viewer FILE,
$BM_VIEWER, next to bm or in ../share/bm/ beside it; without one it exits 2 saying how to build
it. The page here is a stand-in with the viewer's log element (the real page, built by the wasm
build, is tested in a browser by tests/web/viewer_test.js).

- the embedded log is exactly the log's text, with every '<' written \\u003c (a log holding
  "</script>" cannot end the element early), and only the log's lines: not the empty lines after
  them;
- exit 0 for a verified log, 1 for a divergent one (the page is written in both), 2 for an
  invalid log (the page is written and says why), no viewer page, a page that is not the
  viewer's, and --html beside the picture options;
- the output is written whole or not at all (no page: nothing written).

usage: viz_html_test.py BM WORKDIR
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import WORK, expect, finish, fresh_workdir, run  # noqa: E402

ELEMENT = '<script id="bm-log" type="application/json">null</script>'
fresh_workdir()
page = os.path.join(WORK, "viewer.html")
with open(page, "w") as f:
    f.write("<!doctype html><html><body><p>viewer</p>" + ELEMENT + "<script>/* app */</script></body></html>")

code, _, err = run("play", "--rules", "super", "--players", "4", "--seed", "11", "--out", "game.jsonl")
expect(code == 0, f"bm play: {err}")
with open(os.path.join(WORK, "game.jsonl")) as f:
    text = f.read()


def embedded(path):
    with open(path) as f:
        html = f.read()
    m = re.search(r'<script id="bm-log" type="application/json">(.*?)</script>', html, re.S)
    expect(m is not None, f"{path}: the log element")
    expect(html.count('id="bm-log"') == 1, f"{path}: one log element")
    expect(html.endswith('<script>/* app */</script></body></html>'), f"{path}: the rest of the page kept")
    return m.group(1) if m else ""


# A verified log: exit 0, the log inside exactly.
code, _, err = run("viz", "game.jsonl", "--html", "-o", "game.html", "--viewer", page)
expect(code == 0, f"verified log: exit {code}: {err}")
raw = embedded(os.path.join(WORK, "game.html"))
expect(json.loads(raw) == {"name": "game.jsonl", "text": text}, "the log's name and text, exactly")

# A log followed by empty lines: the page holds the log's lines, not what follows them (they were
# embedded too: a log and 300 MB of newlines made a 600 MB page).
with open(os.path.join(WORK, "trailing.jsonl"), "w") as f:
    f.write(text + "\n" * 100000)
code, _, err = run("viz", "trailing.jsonl", "--html", "-o", "trailing.html", "--viewer", page)
expect(code == 0, f"a log and empty lines: exit {code}: {err}")
expect(json.loads(embedded(os.path.join(WORK, "trailing.html")))["text"] == text,
       "a log and empty lines: the page holds the log's text, not the empty lines after it")

# A log holding "</script>" (in a player's name of a header field) cannot close the element.
lines = text.splitlines()
header = json.loads(lines[0])
header["ruleset"]["description"] = "</script><script>alert(1)</script>"
hostile = "\n".join([json.dumps(header)] + lines[1:]) + "\n"
with open(os.path.join(WORK, "hostile.jsonl"), "w") as f:
    f.write(hostile)
code, _, err = run("viz", "hostile.jsonl", "--html", "-o", "hostile.html", "--viewer", page)
raw = embedded(os.path.join(WORK, "hostile.html"))
expect("<" not in raw and "\\u003c/script>" in raw, "every '<' of the log is written \\u003c")
expect(json.loads(raw)["text"] == hostile, "the hostile log's text, exactly")

# A divergent log: exit 1, the page written; the message says where.
bad = lines[:]
for k in range(len(bad) - 1, 0, -1):
    j = json.loads(bad[k])
    if j["type"] == "action":
        j["hash"] = "0000000000000000"
        bad[k] = json.dumps(j)
        break
with open(os.path.join(WORK, "bad.jsonl"), "w") as f:
    f.write("\n".join(bad) + "\n")
code, _, err = run("viz", "bad.jsonl", "--html", "-o", "bad.html", "--viewer", page)
expect(code == 1 and f"at line {k + 1}" in err and os.path.exists(os.path.join(WORK, "bad.html")),
       f"divergent log: exit 1, page written, line {k + 1} named: {code} {err}")

# A log that stops mid-game: "incomplete", as bm validate says (exit 1, the page written).
with open(os.path.join(WORK, "cut-short.jsonl"), "w") as f:
    f.write("\n".join(lines[:len(lines) // 2]) + "\n")
code, vout, _ = run("validate", "cut-short.jsonl")
expect(code == 1 and vout.startswith("INCOMPLETE"), f"bm validate calls the short log incomplete: {code} {vout[:80]}")
code, _, err = run("viz", "cut-short.jsonl", "--html", "-o", "short.html", "--viewer", page)
expect(code == 1 and "incomplete" in err and re.search(rf"line {len(lines) // 2}\b", err) and os.path.exists(os.path.join(WORK, "short.html")),
       f"a log that stops mid-game: exit 1, incomplete at line {len(lines) // 2}, page written: {code} {err}")

# An invalid log: exit 2, the page written (it shows why).
with open(os.path.join(WORK, "junk.jsonl"), "w") as f:
    f.write('{"type":"header"\n')
code, _, err = run("viz", "junk.jsonl", "--html", "-o", "junk.html", "--viewer", page)
expect(code == 2 and os.path.exists(os.path.join(WORK, "junk.html")), f"invalid log: exit 2, page written: {code} {err}")

# No viewer page anywhere: exit 2, how to build it, nothing written.
env_viewer = os.environ.pop("BM_VIEWER", None)
code, _, err = run("viz", "game.jsonl", "--html", "-o", "none.html")
expect(code == 2 and "cmake --preset wasm" in err and "--viewer" in err and "BM_VIEWER" in err,
       f"no viewer page: exit 2 saying how to build it: {code} {err}")
expect(not os.path.exists(os.path.join(WORK, "none.html")), "no viewer page: nothing written")
os.environ["BM_VIEWER"] = page
code, _, err = run("viz", "game.jsonl", "--html", "-o", "env.html")
expect(code == 0 and os.path.exists(os.path.join(WORK, "env.html")), f"BM_VIEWER names the page: {code} {err}")
os.environ["BM_VIEWER"] = os.path.join(WORK, "missing.html")
code, _, err = run("viz", "game.jsonl", "--html", "-o", "env2.html")
expect(code == 2 and "BM_VIEWER=" in err, f"BM_VIEWER naming no file: exit 2: {code} {err}")
os.environ.pop("BM_VIEWER")
if env_viewer is not None:
    os.environ["BM_VIEWER"] = env_viewer

# Not a viewer page; --html beside picture options; no -o.
code, _, err = run("viz", "game.jsonl", "--html", "-o", "x.html", "--viewer", "game.jsonl")
expect(code == 2 and "not a bm viewer page" in err, f"a page that is not the viewer's: {code} {err}")
for extra in (["--split", "2"], ["--compare", "game.jsonl"], ["--format", "svg"], ["--json"], ["--source", "log"]):
    code, _, err = run("viz", "game.jsonl", "--html", "-o", "x.html", "--viewer", page, *extra)
    expect(code == 2 and "--html" in err, f"--html with {extra[0]}: exit 2: {code} {err}")
code, _, err = run("viz", "game.jsonl", "--html", "--viewer", page)
expect(code == 2 and "-o PAGE.html" in err, f"--html without -o: exit 2: {code} {err}")
expect(not os.path.exists(os.path.join(WORK, "x.html")), "refused: nothing written")

finish("viz_html_test")
