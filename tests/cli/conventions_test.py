#!/usr/bin/env python3
"""Command-line conventions, end to end.

1. "Did you mean": a misspelt command, option, preset, ruleset option or value, rule ID, card
   id, policy, subcommand and bm serve method each gets the nearest known name.
2. bm rules ids [--family F], bm rules search WORDS, bm rules explain OPTION.
3. bm validate DIR (its *.jsonl, recursively, sorted); an invalid log's reason on stdout too.
4. -q/--quiet on every command, --color=auto|always|never and NO_COLOR, --log on validate (the
   old --logs still works and says it is deprecated), help placeholders (never `arg`),
   bm help help.
5. Shell completions and man pages: generated from the help texts and agreeing with them; the
   bash completion completes a subcommand and an option in a scripted bash.

usage: conventions_test.py BM WORKDIR
"""
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import BM, WORK, expect, finish, fresh_workdir, run  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python"))
from protocol_table import METHOD_NOT_FOUND  # noqa: E402

fresh_workdir()


def commands():
    _, out, _ = run("--help")
    block = out.split("commands:", 1)[1].split("\n\n", 1)[0]
    return [line.split()[0] for line in block.splitlines() if line.startswith("  ") and line.strip()]


CMDS = commands()

# 1. Did you mean ------------------------------------------------------------------------------
for args, want in [
    (["replya"], "did you mean 'replay'?"),
    (["help", "vaildate"], "did you mean 'validate'?"),
    (["play", "--sed", "3"], "did you mean '--seed'?"),
    (["play", "--rules", "clasic"], "did you mean 'classic'?"),
    (["play", "--set", "deth_threshold=exceeds"], "did you mean 'death_threshold'?"),
    (["play", "--set", "death_threshold=exceds"], "did you mean 'exceeds'?"),
    (["play", "--policy", "randon"], "did you mean 'random'?"),
    (["rules", "explain", "G10"], "did you mean 'G-10'?"),
    (["rules", "explian", "G-10"], "did you mean 'explain'?"),
    (["cards", "show", "BM27"], "did you mean 'BM027'?"),
    (["cards", "lsit"], "did you mean 'list'?"),
    (["rules", "ids", "--family", "sol"], "did you mean 'solo'?"),
    (["completion", "bsh"], "did you mean 'bash'?"),
]:
    code, out, err = run(*args)
    expect(code == 2 and want in err, f"bm {' '.join(args)}: exit {code}, stderr {err.strip()[:160]!r} (want exit 2, {want!r})")
# Nothing is suggested for a word that is not near any name.
code, _, err = run("frobnicate")
expect(code == 2 and "did you mean" not in err, f"bm frobnicate: {err.strip()!r}")
# bm serve: a misspelt method.
code, out, _ = run("serve", input='{"jsonrpc":"2.0","id":1,"method":"aply","params":{}}\n', timeout=300)
answer = json.loads(out.splitlines()[0]) if out.strip() else {}
expect(answer.get("error", {}).get("code") == METHOD_NOT_FOUND and "did you mean 'apply'?" in answer["error"]["message"],
       f"bm serve method aply: {out.strip()[:200]!r}")
# A log with a misspelt card id (the replayer's action reader).
code, _, _ = run("play", "--seed", "1", "--out", "g.jsonl")
expect(code == 0, "bm play --seed 1 --out g.jsonl")
lines = open(os.path.join(WORK, "g.jsonl")).read().splitlines()
idx = next(i for i, l in enumerate(lines) if '"card":"BM' in l and '"type":"action"' in l)
lines[idx] = lines[idx].replace('"card":"BM', '"card":"bm', 1)  # the id in lower case
open(os.path.join(WORK, "typo.jsonl"), "w").write("\n".join(lines) + "\n")
code, _, err = run("replay", "typo.jsonl")
expect(code == 2 and "did you mean 'BM0" in err, f"bm replay typo.jsonl (lower-case card id): {err.strip()[:200]!r}")

