import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from './http-client.mjs';
import { freePort, readRssMb, readServerMemoryMb, startAppServer } from './server.mjs';
import { summarize } from './stats.mjs';

/**
 * What typing runs through the place search: two-letter prefixes (the widest ranges of the
 * gazetteer) to whole names, with and without a country, and ZIP codes (decision 034).
 */
const QUERIES = [
  'sa',
  'ma',
  'be',
  'lo',
  'ca',
  'san',
  'man',
  'zapo',
  'guadalajara',
  'santiago',
  'new y',
  'sao paulo',
  'ciudad de',
  'london',
  'tokyo',
  'par',
  'ber',
  'mü',
  'kraków',
  'los angeles',
  // Names in the collectors' languages (GeoNames' alternate names): "München" is Munich.
  'münchen',
  'londres',
  'colonia',
  'monaco di baviera',
];
const COUNTRY_QUERIES = ['q=santiago&country=ES', 'q=guadalajara&country=MX', 'q=sp&country=US'];
const ZIPS = ['90210', '10001', '60601', '73301', '02108'];
/** Searches timed one at a time, after the first (which loads the gazetteer). */
const ROUNDS = 10;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The gazetteer's cost in the built server (decision 034) on a fresh PGlite: the server's RSS
 * (with its children) before any search, after the first city search (which reads the
 * gazetteer), and after the first ZIP search (which reads the ZIP codes), each after a second's
 * rest; the first searches' times; then every query sequentially ROUNDS times over HTTP, each
 * beside a plain signed-in read.
 */
export async function measurePlaces({ build, log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'swapsies-bench-places-'));
  const port = await freePort();
  const server = await startAppServer({ dataDir }, port, build);
  const client = new ApiClient(server.url);
  try {
    await client.json('POST', '/api/register', {
      username: 'bench_places',
      email: 'bench_places@bench.example',
      password: 'correct horse battery staple',
    });
    const timed = async (url) => {
      const response = await client.request('GET', url);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return response.ms;
    };
    const search = (query) => timed(`/api/places?${query}`);
    await pause(1000);
    const before = readRssMb(server.pid);
    const firstCityMs = await search('q=zapopan');
    await pause(1000);
    const afterCities = readRssMb(server.pid);
    const firstZipMs = await search('q=90210');
    await pause(1000);
    const afterZips = readRssMb(server.pid);
    log(
      `places: RSS ${Math.round(before)} → ${Math.round(afterCities)} → ${Math.round(afterZips)} MB`,
    );
    // Each search is followed by `GET /api/user/area` (the same session check and one read, no
    // gazetteer), so what the gazetteer adds shows beside what any signed-in read costs here.
    const samples = [];
    const baseline = [];
    const queries = [
      ...QUERIES.map((q) => `q=${encodeURIComponent(q)}`),
      ...COUNTRY_QUERIES,
      ...ZIPS.map((zip) => `q=${zip}`),
    ];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        samples.push(await search(query));
        baseline.push(await timed('/api/user/area'));
      }
    }
    return {
      rssBeforeMb: before,
      citiesMb: afterCities - before,
      zipsMb: afterZips - afterCities,
      memory: await readServerMemoryMb(server),
      firstCityMs,
      firstZipMs,
      baseline: summarize(baseline),
      ...summarize(samples),
    };
  } finally {
    client.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
