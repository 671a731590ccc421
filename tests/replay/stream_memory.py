#!/usr/bin/env python3
"""Reading a log costs the longest line plus what the replay keeps, whatever the file's size or
line count (docs/log-format.md#limits). Each command runs in a fresh child whose
peak resident memory (getrusage ru_maxrss) must stay under one fixed bound, the same for every
size: a per-line index or the whole file held in memory passes it at these sizes.

  (a) files of 30 MB and 200 MB of newlines: refused at line 1 at once; a valid log followed by
      200 MB of newlines: valid;
  (b) a long valid log (a game with 2 MiB of newlines after every line from the setup on, the replay's deferred
      checks spanning them): bm validate, bm replay and bm viz --source log read it; the commands
      that hold a log's text refuse it at its third line (more than 1,048,576 empty lines between its lines)
      and read the same game with 1,000 newlines after each line;
  (c) standard input that does not end: `yes ''` is refused at line 1, a valid log followed by
      `yes ''` stops at the 512 MiB input cap;
  (d) every other command that reads a log (they hold its text, to read it more than once):
      bm viz (a picture, --compare, --html), bm log cut, bm replay --viz, --rehash, --minimize and
      --report, on a log followed by 200 MB of newlines (the --html page holds the log, not the
      newlines) and on a log followed by `yes ''` (the 512 MiB cap, as bm validate).

The bound is the binary's own baseline (the peak of `bm --version`) plus 64 MB.

Under AddressSanitizer (shadow memory, redzones, quarantine) the exit codes and messages are
still checked, not the bound (as tests/hostile/r2_input.py does).

usage: stream_memory.py BM WORKDIR
"""
import json
import os
import subprocess
import sys

BM, WORK = sys.argv[1], sys.argv[2]
ABOVE_BASELINE_MB = 64
failed = []


def built_with_asan(bm):
    try:
        with open(bm, "rb") as f:
            return b"__asan_init" in f.read()
    except OSError:
        return False


ASAN = built_with_asan(BM)
BOUND_KB = 0  # set in main(): the baseline plus ABOVE_BASELINE_MB


def peak_of(cmd):
    """Exit code, peak resident KB and stderr of one shell command, run from a fresh Python so
    the children's maximum is this command's."""
    wrapper = ("import resource, subprocess, sys\n"
               "r = subprocess.run(sys.argv[1], shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,"
               " text=True)\n"
               "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
               "print(r.stderr.replace(chr(10), ' ')[:300])")
    out = subprocess.run([sys.executable, "-c", wrapper, cmd], capture_output=True, text=True, timeout=600)
    first, _, err = out.stdout.partition("\n")
    rc, kb = first.split()
    return int(rc), int(kb), err.strip()


def expect(cmd, rc_want, text=None):
    rc, kb, err = peak_of(cmd)
    ok = rc == rc_want and (text is None or text in err) and (ASAN or kb < BOUND_KB)
    print(("PASS" if ok else "FAIL") + f": {cmd[:110]}: exit {rc}, peak {kb // 1024} MB"
          + ("" if ok else f" (want exit {rc_want}, under {BOUND_KB // 1024} MB, {text!r}; stderr: {err[:200]})"))
    if not ok:
        failed.append(cmd)


def newlines(path, mb):
    block = "\n" * (1 << 20)
    with open(path, "a", encoding="utf-8") as f:
        for _ in range(mb):
            f.write(block)


def divergent(lines, path):
    """The log with the hash of its last action line changed: it diverges there."""
    out = list(lines)
    for k in range(len(out) - 1, 0, -1):
        j = json.loads(out[k])
        if j["type"] == "action":
            j["hash"] = "0000000000000000"
            out[k] = json.dumps(j, separators=(",", ":"))
            break
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def holding_commands(log, out):
    """The commands that hold a log's text, on a log that replays without a failure."""
    return (f"viz '{log}' -o '{out}.dot'", f"log cut '{log}' --from 3 -o '{out}-cut.jsonl'",
            f"replay '{log}' --viz '{out}-v.dot'", f"replay '{log}' --rehash '{out}-v2.jsonl'")