# 2. bm rules ids / search / explain OPTION ----------------------------------------------------
code, out, _ = run("rules", "ids", "--json")
ids = [e["id"] for e in json.loads(out)] if code == 0 else []
expect(len(ids) > 100 and len(set(ids)) == len(ids), f"bm rules ids --json: {len(ids)} IDs")
for must in ("G-1", "G-10", "C-13", "S-BOARD-6", "SO-1", "BM2-6", "IP-3", "D1"):
    expect(must in ids, f"bm rules ids: {must} missing")
expect(ids.index("G-2") < ids.index("G-10") < ids.index("C-1"), "bm rules ids: G-2, G-10, C-1 in catalog order")
code, text, _ = run("rules", "ids")
expect(code == 0 and len(text.splitlines()) == len(ids) and text.startswith("G-1 \u00b7 "),
       f"bm rules ids: one line per rule ({len(text.splitlines())} for {len(ids)})")
code, out, _ = run("rules", "ids", "--family", "solo", "--json")
solo = [e["id"] for e in json.loads(out)] if code == 0 else []
for must in ("G-1", "S-1", "SO-1"):
    expect(must in solo, f"bm rules ids --family solo: {must} missing")
for never in ("C-1", "BM2-1", "IP-1" if False else "BM2-9"):
    expect(never not in solo, f"bm rules ids --family solo: {never} is not a solo rule")
code, out, _ = run("rules", "ids", "--family", "classic", "--json")
classic = [e["id"] for e in json.loads(out)] if code == 0 else []
expect("C-13" in classic and "S-1" not in classic and "SO-1" not in classic, "bm rules ids --family classic")
# IP-3 (death_threshold) applies to classic; an IP whose options are all Super's does not.
supers = [json.loads(run("rules", "options", "--json")[1])]
super_only = [o["ip"] for o in supers[0] if o["families"] == ["super"] or o["families"] == ["super", "solo"]]
expect("IP-3" in classic and all(ip not in classic for ip in super_only),
       f"bm rules ids --family classic: IP-3 in, Super-only IPs {super_only} out")
code, out, _ = run("rules", "search", "Level", "Up", "--json")
found = [e["id"] for e in json.loads(out)] if code == 0 else []
expect("G-10" in found, f"bm rules search Level Up: {found}")
code, out, _ = run("rules", "search", "rulebook", "004", "--json")  # the sources are searched too
entries = json.loads(out) if code == 0 else []
expect("BM2-1" in [e["id"] for e in entries] and all(
    all(w in (e["title"] + e["statement"] + e.get("sources", "")).lower() for w in ("rulebook", "004")) for e in entries),
    f"bm rules search rulebook 004: {[e['id'] for e in entries][:10]}")
every = json.loads(run("rules", "ids", "--json")[1])
want = [e["id"] for e in every if "004" in e.get("sources", "") and "rulebook" in e.get("sources", "").lower()]
expect(set(want) <= {e["id"] for e in entries}, "bm rules search rulebook 004: every rule whose sources cite rulebook 004")
code, out, _ = run("rules", "search", "zzzqqq")
expect(code == 0 and "no rule" in out, "bm rules search zzzqqq: says so")
code, out, _ = run("rules", "explain", "death_threshold")
code2, out2, _ = run("rules", "explain", "IP-3")
expect(code == 0 and out.startswith("option death_threshold settles IP-3\n") and out.endswith(out2),
       "bm rules explain death_threshold: the entry of IP-3")

# 3. bm validate DIR -------------------------------------------------------------------------
os.makedirs(os.path.join(WORK, "logs", "b", "deeper"))
os.makedirs(os.path.join(WORK, "logs", "a"))
shutil.copy(os.path.join(WORK, "g.jsonl"), os.path.join(WORK, "logs", "b", "deeper", "z.jsonl"))
shutil.copy(os.path.join(WORK, "g.jsonl"), os.path.join(WORK, "logs", "a", "y.jsonl"))
shutil.copy(os.path.join(WORK, "typo.jsonl"), os.path.join(WORK, "logs", "x.jsonl"))
open(os.path.join(WORK, "logs", "notes.txt"), "w").write("not a log\n")
code, out, err = run("validate", "logs")
verdicts = [l.split()[1] for l in out.splitlines() if re.match(r"^(valid|DIVERGENT|INCOMPLETE|INVALID) ", l)]
expect(verdicts == ["logs/a/y.jsonl", "logs/b/deeper/z.jsonl", "logs/x.jsonl"],
       f"bm validate logs: every *.jsonl, recursively, sorted: {verdicts}")
