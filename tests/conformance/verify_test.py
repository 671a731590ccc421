#!/usr/bin/env python3
"""`bm conformance verify` and the Python client's check (clients/python/conformance.py) pass on
corpus/conformance/, and each fails a vector that no longer matches the engine.

usage: verify_test.py BM SRC WORKDIR

A stale vector is made by changing one thing the engine decides (an event, the legal actions,
a refusal's rule, the result, a declared deck order; of a vector from a position also the
position, which loses a card): both checkers must exit 1 and name the step. A file that is not a vector, a malformed vector (a field of the wrong type, an empty result, a
malformed legal list or ruleset option), no input, or an empty directory is exit 2 (docs/cli.md).
A perft vector made stale (a count, a divide entry's count, a divide entry missing, an action on
the way refused) fails naming the place in both; its divide in another order passes; a kind or a
version neither knows, and a perft vector without its counts, are exit 2 (refused, never skipped).
"""
import copy
import glob
import json
import os
import shutil
import subprocess
import sys

BM, SRC, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
CORPUS = os.path.join(SRC, "corpus", "conformance")
CLIENT = os.path.join(SRC, "clients", "python", "conformance.py")


def run(args):
    return subprocess.run(args, capture_output=True, text=True, timeout=600)


def both(path):
    """Exit code and output of bm and of the Python client on `path`."""
    a = run([BM, "conformance", "verify", path])
    b = run([sys.executable, CLIENT, BM, path])
    return (a.returncode, a.stdout + a.stderr), (b.returncode, b.stdout + b.stderr)


def first_taken(v, with_key=None):
    return next(i for i, s in enumerate(v["steps"]) if "legal" in s and (with_key is None or s.get(with_key)))


def mutations(v):
    """(label, mutated vector, the place the report must name)."""
    out = []
    m = copy.deepcopy(v)
    i = first_taken(m, "events")
    m["steps"][i]["events"][0] = {**m["steps"][i]["events"][0], "e": "no_such_event"}
    out.append(("an event", m, f"step {i}"))
    m = copy.deepcopy(v)
    i = first_taken(m)
    m["steps"][i]["legal"] = m["steps"][i]["legal"][1:]
    out.append(("a legal action missing", m, f"step {i}"))
    m = copy.deepcopy(v)
    m["steps"][i]["legal"] = m["steps"][i]["legal"] + [{"type": "no_such_action"}]
    out.append(("a legal action bm does not list", m, f"step {i}"))
    m = copy.deepcopy(v)
    refused = [k for k, s in enumerate(m["steps"]) if "refused" in s]
    if refused:
        m["steps"][refused[0]]["rule"] = "G-1" if m["steps"][refused[0]]["rule"] != "G-1" else "G-2"
        out.append(("a refusal's rule", m, f"step {refused[0]}"))
    m = copy.deepcopy(v)
    m["result"]["rounds"] = m["result"].get("rounds", 0) + 1
    out.append(("the result", m, "result"))
    m = copy.deepcopy(v)
    m["steps"] = m["steps"][:-1]
    out.append(("a missing last step", m, "result"))
    if m["chance"]:
        m = copy.deepcopy(v)
        order = m["chance"][0]["order"]
        order[0], order[-1] = order[-1], order[0]
        out.append(("a declared deck order", m, ""))
    if "position" in v:  # docs/protocol.md#positions: a card lost from the position
        m = copy.deepcopy(v)
        m["position"]["decks"]["rooms"] = m["position"]["decks"]["rooms"][1:]
        out.append(("a position's room deck", m, "position"))
    return [x for x in out if x]


