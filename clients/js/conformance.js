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
 * are compared by meaning: the same action objects in any order. Prints one line per vector; a
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
  if (!v || typeof v !== 'object' || v.format !== 'bm-conformance' || v.version !== '1.0') {
    throw new Error(`${file}: not a conformance vector (format bm-conformance, version 1.0)`);
  }
  for (const key of ['ruleset', 'cards', 'players', 'chance', 'setup_events', 'steps', 'result']) {
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
        console.log(`pass ${file} (${v.steps.length} steps)`);
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
