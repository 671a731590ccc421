#!/usr/bin/env bash
# bm check campaigns: the report does not depend on --jobs; shards partition the
# campaign and `bm check merge` adds them up to the unsharded report; failures are on disk
# as soon as they are found; bad usage exits 2; a clean engine passes every preset.
# usage: campaign.sh BM BM_MUTANT OUT_DIR SOURCE_DIR
set -u
BM=$1
MUT=$2
OUT=$3
SRC=$4
rm -rf "$OUT"
mkdir -p "$OUT"
fail=0
check() { if ! eval "$2"; then echo "FAIL: $1"; fail=1; fi; }
# shellcheck disable=SC2317  # called from the conditions that check evaluates
strip() {  # the report without its timing figures
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); [r.pop(k,None) for k in ("elapsed_seconds","games_per_second")]; [f.pop("log",None) for f in r["failures"]]; print(json.dumps(r,sort_keys=True))' "$1"
}

# Every preset, every policy, the real engine: nothing to find, and every invariant was put
# to the test (a situation where it could have failed) at least once: none is vacuous.
"$BM" check --all-presets --games 3000 --jobs 2 --quiet --json >"$OUT/clean.json" 2>"$OUT/clean.err"
check "the clean all-presets campaign fails (exit $?)" '[ $? -eq 0 ]'
check "an invariant was never exercised by the all-presets campaign" 'python3 - "$OUT/clean.json" <<PY
import json, sys
r = json.load(open(sys.argv[1]))
idle = [k for k, v in r["exercised"].items() if v == 0]
if idle: print("never exercised:", idle)
sys.exit(1 if idle or r["failures_total"] or len(r["exercised"]) < 26 else 0)
PY'

# With failures (a mutant), jobs 1 and jobs 2 give the same report and the same logs.
args=(check --mutant lifo_heroes --rules classic --games 600 --shrink-attempts 200)
"$MUT" "${args[@]}" --jobs 1 --out "$OUT/j1" --json >"$OUT/j1.json" 2>/dev/null
"$MUT" "${args[@]}" --jobs 2 --out "$OUT/j2" --json >"$OUT/j2.json" 2>/dev/null
check "jobs 1 and 2 differ" '[ "$(strip "$OUT/j1.json")" = "$(strip "$OUT/j2.json")" ]'
check "jobs 1 and 2 wrote different logs" 'diff -r -x "*.json" -x failures.jsonl -x .bm-lock -x .bm-manifest "$OUT/j1" "$OUT/j2" >/dev/null'
check "no failure found with the mutant" '[ "$(python3 -c "import json;print(json.load(open(\"$OUT/j1.json\"))[\"failures_total\"])")" -gt 0 ]'
check "failures.jsonl lacks the found failures" '[ "$(grep -c "\"stage\":\"found\"" "$OUT/j1/failures.jsonl")" = "$(python3 -c "import json;print(json.load(open(\"$OUT/j1.json\"))[\"failures_total\"])")" ]'
# Stopped by --max-failures, and a clean seeded campaign: the same report (--json) and the same
# summary (text, but for its games/s) at --jobs 1, 2 and 3. The actions counted are the recorded
# games', not those of the games a worker played past the stop before it was known.
# shellcheck disable=SC2317  # called from the conditions that check evaluates
untimed() { sed 's/[0-9]* games\/s, //' "$1"; }
margs=(check --mutant lifo_heroes --rules classic --games 2000 --shrink-attempts 50 --max-failures 3)
cargs=(check --games 1500 --seed 9)
for j in 1 2 3; do
  "$MUT" "${margs[@]}" --jobs $j --json >"$OUT/m$j.json" 2>/dev/null
  "$MUT" "${margs[@]}" --jobs $j >"$OUT/m$j.txt" 2>/dev/null
  "$BM" "${cargs[@]}" --jobs $j --json >"$OUT/c$j.json" 2>/dev/null
  "$BM" "${cargs[@]}" --jobs $j >"$OUT/c$j.txt" 2>/dev/null
done
for j in 2 3; do
  check "--max-failures 3: the reports of jobs 1 and $j differ" '[ "$(strip "$OUT/m1.json")" = "$(strip "$OUT/m$j.json")" ]'
  check "--max-failures 3: the summaries of jobs 1 and $j differ" '[ "$(untimed "$OUT/m1.txt")" = "$(untimed "$OUT/m$j.txt")" ]'
  check "a clean campaign: the reports of jobs 1 and $j differ" '[ "$(strip "$OUT/c1.json")" = "$(strip "$OUT/c$j.json")" ]'
  check "a clean campaign: the summaries of jobs 1 and $j differ" '[ "$(untimed "$OUT/c1.txt")" = "$(untimed "$OUT/c$j.txt")" ]'
done
check "--max-failures 3 did not stop at 3 failures" '[ "$(python3 -c "import json;r=json.load(open(\"$OUT/m1.json\"));print(r[\"failures_total\"], r[\"complete\"])")" = "3 False" ]'

# Three shards merge to the unsharded campaign.
for i in 0 1 2; do
  "$MUT" "${args[@]}" --shard "$i/3" --out "$OUT/s$i" --quiet >/dev/null 2>&1