expect(code == 2, f"bm validate logs: exit {code} (an invalid log: 2)")
inv = out.split("INVALID   logs/x.jsonl", 1)[1].splitlines()[1] if "INVALID   logs/x.jsonl" in out else ""
expect("unknown card id" in inv and "unknown card id" in err,
       f"bm validate: the invalid log's reason on stdout beside its verdict and on stderr: {inv!r}")
os.makedirs(os.path.join(WORK, "empty"))
code, _, err = run("validate", "empty")
expect(code == 2 and "no logs (*.jsonl)" in err, f"bm validate empty/: {err.strip()!r}")
code, _, err = run("conformance", "verify", "empty")
expect(code == 2 and "no conformance vectors (*.json)" in err, f"bm conformance verify empty/: {err.strip()!r}")

# 4. -q, --color, --log, placeholders, help help ----------------------------------------------
code, out, err = run("play", "--seed", "2", "-q")
expect(code == 0 and out == "", f"bm play -q: exit {code}, stdout {out[:80]!r} (want nothing)")
code, out, _ = run("replay", "g.jsonl", "--quiet")
expect(code == 0 and out == "", f"bm replay g.jsonl --quiet: {out[:80]!r}")
bad = open(os.path.join(WORK, "g.jsonl")).read().splitlines()
bad[4] = re.sub(r'"hash":"[0-9a-f]+"', '"hash":"0000000000000000"', bad[4])
open(os.path.join(WORK, "bad.jsonl"), "w").write("\n".join(bad) + "\n")
code, out, _ = run("replay", "bad.jsonl", "-q")
expect(code == 1 and "DIVERGENCE at line 5" in out, f"bm replay bad.jsonl -q: the report when it fails: {out[:80]!r}")
code, out, _ = run("-q", "replay", "bad.jsonl")
expect(code == 1 and "DIVERGENCE at line 5" in out, f"bm -q replay bad.jsonl: -q before the command: {out[:80]!r}")
code, out, err = run("--quiet", "validate", "logs/a")
expect(code == 0 and out == "" and err == "",
       f"bm --quiet validate: -q before the command, validate's own quiet (nothing when all is valid): {out!r} {err!r}")
code, out, _ = run("validate", "logs/a", "-q")
expect(code == 0 and out == "", f"bm validate -q: its own quiet (nothing when every log is valid): {out!r}")
for cmd in CMDS:
    code, out, err = run(cmd, "-q", "--help")
    expect(code == 0 and "-q, --quiet" in out, f"bm {cmd} -q --help: exit {code}; -q listed")
code, out, _ = run("replay", "bad.jsonl", "--color=always")
expect("log says:    \x1b[31m\"0000000000000000\"\x1b[0m" in out and "engine says: \x1b[32m" in out,
       f"bm replay --color=always: the log's value red, the engine's green: {out[:300]!r}")
