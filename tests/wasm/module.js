'use strict';
/**
 * Where the wasm tests find the referee package: the npm package the wasm preset assembles in
 * its build tree, build-wasm/npm/bm-referee (or $BM_WASM_PACKAGE). Without it: skipped (exit
 * 77, ctest's SKIP_RETURN_CODE) with the reason when em++ is absent or the package is not built
 * yet, failed when BM_WASM_REQUIRED is set (tools/setup.sh test builds it first, so CI never
 * skips).
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

function packageDir(src) {
  const dir = process.env.BM_WASM_PACKAGE
    ? path.resolve(process.env.BM_WASM_PACKAGE)
    : path.join(src, 'build-wasm', 'npm', 'bm-referee');
  if (fs.existsSync(path.join(dir, 'bm_referee.js'))) return dir;
  const build = 'cmake --preset wasm && cmake --build build-wasm';
  if (process.env.BM_WASM_REQUIRED) {
    console.error(`FAIL build-wasm/npm/bm-referee/bm_referee.js is missing (BM_WASM_REQUIRED): ${build}`);
    process.exit(1);
  }
  const emxx = spawnSync('em++', ['--version'], { encoding: 'utf8' });
  if (emxx.error) console.log('SKIP em++ is absent (Debian package emscripten; tools/setup.sh test installs it)');
  else console.log(`SKIP build-wasm/npm/bm-referee/bm_referee.js is not built: ${build}`);
  process.exit(77);
}

module.exports = { packageDir };
