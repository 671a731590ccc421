#!/bin/bash -eu
# Builds the fuzz targets (fuzz/) for ClusterFuzzLite / OSS-Fuzz, or here as a plain script.
#
# Under ClusterFuzzLite the environment gives CXX, CXXFLAGS (one sanitizer per job, project.yaml
# lists address and undefined, plus coverage), LIB_FUZZING_ENGINE (the fuzzing engine's link
# flag), SRC and OUT. Run by hand (no CXXFLAGS, no LIB_FUZZING_ENGINE), it builds the `fuzz` CMake
# preset (clang-19, ASan + UBSan + libFuzzer, every target) and the `fuzz-ubsan` preset (the
# decision, serve and log fuzzers with coverage + UBSan only, in build-fuzz-ubsan/:
# tools/fuzz/run.sh fuzzes them there and replays their corpora with the ASan build) instead. Either way it writes into OUT
# (default build-fuzz/out; the ASan + UBSan targets):
#   <target>                     each fuzz target
#   <target>_seed_corpus.zip     its seed corpus (corpus/fuzz/<target>/)
#   <target>.dict                its dictionary (fuzz/dict/), for the JSON readers
#   <target>.options             libFuzzer options (the dictionary, input size)
# -eu here too: `bash build.sh` (tools/setup.sh) ignores the #! line's options, and a failed
# build then went on to copy targets that did not exist.
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="$(nproc 2>/dev/null || echo 2)"
if [ -n "${LIB_FUZZING_ENGINE:-}" ]; then
  # ClusterFuzzLite / OSS-Fuzz: their compiler and flags; only the fuzz targets are built.
  work="${WORK:-/work}/bossmonster"
  # The runner image has no Graphviz: the log fuzzer's libcgraph and libcdt are copied into
  # $OUT/lib below and found there through the run path.
  cmake -S "$root" -B "$work" -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
    -DBM_FUZZ_ONLY=ON -DBM_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" -DCMAKE_BUILD_RPATH='$ORIGIN/lib' -DCMAKE_SKIP_BUILD_RPATH=OFF
  cmake --build "$work" -j"$jobs"
else
  # By hand: the fuzz preset (CMakePresets.json).
  work="$root/build-fuzz"
  (cd "$root" && cmake --preset fuzz >/dev/null && cmake --build --preset fuzz -j"$jobs")
  (cd "$root" && cmake --preset fuzz-ubsan >/dev/null && cmake --build --preset fuzz-ubsan -j"$jobs")
fi
OUT="${OUT:-$root/build-fuzz/out}"
mkdir -p "$OUT"
for src in "$root"/fuzz/targets/*_fuzzer.cpp; do   # one target per file
  t="$(basename "$src" .cpp)"
  cp "$work/fuzz/$t" "$OUT/$t"
  rm -f "$OUT/${t}_seed_corpus.zip"
  (cd "$root/corpus/fuzz/$t" && zip -q -r "$OUT/${t}_seed_corpus.zip" .)
  dict="$root/fuzz/dict/${t%_fuzzer}.dict"
  {
    echo "[libfuzzer]"
    if [ -f "$dict" ]; then
      cp "$dict" "$OUT/$t.dict"
      echo "dict = $t.dict"
    fi
    # The input cap of fuzz/max_len.txt (the one list run.sh reads too).
    max_len="$(awk -v t="$t" '$1 == t { print $2 }' "$root/fuzz/max_len.txt")"
    if [ -n "$max_len" ]; then echo "max_len = $max_len"; fi
  } >"$OUT/$t.options"
done
if [ -n "${LIB_FUZZING_ENGINE:-}" ]; then
  mkdir -p "$OUT/lib"
  ldd "$OUT/log_fuzzer" | awk '/lib(cgraph|cdt)\.so/ {print $3}' | while read -r lib; do cp -L "$lib" "$OUT/lib/"; done
fi
echo "build.sh: fuzz targets, seed corpora and dictionaries in $OUT"
