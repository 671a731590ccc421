#!/usr/bin/env bash
# One script, two modes (README.md "Quick start"):
#   bash tools/setup.sh play   install what is missing, build (Release), play a seeded game on
#                              the built-in defaults, write its log, replay-verify it, print the summary
#   bash tools/setup.sh test   install what is missing, build, run the whole test suite
#                              (Release, cross-compiler determinism, AddressSanitizer +
#                              UndefinedBehaviorSanitizer, then every libFuzzer target for a minute)
# Every dependency is a Debian package; nothing is downloaded at build time.
set -euo pipefail
mode="${1:-play}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

packages=(cmake make g++ pkg-config git
          libgtest-dev libgmock-dev libbenchmark-dev librapidcheck-dev
          libboost-program-options-dev nlohmann-json3-dev graphviz libgraphviz-dev
          python3 python3-jsonschema clang)
# The test suite also builds the libFuzzer targets (issue 6, docs/fuzzing.md): Debian's clang 14
# cannot compile std::views with libstdc++ 12, so the fuzz preset uses clang 19.
[ "$mode" = test ] && packages+=(clang-19 libclang-rt-19-dev zip)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

jobs="$(nproc 2>/dev/null || echo 2)"
build() {  # build DIR [cmake args...]
  local dir="$1"; shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build "$dir" -j"$jobs"
}

case "$mode" in
  play)
    build build -DBM_BUILD_TESTS=OFF
    ./build/tools/bm/bm play --seed 1 --out game.jsonl
    ;;
  test)
    build build -DBM_BUILD_TESTS=ON -DBM_WARNINGS_AS_ERRORS=ON
    (cd build && ctest --output-on-failure -j"$jobs")
    # Determinism across compilers and build types: clang Debug must write the same logs.
    cmake -S . -B build-clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug -DBM_BUILD_TESTS=OFF >/dev/null
    cmake --build build-clang -j"$jobs" --target bm
    bash tests/determinism/cross_build.sh build/tools/bm/bm build-clang/tools/bm/bm
    # The same suite under AddressSanitizer and UndefinedBehaviorSanitizer (non-negotiable 6).
    build build-asan -DBM_BUILD_TESTS=ON -DBM_SANITIZE=ON -DBM_WARNINGS_AS_ERRORS=ON \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo
    (cd build-asan && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
       LSAN_OPTIONS="suppressions=$root/tools/lsan.supp" UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
       ctest --output-on-failure -j"$jobs")
    # The fuzz targets under libFuzzer (clang-19, ASan + UBSan), built as ClusterFuzzLite would
    # (.clusterfuzzlite/build.sh, the `fuzz` preset), then each run for a minute from its seeds.
    # Any finding fails the run; its input (and for the decision fuzzer, a readable log) is kept
    # in build-fuzz/run/<target>/ (docs/fuzzing.md).
    bash .clusterfuzzlite/build.sh
    bash tools/fuzz/run.sh --time "${BM_FUZZ_SECONDS:-60}" --build build-fuzz --out build-fuzz/run --bm build/tools/bm/bm
    ;;
  *)
    echo "usage: bash tools/setup.sh play|test" >&2
    exit 2
    ;;
esac
