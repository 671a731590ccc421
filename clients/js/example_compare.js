#!/usr/bin/env node
'use strict';
/**
 * A front end's own idea of the legal actions, compared with bm's at every step.
 *
 * usage: node example_compare.js [--bm PATH] [--rules PRESET] [--players N] [--games K] [--seed S]
 *                                [--parallel P]
 *
 * This is how a front end written in JavaScript uses `bm serve` as a referee
 * (docs/protocol.md). The "front end" here knows a few classic rules itself (`FrontEnd`
 * below) and, at every decision, compares the actions it believes legal with the ones bm
 * lists. Where it has no opinion (spell windows, effects' questions...) it takes bm's list as
 * it is. It then plays one of bm's legal actions at random and follows the events bm reports
 * to keep its own picture of the round right. It prints how many decisions it compared and
 * every disagreement, with the rule bm names when it refuses what the front end believed
 * legal. Up to P games (default 4) are played at once in the one bm serve process.
 * Exit 0 when the front end and bm agreed on everything they both model, 1 otherwise, 2 bad
 * usage.
 *
 * The rules it models, with their IDs (docs/rules/):
 *   C-16  "I choose you!": keep one of the two bosses dealt
 *   IP-2  discard one card from the starting hand (one action per card design)
 *   G-23  keep or mulligan the starting hand
 *   G-2, G-3  build: an ordinary room on a new stack (at most five) or on any room; an
 *         advanced room only on a room sharing a treasure type; or build nothing (G-4)
 *   BM018 Neanderthal Cave takes no advanced room; BM049 Kobold Strike stops all building for
 *         the round (the front end follows the events to know it was played)
 *   G-5   never on a face-down room (a second build in one phase)
 *   G-8   never on a deactivated room
 */
const { Serve, ServeError, Rng } = require('./bmserve');

const TREASURES = ['cleric', 'fighter', 'mage', 'thief'];

/** An action as a string that does not depend on its keys' order. */
function key(action) {
  const sorted = {};
  for (const k of Object.keys(action).sort()) sorted[k] = action[k];
  return JSON.stringify(sorted);
}

class FrontEnd {
  constructor(cardSet) {
    this.cards = new Map(cardSet.cards.map((c) => [c.id, c]));
    this.noBuild = false; // Kobold Strike resolved this round
  }

  /** Follows the events bm reports (the front end's own picture of the round). */
  saw(events) {
    for (const e of events) {
      if (e.e === 'round_start') this.noBuild = false;
      const card = this.cards.get(e.card);
      if (e.e === 'resolved' && card && card.ability === 'kobold_strike') this.noBuild = true;
    }
  }

  treasure(cardId) {
    const t = this.cards.get(cardId).treasure || {};
    return new Set(TREASURES.filter((k) => (t[k] || 0) > 0));
  }

  sharesTreasure(a, b) {
    const ta = this.treasure(a);
    return [...this.treasure(b)].some((k) => ta.has(k));
  }

  /** May `roomId` be built on top of the stack whose top room is `top`? */
  buildsOn(roomId, top) {
    if (top.deactivated || top.face_down) return false; // G-8 deactivated, G-5 face down
    const advanced = Boolean(this.cards.get(roomId).advanced);
    if (!advanced) return true; // G-3: an ordinary room on any room
    if (this.cards.get(top.id).ability === 'neanderthal_cave') return false; // BM018
    return this.sharesTreasure(roomId, top.id); // G-3: advanced on a shared treasure type
  }

  builds(me) {
    const out = [{ type: 'pass_build' }];
    if (this.noBuild) return out; // BM049 Kobold Strike: no rooms are built this round
    const rooms = [...new Set(me.hand.map((c) => c.id))].filter((id) => this.cards.get(id).kind === 'room').sort();
    const stacks = me.dungeon;
    for (const id of rooms) {
      // G-2: at most five stacks; a new stack takes an ordinary room only
      if (!this.cards.get(id).advanced && stacks.length < 5) out.push({ card: id, stack: 'new', type: 'build' });
      stacks.forEach((top, i) => {
        if (this.buildsOn(id, top)) out.push({ card: id, stack: i, type: 'build' });
      });
    }
    return out;
  }

  /** The actions this front end believes legal, or null where it has no model. */
  myLegal(state) {
    const d = state.decision;
    const me = state.players[d.player];
    switch (d.kind) {
      case 'choose_boss':
        return me.boss_choices.map((b) => ({ card: b.id, type: 'choose_boss' }));
      case 'discard':
        return [...new Set(me.hand.map((c) => c.id))].sort().map((id) => ({ card: id, type: 'discard' }));
      case 'mulligan':
        return [{ type: 'keep' }, { type: 'mulligan' }];
      case 'build':
        return this.builds(me);
      default:
        return null;
    }
  }
}