code, out, _ = run("validate", "bad.jsonl", "--color=always")
expect(code == 1 and "\x1b[1;31mDIVERGENT " in out, f"bm validate --color=always: the verdict stands out: {out[:120]!r}")
code, out, _ = run("validate", "bad.jsonl", "--color=never")
expect(code == 1 and out.startswith("DIVERGENT "), f"bm validate --color=never: the plain verdict: {out[:120]!r}")
code, out, _ = run("--color=always", "replay", "bad.jsonl")
expect("\x1b[31m" in out, "bm --color=always replay: --color before the command")
code, out, _ = run("replay", "bad.jsonl", "--color", "never")
expect("\x1b[" not in out, "bm replay --color never: no colour")
code, out, _ = run("replay", "bad.jsonl", env={"NO_COLOR": "1"}, timeout=300)
expect("\x1b[" not in out, "bm replay with NO_COLOR: no colour")
code, out, _ = run("replay", "bad.jsonl")  # auto, not a terminal
expect("\x1b[" not in out, "bm replay --color=auto into a pipe: no colour")
# `script` gives bm a terminal: auto colours there, unless NO_COLOR.
if shutil.which("script"):
    for env, coloured in (({}, True), ({"NO_COLOR": "1"}, False)):
        p = subprocess.run(["script", "-qec", f"{BM} replay bad.jsonl", "/dev/null"], capture_output=True, text=True,
                           cwd=WORK, env=dict(os.environ, TERM="xterm", **env), timeout=120)
        expect(("\x1b[31m" in p.stdout) == coloured, f"bm replay on a terminal, env {env}: coloured={coloured}")
code, _, err = run("replay", "bad.jsonl", "--color=sometimes")
expect(code == 2 and "--color=sometimes" in err, f"bm replay --color=sometimes: {err.strip()!r}")
code, out, err = run("validate", "--logs", "logs/a/y.jsonl")
expect(code == 0 and "valid     logs/a/y.jsonl" in out and "--logs is deprecated, use --log" in err,
       f"bm validate --logs: still works, says it is deprecated: {err.strip()!r}")
code, out, err = run("validate", "--log", "logs/a/y.jsonl")
expect(code == 0 and "deprecated" not in err, "bm validate --log")
for cmd in CMDS:
    _, text, _ = run("help", cmd)
    for line in text.splitlines():
        if re.match(r"^  -", line):
            expect(not re.search(r"\barg\b|\(=", line.split("   ")[0]), f"bm help {cmd}: {line.strip()!r}: a named placeholder, not arg")
            expect(" VALUE" not in line.split("   ")[0], f"bm help {cmd}: {line.strip()!r}: no placeholder in the table")
    # A default is shown as written in the code, not as a binary fraction's 17 digits
    # (0.29999999999999999 for 0.3): a number means what it says.
    for shown in re.findall(r"default: ([0-9.]+)", text):
        expect(len(shown.split(".")[-1]) <= 4 if "." in shown else True,
               f"bm help {cmd}: default {shown}: shown as a binary fraction, not as written")
code, out, _ = run("help", "replay")
expect(re.search(r"^  --until N +.*\(default: -1\)", out, re.M), "bm help replay: --until N ... (default: -1)")
expect(re.search(r"^  --seed SEED ", run("help", "play")[1], re.M), "bm help play: --seed SEED")
code, out, _ = run("help", "help")
expect(code == 0 and out.startswith("usage: bm help [COMMAND]"), f"bm help help: exit {code}")

# 5. Completions and man pages ---------------------------------------------------------------
def options_in_help(text):
    """The option names of a help text's option lines and usage lines, read here independently of bm."""
    names, usage = set(), False
    for line in text.splitlines():
        if line.startswith("  -"):
            head = re.split(r"\s{2,}", line.strip())[0]
            names.update(w.rstrip(",") for w in head.split() if w.startswith("-"))
        usage = line.startswith("usage: bm ") or (usage and line.startswith("       "))
        if usage and re.match(r"^(usage: |\s{7})bm ", line):
            names.update(re.findall(r"(?:(?<=[\s\[|])|^)(--[a-z][a-z-]+|-[a-z])(?![a-z-])", line))
    return names


scripts = {sh: run("completion", sh)[1] for sh in ("bash", "zsh", "fish")}
for sh, text in scripts.items():
    expect(text and all(re.search(r"\b" + re.escape(c) + r"\b", text) for c in CMDS), f"bm completion {sh}: every command")
