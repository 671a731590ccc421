#!/usr/bin/env node
'use strict';
/**
 * Checks conformance vectors (docs/protocol.md#conformance-vectors) through `bm serve` alone.
 *
 * usage: node conformance.js BM DIR|FILE...
 *
 * The check `bm conformance verify` makes, written the way a front end in JavaScript would:
 * it knows only the protocol. For each vector it starts the game from the vector's ruleset,
 * card set, players and declared chance (and its position, if it has one); at every step it asks bm for the legal actions and
 * compares them with the vector's, applies the vector's action (with its declared chance) and
 * compares the events; a "refused" step must be refused with the vector's rule ID, and the
 * game must not change; at the end the game must be over with the vector's result. Legal actions
 * are compared by meaning: the same action objects in any order. A perft vector (kind `perft`,
 * version 1.1) is counted instead: after its actions, bm's `perft` (protocol 1.2) must give its
 * counts, and its divide by meaning. A vector of a version or kind this checker does not know is
 * refused (INVALID), never skipped. Prints one line per vector; a
 * file that is not a vector is reported (INVALID) and the others are still checked. Exit status
 * 0 when every vector passes, 1 when one does not, 2 for bad usage, a file that is not a vector
 * (after the others are checked), or a bm that cannot be run.
 */
const fs = require('fs');
const path = require('path');
const { Serve, ServeError, ILLEGAL_ACTION } = require('./bmserve');

const USAGE = 'usage: node conformance.js BM DIR|FILE...';

class Mismatch extends Error {}

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function same(expected, got, where, what) {
  const a = canonical(expected);
  const b = canonical(got);
  if (a !== b) {
    throw new Mismatch(`${where}: ${what} differ: expected ${a.slice(0, 300)}, bm gives ${b.slice(0, 300)}`);
  }
}

/** Legal actions by meaning: the same action objects, whatever order an engine lists them in. */
function sameActions(expected, got, where) {
  const want = expected.map(canonical).sort();
  const have = got.map(canonical).sort();
  if (want.join('\n') === have.join('\n')) return;
  const missing = want.filter((a) => !have.includes(a));
  const extra = have.filter((a) => !want.includes(a));
  throw new Mismatch(
    `${where}: legal actions differ (${expected.length} expected, bm lists ${got.length}); ` +
      `bm does not list [${missing.slice(0, 5).join(', ')}]; bm also lists [${extra.slice(0, 5).join(', ')}]`
  );
}

async function checkRefusal(game, where, step) {
  const before = await game.hash();
  try {
    await game.apply(step.refused, { player: step.player });
  } catch (e) {
    if (!(e instanceof ServeError)) throw e;
    if (e.code !== ILLEGAL_ACTION) {
      throw new Mismatch(`${where}: expected a refusal (${ILLEGAL_ACTION}), bm answered ${e.code}: ${e.message}`);
    }
    same(step.rule, e.data && e.data.rule, where, 'refusing rules');
    if ('card' in step) same(step.card, e.data && e.data.card, where, 'refusing cards');
    same(before, await game.hash(), where, 'state hashes before and after the refusal');
    return;
  }
  throw new Mismatch(`${where}: bm did not refuse ${JSON.stringify(step.refused)}`);
}

async function checkStep(game, i, step) {
  const where = `step ${i}`;
  if ('refused' in step) return checkRefusal(game, where, step);
  const legal = await game.legal();
  same(step.player, legal.decision.player, where, 'deciding players');
  same(step.decision, legal.decision.kind, where, 'decision kinds');
  sameActions(step.legal, legal.actions.map((a) => a.action), where);
  const opts = { player: step.player };
  if ('chance' in step) opts.chance = step.chance;
  same(step.events, (await game.apply(step.action, opts)).events, where, 'events');
  return undefined;
}

const KINDS = ['game', 'perft'];

/** A perft vector: its actions applied, then bm's counts and divide (by meaning) are the vector's. */
async function checkPerft(game, vector) {
  for (let i = 0; i < vector.actions.length; i++) {
    const a = vector.actions[i];
    const opts = { player: a.player };
    if ('chance' in a) opts.chance = a.chance;
    try {
      await game.apply(a.action, opts);
    } catch (e) {
      if (!(e instanceof ServeError)) throw e;
      throw new Mismatch(`action ${i}: bm refused it: ${e.message}`);
    }
  }
  const got = await game.perft(vector.depth, { divide: true });
  same(vector.counts, got.counts, 'perft', 'counts');
  const want = vector.divide.map(canonical).sort();
  const have = got.divide.map((d) => canonical({ action: d.action, count: d.count })).sort();
  if (want.join('\n') !== have.join('\n')) {
    const missing = want.filter((d) => !have.includes(d));
    const extra = have.filter((d) => !want.includes(d));
    throw new Mismatch(
      `perft: divide differ; the vector's entries bm does not give: [${missing.slice(0, 5).join(', ')}]; ` +
        `bm's the vector does not have: [${extra.slice(0, 5).join(', ')}]`
    );
  }
}

