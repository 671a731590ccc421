'use strict';
/**
 * The one JavaScript client of bm serve's protocol (docs/protocol.md), over any transport: a
 * `bm serve` process (bmserve.js's Serve) or the WebAssembly referee (the bm-referee package's
 * createClient()). Both are this Client, so a program written against one runs on the other.
 *
 *   const game = await bm.start({ rules: 'classic', players: 2, seed: 42 });
 *   while (!(await game.state()).over) {
 *     const legal = (await game.legal()).actions;       // [{action: {...}, text: '...'}]
 *     const answer = await game.apply(legal[0].action);  // answer.events: what it did
 *   }
 *   console.log(await game.result());
 *   await bm.close();
 *
 * A transport is an object with `exchange(line)`: a promise of the parsed answer to one
 * request line (answered in the order sent), and `close()`: a promise of how the session ended.
 * The error codes and method names come from protocol_table.js, generated from bm serve's own
 * table (tools/protocol/generate_clients.py).
 */
const { ERRORS, METHODS } = require('./protocol_table.js');

const { ILLEGAL_ACTION, CHANCE_NEEDED } = ERRORS;

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
  constructor(client, started, outcome) {
    this.client = client;
    this.id = started.game;
    this.started = started;
    this.outcome = outcome || null;
    this.declared = [];
  }
  /** The client this game is held by (the older name of `client`). */
  get serve() {
    return this.client;
  }
  /** `action` in the log's form, or a number: the index into `legal`. `opts.player`: the
   * seat the action is for (bm refuses it for any other seat); `opts.chance`: declarations. */
  apply(action, opts = {}) {
    const params = { game: this.id };
    if (typeof action === 'number') params.index = action;
    else params.action = action;
    if (opts.player !== undefined) params.player = opts.player;
    if (opts.chance !== undefined) params.chance = opts.chance;
    return this.declaring('apply', params);
  }
  /** Ends the game by passing the optional decisions left (the last windows), for a front
   * end that never sends `pass`; refused (ILLEGAL_ACTION) when a mandatory decision comes first. */
  finish() {
    return this.declaring('finish', { game: this.id });
  }
  /** The legal decision sequences from this game's position to `depth` (protocol 1.2,
   * docs/protocol.md#perft): `counts`, and with `opts.divide` the count under each first decision. */
  perft(depth, opts = {}) {
    const params = { game: this.id, depth };
    if (opts.divide !== undefined) params.divide = opts.divide;
    return this.client.call('perft', params);
  }
  async declaring(method, params) {
    if (!this.outcome) return this.client.call(method, params);
    const { result, chance } = await this.client.callDeclaring(method, this.outcome, params);
    this.declared.push(...chance);
    return result;
  }
}

// Every method whose only parameter is the game (state, legal, suggest, cards, snapshot, hash,
// result, log, end): a Game method of the same name, from the protocol table, so a method
// bm serve adds is there without a line here.
for (const [name, params] of Object.entries(METHODS)) {
  if (params.length === 1 && params[0] === 'game' && !(name in Game.prototype)) {
    Object.defineProperty(Game.prototype, name, {
      value: function () {
        return this.client.call(name, { game: this.id });
      },
      writable: true,
      configurable: true,
    });
  }
}

/** A session of bm serve over a transport: many requests may be in flight at once. */
class Client {
  constructor(transport) {
    this.transport = transport;
    this.nextId = 1;
  }

  /** Sends one raw line; resolves to the parsed answer (for tests of malformed input). */
  sendLine(text) {
    if (text.includes('\n')) return Promise.reject(new Error('a request is one line: it cannot hold a newline'));
    return this.transport.exchange(text);
  }

  /** The whole answer object of one request. */
  async request(method, params) {
    const id = this.nextId++;
    const req = { jsonrpc: '2.0', id, method };
    if (params && Object.keys(params).length) req.params = params;
    const answer = await this.sendLine(JSON.stringify(req));
    if (answer === null || typeof answer !== 'object' || answer.id !== id) {
      throw new Error(`bm serve answered id ${JSON.stringify(answer && answer.id)} to request ${id}`);
    }
    return answer;
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
   * A call in a declared-chance game: while bm answers CHANCE_NEEDED, asks `outcome(need)` for
   * the declaration (docs/protocol.md#declared-chance), adds it to params.chance and asks again.
   * Resolves to {result, chance}: the declarations used.
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

  /** Ends the session; resolves to how it ended (a bm serve process: its exit code). */
  close() {
    return this.transport.close();
  }
}

module.exports = { Client, Game, ServeError, Rng, randomOutcome, ERRORS, METHODS, ILLEGAL_ACTION, CHANCE_NEEDED };
