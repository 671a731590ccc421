#!/usr/bin/env bash
# ctest web.viewer: the replay viewer in headless chromium (viewer_test.js).
#   run.sh BM WORKDIR SRC
# The page: $BM_VIEWER, else SRC/build-wasm/viewer/bm-viewer.html (cmake --preset wasm &&
# cmake --build build-wasm). playwright-core: `npm ci` in tests/web (tools/setup.sh test does).
# Without the page, node_modules, node or chromium: skipped (77), unless BM_WEB_REQUIRED=1.
set -euo pipefail
bm="$1" work="$2" src="$3"
page="${BM_VIEWER:-$src/build-wasm/viewer/bm-viewer.html}"
chromium="${BM_CHROMIUM:-/usr/bin/chromium}"
missing=""
[ -f "$page" ] || missing="the viewer page $page (cmake --preset wasm && cmake --build build-wasm)"
[ -d "$src/tests/web/node_modules/playwright-core" ] || missing="${missing:+$missing; }playwright-core (cd tests/web && npm ci)"
command -v node >/dev/null || missing="${missing:+$missing; }node (Debian package nodejs)"
[ -x "$chromium" ] || missing="${missing:+$missing; }$chromium (Debian package chromium)"
if [ -n "$missing" ]; then
  echo "web.viewer: missing $missing"
  if [ "${BM_WEB_REQUIRED:-0}" = 1 ]; then exit 1; fi
  echo "web.viewer: skipped (BM_WEB_REQUIRED=1 makes this a failure)"
  exit 77
fi
exec node "$src/tests/web/viewer_test.js" "$bm" "$page" "$work" ${BM_WEB_SCREENSHOTS:+--screenshots "$BM_WEB_SCREENSHOTS"}
