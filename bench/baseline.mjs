import { ApiClient, decodeBody } from './http-client.mjs';
import { measureListLoad } from './load.mjs';
import { freePort, startProcess } from './server.mjs';

/** Starts bench/baseline-server.mjs on the same database as our server. */
async function startBaseline({ dataDir, databaseUrl }) {
  const port = await freePort();
  return startProcess({
    script: 'bench/baseline-server.mjs',
    port,
    readyPath: '/healthz',
    env: {
      BASELINE_PORT: String(port),
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir }),
    },
  });
}

/**
 * The baseline (decision 009: list throughput near a bare Node server): the same list load
 * runs against a bare `http` server on the same data.
 * `reference` is our server's decoded 700-sticker list, to check the baseline sends the same.
 * For PGlite the caller stops our server first: one process at a time may hold DATA_DIR.
 */
export async function measureBaseline({ database, seeded, reference, log }) {
  const baseline = await startBaseline(database);
  const client = new ApiClient(baseline.url);
  try {
    const path = `/api/collections/${seeded.album700.id}/stickers`;
    const sample = await client.request('GET', path, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    const lists = await measureListLoad({ baseUrl: baseline.url, seeded, log, label: 'baseline' });
    return {
      ...lists,
      sameBody: decodeBody(sample).equals(reference),
      encoding: sample.headers['content-encoding'],
    };
  } finally {
    client.close();
    await baseline.stop();
  }
}
