#!/usr/bin/env bash
# Runs the libFuzzer targets for a bounded time each (docs/fuzzing.md).
#
#   bash tools/fuzz/run.sh [--time SECONDS] [--jobs N] [--build DIR] [--ubsan-build DIR] [--out DIR] [--bm BM] [TARGET...]
#
#   --time   seconds per target (default 60)
#   --jobs   targets fuzzed at once, one process each (default 1; tools/setup.sh uses every core)
#   --build  the fuzz preset's build directory (default build-fuzz: cmake --preset fuzz)
#   --ubsan-build  the fuzz-ubsan preset's (default build-fuzz-ubsan): a target built there
#            (the decision, serve and log fuzzers) is fuzzed with that coverage + UBSan build,
#            then its grown corpus and its seeds are run once, whole, through the --build one
#            (ASan + UBSan, -runs=0)
#   --out    where each target's new corpus, findings and log go (default fuzz-out)
#   --bm     a built bm, to turn decision-fuzzer findings into logs (default build/tools/bm/bm)
#   TARGET   some of the targets of fuzz/targets/ (decision_fuzzer, log_fuzzer, ruleset_fuzzer,
#            cards_fuzzer, board_fuzzer, snapshot_fuzzer, serve_fuzzer; default: all)
#
# The committed seeds (corpus/fuzz/<target>/) are read, never written: libFuzzer adds what it
# finds to OUT/<target>/corpus. A target named in fuzz/max_len.txt is fuzzed with that
# -max_len; its committed seeds longer than that are run whole, once, by the --build one (first,
# or in the ASan pass of a target fuzzed in the --ubsan-build). Each target's figures (executions, executions per second,
# coverage, findings) are appended to OUT/summary.jsonl as soon as it ends, so an interrupted
# run keeps what it measured. Exit 0: no finding; 1: a finding (crash-*, leak-*, timeout-*,
# oom-* files in OUT/<target>/, and for the decision fuzzer a readable log next to each);
# 2: bad usage or a target missing.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
time=60 jobs=1 build="$root/build-fuzz" ubsan="$root/build-fuzz-ubsan" out="$root/fuzz-out" bm="$root/build/tools/bm/bm"
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --time) time="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --build) build="$(cd "$2" && pwd)"; shift 2 ;;
    --ubsan-build) ubsan="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --bm) bm="$2"; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
# Default: every target, one per fuzz/targets/<name>_fuzzer.cpp.
[ ${#targets[@]} -eq 0 ] && mapfile -t targets < <(cd "$root/fuzz/targets" && ls -- *_fuzzer.cpp | sed 's/\.cpp$//')
case "$time" in ''|*[!0-9]*) echo "run.sh: --time '$time': a number of seconds" >&2; exit 2 ;; esac
case "$jobs" in ''|0|*[!0-9]*) echo "run.sh: --jobs '$jobs': a number of processes, at least 1" >&2; exit 2 ;; esac
mkdir -p "$out"
out="$(cd "$out" && pwd)"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tools/lsan.supp}"

for t in "${targets[@]}"; do
  if [ ! -x "$build/fuzz/$t" ]; then
    echo "run.sh: $build/fuzz/$t: not built (cmake --preset fuzz && cmake --build --preset fuzz)" >&2
    exit 2
  fi
done

# The target's -max_len (fuzz/max_len.txt), or nothing.
max_len_of() { awk -v t="$1" '$1 == t { print $2 }' "$root/fuzz/max_len.txt" 2>/dev/null; }

