'use strict';
/**
 * The package's API as docs/web.md#the-api and index.d.ts say it, under node:test (Node's
 * mocha-like runner): ctest wasm.api runs `node --test` on this file with BM (native bm) and
 * BM_SRC in the environment.
 *
 *   - every bad argument throws a RefereeError, the one documented error type;
 *   - dispose() frees a referee: later calls throw, a second dispose() does nothing, other
 *     referees keep their games; referees on one module have games of their own;
 *   - integers beyond 2^53 (ids, seeds) are kept: a bigint sent is written as its integer, an
 *     integer beyond the safe range comes back as a bigint, digit for digit;
 *   - validate() takes a card set (an object or a built-in id) as `start` does, with the verdict
 *     of native `bm validate --json --cards FILE`;
 *   - the handshake's protocol version is native bm serve's;
 *   - perft (protocol 1.2): the referee's answers are native bm serve's, byte for byte (counts,
 *     divide, the depth cap and an unknown game), and its counts are bm perft's.
 */
const { describe, it, before } = require('node:test');
const assert = require('assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const SRC = path.resolve(process.env.BM_SRC || path.join(__dirname, '..', '..'));
const BM = process.env.BM && path.resolve(process.env.BM);
const PACKAGE = require('./module').packageDir(SRC);
const { createReferee, makeReferee, RefereeError, ERRORS } = require(PACKAGE);

function bm(args, input) {
  const r = spawnSync(BM, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  return r;
}

describe('bad arguments throw RefereeError', () => {
  let ref;
  before(async () => {
    ref = await createReferee();
  });
  const circular = {};
  circular.self = circular;
  const cases = [
    ['requestText(5)', (r) => r.requestText(5)],
    ['requestText(undefined)', (r) => r.requestText()],
    ['requestText with a newline', (r) => r.requestText('{}\n{}')],
    ['request(undefined)', (r) => r.request()],
    ['request(null)', (r) => r.request(null)],
    ['request(42)', (r) => r.request(42)],
    ['request(a function)', (r) => r.request(() => 1)],
    ['request(a circular object)', (r) => r.request(circular)],
    ['request(a circular object with a bigint)', (r) => r.request({ id: 1n, c: circular })],
    ['validate(42)', (r) => r.validate(42)],
    ['validate(null)', (r) => r.validate(null)],
    ['validate(log, 5)', (r) => r.validate('', 5)],
    ['validate(log, null)', (r) => r.validate('', null)],
    ['validate(log, [])', (r) => r.validate('', [])],
    ['validate(log, an unknown option)', (r) => r.validate('', { bogus: true })],
    ['validate(log, check: "yes")', (r) => r.validate('', { check: 'yes' })],
    ['validate(log, cards: 5)', (r) => r.validate('', { cards: 5 })],
    ['validate(log, cards: an unknown set)', (r) => r.validate('', { cards: 'no-such-set' })],
    ['validate(log, cards: a bad set)', (r) => r.validate('', { cards: { format: 'bm-cards' } })],
    ['validate(log, board: "moon")', (r) => r.validate('', { board: 'moon' })],
    ['validateText(a number)', (r) => r.validateText(1)],
    ['steps({})', (r) => r.steps({})],
    ['steps(log, "x")', (r) => r.steps('', 'x')],
    ['steps(log, an unknown option)', (r) => r.steps('', { check: true })],
    ['callBytes(no name)', (r) => r.callBytes()],
    ['callBytes(an unknown export)', (r) => r.callBytes('nope')],
    ['callBytes("close")', (r) => r.callBytes('close')],
    ['callBytes(request, a number)', (r) => r.callBytes('request', 5)],
  ];
  for (const [what, f] of cases) {
    it(what, () => assert.throws(() => f(ref), (e) => e instanceof RefereeError && e.name === 'RefereeError' && e.message.length > 0));
  }
  it('makeReferee(not a module)', () => {
    for (const m of [undefined, null, {}, { _bm_open() {} }, 'module']) {
      assert.throws(() => makeReferee(m), RefereeError);
    }
  });
  it('a module that traps inside a call stops, and says so; one without memory refuses', () => {
    // A stand-in module with the ABI of wasm/bindings.cpp whose request traps, as a WebAssembly
    // trap (out of bounds, unreachable) would: that call and every later one on the module
    // throw a RefereeError naming the trap.
    const heap = new Uint8Array(1 << 16);
    const out = new TextEncoder().encode('1');
    heap.set(out, 100);
    const fake = {
      HEAPU8: heap,
      _malloc: () => 1000,
      _free: () => {},
      _bm_out_data: () => 100,
      _bm_out_size: () => out.length,
      _bm_open: () => 0,
      _bm_close: () => 0,
      _bm_version: () => 0,
      _bm_request: () => {
        throw new WebAssembly.RuntimeError('unreachable');
      },
    };
    const r = makeReferee(fake);
    // A module whose memory cannot grow (malloc answers 0): refused, and the module goes on.
    fake._malloc = () => 0;
    assert.throws(() => r.requestText('{}'), (e) => e instanceof RefereeError && /no room for 2 bytes/.test(e.message));
    fake._malloc = () => 1000;
    assert.strictEqual(new TextDecoder().decode(r.callBytes('version')), '1');
    assert.throws(() => r.requestText('{}'), (e) => e instanceof RefereeError && /stopped.*unreachable/.test(e.message));
    assert.throws(() => r.callBytes('version'), (e) => e instanceof RefereeError && /stopped/.test(e.message));
    assert.throws(() => makeReferee(fake), (e) => e instanceof RefereeError && /stopped/.test(e.message));
    r.dispose();
  });
  it('a protocol error is an answer, not an exception', () => {
    assert.strictEqual(ref.request({ id: 1, method: 'nope' }).error.code, ERRORS.METHOD_NOT_FOUND);
    assert.strictEqual(ref.request('not json').error.code, ERRORS.PARSE_ERROR);
  });
});

describe('dispose()', () => {
  it('frees the referee; later calls throw RefereeError; a second dispose() does nothing', async () => {
    const a = await createReferee();
    const b = await createReferee();
    assert.strictEqual(a.request({ id: 1, method: 'start' }).result.game, 'g1');
    assert.strictEqual(b.request({ id: 1, method: 'start' }).result.game, 'g1', 'each referee has its own games');
    assert.strictEqual(b.request({ id: 2, method: 'start' }).result.game, 'g2');
    a.dispose();
    a.dispose();
    for (const f of [() => a.request({ id: 1, method: 'games' }), () => a.validate(''), () => a.signature(), () => a.callBytes('version')]) {
      assert.throws(f, (e) => e instanceof RefereeError && /disposed/.test(e.message));
    }
    assert.deepStrictEqual(b.request({ id: 3, method: 'games' }).result.games.map((g) => g.game), ['g1', 'g2']);
    b.dispose();
  });
});

describe('integers beyond 2^53', () => {
  let ref;
  before(async () => {
    ref = await createReferee();
  });
  const big = '9007199254740993'; // 2^53 + 1: no JavaScript number
  it('an id in a request line comes back digit for digit, as a bigint', () => {
    const line = `{"jsonrpc":"2.0","id":${big},"method":"games"}`;
    assert.ok(ref.requestText(line).startsWith(`{"id":${big},`));
    assert.strictEqual(ref.request(line).id, BigInt(big));
    const error = ref.request(`{"jsonrpc":"2.0","id":${big},"method":"nope"}`);
    assert.strictEqual(error.id, BigInt(big));
    assert.strictEqual(error.error.code, ERRORS.METHOD_NOT_FOUND);
  });
  it('a bigint id is sent as its integer', () => {
    assert.strictEqual(ref.request({ jsonrpc: '2.0', id: 18446744073709551615n, method: 'games' }).id, 18446744073709551615n);
  });
  it('a safe integer stays a number', () => {
    assert.strictEqual(ref.request({ id: 9007199254740991, method: 'games' }).id, 9007199254740991);
    assert.strictEqual(ref.request({ id: 12n, method: 'games' }).id, 12);
  });
  it('a seed beyond 2^53 plays that seed, and the log says it', () => {
    const seed = 18446744073709551557n;
    const game = ref.request({ id: 1, method: 'start', params: { seed } }).result.game;
    const log = ref.request({ id: 2, method: 'log', params: { game } }).result.lines;
    assert.ok(log[0].includes(`"seed":${seed}`), log[0]);
    const native = bm(['serve'], `{"jsonrpc":"2.0","id":1,"method":"start","params":{"seed":${seed}}}\n`).stdout;
    assert.strictEqual(ref.requestText(`{"jsonrpc":"2.0","id":1,"method":"start","params":{"seed":${seed}}}`) + '\n',
      native.replace('"game":"g1"', `"game":"g2"`));
  });
  it('strings that look like long integers stay strings', () => {
    const answer = ref.request({ id: 'x:12345678901234567890', method: 'nope' });
    assert.strictEqual(answer.id, 'x:12345678901234567890');
  });
});

describe('validate() takes a card set as start does', () => {
  let ref, dir, setFile, log, set;
  before(async () => {
    ref = await createReferee();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-wasm-api-'));
    set = JSON.parse(bm(['cards', 'export']).stdout);
    set.id = 'my-front-end-cards';
    set.name = 'a front end\'s own card set';
    setFile = path.join(dir, 'set.json');
    fs.writeFileSync(setFile, JSON.stringify(set));
    const played = bm(['play', '--seed', '5', '--cards', setFile, '--out', path.join(dir, 'game.jsonl')]);
    assert.strictEqual(played.status, 0, played.stderr);
    log = fs.readFileSync(path.join(dir, 'game.jsonl'), 'utf8');
  });
  it('a card-set object: native bm validate --cards FILE\'s entry, byte for byte', () => {
    const r = spawnSync(BM, ['validate', '--json', '--cards', setFile, 'game.jsonl'], { cwd: dir, encoding: 'utf8' });
    const want = r.stdout.split('\n')[0];
    assert.ok(want.includes('"verdict":"valid"'), want);
    assert.strictEqual(ref.validateText(log, { cards: set, name: 'game.jsonl' }), want);
    assert.strictEqual(ref.validate(log, { cards: set, name: 'game.jsonl' }).verdict, 'valid');
  });
  it('without it: native bm validate\'s verdict without --cards', () => {
    const r = spawnSync(BM, ['validate', '--json', 'game.jsonl'], { cwd: dir, encoding: 'utf8' });
    const want = r.stdout.split('\n')[0];
    assert.ok(!want.includes('"verdict":"valid"'), want);
    assert.strictEqual(ref.validateText(log, { name: 'game.jsonl' }), want);
  });
  it('a built-in set by id, and the built-in board', () => {
    const example = fs.readFileSync(path.join(SRC, 'corpus', 'examples', 'front-end-export.jsonl'), 'utf8');
    assert.deepStrictEqual(ref.validate(example, { cards: 'classic', board: 'super' }), ref.validate(example));
  });
});

describe('hosts that are not plain Node', () => {
  it('referee.cjs loaded as a page loads it (a classic script) declares no global of its own', () => {
    const vm = require('vm');
    const ctx = vm.createContext({ TextEncoder, TextDecoder });
    vm.runInContext('var module = { exports: {} };', ctx);
    vm.runInContext(fs.readFileSync(path.join(PACKAGE, 'referee.cjs'), 'utf8'), ctx);
    assert.deepStrictEqual(Object.keys(ctx).sort(), ['TextDecoder', 'TextEncoder', 'module']);
    assert.strictEqual(typeof ctx.module.exports.makeReferee, 'function');
  });
  it('a log\'s bytes made in another realm (a vm context, as some test runners give each file) are bytes', async () => {
    const ref = await createReferee();
    const log = fs.readFileSync(path.join(SRC, 'corpus', 'examples', 'front-end-divergent.jsonl'), 'utf8');
    const want = ref.validateText(log);
    assert.strictEqual(ref.validateText(Buffer.from(log)), want);
    assert.strictEqual(ref.validateText(new Uint8Array(Buffer.from(log))), want);
    const copied = require('vm').runInNewContext('const a = new Uint8Array(b.length); a.set(b); a', { b: Buffer.from(log) });
    assert.ok(!(copied instanceof Uint8Array), 'the vm context has a Uint8Array of its own');
    assert.strictEqual(ref.validateText(copied), want);
    ref.dispose();
  });
});

describe('protocol version', () => {
  it('the referee\'s handshake says native bm serve\'s protocol', async () => {
    const ref = await createReferee();
    const native = JSON.parse(bm(['serve'], '{"jsonrpc":"2.0","id":1,"method":"handshake"}\n').stdout);
    assert.deepStrictEqual(ref.request({ id: 1, method: 'handshake' }).result.protocol, native.result.protocol);
    ref.dispose();
  });
});

describe('perft', () => {
  // bm perft's bm2 position of docs/perft.md: seed 3, after 20 decisions of its random game.
  const start = { id: 1, method: 'start', params: { rules: 'bm2', seed: 3 } };
  it('answers as native bm serve does, and counts bm perft\'s counts', async () => {
    const ref = await createReferee();
    const sent = [JSON.stringify({ jsonrpc: '2.0', ...start })];
    ref.request(start);
    for (let k = 0; k < 20; k++) {
      const action = ref.request({ id: 2, method: 'suggest', params: { game: 'g1' } }).result.action;
      const line = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'apply', params: { game: 'g1', action } });
      ref.requestText(line);
      sent.push(line);
    }
    const asks = [
      { game: 'g1', depth: 3, divide: true },
      { game: 'g1', depth: 2 },
      { game: 'g1', depth: 0 },
      { game: 'g1', depth: 99 },
      { game: 'g9', depth: 2 },
    ].map((params, k) => JSON.stringify({ jsonrpc: '2.0', id: 10 + k, method: 'perft', params }));
    const native = bm(['serve'], [...sent, ...asks].join('\n') + '\n').stdout.trim().split('\n').slice(sent.length);
    assert.deepStrictEqual(asks.map((l) => ref.requestText(l)), native);
    const counted = ref.request(JSON.parse(asks[0])).result;
    const want = JSON.parse(bm(['perft', '--rules', 'bm2', '--seed', '3', '--after', '20', '--depth', '3', '--json']).stdout);
    assert.deepStrictEqual(counted.counts, want.counts);
    assert.strictEqual(counted.hash, want.position.hash);
    assert.strictEqual(counted.divide.reduce((n, d) => n + d.count, 0), counted.counts[2]);
    assert.strictEqual(ref.request(JSON.parse(asks[2])).error.code, ERRORS.INVALID_PARAMS);
    assert.strictEqual(ref.request(JSON.parse(asks[4])).error.code, ERRORS.UNKNOWN_GAME);
    ref.dispose();
  });
});
