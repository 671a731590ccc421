#!/usr/bin/env python3
"""schema_validator remembers only what a oneOf/anyOf accepted: after an instance is accepted, one
that differs in a single value is still checked, and a refused instance is refused every time.

usage: schema_validator_test.py SRC
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(sys.argv[1], "tests", "support"))
import schema_validator  # noqa: E402

schema = json.load(open(os.path.join(sys.argv[1], "docs", "log-v1.schema.json"), encoding="utf-8"))
v = schema_validator.validator(schema)
failures = []
example = os.path.join(sys.argv[1], "corpus", "examples", "front-end-export.jsonl")
with open(example, encoding="utf-8") as f:
    line = next(x for x in map(json.loads, f) if isinstance(x.get("events"), list) and x["events"])
if list(v.iter_errors(line)) or list(v.iter_errors(line)):
    failures.append("a line of corpus/examples/front-end-export.jsonl is refused")
bad = json.loads(json.dumps(line))
bad["events"][0]["e"] = 17  # an event kind is a string: the event matches no kind any more
for attempt in (1, 2):
    if v.is_valid(bad):
        failures.append(f"attempt {attempt}: an event of kind 17 was accepted after the valid line")
if not v.is_valid(line):
    failures.append("the valid line is refused after the invalid one")
for f in failures:
    print("FAIL:", f)
print(f"schema_validator_test: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
