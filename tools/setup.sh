#!/usr/bin/env bash
# One script, two modes (README.md "Quick start"):
#   bash tools/setup.sh play   install what is missing, build bm alone (Release), play a seeded
#                              game on the built-in defaults, write its log, replay-verify it,
#                              print the summary
#   bash tools/setup.sh test   install what is missing, build, run the whole test suite
#                              (Release, cross-compiler determinism, AddressSanitizer +
#                              UndefinedBehaviorSanitizer, then every libFuzzer target for a minute)
# Every dependency is a Debian package; nothing is downloaded at build time. The build
# directories are the CMake presets of CMakePresets.json (release, debug, asan, fuzz, fuzz-ubsan).
# Each stage's time is printed as it ends, and all of them again at the end (also on failure).
set -euo pipefail
mode="${1:-play}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
case "$mode" in play|test) ;; *) echo "usage: bash tools/setup.sh play|test" >&2; exit 2 ;; esac

packages=(cmake ninja-build make g++ pkg-config git
          libgtest-dev libgmock-dev libbenchmark-dev librapidcheck-dev
          libboost-program-options-dev nlohmann-json3-dev libxxhash-dev libsimdjson-dev graphviz libgraphviz-dev
          python3 python3-jsonschema clang)
# The test suite also builds the libFuzzer targets (docs/fuzzing.md): Debian's clang 14
# cannot compile std::views with libstdc++ 12, so the fuzz preset uses clang 19. The style checks
# need clang-format and Universal Ctags (function lengths).
[ "$mode" = test ] && packages+=(clang-19 libclang-rt-19-dev zip clang-format universal-ctags)
# tools/fuzz/coverage.sh (the fuzz targets' source coverage, docs/figures/fuzzing.md) reads
# clang-19's profiles with llvm-profdata-19 and llvm-cov-19.
[ "$mode" = test ] && packages+=(llvm-19)
# GNU parallel: tests/checker/shards_scheduler.sh runs a campaign as 4 shards under it (docs/scaling.md).
[ "$mode" = test ] && packages+=(parallel)
# The JavaScript client's tests (clients/js/) run under Node.
[ "$mode" = test ] && packages+=(nodejs)
# The script style checks (tests/style/check_scripts.sh): pyflakes for Python, ShellCheck for shell
# (JavaScript is checked with Node's own --check).
[ "$mode" = test ] && packages+=(python3-pyflakes shellcheck)
# The WebAssembly referee (docs/web.md): emscripten builds it, npm installs and packs its package
# (Debian's npm only when no npm came with the installed Node).
[ "$mode" = test ] && packages+=(emscripten)
[ "$mode" = test ] && ! command -v npm >/dev/null && packages+=(npm)
# The replay viewer's browser test (docs/web.md#the-replay-viewer): Debian's chromium, headless.
# fonts-liberation is only a recommendation of chromium's, which this install leaves out.
[ "$mode" = test ] && packages+=(chromium fonts-liberation)

