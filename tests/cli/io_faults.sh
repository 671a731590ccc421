#!/usr/bin/env bash
# Hostile targets and inputs for every output flag and every reader of bm (classes
# 1, 2, 3, 6): devices and FIFOs as outputs are written through (never replaced), a full
# device or disk is exit 4 with "writing F: No space left on device" and leaves the old file,
# an output equal to an input is refused, and every reader ends quickly on /dev/zero and reads
# a FIFO.
# usage: io_faults.sh BM WORKDIR [full-disk|class1|class2|class3|class6]
#   full-disk: only the full-disk cases, on a small tmpfs mounted here (root only; exit 77 =
#   skipped otherwise, ctest SKIP_RETURN_CODE).
# classN: only the cases of hostile-input class N (tests/hostile/classes.sh runs them one by one);
#   none: every case but the full-disk ones.
#   IO_FAULTS_LIMIT: seconds one command may take (default 30; outputs twice that), lower when
#   probing a build that hangs on these inputs.
set -u
BM="$1"; W="$2"; MODE="${3:-}"
T=${IO_FAULTS_LIMIT:-30}
want() { [ -z "$MODE" ] || [ "$MODE" = "class$1" ]; }
rm -rf "$W"; mkdir -p "$W"; cd "$W" || exit 1
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass+1)); }
bad() { echo "FAIL $1"; [ -f out.txt ] && head -c 400 out.txt | sed 's/^/  | /'; fail=$((fail+1)); }
# expect LABEL CODE SUBSTRING CMD...: runs CMD (30 s limit, stdout+stderr to out.txt).
expect() {
  local label=$1 want=$2 sub=$3; shift 3
  timeout "$T" "$@" >out.txt 2>&1; local got=$?
  if [ "$got" = "$want" ] && { [ -z "$sub" ] || grep -qF -- "$sub" out.txt; }; then ok "$label"
  else echo "  exit $got, wanted $want, substring '$sub'"; bad "$label"; fi
}

"$BM" play --seed 3 --out base.jsonl >/dev/null || { echo "FAIL setup: play"; exit 1; }
"$BM" fuzz seed --start 2 --seed 2 --out seed.bin >/dev/null || { echo "FAIL setup: fuzz seed"; exit 1; }
"$BM" check --games 2 --quiet --out checked >/dev/null || { echo "FAIL setup: check"; exit 1; }
"$BM" rules show classic > rules.json && "$BM" cards export > cards.json || { echo "FAIL setup: export"; exit 1; }

