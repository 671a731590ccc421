#!/usr/bin/env bash
# bm fuzz (issue 6): a decision-fuzzer input becomes a readable, replayable v1 log.
#   1. every preset: a policy game encoded by `bm fuzz seed` decodes (`bm fuzz log`) to a log
#      that `bm replay` verifies, with as many actions as the policy played;
#   2. a finding: with an injected rule bug (bm-mutant, TEST-ONLY), an input whose game breaks
#      INV-HERO-FIFO becomes a shrunk log carrying the violation; the real engine rejects that
#      log, the mutant engine reproduces the violation;
#   3. bad inputs and usage: exit 2 with a message, never a crash;
#   4. `bm fuzz targets` describes exactly the targets of fuzz/targets/.
# Usage: fuzz_cli.sh BM BM_MUTANT WORKDIR SOURCE_DIR
set -u
BM="$1"; MUT="$2"; W="$3"; SRC="$4"
rm -rf "$W"; mkdir -p "$W"
fail=0
bad() { echo "FAIL: $*"; fail=$((fail+1)); }

# 1. Round trips, every preset and player count.
for p in $("$BM" rules list --json | python3 -c 'import json,sys; print(" ".join(x["name"] for x in json.load(sys.stdin)))'); do
  case "$p" in solo*) counts="1" ;; bm2-6p) counts="5 6" ;; bm2) counts="2 4" ;; *) counts="2 4" ;; esac
  for n in $counts; do
    out=$("$BM" fuzz seed --rules "$p" --players "$n" --seed 11 -o "$W/$p-$n.in") || { bad "$p $n: bm fuzz seed exited $?"; continue; }
    want=$(echo "$out" | sed -n 's/.* bytes, \([0-9]*\) actions.*/\1/p')
    "$BM" fuzz log "$W/$p-$n.in" -o "$W/$p-$n.jsonl" --json > "$W/$p-$n.out" 2>/dev/null
    rc=$?
    [ $rc -eq 0 ] || { bad "$p $n: bm fuzz log exited $rc"; continue; }
    got=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["actions"], d["over"], d["ruleset"], d["players"])' "$W/$p-$n.out")
    [ "$got" = "$want True $p $n" ] || bad "$p $n: bm fuzz log says '$got', the policy played $want actions to the end"
    "$BM" replay "$W/$p-$n.jsonl" > "$W/$p-$n.replay" 2>&1 || bad "$p $n: the decoded log does not replay: $(head -3 "$W/$p-$n.replay")"
    grep -q "^verified: $want actions replayed" "$W/$p-$n.replay" || bad "$p $n: replay did not verify $want actions: $(head -1 "$W/$p-$n.replay")"
  done
done

# 2. A finding under an injected bug (lifo_heroes breaks G-14: heroes leave an entrance last in, first out).
found=""
for s in $(seq 1 40); do
  BM_MUTANT=lifo_heroes "$MUT" fuzz seed --rules classic --players 4 --seed "$s" -o "$W/lifo.in" > /dev/null 2>&1
  if [ $? -eq 1 ]; then found=$s; break; fi
done
if [ -z "$found" ]; then
  bad "no seed in 1..40 makes a classic 4-player game break INV-HERO-FIFO under the lifo_heroes mutant"
else
  BM_MUTANT=lifo_heroes "$MUT" fuzz log "$W/lifo.in" -o "$W/lifo.jsonl" > "$W/lifo.out" 2>&1
  rc=$?
  [ $rc -eq 1 ] || bad "mutant fuzz log exited $rc (want 1: a finding)"
  grep -q "FINDING: INV-HERO-FIFO" "$W/lifo.out" || bad "mutant fuzz log did not name INV-HERO-FIFO: $(head -2 "$W/lifo.out")"
  inv=$(head -1 "$W/lifo.jsonl" | python3 -c 'import json,sys; h=json.load(sys.stdin); print(h["version"], h.get("state_hash"), h["violation"]["invariant"], h["violation"]["found"]["policy"])')
  [ "$inv" = "1.5 xxh3-v2 INV-HERO-FIFO fuzz" ] || bad "the finding's header says '$inv' (want: 1.5 xxh3-v2 INV-HERO-FIFO fuzz: a finding names its violation and hash v2, docs/log-format.md)"
  "$BM" replay "$W/lifo.jsonl" > "$W/lifo.real" 2>&1
  [ $? -eq 1 ] || bad "the real engine accepted the mutant's finding: $(head -2 "$W/lifo.real")"
  BM_MUTANT=lifo_heroes "$MUT" replay "$W/lifo.jsonl" > "$W/lifo.mut" 2>&1
  grep -q "INVARIANT FAILED" "$W/lifo.mut" || bad "the mutant engine did not reproduce the violation: $(head -3 "$W/lifo.mut")"
fi

# 3. Bad inputs and usage.
expect2() {  # expect2 WHAT MESSAGE-PART cmd...
  local what="$1" msg="$2"; shift 2
  "$@" > "$W/bad.out" 2>&1
  local rc=$?
  [ $rc -eq 2 ] || bad "$what: exit $rc (want 2): $(head -2 "$W/bad.out")"
  grep -q -- "$msg" "$W/bad.out" || bad "$what: message lacks '$msg': $(head -2 "$W/bad.out")"
}
expect2 "missing input" "cannot open file: No such file or directory" "$BM" fuzz log "$W/no-such-file"
head -c 1100000 /dev/zero > "$W/huge.in"
expect2 "oversized input" "file larger than 1 MiB" "$BM" fuzz log "$W/huge.in" -o "$W/huge.jsonl"
expect2 "unknown subcommand" "unknown subcommand" "$BM" fuzz frobnicate
expect2 "no subcommand" "say log, seed or targets" "$BM" fuzz
expect2 "unknown preset" "not a built-in preset" "$BM" fuzz seed --rules nope -o "$W/x.in"
expect2 "players out of range" "is for 2-4 players" "$BM" fuzz seed --rules classic --players 7 -o "$W/x.in"
# An output that cannot be written is exit 4 (docs/cli.md#exit-codes), naming the file.
"$BM" fuzz log "$W/classic-2.in" -o "$W/no/such/dir/x.jsonl" > "$W/bad.out" 2>&1; rc=$?
[ $rc -eq 4 ] && grep -q "writing $W/no/such/dir/x.jsonl" "$W/bad.out" || bad "unwritable log: exit $rc (want 4): $(head -2 "$W/bad.out")"
# An empty input is a valid input: preset 0, the family's fewest players, seed 0, no choice made.
: > "$W/empty.in"
"$BM" fuzz log "$W/empty.in" -o "$W/empty.jsonl" > /dev/null 2>&1 || bad "an empty input is not a finding (exit $?)"
"$BM" replay "$W/empty.jsonl" > /dev/null 2>&1 || bad "the empty input's log does not replay"

# 4. The target list.
want=$(cd "$SRC/fuzz/targets" && ls -- *_fuzzer.cpp | sed 's/\.cpp$//' | sort | tr '\n' ' ')
got=$("$BM" fuzz targets | awk '{print $1}' | sort | tr '\n' ' ')
[ "$want" = "$got" ] || bad "bm fuzz targets lists '$got'; fuzz/targets/ has '$want'"

if [ $fail -eq 0 ]; then echo "fuzz cli: every check passed"; else echo "fuzz cli: $fail failed"; fi
[ $fail -eq 0 ]
