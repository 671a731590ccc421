'use strict';
/**
 * bm-referee (docs/web.md): the bm rules engine compiled to WebAssembly.
 *
 *   const { createReferee } = require('bm-referee');
 *   const bm = await createReferee();
 *   bm.request({ jsonrpc: '2.0', id: 1, method: 'start', params: { rules: 'classic', seed: 42 } });
 *   bm.validate(logText, { allow_incomplete: true });
 *
 * request() answers exactly as `bm serve` does; validate() gives exactly `bm validate --json`'s
 * report entry. Games live in the referee between calls, as in one `bm serve` process.
 */
const { makeReferee, RefereeError } = require('./referee.cjs');

let createBmModule;
try {
  createBmModule = require('./bm_referee.js');
} catch (e) {
  throw new Error(
    `bm-referee: bm_referee.js is missing (${e.message}); build it: cmake --preset wasm && cmake --build build-wasm`
  );
}

/** A new referee: its own module instance, its own games. */
async function createReferee() {
  return makeReferee(await createBmModule());
}

module.exports = { createReferee, makeReferee, RefereeError };
