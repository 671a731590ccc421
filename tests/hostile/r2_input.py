#!/usr/bin/env python3
"""The second hostile-input round's input classes (R2-1, R2-2, R2-4, R2-5, R2-6, R2-10), one probe each, for
tests/hostile/classes.sh. Each probe prints one line per check (PASS/FAIL ...) and a last
line saying what it saw; exit 0 when every check passes, 1 otherwise, 77 when it cannot run
here (skipped).

usage: r2_input.py CLASS BM REPO WORKDIR
  r2-1   bm serve: a 400 KB line of brackets in start's chance, position, rules, set,
         cards and board and in apply's chance, and a 1 MiB one: each answered -32700 by the one
         parser, the server alive after, holding no more memory; a repeated key refused too
  r2-2   bm viz --source log: a value nested 100,000 deep in an action, an event, the result
         line: exit 2 naming the nesting (tests/format/bad_corpus.sh generated/viz)
  r2-4   memory of reading a log: a log followed by 30 MB of newlines replays within 64 MB
         (547 MB before); `yes '' | bm validate -` is refused at line 1, and a log followed by
         `yes ''` stops at the 512 MiB cap, both within 64 MB (1 GB before)
  r2-5   bm serve: games started with a 600 KB card set are refused (-32005) past the
         handshake's limits.max_held_bytes, and the server's peak memory stays under 600 MB
  r2-6   bm check / bm validate --jobs 64 with no thread available (tests/cli/thread_limit.sh)
  r2-10  bm conformance verify: malformed vectors are exit 2, never 3, 1 or 0
"""
import copy
import glob
import json
import os
import resource
import subprocess
import sys

CLASS, BM, REPO, WORK = sys.argv[1:5] if len(sys.argv) == 5 else (None,) * 4
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python"))
from protocol_table import PARSE_ERROR, SERVER_FULL  # noqa: E402
results = []


def built_with_asan(bm):
    """AddressSanitizer's shadow memory, redzones and quarantine multiply a process's resident
    memory several times: peak-memory bounds are judged on uninstrumented builds only (the
    release stage); under ASan the exit codes and refusals are still checked."""
    try:
        with open(bm, "rb") as f:
            return b"__asan_init" in f.read()
    except OSError:
        return False


ASAN = BM is not None and built_with_asan(BM)


def within(kb, limit_mb):
    return ASAN or kb < limit_mb * 1024


def check(ok, what):
    results.append((ok, what))
    print(("PASS " if ok else "FAIL ") + what)


