#!/usr/bin/env python3
"""Builds the fuzz targets' seed corpora and dictionaries from real files.

    python3 tools/fuzz/make_corpora.py BM        # BM: a built bm, e.g. build/tools/bm/bm
    python3 tools/fuzz/make_corpora.py --hostile-only   # only the gen-hostile-* seeds (no bm needed)

Writes corpus/fuzz/<target>/ (seed inputs, named after what they are) and fuzz/dict/<target>.dict
(libFuzzer dictionaries: JSON syntax plus every key and short string value the seeds use).
Everything is rebuilt from the repository's own data and bm's own output, deterministically:
  decision_fuzzer  bm fuzz seed: 30 decisions of three policies from every start (bm fuzz starts)
  log_fuzzer       corpus/examples, one scenario log per rule family prefix, corpus/bad/log,
                   a whole bm play game of each family's first preset, and a short one (max_rounds
                   LOG_ROUNDS) of every preset, also in another writer's key order and spacing
                   (gen-foreign-*); legacy-play-* are kept by hand: games bm play wrote before hash
                   v2 (log 1.2, the legacy hash chain), which no bm writes now
  ruleset_fuzzer   every preset (bm rules show), corpus/bad/ruleset, and each family's first
                   preset with one option at another reading or a value of the wrong kind
  cards_fuzzer     the built-in card sets (engine/cards/data), corpus/bad/cards
  board_fuzzer     the built-in board (engine/board/data), corpus/bad/board
  snapshot_fuzzer  bm replay --until N --snapshot of games of every family
  serve_fuzzer     hand-written sessions (corpus/fuzz/serve_fuzzer/, not gen-), and each conformance
                   vector (corpus/conformance) as a short session: its start (position, declared
                   chance, set, a policy), its first steps applied (refusals, suggestions, implicit
                   passes), two of the game's views; a snapshot loaded (sessions of their own); the
                   option settings of ruleset_fuzzer's seeds as `start` requests, four a session
Every seed is short where it can be (docs/decisions.md): libFuzzer mutates and runs a seed whole.
and, for every JSON reader, the hostile-input classes made from one real input of that
reader: deep nesting, duplicate keys, huge numbers, truncated text, wrong format and version,
many `{}`, NUL bytes, a byte-order mark, CRLF line ends (gen-hostile-*; `--hostile-only`
rewrites just these, without running bm).
Findings the fuzzers make are added by hand (docs/fuzzing.md#a-finding) and are kept: this
script only rewrites the files it generates (prefix "gen-").
"""
import functools
import glob
import json
import os
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARGS = [a for a in sys.argv[1:] if a != "--hostile-only"]
BM = os.path.abspath(ARGS[0]) if ARGS else os.path.join(ROOT, "build", "tools", "bm", "bm")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from bm_tool import bm_output  # noqa: E402

bm = functools.partial(bm_output, BM, cwd=ROOT)  # bm ARGS in the repository root; a failure stops the script
CORPUS = os.path.join(ROOT, "corpus", "fuzz")
DICTS = os.path.join(ROOT, "fuzz", "dict")
TARGETS = sorted(os.path.basename(f)[:-4] for f in glob.glob(os.path.join(ROOT, "fuzz", "targets", "*_fuzzer.cpp")))


def put(target, name, data):
    path = os.path.join(CORPUS, target, "gen-" + name)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)


def copy(target, src, name=None):
    with open(src, "rb") as f:
        put(target, name or os.path.basename(src), f.read())


def presets():
    """(name, family) of every built-in preset, in bm rules list order."""
    return [(p["name"], p["family"]) for p in json.loads(bm("rules", "list", "--json"))]


