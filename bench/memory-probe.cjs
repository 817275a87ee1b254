// Preloaded into the app server by the bench only (`node --require`): on SIGUSR2 it writes the
// process's memory use as one line to stderr, which server.mjs reads back. The app is unchanged.
'use strict';
process.on('SIGUSR2', () => {
  const m = process.memoryUsage();
  process.stderr.write(
    `BENCH_MEMORY ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
  );
});
