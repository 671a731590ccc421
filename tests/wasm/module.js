'use strict';
/**
 * Where the wasm tests find the referee package (clients/wasm, its bm_referee.js built by the
 * wasm preset). Without the module: skipped (exit 77, ctest's SKIP_RETURN_CODE) with the reason
 * when em++ is absent or the module is not built yet, failed when BM_WASM_REQUIRED is set
 * (tools/setup.sh test builds it first, so CI never skips).
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

function packageDir(src) {
  const dir = path.join(src, 'clients', 'wasm');
  if (fs.existsSync(path.join(dir, 'bm_referee.js'))) return dir;
  const build = 'cmake --preset wasm && cmake --build build-wasm';
  if (process.env.BM_WASM_REQUIRED) {
    console.error(`FAIL clients/wasm/bm_referee.js is missing (BM_WASM_REQUIRED): ${build}`);
    process.exit(1);
  }
  const emxx = spawnSync('em++', ['--version'], { encoding: 'utf8' });
  if (emxx.error) console.log('SKIP em++ is absent (Debian package emscripten; tools/setup.sh test installs it)');
  else console.log(`SKIP clients/wasm/bm_referee.js is not built: ${build}`);
  process.exit(77);
}

module.exports = { packageDir };
