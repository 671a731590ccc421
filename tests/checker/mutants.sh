#!/usr/bin/env bash
# The checker catches known rule bugs. For every mutant of bm-mutant
# (engine/include/bm/core/mutation.hpp): `bm check` must find it within a bounded campaign, name the
# right invariant, shrink it and write a log that
#   - the real engine (bm replay) rejects as a divergence: bm never does what the mutant did;
#   - the mutant engine (BM_MUTANT=... bm-mutant replay) replays to the same violation.
# The same campaign without a mutant finds nothing. Sizes are printed (docs/figures/checker.md).
# A mutant of a rule that random campaigns rarely reach, or that no invariant states, is caught
# by scenarios of the corpus instead (rulesets field `scenario`, the third field names them,
# comma-separated): the real bm validates each, and the mutant's replay of each diverges.
# usage: mutants.sh BM BM_MUTANT OUT_DIR [MUTANT]   (one mutant, or all of them)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BM=$1
MUT=$2
OUT=$3
ONLY=${4:-}
rm -rf "$OUT"
mkdir -p "$OUT"
fail=0
# The campaigns keep the four policies the sizes of docs/invariants.md were measured with
# (the default list gained `stall` later; a new policy would renumber every campaign's cells).
POLICIES="random spells bait hoard"
# mutant | rulesets | invariant it must break | games allowed
cases=(
  "sixth_room|classic|INV-ROOMS-MAX|2000"
  "shared_minion_space|super|INV-MINION-SPACE|2000"
  "lifo_heroes|classic|INV-HERO-FIFO|2000"
  "bait_tie_first|classic|INV-BAIT-STRICT|2000"
  "skip_soul_check|classic super|INV-END-TRIGGER|4000"
  "level_up_twice|classic|INV-LEVELUP-ONCE|2000"
  "duplicate_on_destroy|classic|INV-CARDS-CONSERVED|2000"
  "landmark_any_treasure|super|INV-LANDMARK-TREASURE|2000"
  "early_soul_win|classic super|INV-END-TRIGGER|4000"
  "item_to_landmark|super|INV-ITEM-LANDMARK|2000"
  "level_up_deactivated|classic|INV-LEVELUP-ONCE|4000"
  "all_out_no_winner|classic|INV-END-TRIGGER|2000"
  "score_all_ignored|classic-10th|INV-END-TRIGGER|2000"
  "tie_partial_pass|bm2-6p --set bm2_tie_split=crash_landing|INV-BAIT-STRICT|2000"
  "active_answer_skipped|scenario|IP-35_active_priority_pit-kills-first-freeze-fizzles|-"
  "unaimed_room_action|scenario|SO-5_torture-chamber-used-with-no-opponent|-"
  "cover_tokens_other_time|scenario|IP-36_at_reveal_kobold-strike-keeps-covered-tokens,IP-36_at_placement_kobold-strike-tokens-already-returned|-"
  "maze_first_hero_only|scenario|IP-38_each_hero_maze-sends-back-every-hero-once|-"
)
printf '%-22s %-20s %8s %8s %10s %10s %8s\n' mutant invariant game actions shrunk players tries
for c in "${cases[@]}"; do
  IFS='|' read -r m rules inv games <<<"$c"
  [ -n "$ONLY" ] && [ "$ONLY" != "$m" ] && continue
  d="$OUT/$m"
  if [ "$rules" = scenario ]; then
    for sc in ${inv//,/ }; do
      f="$ROOT/corpus/scenarios/$sc.jsonl"
      if ! "$BM" validate --allow-incomplete "$f" >"$d.$sc.real" 2>&1; then
        echo "FAIL $m: bm validate $sc should pass"
        fail=1
      fi
      BM_MUTANT="$m" "$MUT" validate --allow-incomplete "$f" >"$d.$sc.mut" 2>&1
      rc=$?
      if [ $rc -ne 1 ] || ! grep -q '^DIVERGENT' "$d.$sc.mut"; then
        echo "FAIL $m: BM_MUTANT=$m bm-mutant validate $sc should diverge (exit 1); got exit $rc"
        head -5 "$d.$sc.mut"
        fail=1
      else
        printf '%-22s %-20s %s\n' "$m" "scenario" "$sc"
      fi
    done
    continue
  fi
  # shellcheck disable=SC2086
  "$MUT" check --mutant "$m" --rules $rules --policy $POLICIES --games "$games" --max-failures 1 --shrink-attempts 2000 --out "$d" --json --quiet >"$d.json" 2>"$d.err"
  rc=$?
  if [ $rc -ne 1 ]; then
    echo "FAIL $m: bm check exit $rc (expected 1: the mutant must be found within $games games)"
    cat "$d.err"
    fail=1
    continue
  fi
  line=$(python3 - "$d.json" "$inv" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
want = sys.argv[2]
f = r["failures"][0]
s = f.get("shrunk", {})
ok = f["invariant"] == want and "log" in f and s and s["actions"] <= f["actions"]
print(("OK" if ok else "BAD"), f["invariant"], f["game"], f["actions"], s.get("actions"), "%d->%d" % (f["players"], s.get("players", 0)), s.get("attempts"), f.get("log", ""))
PY
)
  read -r verdict got game actions shrunk players tries log <<<"$line"
  printf '%-22s %-20s %8s %8s %10s %10s %8s\n' "$m" "$got" "$game" "$actions" "$shrunk" "$players" "$tries"
  if [ "$verdict" != OK ]; then
    echo "FAIL $m: expected $inv with a shrunk log, got: $line"
    fail=1
    continue
  fi
  "$BM" replay "$log" >"$d.replay" 2>&1
  rc=$?
  if [ $rc -ne 1 ] || grep -q "invariant failed" "$d.replay"; then
    echo "FAIL $m: bm replay of the finding should diverge (exit 1) before any invariant; got exit $rc"
    head -5 "$d.replay"
    fail=1
  fi
  BM_MUTANT="$m" "$MUT" replay "$log" >"$d.mreplay" 2>&1
  rc=$?
  if [ $rc -ne 1 ] || ! grep -q "invariant failed: $inv .*reproduced" "$d.mreplay"; then
    echo "FAIL $m: BM_MUTANT=$m bm-mutant replay should reproduce $inv (exit 1); got exit $rc"
    head -5 "$d.mreplay"
    fail=1
  fi
  # The same campaign, no mutant: nothing to find.
  # shellcheck disable=SC2086
  "$MUT" check --rules $rules --policy $POLICIES --games "$games" --quiet >"$d.clean" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL $m: the unmutated campaign failed (exit $rc)"
    tail -5 "$d.clean"
    fail=1
  fi
done
# The production bm cannot be mutated.
if [ -z "$ONLY" ] && "$BM" check --mutant sixth_room --games 1 >/dev/null 2>&1; then
  echo "FAIL: bm accepted --mutant"
  fail=1
fi
if [ -n "$ONLY" ] && ! printf '%s\n' "${cases[@]}" | grep -q "^$ONLY|"; then
  echo "FAIL: no mutant named $ONLY in this script"
  fail=1
fi
[ $fail -eq 0 ] && echo "mutants caught: ${ONLY:-all}"
exit $fail
