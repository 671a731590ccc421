'use strict';
// A host with its own error handling (tests/wasm/host_test.js): its 'uncaughtException' and
// 'unhandledRejection' handlers must see an unrelated error and a rejection after referees are
// made, and the process must go on; the package adds no process listener of its own.
// usage: node own_handlers.js PACKAGE_DIR
const { createReferee } = require(process.argv[2]);

const counts = () => Object.fromEntries(process.eventNames().map((e) => [String(e), process.listenerCount(e)]));
process.on('uncaughtException', (e) => console.log(`host handled: ${e.message}`));
process.on('unhandledRejection', (r) => console.log(`host handled rejection: ${r.message}`));
process.on('warning', (w) => console.log(`warning: ${w.name}: ${w.message}`));
const before = counts();

(async () => {
  const referees = [];
  for (let i = 0; i < 12; i++) referees.push(await createReferee());
  const after = counts();
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    console.log(`process listeners changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
  }
  const started = referees[11].request({ id: 1, method: 'start', params: { seed: 3 } });
  console.log(`referee answered ${started.result.game}`);
  setTimeout(() => {
    throw new Error('unrelated error');
  }, 0);
  Promise.reject(new Error('unrelated rejection'));
  setTimeout(() => {
    console.log(`still running; referee answers ${referees[0].request({ id: 2, method: 'games' }).result.games.length} games`);
  }, 100);
})();
