'use strict';
/**
 * The referee over an instantiated bm_referee module (wasm/bindings.cpp), in any JavaScript
 * environment: Node (index.cjs, index.mjs) or a browser page that loaded bm_referee.js itself.
 * Every export of the module is `bm_NAME(a, aLength, b, bLength)` over two byte strings, with
 * its answer (or error message) in one buffer until the next call.
 */

/** A misuse of the API (not a protocol error: those are answers, as bm serve writes them). */
class RefereeError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RefereeError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

function bytesOf(x, what) {
  if (typeof x === 'string') return encoder.encode(x);
  if (x instanceof Uint8Array) return x;
  throw new TypeError(`${what}: a string or a Uint8Array`);
}

function makeReferee(mod) {
  // One export, raw: the answer's bytes as the C++ side wrote them.
  function callBytes(name, a = '', b = '') {
    const fn = mod[`_bm_${name}`];
    if (typeof fn !== 'function') throw new RefereeError(`bm_referee has no export bm_${name}`);
    const A = bytesOf(a, name);
    const B = bytesOf(b, name);
    const pa = mod._malloc(A.length + 1);
    const pb = mod._malloc(B.length + 1);
    try {
      mod.HEAPU8.set(A, pa);
      mod.HEAPU8.set(B, pb);
      const status = fn(pa, A.length, pb, B.length);
      const at = mod._bm_out_data();
      // HEAPU8 is read after the call: the memory may have grown during it.
      const out = mod.HEAPU8.slice(at, at + mod._bm_out_size());
      if (status !== 0) throw new RefereeError(decoder.decode(out));
      return out;
    } finally {
      mod._free(pa);
      mod._free(pb);
    }
  }
  const callText = (name, a, b) => decoder.decode(callBytes(name, a, b));

  return {
    /** The answer line `bm serve` writes for one request line (no newline; '' for a blank line). */
    requestText(line) {
      if (typeof line !== 'string') throw new TypeError('requestText: a request line (a string)');
      if (line.includes('\n')) throw new RefereeError('a request is one line: it cannot hold a newline');
      return callText('request', line);
    },
    /** The answer object `bm serve` writes for one request (an object, or its line). */
    request(req) {
      const answer = this.requestText(typeof req === 'string' ? req : JSON.stringify(req));
      return answer === '' ? null : JSON.parse(answer);
    },
    /** `bm validate --json`'s report entry for one log, as its line (no newline). */
    validateText(log, options = {}) {
      return callText('validate', bytesOf(log, 'validate'), JSON.stringify(options));
    },
    /** `bm validate --json`'s report entry for one log (docs/web.md#validate). */
    validate(log, options = {}) {
      return JSON.parse(this.validateText(log, options));
    },
    /**
     * The replay viewer's steps for one log (steps/steps.hpp, docs/web.md#the-replay-viewer):
     * {title, family, players, seats, cards, steps: [{line, index, round, phase, player, action,
     * action_text, decision, legal, events, texts, state}], verdict, divergence, result}.
     */
    steps(log, options = {}) {
      return JSON.parse(callText('steps', bytesOf(log, 'steps'), JSON.stringify(options)));
    },
    /** The determinism signature of `bm bench --signature`: {signature, games, actions}. */
    signature() {
      return JSON.parse(callText('signature'));
    },
    /** bm's version (as `bm --version` prints it). */
    version: callText('version'),
    /** The raw call (bytes in, bytes out) under every method above. */
    callBytes,
  };
}

module.exports = { makeReferee, RefereeError };
