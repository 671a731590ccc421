#!/usr/bin/env bash
# Every line of generated logs (every preset, 2-4 players, both policies) validates against
# docs/log-v1.schema.json. Usage: schema_check.sh BM SOURCE_DIR
set -u
BM="$1"; SRC="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# Every preset with a rotating player count and policy (covers every action and event type).
players=2
for rules in classic classic-es classic-variants classic-immortality classic-house; do
  for policy in random first; do
    "$BM" play --rules "$rules" --players "$players" --seed 7 --policy "$policy" --no-verify --out "$tmp/$rules-$players-$policy.jsonl" >/dev/null || exit 1
    players=$(( players % 3 + 2 ))
  done
done
python3 - "$SRC/docs/log-v1.schema.json" "$tmp" <<'PY'
import json, sys, glob, jsonschema
schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft202012Validator(schema)
lines = bad = 0
for path in sorted(glob.glob(sys.argv[2] + "/*.jsonl")):
    for n, line in enumerate(open(path), 1):
        lines += 1
        errors = list(validator.iter_errors(json.loads(line)))
        if errors:
            bad += 1
            if bad <= 5: print(f"{path}:{n}: {errors[0].message}")
print(f"schema: {lines - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
PY
