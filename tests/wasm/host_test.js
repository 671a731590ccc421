#!/usr/bin/env node
'use strict';
/**
 * The package leaves its host alone (docs/web.md#the-api): its public API run the way a host
 * runs it, each point in a process of its own (tests/wasm/host/).
 *
 * usage: node host_test.js SRC WORKDIR
 *
 *   1. A host with its own 'uncaughtException' and 'unhandledRejection' handlers keeps them: an
 *      unrelated error and rejection after twelve referees reach them and the process goes on;
 *      no process listener is added, no MaxListenersExceededWarning.
 *   2. A host without handlers ends on an unrelated error as Node ends it: exit 1, that error's
 *      own message, a short standard error (not the module's source).
 *   3. Hundreds of referees created and dropped (half disposed, half left to the garbage
 *      collector) under node --expose-gc: memory after gc stays bounded, through
 *      createReferee() (the process's rss) and through makeReferee() on one module (its
 *      WebAssembly memory does not grow once the first batch is freed).
 *   4. A worker thread: a referee there answers as one in the main thread; the worker's own
 *      unrelated error reaches its 'error' event.
 *   5. node:test, Node's mocha-like runner: a suite using referees reports its own failure
 *      (one pass, one fail, exit 1), with the failing test's message.
 * Run by ctest (label wasm) after the wasm preset's build; tools/setup.sh test runs it.
 */
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [SRC_ARG, WORK] = process.argv.slice(2);
if (!WORK) {
  console.error('usage: node host_test.js SRC WORKDIR');
  process.exit(2);
}
const SRC = path.resolve(SRC_ARG);
const PACKAGE = require('./module').packageDir(SRC);
const HOST = path.join(__dirname, 'host');
const REFEREES = 300;
const MB = 2 ** 20;

function node(args, env = {}) {
  const r = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    cwd: WORK,
    env: { ...process.env, ...env },
    timeout: 120000,
    maxBuffer: 64 * MB,
  });
  if (r.error) throw r.error;
  return r;
}

const checks = {
  'own handlers'() {
    const r = node([path.join(HOST, 'own_handlers.js'), PACKAGE]);
    assert.strictEqual(r.status, 0, `exit ${r.status}; stderr ${r.stderr.length} bytes: ${r.stderr.slice(0, 300)}`);
    const out = r.stdout;
    for (const want of ['referee answered g1', 'host handled: unrelated error', 'host handled rejection: unrelated rejection', 'still running; referee answers 0 games']) {
      assert(out.includes(want), `no '${want}' in: ${out}`);
    }
    assert(!out.includes('process listeners changed'), out);
    assert(!out.includes('warning:'), out);
    assert.strictEqual(r.stderr, '');
    return 'the host\'s handlers ran, the process went on, no listener or warning added';
  },
  'no handler'() {
    const lines = [];
    for (const mode of ['exception', 'rejection']) {
      const r = node([path.join(HOST, 'no_handler.js'), PACKAGE, mode]);
      assert.strictEqual(r.status, 1, `${mode}: exit ${r.status}`);
      assert(r.stderr.includes(`unrelated ${mode === 'exception' ? 'error' : 'rejection'}`), r.stderr.slice(0, 300));
      assert(r.stderr.length < 4096, `${mode}: ${r.stderr.length} bytes of standard error`);
      lines.push(`${mode}: exit 1, ${r.stderr.length} bytes`);
    }
    return lines.join('; ');
  },
  memory() {
    const r = node(['--expose-gc', path.join(HOST, 'memory.js'), PACKAGE, String(REFEREES)]);
    assert.strictEqual(r.status, 0, r.stderr.slice(0, 2000));
    const m = JSON.parse(r.stdout);
    const f = (b) => `${(b / MB).toFixed(1)} MB`;
    // Every referee made is freed: only the one kept to ask is open.
    assert.strictEqual(m.package.open, 1, `${m.package.open} referees open after ${REFEREES} createReferee() dropped`);
    assert.strictEqual(m.module.open, 1, `${m.module.open} referees open after ${REFEREES} makeReferee() dropped`);
    // Kept alive, they would grow the module's memory by `held`; dropped, they do not grow it.
    assert(m.held >= 4 * MB, `${REFEREES} referees alive hold only ${f(m.held)}: the probe does not measure`);
    assert(m.module.wasm_growth < m.held / 4, `the module's memory grew ${f(m.module.wasm_growth)} over ${REFEREES} dropped referees (alive they hold ${f(m.held)})`);
    // The process: one module for every createReferee(), not one each (a module is over 16 MB).
    assert(m.package.rss_growth < 16 * MB, `rss grew ${f(m.package.rss_growth)} over ${REFEREES} createReferee()`);
    assert(m.module.rss_growth < 16 * MB, `rss grew ${f(m.module.rss_growth)} over ${REFEREES} makeReferee()`);
    fs.writeFileSync(path.join(WORK, 'memory.json'), r.stdout);
    return `${REFEREES} referees created and dropped, twice: 1 open after each; rss after gc ` +
      `${f(m.package.rss_first)} -> ${f(m.package.rss_last)} (createReferee), ${f(m.module.rss_first)} -> ` +
      `${f(m.module.rss_last)} (makeReferee); module memory ${f(m.module.wasm_start)} -> ${f(m.module.wasm_last)} ` +
      `(${REFEREES} alive: +${f(m.held)})`;
  },
  worker() {
    const r = node([path.join(HOST, 'worker.js'), PACKAGE]);
    assert.strictEqual(r.status, 0, r.stderr.slice(0, 2000));
    return r.stdout.trim();
  },
  'node:test'() {
    const r = node(['--test', path.join(HOST, 'runner_fixture.test.js')], { BM_REFEREE_PACKAGE: PACKAGE });
    const out = r.stdout;
    assert.strictEqual(r.status, 1, `exit ${r.status}: ${out.slice(0, 2000)} ${r.stderr.slice(0, 500)}`);
    assert(/^# pass 1$/m.test(out) && /^# fail 1$/m.test(out), out.slice(-2000));
    assert(out.includes('unrelated failure in the host suite'), out.slice(-2000));
    assert(out.length + r.stderr.length < 64 * 1024, `${out.length + r.stderr.length} bytes of output`);
    return 'one pass, one failure with its message, exit 1';
  },
};

fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(WORK, { recursive: true });
let failed = 0;
for (const [name, check] of Object.entries(checks)) {
  try {
    console.log(`ok ${name}: ${check()}`);
  } catch (e) {
    failed += 1;
    console.log(`FAIL ${name}: ${e.message}`);
  }
}
process.exit(failed ? 1 : 0);