/** Disagreements between the two lists, on the action types the front end models. */
function compare(mine, bms) {
  const kinds = new Set(mine.map((a) => a.type));
  const theirs = new Set(bms.filter((a) => kinds.has(a.type)).map(key));
  const ours = new Set(mine.map(key));
  return {
    onlyMine: [...ours].filter((k) => !theirs.has(k)).sort(),
    onlyBm: [...theirs].filter((k) => !ours.has(k)).sort(),
  };
}

/** Asks bm why it does not list `action`: applying it is refused with the rule that
 * refuses it, and the game stays as it was. */
async function whyNot(game, action) {
  try {
    await game.apply(action);
  } catch (e) {
    if (!(e instanceof ServeError)) throw e;
    return e.data && e.data.why ? e.data.why : e.message;
  }
  throw new Error(`bm accepted ${JSON.stringify(action)}, which it did not list as legal`);
}

async function compareDecision(game, fe, state, legal, report) {
  const mine = fe.myLegal(state);
  if (mine === null) {
    report.notModelled++;
    return;
  }
  report.compared++;
  const { onlyMine, onlyBm } = compare(mine, legal);
  if (!onlyMine.length && !onlyBm.length) return;
  const why = [];
  for (const a of onlyMine) why.push(await whyNot(game, JSON.parse(a)));
  report.disagreements.push({
    game: game.id,
    round: state.round,
    phase: state.phase,
    decision: state.decision.text,
    only_front_end: onlyMine,
    bm_refuses_with: why,
    only_bm: onlyBm,
  });
}

/** Plays one game from `seed`, comparing at every decision. `makeFrontEnd` builds the front
 * end from the game's card set (a test passes a front end with a planted mistake). */
async function play(bm, opts, seed, report, makeFrontEnd = (cards) => new FrontEnd(cards)) {
  const rng = new Rng(seed);
  const game = await bm.start({ rules: opts.rules, players: opts.players, seed });
  const fe = makeFrontEnd((await game.cards()).cards);
  fe.saw(game.started.events);
  for (;;) {
    const state = await game.state();
    if (state.over) break;
    const legal = (await game.legal()).actions.map((entry) => entry.action);
    await compareDecision(game, fe, state, legal, report);
    fe.saw((await game.apply(rng.choice(legal), { player: state.decision.player })).events);
  }
  const { result } = await game.end();
  report.games.push({ seed, winner: result.winner, end_reason: result.end_reason });
}

function newReport() {
  return { compared: 0, notModelled: 0, disagreements: [], games: [] };
}

/** Plays `opts.games` games from seeds `opts.seed`, `opts.seed + 1`, ..., up to
 * `opts.parallel` at once, all in one bm serve. */
async function run(bm, opts, report, makeFrontEnd) {
  let next = 0;
  const worker = async () => {
    while (next < opts.games) {
      const seed = opts.seed + next++;
      await play(bm, opts, seed, report, makeFrontEnd);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.parallel) }, worker));
  report.games.sort((a, b) => a.seed - b.seed);
  return report;
}

function parseArgs(argv) {
  const opts = { bm: 'bm', rules: 'classic', players: 2, games: 3, seed: 1, parallel: 4 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in opts) || !argv[i].startsWith('--') || i + 1 >= argv.length) {
      throw new Error(`unknown option or missing value: ${argv[i]}`);
    }
    const value = argv[i + 1];
    if (typeof opts[name] === 'number') {
      if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not '${value}'`);
      opts[name] = Number(value);
    } else {
      opts[name] = value;
    }
  }
  return opts;
}

async function main(argv) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    console.error(`example_compare.js: ${e.message}`);
    console.error('usage: node example_compare.js [--bm PATH] [--rules PRESET] [--players N] [--games K] [--seed S] [--parallel P]');
    return 2;
  }
  const bm = new Serve(opts.bm);
  let report;
  try {
    report = await run(bm, opts, newReport());
  } catch (e) {
    if (!(e instanceof ServeError)) throw e;
    console.error(`example_compare.js: bm serve refused a request: ${e.message}`);
    return 2;
  } finally {
    await bm.close();
  }
  for (const d of report.disagreements) console.log('DISAGREE', JSON.stringify(d));
  console.log(
    `${report.games.length} games, ${report.compared} decisions compared, ${report.notModelled} not modelled, ` +
      `${report.disagreements.length} disagreement(s)`
  );
  return report.disagreements.length ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      console.error(`example_compare.js: ${e.stack || e}`);
      process.exitCode = 2;
    }
  );
}

module.exports = { FrontEnd, play, run, newReport, compare, key };
