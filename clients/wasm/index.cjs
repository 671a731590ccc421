'use strict';
/**
 * bm-referee (docs/web.md): the bm rules engine compiled to WebAssembly.
 *
 *   const { createReferee } = require('bm-referee');
 *   const bm = await createReferee();
 *   bm.request({ jsonrpc: '2.0', id: 1, method: 'start', params: { rules: 'classic', seed: 42 } });
 *   bm.validate(logText, { allow_incomplete: true });
 *   bm.dispose();
 *
 * request() answers exactly as `bm serve` does; validate() gives exactly `bm validate --json`'s
 * report entry. Games live in the referee between calls, as in one `bm serve` process.
 */
const { makeReferee, RefereeError, moduleStopped } = require('./referee.cjs');

let createBmModule;
try {
  createBmModule = require('./bm_referee.js');
} catch (e) {
  throw new Error(
    `bm-referee: bm_referee.js is missing (${e.message}); build it: cmake --preset wasm && cmake --build build-wasm`
  );
}

// The one module instance this package loads, made at the first createReferee(): every referee
// is a handle on it, so a host that makes many referees pays for one module (a new one only if
// a call inside this one stopped it).
let loading = null;

/** A new referee: its own games (its own `bm serve`), on the package's module. */
async function createReferee() {
  if (loading === null) {
    loading = createBmModule();
    loading.catch(() => {
      loading = null;
    });
  }
  const mod = await loading;
  if (moduleStopped(mod)) {
    loading = null;
    return createReferee();
  }
  return makeReferee(mod);
}

module.exports = { createReferee, makeReferee, RefereeError };
