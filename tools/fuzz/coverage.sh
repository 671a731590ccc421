#!/usr/bin/env bash
# Source coverage reached by the fuzz targets' corpora (figures, docs/figures/fuzzing.md).
#
#   bash tools/fuzz/coverage.sh [--out DIR] [--runs DIR]
#
# Builds the targets with clang-19's source coverage (-fprofile-instr-generate
# -fcoverage-mapping) and the standalone driver (build-fuzz-cov/), runs each target over its
# seeds (corpus/fuzz/<target>/) plus what a fuzzing run added (RUNS/<target>/corpus, from
# tools/fuzz/run.sh --out RUNS; optional), and prints llvm-cov's line and branch coverage of
# engine/, replay/ and checker/ per target and for all of them together. Reports go to OUT
# (default build-fuzz-cov/report).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$root/build-fuzz-cov/report" runs=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --runs) runs="$(cd "$2" && pwd)"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "coverage.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
build="$root/build-fuzz-cov"
cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_BUILD_TYPE=Debug -DBM_FUZZ_ONLY=ON \
  -DCMAKE_CXX_FLAGS="-fprofile-instr-generate -fcoverage-mapping -O1" >/dev/null
cmake --build "$build" -j"$(nproc)" >/dev/null
mkdir -p "$out"
mapfile -t targets < <(cd "$root/fuzz/targets" && ls -- *_fuzzer.cpp | sed 's/\.cpp$//')
objs=()
for t in "${targets[@]}"; do
  inputs=("$root/corpus/fuzz/$t")
  [ -n "$runs" ] && [ -d "$runs/$t/corpus" ] && [ -n "$(ls -A "$runs/$t/corpus")" ] && inputs+=("$runs/$t/corpus")
  rm -f "$out/$t".*.profraw
  LLVM_PROFILE_FILE="$out/$t.%p.profraw" "$build/fuzz/$t" "${inputs[@]}" 2>/dev/null >/dev/null || true
  llvm-profdata-19 merge -sparse "$out/$t".*.profraw -o "$out/$t.profdata"
  objs+=("$build/fuzz/$t")
done
llvm-profdata-19 merge -sparse "$out"/*.profdata -o "$out/all.profdata.merged"
# Anchored at the checkout: a checkout whose own path holds "fuzz/" or "tests/" lost every file.
rx_root=$(printf '%s' "$root" | sed 's/[][\\.^$*+?(){}|]/\\&/g')
filter=(--ignore-filename-regex="^(/usr/|$rx_root/(fuzz|tests|build-fuzz-cov)/)")
printf '%-16s %12s %12s %12s\n' target lines branches functions
for t in "${targets[@]}"; do
  llvm-cov-19 report "$build/fuzz/$t" -instr-profile="$out/$t.profdata" "${filter[@]}" >"$out/$t.txt"
  tot=$(grep '^TOTAL' "$out/$t.txt")
  printf '%-16s %12s %12s %12s\n' "$t" "$(echo "$tot" | awk '{print $10}')" "$(echo "$tot" | awk '{print $13}')" "$(echo "$tot" | awk '{print $7}')"
done
args=()
for o in "${objs[@]:1}"; do args+=(-object "$o"); done
llvm-cov-19 report "${objs[0]}" "${args[@]}" -instr-profile="$out/all.profdata.merged" "${filter[@]}" >"$out/all.txt"
tot=$(grep '^TOTAL' "$out/all.txt")
printf '%-16s %12s %12s %12s\n' all "$(echo "$tot" | awk '{print $10}')" "$(echo "$tot" | awk '{print $13}')" "$(echo "$tot" | awk '{print $7}')"
echo "per-file reports: $out/*.txt"
