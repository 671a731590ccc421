#!/usr/bin/env bash
# bm fuzz: a decision-fuzzer input becomes a readable, replayable v1 log.
#   1. every start game (every preset, card set and player count; one of its depths each): a
#      policy's decisions from the start, encoded by `bm fuzz seed`, decode (`bm fuzz log`) to a
#      whole log from the setup (the start's prefix, then those decisions) that `bm replay`
# verifies, with exactly that many actions;
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

# 1. Round trips from the starts: one depth of each start game, in turn.
"$BM" fuzz starts --json > "$W/starts.json" || bad "bm fuzz starts --json exited $?"
"$BM" fuzz starts > "$W/starts.txt" || bad "bm fuzz starts exited $?"
[ "$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$W/starts.json")" = "$(wc -l < "$W/starts.txt")" ] ||
  bad "bm fuzz starts and --json list different numbers of starts"
python3 -c 'import json, sys
for s in json.load(open(sys.argv[1])):
    if s["start"] % 5 == (s["start"] // 5) % 5:
        print(s["start"], s["prefix_actions"], s["ruleset"], s["players"])' \
  "$W/starts.json" > "$W/picked.txt"
[ "$(wc -l < "$W/picked.txt")" -ge 30 ] || bad "fewer than 30 start games: $(wc -l < "$W/picked.txt")"
while read -r st prefix p n; do
  out=$("$BM" fuzz seed --start "$st" --policy spells --seed 5 -o "$W/s$st.in") || { bad "start $st: bm fuzz seed exited $?"; continue; }
  more=$(echo "$out" | sed -n 's/.* then \([0-9]*\) actions of policy.*/\1/p')
  want=$((prefix + more))
  [ "$(head -c 1 "$W/s$st.in" | od -An -tu1 | tr -d ' ')" = "$st" ] || bad "start $st: byte 0 of the input is not the start"
  [ "$(stat -c %s "$W/s$st.in")" -le 61 ] || bad "start $st: more than 30 decisions encoded ($(stat -c %s "$W/s$st.in") bytes)"
  "$BM" fuzz log "$W/s$st.in" -o "$W/s$st.jsonl" --json > "$W/s$st.out" 2>/dev/null
  rc=$?
  [ $rc -eq 0 ] || { bad "start $st: bm fuzz log exited $rc"; continue; }
  got=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["actions"], d["prefix_actions"], d["start"], d["ruleset"], d["players"])' "$W/s$st.out")
  [ "$got" = "$want $prefix $st $p $n" ] || bad "start $st: bm fuzz log says '$got', want '$want $prefix $st $p $n' (prefix then the policy's actions)"
  # A decoded game stops where the input runs out: no result line, so bm replay reads it with
  # --allow-incomplete (and says so); one the policy finished is verified as it is.
  "$BM" replay "$W/s$st.jsonl" --allow-incomplete > "$W/s$st.replay" 2>&1 || bad "start $st: the decoded log does not replay: $(head -3 "$W/s$st.replay")"
  grep -Eq "^(verified|incomplete, accepted \(--allow-incomplete\)): $want actions replayed" "$W/s$st.replay" || bad "start $st: replay did not verify $want actions: $(head -1 "$W/s$st.replay")"
done < "$W/picked.txt"

# 2. A finding under an injected bug (lifo_heroes breaks G-14: heroes leave an entrance last in, first out).
found=""
for st in $(python3 -c 'import json,sys; print(" ".join(str(s["start"]) for s in json.load(open(sys.argv[1])) if s["ruleset"] == "classic" and s["players"] == 4))' "$W/starts.json"); do
  BM_MUTANT=lifo_heroes "$MUT" fuzz seed --start "$st" --seed 1 -o "$W/lifo.in" > /dev/null 2>&1
  if [ $? -eq 1 ]; then found=$st; break; fi
done
if [ -z "$found" ]; then
  bad "no classic 4-player start makes a game break INV-HERO-FIFO under the lifo_heroes mutant"
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
expect2 "no subcommand" "say log, seed, starts or targets" "$BM" fuzz
expect2 "start out of range" "not a start" "$BM" fuzz seed --start 999 -o "$W/x.in"
expect2 "too many decisions" "must be between 0 and 30" "$BM" fuzz seed --decisions 31 -o "$W/x.in"
expect2 "unknown policy" "not a policy" "$BM" fuzz seed --policy nope -o "$W/x.in"
# An output that cannot be written is exit 4 (docs/cli.md#exit-codes), naming the file.
"$BM" fuzz log "$W/s0.in" -o "$W/no/such/dir/x.jsonl" > "$W/bad.out" 2>&1; rc=$?
[ $rc -eq 4 ] && grep -q "writing $W/no/such/dir/x.jsonl" "$W/bad.out" || bad "unwritable log: exit $rc (want 4): $(head -2 "$W/bad.out")"
# An empty input is a valid input: start 0 (the first preset's game just after the setup), no choice made.
: > "$W/empty.in"
"$BM" fuzz log "$W/empty.in" -o "$W/empty.jsonl" > /dev/null 2>&1 || bad "an empty input is not a finding (exit $?)"
"$BM" replay "$W/empty.jsonl" --allow-incomplete > /dev/null 2>&1 || bad "the empty input's log does not replay"
"$BM" replay "$W/empty.jsonl" > /dev/null 2>&1; [ $? -eq 1 ] || bad "the empty input's log (no result line) is not incomplete for plain bm replay"

# 4. The target list.
want=$(cd "$SRC/fuzz/targets" && ls -- *_fuzzer.cpp | sed 's/\.cpp$//' | sort | tr '\n' ' ')
got=$("$BM" fuzz targets | awk '{print $1}' | sort | tr '\n' ' ')
[ "$want" = "$got" ] || bad "bm fuzz targets lists '$got'; fuzz/targets/ has '$want'"

if [ $fail -eq 0 ]; then echo "fuzz cli: every check passed"; else echo "fuzz cli: $fail failed"; fi
[ $fail -eq 0 ]
