#!/usr/bin/env bash
# The npm package as docs/web.md installs and uses it: docs/web.md's `npm` lines
# run as written, offline, in a copy of the package the wasm build assembles (`npm install
# ./build-wasm/npm/bm-referee`, `npm pack ./build-wasm/npm/bm-referee`, then the packed file installed in another
# project); the page's example runs against both installs, through require and import, and
# prints the verdict native `bm validate --json` gives the same log; every file the README offers
# is reachable through the package's exports; the build line is the one tools/setup.sh runs;
# index.d.ts declares exactly the referee's methods.
# usage: package_test.sh BM SRC WORKDIR   (exit 77: skipped, the module is not built)
set -euo pipefail
BM="$(realpath "$1")" SRC="$(realpath "$2")" WORK="$3"
PKG="$(node -e 'console.log(require(process.argv[1]).packageDir(process.argv[2]))' "$SRC/tests/wasm/module.js" "$SRC")" || exit $?
rm -rf "$WORK" && mkdir -p "$WORK/repo/build-wasm/npm" "$WORK/repo/corpus" "$WORK/other"
WORK="$(realpath "$WORK")"
cp -r "$PKG" "$WORK/repo/build-wasm/npm/bm-referee"
rm -f "$WORK/repo/build-wasm/npm/bm-referee"/*.tgz
cp -r "$SRC/corpus/examples" "$WORK/repo/corpus/examples"
# No network: no registry, no audit; a cache of its own.
export npm_config_offline=true npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
export npm_config_cache="$WORK/npm-cache"
fail() { echo "FAIL $*" >&2; exit 1; }

web="$SRC/docs/web.md"
block() {  # block MARKER: the fenced block that follows the marker comment in docs/web.md
  awk -v m="$1" 'index($0, m) { on = 1; next } on && /^```/ { if (inside) exit; inside = 1; next } inside { print }' "$web"
}
commands="$(block 'wasm-package-commands:' | sed 's/ *#.*$//')"
[ -n "$commands" ] || fail "docs/web.md: no wasm-package-commands block"
ran=0
while IFS= read -r line; do
  case "$line" in
    npm\ *)
      (cd "$WORK/repo" && eval "$line") >"$WORK/npm.out" 2>&1 || { cat "$WORK/npm.out"; fail "docs/web.md: $line"; }
      ran=$((ran + 1)) ;;
    cmake\ *)  # built already (the module is there); each command is one tools/setup.sh runs
      IFS='&' read -ra parts <<<"${line//&&/&}"
      for part in "${parts[@]}"; do
        part="$(echo "$part" | xargs)"
        grep -qF "$part" "$SRC/tools/setup.sh" || fail "docs/web.md's '$part' is not what tools/setup.sh runs"
      done ;;
    *) fail "docs/web.md: a command this test does not know how to run: $line" ;;
  esac
done <<<"$commands"
[ "$ran" -eq 2 ] || fail "expected docs/web.md's npm install and npm pack, ran $ran npm lines"
[ -e "$WORK/repo/node_modules/bm-referee/bm_referee.js" ] || fail "npm install ./build-wasm/npm/bm-referee did not install the module"
tgz="$(ls "$WORK/repo"/bm-referee-*.tgz)" || fail "npm pack wrote no bm-referee-*.tgz"
(cd "$WORK/other" && npm init -y >/dev/null && npm install "$tgz" >"$WORK/npm.out" 2>&1) || { cat "$WORK/npm.out"; fail "npm install of the packed file"; }
cp -r "$WORK/repo/corpus" "$WORK/other/corpus"

# The example, in both projects; its verdict line is native bm validate's for the log.
native="$(cd "$SRC" && "$BM" validate --json corpus/examples/front-end-divergent.jsonl | head -n 1 |
          node -e 'const e = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(`${e.verdict} ${e.rule} at line ${e.line}`)')" || true
[ -n "$native" ] || fail "native bm validate gave no entry"
block 'wasm-package-example:' >"$WORK/example.js"
for dir in "$WORK/repo" "$WORK/other"; do
  cp "$WORK/example.js" "$dir/example.js"
  out="$(cd "$dir" && node example.js)" || fail "the example failed in $dir"
  printf '%s\n' "$out" | grep -qE '^g1: [0-9]+ legal actions$' || fail "example in $dir: $out"
  [ "$(printf '%s\n' "$out" | sed -n 2p)" = "$native" ] || fail "example in $dir says '$(printf '%s\n' "$out" | sed -n 2p)', native bm '$native'"
  # The ES module entry: the same referee.
  (cd "$dir" && node --input-type=module -e "import { createReferee } from 'bm-referee';
    const bm = await createReferee(); if (!/^\\d+\\.\\d+\\.\\d+/.test(bm.version)) process.exit(1);") || fail "import from 'bm-referee' in $dir"
  # Every file the README offers, through the package's exports: makeReferee over a module the
  # host instantiated itself from bm_referee.js, referee.cjs as pages load it, package.json.
  (cd "$dir" && node -e "
    const { makeReferee, RefereeError } = require('bm-referee/referee.cjs');
    if (makeReferee !== require('bm-referee').makeReferee || RefereeError !== require('bm-referee').RefereeError) process.exit(1);
    if (require('bm-referee/package.json').name !== 'bm-referee') process.exit(1);
    require('bm-referee/bm_referee.js')().then((mod) => {
      const bm = makeReferee(mod);
      if (bm.request({ id: 1, method: 'start' }).result.game !== 'g1') process.exit(1);
      bm.dispose();
    });") || fail "require('bm-referee/referee.cjs'), 'bm-referee/bm_referee.js', 'bm-referee/package.json' in $dir"
  (cd "$dir" && node --input-type=module -e "import { makeReferee } from 'bm-referee/referee.cjs';
    import createBmModule from 'bm-referee/bm_referee.js';
    makeReferee(await createBmModule()).dispose();") || fail "import from 'bm-referee/referee.cjs' in $dir"
done

# The one client (docs/web.md#the-one-client): the page's program on createClient() in both
# installs, and the same program on clients/js/bmserve.js's Serve over native bm serve, print
# the same lines (a refusal by rule, the events of the action applied).
block 'wasm-client-example:' >"$WORK/client.js"
[ -s "$WORK/client.js" ] || fail "docs/web.md: no wasm-client-example block"
mkdir -p "$WORK/native/node_modules/bm-referee"
printf '%s\n' "const { Serve, ERRORS } = require(process.env.BM_SRC + '/clients/js/bmserve.js');" \
  "module.exports = { createClient: async () => new Serve(process.env.BM), ERRORS };" \
  >"$WORK/native/node_modules/bm-referee/index.js"
cp "$WORK/client.js" "$WORK/native/client.js"
expected="$(cd "$WORK/native" && BM="$BM" BM_SRC="$SRC" node client.js)" || fail "the client example over native bm serve"
printf '%s\n' "$expected" | grep -qE '^refused: [A-Z]' || fail "client example over bm serve: $expected"
printf '%s\n' "$expected" | grep -qE '^g1: [0-9]+ events$' || fail "client example over bm serve: $expected"
for dir in "$WORK/repo" "$WORK/other"; do
  cp "$WORK/client.js" "$dir/client.js"
  out="$(cd "$dir" && node client.js)" || fail "the client example failed in $dir"
  [ "$out" = "$expected" ] || fail "client example in $dir says '$out', over native bm serve '$expected'"
done

# index.d.ts declares the referee's methods, no more, no fewer.
(cd "$WORK/repo" && node -e '
  const fs = require("fs");
  const dts = fs.readFileSync("node_modules/bm-referee/index.d.ts", "utf8");
  const body = dts.slice(dts.indexOf("export interface Referee {"));
  const declared = [...body.slice(0, body.indexOf("\n}")).matchAll(/^  (?:readonly )?(\w+)[(:]/gm)].map((m) => m[1]).sort();
  require("bm-referee").createReferee().then((bm) => {
    const actual = Object.keys(bm).sort();
    if (JSON.stringify(declared) !== JSON.stringify(actual)) {
      console.error(`index.d.ts declares ${declared}, the referee has ${actual}`);
      process.exit(1);
    }
  });') || fail "index.d.ts"
echo "package: npm install and npm pack offline, the example, the client example (as over native bm serve) and the ES module entry in both installs, index.d.ts = the API"
