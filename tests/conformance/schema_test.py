#!/usr/bin/env python3
"""Every conformance vector in corpus/conformance/ matches docs/protocol/conformance.schema.json
(a position: docs/protocol/position.schema.json), holds no engine internals, and cites only rule
IDs that exist in docs/rules/. Every rule ID the scenario corpus cites is covered by a vector
or listed, with its reason, in corpus/conformance/UNCOVERED.md.

usage: schema_test.py SRC
"""
import glob
import json
import os
import re
import sys

import referencing

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import schema_validator  # noqa: E402  (tests/support: one validator for every schema test)

SRC = sys.argv[1]
BASE = "https://bm.invalid/docs/"
INTERNALS = ("agenda", "rng", "hash", "final_hash", "state")


def registry():
    resources = []
    for path in [os.path.join(SRC, "docs", "log-v1.schema.json")] + sorted(
            glob.glob(os.path.join(SRC, "docs", "protocol", "*.schema.json"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        uri = BASE + os.path.relpath(path, os.path.join(SRC, "docs")).replace(os.sep, "/")
        resources.append((uri, referencing.Resource.from_contents(doc)))
    return referencing.Registry().with_resources(resources)


def keys(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys(v)


def coverage(vectors):
    """Every scenario rule ID: some vector's `rules`, or a "- **RULE**" entry of UNCOVERED.md
    with at least one reason under it; and nothing listed there that a vector covers."""
    scenario_rules = set()
    for path in glob.glob(os.path.join(SRC, "corpus", "scenarios", "*.jsonl")):
        with open(path, encoding="utf-8") as f:
            scenario_rules |= set(json.loads(f.readline())["scenario"]["rules"])
    covered = set()
    for path in vectors:
        with open(path, encoding="utf-8") as f:
            covered |= set(json.load(f)["rules"])
    with open(os.path.join(SRC, "corpus", "conformance", "UNCOVERED.md"), encoding="utf-8") as f:
        text = f.read()
    listed = set(re.findall(r"^- \*\*([A-Z0-9-]+)\*\*\n  - \S", text, re.M))
    missing = sorted(scenario_rules - covered - listed)
    assert not missing, f"scenario rule IDs neither covered by a vector nor listed in UNCOVERED.md: {missing}"
    stale = sorted(listed & covered)
    assert not stale, f"UNCOVERED.md lists rule IDs a vector covers: {stale}"
    print(f"ok: {len(scenario_rules & covered)} of {len(scenario_rules)} scenario rule IDs covered, "
          f"{len(listed)} listed in UNCOVERED.md")


def main():
    with open(os.path.join(SRC, "docs", "protocol", "conformance.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    validator = schema_validator.validator(schema, registry=registry())
    rule_ids = set()
    for path in glob.glob(os.path.join(SRC, "docs", "rules", "*.md")):
        with open(path, encoding="utf-8") as f:
            rule_ids |= set(re.findall(r"\b(?:G|C|S|SO|BM2|IP|D)(?:-[A-Z]+)?-\d+\b", f.read()))
    vectors = sorted(glob.glob(os.path.join(SRC, "corpus", "conformance", "*.json")))
    perft = 0
    assert vectors, "no vectors in corpus/conformance/"
    for path in vectors:
        with open(path, encoding="utf-8") as f:
            v = json.load(f)
        validator.validate(v)
        assert v["name"] == os.path.basename(path)[:-len(".json")], path
        internal = sorted(set(keys(v)) & set(INTERNALS))
        assert not internal, f"{path}: engine internals {internal}"
        unknown = sorted(set(v["rules"]) - rule_ids)
        assert not unknown, f"{path}: rule IDs not in docs/rules/: {unknown}"
        if v.get("kind") == "perft":  # the divide adds up to the last count (docs/perft.md)
            assert sum(d["count"] for d in v["divide"]) == v["counts"][-1] and len(v["counts"]) == v["depth"], path
            perft += 1
        for step in v.get("steps", []):
            if "refused" in step:
                assert step["rule"] in v["rules"] and step["refused"] not in [], path
            else:
                assert step["action"] in step["legal"], f"{path}: an action that is not among the legal ones"
    assert perft >= 4, f"{perft} perft vectors: one per family (classic, super, solo, bm2) is generated"
    coverage(vectors)
    # The invalid-vector cases the verifier must refuse also fail the schema.
    for bad in ({"format": "bm-conformance"}, {**v, "version": "2.0"}, {**v, "steps": [{"player": 0}]}):
        assert not validator.is_valid(bad)
    # A kind no reader knows, a perft vector of version 1.0 and a 1.0 vector with a kind fail it too.
    loaded = [json.load(open(p, encoding="utf-8")) for p in vectors]
    # the shortest game vector (each validation of a whole game takes a while)
    game = min((x for x in loaded if "steps" in x), key=lambda x: len(json.dumps(x)))
    perft_vector = next(x for x in loaded if x.get("kind") == "perft")
    for bad in ({**perft_vector, "kind": "mate_in_two"}, {**perft_vector, "version": "1.0"}, {**game, "kind": "game"},
                {**perft_vector, "counts": [-1]}, {k: x for k, x in perft_vector.items() if k != "divide"}):
        assert not validator.is_valid(bad), bad.get("kind")
    assert validator.is_valid({**game, "version": "1.1", "kind": "game"})
    print(f"ok: {len(vectors)} vectors match the schema")
    return 0


if __name__ == "__main__":
    sys.exit(main())
