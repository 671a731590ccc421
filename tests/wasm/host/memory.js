'use strict';
// Many referees created and dropped (tests/wasm/host_test.js; the figure in docs/web.md#limits).
// usage: node --expose-gc memory.js PACKAGE_DIR REFEREES
//
// Each referee starts GAMES 4-player games; every other one is disposed, the rest only dropped
// (left to the garbage collector). Twice: through the package's createReferee(), and through
// makeReferee() on one module made here. After every batch of BATCH referees: global.gc() until
// the dropped ones are finalized, then the process's resident memory (rss) and the module's
// WebAssembly memory. Prints one JSON line (bytes):
//   {referees, held, package: {rss_first, rss_last, rss_growth, open},
//    module: {rss_first, rss_last, rss_growth, wasm_start, wasm_last, wasm_growth, open}}
// rss_first after the first batch, *_last after the last; wasm_start when the module is new;
// `open`: the referees the module still holds at the end (callBytes('referees')), the one kept
// to ask included; `held`: how much a module's memory grows when REFEREES such referees are
// kept alive, what the churn would cost if dropped referees were never freed.
const path = require('path');
const pkg = process.argv[2];
const REFEREES = Number(process.argv[3] || 300);
const BATCH = 25, GAMES = 3;
const { createReferee, makeReferee } = require(pkg);
const createBmModule = require(path.join(pkg, 'bm_referee.js'));

if (typeof global.gc !== 'function') {
  console.error('run with node --expose-gc');
  process.exit(2);
}

async function settle() {
  // Finalization callbacks run in tasks after a collection: collect, let them run, again.
  for (let i = 0; i < 4; i++) {
    global.gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function busy(bm) {
  for (let g = 1; g <= GAMES; g++) {
    const started = bm.request({ id: g, method: 'start', params: { rules: 'classic', players: 4, seed: g } });
    if (!started.result) throw new Error(JSON.stringify(started));
  }
}

const open = (watch) => Number(new TextDecoder().decode(watch.callBytes('referees')));

// One referee made, busy, disposed or dropped: in a frame of its own, so that nothing here keeps
// the last one reachable.
async function one(make, dispose) {
  const bm = await make();
  busy(bm);
  if (dispose) bm.dispose();
}

// Makes and drops `count` referees with make(); after every batch, settles and measures.
async function churn(count, make, wasm, watch) {
  const m = { wasm_start: wasm() };
  for (let made = 0; made < count; ) {
    for (let i = 0; i < BATCH; i++, made++) await one(make, made % 2 === 0);
    await settle();
    const rss = process.memoryUsage().rss;
    if (m.rss_first === undefined) m.rss_first = rss;
    Object.assign(m, { rss_last: rss, wasm_last: wasm() });
    // A referee that is never freed costs megabytes: stop before the machine runs short.
    if (rss - m.rss_first > 512 * 2 ** 20) break;
  }
  m.rss_growth = m.rss_last - m.rss_first;
  m.wasm_growth = m.wasm_last - m.wasm_start;
  m.open = open(watch);
  return m;
}

(async () => {
  const out = { referees: REFEREES };
  // What REFEREES referees hold while alive, on a module of their own.
  const probe = await createBmModule();
  const start = probe.HEAPU8.length;
  const alive = [];
  for (let i = 0; i < REFEREES; i++) {
    alive.push(makeReferee(probe));
    busy(alive[i]);
  }
  out.held = probe.HEAPU8.length - start;
  for (const r of alive) r.dispose();
  alive.length = 0;
  // The package's createReferee(), as a host calls it: the process's memory.
  const watch = await createReferee();
  out.package = await churn(REFEREES, createReferee, () => 0, watch);
  for (const k of ['wasm_start', 'wasm_last', 'wasm_growth']) delete out.package[k];
  // Referees on one module the host made itself (makeReferee): the module's memory too.
  const mod = await createBmModule();
  out.module = await churn(REFEREES, () => makeReferee(mod), () => mod.HEAPU8.length, makeReferee(mod));
  console.log(JSON.stringify(out));
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