# Every output flag, as "LABEL|command with OUT where the output goes".
OUTPUTS=(
  "play --out|$BM play --seed 5 --out OUT"
  "replay --snapshot|$BM replay base.jsonl --until 5 --snapshot OUT"
  "replay --viz|$BM replay base.jsonl --viz OUT"
  "validate --junit|$BM validate base.jsonl --junit OUT"
  "viz -o|$BM viz base.jsonl -o OUT --format dot"
  "check --junit|$BM check --games 2 --quiet --junit OUT"
  "check merge --out|$BM check merge checked/report.json --out OUT"
  "fuzz log -o|$BM fuzz log seed.bin -o OUT"
  "fuzz seed --out|$BM fuzz seed --start 2 --seed 2 --out OUT"
)
# Commands that print their result on standard output.
STDOUTS=(
  "play --json|$BM play --seed 5 --json"
  "cards export|$BM cards export"
  "rules show|$BM rules show classic"
  "check --json|$BM check --games 2 --quiet --json"
  "replay --json|$BM replay base.jsonl --json"
  "viz -o -|$BM viz base.jsonl -o - --format dot"
)
run_out() { local cmd=${1//OUT/$2}; eval "timeout $((2 * T)) $cmd" >out.txt 2>&1; }

if [ "$MODE" = full-disk ]; then
  [ "$(id -u)" = 0 ] || { echo "SKIP: not root, cannot mount a small tmpfs"; exit 77; }
  mkdir -p disk
  mount -t tmpfs -o size=16k tmpfs disk 2>/dev/null || { echo "SKIP: mount tmpfs failed here"; exit 77; }
  trap 'umount "$W/disk" 2>/dev/null' EXIT
  echo old > disk/target
  head -c 65536 /dev/zero > disk/filler 2>/dev/null  # fills the disk: not one more page
  for entry in "${OUTPUTS[@]}"; do
    label=${entry%%|*}; cmd=${entry#*|}
    run_out "$cmd" disk/target; got=$?
    if [ "$got" = 4 ] && grep -qF "writing disk/target: No space left on device" out.txt &&
       [ "$(cat disk/target)" = old ] && [ "$(ls -A disk | sort | tr '\n' ' ')" = "filler target " ]; then
      ok "full disk: $label"
    else echo "  exit $got; left: $(ls -A disk | tr '\n' ' ')"; bad "full disk: $label"; fi
  done
  expect "full disk: check --out" 4 "writing disk/found/failures.jsonl: No space left on device" \
    "$BM" check --games 2 --quiet --out disk/found
  expect "full disk: play --out, then verify" 4 "writing disk/g.jsonl: No space left on device" \
    "$BM" play --seed 1 --out disk/g.jsonl
  echo "$pass passed, $fail failed"
  [ "$fail" -eq 0 ]
  exit
fi

for entry in "${OUTPUTS[@]}"; do
  label=${entry%%|*}; cmd=${entry#*|}
  # /dev/full: a device, written through, and its error reported.
  if want 2; then
    run_out "$cmd" /dev/full; got=$?
    if [ "$got" = 4 ] && grep -qF "bm: error: writing /dev/full: No space left on device" out.txt; then ok "/dev/full: $label"
    else echo "  exit $got"; bad "/dev/full: $label"; fi
  fi
  want 1 || continue
  # /dev/null stays a device (as root, a rename would have replaced it for the whole machine).
  run_out "$cmd" /dev/null; got=$?
  if [ "$got" -le 1 ] && [ -c /dev/null ]; then ok "/dev/null: $label"; else echo "  exit $got"; bad "/dev/null: $label"; fi
  # A FIFO: written through to its reader, and still a FIFO.
  rm -f fifo got.txt; mkfifo fifo
  timeout $((2 * T)) cat fifo > got.txt & reader=$!
  run_out "$cmd" fifo; got=$?
  wait $reader
  if [ "$got" -le 1 ] && [ -p fifo ] && [ -s got.txt ]; then ok "fifo: $label"; else echo "  exit $got"; bad "fifo: $label"; fi
  # A planted link at the old fixed temporary name is not followed.
  rm -f target target.tmp; echo precious > victim; ln -s victim target.tmp
  run_out "$cmd" target; got=$?
  if [ "$got" -le 1 ] && [ "$(cat victim)" = precious ] && [ -s target ] && [ -z "$(ls -A | grep -F '.target.tmp-')" ]; then
    ok "planted link: $label"
  else echo "  exit $got"; bad "planted link: $label"; fi
done
want 2 && for entry in "${STDOUTS[@]}"; do
  label=${entry%%|*}; cmd=${entry#*|}
  eval "timeout $((2 * T)) $cmd" >/dev/full 2>out.txt; got=$?
  if [ "$got" = 4 ] && grep -qF "bm: error: writing standard output: No space left on device" out.txt; then ok "stdout /dev/full: $label"
  else echo "  exit $got"; bad "stdout /dev/full: $label"; fi
done

# An output is replaced only on success; an output equal to an input is refused.
if want 3; then
cp base.jsonl keep.jsonl
echo '{"type":"header"}' > broken.jsonl
echo old > snap.json
expect "invalid log leaves the snapshot" 2 "" "$BM" replay broken.jsonl --snapshot snap.json
[ "$(cat snap.json)" = old ] && ok "snapshot kept" || bad "snapshot kept"
expect "replay --snapshot over its log" 2 "--snapshot 'keep.jsonl': is also an input" "$BM" replay keep.jsonl --snapshot keep.jsonl
cmp -s keep.jsonl base.jsonl && ok "log kept" || bad "log kept"
expect "replay --viz over its log" 2 "is also an input" "$BM" replay keep.jsonl --viz keep.jsonl
expect "viz -o over its log" 2 "is also an input" "$BM" viz keep.jsonl -o keep.jsonl
expect "validate --junit over a log" 2 "is also an input" "$BM" validate base.jsonl keep.jsonl --junit keep.jsonl
expect "play --out over its card set" 2 "is also an input" "$BM" play --cards cards.json --out cards.json
expect "check merge --out over a report" 2 "is also an input" "$BM" check merge checked/report.json --out checked/report.json
expect "fuzz log -o over its input" 2 "is also an input" "$BM" fuzz log seed.bin -o seed.bin
cmp -s keep.jsonl base.jsonl && ok "inputs kept" || bad "inputs kept"
fi
want 2 && expect "a directory as output" 4 "writing checked: Is a directory" "$BM" play --out checked

# Every reader: /dev/zero ends at once with its cap; a FIFO is read; "-" is standard input;
# a directory says so.
READERS=(
  "replay|2|line longer than 8 MiB|$BM replay IN"
  "validate|2|line longer than 8 MiB|$BM validate IN"
  "viz|2|line longer than 8 MiB|$BM viz IN -o /dev/null"
  "play --rules|2|file larger than 1 MiB|$BM play --rules IN"
  "play --cards|2|file larger than 64 MiB|$BM play --cards IN"
  "play --board|2|file larger than 64 MiB|$BM play --rules super --board IN"
  "check merge|2|file larger than 64 MiB|$BM check merge IN"
  "fuzz log|2|file larger than 1 MiB|$BM fuzz log IN -o /dev/null"
)
GOOD=(base.jsonl base.jsonl base.jsonl rules.json cards.json "" checked/report.json seed.bin)
i=0
want 6 || READERS=()
for entry in "${READERS[@]}"; do
  IFS='|' read -r label want sub cmd <<<"$entry"
  c=${cmd//IN//dev/zero}
  eval "timeout $T $c" >out.txt 2>&1; got=$?
  if [ "$got" = "$want" ] && grep -qF -- "/dev/zero" out.txt && grep -qF -- "$sub" out.txt; then ok "/dev/zero: $label"
  else echo "  exit $got"; bad "/dev/zero: $label"; fi
  c=${cmd//IN/checked}
  eval "timeout $T $c" >out.txt 2>&1; got=$?
  # bm validate DIR reads the directory's *.jsonl: here its empty failures.jsonl, invalid.
  if [ "$label" = validate ]; then dir_said="checked/failures.jsonl: empty file"; else dir_said="checked: is a directory"; fi
  if [ "$got" = 2 ] && grep -qF "$dir_said" out.txt; then ok "directory: $label"; else echo "  exit $got"; bad "directory: $label"; fi
  good=${GOOD[$i]}; i=$((i+1))
  [ -z "$good" ] && continue
  rm -f fifo; mkfifo fifo
  timeout "$T" cp "$good" fifo & writer=$!
  c=${cmd//IN/fifo}
  eval "timeout $T $c" >out.txt 2>&1; got=$?
  kill $writer 2>/dev/null; wait $writer 2>/dev/null
  if [ "$got" -le 1 ]; then ok "fifo: $label"; else echo "  exit $got"; bad "fifo: $label"; fi
  c=${cmd//IN/-}
  eval "timeout $T $c" <"$good" >out.txt 2>&1; got=$?
  if [ "$got" -le 1 ]; then ok "stdin: $label"; else echo "  exit $got"; bad "stdin: $label"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
