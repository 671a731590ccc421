#!/usr/bin/env node
'use strict';
/**
 * Random games of every preset through bm serve and this client, then `bm validate` on every log.
 *
 * usage: node test_random_games.js BM OUTDIR [GAMES]   (GAMES: at least 200, default 204)
 *
 * Games go round-robin over every preset `handshake` lists (classic, super, solo and bm2
 * families, bm2-6p with 5 and 6 players), with each family's player counts in turn; four
 * games are played at once in the one bm serve process. Every other game plays with declared
 * chance: the client shuffles and picks with its own seeded Rng and tells bm each outcome
 * when bm asks for it. Each seat chooses uniformly among bm's legal actions. At every step
 * the test checks bm's promises and the client's own view:
 *   - `legal`'s decision is the state's, and a game not over has a legal action;
 *   - where example_compare.js's front end models the decision (classic family), its own
 *     legal actions are exactly bm's;
 *   - every few steps, the chosen action sent for another seat is refused (ILLEGAL_ACTION) with the
 *     legal actions listed, and the state hash does not move;
 *   - `apply`'s hash is the `hash` method's, and its decision the next state's.
 * At the end the game must be over with an end reason and a winner (or none) or a solo score, its log complete and ending
 * with the result line whose final hash is the result's. Every log is written to OUTDIR and
 * all of them are checked by one `bm validate --json` run, which must report each one valid.
 */
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { Serve, ServeError, Rng, randomOutcome, ILLEGAL_ACTION } = require('./bmserve');
const { FrontEnd, compare } = require('./example_compare');

const PLAYERS = { classic: [2, 3, 4], super: [2, 3, 4], solo: [1], bm2: [2, 3, 4] };
const AT_ONCE = 4;

function playersFor(preset) {
  return preset.name === 'bm2-6p' ? [5, 6] : PLAYERS[preset.family];
}

/** The front end's legal-action check, where it models the decision. */
function frontEndAgrees(fe, state, legal, where, tally) {
  const mine = fe ? fe.myLegal(state) : null;
  if (mine === null) return;
  const { onlyMine, onlyBm } = compare(mine, legal);
  assert.deepStrictEqual({ onlyMine, onlyBm }, { onlyMine: [], onlyBm: [] }, `${where}: the front end disagrees`);
  tally.compared++;
}

/** The action sent for a seat that is not deciding is refused, and the game does not move. */
async function wrongSeatRefused(game, state, action, where, tally) {
  const seat = state.decision.player;
  const other = (seat + 1) % state.players.length;
  const before = (await game.hash()).hash;
  try {
    await game.client.call('apply', { game: game.id, action, player: other });
  } catch (e) {
    assert(e instanceof ServeError && e.code === ILLEGAL_ACTION, `${where}: ${e.message}`);
    assert(e.data.rule && e.data.legal.length > 0, `${where}: a refusal names a rule and the legal actions: ${e.message}`);
    assert.strictEqual((await game.hash()).hash, before, `${where}: a refused action changed the game`);
    tally.refused++;
    return;
  }
  assert.fail(`${where}: bm applied an action for seat ${other} at seat ${seat}'s decision`);
}

async function step(game, fe, rng, k, where, tally) {
  const state = await game.state();
  if (state.over) return false;
  const legal = await game.legal();
  assert.deepStrictEqual(legal.decision, state.decision, `${where}: legal's decision is not the state's`);
  assert(legal.actions.length > 0, `${where}: a game not over has no legal action`);
  const actions = legal.actions.map((a) => a.action);
  frontEndAgrees(fe, state, actions, where, tally);
  const action = rng.choice(actions);
  if (state.players.length > 1 && k % 7 === 3) await wrongSeatRefused(game, state, action, where, tally);
  const answer = await game.apply(action, { player: state.decision.player });
  if (fe) fe.saw(answer.events);
  assert.strictEqual(answer.hash, (await game.hash()).hash, `${where}: apply's hash is not the hash method's`);
  if (!answer.over) assert.deepStrictEqual(answer.decision, (await game.state()).decision, `${where}: decisions`);
  return true;
}

