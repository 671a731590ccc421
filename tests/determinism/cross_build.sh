#!/usr/bin/env bash
# Determinism across builds (brief, non-negotiable 2): two bm binaries built with different
# compilers / build types must write byte-identical logs (and bm viz DOT) for the same inputs.
#   usage: cross_build.sh BM_A BM_B
set -u
a="$1"; b="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
for rules in $("$a" rules list --json | python3 -c 'import json,sys; print(" ".join(p["name"] for p in json.load(sys.stdin)))'); do
  for players in 2 3 4; do
    for seed in 1 2 3 17 123456789; do
      "$a" play --rules "$rules" --players "$players" --seed "$seed" --out "$tmp/a.jsonl" --no-verify >/dev/null
      "$b" play --rules "$rules" --players "$players" --seed "$seed" --out "$tmp/b.jsonl" --no-verify >/dev/null
      if cmp -s "$tmp/a.jsonl" "$tmp/b.jsonl"; then pass=$((pass+1)); else
        fail=$((fail+1)); echo "DIFFERENT: --rules $rules --players $players --seed $seed"; fi
      # The visualizer's DOT (issue 7) is as deterministic as the log it draws.
      if [ "$seed" = 17 ]; then
        (cd "$tmp" && "$a" viz a.jsonl -o a.dot 2>/dev/null && "$b" viz a.jsonl -o b.dot 2>/dev/null)
        if cmp -s "$tmp/a.dot" "$tmp/b.dot"; then pass=$((pass+1)); else
          fail=$((fail+1)); echo "DIFFERENT bm viz DOT: --rules $rules --players $players --seed $seed"; fi
      fi
    done
  done
done
"$a" bench --games 1 --json > "$tmp/sa"; "$b" bench --games 1 --json > "$tmp/sb"
sa=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["signature"])' "$tmp/sa")
sb=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["signature"])' "$tmp/sb")
if [ "$sa" = "$sb" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "DIFFERENT bench signature: $sa vs $sb"; fi
# The checker's campaign report (issue 5) is the same too, timing figures aside.
strip() { python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); [r.pop(k,None) for k in ("elapsed_seconds","games_per_second")]; print(json.dumps(r,sort_keys=True))' "$1"; }
"$a" check --all-presets --games 400 --json --quiet > "$tmp/ca"; "$b" check --all-presets --games 400 --json --quiet > "$tmp/cb"
if [ "$(strip "$tmp/ca")" = "$(strip "$tmp/cb")" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "DIFFERENT bm check reports"; fi
echo "determinism: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