def every_command(bm, game, lines):
    """(d): each command that holds a log's text, on a log and 200 MB of newlines and on a log and
    `yes ''` on standard input."""
    w = lambda name: os.path.join(WORK, name)  # noqa: E731
    page = w("viewer.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write('<!doctype html><script id="bm-log" type="application/json">null</script>')
    tail, bad = w("tail.jsonl"), w("bad-tail.jsonl")
    with open(tail, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    newlines(tail, 200)
    divergent(lines, bad)
    newlines(bad, 200)
    for args, rc in ((f"viz '{tail}' -o '{w('t.dot')}'", 0), (f"viz '{tail}' --compare '{tail}' -o '{w('c.dot')}'", 0),
                     (f"viz '{tail}' --html -o '{w('t.html')}' --viewer '{page}'", 0),
                     (f"log cut '{tail}' --from 3 -o '{w('cut.jsonl')}'", 0),
                     (f"replay '{tail}' --viz '{w('v.dot')}'", 0), (f"replay '{tail}' --rehash '{w('v2.jsonl')}'", 0),
                     (f"replay '{bad}' --minimize -o '{w('min.jsonl')}'", 1), (f"replay '{bad}' --report", 1)):
        expect(f"{bm} {args}", rc)
    # The page holds the log's lines, not the newlines after them.
    size = os.path.getsize(w("t.html"))
    ok = size < os.path.getsize(game) * 2 + 4096
    print(("PASS" if ok else "FAIL") + f": the --html page of a log and 200 MB of newlines: {size} bytes")
    if not ok:
        failed.append("viz --html page size")
    os.remove(tail)
    os.remove(bad)
    for args in (f"viz - -o '{w('p.dot')}'", f"viz - --html -o '{w('p.html')}' --viewer '{page}'",
                 f"log cut - --from 3 -o '{w('p.jsonl')}'", f"replay - --viz '{w('p.dot')}'",
                 f"replay - --rehash '{w('p2.jsonl')}'", f"replay - --minimize -o '{w('pm.jsonl')}'",
                 "replay - --report"):
        expect(f"(cat '{game}'; yes '') | {bm} {args}", 2, "file larger than 512 MiB")


def main():
    global BOUND_KB
    os.makedirs(WORK, exist_ok=True)
    bm = f"'{BM}'"
    _, base_kb, _ = peak_of(f"{bm} --version")
    BOUND_KB = base_kb + ABOVE_BASELINE_MB * 1024
    print(f"bound: {BOUND_KB // 1024} MB (bm --version peaks at {base_kb // 1024} MB, plus {ABOVE_BASELINE_MB} MB)")
    game = os.path.join(WORK, "game.jsonl")
    subprocess.run([BM, "play", "--players", "4", "--seed", "5", "--out", game], capture_output=True,
                   check=True)
    with open(game, encoding="utf-8") as f:
        lines = f.read().splitlines()
    # (a)
    for mb in (30, 200):
        only = os.path.join(WORK, f"newlines-{mb}.jsonl")
        open(only, "w").close()
        newlines(only, mb)
        expect(f"{bm} validate '{only}'", 2, ":1:1")
        os.remove(only)
    tail = os.path.join(WORK, "tail.jsonl")
    with open(tail, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    newlines(tail, 200)
    expect(f"{bm} validate '{tail}'", 0)
    os.remove(tail)
    # (b)
    spread = os.path.join(WORK, "spread.jsonl")
    gap = "\n" * (2 << 20)
    with open(spread, "w", encoding="utf-8") as f:
        f.write(lines[0] + "\n")  # the header, then the setup on line 2 (docs/log-format.md)
        for line in lines[1:]:
            f.write(line + "\n" + gap)
    size_mb = os.path.getsize(spread) >> 20
    print(f"(b) a {len(lines)}-line game spread over {size_mb} MB")
    expect(f"{bm} validate '{spread}'", 0)
    expect(f"{bm} replay '{spread}'", 0)
    expect(f"{bm} viz '{spread}' --source log -o '{os.path.join(WORK, 'spread.dot')}'", 0)
    # The commands that hold a log's text keep the empty lines between its lines (their line
    # numbers) up to 1,048,576 in all: this log has more after its second line, refused at the
    # line after them (line 2 + 2 MiB of newlines + 1) before anything is held.
    for args in holding_commands(spread, os.path.join(WORK, "s")):
        expect(f"{bm} {args}", 2, f":{2 + (2 << 20) + 1}: more than 1048576 empty lines between the log's lines")
    os.remove(spread)
    # Under that number they read it, with its line numbers.
    some = os.path.join(WORK, "some.jsonl")
    with open(some, "w", encoding="utf-8") as f:
        f.write(lines[0] + "\n")
        for line in lines[1:]:
            f.write(line + "\n" + "\n" * 1000)
    for args in holding_commands(some, os.path.join(WORK, "m")):
        expect(f"{bm} {args}", 0)
    os.remove(some)
    # (c)
    expect(f"yes '' | {bm} validate -", 2, "-:1:1")
    expect(f"(cat '{game}'; yes '') | {bm} validate -", 2, "file larger than 512 MiB")
    # (d)
    every_command(bm, game, lines)
    if failed:
        print(f"{len(failed)} failed")
        return 1
    print("all peaks under %d MB%s" % (BOUND_KB // 1024, " (not judged: AddressSanitizer build)" if ASAN else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