async function play(bm, preset, players, n, declared, tally) {
  const rng = new Rng(n + 1);
  const params = { rules: preset.name, players };
  const game = declared ? await bm.start(params, randomOutcome(rng)) : await bm.start({ ...params, seed: n });
  const fe = preset.family === 'classic' ? new FrontEnd((await game.cards()).cards) : null;
  if (fe) fe.saw(game.started.events);
  const where = `game ${n} (${preset.name}, ${players}p, ${declared ? 'declared' : 'seeded'})`;
  let k = 0;
  while (await step(game, fe, rng, k, `${where}, action ${k}`, tally)) k++;
  const result = await game.result();
  assert(result.over, `${where}: the result says the game is not over`);
  if (preset.family === 'solo') assert(typeof result.score === 'number' && result.title, `${where}: no solo score`);
  else {
    // a winner (a seat not eliminated), or null when the game ends without one (all eliminated)
    const w = result.winner;
    assert(typeof result.end_reason === 'string' && result.end_reason, `${where}: no end reason`);
    assert(w === null || (Number.isInteger(w) && w >= 0 && w < players), `${where}: winner ${w}`);
    assert(w === null || !result.scores[w].eliminated, `${where}: the winner was eliminated`);
  }
  const log = await game.log();
  const last = JSON.parse(log.lines[log.lines.length - 1]);
  assert(log.complete && last.type === 'result', `${where}: the log does not end with its result`);
  assert.strictEqual(last.final_hash, result.final_hash, `${where}: final hashes`);
  assert.strictEqual((await game.end()).ended, game.id);
  return { lines: log.lines, actions: k };
}

/** One `bm validate --json` run over every log: each must be valid, with as many actions as
 * the client applied in that game (`actions`: path -> count). */
function validate(bmPath, paths, actions) {
  const v = spawnSync(bmPath, ['validate', '--json', ...paths], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const entries = v.stdout.trim().split('\n').map((l) => JSON.parse(l));
  const summary = entries.pop();
  const bad = entries.filter((e) => e.verdict !== 'valid');
  assert.strictEqual(bad.length, 0, `bm validate: ${JSON.stringify(bad.slice(0, 3)).slice(0, 3000)}`);
  for (const e of entries) {
    assert(e.result_line, `${e.path}: no result line`);
    assert.strictEqual(e.actions, actions.get(e.path), `${e.path}: actions replayed`);
  }
  assert.deepStrictEqual([summary.logs, summary.valid, entries.length], [paths.length, paths.length, paths.length]);
  assert.strictEqual(v.status, 0, `bm validate exit ${v.status}: ${v.stderr}`);
  return summary;
}

/** The games to play: round-robin over presets and their player counts. */
function schedule(presets, games) {
  return Array.from({ length: games }, (_, n) => {
    const preset = presets[n % presets.length];
    const counts = playersFor(preset);
    return { n, preset, players: counts[Math.floor(n / presets.length) % counts.length], declared: n % 2 === 1 };
  });
}

async function playAll(bm, plan, out, tally) {
  const paths = new Array(plan.length);
  const actions = new Map();
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const g = plan[next++];
      const { lines, actions: k } = await play(bm, g.preset, g.players, g.n, g.declared, tally);
      const name = `game-${String(g.n).padStart(3, '0')}-${g.preset.name}-${g.players}p-${g.declared ? 'declared' : 'seeded'}.jsonl`;
      paths[g.n] = path.join(out, name);
      fs.writeFileSync(paths[g.n], lines.join('\n') + '\n');
      actions.set(paths[g.n], k);
      tally.steps += k;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { paths, actions };
}

async function main(argv) {
  const [bmPath, out] = argv;
  const games = argv.length > 2 ? Number(argv[2]) : 204;
  assert(games >= 200, 'the test plays at least 200 games');
  fs.mkdirSync(out, { recursive: true });
  const tally = { steps: 0, compared: 0, refused: 0 };
  const bm = new Serve(bmPath);
  let plan;
  let paths;
  let actions;
  try {
    plan = schedule((await bm.call('handshake')).presets, games);
    ({ paths, actions } = await playAll(bm, plan, out, tally));
    assert.strictEqual((await bm.call('games')).games.length, 0, 'every game was ended');
  } finally {
    bm.close();
  }
  assert.strictEqual(await bm.exited, 0, 'bm serve exits 0 at the end of its input');
  const families = {};
  for (const g of plan) families[g.preset.family] = (families[g.preset.family] || 0) + 1;
  assert.deepStrictEqual(Object.keys(families).sort(), ['bm2', 'classic', 'solo', 'super']);
  assert(plan.some((g) => g.players === 5) && plan.some((g) => g.players === 6), 'bm2 with 5 and 6 players');
  assert(tally.compared >= 500 && tally.refused >= 200, `too few checks: ${JSON.stringify(tally)}`);
  const summary = validate(bmPath, paths, actions);
  const perFamily = Object.entries(families).sort().map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`bm validate: ${summary.valid} of ${summary.logs} logs valid`);
  console.log(`${paths.length} games (${perFamily}), ${tally.steps} actions, ${tally.compared} front-end ` +
    `decisions agreed with bm, ${tally.refused} wrong-seat actions refused`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      console.error(`FAIL ${e.stack || e}`);
      process.exitCode = 1;
    }
  );
}

// The WebAssembly referee's equality test (tests/wasm/equality.js) plays the same games.
module.exports = { play, playAll, schedule };
