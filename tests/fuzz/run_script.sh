#!/usr/bin/env bash
# tools/fuzz/run.sh itself (docs/fuzzing.md "Running"), with stand-in fuzz targets so it needs no
# fuzz build: targets run --jobs at a time, every target's figures reach OUT/summary.jsonl, a
# finding in any of them (also one that dies without an artifact) fails the run with exit 1 and
# is named, a clean run exits 0, bad usage exits 2.
#   run_script.sh SOURCE_DIR WORK_DIR
set -uo pipefail
src="$1" work="$2"
rm -rf "$work" && mkdir -p "$work/build/fuzz"
fail=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi; }
# The conditions check evaluates: the last run exited CODE; its standard error says PATTERN; FILE
# holds PATTERN.
# shellcheck disable=SC2317  # called only in those conditions, which shellcheck does not read
exited() { [ "$rc" = "$1" ]; }
# shellcheck disable=SC2317
said() { grep -q -- "$1" "$work/err.txt"; }
# shellcheck disable=SC2317
holds() { grep -q -- "$2" "$1"; }

# A stand-in target: prints libFuzzer's final figures; "crash" leaves an artifact, "die" exits
# non-zero without one, "ok" ends cleanly after a moment. Each records its arguments, one line
# a run (NAME.args).
# mk NAME KIND [BUILD_DIR]
mk() {
  local d="${3:-$work/build}"
  mkdir -p "$d/fuzz"
  cat >"$d/fuzz/$1_fuzzer" <<SH
#!/usr/bin/env bash
echo "\$*" >>"\$0.args"
for a in "\$@"; do case "\$a" in -artifact_prefix=*) p="\${a#-artifact_prefix=}" ;; esac; done
sleep 1
echo "#64 DONE cov: 12 ft: 34 corp: 1/1b exec/s: 64 rss: 30Mb"
echo "stat::number_of_executed_units: 64"
echo "stat::average_exec_per_sec:     64"
case "$2" in
  crash) echo "==1==ERROR: AddressSanitizer: stand-in"; echo x >"\${p}crash-stand-in"; exit 1 ;;
  die) exit 77 ;;
esac
exit 0
SH
  chmod +x "$d/fuzz/$1_fuzzer"
}
mk a ok; mk b ok; mk c ok; mk d crash; mk e die

run() { bash "$src/tools/fuzz/run.sh" --time 1 --build "$work/build" --ubsan-build "$work/ubsan" --bm /nonexistent "$@" >"$work/out.txt" 2>"$work/err.txt"; echo $?; }

rc=$(run --jobs 2 --out "$work/clean" a_fuzzer b_fuzzer c_fuzzer)
check "clean run exits 0" 'exited 0'
check "every target's figures in summary.jsonl" '[ "$(grep -c "\"execs\":64" "$work/clean/summary.jsonl")" = 3 ]'
check "a row per target on standard output" '[ "$(grep -cE "^[abc]_fuzzer +64 +64 +12 +34 +0$" "$work/out.txt")" = 3 ]'

rc=$(run --jobs 2 --out "$work/found" a_fuzzer d_fuzzer e_fuzzer)
check "a finding exits 1" 'exited 1'
check "the finding with an artifact is named" 'said "FINDING in d_fuzzer" && said "reproduce: .*crash-stand-in"'
check "a target dying without an artifact is a finding" 'said "FINDING in e_fuzzer"'
check "the clean target is not" '! said "FINDING in a_fuzzer"'
check "all three reached summary.jsonl" '[ "$(wc -l <"$work/found/summary.jsonl")" = 3 ]'

# One sanitizer per job: a target also built in --ubsan-build is fuzzed there, then
# the --build one (ASan + UBSan) replays its corpus once (-runs=0); a finding in that pass fails
# the run and is named as the ASan pass's.
mk u ok "$work/ubsan"; mk u ok
rc=$(run --out "$work/ub" u_fuzzer)
check "a ubsan-built target runs clean (exit 0)" 'exited 0'
check "it is fuzzed by the ubsan build" 'holds "$work/ubsan/fuzz/u_fuzzer.args" "-max_total_time=1"'
check "its corpus is replayed by the ASan build with -runs=0" 'holds "$work/build/fuzz/u_fuzzer.args" "-runs=0 .*$work/ub/u_fuzzer/corpus"'
check "summary.jsonl records the ASan pass" 'holds "$work/ub/summary.jsonl" "\"asan_pass\":0"'
check "a target without a ubsan build has no ASan pass" 'holds "$work/clean/summary.jsonl" "\"asan_pass\":null"'
mk v ok "$work/ubsan"; mk v crash
rc=$(run --out "$work/ubfound" v_fuzzer)
check "a finding of the ASan pass exits 1" 'exited 1'
check "it is named as the ASan pass's" 'said "FINDING in v_fuzzer (the ASan + UBSan pass" && said "reproduce: $work/build/fuzz/v_fuzzer .*crash-stand-in"'

# A target named in fuzz/max_len.txt is fuzzed with that -max_len, and its committed seeds longer
# than that (the log fuzzer's hostile ones: 100,000 brackets, 20,000 lines) are first run
# whole, as files, without it.
mk log ok
rc=$(run --out "$work/capped" log_fuzzer)
# shellcheck disable=SC2034  # read by the conditions that check evaluates
cap=$(awk '$1 == "log_fuzzer" { print $2 }' "$src/fuzz/max_len.txt")
# shellcheck disable=SC2034
args="$work/build/fuzz/log_fuzzer.args"
check "a capped target runs clean (exit 0)" '[ "$rc" = 0 ]'
check "it is fuzzed with its -max_len" '[ -n "$cap" ] && tail -n 1 "$args" | grep -q -- "-max_total_time=1 .*-max_len=$cap "'
check "its long seeds run whole first" 'head -n 1 "$args" | grep -q "gen-hostile-many-empty-object-lines.jsonl" && ! head -n 1 "$args" | grep -q -- "-max_len"'
check "and only those" '! head -n 1 "$args" | grep -q "gen-hostile-crlf"'
mk log crash
rc=$(run --out "$work/capfound" log_fuzzer)
check "a finding in that pass exits 1 and is named" '[ "$rc" = 1 ] && grep -q "FINDING in log_fuzzer (a committed seed longer than -max_len" "$work/err.txt"'

# A capped target also built in --ubsan-build is fuzzed there with its -max_len; its ASan pass
# (without -max_len) runs every seed whole, the long ones included, so they get no pass of
# their own first.
rm -f "$args"; mk log ok; mk log ok "$work/ubsan"
rc=$(run --out "$work/capub" log_fuzzer)
check "a capped ubsan-built target runs clean (exit 0)" '[ "$rc" = 0 ]'
check "it is fuzzed by the ubsan build with its -max_len" 'grep -q -- "-max_total_time=1 .*-max_len=$cap " "$work/ubsan/fuzz/log_fuzzer.args"'
check "its seeds run whole once, in the ASan pass" '[ "$(wc -l <"$args")" = 1 ] && grep -q -- "-runs=0 .*$src/corpus/fuzz/log_fuzzer" "$args" && ! grep -q -- "-max_len" "$args"'

rc=$(run --jobs 0 --out "$work/bad" a_fuzzer)
check "--jobs 0 is bad usage (exit 2)" 'exited 2 && said "at least 1"'
rc=$(run --out "$work/bad" missing_fuzzer)
check "a target not built is bad usage (exit 2)" 'exited 2 && said "not built"'
exit $fail
