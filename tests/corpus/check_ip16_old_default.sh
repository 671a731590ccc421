#!/usr/bin/env bash
# IP-16: the scenarios of heroes lured together after a return to town verify under
# the default `returned_hero: reveal_order`, and would have caught the old default: the same
# logs, replayed with `returned_hero: back_of_town` (the default before reveal_order), must fail
# verification on the order of the two lured heroes (the returned hero comes second, G-15
# says first).
# Usage: check_ip16_old_default.sh BM SOURCE_DIR
set -u
BM="$1"; SRC="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; n=0
for name in IP-16_reveal_order_returned-hero-lured-with-a-later-hero-enters-first \
            IP-16_reveal_order_bm2_returned-hero-lured-with-a-later-hero-enters-first; do
  f="$SRC/corpus/scenarios/$name.jsonl"
  n=$((n + 1))
  if ! "$BM" validate --check --allow-incomplete --quiet "$f" > "$tmp/ok.out" 2>&1; then
    echo "FAIL $name: does not verify under its own ruleset (reveal_order)"; sed 's/^/    /' "$tmp/ok.out"; fail=1; continue
  fi
  python3 - "$f" "$tmp/old.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
h = json.loads(lines[0])
assert h["ruleset"]["options"]["returned_hero"] == "reveal_order"
h["ruleset"]["options"]["returned_hero"] = "back_of_town"
h.pop("ruleset_hash", None)
open(sys.argv[2], "w", encoding="utf-8").write("\n".join([json.dumps(h, sort_keys=True, separators=(",", ":"))] + lines[1:]) + "\n")
PY
  "$BM" validate --check --allow-incomplete "$tmp/old.jsonl" > "$tmp/old.out" 2>&1; rc=$?
  if [ "$rc" != 1 ]; then
    echo "FAIL $name: under back_of_town bm validate exited $rc, expected 1 (the old default must fail it)"
    sed 's/^/    /' "$tmp/old.out"; fail=1
  elif ! grep -Eq '"e":"(bait|enters_room)"' "$tmp/old.out" || ! grep -q "G-15" "$tmp/old.out"; then
    echo "FAIL $name: under back_of_town it fails, but not on the order of the lured heroes (G-15)"
    sed 's/^/    /' "$tmp/old.out"; fail=1
  else
    echo "PASS $name: verifies under reveal_order; fails under back_of_town on the order of the lured heroes"
  fi
done
if [ "$fail" = 0 ]; then echo "$n passed, 0 failed"; else echo "some failed"; fi
exit $fail
