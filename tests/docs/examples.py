#!/usr/bin/env python3
"""Every example command runs: the `bm ...` lines of every `--help` text
(the commands come from `bm --help`), of README.md and of docs/cli.md.

Each example runs in a scratch directory that holds the files the examples name (game.jsonl,
a front end's divergent log, found/ with a finding, exported/, my-rules.json, my-board.json, a
fuzzer input called crash-..., requests for bm serve), with `bm` on PATH. An example passes
when it exits 0 or 1 (1: a divergence or a finding, which several examples are about); 2 (bad
usage: a preset or a subcommand that does not exist), 3 or 4 fail the test, unless the example
is listed in EXPECTED with the exit code its text promises. Three adaptations keep the suite
fast, and say so: a campaign's `--games N` above 2,000 runs 300 games (the options are all
checked the same), a `bm bench` without `--min-time` measures each figure for 0.05 s instead of
0.3 s (its figures are timings, which no example checks: two of them took 27 of the test's 44 s
of CPU), and a pipe into a program the machine lacks (dot, jq, less) ends at `cat`.

usage: examples.py BM SRC WORKDIR [help [CMD...]]
  help: only the examples of the --help texts (of the commands CMD... if given):
  tests/hostile/classes.sh runs them against an old bm, whose README and docs/cli.md are not
  these; a file the setup could not make is then reported, not fatal (the examples that need it
  fail on their own).
"""
import os
import re
import shutil
import subprocess
import sys

BM, SRC, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
HELP_ONLY = sys.argv[4:5] == ["help"]
HELP_CMDS = sys.argv[5:]
COMMANDS = None  # filled from bm --help

# Examples whose text says they fail, with the exit code promised.
EXPECTED = {
    "bm replay bad.jsonl": {1},
    "bm replay ill.jsonl": {1, 2},
    "bm replay who.jsonl": {1},
    "bm replay u.jsonl": {2},
    "bm replay found/INV-ROOMS-MAX-*.jsonl": {1},
    "bm replay found/INV-*.jsonl": {1},
    "bm viz game.jsonl --rounds 9..": {2},  # docs/cli.md shows its error
    # docs/validating.md#reporting-a-bug: the failing CI log and its minimized reproduction fail (exit 1)
    "bm validate logs/*.jsonl --junit report.xml": {1},
    "bm replay logs/front-end-divergent.jsonl": {1},
    "bm replay logs/front-end-divergent.jsonl --minimize -o small.jsonl": {1},
    "bm replay small.jsonl": {1},
    "bm replay logs/front-end-divergent.jsonl --report -o small.jsonl > bug.md": {1},
    "bm replay frontend.jsonl --minimize -o small.jsonl": {1},
    "bm replay frontend.jsonl --report -o small.jsonl > report.md": {1},
    "bm replay frontend.jsonl --report -o small.jsonl": {1},
}
# bm viz --html needs the viewer page the wasm build writes (docs/web.md#the-replay-viewer):
# with it (BM_VIEWER or SRC/build-wasm/viewer/bm-viewer.html) the example writes its page (0);
# without, it exits 2 saying how to build it, as bm help viz says.
VIEWER = os.environ.get("BM_VIEWER") or os.path.join(SRC, "build-wasm", "viewer", "bm-viewer.html")
if os.path.isfile(VIEWER):
    os.environ["BM_VIEWER"] = os.path.abspath(VIEWER)
EXPECTED["bm viz game.jsonl --html -o game.html"] = {0} if os.path.isfile(VIEWER) else {2}


def sh(cmd, **kw):
    return subprocess.run(cmd, shell=True, cwd=WORK, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PATH=WORK + "/bin:" + os.environ["PATH"]), **kw)