for cmd in CMDS:
    opts = options_in_help(run("help", cmd)[1])
    expect("--quiet" in opts and "--color" in opts, f"bm help {cmd}: the global options")
    m = re.search(r"^    " + re.escape(cmd) + r"\) subs='([^']*)'; opts='([^']*)' ;;$", scripts["bash"], re.M)
    expect(m and set(m.group(2).split()) == opts, f"bash completion of {cmd}: the options of bm help {cmd}")
    fish = {("-" + x) if len(x) == 1 else ("--" + x) for x in
            re.findall(r"__fish_seen_subcommand_from " + re.escape(cmd) + r"' -[sl] (\S+)", scripts["fish"])}
    expect(fish == opts, f"fish completion of {cmd}: the options of bm help {cmd} ({sorted(fish ^ opts)})")
    zm = re.search(r"^    " + re.escape(cmd) + r"\) subs=\(([^)]*)\); opts=\(([^)]*)\) ;;$", scripts["zsh"], re.M)
    expect(zm and set(zm.group(2).split()) == opts, f"zsh completion of {cmd}: the options of bm help {cmd}")
    page = run("man", cmd)[1]
    body = page.split(".nf\n", 1)[1].split("\n.fi\n", 1)[0] if ".nf\n" in page else ""
    unroff = re.sub(r"^\\&", "", body.replace("\\-", "-").replace("\\e", "\\"), flags=re.M)
    expect(page.startswith(".\\\"") and f".TH BM-{cmd.upper()} 1" in page and unroff + "\n" == run("help", cmd)[1],
           f"bm man {cmd}: its help text")
for sh in ("zsh", "fish"):
    if shutil.which(sh):
        path = os.path.join(WORK, "completion." + sh)
        open(path, "w").write(scripts[sh])
        p = subprocess.run([sh, "-n", path], capture_output=True, text=True)
        expect(p.returncode == 0, f"{sh} -n on bm completion {sh}: {p.stderr.strip()[:200]}")
open(os.path.join(WORK, "bm.bash"), "w").write(scripts["bash"])
driver = r'''
. ./bm.bash
complete -p bm
complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _bm; echo "${COMPREPLY[*]}"; }
echo "cmd: $(complete_line bm rep)"
echo "sub: $(complete_line bm rules ex)"
echo "opt: $(complete_line bm replay game.jsonl --unt)"
echo "short: $(complete_line bm viz -)"
echo "help: $(complete_line bm help val)"
'''
p = subprocess.run(["bash", "--norc", "--noprofile", "-c", driver], capture_output=True, text=True, cwd=WORK)
out = p.stdout
expect("complete -o filenames -F _bm bm" in out, f"bash: complete -p bm: {out[:200]!r} {p.stderr[:200]!r}")
expect("cmd: replay" in out, f"bash completes the command: {out!r}")
expect("sub: explain" in out, f"bash completes the subcommand: {out!r}")
expect("opt: --until" in out, f"bash completes the option: {out!r}")
expect(re.search(r"short: .*-o\b", out), f"bash completes a short option: {out!r}")
expect("help: validate" in out, f"bash completes bm help's command: {out!r}")
for cmd, subs in (("rules", "list show options explain ids search"), ("cards", "list show abilities export check"),
                  ("check", "merge"), ("fuzz", "log seed starts targets"), ("completion", "bash zsh fish")):
    expect(re.search(r"^    " + cmd + r"\) subs='" + subs + "';", scripts["bash"], re.M),
           f"bash completion: the subcommands of {cmd} are {subs}")
code, out, _ = run("man")
expect(code == 0 and ".TH BM 1" in out and ".BR bm-replay (1)" in out, "bm man: bm(1) names bm-replay(1)")
os.makedirs(os.path.join(WORK, "man1"))
code, _, err = run("man", "--out", "man1")
# bm's own bookkeeping (.bm-lock, .bm-manifest: docs/cli.md#output-directories) beside the pages.
pages = sorted(p for p in os.listdir(os.path.join(WORK, "man1")) if not p.startswith(".bm-"))
expect(code == 0 and pages == sorted(["bm.1"] + [f"bm-{c}.1" for c in CMDS]), f"bm man --out: {pages} {err}")

finish("conventions")