def perft_cases():
    """Stale, reordered and unknown perft vectors through bm and the Python client."""
    failures = []
    vectors = [json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob(os.path.join(CORPUS, "*.json")))]
    pv = next((v for v in vectors if v.get("kind") == "perft"), None)
    if pv is None:
        return ["corpus/conformance holds no perft vector"]
    cases = []
    m = copy.deepcopy(pv)
    m["counts"][-1] += 1
    cases.append(("a count", m, 1, "perft"))
    m = copy.deepcopy(pv)
    m["divide"][0]["count"] += 1
    cases.append(("a divide entry's count", m, 1, "perft"))
    m = copy.deepcopy(pv)
    m["divide"].pop()
    cases.append(("a divide entry missing", m, 1, "perft"))
    m = copy.deepcopy(pv)
    m["actions"][0]["action"] = {"type": "no_such_action"}
    cases.append(("an action on the way", m, 1, "action 0"))
    m = copy.deepcopy(pv)
    m["divide"].reverse()
    cases.append(("the divide in another order", m, 0, "1 passed"))
    m = copy.deepcopy(pv)
    m["kind"] = "mate_in_two"
    cases.append(("an unknown kind", m, 2, "mate_in_two"))
    cases.append(("an unknown version", {**pv, "version": "1.2"}, 2, "version"))
    cases.append(("no counts", {k: x for k, x in pv.items() if k != "counts"}, 2, "counts"))
    for label, mutated, code, named in cases:
        path = os.path.join(WORK, "perft.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(mutated, f)
        for who, (got, text) in zip(("bm", "python client"), both(path)):
            if got != code or named not in text:
                failures.append(f"{who}, perft vector, {label}: expected exit {code} naming '{named}', got {got}:\n"
                                f"{text[-800:]}")
    return failures


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    failures = []
    for code, text in both(CORPUS):
        if code != 0 or " 0 failed" not in text:
            failures.append("the corpus does not pass:\n" + text[-2000:])
    j = run([BM, "conformance", "verify", CORPUS, "--json"])
    lines = [json.loads(x) for x in j.stdout.splitlines()]
    n = len(glob.glob(os.path.join(CORPUS, "*.json")))
    if j.returncode != 0 or lines[-1] != {"summary": True, "passed": n, "failed": 0, "invalid": 0} or len(lines) != n + 1:
        failures.append("--json: " + j.stdout[-500:])
    checked = []
    for path in sorted(glob.glob(os.path.join(CORPUS, "*.json"))):
        with open(path, encoding="utf-8") as f:
            v = json.load(f)
        if not checked or ("position" in v and not any("position" in c for c in checked)):
            checked.append(v)  # the first vector from setup, the first from a position
    if len(checked) < 2:
        failures.append("no vector starts from a position")
    for label, mutated, where in [m for vector in checked for m in mutations(vector)]:
        path = os.path.join(WORK, "stale.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(mutated, f)
        for who, (code, text) in zip(("bm", "python client"), both(path)):
            if code != 1 or "FAIL" not in text or where not in text:
                failures.append(f"{who}, {label}: expected exit 1 naming '{where}', got {code}:\n{text[-800:]}")
    # Legal actions are compared by meaning, not by index: a vector listing them in another order
    # (as another engine may) passes.
    for vector in checked:
        m = copy.deepcopy(vector)
        for step in m["steps"]:
            if "legal" in step:
                step["legal"].reverse()
        path = os.path.join(WORK, "reordered.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(m, f)
        for who, (code, text) in zip(("bm", "python client"), both(path)):
            if code != 0 or "1 passed" not in text:
                failures.append(f"{who}, legal actions in another order: expected a pass, got {code}:\n{text[-800:]}")
    # A run over good, stale and malformed vectors reports each and reaches its summary: exit 2
    # (a file that is not a vector) after every other vector was verified; --junit types each
    # case; --jobs 2 gives the same output in the same order.
    mixed = os.path.join(WORK, "mixed")
    os.makedirs(mixed)
    good_files = sorted(glob.glob(os.path.join(CORPUS, "*.json")))[:3]
    for k, src in enumerate(good_files):
        shutil.copy(src, os.path.join(mixed, f"{k}0_good.json"))
    with open(os.path.join(mixed, "05_truncated.json"), "w", encoding="utf-8") as f:
        f.write('{"format":"bm-conformance"')
    stale = copy.deepcopy(checked[0])
    stale["result"]["rounds"] = stale["result"].get("rounds", 0) + 1
    with open(os.path.join(mixed, "15_stale.json"), "w", encoding="utf-8") as f:
        json.dump(stale, f)
    junit = os.path.join(WORK, "mixed.xml")
    one = run([BM, "conformance", "verify", mixed])
    two = run([BM, "conformance", "verify", mixed, "--jobs", "2", "--junit", junit])
    summary = f"{len(good_files)} passed, 1 failed, 1 invalid"
    if one.returncode != 2 or summary not in one.stdout or "INVALID" not in one.stdout or "05_truncated" not in one.stderr:
        failures.append(f"a mixed run: want exit 2, '{summary}', the truncated file named: {one.returncode}: "
                        f"{(one.stdout + one.stderr)[-800:]}")
    if (two.returncode, two.stdout, two.stderr) != (one.returncode, one.stdout, one.stderr):
        failures.append(f"--jobs 2 differs from one job:\n{two.stdout}{two.stderr}")
    xml = open(junit, encoding="utf-8").read() if os.path.exists(junit) else ""
    if xml.count("<testcase ") != len(good_files) + 2 or 'type="invalid_vector"' not in xml or 'type="mismatch"' not in xml:
        failures.append(f"--junit: want {len(good_files) + 2} cases, an invalid_vector error and a mismatch failure:\n{xml[-1500:]}")
    r = run([sys.executable, CLIENT, BM, mixed])
    if r.returncode != 2 or summary not in r.stdout:
        failures.append(f"python client, a mixed run: want exit 2 and '{summary}': {r.returncode}: {r.stdout[-600:]}")
    failures += perft_cases()
    bad = os.path.join(WORK, "bad.json")
    with open(bad, "w", encoding="utf-8") as f:
        f.write('{"format":"bm-log"}\n')
    empty = os.path.join(WORK, "empty")
    os.makedirs(empty)
    for label, args in (("not a vector", [bad]), ("an empty directory", [empty]), ("no input", []),
                        ("no such file", [os.path.join(WORK, "missing.json")])):
        r = run([BM, "conformance", "verify", *args])
        if r.returncode != 2 or not r.stderr.strip():
            failures.append(f"bm, {label}: expected exit 2 with a message, got {r.returncode}: {r.stderr}")
    # a malformed vector is invalid input (exit 2 naming the field), never an
    # internal error (3), a verification failure (1) or a pass (0).
    with open(sorted(glob.glob(os.path.join(CORPUS, "*.json")))[0], encoding="utf-8") as f:
        good = json.load(f)
    taken = first_taken(good)
    malformed = [("format 1", {"format": 1}, "format"), ("numeric version", {"version": 1}, "version"),
                 ("numeric name", {"name": 5}, "name"), ("empty result", {"result": {}}, "result"),
                 ("legal not a list", {"steps": {taken: {"legal": 5}}}, "legal"),
                 ("legal of numbers", {"steps": {taken: {"legal": [1, 2]}}}, "legal"),
                 ("options not an object", {"ruleset": {"preset": good["ruleset"]["preset"], "options": 5}}, "ruleset"),
                 ("unknown option", {"ruleset": {"preset": good["ruleset"]["preset"], "options": {"no_such": 1}}},
                  "no_such"),
                 ("numeric preset", {"ruleset": {"preset": 3}}, "ruleset")]
    for label, change, named in malformed:
        m = copy.deepcopy(good)
        for key, value in change.items():
            if key == "steps":
                for k, fields in value.items():
                    m["steps"][k].update(fields)
            else:
                m[key] = value
        path = os.path.join(WORK, "malformed.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(m, f)
        r = run([BM, "conformance", "verify", path])
        if r.returncode != 2 or "not a conformance vector" not in r.stderr or named not in r.stderr:
            failures.append(f"bm, malformed vector ({label}): expected exit 2 naming '{named}', got "
                            f"{r.returncode}: {(r.stdout + r.stderr)[-300:]}")
    r = run([BM, "help"])  # the command list makes room for the longest name ("conformance")
    if r.returncode != 0 or not any(x.split()[:1] == ["conformance"] for x in r.stdout.splitlines()):
        failures.append(f"bm help: exit {r.returncode}, no conformance line: {r.stdout}{r.stderr}")
    r = run([BM, "help", "conformance"])
    if r.returncode != 0 or "bm conformance verify corpus/conformance" not in r.stdout:
        failures.append(f"bm help conformance: exit {r.returncode}")
    r = run([sys.executable, CLIENT, BM, bad])
    if r.returncode != 2:
        failures.append(f"python client, not a vector: expected exit 2, got {r.returncode}")
    for f in failures:
        print("FAIL:", f)
    if not failures:
        print(f"ok: {n} vectors pass through bm and through bm serve; every stale vector fails")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
