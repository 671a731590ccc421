#!/usr/bin/env bash
# Determinism across builds (brief, non-negotiable 2): two bm binaries built with different
# compilers / build types must write byte-identical logs (and bm viz DOT) for the same inputs.
#   usage: cross_build.sh BM_A BM_B
set -u
a="$(realpath "$1")"; b="$(realpath "$2")"  # absolute: some checks run in another directory
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
# Every preset at every player count its family allows (solo: 1; an earlier version of this
# script played solo with 2-4 players, which bm refuses, and compared stale files).
for entry in $("$a" rules list --json | python3 -c 'import json,sys; print(" ".join(p["name"] + ":" + p["family"] for p in json.load(sys.stdin)))'); do
  rules="${entry%%:*}"
  case "${entry#*:}" in solo) counts="1" ;; *) counts="2 3 4" ;; esac
  [ "$rules" = bm2-6p ] && counts="5 6"  # BM2-6, BM2-8: the 5-6 player preset
  for players in $counts; do
    for seed in 1 2 3 17 123456789; do
      rm -f "$tmp/a.jsonl" "$tmp/b.jsonl"
      # The two builds play side by side (CI's machine has two cores; each run uses one).
      "$a" play --rules "$rules" --players "$players" --seed "$seed" --out "$tmp/a.jsonl" --no-verify >/dev/null &
      "$b" play --rules "$rules" --players "$players" --seed "$seed" --out "$tmp/b.jsonl" --no-verify >/dev/null
      wait
      if [ ! -s "$tmp/a.jsonl" ]; then fail=$((fail+1)); echo "NO LOG: --rules $rules --players $players --seed $seed"; continue; fi
      if cmp -s "$tmp/a.jsonl" "$tmp/b.jsonl"; then pass=$((pass+1)); else
        fail=$((fail+1)); echo "DIFFERENT: --rules $rules --players $players --seed $seed"; fi
      # The visualizer's DOT is as deterministic as the log it draws.
      if [ "$seed" = 17 ]; then
        rm -f "$tmp/a.dot" "$tmp/b.dot"
        (cd "$tmp" && { "$a" viz a.jsonl -o a.dot 2>/dev/null & "$b" viz a.jsonl -o b.dot 2>/dev/null; wait; })
        [ -s "$tmp/a.dot" ] || { fail=$((fail+1)); echo "NO bm viz DOT: --rules $rules --players $players --seed $seed"; }
        if cmp -s "$tmp/a.dot" "$tmp/b.dot"; then pass=$((pass+1)); else
          fail=$((fail+1)); echo "DIFFERENT bm viz DOT: --rules $rules --players $players --seed $seed"; fi
      fi
    done
  done
done
# Hash v2 (docs/state-hash.md#hash-v2): the logs above carry it, and a legacy log
# of the corpus rewritten with it by either build (bm replay --rehash) is the same file.
if head -n 1 "$tmp/a.jsonl" | grep -q '"state_hash":"xxh3-v2"'; then pass=$((pass+1)); else
  fail=$((fail+1)); echo "NO hash v2 in the header of bm play's log"; fi
src="$(cd "$(dirname "$0")/../.." && pwd)"
for log in "$src"/corpus/regressions/*.jsonl "$src"/corpus/examples/front-end-export.jsonl; do
  [ -f "$log" ] || continue
  grep -q '"state_hash"' "$log" && continue
  rm -f "$tmp/ra.jsonl" "$tmp/rb.jsonl"
  # Regression logs may stop mid-game (no result line): --rehash rewrites those only when accepted.
  "$a" replay "$log" --allow-incomplete --rehash "$tmp/ra.jsonl" >/dev/null 2>&1 &
  "$b" replay "$log" --allow-incomplete --rehash "$tmp/rb.jsonl" >/dev/null 2>&1
  wait
  if [ -s "$tmp/ra.jsonl" ] && cmp -s "$tmp/ra.jsonl" "$tmp/rb.jsonl"; then pass=$((pass+1)); else
    fail=$((fail+1)); echo "DIFFERENT (or missing) bm replay --rehash of ${log#"$src"/}"; fi
done
"$a" bench --games 1 --json > "$tmp/sa" & "$b" bench --games 1 --json > "$tmp/sb"; wait
sa=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["signature"])' "$tmp/sa")
sb=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["signature"])' "$tmp/sb")
if [ "$sa" = "$sb" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "DIFFERENT bench signature: $sa vs $sb"; fi
# The checker's campaign report is the same too, timing figures aside.
strip() { python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); [r.pop(k,None) for k in ("elapsed_seconds","games_per_second")]; print(json.dumps(r,sort_keys=True))' "$1"; }
"$a" check --all-presets --games 400 --json --quiet > "$tmp/ca" & "$b" check --all-presets --games 400 --json --quiet > "$tmp/cb"; wait
if [ "$(strip "$tmp/ca")" = "$(strip "$tmp/cb")" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "DIFFERENT bm check reports"; fi
echo "determinism: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