def main():
    if "--hostile-only" in sys.argv[1:]:
        hostile_seeds()
        return
    if not os.access(BM, os.X_OK):
        sys.exit(f"make_corpora: {BM}: not an executable bm (build first; see README.md)")
    for t in TARGETS:
        d = os.path.join(CORPUS, t)
        os.makedirs(d, exist_ok=True)
        for f in glob.glob(os.path.join(d, "gen-*")):
            os.remove(f)
    names = presets()
    with tempfile.TemporaryDirectory() as tmp:
        # decision_fuzzer: from every start (a preset's policy game cut at some depth), 30
        # decisions of three policies.
        for st in json.loads(bm("fuzz", "starts", "--json")):
            for seed, policy in ((1, "random"), (2, "spells"), (3, "bait")):
                tag = f"start{st['start']:03d}-{policy}"
                out = os.path.join(tmp, tag)
                bm("fuzz", "seed", "--start", str(st["start"]), "--policy", policy, "--seed", str(seed), "-o", out)
                copy("decision_fuzzer", out, tag)
        # log_fuzzer: real logs.
        for f in sorted(glob.glob(os.path.join(ROOT, "corpus", "examples", "*.jsonl"))):
            copy("log_fuzzer", f, "example-" + os.path.basename(f))
        seen = set()
        for f in sorted(glob.glob(os.path.join(ROOT, "corpus", "scenarios", "*.jsonl"))):
            prefix = os.path.basename(f).split("_")[0]
            if prefix not in seen:
                seen.add(prefix)
                copy("log_fuzzer", f, "scenario-" + os.path.basename(f))
        for f in sorted(glob.glob(os.path.join(ROOT, "corpus", "bad", "log", "*"))):
            if not f.endswith(".expect"):
                copy("log_fuzzer", f, "bad-" + os.path.basename(f))
        first_of_family = set()
        for p, fam in names:
            n = "1" if fam == "solo" else "5" if p == "bm2-6p" else "2"
            out = os.path.join(tmp, p + ".jsonl")
            bm("play", "--rules", p, "--players", n, "--seed", "5", "--out", out)
            # The log seeds are short (docs/decisions.md: libFuzzer runs and mutates each seed
            # whole): a whole game for each family's first preset (how games end), and for every
            # preset a game that its max_rounds ends after LOG_ROUNDS rounds (a complete log,
            # result line included, a few actions long).
            if fam not in first_of_family:
                first_of_family.add(fam)
                copy("log_fuzzer", out, "play-" + p + ".jsonl")
            short = os.path.join(tmp, p + "-short.jsonl")
            bm("play", "--rules", p, "--players", n, "--seed", "5", "--set", f"max_rounds={LOG_ROUNDS}", "--out", short)
            copy("log_fuzzer", short, f"play-{p}-{LOG_ROUNDS}-rounds.jsonl")
            # The short game in another writer's key order and spacing (replay's canonical
            # path), and once with an action line's hash changed.
            with open(short, encoding="utf-8") as fh:
                docs = [json.loads(line) for line in fh.read().splitlines()]
            put("log_fuzzer", "foreign-play-" + p + ".jsonl", "".join(foreign(d) + "\n" for d in docs))
            if len(docs) > 4 and "hash" in docs[4]:
                h = docs[4]["hash"]
                docs[4]["hash"] = h[:-1] + ("0" if h[-1] != "0" else "1")
                put("log_fuzzer", "foreign-bad-hash-play-" + p + ".jsonl", "".join(foreign(d) + "\n" for d in docs))
            # snapshot_fuzzer: the state after 10 and 40 actions of the same game.
            for until in (10, 40):
                snap = os.path.join(tmp, f"{p}-{until}.json")
                bm("replay", out, "--until", str(until), "--snapshot", snap, ok=None)
                if os.path.exists(snap):
                    copy("snapshot_fuzzer", snap, f"{p}-after-{until}.json")
        # ruleset_fuzzer, cards_fuzzer, board_fuzzer: the built-in data and the bad corpus.
        for p, _ in names:
            put("ruleset_fuzzer", p + ".json", bm("rules", "show", p))
        option_seeds(names)
        for kind, target in (("ruleset", "ruleset_fuzzer"), ("cards", "cards_fuzzer"), ("board", "board_fuzzer")):
            for f in sorted(glob.glob(os.path.join(ROOT, "corpus", "bad", kind, "*"))):
                if not f.endswith(".expect"):
                    copy(target, f, "bad-" + os.path.basename(f))
        for f in sorted(glob.glob(os.path.join(ROOT, "engine", "cards", "data", "*.json"))):
            copy("cards_fuzzer", f)
        for f in sorted(glob.glob(os.path.join(ROOT, "engine", "board", "data", "*.json"))):
            copy("board_fuzzer", f)
    serve_sessions()
    hostile_seeds()
    write_dicts()


