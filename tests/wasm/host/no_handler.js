'use strict';
// A host without error handlers (tests/wasm/host_test.js): an unrelated error after a referee is
// made ends the process as Node ends it, exit 1 with that error's own short message.
// usage: node no_handler.js PACKAGE_DIR rejection|exception
const { createReferee } = require(process.argv[2]);
createReferee().then((bm) => {
  bm.request({ id: 1, method: 'handshake' });
  if (process.argv[3] === 'rejection') Promise.reject(new Error('unrelated rejection'));
  else setTimeout(() => {
    throw new Error('unrelated error');
  }, 0);
});
