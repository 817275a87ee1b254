import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as bundle } from 'esbuild';
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
/** Fresh processes the gazetteer's own memory is measured in; the median is reported. */
const MEMORY_RUNS = 3;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's gazetteer code (src/server/features/nearby/gazetteer.ts), bundled with esbuild as
 * scan.mjs bundles the scan's reading code, into a file under node_modules/.cache (so its
 * packages resolve from node_modules); answers the file's path.
 */
async function gazetteerCode() {
  const result = await bundle({
    stdin: {
      contents: "export { citiesFrom, zipsFrom } from './src/server/features/nearby/gazetteer';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    write: false,
  });
  const dir = path.resolve('node_modules', '.cache', 'swapsies-bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `gazetteer-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0].contents);
  return file;
}

/**
 * Run in a fresh `node --expose-gc`: the RSS after a full collection, before and after the
 * gazetteer's code reads the build's packed files (dist/server/gazetteer/) and answers a first
 * search, for the cities and then the ZIP codes. Printed as one JSON line.
 */
const MEMORY_CHILD = `
const [code, dir] = process.argv.slice(-2);
const { citiesFrom, zipsFrom } = await import(code);
const rss = () => { gc(); gc(); return process.memoryUsage().rss / 1024 / 1024; };
const before = rss();
let started = performance.now();
const cities = citiesFrom(dir);
if (cities.search('zapopan', 'MX').length === 0) throw new Error('no Zapopan');
const cityMs = performance.now() - started;
const afterCities = rss();
started = performance.now();
const zips = zipsFrom(dir);
if (!zips.find('90210')) throw new Error('no 90210');
const zipMs = performance.now() - started;
const afterZips = rss();
const { heapUsed, arrayBuffers } = process.memoryUsage();
console.log(JSON.stringify({ citiesMb: afterCities - before, zipsMb: afterZips - afterCities,
  cityMs, zipMs, heapUsedMb: heapUsed / 1024 / 1024, arrayBuffersMb: arrayBuffers / 1024 / 1024 }));
`;

function runMemoryChild(code, dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', MEMORY_CHILD, code, dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (status === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`gazetteer memory child exited ${status}:\n${output}`));
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The gazetteer's own memory (decision 034): in MEMORY_RUNS fresh processes one after another,
 * the RSS a full collection leaves once the build's packed files are read and searched, minus
 * the RSS before; the median of each figure. Measured apart from the server, whose RSS before
 * and after a first search moves with whatever else it collects meanwhile.
 */
async function measureGazetteerMemory(build) {
  const dir = path.join(path.dirname(build.serverScript), 'gazetteer');
  // A build from before `npm run build:gazetteer` has none: the code would read the packages.
  if (!existsSync(path.join(dir, 'cities.bin')))
    throw new Error(`no packed gazetteer in the build (${dir}): run npm run build`);
  const code = await gazetteerCode();
  try {
    const runs = [];
    for (let run = 0; run < MEMORY_RUNS; run++) runs.push(await runMemoryChild(code, dir));
    const figure = (key) => median(runs.map((one) => one[key]));
    return {
      citiesMb: figure('citiesMb'),
      zipsMb: figure('zipsMb'),
      cityMs: figure('cityMs'),
      zipMs: figure('zipMs'),
      arrayBuffersMb: figure('arrayBuffersMb'),
      runs,
    };
  } finally {
    rmSync(code, { force: true });
  }
}

/**
 * The gazetteer's cost (decision 034): its own memory in fresh processes
 * (`measureGazetteerMemory`); then in the built server on a fresh PGlite, the time of the first
 * city search (which reads the packed cities) and of the first ZIP search, with the server's RSS
 * (with its children) before and after each, logged only; then every query sequentially ROUNDS
 * times over HTTP, each beside a plain signed-in read.
 */
export async function measurePlaces({ build, log }) {
  const own = await measureGazetteerMemory(build);
  log(
    `places: gazetteer ${own.citiesMb.toFixed(1)} MB (cities) + ${own.zipsMb.toFixed(1)} MB (ZIP codes) RSS in a fresh process, median of ${MEMORY_RUNS}`,
  );
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
      citiesMb: own.citiesMb,
      zipsMb: own.zipsMb,
      own,
      serverRssMb: { before, afterCities, afterZips },
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
