// Preloaded into the app server by the bench only (`node --require`): on SIGWINCH it writes the
// process's memory use as one line to stderr, which server.mjs reads back. The app is unchanged.
// SIGWINCH, because the app's graceful shutdown (close-with-grace) takes SIGUSR2 and the others;
// its default action is to ignore, so a server without the probe is unaffected.
'use strict';
process.on('SIGWINCH', () => {
  const m = process.memoryUsage();
  process.stderr.write(
    `BENCH_MEMORY ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
  );
});
