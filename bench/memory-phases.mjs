// `node bench/memory-phases.mjs`: where the server's memory goes, phase by phase (decision 025).
// It starts the built server as the bench does (bench/server.mjs, with the memory probe), seeds
// it, restarts it (the bench's RSS phases start on a fresh process, after the baseline), then
// runs the bench's own load phases one after another and, after each, reads the server's and
// its children's RSS, the server's /proc/<pid>/smaps_rollup (anonymous vs file-backed) and its V8
// figures (memory-probe.cjs). A diagnosis, not part of `npm run bench`: no targets, one table
// per database. BENCH_ONLY=pglite|postgres picks one database (TEST_DATABASE_URL or DATABASE_URL
// for PostgreSQL, in a scratch database dropped afterwards); BENCH_DURATION shortens the loads;
// MEMORY_ENV='A=1 B=2' adds settings to the server's environment (to compare one lever);
// MEMORY_DIST runs another build (below).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBuild } from './build.mjs';
import { databasesToMeasure, disposeAllDatabases } from './databases.mjs';
import { measureSequential } from './http-timing.mjs';
import { measureListLoad, measureOtherLoad } from './load.mjs';
import { measureReplay } from './offline.mjs';
import { measurePictureBudget } from './pictures.mjs';
import { checkPublicPolicy, measurePublicLoad } from './public.mjs';
import { seed } from './seed.mjs';
import {
  freePort,
  readRssMb,
  readServerMemoryMb,
  startAppServer,
  stopAllProcesses,
} from './server.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const started = Date.now();
const log = (message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
const extraEnv = Object.fromEntries(
  (process.env.MEMORY_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

/** The server's own smaps_rollup in MB: resident, anonymous and file-backed. */
function smapsMb(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
    return { anon: kb('Anonymous') / 1024, file: (kb('Rss') - kb('Anonymous')) / 1024 };
  } catch {
    return {};
  }
}

async function reading(server, phase) {
  const total = readRssMb(server.pid);
  const own = smapsMb(server.pid);
  const v8 = (await readServerMemoryMb(server)) ?? {};
  // "native": anonymous memory outside the V8 heap and the ArrayBuffers/WASM V8 counts as external.
  const native = own.anon - (v8.heapTotal ?? 0) - (v8.external ?? 0);
  const row = {
    phase,
    total,
    server: v8.rss,
    children: total - (v8.rss ?? 0),
    anon: own.anon,
    file: own.file,
    heapUsed: v8.heapUsed,
    heapTotal: v8.heapTotal,
    external: v8.external,
    arrayBuffers: v8.arrayBuffers,
    native,
    load: os.loadavg()[0],
  };
  log(`  ${phase}: ${Math.round(total)} MB`);
  return row;
}

async function measure(database, build) {
  const settings = await database.prepare();
  let server;
  let admin;
  const rows = [];
  try {
    const port = await freePort();
    server = await startAppServer(settings, port, build, extraEnv);
    log(`${database.label}: seeding`);
    const seeded = await seed(server.url);
    admin = seeded.admin;
    await server.stop();
    server = await startAppServer(settings, port, build, extraEnv);
    const target = { baseUrl: server.url, seeded, cookie: admin.cookie, log };
    rows.push(await reading(server, 'after start'));
    await measureListLoad({ ...target, label: 'ours' });
    rows.push(await reading(server, 'list load'));
    await measureSequential({ admin, seeded, log });
    await measureReplay({ admin, seeded, log }).catch((error) => log(String(error)));
    rows.push(await reading(server, 'sequential + replay'));
    await measureOtherLoad(target);
    rows.push(await reading(server, 'PATCH load'));
    await measurePublicLoad(target);
    await checkPublicPolicy(target);
    rows.push(await reading(server, 'public load'));
    await measurePictureBudget(target).catch((error) => log(String(error)));
    rows.push(await reading(server, 'picture budget (= bench "after the load")'));
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    rows.push(await reading(server, '10 s idle'));
  } finally {
    admin?.close();
    await server?.stop();
    await database.dispose();
  }
  return rows;
}

// MEMORY_DIST: another build's dist/ folder (e.g. a copy of the one before a change), used as it is.
const build = process.env.MEMORY_DIST
  ? {
      serverScript: path.resolve(process.env.MEMORY_DIST, 'server', 'main.js'),
      staticDir: path.resolve(process.env.MEMORY_DIST, 'client'),
      dispose: () => {},
    }
  : prepareBuild(log);
try {
  for (const database of databasesToMeasure()) {
    const rows = await measure(database, build);
    const mb = (v) => (v === undefined || Number.isNaN(v) ? '–' : Math.round(v));
    console.log(
      `\n${database.label}${Object.keys(extraEnv).length ? ` (${process.env.MEMORY_ENV})` : ''}: MB`,
    );
    console.log(
      '| phase | RSS total | server | children | anon | file | heap used/total | external | native | load |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) {
      console.log(
        `| ${r.phase} | ${mb(r.total)} | ${mb(r.server)} | ${mb(r.children)} | ${mb(r.anon)} | ${mb(r.file)} | ${mb(r.heapUsed)}/${mb(r.heapTotal)} | ${mb(r.external)} | ${mb(r.native)} | ${r.load.toFixed(1)} |`,
      );
    }
  }
} finally {
  stopAllProcesses();
  await disposeAllDatabases();
  build.dispose();
}
