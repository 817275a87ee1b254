// Preloaded into the app server by the bench only (`node --require`): on SIGWINCH it writes the
// process's memory use as one line to stderr, which server.mjs reads back. The app is unchanged.
// SIGWINCH, because the app's graceful shutdown (close-with-grace) takes SIGUSR2 and the others;
// its default action is to ignore, so a server without the probe is unaffected.
// With BENCH_HEAP_SNAPSHOT_DIR set (a diagnosis, not a measurement: writing one stops the server
// for seconds), each reading is followed by a V8 heap snapshot written to that folder.
'use strict';
const path = process.getBuiltinModule('node:path');
const v8 = process.getBuiltinModule('node:v8');

// BENCH_V8_FLAGS (a diagnosis too): V8 flags set at start, for flags V8 reads at each collection
// (e.g. --heap-growing-percent), to compare one lever against the same build.
if (process.env.BENCH_V8_FLAGS) v8.setFlagsFromString(process.env.BENCH_V8_FLAGS);

let readings = 0;
process.on('SIGWINCH', () => {
  const m = process.memoryUsage();
  process.stderr.write(
    `BENCH_MEMORY ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
  );
  readings += 1;
  const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  // BENCH_HEAP_SNAPSHOT_READINGS=6,7 writes them after those readings only (bench/memory-phases.mjs).
  const only = process.env.BENCH_HEAP_SNAPSHOT_READINGS?.split(',').map(Number);
  if (dir && (!only || only.includes(readings)))
    v8.writeHeapSnapshot(path.join(dir, `server-${process.pid}-${readings}.heapsnapshot`));
});