async function checkVector(bm, vector) {
  const params = {
    rules: vector.ruleset.preset,
    set: vector.ruleset.options || {},
    cards: vector.cards,
    players: vector.players,
    chance: vector.chance,
  };
  if ('board' in vector) params.board = vector.board;
  // A vector that starts from a position (docs/protocol.md#positions).
  if ('position' in vector) params.position = vector.position;
  const game = await bm.start(params);
  try {
    same(vector.setup_events, game.started.events, 'start', 'setup events');
    if (vector.kind === 'perft') return await checkPerft(game, vector);
    for (let i = 0; i < vector.steps.length; i++) await checkStep(game, i, vector.steps[i]);
    if ((await game.legal()).actions.length) throw new Mismatch('result: the game is not over after the last step');
    const result = await game.result();
    for (const [key, value] of Object.entries(vector.result)) same(value, result[key], 'result', `'${key}'`);
  } finally {
    await game.end();
  }
}

/** The vector files named: a directory's *.json in name order, or the file itself. */
function vectorFiles(args) {
  const files = [];
  for (const a of args) {
    if (fs.statSync(a).isDirectory()) {
      const found = fs.readdirSync(a).filter((f) => f.endsWith('.json')).sort();
      if (!found.length) throw new Error(`${a}: no conformance vectors (*.json) in this directory`);
      files.push(...found.map((f) => path.join(a, f)));
    } else {
      files.push(a);
    }
  }
  return files;
}

/** The vector in `file`, or an Error saying why it is not one. */
function readVector(file) {
  let v;
  try {
    v = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${e.message}`);
  }
  if (!v || typeof v !== 'object' || v.format !== 'bm-conformance' || !['1.0', '1.1'].includes(v.version)) {
    throw new Error(`${file}: not a conformance vector (format bm-conformance, version 1.0 or 1.1)`);
  }
  // A kind this checker does not know is refused, never skipped: a skipped vector checks nothing.
  if (!KINDS.includes(v.kind === undefined ? 'game' : v.kind)) {
    throw new Error(`${file}: kind ${JSON.stringify(v.kind)} is not one this checker knows (${KINDS.join(', ')})`);
  }
  const keys = v.kind === 'perft' ? ['actions', 'depth', 'counts', 'divide'] : ['steps', 'result'];
  for (const key of ['ruleset', 'cards', 'players', 'chance', 'setup_events', ...keys]) {
    if (!(key in v)) throw new Error(`${file}: missing '${key}'`);
  }
  return v;
}

/** Every vector named, each [file, vector] or [file, null, why it is not one]. */
function readVectors(args) {
  return vectorFiles(args).map((file) => {
    try {
      return [file, readVector(file)];
    } catch (e) {
      return [file, null, e.message];
    }
  });
}

async function main(argv) {
  if (argv.length < 2) {
    console.error(USAGE);
    return 2;
  }
  let vectors;
  try {
    vectors = readVectors(argv.slice(1));
  } catch (e) {
    console.error(`conformance.js: ${e.message}`);
    return 2;
  }
  const bm = new Serve(argv[0]);
  let failed = 0;
  let invalid = 0;
  let passed = 0;
  try {
    for (const [file, v, why] of vectors) {
      if (!v) {
        invalid++;
        console.log(`INVALID ${why}`);
        continue;
      }
      try {
        await checkVector(bm, v);
        passed++;
        console.log(v.kind === 'perft' ? `pass ${file} (perft to depth ${v.depth})` : `pass ${file} (${v.steps.length} steps)`);
      } catch (e) {
        if (!(e instanceof Mismatch || e instanceof ServeError)) throw e;
        failed++;
        console.log(`FAIL ${file}: ${e.message}`);
      }
    }
  } finally {
    bm.close();
  }
  const code = await bm.exited;
  if (code !== 0) {
    console.log(`FAIL bm serve exited with status ${code}`);
    return 1;
  }
  console.log(`${passed} passed, ${failed} failed${invalid ? `, ${invalid} invalid` : ''}`);
  return invalid ? 2 : failed ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      console.error(`conformance.js: ${e.stack || e}`);
      process.exitCode = 2;
    }
  );
}

module.exports = { checkVector, readVectors, main };