jobs="$(nproc 2>/dev/null || echo 2)"
# Each test stage's time budget in seconds on this project's 2-core machine type (README.md "CI
# stages and their budgets" shows this table and the run they come from; tests/docs/stage_budgets.py
# checks the two agree). The budgets add up to at most the 40 minutes a clean-clone .ci/run may
# take there, with the packages already installed; a stage over its budget is reported (not failed).
declare -A budget=(
  ["install packages"]=20
  ["configure release"]=5
  ["build release"]=360
  ["test release"]=390
  ["build wasm"]=120
  ["test wasm"]=30
  ["test browser"]=30
  ["configure debug (clang)"]=5
  ["build debug bm (clang)"]=85
  ["cross-build determinism"]=35
  ["configure asan"]=5
  ["build asan"]=365
  ["test asan"]=280
  ["build fuzz"]=315
  ["run fuzz"]=260
)
times=()
report_times() {
  [ ${#times[@]} -gt 0 ] || return 0
  echo "setup: stage times (seconds, budget)"
  printf '  %s\n' "${times[@]}"
}
trap report_times EXIT
stage() {  # stage NAME COMMAND...: runs it, records and prints its wall time beside its budget
  local name="$1"; shift
  local t0=$SECONDS
  echo "setup: == $name"
  "$@"
  local took=$((SECONDS - t0))
  local limit="${budget[$name]:-}"
  local over=""
  [ -n "$limit" ] && [ "$took" -gt "$limit" ] && over="  OVER BUDGET"
  times+=("$(printf '%-28s %5d %5s%s' "$name" "$took" "$limit" "$over")")
  echo "setup: == $name took ${took} s${limit:+ (budget $limit s)}${over}"
}
install_missing() {  # the packages above that dpkg does not list as installed
  local missing=() p sudo=""
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}
stage "install packages" install_missing

configure() {  # configure PRESET [cmake args...]; a build directory made by another generator is re-made
  local preset="$1"; shift
  local dir
  dir="$(python3 -c 'import json,sys; p=[c for c in json.load(open("CMakePresets.json"))["configurePresets"] if c["name"]==sys.argv[1]][0]; print(p["binaryDir"].replace("${sourceDir}/",""))' "$preset")"
  if [ -f "$dir/CMakeCache.txt" ] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
    echo "setup: $dir was configured with another generator; configuring it anew"
    rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
  fi
  cmake --preset "$preset" "$@" >/dev/null
}

case "$mode" in
  play)
    stage "configure release" configure release -DBM_BUILD_TESTS=OFF -DBM_WARNINGS_AS_ERRORS=OFF
    stage "build bm" cmake --build build -j"$jobs" --target bm
    ./build/tools/bm/bm play --seed 1 --out game.jsonl
    ;;
  test)
    # The unit tests as 8 ctest tests, not one a gtest test (BM_TEST_SHARDS, tests/CMakeLists.txt).
    stage "configure release" configure release -DBM_BUILD_TESTS=ON -DBM_TEST_SHARDS=8
    stage "build release" cmake --build --preset release -j"$jobs"
    stage "test release" ctest --preset release -j"$jobs"
    # The later builds take the rules catalog the release build gathered (the same bytes from
    # the same sources) instead of compiling and running the generator again (rules_catalog/).
    catalog="-DBM_RULES_CATALOG_FROM=$PWD/build/rules_catalog/rules_catalog_data.cpp"
    # The WebAssembly referee (docs/web.md): the wasm preset, then its tests against this bm
    # (label wasm; BM_WASM_REQUIRED: a missing module fails instead of skipping).
    stage "build wasm" bash -c 'cmake --preset wasm "$2" >/dev/null && cmake --build build-wasm -j"$1"' _ "$jobs" "$catalog"
    stage "test wasm" env BM_WASM_REQUIRED=1 ctest --test-dir build -L wasm -j"$jobs" --output-on-failure
    # The replay viewer in headless chromium: playwright-core from the npm registry (the lock
    # file's version; no browser download), then the test (docs/web.md#the-replay-viewer).
    stage "test browser" bash -c 'npm ci --prefix tests/web --no-audit --no-fund >/dev/null && BM_WEB_REQUIRED=1 ctest --test-dir build -L web --output-on-failure'
    # Determinism across compilers and build types: clang Debug must write the same logs.
    stage "configure debug (clang)" configure debug "$catalog"
    stage "build debug bm (clang)" cmake --build --preset debug -j"$jobs"
    stage "cross-build determinism" bash tests/determinism/cross_build.sh build/tools/bm/bm build-clang/tools/bm/bm
    # The same suite under AddressSanitizer and UndefinedBehaviorSanitizer (non-negotiable 6).
    stage "configure asan" configure asan "$catalog"
    stage "build asan" cmake --build --preset asan -j"$jobs"
    stage "test asan" ctest --preset asan -j"$jobs"
    # The fuzz targets under libFuzzer (clang-19), built as ClusterFuzzLite would
    # (.clusterfuzzlite/build.sh): every target with ASan + UBSan (the `fuzz` preset), and the
    # decision, serve and log fuzzers again with coverage + UBSan only (`fuzz-ubsan`; one
    # sanitizer per job, as OSS-Fuzz runs them). Then each target runs for a minute from its
    # seeds, one per core; those three run from the fuzz-ubsan build and their grown corpora and
    # seeds are replayed by the ASan one (-runs=0).
    # Any finding fails the run; its input (and for the decision fuzzer, a readable log) is kept
    # in build-fuzz/run/<target>/ (docs/fuzzing.md).
    stage "build fuzz" bash .clusterfuzzlite/build.sh
    stage "run fuzz" bash tools/fuzz/run.sh --time "${BM_FUZZ_SECONDS:-60}" --jobs "$jobs" --build build-fuzz --ubsan-build build-fuzz-ubsan --out build-fuzz/run --bm build/tools/bm/bm
    ;;
esac
