#!/usr/bin/env bash
# cmake --install into a temporary prefix, then a project of its own (tests/install/consumer/)
# finds bm with find_package(bm CONFIG), builds against it and plays a seeded game through the
# public API; its result must equal the installed `bm play`'s for the same seed.
# usage: install_test.sh BUILD_DIR SOURCE_DIR CXX [CXX_FLAGS]
set -u
BUILD="$1"; SRC="$2"; CXX="$3"; FLAGS="${4:-}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
die() { echo "FAIL $*"; exit 1; }
cmake --install "$BUILD" --prefix "$tmp/prefix" > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; die "cmake --install"; }
P="$tmp/prefix"
for f in bin/bm lib/libbm_engine.a lib/libbm_replay.a lib/libbm_checker.a lib/cmake/bm/bmConfig.cmake \
         lib/cmake/bm/bmConfigVersion.cmake lib/cmake/bm/bmTargets.cmake include/bm/game/engine.hpp \
         include/bm/play/play.hpp include/bm/replay/replay.hpp include/bm/checker/invariants.hpp \
         share/bash-completion/completions/bm share/zsh/vendor-completions/_bm \
         share/fish/vendor_completions.d/bm.fish share/man/man1/bm.1 share/man/man1/bm-replay.1; do
  [ -f "$P/$f" ] || { echo "FAIL not installed: $f"; fail=1; }
done
# The installed completion and man page are what the installed bm generates.
cmp -s "$P/share/bash-completion/completions/bm" <("$P/bin/bm" completion bash) || { echo "FAIL installed bash completion differs from bm completion bash"; fail=1; }
cmp -s "$P/share/man/man1/bm-replay.1" <("$P/bin/bm" man replay) || { echo "FAIL installed bm-replay.1 differs from bm man replay"; fail=1; }
# Only public headers and the product: no engine-private header, no test or fuzz binary.
for f in include/game/internal.hpp include/bm/game/internal.hpp bin/bm-mutant bin/bm_tests bin/bm_benchmarks; do
  [ -e "$P/$f" ] && { echo "FAIL installed but private or test-only: $f"; fail=1; }
done
# Every installed header compiles on its own against the installed tree.
for h in $(cd "$P/include" && find bm -name '*.hpp' | sort); do
  echo "#include \"$h\"" > "$tmp/one.cpp"
  # shellcheck disable=SC2086  # FLAGS is a list of compiler flags, one word each
  $CXX -std=c++20 $FLAGS -fsyntax-only -I"$P/include" "$tmp/one.cpp" 2> "$tmp/hdr.err" || { echo "FAIL header $h does not compile alone:"; head -5 "$tmp/hdr.err"; fail=1; }
done
want=$("$P/bin/bm" --version) || die "installed bm --version"
[ "$want" = "bm $(sed -n 's/^project(bossmonster VERSION \([0-9.]*\).*/\1/p' "$SRC/CMakeLists.txt")" ] || { echo "FAIL bm --version says '$want'"; fail=1; }
cmake -S "$SRC/tests/install/consumer" -B "$tmp/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$P" -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$FLAGS" > "$tmp/configure.log" 2>&1 \
  || { cat "$tmp/configure.log"; die "configuring the consumer (find_package(bm CONFIG))"; }
grep -q "bm_DIR:PATH=$P/lib/cmake/bm" "$tmp/consumer/CMakeCache.txt" || { echo "FAIL the consumer did not find the installed bm"; fail=1; }
cmake --build "$tmp/consumer" > "$tmp/build.log" 2>&1 || { tail -30 "$tmp/build.log"; die "building the consumer"; }
for seed in 1 7; do
  got=$("$tmp/consumer/bm_consumer" "$seed") || { echo "FAIL bm_consumer $seed: $got"; fail=1; continue; }
  "$P/bin/bm" play --seed "$seed" --no-verify --out "$tmp/g$seed.jsonl" > /dev/null || { echo "FAIL installed bm play --seed $seed"; fail=1; continue; }
  python3 - "$got" "$tmp/g$seed.jsonl" <<'PY' || { echo "FAIL seed $seed: the library's game differs from the installed bm's"; fail=1; }
import json, sys
lib = json.loads(sys.argv[1])
cli = json.loads(open(sys.argv[2]).read().splitlines()[-1])
assert lib == cli, (lib, cli)
assert lib["winner"] in (0, 1) and lib["end_reason"].startswith("C-1"), lib
PY
done
[ $fail = 0 ] && echo "install: installed, found with find_package(bm CONFIG), consumer built; seeds 1 and 7 agree with the installed bm"
exit $fail
