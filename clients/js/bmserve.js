'use strict';
/**
 * A client for `bm serve` (docs/protocol.md) for Node.js 18 or later, no dependencies.
 *
 *   const { Serve } = require('./bmserve');
 *   const bm = new Serve('build/tools/bm/bm');
 *   const game = await bm.start({ rules: 'classic', players: 2, seed: 42 });
 *   while (!(await game.state()).over) {
 *     const legal = (await game.legal()).actions;       // [{action: {...}, text: '...'}]
 *     const answer = await game.apply(legal[0].action);  // answer.events: what it did
 *   }
 *   console.log(await game.result());
 *   await bm.close();                                   // end of input: bm serve exits 0
 *
 * Every request is one line; bm serve answers every line once, in the order sent, so a
 * client may have many requests in flight (several games played at once): each call returns
 * a promise of its own answer. An error answer rejects with a ServeError (code, message,
 * data).
 */
const { spawn } = require('child_process');
const readline = require('readline');

const ILLEGAL_ACTION = -32002;
const CHANCE_NEEDED = -32003;

/** An error answer of bm serve: `code` (docs/protocol.md#error-codes), `message`, `data`. */
class ServeError extends Error {
  constructor(code, message, data) {
    super(message);
    this.name = 'ServeError';
    this.code = code;
    this.data = data;
  }
}

/**
 * A small seeded random number generator (xorshift32 over a mixed seed), so that a client's
 * random games and shuffles are the same on every run. `Math.random` cannot be seeded.
 */