def serve_session(lines, timeout=120):
    """Sends `lines` to one bm serve; returns (exit code, answers, peak RSS in KB of the server)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    out = subprocess.run([BM, "serve"], input="\n".join(lines) + "\n", capture_output=True, text=True,
                         timeout=timeout)
    answers = []
    for x in out.stdout.splitlines():
        try:
            answers.append(json.loads(x))
        except ValueError:
            answers.append({"unparsable": x[:100]})
    return out.returncode, answers, max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)


def code(a):
    return a.get("error", {}).get("code") if isinstance(a, dict) else None


def r2_1():
    deep = "[" * 200000 + "]" * 200000
    lines = []
    for name in ("chance", "position", "rules", "set", "cards", "board"):
        lines.append('{"jsonrpc":"2.0","id":"%s","method":"start","params":{"%s":%s}}' % (name, name, deep))
    lines.append('{"jsonrpc":"2.0","id":"g","method":"start","params":{"seed":3}}')
    lines.append('{"jsonrpc":"2.0","id":"apply","method":"apply","params":{"game":"g1","index":0,"chance":%s}}' % deep)
    lines.append('{"jsonrpc":"2.0","id":"dup","id":"again","method":"handshake"}')
    lines.append('{"jsonrpc":"2.0","id":"end","method":"games"}')
    rc, answers, _ = serve_session(lines)
    check(rc == 0 and len(answers) == len(lines), f"serve alive: exit {rc}, {len(answers)} of {len(lines)} answers")
    fields = ["start." + n for n in ("chance", "position", "rules", "set", "cards", "board")] + ["apply.chance"]
    deep_answers = answers[:6] + answers[7:8]
    refused = [f for f, a in zip(fields, deep_answers) if code(a) == PARSE_ERROR and "nested deeper" in a["error"]["message"]]
    check(len(refused) == 7, f"nested 200,000 deep refused by the parser (PARSE_ERROR) in {len(refused)} of 7 fields")
    check(len(answers) > 8 and code(answers[8]) == PARSE_ERROR and "duplicate key" in answers[8]["error"]["message"],
          "a repeated key refused (PARSE_ERROR), as the log reader refuses it")
    # A 1 MiB line of nesting (just under the line cap): refused, and no memory kept after it.
    big = "[" * ((1 << 19) - 64) + "]" * ((1 << 19) - 64)
    p = subprocess.Popen([BM, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    p.stdin.write('{"jsonrpc":"2.0","id":1,"method":"handshake"}\n')
    p.stdin.flush()
    p.stdout.readline()

    def rss():
        with open(f"/proc/{p.pid}/status", encoding="utf-8") as f:
            return int([x for x in f if x.startswith("VmRSS")][0].split()[1])
    base = rss()
    p.stdin.write('{"jsonrpc":"2.0","id":2,"method":"start","params":{"chance":' + big + "}}\n")
    p.stdin.flush()
    answer = p.stdout.readline()
    grown = rss() - base if answer else None
    p.stdin.close()
    p.wait(timeout=30)
    check(bool(answer) and code(json.loads(answer)) == PARSE_ERROR and grown is not None and grown < 16 * 1024,
          f"a 1 MiB nested line refused, resident memory after it grew {grown} KB (74 MB before)")
    return f"7 fields: {len(refused)} refused by the parser; exit {rc}"


def r2_2():
    out = subprocess.run(["bash", os.path.join(REPO, "tests", "format", "bad_corpus.sh"), BM, REPO, "generated/viz"],
                         capture_output=True, text=True, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith(("PASS", "FAIL")):
            print(line)
    check(out.returncode == 0 and out.stdout.count("PASS") == 3, "viz --source log: three nested values refused")
    last = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else "no output"
    return last


def peak_of(cmd, shell=False):
    """Exit code and peak resident KB of one command (run from a fresh Python, so the children's
    maximum is this command's)."""
    wrapper = ("import resource, subprocess, sys\n"
               "r = subprocess.run(sys.argv[2:] if sys.argv[1] == 'argv' else sys.argv[2], shell=sys.argv[1] == 'sh',"
               " stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)\n"
               "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, r.stderr[:150].replace(chr(10), ' '))")
    args = [sys.executable, "-c", wrapper] + (["sh", cmd] if shell else ["argv"] + cmd)
    out = subprocess.run(args, capture_output=True, text=True, timeout=300).stdout.split(" ", 2)
    return int(out[0]), int(out[1]), out[2].strip() if len(out) > 2 else ""


def r2_4():
    os.makedirs(WORK, exist_ok=True)
    log = os.path.join(WORK, "nl.jsonl")
    subprocess.run([BM, "play", "--seed", "3", "--out", log], capture_output=True, check=True)
    with open(log, "a", encoding="utf-8") as f:
        f.write("\n" * (30 << 20))
    rc, kb, err = peak_of([BM, "validate", log])
    check(rc == 0 and within(kb, 64), f"a log and 30 MB of newlines: exit {rc}, peak {kb // 1024} MB {err}")
    os.remove(log)
    # Standard input that never ends: a header-less stream is refused at its first line, a log
    # followed by endless newlines at the 512 MiB cap; the memory is the same small bound.
    rc2, kb2, err2 = peak_of(f"yes '' | '{BM}' validate -", shell=True)
    check(rc2 == 2 and "-:1:1" in err2 and within(kb2, 64),
          f"yes '' | bm validate -: exit {rc2}, peak {kb2 // 1024} MB ({err2[:60]})")
    game = os.path.join(WORK, "g.jsonl")
    subprocess.run([BM, "play", "--seed", "3", "--out", game], capture_output=True, check=True)
    rc3, kb3, err3 = peak_of(f"(cat '{game}'; yes '') | '{BM}' validate -", shell=True)
    check(rc3 == 2 and "larger than 512 MiB" in err3 and within(kb3, 64),
          f"(log; yes '') | bm validate -: exit {rc3}, peak {kb3 // 1024} MB ({err3[:60]})")
    return (f"30 MB of newlines: peak {kb // 1024} MB; yes '' | validate -: peak {kb2 // 1024} MB, exit {rc2}; "
            f"(log; yes '') | validate -: peak {kb3 // 1024} MB, exit {rc3}")


def r2_5():
    rc, answers, _ = serve_session(['{"jsonrpc":"2.0","id":1,"method":"start"}',
                                    '{"jsonrpc":"2.0","id":2,"method":"cards","params":{"game":"g1"}}'])
    cards = answers[1]["result"]["cards"]
    plain = [d for d in cards["cards"] if not d.get("ability") and d["kind"] == "room"][0]
    cards["id"] = "big"
    for k in range(850):  # a set holds at most 1,024 cards
        cards["cards"].append(dict(plain, quantity=1, id="Z%04d" % k, text="x" * 400, name="Filler %d " % k + "y" * 100))
    start = json.dumps({"jsonrpc": "2.0", "id": 0, "method": "start", "params": {"cards": cards}}, separators=(",", ":"))
    # A bm that can lower the limit (bm serve --max-held-bytes) fills up after about 50 games
    # instead of 400: the same refusal, an eighth of the time. An older bm runs with its own.
    lower = "--max-held-bytes" in subprocess.run([BM, "serve", "--help"], capture_output=True, text=True).stdout
    args = ["--max-held-bytes", str(32 << 20)] if lower else []
    p = subprocess.Popen([BM, "serve", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    started, refused = 0, None
    for _ in range(640):
        p.stdin.write(start + "\n")
        p.stdin.flush()
        line = p.stdout.readline()
        if not line:
            break
        a = json.loads(line)
        if "error" in a:
            refused = a["error"]
            break
        started += 1
    with open(f"/proc/{p.pid}/status", encoding="utf-8") as f:
        hwm = int([x for x in f if x.startswith("VmHWM")][0].split()[1])
    p.stdin.close()
    p.wait(timeout=60)
    check(refused is not None and refused.get("code") == SERVER_FULL and "max_held_bytes" in json.dumps(refused),
          f"a start past the byte limit refused: {json.dumps(refused)[:120] if refused else 'none of 640 refused'}")
    check(within(hwm, 600), f"peak memory {hwm // 1024} MB with {started} games of a {len(start) // 1024} KB card set")
    limit = f" (--max-held-bytes {args[1]})" if args else ""
    return f"{started} games of a {len(start) // 1024} KB card set{limit}, then {refused and refused.get('code')}; peak {hwm // 1024} MB"


def r2_6():
    out = subprocess.run(["bash", os.path.join(REPO, "tests", "cli", "thread_limit.sh"), BM, WORK], capture_output=True,
                         text=True, timeout=300)
    print(out.stdout, end="")
    if out.returncode == 77:
        print(out.stdout.strip().splitlines()[-1] if out.stdout.strip() else "skipped")
        sys.exit(77)
    check(out.returncode == 0, "check and validate --jobs 64 under RLIMIT_NPROC = 1")
    lines = out.stdout.strip().splitlines()
    return "; ".join(x[:70] for x in lines[-2:])


def r2_10():
    os.makedirs(WORK, exist_ok=True)
    src = sorted(glob.glob(os.path.join(REPO, "corpus", "conformance", "*.json")))[0]
    with open(src, encoding="utf-8") as f:
        good = json.load(f)
    taken = next(i for i, s in enumerate(good["steps"]) if "legal" in s)
    cases = [("format 1", "format", 1), ("version 1", "version", 1), ("name 5", "name", 5),
             ("result {}", "result", {}), ("legal 5", "legal", 5), ("legal [1]", "legal", [1]),
             ("options 5", "ruleset", {"preset": good["ruleset"]["preset"], "options": 5}),
             ("options no_such", "ruleset", {"preset": good["ruleset"]["preset"], "options": {"no_such": 1}})]
    seen = []
    for label, key, value in cases:
        v = copy.deepcopy(good)
        if key == "legal":
            v["steps"][taken]["legal"] = value
        else:
            v[key] = value
        path = os.path.join(WORK, "v.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(v, f)
        r = subprocess.run([BM, "conformance", "verify", path], capture_output=True, text=True, timeout=120)
        check(r.returncode == 2 and "not a conformance vector" in r.stderr, f"{label}: exit {r.returncode}")
        seen.append(f"{label}: {r.returncode}")
    return ", ".join(seen)


PROBES = {"r2-1": r2_1, "r2-2": r2_2, "r2-4": r2_4, "r2-5": r2_5, "r2-6": r2_6, "r2-10": r2_10}

if __name__ == "__main__":
    if CLASS not in PROBES:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    try:
        summary = PROBES[CLASS]()
    except (OSError, ValueError, KeyError, IndexError, subprocess.SubprocessError) as e:
        check(False, f"{type(e).__name__}: {e}"[:200])
        summary = "probe error"
    failed = [w for ok, w in results if not ok]
    print(("FAIL: " + failed[0] + "; " if failed else "") + summary)
    sys.exit(1 if failed else 0)