def setup():
    shutil.rmtree(WORK, ignore_errors=True)
    for d in ("bin", "found", "exported", "logs", "tmp", "build-fuzz", "corpus/fuzz/decision_fuzzer"):
        os.makedirs(os.path.join(WORK, d), exist_ok=True)
    os.symlink(os.path.abspath(BM), os.path.join(WORK, "bin", "bm"))
    for d in ("examples", "scenarios", "conformance"):
        shutil.copytree(os.path.join(SRC, "corpus", d), os.path.join(WORK, "corpus", d))
    # bm bench --compare docs/figures/bench-baseline.json (bm help bench)
    os.makedirs(os.path.join(WORK, "docs", "figures"), exist_ok=True)
    shutil.copy(os.path.join(SRC, "docs", "figures", "bench-baseline.json"), os.path.join(WORK, "docs", "figures"))
    ex = os.path.join(SRC, "corpus", "examples")
    shutil.copy(os.path.join(ex, "front-end-divergent.jsonl"), os.path.join(WORK, "frontend.jsonl"))
    for f in ("front-end-export.jsonl", "front-end-divergent.jsonl"):
        shutil.copy(os.path.join(ex, f), os.path.join(WORK, "exported", f))
        shutil.copy(os.path.join(ex, f), os.path.join(WORK, "logs", f))
    finding = os.path.join(ex, "checker-finding-mutant.jsonl")
    shutil.copy(finding, os.path.join(WORK, "found", "INV-HERO-FIFO-classic-2p-random-g0.jsonl"))
    shutil.copy(finding, os.path.join(WORK, "found", "INV-ROOMS-MAX-classic-2p-random-g0.jsonl"))
    shutil.copy(os.path.join(SRC, "engine", "board", "data", "super_board.json"), os.path.join(WORK, "my-board.json"))
    with open(os.path.join(WORK, "requests.jsonl"), "w") as f:
        f.write('{"jsonrpc":"2.0","id":1,"method":"handshake"}\n')
    prep = [
        "bm play --seed 42 --out game.jsonl", "bm play --seed 9 --out a.jsonl",
        "bm play --rules classic-variants --seed 9 --out b.jsonl", "bm rules show classic > my-rules.json",
        "bm play --seed 1 --out tmp/x.jsonl",
        "head -n 10 corpus/examples/front-end-export.jsonl > cut.jsonl",  # docs/cli.md's cut log
        "bm fuzz seed --start 3 --seed 3 -o crash-...",
        "cp crash-... crash-5f3c... && cp crash-... build-fuzz/crash-3f2a...",
        # docs/cli.md's broken logs, made as their comments say
        "sed '5s/\"hash\":\"[0-9a-f]*\"/\"hash\":\"0000000000000000\"/' tmp/x.jsonl > bad.jsonl",
        "sed '3s/\"player\":1,\"round\"/\"player\":0,\"round\"/' tmp/x.jsonl > ill.jsonl",  # the line's player
        "sed '3s/\"player\":1/\"player\":0/' tmp/x.jsonl > who.jsonl",  # the first: its event's player
        "sed '3s/\"card\":\"BM[0-9]*\"/\"card\":\"BM999\"/' tmp/x.jsonl > u.jsonl",
    ]
    for p in prep:
        r = sh(p)
        if r.returncode != 0:
            if not HELP_ONLY:
                sys.exit(f"setup failed: {p}: {r.stderr}")
            print(f"NOTE setup failed: {p}: {r.stderr.strip()[:200]}")


def is_command(line):
    words = line.split()
    if len(words) < 2 or words[0] != "bm":
        return False
    if words[1] not in COMMANDS and words[1] not in ("help", "--version", "--help"):
        return False
    # a synopsis, not an example: placeholders and [optional] parts
    return not any(re.match(r"^(\[|<|[A-Z]{2,}(\.\.\.|\||$))", w) for w in words[1:])


def strip_comment(line, help_text):
    line = line.split("  #")[0].split(" # ")[0]
    if help_text:
        line = re.split(r"\s{3,}", line)[0]  # `bm check      1,000 classic games ...`
    return line.strip()


