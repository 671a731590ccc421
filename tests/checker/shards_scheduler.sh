#!/usr/bin/env bash
# Campaigns on cluster schedulers (docs/scaling.md):
#  1. a campaign run as 4 shards under GNU parallel and merged by `bm check merge` equals the
#     single-process report, field by field, except the fields that differ by nature:
#       elapsed_seconds, games_per_second   timings
#       campaign.shards, shards             4 shards against 1 (what makes them shards)
#       missing_shards                      written by merge only (and must be [])
#       failures[].shrunk, failures[].log   each shard shrinks its own first failures of an
#                                           invariant (--shrinks-per-invariant), so more are
#                                           shrunk; what was found (game, seed, invariant,
#                                           message, action, round, phase) must be equal
#     once for a clean all-presets campaign and once with failures (bm-mutant);
#  2. --shard auto reads Kubernetes Indexed Jobs (JOB_COMPLETION_INDEX + --shards) and Slurm
#     arrays (SLURM_ARRAY_TASK_ID, _COUNT, _MIN, _STEP), and refuses a missing, ambiguous or
#     absurd environment with exit 2 and a message naming the variable;
#  3. 4 Kubernetes-style tasks (JOB_COMPLETION_INDEX=0..3, --shard auto) also merge to the
#     single-process report.
# usage: shards_scheduler.sh BM BM_MUTANT OUT_DIR
set -u
BM=$1
MUT=$2
OUT=$3
rm -rf "$OUT"
mkdir -p "$OUT"
fail=0
check() { if ! eval "$2"; then echo "FAIL: $1"; fail=1; fi; }
if ! command -v parallel >/dev/null; then
  echo "FAIL: GNU parallel is missing (Debian package parallel; bash tools/setup.sh test installs it)"
  exit 1
fi
# The scheduler variables of the machine running the suite must not leak into the runs.
clean_env=(env -u JOB_COMPLETION_INDEX -u SLURM_ARRAY_TASK_ID -u SLURM_ARRAY_TASK_COUNT -u SLURM_ARRAY_TASK_MIN
           -u SLURM_ARRAY_TASK_MAX -u SLURM_ARRAY_TASK_STEP)

# same MERGED WHOLE: exit 0 when the merged report equals the whole one (see above).
# shellcheck disable=SC2317  # called from the conditions that check evaluates
same() {
  python3 - "$1" "$2" <<'PY'
import json, sys
m, w = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
BY_NATURE = {"elapsed_seconds", "games_per_second", "shards", "missing_shards"}
bad = []
if m.get("missing_shards") != [] or m.get("shards") != [0, 1, 2, 3] or m["campaign"].get("shards") != 4:
    bad.append(f"shards {m.get('shards')} missing {m.get('missing_shards')} campaign.shards {m['campaign'].get('shards')}")
if w["campaign"].get("shards") != 1 or w.get("shards") != [0]:
    bad.append("the whole campaign was not one shard")
def found(fs):
    return [{k: v for k, v in f.items() if k not in ("shrunk", "log")} for f in fs]
for key in sorted(set(m) | set(w)):
    if key in BY_NATURE:
        continue
    a, b = m.get(key), w.get(key)
    if key == "campaign":
        a = {k: v for k, v in a.items() if k != "shards"}
        b = {k: v for k, v in b.items() if k != "shards"}
    if key == "failures":
        a, b = found(a), found(b)
    if a != b:
        bad.append(f"{key}: merged {json.dumps(a)[:200]} != whole {json.dumps(b)[:200]}")
if m["games_played"] == 0:
    bad.append("no game played")
for x in bad:
    print("  differs:", x)
sys.exit(1 if bad else 0)
PY
}

# 1a. A clean campaign over every preset: 4 shards under GNU parallel, merged.
clean=(check --all-presets --games 900 --seed 5 --quiet)
"${clean_env[@]}" "$BM" "${clean[@]}" --out "$OUT/whole" >/dev/null 2>"$OUT/whole.err"
check "the whole clean campaign failed" '[ -s "$OUT/whole/report.json" ]'
"${clean_env[@]}" parallel --will-cite -j 2 "$BM" "${clean[@]}" --shard {}/4 --out "$OUT/p{}" ::: 0 1 2 3 >/dev/null 2>"$OUT/parallel.err"
check "GNU parallel: a shard failed (exit $?): $(head -c 300 "$OUT/parallel.err")" '[ $? -eq 0 ]'
"$BM" check merge "$OUT"/p*/report.json --out "$OUT/merged.json" 2>"$OUT/merge.err"
check "merge of the clean shards: exit $?" '[ $? -eq 0 ]'
check "4 shards under GNU parallel, merged, differ from the single-process report" 'same "$OUT/merged.json" "$OUT/whole/report.json"'

# 1b. With failures: the mutant's campaign, 4 shards, merged.
mutant=(check --mutant lifo_heroes --rules classic --games 400 --seed 3 --shrink-attempts 100 --quiet)
"${clean_env[@]}" "$MUT" "${mutant[@]}" --out "$OUT/mwhole" >/dev/null 2>&1
"${clean_env[@]}" parallel --will-cite -j 2 "$MUT" "${mutant[@]}" --shard {}/4 --out "$OUT/m{}" ::: 0 1 2 3 >/dev/null 2>&1
"$BM" check merge "$OUT"/m[0-3]/report.json --out "$OUT/mmerged.json" 2>/dev/null
check "merge of shards with failures should exit 1, exit $?" '[ $? -eq 1 ]'
check "the mutant campaign found nothing" '[ "$(python3 -c "import json,sys;print(json.load(open(sys.argv[1]))[\"failures_total\"])" "$OUT/mwhole/report.json")" -gt 0 ]'
check "4 shards with failures, merged, differ from the single-process report" 'same "$OUT/mmerged.json" "$OUT/mwhole/report.json"'

