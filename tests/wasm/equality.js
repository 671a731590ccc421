#!/usr/bin/env node
'use strict';
/**
 * Equality is the test (docs/web.md#equality): the WebAssembly referee
 * (the bm-referee package) against native bm, byte for byte.
 *
 * usage: node equality.js BM SRC WORKDIR [GAMES]
 *
 *   1. bm serve: the JavaScript client's conformance run (every vector of corpus/conformance)
 *      and its random games across every family (clients/js/test_random_games.js's play, GAMES
 *      of them, default 52: every preset, seeded and declared chance) are played through the
 *      referee, every request line and answer line kept; the same request lines then go
 *      through one native `bm serve`, whose answer lines must be the referee's, byte for byte.
 *   2. bm validate: every log of corpus/scenarios, examples, regressions, bad and fuzz, and
 *      the random games' logs, through validate() and through one native `bm validate --json`
 *      run: each report entry byte-identical, under the default options and under
 *      check + allow_incomplete + implicit_passes.
 *   3. The determinism signature computed in the referee equals the one
 *      tests/sim/bench_signature_test.cpp pins for native bm.
 *   4. The replay viewer's steps(): every scenario, example and bad log and every game played,
 *      through steps() and through the native steps (tests/wasm/steps_dump.cpp, named by
 *      BM_STEPS_DUMP): byte-identical, or the same message where both refuse.
 * Run by ctest (label wasm) after the wasm preset's build; tools/setup.sh test runs it.
 */
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [BM_ARG, SRC_ARG, WORK, GAMES] = process.argv.slice(2);
const BM = BM_ARG && path.resolve(BM_ARG);
const SRC = SRC_ARG && path.resolve(SRC_ARG);
if (!WORK) {
  console.error('usage: node equality.js BM SRC WORKDIR [GAMES]');
  process.exit(2);
}
const PACKAGE = require('./module').packageDir(SRC);
const { createReferee } = require(PACKAGE);
const { Client } = require(path.join(SRC, 'clients', 'js', 'client'));
const { checkVector, readVectors } = require(path.join(SRC, 'clients', 'js', 'conformance'));
const { playAll, schedule } = require(path.join(SRC, 'clients', 'js', 'test_random_games'));

/**
 * The JavaScript client (clients/js/client.js, the core bmserve.js's Serve and the package's
 * createClient() share) over the referee: every line it sends is answered by
 * referee.requestText, and kept with its answer in `transcript`.
 */
function refereeServe(referee, transcript) {
  return new Client({
    exchange(line) {
      const answer = referee.requestText(line);
      transcript.push([line, answer]);
      return Promise.resolve(JSON.parse(answer));
    },
    close: () => Promise.resolve(0),
  });
}

/** The same request lines through one native bm serve: its answers must be the referee's. */
function sameAsNativeServe(transcript, what) {
  const input = transcript.map(([req]) => req).join('\n') + '\n';
  const r = spawnSync(BM, ['serve'], { input, maxBuffer: 1 << 30 });
  assert.strictEqual(r.status, 0, `native bm serve exited ${r.status}: ${r.stderr}`);
  const native = r.stdout.toString('utf8').split('\n');
  assert.strictEqual(native.pop(), '', 'native bm serve ends its output with a newline');
  assert.strictEqual(native.length, transcript.length, `${what}: as many answers`);
  for (let k = 0; k < transcript.length; k++) {
    if (native[k] !== transcript[k][1]) {
      assert.fail(`${what}: answer ${k} differs\n  request: ${transcript[k][0].slice(0, 300)}\n` +
        `  native:  ${native[k].slice(0, 600)}\n  wasm:    ${transcript[k][1].slice(0, 600)}`);
    }
  }
  return transcript.length;
}

function logsUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.jsonl')) out.push(p);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** validate() against one native `bm validate --json` run over the same logs (paths relative
 * to cwd, which both report as given). */
function sameAsNativeValidate(referee, paths, cwd, options, flags) {
  const r = spawnSync(BM, ['validate', '--json', ...flags, ...paths], { cwd, maxBuffer: 1 << 30 });
  assert([0, 1, 2].includes(r.status), `native bm validate exited ${r.status}: ${r.stderr}`);
  const native = r.stdout.toString('utf8').split('\n');
  assert.strictEqual(native.pop(), '');
  native.pop(); // the summary line
  assert.strictEqual(native.length, paths.length, `bm validate ${flags.join(' ')}: one entry per log`);
  const verdicts = {};
  paths.forEach((p, k) => {
    const bytes = fs.readFileSync(path.join(cwd, p));
    const mine = Buffer.from(referee.callBytes('validate', bytes, JSON.stringify({ ...options, name: p })));
    if (mine.toString('utf8') !== native[k]) {
      assert.fail(`validate ${p} ${JSON.stringify(options)} differs\n  native: ${native[k].slice(0, 800)}\n` +
        `  wasm:   ${mine.toString('utf8').slice(0, 800)}`);
    }
    const v = JSON.parse(native[k]).verdict;
    verdicts[v] = (verdicts[v] || 0) + 1;
  });
  return verdicts;
}

/** steps() against steps_dump (native) over the same logs (names relative to cwd): each answer
 * byte-identical, or the same message where both refuse. Returns, per log, whether it stepped. */
