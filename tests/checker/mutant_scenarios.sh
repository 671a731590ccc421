#!/usr/bin/env bash
# Mutants of bm-mutant (engine/include/bm/core/mutation.hpp) that no invariant of the checker can
# see, because the rule they break is a card's reading rather than a state the catalog checks:
# each is caught by a scenario of the corpus (corpus/scenarios/), whose expected events the
# rules dictate. For every case: bm validates the scenario (exit 0; --allow-incomplete: a scenario may stop mid-game), and the mutant engine
# (BM_MUTANT=NAME bm-mutant validate) rejects it (exit 1).
# usage: mutant_scenarios.sh BM BM_MUTANT SCENARIO_DIR
set -u
BM=$1
MUT=$2
DIR=$3
fail=0
# mutant | the scenario that catches it
cases=(
  "maze_first_hero_only|IP-38_each_hero_maze-sends-back-every-hero-once"
)
for c in "${cases[@]}"; do
  IFS='|' read -r m scen <<<"$c"
  log="$DIR/$scen.jsonl"
  if ! "$BM" validate --allow-incomplete "$log" >/dev/null 2>&1; then
    echo "FAIL $m: bm does not validate $scen"
    fail=1
    continue
  fi
  BM_MUTANT="$m" "$MUT" validate --allow-incomplete "$log" >/dev/null 2>&1
  rc=$?
  if [ $rc -ne 1 ]; then
    echo "FAIL $m: BM_MUTANT=$m bm-mutant validate $scen should fail (exit 1, a divergence); got exit $rc"
    fail=1
    continue
  fi
  echo "caught $m by $scen"
done
exit $fail
