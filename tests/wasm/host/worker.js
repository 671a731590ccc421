'use strict';
// The referee in a worker thread (tests/wasm/host_test.js): the worker plays a seeded game
// through the package and posts the answers; the main thread compares them with its own
// referee's, then a second worker throws an unrelated error, which must reach the worker's
// 'error' event and leave the main thread running.
// usage: node worker.js PACKAGE_DIR
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');
const assert = require('assert');

async function play(pkg) {
  const bm = await require(pkg).createReferee();
  const lines = [];
  lines.push(bm.requestText('{"jsonrpc":"2.0","id":1,"method":"start","params":{"rules":"classic","seed":7,"players":3}}'));
  for (let i = 0; i < 40; i++) {
    const a = bm.requestText(`{"jsonrpc":"2.0","id":${i + 2},"method":"apply","params":{"game":"g1","index":0}}`);
    lines.push(a);
    if (JSON.parse(a).error || JSON.parse(a).result.over) break;
  }
  lines.push(bm.requestText('{"jsonrpc":"2.0","id":99,"method":"log","params":{"game":"g1"}}'));
  bm.dispose();
  return lines;
}

if (isMainThread) {
  const pkg = process.argv[2];
  (async () => {
    const here = await play(pkg);
    const there = await new Promise((resolve, reject) => {
      const w = new Worker(__filename, { workerData: { pkg, mode: 'play' } });
      let got = null;
      w.on('message', (m) => (got = m));
      w.on('error', reject);
      w.on('exit', (code) => (code === 0 ? resolve(got) : reject(new Error(`worker exit ${code}`))));
    });
    assert.deepStrictEqual(there, here, 'the worker thread answers as the main thread');
    const error = await new Promise((resolve) => {
      const w = new Worker(__filename, { workerData: { pkg, mode: 'throw' } });
      w.on('error', (e) => resolve(e.message));
      w.on('exit', () => resolve(null));
    });
    assert.strictEqual(error, 'unrelated error in the worker');
    console.log(`worker: ${there.length} answers as the main thread's; the worker's own error reached its 'error' event`);
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else if (workerData.mode === 'play') {
  play(workerData.pkg).then((lines) => parentPort.postMessage(lines));
} else {
  require(workerData.pkg).createReferee().then(() => {
    setTimeout(() => {
      throw new Error('unrelated error in the worker');
    }, 0);
  });
}