def option_seeds(names):
    """ruleset_fuzzer: each family's first preset with one option at each reading that is not
    the family's default, and at a value of the wrong kind (bm rules options); serve_fuzzer:
    the same settings as a `start`'s `set`, the option parser of --set."""
    first = {}
    for p, fam in names:
        first.setdefault(fam, p)
    docs = {fam: json.loads(bm("rules", "show", p)) for fam, p in first.items()}
    wrong = {"boolean": "yes", "integer": -1, "choice": "none_of_these", "object": {"nowhere": 2}}
    reqs = []
    for o in json.loads(bm("rules", "options", "--json")):
        key = o["option"]
        for fam in o["families"]:
            values = [r["value"] for r in o["readings"] if r["value"] != o["defaults"][fam]]
            for n, v in enumerate(values + [wrong[o["kind"]]]):
                doc = json.loads(json.dumps(docs[fam]))
                doc["options"][key] = v
                doc["name"] = f"{first[fam]} {key}"
                tag = f"option-{fam}-{key}-{n}" if n < len(values) else f"option-{fam}-{key}-wrong-kind"
                put("ruleset_fuzzer", tag + ".json", json.dumps(doc, indent=1) + "\n")
                reqs.append({"rules": first[fam], "players": 1 if fam == "solo" else 2, "set": {key: v}})
    # SERVE_STARTS_PER_SESSION to a session: an execution costs what its lines cost.
    n = SERVE_STARTS_PER_SESSION
    for k in range(0, len(reqs), n):
        put("serve_fuzzer", f"start-set-{k // n:02d}", session_text([("start", p) for p in reqs[k:k + n]]))


LOG_ROUNDS = 2  # rounds of the short game of every preset in the log seeds (its max_rounds)
# The serve seeds are short sessions (docs/decisions.md): libFuzzer runs and mutates each seed
# whole, so a session's length is every execution's cost. A conformance session applies the
# first SERVE_STEPS steps of a game vector (a game from its setup: the first adventures come
# after a dozen steps) or SERVE_SCENARIO_STEPS of a scenario's or perft vector's (its position
# is the point), and asks two of the views, in turn; `start` settings go
# SERVE_STARTS_PER_SESSION to a session; a snapshot is loaded in a session of its own.
SERVE_STEPS = 24
SERVE_SCENARIO_STEPS = 8
SERVE_STARTS_PER_SESSION = 4
VIEWS = ("state", "snapshot", "hash", "suggest", "result", "cards", "log", "games")
POLICIES = ("random", "first", "spells", "bait", "hoard", "stall")  # what `suggest` plays (bm play --policy)


