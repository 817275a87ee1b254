// Preloaded into the app server by the bench only (`node --require`): on SIGWINCH it writes the
// process's memory use as one line to stderr, which server.mjs reads back. The app is unchanged.
// SIGWINCH, because the app's graceful shutdown (close-with-grace) takes SIGUSR2 and the others;
// its default action is to ignore, so a server without the probe is unaffected.
// With BENCH_HEAP_SNAPSHOT_DIR set (a diagnosis, not a measurement: writing one stops the server
// for seconds), each reading is followed by a V8 heap snapshot written to that folder.
'use strict';
const path = process.getBuiltinModule('node:path');
const v8 = process.getBuiltinModule('node:v8');

let readings = 0;
process.on('SIGWINCH', () => {
  const m = process.memoryUsage();
  process.stderr.write(
    `BENCH_MEMORY ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
  );
  readings += 1;
  const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  if (dir) v8.writeHeapSnapshot(path.join(dir, `server-${process.pid}-${readings}.heapsnapshot`));
});
