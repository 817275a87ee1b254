import autocannon from 'autocannon';
import { summarize } from './stats.mjs';

export const CONNECTIONS = 10;
/** Seconds per load run; BENCH_DURATION shortens it for a quick try. */
export const DURATION = Number(process.env.BENCH_DURATION) || 10;
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/**
 * Seconds of uncounted load before a list run. A freshly started PGlite process runs its
 * WebAssembly unoptimised for several seconds, and both list servers (ours and the baseline) are
 * freshly started, so both get the same warm-up.
 */
const LIST_WARMUP = Math.min(5, DURATION);
const OTHER_WARMUP = Math.min(2, DURATION);

/**
 * One autocannon run (10 connections) after `warmup` seconds of the same load. Latencies are
 * taken from every response, not autocannon's whole-millisecond histogram, so p50/p99 keep
 * their fractions.
 */
export async function runLoad({ url, headers = {}, requests, warmup = OTHER_WARMUP }) {
  // A slow answer is measured, not dropped: autocannon's own timeout is 10 s.
  const options = { url, headers, requests, connections: CONNECTIONS, timeout: 30 };
  await autocannon({ ...options, duration: warmup });

  const latencies = [];
  let successes = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 200 && statusCode <= 299) successes += 1;
    });
  });
  const stats = summarize(latencies);
  return {
    requestsPerSecond: successes / result.duration,
    p50: stats.median,
    p99: stats.p99,
    total: latencies.length,
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * The two GET list runs (700 and 10,000 stickers), for our server (with the session cookie) and
 * the baseline (without) alike.
 */
export async function measureListLoad({ baseUrl, seeded, cookie, log, label }) {
  const list = (collectionId) =>
    runLoad({
      url: `${baseUrl}/api/collections/${collectionId}/stickers`,
      headers: { ...ACCEPT, ...(cookie ? { cookie } : {}) },
      warmup: LIST_WARMUP,
    });
  log(`  load: ${label} list 700`);
  const list700 = await list(seeded.album700.id);
  log(`  load: ${label} list 10,000`);
  const list10k = await list(seeded.album10k.id);
  return { list700, list10k };
}

/**
 * The rest of the load runs against our server: single-sticker PATCHes rotating over many
 * stickers (each visit flips owned). The public answers have their own runs (public.mjs).
 */
export async function measureOtherLoad({ baseUrl, seeded, cookie, log }) {
  const results = {};

  log('  load: PATCH one sticker');
  const ids = seeded.patchIds;
  const owned = new Map();
  let next = 0;
  results.patchOne = await runLoad({
    url: baseUrl,
    headers: { cookie, origin: new URL(baseUrl).origin, 'content-type': 'application/json' },
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => {
          const id = ids[next % ids.length];
          next += 1;
          owned.set(id, !owned.get(id));
          return {
            ...request,
            path: `/api/stickers/${id}`,
            body: JSON.stringify({ owned: owned.get(id) }),
          };
        },
      },
    ],
  });

  return results;
}