def serve_sessions():
    """serve_fuzzer: one session per conformance vector, as a front end would play it (a perft
    vector's: its actions, without the count)."""
    with open(os.path.join(CORPUS, "snapshot_fuzzer", "gen-classic-after-10.json"), encoding="utf-8") as fh:
        snapshot = json.load(fh)
    for i, f in enumerate(sorted(glob.glob(os.path.join(ROOT, "corpus", "conformance", "*.json")))):
        with open(f, encoding="utf-8") as fh:
            v = json.load(fh)
        reqs = []
        start = {"rules": v["ruleset"]["preset"], "cards": v["cards"], "chance": v["chance"],
                 "policy": POLICIES[i % len(POLICIES)], "policy_seed": i}
        if v["ruleset"]["options"]:
            start["set"] = v["ruleset"]["options"]
        if "board" in v:
            start["board"] = v["board"]
        if "position" in v:
            start["position"] = v["position"]
        else:
            start["players"] = v["players"]
        reqs.append(("start", start))
        # Every third session leaves its optional passes out and lets the next action pass
        # them (implicit_passes, docs/protocol.md#implicit-passes).
        implicit, passed = i % 3 == 1, False
        # A perft vector's actions to its position are steps of the same shape; its count is left
        # out: one changed byte would make it a count of up to limits.max_perft_nodes positions,
        # seconds in a sanitized build, where a slow input is a finding.
        steps = SERVE_STEPS if os.path.basename(f).startswith("game_") else SERVE_SCENARIO_STEPS
        for n, st in enumerate(v["steps" if "steps" in v else "actions"][:steps]):
            if "refused" in st:
                reqs.append(("apply", {"game": "g1", "action": st["refused"], "player": st["player"]}))
                continue
            if implicit and st["action"].get("type") in ("pass", "decline") and "chance" not in st:
                passed = True
                continue
            if n % 7 == 3:
                reqs.append(("legal", {"game": "g1"}))
            if n % 5 == 1:
                reqs.append(("suggest", {"game": "g1"}))
            a = {"game": "g1", "action": st["action"], "player": st["player"]}
            if "chance" in st:
                a["chance"] = st["chance"]
            if passed:
                a["implicit_passes"], passed = True, False
            reqs.append(("apply", a))
        views = (VIEWS[2 * i % len(VIEWS)], VIEWS[(2 * i + 1) % len(VIEWS)])
        reqs += [(m, {} if m == "games" else {"game": "g1"}) for m in views]
        if i % 2 == 0:
            reqs.append(("finish", {"game": "g1"}))
        reqs.append(("end", {"game": "g1"}))
        put("serve_fuzzer", "conformance-" + os.path.basename(f)[:-len(".json")], session_text(reqs))
        if i % 8 == 0:
            load = [("load", {"snapshot": snapshot, "declared": i % 16 == 0, "policy": "spells"}),
                    ("apply", {"game": "g1", "index": 0, "implicit_passes": True}),
                    ("finish", {"game": "g1", "chance": []})]
            put("serve_fuzzer", f"load-{i // 8:02d}", session_text(load))


def session_text(reqs):
    """A serve session: one request line per (method, params), ids from 1."""
    return "".join(json.dumps({"jsonrpc": "2.0", "id": k + 1, "method": m, "params": p}, separators=(",", ":")) + "\n"
                   for k, (m, p) in enumerate(reqs))


