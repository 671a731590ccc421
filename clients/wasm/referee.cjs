'use strict';
/**
 * The referee over an instantiated bm_referee module (wasm/bindings.cpp), in any JavaScript
 * environment: Node (index.cjs, index.mjs) or a browser page that loaded bm_referee.js itself.
 * Every export of the module is `bm_NAME(referee, a, aLength, b, bLength)` over a referee's
 * handle and two byte strings, with its answer (or error message) in one buffer until the next
 * call. One module serves any number of referees: each is a handle (its own `bm serve`), freed
 * by dispose() or, for a referee the host drops, once the garbage collector has reclaimed it.
 */

// One scope: a page loads this file as a classic script (clients/viewer/), where top-level names
// would be the page's globals. The exports are assigned by name, so that `import { makeReferee }
// from 'bm-referee/referee.cjs'` finds them (Node reads a CommonJS file's names from such lines).
(() => {
  /**
   * The one error type of the API: a bad argument, a disposed referee, a refused validate option,
   * a module that stopped. Protocol errors are not thrown: they are answers, as bm serve writes them.
   */
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
    // By its tag, not instanceof: a Uint8Array (or a Buffer) made in another realm (a vm
    // context, as some test runners give each test file) is bytes too.
    if (ArrayBuffer.isView(x) && Object.prototype.toString.call(x) === '[object Uint8Array]') return x;
    throw new RefereeError(`${what}: a string or a Uint8Array, not ${describe(x)}`);
  }

  function describe(x) {
    if (x === null || x === undefined) return String(x);
    if (Array.isArray(x)) return 'an array';
    return typeof x === 'object' ? 'an object' : `a ${typeof x}`;
  }

  // ---- JSON with integers beyond 2^53 ----------------------------------------------------------
  // A JavaScript number is an exact integer only up to Number.MAX_SAFE_INTEGER, and bm's ids and
  // seeds go to 2^64-1. So a BigInt in what the caller sends is written as its integer, and an
  // integer beyond the safe range in what bm answers comes back as a BigInt, digit for digit;
  // every other number stays a number.

  /** JSON.stringify, with a BigInt written as its integer. */
  function stringify(value, what) {
    try {
      return JSON.stringify(value);
    } catch (e) {
      if (!(e instanceof TypeError) || !/BigInt/i.test(e.message)) throw new RefereeError(`${what}: ${e.message}`);
    }
    const seen = new Set();
    const write = (v, key, holder) => {
      if (v !== null && typeof v === 'object' && typeof v.toJSON === 'function') v = v.toJSON(key);
      if (typeof v === 'bigint') return v.toString();
      if (v === null || typeof v !== 'object') return JSON.stringify(v);
      if (seen.has(v)) throw new RefereeError(`${what}: a circular structure cannot be sent as JSON`);
      seen.add(v);
      let out;
      if (Array.isArray(v)) {
        out = `[${v.map((x, i) => write(x, String(i), v) ?? 'null').join(',')}]`;
      } else {
        const parts = [];
        for (const k of Object.keys(v)) {
          const w = write(v[k], k, v);
          if (w !== undefined) parts.push(`${JSON.stringify(k)}:${w}`);
        }
        out = `{${parts.join(',')}}`;
      }
      seen.delete(v);
      return out;
    };
    return write(value, '', undefined);
  }

  // An integer token of 16 digits or more where a value starts (after ':', ',' or '['): the only
  // text that may hold an integer beyond 2^53. Without one, JSON.parse reads the answer as it is.
  const LONG_INTEGER = /[:,[]-?\d{16}/;
  const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+)(?![\d.eE])|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\],:]))/y;

  /** JSON.parse, with an integer beyond the safe range as a BigInt. */
  function parse(text) {
    if (!LONG_INTEGER.test(text)) return JSON.parse(text);
    TOKEN.lastIndex = 0;
    const next = () => {
      const m = TOKEN.exec(text);
      if (!m) throw new SyntaxError(`bad JSON at ${TOKEN.lastIndex}`);
      return m;
    };
    const value = (m) => {
      if (m[1] !== undefined) return JSON.parse(m[1]);
      if (m[2] !== undefined) {
        const n = Number(m[2]);
        return Number.isSafeInteger(n) ? n : BigInt(m[2]);
      }
      if (m[3] !== undefined) return Number(m[3]);
      if (m[4] !== undefined) return JSON.parse(m[4]);
      if (m[5] === '[') {
        const a = [];
        let t = next();
        if (t[5] === ']') return a;
        for (;;) {
          a.push(value(t));
          t = next();
          if (t[5] === ']') return a;
          if (t[5] !== ',') throw new SyntaxError('bad JSON array');
          t = next();
        }
      }
      if (m[5] === '{') {
        const o = {};
        let t = next();
        if (t[5] === '}') return o;
        for (;;) {
          if (t[1] === undefined || next()[5] !== ':') throw new SyntaxError('bad JSON object');
          Object.defineProperty(o, JSON.parse(t[1]), { value: value(next()), enumerable: true, writable: true, configurable: true });
          t = next();
          if (t[5] === '}') return o;
          if (t[5] !== ',') throw new SyntaxError('bad JSON object');
          t = next();
        }
      }
      throw new SyntaxError(`bad JSON at ${TOKEN.lastIndex}`);
    };
    const v = value(next());
    if (!/^\s*$/.test(text.slice(TOKEN.lastIndex))) throw new SyntaxError('bad JSON: text after the value');
    return v;
  }

  // ---- the module's referees -------------------------------------------------------------------

  const EXPORTS = ['_bm_open', '_bm_close', '_bm_request', '_bm_out_data', '_bm_out_size', '_malloc', '_free'];
  // Why a module stopped (a WebAssembly trap or an out-of-memory inside a call): after one, the
  // module's state cannot be trusted, so every referee on it refuses to go on.
  const stopped = new WeakMap();

  /** One export, raw: the answer's bytes as the C++ side wrote them. */
  function call(mod, handle, name, a = '', b = '') {
    if (typeof name !== 'string') throw new RefereeError(`callBytes: the export's name is a string, not ${describe(name)}`);
    const why = stopped.get(mod);
    if (why !== undefined) throw new RefereeError(`the bm_referee module stopped (${why}): create a new referee`);
    const fn = mod[`_bm_${name}`];
    if (typeof fn !== 'function') throw new RefereeError(`bm_referee has no export bm_${name}`);
    const A = bytesOf(a, name);
    const B = bytesOf(b, name);
    let out, status, room = true;
    try {
      const pa = mod._malloc(A.length + 1);
      const pb = mod._malloc(B.length + 1);
      try {
        // malloc answers 0 when the module's memory cannot grow to hold the arguments: refused,
        // nothing written.
        room = pa !== 0 && pb !== 0;
        if (room) {
          mod.HEAPU8.set(A, pa);
          mod.HEAPU8.set(B, pb);
          status = fn(handle, pa, A.length, pb, B.length);
          const at = mod._bm_out_data();
          // HEAPU8 is read after the call: the memory may have grown during it.
          out = mod.HEAPU8.slice(at, at + mod._bm_out_size());
        }
      } finally {
        mod._free(pa);
        mod._free(pb);
      }
    } catch (e) {
      stopped.set(mod, e && e.message ? e.message : String(e));
      throw new RefereeError(`the bm_referee module stopped in bm_${name} (${stopped.get(mod)}): create a new referee`);
    }
    if (!room) throw new RefereeError(`${name}: the module has no room for ${A.length + B.length} bytes of arguments`);
    if (status !== 0) throw new RefereeError(decoder.decode(out));
    return out;
  }

  // A referee the host drops without dispose() is closed once the garbage collector reclaims it.
  const dropped =
    typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry(({ mod, handle }) => {
          try {
            call(mod, handle, 'close');
          } catch {
            // A stopped module holds nothing more to free.
          }
        })
      : null;

  function optionsOf(options, what) {
    if (options === undefined) return '{}';
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw new RefereeError(`${what}: options are an object, not ${describe(options)}`);
    }
    return stringify(options, `${what} options`);
  }

  /** The referee over `mod`, a bm_referee module (createBmModule()): a new referee of its own. */
  function makeReferee(mod) {
    if (mod === null || typeof mod !== 'object' || EXPORTS.some((e) => typeof mod[e] !== 'function')) {
      throw new RefereeError('makeReferee: a bm_referee module (what createBmModule() of this package\'s bm_referee.js resolves to)');
    }
    const handle = Number(decoder.decode(call(mod, 0, 'open')));
    const state = { open: true };
    const token = {};
    const raw = (name, a, b) => {
      if (!state.open) throw new RefereeError('this referee was disposed');
      return call(mod, handle, name, a, b);
    };
    const text = (name, a, b) => decoder.decode(raw(name, a, b));

    const referee = {
      /** The answer line `bm serve` writes for one request line (no newline; '' for a blank line). */
      requestText(line) {
        if (typeof line !== 'string') throw new RefereeError(`requestText: a request line (a string), not ${describe(line)}`);
        if (line.includes('\n')) throw new RefereeError('requestText: a request is one line: it cannot hold a newline');
        return text('request', line);
      },
      /** The answer object `bm serve` writes for one request (an object, or its line); null for a blank line. */
      request(req) {
        if (typeof req !== 'string' && (req === null || typeof req !== 'object')) {
          throw new RefereeError(`request: a request object or its line, not ${describe(req)}`);
        }
        const answer = referee.requestText(typeof req === 'string' ? req : stringify(req, 'request'));
        return answer === '' ? null : parse(answer);
      },
      /** `bm validate --json`'s report entry for one log, as its line (no newline). */
      validateText(log, options) {
        return text('validate', bytesOf(log, 'validate'), optionsOf(options, 'validate'));
      },
      /** `bm validate --json`'s report entry for one log (docs/web.md#the-api). */
      validate(log, options) {
        return parse(referee.validateText(log, options));
      },
      /**
       * The replay viewer's steps for one log (steps/steps.hpp, docs/web.md#the-replay-viewer):
       * {title, family, players, seats, cards, steps: [{line, index, round, phase, player, action,
       * action_text, decision, legal, events, texts, state}], verdict, divergence (with `about`:
       * its cards in words), result, reduced (a reduced log's header map to the original)}.
       */
      steps(log, options) {
        return parse(text('steps', bytesOf(log, 'steps'), optionsOf(options, 'steps')));
      },
      /** The determinism signature of `bm bench --signature`: {signature, games, actions}. */
      signature() {
        return parse(text('signature'));
      },
      /** bm's version (as `bm --version` prints it). */
      version: text('version'),
      /** The raw call (bytes in, bytes out) under every method above, with this referee's handle. */
      callBytes(name, a, b) {
        if (name === 'open' || name === 'close') {
          throw new RefereeError(`callBytes: bm_${name} is makeReferee()'s and dispose()'s, not a raw call`);
        }
        return raw(name, a, b);
      },
      /** Frees the referee and every game it holds; any later call throws a RefereeError. Idempotent. */
      dispose() {
        if (!state.open) return;
        state.open = false;
        if (dropped) dropped.unregister(token);
        if (!stopped.has(mod)) call(mod, handle, 'close');
      },
    };
    if (dropped) dropped.register(referee, { mod, handle }, token);
    return referee;
  }

  /** Whether `mod` stopped (a trap inside a call): index.cjs then makes a new module. */
  function moduleStopped(mod) {
    return stopped.has(mod);
  }

  module.exports.makeReferee = makeReferee;
  module.exports.RefereeError = RefereeError;
  module.exports.moduleStopped = moduleStopped;
})();
