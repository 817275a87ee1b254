// `npm run bench`: the performance figures (bench/README.md) and the front-end budgets, against the
// built server on PGlite and (when DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. Prints
// a table per database with targets, writes bench/results/latest.json, and always exits 0 when
// it completes: it is a report, and its last line names the targets that failed.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBaseline } from './baseline.mjs';
import { clusterSkipReason, CLUSTER_COLLECTIONS, measureCluster } from './cluster.mjs';
import { prepareBuild } from './build.mjs';
import { MATCH_GROWTH } from './matches-growth.mjs';
import { databasesToMeasure, disposeAllDatabases } from './databases.mjs';
import {
  databaseRows,
  errorRow,
  frontendRows,
  offlineRows,
  pictureBudgetRows,
  placesRows,
  restartRows,
  publicRows,
  scanRows,
  replayRows,
} from './figures.mjs';
import { measureFrontend } from './frontend.mjs';
import { measureTrade } from './trade.mjs';
import { decodeBody } from './http-client.mjs';
import { measureSequential } from './http-timing.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { CONNECTIONS, DURATION, measureListLoad, measureOtherLoad } from './load.mjs';
import {
  MATCH_ALBUM_SIZE,
  MATCH_COLLECTIONS,
  matchesSkipReason,
  measureMatches,
} from './matches.mjs';
import { measureReplay } from './offline.mjs';
import { measureScan } from './scan.mjs';
import { measurePlaces } from './places.mjs';
import { measureRestart } from './restart.mjs';
import { checkPublicPolicy, measurePublicLoad } from './public.mjs';
import { FIRST_PICTURE_TARGET_MS, measurePictureBudget } from './pictures.mjs';
import { failedTargets, printSection, writeResults } from './report.mjs';
import { seed } from './seed.mjs';
import {
  freePort,
  readRssMb,
  readServerMemoryMb,
  startAppServer,
  stopAllProcesses,
} from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
/**
 * BENCH_ONLY=offline measures just the offline figures: the replay on each database, then the
 * front end's.
 */
const OFFLINE_ONLY = process.env.BENCH_ONLY === 'offline';
/** BENCH_ONLY=pictures measures just the picture redraw budget on each database (decision 026). */
const PICTURES_ONLY = process.env.BENCH_ONLY === 'pictures';
// A partial run keeps its own file, so it never replaces a whole run's results.
const RESULTS = path.join(
  'bench',
  'results',
  ['offline', 'restart', 'places', 'pictures', 'cluster', 'scan'].includes(process.env.BENCH_ONLY)
    ? `${process.env.BENCH_ONLY}.json`
    : 'latest.json',
);
/**
 * The whole bench should take under ~10 minutes; past this something is stuck. A larger matches
 * run (BENCH_MATCHES_SCALE) seeds for longer: 3 more minutes per 10,000 collections.
 */
const GIVE_UP_AFTER_MS =
  (24 +
    3 * Math.max(0, MATCH_COLLECTIONS / 10_000 - 1) +
    // Growing the album (BENCH_MATCHES_GROW): a few minutes per 100,000 collections and size.
    MATCH_GROWTH.reduce((minutes, size) => minutes + 3 + (4 * size) / 100_000, 0)) *
  60_000;

const started = Date.now();
const loadAverage = () => os.loadavg()[0].toFixed(2);
const log = (message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
const shell = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
};

