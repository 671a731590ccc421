#!/usr/bin/env bash
# Mutants a scenario catches (engine/include/bm/core/mutation.hpp): a rule bug no invariant of
# the checker can see from outside the engine, because only the legal actions differ (who may
# answer a spell), is caught by the scenario that shows the rule. For each pair: the real bm
# validates the scenario; the mutant engine (BM_MUTANT=NAME bm-mutant validate) finds it
# divergent (exit 1) at the action the rule allows; and the scenario of the other reading, which
# the mutant does not touch, still validates under the mutant.
# usage: scenario_mutants.sh BM BM_MUTANT SOURCE_DIR
set -u
BM=$1
MUT=$2
SRC=$3
fail=0
# mutant | scenario it must break | what the divergence names | scenario it must leave valid
cases=(
  "active_answer_skipped|IP-35_active_priority_pit-kills-first-freeze-fizzles|activates BM027 Bottomless Pit|IP-35_cancel_only_freeze-resolves-the-pit-cannot-kill"
)
for c in "${cases[@]}"; do
  IFS='|' read -r m broken what kept <<<"$c"
  f="$SRC/corpus/scenarios/$broken.jsonl"
  k="$SRC/corpus/scenarios/$kept.jsonl"
  "$BM" validate "$f" --allow-incomplete >/dev/null 2>&1 || { echo "FAIL $m: bm does not validate $broken"; fail=1; }
  out=$(BM_MUTANT="$m" "$MUT" validate "$f" --allow-incomplete 2>&1)
  rc=$?
  if [ $rc -ne 1 ] || ! grep -q "^DIVERGENT" <<<"$out" || ! grep -q "$what" <<<"$out"; then
    echo "FAIL $m: $broken should diverge under the mutant (exit 1, at \"$what\"); got exit $rc:"
    head -5 <<<"$out"
    fail=1
  fi
  BM_MUTANT="$m" "$MUT" validate "$k" --allow-incomplete >/dev/null 2>&1 ||
    { echo "FAIL $m: $kept should stay valid under the mutant"; fail=1; }
  [ $fail -eq 0 ] && echo "ok $m: caught by $broken"
done
exit $fail
