'use strict';
// A host's test file under node:test, the mocha-like runner built into Node
// (tests/wasm/host_test.js runs it with `node --test`): one test uses a referee and passes, one
// fails with an unrelated uncaught error. The runner must report one pass and one failure
// itself, the referee must not take over its error handling.
const { describe, it } = require('node:test');
const assert = require('assert');
const { createReferee } = require(process.env.BM_REFEREE_PACKAGE);

describe('a host suite', () => {
  it('uses a referee', async () => {
    const bm = await createReferee();
    assert.strictEqual(bm.request({ id: 1, method: 'start' }).result.game, 'g1');
    bm.dispose();
  });
  it('fails on its own', async () => {
    await createReferee();
    await new Promise((resolve) => {
      setTimeout(() => {
        throw new Error('unrelated failure in the host suite');
      }, 0);
      setTimeout(resolve, 50);
    });
  });
});
