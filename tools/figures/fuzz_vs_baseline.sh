#!/usr/bin/env bash
# The decision fuzzer's executions per second, c0654dd against now, side by side in one run
# (docs/figures/speed.md "Against c0654dd").
#
#   bash tools/figures/fuzz_vs_baseline.sh [--time SECONDS] [--reps N] BASE_FUZZ_BUILD CUR_FUZZ_BUILD
#
#   BASE_FUZZ_BUILD  the fuzz preset's build folder of a c0654dd checkout (cmake --preset fuzz,
#                    then cmake --build build-fuzz --target decision_fuzzer)
#   CUR_FUZZ_BUILD   the same for this tree: build-fuzz-ubsan (cmake --preset fuzz-ubsan, the decision
# fuzzer's own build), or build-fuzz for its ASan build
#   --time           seconds per run (default 30)
#   --reps           runs per build (default 2), alternated: base, now, base, now, ...
#
# Every run starts from its own fresh copy of the committed seeds of the tree the build was
# configured from (its corpus/fuzz/decision_fuzzer/: the input format changed at 424f743's successor, so
# each build reads its own) plus an empty folder for what it adds, in one process on one
# core (libFuzzer's default: no -jobs, no -workers, no fork), with run.sh's options and
# -print_final_stats=1, but not its -max_len (fuzz/max_len.txt: c0654dd's inputs are whole games). Prints a markdown table (build, rep, executions, seconds, executions/s,
# executions per CPU second, cov, ft, load average before the run) and each build's median.
# Exit 0: measured; 1: a run failed (a finding or a crash: its log is kept and named);
# 2: bad usage or a build without decision_fuzzer.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
usage() { sed -n '5,12p' "$0" | sed 's/^# \{0,1\}//'; }
time=30 reps=2 builds=()
while [ $# -gt 0 ]; do
  case "$1" in
    --time) time="${2:-}"; shift 2 || shift ;;
    --reps) reps="${2:-}"; shift 2 || shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz_vs_baseline.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) builds+=("$1"); shift ;;
  esac
done
[ ${#builds[@]} -eq 2 ] || { echo "fuzz_vs_baseline.sh: two build folders needed, BASE_FUZZ_BUILD CUR_FUZZ_BUILD" >&2; usage >&2; exit 2; }
for n in "$time" "$reps"; do
  case "$n" in ''|*[!0-9]*|0) echo "fuzz_vs_baseline.sh: --time and --reps take a positive whole number, not '$n'" >&2; exit 2 ;; esac
done
labels=(c0654dd now)
for i in 0 1; do
  if [ ! -x "${builds[$i]}/fuzz/decision_fuzzer" ]; then
    echo "fuzz_vs_baseline.sh: ${builds[$i]}/fuzz/decision_fuzzer: not built (in its tree: cmake --preset fuzz && cmake --build build-fuzz --target decision_fuzzer)" >&2
    exit 2
  fi
done
src_of() {  # the source tree a build folder was configured from
  sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$1/CMakeCache.txt" 2>/dev/null
}
commit_of() {  # that tree's commit
  local src
  src=$(src_of "$1")
  git -C "${src:-$1}" describe --always --dirty 2>/dev/null || echo unknown
}
base_commit=$(commit_of "${builds[0]}") cur_commit=$(commit_of "${builds[1]}")
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tools/lsan.supp}"
seeds_of() {  # the decision fuzzer's seeds of a build's tree (this tree's when unknown)
  local src
  src=$(src_of "$1")
  echo "${src:-$root}/corpus/fuzz/decision_fuzzer"
}

status=0
declare -a rates0 rates1
echo "Decision fuzzer, c0654dd ($base_commit) against now ($cur_commit), $(date -u '+%Y-%m-%d %H:%M UTC'), $time s per run"
echo
echo "| build | rep | executions | seconds | executions/s | executions per CPU s | cov | ft | load average before |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
for ((r = 1; r <= reps; r++)); do
  for i in 0 1; do
    run="$tmp/${labels[$i]}-$r"
    mkdir -p "$run/new" && cp -r "$(seeds_of "${builds[$i]}")" "$run/seeds"
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    /usr/bin/time -f '%e %U %S' -o "$run/time" "${builds[$i]}/fuzz/decision_fuzzer" -max_total_time="$time" \
      -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$run/" "$run/new" "$run/seeds" \
      >"$run/log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$run/log" | tail -1)
    read -r wall user sys < <(tail -1 "$run/time")
    # libFuzzer's stat::average_exec_per_sec is whole executions per whole second; the wall
    # clock of the process (seed loading included) gives the decimals.
    rate=$(awk -v e="${execs:-0}" -v w="$wall" 'BEGIN { printf "%.0f", (w > 0 ? e / w : 0) }')
    cpu=$(awk -v e="${execs:-0}" -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", (u + s > 0 ? e / (u + s) : 0) }')
    printf '| %s | %d | %s | %s | %s | %s | %s | %s | %s |\n' "${labels[$i]}" "$r" "${execs:-?}" "$wall" "$rate" "$cpu" \
      "$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')" "$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')" "$load"
    if [ "$rc" -ne 0 ] || [ -z "$execs" ]; then
      status=1
      keep="$root/fuzz-out/fuzz_vs_baseline-${labels[$i]}-$r.log"
      mkdir -p "$root/fuzz-out" && cp "$run/log" "$keep"
      echo "fuzz_vs_baseline.sh: ${labels[$i]} rep $r exited $rc: see $keep" >&2
    fi
    if [ "$i" -eq 0 ]; then rates0+=("$rate $cpu"); else rates1+=("$rate $cpu"); fi
    rm -rf "$run"
  done
done
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.0f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
m0=$(printf '%s\n' "${rates0[@]}" | cut -d' ' -f1 | median) m1=$(printf '%s\n' "${rates1[@]}" | cut -d' ' -f1 | median)
c0=$(printf '%s\n' "${rates0[@]}" | cut -d' ' -f2 | median) c1=$(printf '%s\n' "${rates1[@]}" | cut -d' ' -f2 | median)
printf '| c0654dd | median | | | %s | %s | | | |\n' "$m0" "$c0"
printf '| now | median | | | %s | %s | | | |\n' "$m1" "$c1"
echo
awk -v a="$m0" -v b="$m1" -v c="$c0" -v d="$c1" 'BEGIN {
  printf "now vs c0654dd: %.2fx executions/s, %.2fx executions per CPU s (target: 5,000 executions/s)\n",
         (a > 0 ? b / a : 0), (c > 0 ? d / c : 0) }'
exit $status
