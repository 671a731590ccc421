#!/usr/bin/env node
'use strict';
/**
 * clients/js/example_compare.js agrees with bm on every decision it models, its README
 * commands run, and a front end with a planted mistake is caught.
 *
 * usage: node js_client_example_test.js BM SRC
 *
 * The example models C-16, IP-2, G-23 and the build rules G-2, G-3, G-5, G-8 (with BM018 and
 * BM049's exceptions) on its own; over 12 games of each classic preset it must compare
 * hundreds of decisions and disagree on none. A planted front end that forgets G-8 must be
 * caught, with bm naming G-8; one that forgets G-3's shared treasure, with bm naming G-3.
 */
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const BM = path.resolve(process.argv[2]);
const SRC = path.resolve(process.argv[3]);
const EXAMPLE = path.join(SRC, 'clients', 'js', 'example_compare.js');
const example = require(EXAMPLE);
const { Serve } = require(path.join(SRC, 'clients', 'js', 'bmserve.js'));

function run(args) {
  const out = spawnSync(process.execPath, [EXAMPLE, '--bm', BM, ...args], { encoding: 'utf8', timeout: 300000 });
  const m = /(\d+) games, (\d+) decisions compared, (\d+) not modelled, (\d+) disagreement/.exec(out.stdout);
  assert(m, out.stdout + out.stderr);
  return { code: out.status, counts: m.slice(1).map(Number), text: out.stdout };
}

/** Plays games with a front end that has a planted mistake; returns bm's refusals' reasons. */
async function planted(makeFrontEnd, games) {
  const bm = new Serve(BM);
  const report = example.newReport();
  try {
    await example.run(bm, { rules: 'classic', players: 2, games, seed: 1, parallel: 4 }, report, makeFrontEnd);
  } finally {
    bm.close();
  }
  return report;
}

function refusals(report) {
  return report.disagreements.flatMap((d) => d.bm_refuses_with);
}

/** Hides what `hide` removes from the dungeons while the front end lists its builds. */
function forgetting(hide) {
  return (cards) => {
    const fe = new example.FrontEnd(cards);
    const builds = fe.builds.bind(fe);
    fe.builds = (me) => builds(hide(me));
    return fe;
  };
}

/** clients/js/README.md's commands and its code example run as shown (bm given by path). */
function readmeRuns() {
  const readme = fs.readFileSync(path.join(SRC, 'clients', 'js', 'README.md'), 'utf8');
  const commands = readme.split('\n').filter((l) => l.startsWith('    node clients/js/'));
  assert(commands.length >= 3, 'the README shows its commands');
  for (const line of commands) {
    const cmd = line.trim().replace(/build\/tools\/bm\/bm/g, BM).split(' ');
    const r = spawnSync(process.execPath, [path.join(SRC, cmd[1]), ...cmd.slice(2)], { cwd: SRC, encoding: 'utf8', timeout: 300000 });
    assert(r.status === 0 && /decisions compared, \d+ not modelled, 0 disagreement|\d+ passed, 0 failed/.test(r.stdout), `${line}: exit ${r.status}: ${r.stdout.slice(-500)}${r.stderr}`);
  }
  const code = /```js\n([\s\S]*?)```/.exec(readme)[1]
    .replace("'./clients/js/bmserve'", JSON.stringify(path.join(SRC, 'clients', 'js', 'bmserve.js')))
    .replace("'build/tools/bm/bm'", JSON.stringify(BM));
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', timeout: 300000 });
  assert(r.status === 0 && /winner/.test(r.stdout), `README's example: exit ${r.status}: ${r.stdout.slice(-500)}${r.stderr}`);
}

async function main() {
  const presets = [['classic', 2], ['classic-es', 3], ['classic-variants', 4], ['classic-house', 2], ['classic-immortality', 3]];
  for (const [rules, players] of presets) {
    const { code, counts, text } = run(['--rules', rules, '--players', String(players), '--games', '12']);
    const [games, compared, , disagree] = counts;
    assert(code === 0 && games === 12 && disagree === 0 && compared >= 80, `${rules}: ${text.slice(-2000)}`);
  }
  readmeRuns();
  // Bad usage is exit 2.
  assert.strictEqual(spawnSync(process.execPath, [EXAMPLE, '--games', 'many']).status, 2);

  // A front end that forgets G-8 (builds on deactivated rooms) disagrees, and bm names G-8.
  const g8 = refusals(await planted(forgetting((me) => ({ ...me, dungeon: me.dungeon.map(({ deactivated, ...d }) => d) })), 30));
  assert(g8.length > 0 && g8.every((w) => w.startsWith('G-8')), JSON.stringify(g8.slice(0, 5)));
  // One that forgets G-3's treasure condition offers advanced rooms on any room: bm names G-3.
  const g3 = refusals(await planted((cards) => {
    const fe = new example.FrontEnd(cards);
    fe.sharesTreasure = () => true;
    return fe;
  }, 20));
  assert(g3.length > 0 && g3.every((w) => w.startsWith('G-3')), JSON.stringify(g3.slice(0, 5)));
  console.log(`ok: the example agrees with bm; planted front ends are refused ${g8.length} time(s) with G-8, ` +
    `${g3.length} with G-3`);
}

main().catch((e) => {
  console.error(`FAIL ${e.stack || e}`);
  process.exitCode = 1;
});