def from_help():
    out = []
    for cmd in COMMANDS:
        if HELP_CMDS and cmd not in HELP_CMDS:
            continue
        text = sh(f"bm help {cmd}").stdout
        for line in text.splitlines():
            s = line.strip()
            if s.startswith("bm ") and not line.startswith("usage:") and line.startswith("  "):
                for part in strip_comment(s, True).split(" && "):
                    if is_command(part.strip()):
                        out.append((f"bm help {cmd}", part.strip()))
    return out


def from_markdown(path, prefix):
    out, fence = [], False
    for n, line in enumerate(open(os.path.join(SRC, path)), 1):
        if line.startswith("```"):
            fence = not fence
            continue
        s = line.rstrip("\n")
        if path == "README.md":
            if not s.startswith("    build/tools/bm/bm "):
                continue
            s = s.strip().replace("build/tools/bm/bm ", "bm ", 1)
        elif not fence:
            continue
        s = s.strip()
        if s.startswith("$ "):
            s = s[2:]
        s = strip_comment(s, False)
        for part in s.split(" && "):
            part = re.sub(r";\s*echo \$\?$", "", part.strip())
            if is_command(part):
                out.append((f"{prefix}:{n}", part))
    return out


def reporting_line():
    for n, line in enumerate(open(os.path.join(SRC, "docs/validating.md")), 1):
        if line.startswith("## Reporting a bug"):
            return n
    sys.exit("FAIL docs/validating.md has no \"## Reporting a bug\" section")


def adapt(cmd):
    cmd = re.sub(r"--games (\d+)", lambda m: "--games " + (m.group(1) if int(m.group(1)) <= 2000 else "300"), cmd)
    if cmd.startswith("bm bench") and "--min-time" not in cmd:
        cmd = cmd.replace("bm bench", "bm bench --min-time 0.05", 1)
    cmd = cmd.replace("/tmp/", "tmp/")
    if " | " in cmd:
        head, tail = cmd.split(" | ", 1)
        if shutil.which(tail.split()[0]) is None or tail.split()[0] == "less":
            cmd = head + " | cat" + (" " + tail[tail.index(">"):] if ">" in tail else "")
    return cmd


def main():
    global COMMANDS
    setup()
    top = sh("bm --help").stdout.split("commands:", 1)[1].split("\n\n", 1)[0]
    COMMANDS = [l.split()[0] for l in top.splitlines() if l.startswith("  ") and l.strip()]
    examples = from_help()
    if not HELP_ONLY:
        examples += from_markdown("README.md", "README.md") + from_markdown("docs/cli.md", "docs/cli.md")
        # docs/validating.md's "Reporting a bug": the path from a failing CI log to a report
        examples += [e for e in from_markdown("docs/validating.md", "docs/validating.md")
                     if int(e[0].rsplit(":", 1)[1]) > reporting_line()]
    failures, seen = [], set()
    for where, cmd in examples:
        if cmd in seen:
            continue
        seen.add(cmd)
        ran = adapt(cmd)
        r = sh(ran + " > /dev/null" if ">" not in ran.replace("2>", "") else ran)
        want = EXPECTED.get(cmd, {0, 1})
        if r.returncode not in want:
            failures.append(f"{where}: `{cmd}` exit {r.returncode} (want {sorted(want)}): {r.stderr.strip()[:200]}")
    per_source = {}
    for where, _ in examples:
        per_source[where.split(":")[0].split(" ")[0]] = per_source.get(where.split(":")[0].split(" ")[0], 0) + 1
    for f in failures:
        print("FAIL", f)
    print(f"examples: {len(seen)} distinct commands run ({per_source}), {len(failures)} failure(s)")
    if len(seen) < (1 if HELP_CMDS else 10 if HELP_ONLY else 40):
        print("FAIL too few examples found: the extraction broke")
        return 1
    return 1 if failures else 0


sys.exit(main())