# 2. --shard auto: the shard the report says it played. shard_of ENV... -- ARGS: prints "i/n" or "exit N".
shard_of() {
  local vars=()
  while [ "$1" != "--" ]; do vars+=("$1"); shift; done
  shift
  "${clean_env[@]}" "${vars[@]}" "$BM" check --rules classic --policy random --games 20 --quiet --json --shard auto "$@" \
    >"$OUT/auto.json" 2>"$OUT/auto.err"
  local rc=$?
  if [ $rc -ne 0 ]; then echo "exit $rc"; return; fi
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print("%d/%d" % (r["shards"][0], r["campaign"]["shards"]))' "$OUT/auto.json"
}
expect() {  # expect WANT [GREP] ENV... -- ARGS
  local want=$1 pattern=$2
  shift 2
  local got
  got=$(shard_of "$@")
  if [ "$got" != "$want" ]; then
    echo "FAIL: --shard auto with $*: got '$got', want '$want' ($(head -c 300 "$OUT/auto.err"))"; fail=1
  elif [ -n "$pattern" ] && ! grep -q -- "$pattern" "$OUT/auto.err"; then
    echo "FAIL: --shard auto with $*: the message lacks '$pattern': $(head -c 300 "$OUT/auto.err")"; fail=1
  fi
}
# Kubernetes Indexed Job: the index from JOB_COMPLETION_INDEX, the count from --shards.
expect "2/4" "" JOB_COMPLETION_INDEX=2 -- --shards 4
expect "0/1" "" JOB_COMPLETION_INDEX=0 -- --shards 1
expect "exit 2" "add --shards N" JOB_COMPLETION_INDEX=2 --
expect "exit 2" "below the count" JOB_COMPLETION_INDEX=4 -- --shards 4
expect "exit 2" "not a whole number" JOB_COMPLETION_INDEX=two -- --shards 4
expect "exit 2" "out of range" JOB_COMPLETION_INDEX=-1 -- --shards 4
expect "exit 2" "--shards 0" JOB_COMPLETION_INDEX=0 -- --shards 0
# Slurm job arrays: --array=0-3; --array=5-8 (offset by SLURM_ARRAY_TASK_MIN); --array=1-9:4.
expect "3/4" "" SLURM_ARRAY_TASK_ID=3 SLURM_ARRAY_TASK_COUNT=4 --
expect "2/4" "" SLURM_ARRAY_TASK_ID=7 SLURM_ARRAY_TASK_MIN=5 SLURM_ARRAY_TASK_MAX=8 SLURM_ARRAY_TASK_COUNT=4 --
expect "2/3" "" SLURM_ARRAY_TASK_ID=9 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_STEP=4 SLURM_ARRAY_TASK_COUNT=3 --
expect "1/4" "" SLURM_ARRAY_TASK_ID=1 -- --shards 4
expect "exit 2" "SLURM_ARRAY_TASK_COUNT is not" SLURM_ARRAY_TASK_ID=1 --
expect "exit 2" "not a task of a contiguous array" SLURM_ARRAY_TASK_ID=9 SLURM_ARRAY_TASK_COUNT=4 --
expect "exit 2" "not a task of a contiguous array" SLURM_ARRAY_TASK_ID=3 SLURM_ARRAY_TASK_MIN=5 SLURM_ARRAY_TASK_COUNT=4 --
expect "exit 2" "not a task of a contiguous array" SLURM_ARRAY_TASK_ID=6 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_STEP=4 SLURM_ARRAY_TASK_COUNT=3 --
expect "exit 2" "out of range" SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=0 --
expect "exit 2" "but --shards 5" SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=4 -- --shards 5
# Neither, both, or --shards without auto.
expect "exit 2" "no scheduler index" --
expect "exit 2" "both JOB_COMPLETION_INDEX" JOB_COMPLETION_INDEX=1 SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=4 -- --shards 4
"${clean_env[@]}" "$BM" check --games 20 --shard 1/4 --shards 4 >/dev/null 2>"$OUT/both.err"
check "--shard 1/4 --shards 4: exit $?, want 2" '[ $? -eq 2 ] && grep -q "goes with --shard auto" "$OUT/both.err"'

# 3. Four Kubernetes-style tasks, each told only its JOB_COMPLETION_INDEX, merge to the whole campaign.
for i in 0 1 2 3; do
  "${clean_env[@]}" JOB_COMPLETION_INDEX=$i "$BM" "${clean[@]}" --shard auto --shards 4 --out "$OUT/k$i" >/dev/null 2>&1
done
"$BM" check merge "$OUT"/k[0-3]/report.json --out "$OUT/kmerged.json" 2>/dev/null
check "4 --shard auto tasks (JOB_COMPLETION_INDEX 0..3), merged, differ from the single-process report" 'same "$OUT/kmerged.json" "$OUT/whole/report.json"'

[ $fail -eq 0 ] && echo "scheduler shard checks passed"
exit $fail
