#!/usr/bin/env node
'use strict';
/**
 * conformance.js passes every vector of corpus/conformance through bm serve, and fails a
 * vector that no longer matches the engine.
 *
 * usage: node test_conformance.js BM SRC WORKDIR
 *
 * A stale vector is made from the first one by changing one thing the engine decides (an
 * event, a legal action missing or added, a refusal's rule, the result, a missing last step, a
 * declared deck order): the client must exit 1 and name the place; the legal actions in another
 * order pass (compared by meaning). A file that is not a vector, an empty directory, a missing
 * file and no input are exit 2; a directory holding a file that is not a vector is exit 2 after
 * every other vector was checked. A perft vector made stale (a count, a divide entry's count, a
 * divide entry missing) fails naming "perft"; its divide in another order passes; a vector of a
 * kind the client does not know is exit 2 (refused, never skipped).
 */
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [BM, SRC, WORK] = process.argv.slice(2);
const CORPUS = path.join(SRC, 'corpus', 'conformance');
const CLIENT = path.join(SRC, 'clients', 'js', 'conformance.js');

function client(...args) {
  const r = spawnSync(process.execPath, [CLIENT, ...args], { encoding: 'utf8', timeout: 300000 });
  return { code: r.status, text: r.stdout + r.stderr };
}

const copy = (v) => JSON.parse(JSON.stringify(v));
const firstTaken = (v, key) => v.steps.findIndex((s) => 'legal' in s && (!key || (s[key] && s[key].length)));

/** [label, mutated vector, the place the report must name] */
function mutations(v) {
  const out = [];
  let m = copy(v);
  let i = firstTaken(m, 'events');
  m.steps[i].events[0] = { ...m.steps[i].events[0], e: 'no_such_event' };
  out.push(['an event', m, `step ${i}`]);
  m = copy(v);
  i = v.steps.findIndex((s) => 'legal' in s && s.legal.length > 1);
  m.steps[i].legal.shift();
  out.push(['a legal action missing', m, `step ${i}`]);
  m = copy(v);
  m.steps[i].legal.push({ type: 'no_such_action' });
  out.push(['a legal action bm does not list', m, `step ${i}`]);
  m = copy(v);
  const refused = m.steps.findIndex((s) => 'refused' in s);
  if (refused >= 0) {
    m.steps[refused].rule = m.steps[refused].rule === 'G-1' ? 'G-2' : 'G-1';
    out.push(["a refusal's rule", m, `step ${refused}`]);
  }
  m = copy(v);
  m.result.rounds = (m.result.rounds || 0) + 1;
  out.push(['the result', m, 'result']);
  m = copy(v);
  m.steps.pop();
  out.push(['a missing last step', m, 'result']);
  m = copy(v);
  const order = m.chance[0].order;
  [order[0], order[order.length - 1]] = [order[order.length - 1], order[0]];
  out.push(['a declared deck order', m, 'FAIL']);
  return out;
}

function main() {
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(path.join(WORK, 'empty'), { recursive: true });
  const files = fs.readdirSync(CORPUS).filter((f) => f.endsWith('.json')).sort();
  assert(files.length > 0, 'corpus/conformance holds vectors');
  const all = client(BM, CORPUS);
  assert(all.code === 0 && all.text.includes(`${files.length} passed, 0 failed`), all.text.slice(-2000));
  assert.strictEqual(all.text.split('\n').filter((l) => l.startsWith('pass ')).length, files.length);

  const vector = JSON.parse(fs.readFileSync(path.join(CORPUS, files[0]), 'utf8'));
  const kinds = mutations(vector);
  assert(kinds.length >= 5, 'the first vector can be made stale in at least five ways');
  for (const [label, mutated, where] of kinds) {
    const file = path.join(WORK, 'stale.json');
    fs.writeFileSync(file, JSON.stringify(mutated));
    const r = client(BM, file);
    assert(r.code === 1 && r.text.includes('FAIL') && r.text.includes(where), `${label}: exit ${r.code}: ${r.text.slice(-800)}`);
  }
  const reordered = copy(JSON.parse(fs.readFileSync(path.join(CORPUS, files[0]), 'utf8')));
  for (const s of reordered.steps) if ('legal' in s) s.legal.reverse();
  const reorderedPath = path.join(WORK, 'reordered.json');
  fs.writeFileSync(reorderedPath, JSON.stringify(reordered));
  const r0 = client(BM, reorderedPath);
  assert(r0.code === 0 && r0.text.includes('1 passed'), `legal actions in another order: exit ${r0.code}: ${r0.text.slice(-800)}`);
  const mixed = path.join(WORK, 'mixed');
  fs.mkdirSync(mixed);
  fs.copyFileSync(path.join(CORPUS, files[0]), path.join(mixed, '0_good.json'));
  fs.writeFileSync(path.join(mixed, '1_truncated.json'), '{"format":"bm-conformance"');
  fs.copyFileSync(path.join(CORPUS, files[1]), path.join(mixed, '2_good.json'));
  const rm = client(BM, mixed);
  assert(rm.code === 2 && rm.text.includes('2 passed, 0 failed, 1 invalid') && rm.text.includes('INVALID'),
    `a directory with a file that is not a vector: exit ${rm.code}: ${rm.text.slice(-800)}`);
  const bad = path.join(WORK, 'bad.json');
  fs.writeFileSync(bad, '{"format":"bm-log"}\n');
  for (const [label, args] of [['not a vector', [BM, bad]], ['an empty directory', [BM, path.join(WORK, 'empty')]],
    ['a missing file', [BM, path.join(WORK, 'missing.json')]], ['no input', [BM]]]) {
    const r = client(...args);
    assert(r.code === 2 && r.text.trim(), `${label}: expected exit 2 with a message, got ${r.code}: ${r.text}`);
  }
  // Perft vectors (kind perft): stale counts and divides fail, the divide in any order passes, and
  // a kind the client does not know is refused.
  const perftFile = files.find((f) => JSON.parse(fs.readFileSync(path.join(CORPUS, f), 'utf8')).kind === 'perft');
  assert(perftFile, 'corpus/conformance holds a perft vector');
  const pv = JSON.parse(fs.readFileSync(path.join(CORPUS, perftFile), 'utf8'));
  const perftCases = [];
  let m = copy(pv);
  m.counts[m.counts.length - 1] += 1;
  perftCases.push(['a count', m, 1]);
  m = copy(pv);
  m.divide[0].count += 1;
  perftCases.push(["a divide entry's count", m, 1]);
  m = copy(pv);
  m.divide.pop();
  perftCases.push(['a divide entry missing', m, 1]);
  m = copy(pv);
  m.divide.reverse();
  perftCases.push(['the divide in another order', m, 0]);
  m = copy(pv);
  m.kind = 'mate_in_two';
  perftCases.push(['an unknown kind', m, 2]);
  for (const [label, mutated, code] of perftCases) {
    const file = path.join(WORK, 'perft.json');
    fs.writeFileSync(file, JSON.stringify(mutated));
    const r = client(BM, file);
    const named = code === 1 ? r.text.includes('FAIL') && r.text.includes('perft') : code === 2 ? r.text.includes('mate_in_two') : true;
    assert(r.code === code && named, `perft vector, ${label}: expected exit ${code}, got ${r.code}: ${r.text.slice(-800)}`);
  }
  console.log(`ok: ${files.length} vectors pass through the JavaScript client; ${kinds.length} kinds of stale vector fail`);
}

try {
  main();
} catch (e) {
  console.error(`FAIL ${e.stack || e}`);
  process.exitCode = 1;
}
