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
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import BM, SRC, WORK, expect, finish, fresh_workdir, run  # noqa: E402

CORPUS = os.path.join(SRC, "corpus", "conformance")
CLIENT = os.path.join(SRC, "clients", "python", "conformance.py")


def client(*args):
    """The Python client (clients/python/conformance.py) with bm and ARGS: (exit code, stdout, stderr)."""
    return run(CLIENT, BM, *args, bm=sys.executable)


def both(path):
    """Exit code and output of bm and of the Python client on `path`."""
    return [(code, out + err) for code, out, err in (run("conformance", "verify", path), client(path))]


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
    vectors = [json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob(os.path.join(CORPUS, "*.json")))]
    pv = next((v for v in vectors if v.get("kind") == "perft"), None)
    if not expect(pv is not None, "corpus/conformance holds no perft vector"):
        return
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
            expect(got == code and named in text,
                   f"{who}, perft vector, {label}: expected exit {code} naming '{named}', got {got}:\n{text[-800:]}")


def main():
    fresh_workdir()
    for code, text in both(CORPUS):
        expect(code == 0 and " 0 failed" in text, "the corpus does not pass:\n" + text[-2000:])
    code, out, _ = run("conformance", "verify", CORPUS, "--json")
    lines = [json.loads(x) for x in out.splitlines()]
    n = len(glob.glob(os.path.join(CORPUS, "*.json")))
    expect(code == 0 and lines[-1] == {"summary": True, "passed": n, "failed": 0, "invalid": 0} and len(lines) == n + 1,
           "--json: " + out[-500:])
    checked = []
    for path in sorted(glob.glob(os.path.join(CORPUS, "*.json"))):
        with open(path, encoding="utf-8") as f:
            v = json.load(f)
        if not checked or ("position" in v and not any("position" in c for c in checked)):
            checked.append(v)  # the first vector from setup, the first from a position
    expect(len(checked) >= 2, "no vector starts from a position")
    for label, mutated, where in [m for vector in checked for m in mutations(vector)]:
        path = os.path.join(WORK, "stale.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(mutated, f)
        for who, (code, text) in zip(("bm", "python client"), both(path)):
            expect(code == 1 and "FAIL" in text and where in text,
                   f"{who}, {label}: expected exit 1 naming '{where}', got {code}:\n{text[-800:]}")
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
            expect(code == 0 and "1 passed" in text,
                   f"{who}, legal actions in another order: expected a pass, got {code}:\n{text[-800:]}")
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
    one = run("conformance", "verify", mixed)
    two = run("conformance", "verify", mixed, "--jobs", "2", "--junit", junit)
    summary = f"{len(good_files)} passed, 1 failed, 1 invalid"
    code, out, err = one
    expect(code == 2 and summary in out and "INVALID" in out and "05_truncated" in err,
           f"a mixed run: want exit 2, '{summary}', the truncated file named: {code}: {(out + err)[-800:]}")
    expect(two == one, f"--jobs 2 differs from one job:\n{two[1]}{two[2]}")
    xml = open(junit, encoding="utf-8").read() if os.path.exists(junit) else ""
    expect(xml.count("<testcase ") == len(good_files) + 2 and 'type="invalid_vector"' in xml and 'type="mismatch"' in xml,
           f"--junit: want {len(good_files) + 2} cases, an invalid_vector error and a mismatch failure:\n{xml[-1500:]}")
    code, out, _ = client(mixed)
    expect(code == 2 and summary in out, f"python client, a mixed run: want exit 2 and '{summary}': {code}: {out[-600:]}")
    perft_cases()
    bad = os.path.join(WORK, "bad.json")
    with open(bad, "w", encoding="utf-8") as f:
        f.write('{"format":"bm-log"}\n')
    empty = os.path.join(WORK, "empty")
    os.makedirs(empty)
    for label, args in (("not a vector", [bad]), ("an empty directory", [empty]), ("no input", []),
                        ("no such file", [os.path.join(WORK, "missing.json")])):
        code, _, err = run("conformance", "verify", *args)
        expect(code == 2 and err.strip(), f"bm, {label}: expected exit 2 with a message, got {code}: {err}")
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
        code, out, err = run("conformance", "verify", path)
        expect(code == 2 and "not a conformance vector" in err and named in err,
               f"bm, malformed vector ({label}): expected exit 2 naming '{named}', got {code}: {(out + err)[-300:]}")
    code, out, err = run("help")  # the command list makes room for the longest name ("conformance")
    expect(code == 0 and any(x.split()[:1] == ["conformance"] for x in out.splitlines()),
           f"bm help: exit {code}, no conformance line: {out}{err}")
    code, out, _ = run("help", "conformance")
    expect(code == 0 and "bm conformance verify corpus/conformance" in out, f"bm help conformance: exit {code}")
    code, _, _ = client(bad)
    expect(code == 2, f"python client, not a vector: expected exit 2, got {code}")
    finish(f"{n} vectors through bm and through bm serve, every stale vector failing")


if __name__ == "__main__":
    main()