/** The front end's figures against a running server, as table rows. */
async function measureFrontendRows({ server, label, admin, seeded, build }) {
  const measure = () =>
    measureFrontend({
      baseUrl: server.url,
      cookie: admin.cookie,
      seeded,
      staticDir: build.staticDir,
      log,
      offlineOnly: OFFLINE_ONLY,
    }).catch((error) => ({ error }));
  if (OFFLINE_ONLY) {
    const figures = await measure();
    if (figures.skipped) {
      return [{ metric: 'front end', value: `skipped: ${figures.skipped}`, checks: [] }];
    }
    return figures.error ? [errorRow(figures.error)] : offlineRows(figures);
  }
  // The three pages: the landing page and the public page (what a Facebook-group post
  // opens) signed out, and the dashboard signed in on the 10,000-sticker album.
  const lighthouse = [];
  for (const [page, url, cookie] of [
    ['landing', `${server.url}/`],
    ['public page', `${server.url}/share?collection=${seeded.album10k.publicId}`],
    ['dashboard', `${server.url}/dashboard`, admin.cookie],
  ]) {
    log(`${label}: Lighthouse on the ${page}`);
    lighthouse.push({ page, ...(await measureLighthouse(url, { cookie })) });
  }
  const rows = frontendRows(await measure(), lighthouse);
  log(`${label}: trade in person (QR code drawn and read, scanner bytes on the dashboard)`);
  const trade = await measureTrade({ baseUrl: server.url, cookie: admin.cookie, log }).catch(
    (error) => [errorRow(error)],
  );
  return [...rows, ...trade];
}

/** One database: start, seed, baseline, sequential timings, load runs, RSS, and maybe the front end. */
async function measureDatabase(database, build, withFrontend) {
  const settings = await database.prepare();
  let server;
  let admin;
  try {
    const port = await freePort();
    server = await startAppServer(settings, port, build);
    log(`${database.label}: server on ${server.url}, seeding through the API`);
    const seeded = await seed(server.url).catch((error) => {
      // A seed that fails mostly means the server failed: its own words say why.
      log(`${database.label}: the seed failed; the server's last output:\n${server.output()}`);
      throw error;
    });
    admin = seeded.admin;
    // The front end is measured once, against the first database's server (it is the same app).
    const frontendOf = () =>
      withFrontend
        ? measureFrontendRows({ server, label: database.label, admin, seeded, build })
        : undefined;
    if (OFFLINE_ONLY) {
      const replay = await measureReplay({ admin, seeded, log }).catch((error) => ({ error }));
      const frontend = await frontendOf();
      return { rows: replayRows(replay), frontend };
    }
    if (PICTURES_ONLY) {
      const target = { baseUrl: server.url, seeded, cookie: admin.cookie, log };
      const pictureBudget = await measurePictureBudget(target).catch((error) => ({ error }));
      return { rows: pictureBudgetRows(pictureBudget, FIRST_PICTURE_TARGET_MS) };
    }
    const reference = decodeBody(
      await admin.request('GET', `/api/collections/${seeded.album700.id}/stickers`),
    );

    // The baseline gets the machine to itself; PGlite also needs it, as one process holds DATA_DIR.
    await server.stop();
    const baseline = await measureBaseline({ database: settings, seeded, reference, log });
    server = await startAppServer(settings, port, build);
    const rssMb = { afterStart: readRssMb(server.pid) };
    // Right after the baseline's, and like it on a freshly started process, so the two compare.
    const target = { baseUrl: server.url, seeded, cookie: admin.cookie, log };
    const lists = await measureListLoad({ ...target, label: 'ours' });
    rssMb.afterListLoad = readRssMb(server.pid);

    log(`${database.label}: sequential timings`);
    const sequential = await measureSequential({ admin, seeded, log });
    const replay = await measureReplay({ admin, seeded, log }).catch((error) => ({ error }));
    rssMb.afterSequential = readRssMb(server.pid);
    log(`${database.label}: more load runs (${CONNECTIONS} connections, ${DURATION} s each)`);
    const load = { ...lists, ...(await measureOtherLoad(target)) };
    const publicLoad = await measurePublicLoad(target);
    const publicPolicy = await checkPublicPolicy(target);
    log(`${database.label}: the picture redraw budget under a change-and-read loop`);
    const pictureBudget = await measurePictureBudget(target).catch((error) => ({ error }));
    rssMb.afterAllLoad = readRssMb(server.pid);
    rssMb.memoryAfterAllLoad = await readServerMemoryMb(server);

    const frontend = await frontendOf();
    const rows = databaseRows(database.name, { sequential, load, baseline, rssMb });
    const shared = publicRows(publicLoad, publicPolicy);
    const pictures = pictureBudgetRows(pictureBudget, FIRST_PICTURE_TARGET_MS);
    return { rows: [...rows, ...shared, ...pictures, ...replayRows(replay)], frontend };
  } finally {
    admin?.close();
    await server?.stop();
    await database.dispose();
  }
}