class Rng {
  constructor(seed) {
    let s = Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
    this.s = s || 1;
  }
  next() {
    let x = this.s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x >>> 0;
    return this.s;
  }
  /** An integer from 0 to n - 1. */
  below(n) {
    return Math.floor((this.next() / 4294967296) * n);
  }
  choice(items) {
    return items[this.below(items.length)];
  }
  /** A shuffled copy (Fisher-Yates). */
  shuffled(items) {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

/** An `outcome` for declared chance that shuffles and picks with an Rng. */
function randomOutcome(rng) {
  return (need) => {
    if ('shuffle' in need) return { shuffle: need.shuffle, order: rng.shuffled(need.cards) };
    return { pick: need.pick, card: rng.choice(need.options) };
  };
}

/**
 * One game held by bm serve, by its id. Each method is the protocol method of the same name
 * for this game. A game started with an `outcome` function plays with declared chance: when
 * bm needs a shuffle or a random pick, `apply` asks `outcome(need)` and sends the request
 * again with it (every declaration made is kept in `declared`).
 */
class Game {
  constructor(serve, started, outcome) {
    this.serve = serve;
    this.id = started.game;
    this.started = started;
    this.outcome = outcome || null;
    this.declared = [];
  }
  state() {
    return this.serve.call('state', { game: this.id });
  }
  legal() {
    return this.serve.call('legal', { game: this.id });
  }
  /** `action` in the log's form, or a number: the index into `legal`. `opts.player`: the
   * seat the action is for (bm refuses it for any other seat); `opts.chance`: declarations. */
  async apply(action, opts = {}) {
    const params = { game: this.id };
    if (typeof action === 'number') params.index = action;
    else params.action = action;
    if (opts.player !== undefined) params.player = opts.player;
    if (opts.chance !== undefined) params.chance = opts.chance;
    if (!this.outcome) return this.serve.call('apply', params);
    const { result, chance } = await this.serve.callDeclaring('apply', this.outcome, params);
    this.declared.push(...chance);
    return result;
  }
  /** Ends the game by passing the optional decisions left (the last windows), for a front
   * end that never sends `pass`; refused (-32002) when a mandatory decision comes first. */
  async finish() {
    const params = { game: this.id };
    if (!this.outcome) return this.serve.call('finish', params);
    const { result, chance } = await this.serve.callDeclaring('finish', this.outcome, params);
    this.declared.push(...chance);
    return result;
  }
  suggest() {
    return this.serve.call('suggest', { game: this.id });
  }
  cards() {
    return this.serve.call('cards', { game: this.id });
  }
  snapshot() {
    return this.serve.call('snapshot', { game: this.id });
  }
  hash() {
    return this.serve.call('hash', { game: this.id });
  }
  result() {
    return this.serve.call('result', { game: this.id });
  }
  log() {
    return this.serve.call('log', { game: this.id });
  }
  /** The legal decision sequences from this game's position to `depth` (protocol 1.2,
   * docs/protocol.md#perft): `counts`, and with `opts.divide` the count under each first decision. */
  perft(depth, opts = {}) {
    const params = { game: this.id, depth };
    if (opts.divide !== undefined) params.divide = opts.divide;
    return this.serve.call('perft', params);
  }
  end() {
    return this.serve.call('end', { game: this.id });
  }
}

/** A `bm serve` child process. */
class Serve {
  constructor(bm = 'bm', args = []) {
    this.proc = spawn(bm, ['serve', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.nextId = 1;
    this.waiting = []; // one entry per line sent and not yet answered, in order
    this.failure = null;
    // bm serve's exit status (or the signal that ended it); null when it could not be run
    this.exited = new Promise((resolve) => {
      this.proc.on('close', (code, signal) => resolve(code === null ? signal : code));
      this.proc.on('error', (e) => {
        this.fail(new Error(`cannot run ${bm} serve: ${e.message}`));
        resolve(null);
      });
    });
    this.proc.stdin.on('error', (e) => this.fail(new Error(`writing to bm serve: ${e.message}`)));
    const lines = readline.createInterface({ input: this.proc.stdout, crlfDelay: Infinity });
    lines.on('line', (line) => this.answered(line));
    lines.on('close', () => this.fail(new Error('bm serve closed its output')));
  }

  answered(line) {
    const waiter = this.waiting.shift();
    if (!waiter) {
      this.fail(new Error(`bm serve answered a line nobody asked for: ${line.slice(0, 200)}`));
      return;
    }
    let answer;
    try {
      answer = JSON.parse(line);
    } catch (e) {
      waiter.reject(new Error(`bm serve answered a line that is not JSON: ${line.slice(0, 200)}`));
      return;
    }
    if (waiter.id !== undefined && answer.id !== waiter.id) {
      waiter.reject(new Error(`bm serve answered id ${JSON.stringify(answer.id)} to request ${waiter.id}`));
      return;
    }
    waiter.resolve(answer);
  }

  /** Rejects every request still waiting, and every later one. */
  fail(error) {
    if (!this.failure) this.failure = error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(this.failure);
  }

  send(text, id) {
    if (this.failure) return Promise.reject(this.failure);
    if (text.includes('\n')) return Promise.reject(new Error('a request is one line: it cannot hold a newline'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, resolve, reject });
      this.proc.stdin.write(text + '\n');
    });
  }

  /** Sends one raw line; resolves to the parsed answer (for tests of malformed input). */
  sendLine(text) {
    return this.send(text);
  }

  /** The whole answer object of one request. */
  request(method, params) {
    const id = this.nextId++;
    const req = { jsonrpc: '2.0', id, method };
    if (params && Object.keys(params).length) req.params = params;
    return this.send(JSON.stringify(req), id);
  }

  /** The result of one request; an error answer rejects with a ServeError. */
  async call(method, params) {
    const answer = await this.request(method, params);
    if ('error' in answer) {
      const e = answer.error;
      throw new ServeError(e.code, e.message, e.data);
    }
    return answer.result;
  }

  /**
   * A call in a declared-chance game: while bm answers "chance needed" (-32003), asks
   * `outcome(need)` for the declaration (docs/protocol.md#declared-chance), adds it to
   * params.chance and asks again. Resolves to {result, chance}: the declarations used.
   */
  async callDeclaring(method, outcome, params = {}) {
    const chance = (params.chance || []).slice();
    for (;;) {
      try {
        return { result: await this.call(method, { ...params, chance }), chance };
      } catch (e) {
        if (!(e instanceof ServeError) || e.code !== CHANCE_NEEDED) throw e;
        chance.push(outcome(e.data.need));
      }
    }
  }

  /** Starts a game (`start`'s params); with `outcome`, a declared-chance game. */
  async start(params = {}, outcome = null) {
    if (!outcome) return new Game(this, await this.call('start', params));
    const { result, chance } = await this.callDeclaring('start', outcome, params);
    const game = new Game(this, result, outcome);
    game.declared.push(...chance);
    return game;
  }

  /** Ends the session (end of input); resolves to bm serve's exit code. */
  close() {
    if (!this.proc.stdin.destroyed) this.proc.stdin.end();
    return this.exited;
  }
}

module.exports = { Serve, Game, ServeError, Rng, randomOutcome, ILLEGAL_ACTION, CHANCE_NEEDED };
