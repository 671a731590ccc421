#!/usr/bin/env bash
# Names taken from input data never steer a path: a card set whose id is
# "x/../../escaped" and a ruleset file in a sub-folder, with the folders planted that would let
# such a name climb out of --out. Every file bm check writes must be inside --out, the finding
# logs named with the sanitized id, and each log must still replay (and fail again: exit 1).
set -u
BM="$1"; MUTANT="$2"; WORK="$3"
rm -rf "$WORK"; mkdir -p "$WORK/deep/er"
cd "$WORK" || exit 1
fail=0
bad() { echo "FAIL $*"; fail=$((fail+1)); }
"$BM" cards export | python3 -c "
import json, sys
s = json.load(sys.stdin); s['id'] = 'x/../../escaped'; json.dump(s, open('cards.json', 'w'))"
mkdir -p rules.d && "$BM" rules show classic > rules.d/r.json
out=deep/er/out
# The folders a raw "…-x/../../escaped-…" name would walk through, planted.
inv=INV-HERO-FIFO
mkdir -p "$out/$inv-rules_d_r_json-x" "$out/$inv-classic-x" "$out/$inv-rules.d/r.json-x"
touch marker; sleep 1
"$MUTANT" check --mutant lifo_heroes --cards cards.json --rules classic rules.d/r.json --games 24 --players 2 \
  --policy random --shrink-attempts 20 --out "$out" --quiet >stdout.txt 2>stderr.txt
rc=$?
[ "$rc" = 1 ] || bad "check: exit $rc, expected 1 (findings)"
# Nothing new outside --out (the planted folders are inside it).
outside=$(find . -newer marker -type f ! -path "./$out/*" ! -name stdout.txt ! -name stderr.txt)
[ -z "$outside" ] || bad "written outside --out: $outside"
[ -e "$WORK/escaped-2p-random-g0.jsonl" ] || [ -e escaped-2p-random-g0.jsonl ] && bad "the escape happened"
n=0
for log in "$out"/INV-*.jsonl; do
  [ -f "$log" ] || continue
  n=$((n+1))
  case "$(basename "$log")" in
    *x_______escaped*) ;;
    *) bad "log name not sanitized: $log" ;;
  esac
  BM_MUTANT=none "$BM" replay "$log" --cards cards.json >/dev/null 2>&1; r=$?
  [ "$r" = 1 ] || bad "$log replays with exit $r under bm (expected 1: the rule bug shows as a divergence)"
done
[ "$n" -ge 1 ] || bad "no finding log written ($(head -3 stderr.txt))"
[ "$fail" = 0 ] && echo "paths_from_data: all passed ($n logs)" || echo "paths_from_data: $fail failed"
[ "$fail" = 0 ]
