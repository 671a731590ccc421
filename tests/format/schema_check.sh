#!/usr/bin/env bash
# Every line of generated logs (every preset, 2-4 players, both policies) validates against
# docs/log-v1.schema.json. Usage: schema_check.sh BM SOURCE_DIR
set -u
BM="$1"; SRC="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# Every preset with a rotating player count and policy (covers every action and event type).
players=2
for rules in classic classic-es classic-variants classic-immortality classic-house classic-10th; do
  for policy in random first; do
    "$BM" play --rules "$rules" --players "$players" --seed 7 --policy "$policy" --no-verify --out "$tmp/$rules-$players-$policy.jsonl" >/dev/null || exit 1
    players=$(( players % 3 + 2 ))
  done
done
# Super and solo: every Super preset, both policies, the classic and the synthetic
# card sets (the synthetic set reaches the room minion space and the token events).
for players in 2 3 4; do
  for policy in random first; do
    "$BM" play --rules super --players "$players" --seed 5 --policy "$policy" --no-verify --out "$tmp/super-$players-$policy.jsonl" >/dev/null || exit 1
    "$BM" play --rules super --cards super-synthetic --players "$players" --seed 1 --policy "$policy" --no-verify --out "$tmp/super-syn-$players-$policy.jsonl" >/dev/null || exit 1
  done
  "$BM" play --rules super-literal --players "$players" --seed 7 --no-verify --out "$tmp/super-literal-$players.jsonl" >/dev/null || exit 1
done
for rules in solo solo-challenge solo-challenge-3; do
  for policy in random first; do
    "$BM" play --rules "$rules" --seed 5 --policy "$policy" --no-verify --out "$tmp/$rules-$policy.jsonl" >/dev/null || exit 1
    "$BM" play --rules "$rules" --cards super-synthetic --seed 1 --policy "$policy" --no-verify --out "$tmp/$rules-syn-$policy.jsonl" >/dev/null || exit 1
  done
done
# Declared chance (the form other front ends write, docs/validating.md), every family.
# Boss Monster 2: 2-6 players, its synthetic cards (items, take_back) and the classic ones.
for players in 2 3 4; do
  for policy in random spells; do
    "$BM" play --rules bm2 --players "$players" --seed 3 --policy "$policy" --no-verify --out "$tmp/bm2-$players-$policy.jsonl" >/dev/null || exit 1
  done
done
for players in 5 6; do
  "$BM" play --rules bm2-6p --players "$players" --seed 3 --policy spells --no-verify --out "$tmp/bm2-6p-$players.jsonl" >/dev/null || exit 1
  "$BM" play --rules bm2-6p --cards classic --players "$players" --seed 4 --no-verify --out "$tmp/bm2-6p-classic-$players.jsonl" >/dev/null || exit 1
done
"$BM" play --rules bm2 --players 4 --seed 2 --chance declared --no-verify --out "$tmp/declared-bm2.jsonl" >/dev/null || exit 1
"$BM" play --rules classic --players 3 --seed 2 --chance declared --no-verify --out "$tmp/declared-classic.jsonl" >/dev/null || exit 1
"$BM" play --rules super --players 4 --seed 2 --chance declared --no-verify --out "$tmp/declared-super.jsonl" >/dev/null || exit 1
"$BM" play --rules solo --seed 2 --chance declared --no-verify --out "$tmp/declared-solo.jsonl" >/dev/null || exit 1
# Logs made by bm log cut and bm replay --minimize: a snapshot start, the header's `reduced`.
"$BM" log cut "$tmp/declared-super.jsonl" --from 10 -o "$tmp/cut-super.jsonl" >/dev/null || exit 1
"$BM" replay "$SRC/corpus/examples/front-end-divergent.jsonl" --minimize -o "$tmp/minimized.jsonl" >/dev/null
[ $? -eq 1 ] && grep -q '"reduced"' "$tmp/minimized.jsonl" || { echo "FAIL: bm replay --minimize"; exit 1; }
# Every log kept in corpus/ (scenarios, regressions, examples), but not the deliberately bad
# inputs of corpus/bad/ or the fuzzers' byte corpora.
python3 - "$SRC/docs/log-v1.schema.json" "$tmp" "$SRC/corpus" "$SRC" <<'PY'
import json, sys, glob, os
sys.path.insert(0, os.path.join(sys.argv[4], "tests", "support"))
import schema_validator  # one validator for every schema test, remembering accepted oneOf
schema = json.load(open(sys.argv[1]))
validator = schema_validator.validator(schema)
lines = bad = 0
corpus = [p for p in glob.glob(sys.argv[3] + "/**/*.jsonl", recursive=True)
          if not os.path.relpath(p, sys.argv[3]).startswith(("bad" + os.sep, "fuzz" + os.sep))]
for path in sorted(glob.glob(sys.argv[2] + "/*.jsonl")) + sorted(corpus):
    for n, line in enumerate(open(path), 1):
        lines += 1
        errors = list(validator.iter_errors(json.loads(line)))
        if errors:
            bad += 1
            if bad <= 5: print(f"{path}:{n}: {errors[0].message}")
print(f"schema: {lines - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
PY
