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
 *
 * createClient() is the JavaScript client of bm serve (client.js, the same Client as the
 * clients/js Serve over a bm serve process) over a new referee:
 *
 *   const bm = await createClient();
 *   const game = await bm.start({ rules: 'classic', seed: 42 });
 *   await game.apply((await game.legal()).actions[0].action);
 *   await bm.close();   // disposes the referee
 */
const { makeReferee, RefereeError, moduleStopped } = require('./referee.cjs');
const core = require('./client.js');

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

/**
 * The Client's transport over a referee: each line answered at once, in order, parsed as the
 * referee parses (an integer beyond 2^53 as a bigint); close() disposes the referee.
 */
function refereeTransport(referee) {
  return {
    referee,
    exchange(line) {
      try {
        return Promise.resolve(referee.request(line));
      } catch (e) {
        return Promise.reject(e);
      }
    },
    close() {
      referee.dispose();
      return Promise.resolve(0);
    },
  };
}

/** A Client (client.js) over a new referee: the same API as the Serve of a bm serve process. */
async function createClient() {
  const client = new core.Client(refereeTransport(await createReferee()));
  client.referee = client.transport.referee;
  return client;
}

module.exports = {
  createReferee,
  makeReferee,
  RefereeError,
  createClient,
  refereeTransport,
  Client: core.Client,
  Game: core.Game,
  ServeError: core.ServeError,
  ERRORS: core.ERRORS,
  METHODS: core.METHODS,
};
