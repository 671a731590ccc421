#!/usr/bin/env bash
# cpack builds bm_<version>_amd64.deb; it is unpacked with dpkg-deb -x into a temporary root and
# the binary runs from there; its Depends names the Debian package of every shared library the
# binary needs. usage: deb_test.sh BUILD_DIR SOURCE_DIR
set -u
BUILD="$1"; SRC="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
die() { echo "FAIL $*"; exit 1; }
version=$(sed -n 's/^project(bossmonster VERSION \([0-9.]*\).*/\1/p' "$SRC/CMakeLists.txt")
arch=$(dpkg --print-architecture)
(cd "$tmp" && cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$tmp/pkg") > "$tmp/cpack.log" 2>&1 || { tail -20 "$tmp/cpack.log"; die "cpack"; }
deb="$tmp/pkg/bm_${version}_${arch}.deb"
[ -f "$deb" ] || { ls "$tmp/pkg"; die "no $(basename "$deb")"; }
[ "$(dpkg-deb -f "$deb" Package)" = bm ] || { echo "FAIL Package"; fail=1; }
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || { echo "FAIL Version"; fail=1; }
[ "$(dpkg-deb -f "$deb" Architecture)" = "$arch" ] || { echo "FAIL Architecture"; fail=1; }
depends=$(dpkg-deb -f "$deb" Depends)
dpkg-deb -x "$deb" "$tmp/root" || die "dpkg-deb -x"
BM="$tmp/root/usr/bin/bm"
[ -x "$BM" ] || die "no usr/bin/bm in the package"
for f in usr/lib/libbm_engine.a usr/include/bm/game/engine.hpp usr/lib/cmake/bm/bmConfig.cmake \
         usr/share/bash-completion/completions/bm usr/share/man/man1/bm.1 usr/share/man/man1/bm-play.1; do
  [ -f "$tmp/root/$f" ] || { echo "FAIL not in the package: $f"; fail=1; }
done
# Each shared library the binary needs comes from a Debian package its Depends names: those it
# links, and those it loads itself when it first draws (Graphviz, viz/render.cpp).
from_depends() {  # from_depends LIB PATH
  local pkg
  pkg=$(dpkg -S "$(readlink -f "$2")" 2>/dev/null | head -1 | cut -d: -f1)
  [ -z "$pkg" ] && pkg=$(dpkg -S "$2" 2>/dev/null | head -1 | cut -d: -f1)
  case ", $depends," in *", $pkg,"*|*", $pkg ("*) ;; *) echo "FAIL $1 comes from '$pkg', which Depends ($depends) does not name"; fail=1 ;; esac
}
for lib in $(objdump -p "$BM" | awk '/NEEDED/{print $2}'); do
  from_depends "$lib" "$(ldd "$BM" | awk -v l="$lib" '$1 == l {print $3}')"
done
"$BM" play --seed 2 --out "$tmp/g.jsonl" > /dev/null || { echo "FAIL bm play --seed 2 from the package"; fail=1; }
loaded=$(cd "$tmp" && LD_DEBUG=files "$BM" viz g.jsonl -o g.svg 2>&1 >/dev/null |
         sed -n 's/.*file=\([^ ]*\) .*dynamically loaded by .*usr\/bin\/bm .*/\1/p')
[ -n "$loaded" ] && head -c 300 "$tmp/g.svg" 2>/dev/null | grep -q '<svg' || { echo "FAIL the packaged bm viz loaded no library or drew no SVG"; fail=1; }
for lib in $loaded; do
  from_depends "$lib" "$(/sbin/ldconfig -p | awk -v l="$lib" '$1 == l {print $NF; exit}')"
done
[ "$("$BM" --version)" = "bm $version" ] || { echo "FAIL bm --version from the package"; fail=1; }
# The packaged bm plays, logs and validates a game with its compiled-in data, away from the tree.
(cd "$tmp" && "$BM" play --seed 1 --json) > "$tmp/play.json" || { echo "FAIL bm play --seed 1 from the package"; fail=1; }
"$BUILD/tools/bm/bm" play --seed 1 --json > "$tmp/play-build.json"
cmp -s "$tmp/play.json" "$tmp/play-build.json" || { echo "FAIL the packaged bm plays seed 1 differently from the built one"; fail=1; }
(cd "$tmp" && "$BM" play --rules super --players 3 --seed 4 --out "$tmp/s.jsonl" > /dev/null && "$BM" validate "$tmp/s.jsonl" > /dev/null) \
  || { echo "FAIL bm play --rules super then bm validate from the package"; fail=1; }
[ $fail = 0 ] && echo "deb: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB), Depends: $depends; runs from an unpacked root"
exit $fail