def foreign(value):
    """`value` as JSON text the way another writer might write it: keys in reverse order, a
    space after every ':' and ','."""
    if isinstance(value, dict):
        return "{" + ", ".join(json.dumps(k) + ": " + foreign(v) for k, v in reversed(list(value.items()))) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(foreign(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def hostile_variants(text):
    """The hostile-input classes made from one JSON document (or one log line): name -> bytes."""
    doc = json.loads(text)
    first = next(iter(doc)) if isinstance(doc, dict) and doc else "type"
    body = text.strip()
    inner = body[1:] if body.startswith("{") else body
    out = {
        "deep-nesting-300": "{" + json.dumps(first) + ":" + "[" * 300 + "]" * 300 + "," + inner,
        "deep-nesting-100000": "[" * 100000,
        "duplicate-key": "{" + json.dumps(first) + ":null," + inner,
        "huge-number-1e400": "{" + json.dumps(first) + ":1e400," + inner,
        "huge-number-2pow64": "{" + json.dumps(first) + ":18446744073709551616," + inner,
        "huge-number-negative": "{" + json.dumps(first) + ":-99999999999999999999999," + inner,
        "truncated-half": body[: len(body) // 2],
        "truncated-one-byte": body[:-1],
        "many-empty-objects": "[" + ",".join(["{}"] * 20000) + "]",
        "nul-bytes": body[: len(body) // 3] + "\0\0" + body[len(body) // 3 :],
        "byte-order-mark": "\ufeff" + body,
        "crlf": body + "\r\n",
    }
    if isinstance(doc, dict):
        for field, bad in (("format", "bm-other"), ("version", "9.9")):
            if field in doc:
                wrong = dict(doc)
                wrong[field] = bad if not isinstance(doc[field], int) else 999
                out["wrong-" + field] = json.dumps(wrong)
    return {k: v.encode("utf-8") for k, v in out.items()}


def hostile_seeds():
    """gen-hostile-* seeds of every JSON reader from one real input each."""
    bases = {
        "ruleset_fuzzer": os.path.join(CORPUS, "ruleset_fuzzer", "gen-classic.json"),
        "cards_fuzzer": os.path.join(ROOT, "engine", "cards", "data", "super_synthetic.json"),
        "board_fuzzer": os.path.join(ROOT, "engine", "board", "data", "super_board.json"),
        "snapshot_fuzzer": os.path.join(CORPUS, "snapshot_fuzzer", "gen-classic-after-10.json"),
    }
    for target, base in bases.items():
        for f in glob.glob(os.path.join(CORPUS, target, "gen-hostile-*")):
            os.remove(f)
        with open(base, encoding="utf-8") as fh:
            text = fh.read()
        for name, data in hostile_variants(text).items():
            put(target, "hostile-" + name + ".json", data)
    # log_fuzzer: each class on the header line and on an action line of a real log.
    for f in glob.glob(os.path.join(CORPUS, "log_fuzzer", "gen-hostile-*")):
        os.remove(f)
    with open(os.path.join(ROOT, "corpus", "examples", "front-end-export.jsonl"), encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for at, where in ((0, "header"), (4, "action")):
        for name, data in hostile_variants(lines[at]).items():
            text = "\n".join(lines[:at]).encode("utf-8") + (b"\n" if at else b"")
            text += data + b"\n" + "\n".join(lines[at + 1 :]).encode("utf-8") + b"\n"
            put("log_fuzzer", f"hostile-{where}-{name}.jsonl", text)
    put("log_fuzzer", "hostile-many-empty-object-lines.jsonl", ("{}\n" * 20000).encode())
    put("log_fuzzer", "hostile-truncated-log.jsonl", "\n".join(lines)[: len("\n".join(lines)) * 2 // 3].encode())


def tokens_of(value, keys, strings):
    if isinstance(value, dict):
        for k, v in value.items():
            keys.add(k)
            tokens_of(v, keys, strings)
    elif isinstance(value, list):
        for v in value:
            tokens_of(v, keys, strings)
    elif isinstance(value, str) and len(value) <= 24:
        strings.add(value)


def write_dicts():
    os.makedirs(DICTS, exist_ok=True)
    syntax = ['"{"', '"}"', '"["', '"]"', '":"', '","', '"\\""', '"true"', '"false"', '"null"', '"-1"', '"0"',
              '"1e400"', '"18446744073709551616"', '"\\\\u0000"', '"\\x0a"']
    for t in TARGETS:
        if t == "decision_fuzzer":
            continue  # bytes, not JSON
        keys, strings = set(), set()
        for f in sorted(glob.glob(os.path.join(CORPUS, t, "*"))):
            with open(f, "rb") as fh:
                text = fh.read().decode("utf-8", "replace")
            for line in text.splitlines() if t in ("log_fuzzer", "serve_fuzzer") else [text]:
                try:
                    tokens_of(json.loads(line), keys, strings)
                except (ValueError, RecursionError):  # the hostile seeds: not JSON, or nested too deep
                    pass
        lines = [f"# {t}: JSON syntax, then the keys and short string values of corpus/fuzz/{t}/",
                 "# (generated by tools/fuzz/make_corpora.py)"]
        lines += [f"syntax_{i}={s}" for i, s in enumerate(syntax)]
        esc = lambda s: s.replace("\\", "\\\\").replace('"', '\\"')
        ok = lambda s: all(32 <= ord(c) < 127 for c in s)
        lines += [f'"\\"{esc(k)}\\":"' for k in sorted(keys) if ok(k)]
        lines += [f'"\\"{esc(s)}\\""' for s in sorted(strings - keys) if ok(s)][:400]
        with open(os.path.join(DICTS, t.replace("_fuzzer", "") + ".dict"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