fuzz_one() {  # fuzz_one TARGET: fuzzes it, appends its figures to summary.jsonl, writes its row
  local t="$1" bin="$build/fuzz/$1" dir="$out/$1" asan=""
  local max_len lenarg=() long=()
  max_len="$(max_len_of "$t")"
  # One sanitizer per job, as OSS-Fuzz runs them: a target of the coverage + UBSan build is
  # fuzzed there, and the ASan + UBSan build replays what it grew (-runs=0) afterwards.
  if [ -x "$ubsan/fuzz/$t" ]; then asan="$bin"; bin="$ubsan/fuzz/$t"; fi
  if [ -n "$max_len" ]; then
    lenarg=(-max_len="$max_len")
    # libFuzzer cuts every input it reads to -max_len: a committed seed longer than that (a
    # whole game, a hostile input) is run whole first, once, by the ASan + UBSan build; for a
    # target of the coverage + UBSan build its ASan pass (no -max_len) runs every seed whole.
    [ -z "$asan" ] && [ -d "$root/corpus/fuzz/$t" ] &&
      mapfile -t long < <(find "$root/corpus/fuzz/$t" -type f -size +"${max_len}"c | sort)
  fi
  mkdir -p "$dir/corpus"
  rm -f "$dir/row.txt" "$dir/status" "$dir/asan.log" "$dir/seeds.log" "$dir/fuzz.log"
  touch "$dir/fuzz.log"
  local dict="$root/fuzz/dict/${t%_fuzzer}.dict"
  local dictarg=()
  [ -f "$dict" ] && dictarg=(-dict="$dict")
  local rc=0 repro="$bin" asan_rc=null
  if [ ${#long[@]} -gt 0 ]; then
    "$build/fuzz/$t" -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$dir/" "${long[@]}" >"$dir/seeds.log" 2>&1
    rc=$?; repro="$build/fuzz/$t"
  fi
  if [ "$rc" -eq 0 ]; then
    "$bin" -max_total_time="$time" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 "${lenarg[@]}" \
      -artifact_prefix="$dir/" "${dictarg[@]}" "$dir/corpus" "$root/corpus/fuzz/$t" >"$dir/fuzz.log" 2>&1
    rc=$?; repro="$bin"
  fi
  if [ -n "$asan" ] && [ "$rc" -eq 0 ]; then
    "$asan" -runs=0 -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$dir/" "$dir/corpus" "$root/corpus/fuzz/$t" \
      >"$dir/asan.log" 2>&1
    rc=$?; asan_rc=$rc; repro="$asan"
  fi
  local findings execs rate last cov ft nfind
  findings=$(find "$dir" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/fuzz.log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/fuzz.log" | tail -1)
  last=$(grep -E '^#[0-9]+' "$dir/fuzz.log" | tail -1)
  cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
  ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
  nfind=$(echo -n "$findings" | grep -c . || true)
  if [ "$rc" -ne 0 ] && [ "$nfind" -eq 0 ]; then nfind=1; fi  # died without an artifact: still a finding
  # One short line appended at once: concurrent targets never interleave inside a line.
  printf '{"target":"%s","seconds":%s,"execs":%s,"execs_per_sec":%s,"cov":%s,"ft":%s,"findings":%s,"exit":%s,"asan_pass":%s}\n' \
    "$t" "$time" "${execs:-null}" "${rate:-null}" "${cov:-null}" "${ft:-null}" "$nfind" "$rc" "$asan_rc" >>"$out/summary.jsonl"
  {
    printf '%-16s %10s %10s %8s %8s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$nfind"
    if [ "$nfind" -gt 0 ]; then
      if [ "$rc" -ne 0 ] && [ ! -s "$dir/fuzz.log" ] && [ -f "$dir/seeds.log" ]; then
        echo "  FINDING in $t (a committed seed longer than -max_len, run whole): see $dir/seeds.log"
        grep -E '==bm-fuzz==|ERROR: |SUMMARY: ' "$dir/seeds.log" | head -5 | sed 's/^/    /'
      elif [ -f "$dir/asan.log" ]; then
        echo "  FINDING in $t (the ASan + UBSan pass over its corpus, $asan): see $dir/asan.log"
        grep -E '==bm-fuzz==|ERROR: |SUMMARY: ' "$dir/asan.log" | head -5 | sed 's/^/    /'
      else
        echo "  FINDING in $t: see $dir/fuzz.log"
        grep -E '==bm-fuzz==|ERROR: |SUMMARY: ' "$dir/fuzz.log" | head -5 | sed 's/^/    /'
      fi
      for f in $findings; do
        if [ "$t" = decision_fuzzer ] && [ -x "$bm" ]; then
          "$bm" fuzz log "$f" -o "$f.jsonl" 2>&1 || true
        fi
        echo "    reproduce: $repro $f"
      done
    fi
  } >"$dir/row.txt"
  echo "$nfind" >"$dir/status"
}

# At most --jobs targets at once; each row is printed as its target ends.
printf '%-16s %10s %10s %8s %8s  %s\n' target execs "execs/s" cov ft findings
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
  ( fuzz_one "$t"; head -n 1 "$out/$t/row.txt"; tail -n +2 "$out/$t/row.txt" >&2 ) &
  running=$((running + 1))
done
wait
status=0
for t in "${targets[@]}"; do
  if [ "$(cat "$out/$t/status" 2>/dev/null || echo 1)" != 0 ]; then
    status=1
    grep -q FINDING "$out/$t/row.txt" 2>/dev/null || echo "  FINDING in $t: no figures written; see $out/$t/fuzz.log" >&2
  fi
done
exit $status