done
"$BM" check merge "$OUT/s0/report.json" "$OUT/s1/report.json" "$OUT/s2/report.json" --out "$OUT/merged.json" 2>"$OUT/merge.err"
check "merge should exit 1 (the shards have failures)" '[ $? -eq 1 ]'
check "merged shards differ from the whole campaign" 'python3 - "$OUT/merged.json" "$OUT/j1.json" <<PY
import json, sys
m, w = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
same = (m["games_played"] == w["games_played"] and m["actions"] == w["actions"] and m["invariants"] == w["invariants"]
        and [f["game"] for f in m["failures"]] == [f["game"] for f in w["failures"]] and m["cells"] == w["cells"]
        and m["complete"] and m["missing_shards"] == [] and m["shards"] == [0, 1, 2])
sys.exit(0 if same else 1)
PY'
"$BM" check merge "$OUT/s0/report.json" "$OUT/s0/report.json" >/dev/null 2>"$OUT/dup.err"
check "merge accepted a repeated shard" '[ $? -eq 2 ] && grep -q "given twice" "$OUT/dup.err"'
"$BM" check merge "$OUT/s0/report.json" "$OUT/s1/report.json" --out "$OUT/partial.json" 2>"$OUT/partial.err"
check "merge did not report the missing shard" 'grep -q "missing shards \[2\]" "$OUT/partial.err" && grep -q "\"complete\": false" "$OUT/partial.json"'
"$BM" check --rules classic --games 30 --seed 9 --out "$OUT/other" --quiet >/dev/null 2>&1
"$BM" check merge "$OUT/s0/report.json" "$OUT/other/report.json" >/dev/null 2>"$OUT/other.err"
check "merge accepted a shard of another campaign" '[ $? -eq 2 ] && grep -q "another campaign" "$OUT/other.err"'

# A killed run keeps every failure already written: kill -9 a long campaign once it has
# shrunk three failures; each logged failure is complete and replays to its violation.
"$MUT" check --mutant lifo_heroes --rules classic --games 1000000 --shrinks-per-invariant 1000000 --shrink-attempts 100 --out "$OUT/killed" --quiet >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  c=$(grep -c '"stage":"shrunk"' "$OUT/killed/failures.jsonl" 2>/dev/null || true)
  [ "${c:-0}" -ge 3 ] && break
  sleep 0.1
done
kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
n=0
while read -r log; do
  n=$((n+1))
  BM_MUTANT=lifo_heroes "$MUT" replay "$log" 2>/dev/null | grep -q "reproduced" || { echo "FAIL: $log (written before the kill) does not replay to its violation"; fail=1; }
done < <(python3 -c 'import json,sys; [print(json.loads(l)["log"]) for l in open(sys.argv[1]) if "\"stage\":\"shrunk\"" in l and "\"log\"" in l]' "$OUT/killed/failures.jsonl")
check "the killed run left fewer than 3 logged failures ($n)" '[ $n -ge 3 ]'
# Every finished log file is whole (a log is written to LOG.tmp and renamed).
for log in "$OUT/killed"/INV-*.jsonl; do
  BM_MUTANT=lifo_heroes "$MUT" replay "$log" 2>/dev/null | grep -q "reproduced" || { echo "FAIL: $log is not a whole finding"; fail=1; }
done

# JUnit: one test case per cell, the failing cells as <failure>, well-formed XML.
"$MUT" check --mutant lifo_heroes --rules classic --policy random --games 60 --shrink-attempts 50 --junit "$OUT/junit.xml" --quiet >/dev/null 2>&1
check "the JUnit report is wrong" 'python3 - "$OUT/junit.xml" <<PY
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
cases = root.iter("testcase")
names = [c.get("name") for c in root.iter("testcase")]
fails = [c for c in root.iter("testcase") if c.find("failure") is not None]
sys.exit(0 if names == ["classic 2p random", "classic 3p random", "classic 4p random"] and len(fails) >= 1 else 1)
PY'

# Bad usage: exit 2 with a message naming the option.
for bad in "--shard 3/3" "--shard x" "--games 0" "--jobs 0" "--policy nosuch" "--rules nosuch" "--players 9" "--mutant sixth_room"; do
  # shellcheck disable=SC2086
  "$BM" check $bad --games 5 >/dev/null 2>"$OUT/bad.err"
  rc=$?
  check "bm check $bad: exit $rc, expected 2" '[ $rc -eq 2 ] && [ -s "$OUT/bad.err" ]'
done

# --list prints every invariant of the catalog, with its rules.
check "--list misses invariants" '[ "$("$BM" check --list | grep -c "^INV-")" -ge 26 ]'
# docs/invariants.md lists exactly the catalog's IDs, in its order.
"$BM" check --list | grep -o "^INV-[A-Z-]*" >"$OUT/code-ids.txt"
grep -o "^| \`INV-[A-Z-]*\`" "$SRC/docs/invariants.md" | tr -d '|` ' >"$OUT/doc-ids.txt"
check "docs/invariants.md and the catalog differ: $(diff "$OUT/code-ids.txt" "$OUT/doc-ids.txt" | tr '\n' ' ')" 'diff -q "$OUT/code-ids.txt" "$OUT/doc-ids.txt" >/dev/null'
[ $fail -eq 0 ] && echo "campaign checks passed"
exit $fail
