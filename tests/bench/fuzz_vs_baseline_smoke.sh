#!/usr/bin/env bash
# tools/figures/fuzz_vs_baseline.sh (docs/figures/speed.md) cannot rot unseen: its
# --help prints the usage, and a missing build, a bad --time or one build folder alone each exit
# 2 with a message naming the problem, before any fuzzing (a real run needs two fuzz builds and
# minutes, so the suite does not make one).
#   bash tests/bench/fuzz_vs_baseline_smoke.sh SRC WORKDIR
set -u
src="$1" work="$2"
script="$src/tools/figures/fuzz_vs_baseline.sh"
fail=0
mkdir -p "$work"
expect() {  # expect CODE PATTERN ARGS...: the exit code and a line of its output
  local code="$1" pattern="$2"
  shift 2
  bash "$script" "$@" >"$work/out" 2>&1
  local rc=$?
  if [ "$rc" -ne "$code" ] || ! grep -q -- "$pattern" "$work/out"; then
    echo "FAIL: fuzz_vs_baseline.sh $*: exit $rc (want $code), output without '$pattern':"
    sed 's/^/    /' "$work/out"
    fail=1
  fi
}
expect 0 'BASE_FUZZ_BUILD CUR_FUZZ_BUILD' --help
expect 2 "$work/missing/fuzz/decision_fuzzer: not built" "$work/missing" "$work/missing2"
expect 2 "positive whole number, not 'x'" --time x "$work/a" "$work/b"
expect 2 'two build folders needed' "$work/a"
expect 2 'unknown option --jobs' --jobs 2 "$work/a" "$work/b"
[ "$fail" -eq 0 ] && echo "fuzz_vs_baseline.sh smoke: 5 cases pass"
exit "$fail"