/** Every database in turn; the front end once, with the first database that gets that far. */
async function measureAll(build, cpus) {
  const sections = [];
  let frontendSection;
  for (const database of databasesToMeasure()) {
    const loadBefore = loadAverage();
    let rows;
    try {
      const measured = await measureDatabase(database, build, !frontendSection);
      rows = measured.rows;
      if (measured.frontend) {
        const title = `Front end (served with ${database.label})`;
        frontendSection = { title, rows: measured.frontend };
      }
    } catch (error) {
      log(`${database.label}: the run failed: ${error.stack ?? error}`);
      rows = [errorRow(error)];
    }
    const note = `1-minute load average ${loadBefore} before, ${loadAverage()} after, on ${cpus} cores`;
    sections.push({ title: database.label, note, rows });
  }
  return frontendSection ? [...sections, frontendSection] : sections;
}

/** A section of one measurement on its own server, with the load average around it. */
async function ownServerSection({ title, says, measure, rowsOf }, build, cpus) {
  const loadBefore = loadAverage();
  log(says);
  const measured = await measure({ build, log }).catch((error) => ({ error }));
  const note = `1-minute load average ${loadBefore} before, ${loadAverage()} after, on ${cpus} cores`;
  return { title, note, rows: rowsOf(measured) };
}

/** `npm start` again with nothing changed: the built server's restart on the same PGlite data. */
const restartSection = (build, cpus) =>
  ownServerSection(
    {
      title: 'Start-up (PGlite)',
      says: 'restart: the built server started, then restarted unchanged on the same data',
      measure: measureRestart,
      rowsOf: restartRows,
    },
    build,
    cpus,
  );

/** The place search: the gazetteer's memory in the built server and a search's time. */
const placesSection = (build, cpus) =>
  ownServerSection(
    {
      title: 'Place search (PGlite)',
      says: 'places: the gazetteer read by the first search, then searches timed',
      measure: measurePlaces,
      rowsOf: placesRows,
    },
    build,
    cpus,
  );

/** The camera scan: the test photos read by the app's reading code (decision 039). */
const scanSection = (build, cpus) =>
  ownServerSection(
    {
      title: 'Camera scan (test photos, OCR in Node)',
      says: 'scan: the seeded test photos read as the app reads them',
      measure: measureScan,
      rowsOf: scanRows,
    },
    build,
    cpus,
  );

/** Swap matches at scale, on PostgreSQL only; a section of one row saying why when skipped. */
async function matchesSection(build, cpus) {
  const title = `Swap matches (PostgreSQL, ${MATCH_COLLECTIONS.toLocaleString('en-GB')} opted-in collections of a ${MATCH_ALBUM_SIZE}-sticker album)`;
  const skipped = matchesSkipReason();
  if (skipped) {
    log(`matches: skipped (${skipped})`);
    return { title, rows: [{ metric: 'matches', value: `skipped: ${skipped}`, checks: [] }] };
  }
  const loadBefore = loadAverage();
  let rows;
  try {
    rows = await measureMatches({ build, log });
  } catch (error) {
    log(`matches: the run failed: ${error.stack ?? error}`);
    rows = [errorRow(error)];
  }
  const note = `1-minute load average ${loadBefore} before, ${loadAverage()} after, on ${cpus} cores`;
  return { title, note, rows };
}

/**
 * The cluster beside one instance (bench/cluster.mjs, decision 036): the public list and matches
 * loads through HAProxy, 2 instances and a replica, then on one instance on the primary; a ratio.
 */
