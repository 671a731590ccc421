'use strict';
/**
 * A client for `bm serve` (docs/protocol.md) for Node.js 18 or later, no dependencies: the one
 * client core (client.js) over a `bm serve` child process.
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
 * data). The WebAssembly referee's createClient() (the bm-referee package) is the same Client.
 */
const { spawn } = require('child_process');
const readline = require('readline');
const core = require('./client.js');

/** The transport of a `bm serve` child process: one line out, one line back, in order. */
class ProcessTransport {
  constructor(bm, args) {
    this.proc = spawn(bm, ['serve', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
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
    try {
      waiter.resolve(JSON.parse(line));
    } catch (e) {
      waiter.reject(new Error(`bm serve answered a line that is not JSON: ${line.slice(0, 200)}`));
    }
  }

  /** Rejects every request still waiting, and every later one. */
  fail(error) {
    if (!this.failure) this.failure = error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(this.failure);
  }

  exchange(line) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.proc.stdin.write(line + '\n');
    });
  }

  /** Ends the input; resolves to bm serve's exit code. */
  close() {
    if (!this.proc.stdin.destroyed) this.proc.stdin.end();
    return this.exited;
  }
}

/** A `bm serve` child process, as a Client: `proc` is the process, `exited` its exit status. */
class Serve extends core.Client {
  constructor(bm = 'bm', args = []) {
    super(new ProcessTransport(bm, args));
    this.proc = this.transport.proc;
    this.exited = this.transport.exited;
  }
}

module.exports = { ...core, Serve, ProcessTransport };