function sameAsNativeSteps(referee, paths, cwd) {
  const dump = process.env.BM_STEPS_DUMP && path.resolve(process.env.BM_STEPS_DUMP);
  assert(dump && fs.existsSync(dump), 'BM_STEPS_DUMP names the steps_dump test tool');
  const r = spawnSync(dump, paths, { cwd, maxBuffer: 1 << 30 });
  assert.strictEqual(r.status, 0, `steps_dump exited ${r.status} ${r.error || ""}: ${r.stderr}`);
  const native = r.stdout.toString('utf8').split('\n');
  assert.strictEqual(native.pop(), '');
  assert.strictEqual(native.length, paths.length, 'steps_dump: one line per log');
  return paths.map((p, k) => {
    const bytes = fs.readFileSync(path.join(cwd, p));
    let mine;
    try {
      mine = 'OK ' + Buffer.from(referee.callBytes('steps', bytes, JSON.stringify({ name: p }))).toString('utf8');
    } catch (e) {
      mine = 'ERROR ' + e.message;
    }
    const want = native[k].startsWith('ERROR ') ? native[k] : 'OK ' + native[k];
    if (mine !== want) {
      assert.fail(`steps ${p} differs\n  native: ${want.slice(0, 800)}\n  wasm:   ${mine.slice(0, 800)}`);
    }
    return want.startsWith('OK ');
  });
}

async function main() {
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  const referee = await createReferee();

  // 1a. The conformance run.
  const vectors = readVectors([path.join(SRC, 'corpus', 'conformance')]);
  assert(vectors.length > 0, 'corpus/conformance has vectors');
  let transcript = [];
  let bm = refereeServe(referee, transcript);
  for (const [file, v, why] of vectors) {
    assert(v, `${file}: ${why}`);
    await checkVector(bm, v).catch((e) => assert.fail(`${file}: ${e.message}`));
  }
  const conformanceLines = sameAsNativeServe(transcript, 'conformance vectors');

  // 1b. Random games across every family, in a fresh referee (game ids from g1, as native).
  const games = GAMES ? Number(GAMES) : 52;
  const referee2 = await createReferee();
  transcript = [];
  bm = refereeServe(referee2, transcript);
  const plan = schedule((await bm.call('handshake')).presets, games);
  const out = path.join(WORK, 'games');
  fs.mkdirSync(out);
  const tally = { steps: 0, compared: 0, refused: 0 };
  const { paths } = await playAll(bm, plan, out, tally);
  const families = new Set(plan.map((g) => g.preset.family));
  assert.deepStrictEqual([...families].sort(), ['bm2', 'classic', 'solo', 'super']);
  const gameLines = sameAsNativeServe(transcript, 'random games');

  // 2. Verdicts: the corpus and the games just played.
  const corpus = ['scenarios', 'examples', 'regressions', 'bad', 'fuzz']
    .flatMap((d) => logsUnder(path.join(SRC, 'corpus', d)))
    .map((p) => path.relative(SRC, p));
  assert(corpus.length > 300, `too few corpus logs: ${corpus.length}`);
  const plain = sameAsNativeValidate(referee, corpus, SRC, {}, []);
  const lenient = sameAsNativeValidate(referee, corpus, SRC, { check: true, allow_incomplete: true, implicit_passes: true },
    ['--check', '--allow-incomplete', '--implicit-passes']);
  const played = paths.map((p) => path.relative(WORK, p));
  const gamesVerdicts = sameAsNativeValidate(referee, played, WORK, {}, []);
  assert.deepStrictEqual(gamesVerdicts, { valid: played.length }, 'every game played through the referee is valid');
  for (const v of ['valid', 'divergent', 'invalid']) assert(plain[v] > 0, `the corpus has ${v} logs`);

  // 4. The replay viewer's steps: steps() against the native steps of
  // tests/wasm/steps_dump.cpp (BM_STEPS_DUMP), byte for byte, for every scenario and example,
  // the bad logs (their messages) and the games just played.
  const stepsLogs = ['scenarios', 'examples', 'bad']
    .flatMap((d) => logsUnder(path.join(SRC, 'corpus', d)))
    .map((p) => path.relative(SRC, p));
  const stepped = sameAsNativeSteps(referee, stepsLogs, SRC).concat(sameAsNativeSteps(referee, played, WORK));

  // 3. The determinism signature.
  const pinned = fs.readFileSync(path.join(SRC, 'tests', 'sim', 'bench_signature_test.cpp'), 'utf8')
    .match(/hex64\(r\.signature\), "([0-9a-f]{16})"/);
  assert(pinned, 'bench_signature_test.cpp pins a signature');
  const sig = referee.signature();
  assert.strictEqual(sig.signature, pinned[1], 'the determinism signature in WebAssembly');

  console.log(`serve: ${conformanceLines} conformance lines (${vectors.length} vectors) and ${gameLines} lines of ` +
    `${games} random games (${[...families].sort().join(', ')}) answered byte-identically`);
  console.log(`validate: ${corpus.length} corpus logs ${JSON.stringify(plain)} (and with --check --allow-incomplete ` +
    `--implicit-passes ${JSON.stringify(lenient)}), ${played.length} played logs: entries byte-identical`);
  console.log(`steps: ${stepped.length} logs (${stepped.filter((x) => x).length} stepped, the others refused ` +
    'with the same message): byte-identical to native');
  console.log(`signature: ${sig.signature} (${sig.games} games, ${sig.actions} actions) = native`);
}

main().then(
  () => {},
  (e) => {
    console.error(`FAIL ${e.stack || e}`);
    process.exitCode = 1;
  }
);