async function clusterSection(build, cpus) {
  const title = `Cluster (HAProxy, 2 instances, a streaming replica) beside one instance on the primary (PostgreSQL 15, ${CLUSTER_COLLECTIONS.toLocaleString('en-GB')} opted-in collections)`;
  const skipped = await clusterSkipReason();
  if (skipped) {
    log(`cluster: skipped (${skipped})`);
    return { title, rows: [{ metric: 'cluster', value: `skipped: ${skipped}`, checks: [] }] };
  }
  return ownServerSection(
    {
      title,
      says: 'cluster: the same loads on the cluster and on one instance',
      measure: measureCluster,
      rowsOf: (measured) => (measured.error ? [errorRow(measured.error)] : measured),
    },
    build,
    cpus,
  );
}

async function main() {
  const build = prepareBuild(log);
  const stop = async (code, message) => {
    if (message) console.error(message);
    stopAllProcesses();
    build.dispose();
    await disposeAllDatabases();
    process.exit(code);
  };
  setTimeout(
    () =>
      void stop(1, `bench: still running after ${GIVE_UP_AFTER_MS / 60_000} minutes, giving up`),
    GIVE_UP_AFTER_MS,
  ).unref();
  process.once('SIGINT', () => void stop(130));

  const environment = {
    startedAt: new Date(started).toISOString(),
    commit: shell('git', ['rev-parse', '--short', 'HEAD']),
    uncommittedChanges: Boolean(shell('git', ['status', '--porcelain'])),
    distBuiltAt: build.builtAt,
    node: process.version,
    cpus: os.cpus().length,
    uptimeAtStart: shell('uptime', []),
  };
  log(`load average at start: ${loadAverage()} on ${environment.cpus} cores`);
  let sections;
  try {
    // BENCH_ONLY=matches measures just the swap matches; BENCH_ONLY=offline just the offline ones.
    // BENCH_ONLY=restart: just the restart. It goes first, while nothing else of the run runs.
    // BENCH_ONLY=places: just the place search. BENCH_ONLY=cluster: just the cluster's ratio.
    // BENCH_ONLY=scan: just the camera scan. BENCH_ONLY=pglite or postgres: one database's parts.
    sections = [];
    const only = process.env.BENCH_ONLY;
    const oneDatabase = only === 'pglite' || only === 'postgres';
    // Whether a part runs: all of them in a full run; in a partial run, those it names.
    const runs = (...names) => !only || names.includes(only);
    if (runs('restart') || oneDatabase)
      sections.push(await restartSection(build, environment.cpus));
    if (runs('places') || oneDatabase) sections.push(await placesSection(build, environment.cpus));
    if (runs('offline', 'pictures') || oneDatabase)
      sections.push(...(await measureAll(build, environment.cpus)));
    if (runs('matches') || oneDatabase)
      sections.push(await matchesSection(build, environment.cpus));
    if (runs('cluster')) sections.push(await clusterSection(build, environment.cpus));
    if (runs('scan')) sections.push(await scanSection(build, environment.cpus));
  } finally {
    build.dispose();
  }

  environment.uptimeAtEnd = shell('uptime', []);
  environment.durationSeconds = Math.round((Date.now() - started) / 1000);
  for (const section of sections) printSection(section);
  const failed = failedTargets(sections);
  writeResults(RESULTS, { environment, sections, failed });
  console.log(
    `\nload average: at start "${environment.uptimeAtStart}", at end "${environment.uptimeAtEnd}"`,
  );
  console.log(
    '* login: no setting relaxes its rate limits, so it is timed one attempt at a time (≤ 9 per account).',
  );
  console.log(`Results in ${RESULTS} (${environment.durationSeconds} s).`);
  console.log(
    failed.length ? `Failed targets (${failed.length}): ${failed.join(' · ')}` : 'All targets met.',
  );
}

await main();
