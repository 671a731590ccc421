#!/usr/bin/env node
'use strict';
/**
 * tools/figures/wasm.js runs (one timing round) and writes docs/figures/wasm.md's table with
 * every figure a number: validate speeds and their fraction, the module's sizes, the start-up.
 * usage: node figures_smoke.js BM SRC OUT.md   (exit 77: skipped, the module is not built)
 */
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [BM, SRC, OUT] = process.argv.slice(2).map((p) => path.resolve(p));
require('./module').packageDir(SRC);
const r = spawnSync(process.execPath, [path.join(SRC, 'tools', 'figures', 'wasm.js'), BM, OUT, '1'], { encoding: 'utf8' });
assert.strictEqual(r.status, 0, `tools/figures/wasm.js: exit ${r.status}\n${r.stderr}`);
const md = fs.readFileSync(OUT, 'utf8');
const row = (label) => {
  const line = md.split('\n').find((l) => l.startsWith(`| ${label}`));
  assert(line, `no row '${label}' in ${OUT}`);
  return line;
};
assert.match(row('validate, native'), /\| [\d,]+ actions\/s \|/);
assert.match(row('validate, WebAssembly'), /\| [\d,]+ actions\/s \|/);
assert.match(row('WebAssembly / native'), /\*\*\d+\.\d\d\*\* \(1\/\d+\.\d\) \| ≥ 0\.33 (met|NOT met) \|/);
assert.match(row('module gzipped'), /\*\*\d+\.\d\d MB\*\* \| ≤ 2 MB (met|NOT met) \|/);
assert.match(row('start-up'), /\*\*\d+ ms\*\*/);
console.log('tools/figures/wasm.js wrote every figure');
