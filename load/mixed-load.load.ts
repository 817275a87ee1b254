import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../faults/support/deployment';
import { postgresServerUrl } from '../faults/support/postgres';
import { runPool, runTag, sleep } from '../faults/support/test-run';
import { formatTable, summarise, topErrors, type ActionStats } from './load-report';
import { seedCollectors } from './seed-collectors';
import { readStoredAlbums } from './stored-albums';
import { VirtualUser } from './virtual-user';

// 200 virtual users for 60 s against the built server, on PostgreSQL when TEST_DATABASE_URL names a
// server (each run on a scratch database), else on PGlite. Each user logs in once and then ticks
// stickers, changes details, runs bulk actions, lists its album, opens the dashboard and other
// people's share pages, pausing between actions. Afterwards: no 5xx, every acknowledged write is in
// the database exactly once (sticker states and collection versions), the dashboard's counters
// match the rows, and the server still answers its health checks. LOAD_USERS and LOAD_DURATION_S
// shorten a local try.
// All load comes from 127.0.0.1, but login and register are limited per address (decision 003).
// Like instances behind a load balancer, the server trusts X-Forwarded-For (TRUST_PROXY=true),
// and each user comes from an address of its own: every login counts within the real limits.

const USERS = Number(process.env.LOAD_USERS) || 200;
const DURATION_S = Number(process.env.LOAD_DURATION_S) || 60;
const RAMP_S = Math.min(15, DURATION_S / 4);
const THINK_MS = { min: 250, max: 1_000 };
const ALBUM_SIZE = 397; // the New Collection form's default (docs/product.md "Screens")
const driver = postgresServerUrl() ? 'postgres' : 'pglite';
const log = (line: string) => console.log(`[load, ${driver}] ${line}`);

interface RunResult {
  users: VirtualUser[];
  stats: ActionStats[];
  health: { healthz: number; readyz: number };
  exit: number | string;
  /** Per user: the collection's version in the database and the range its writes imply. */
  versions: Array<{ username: string; actual: number; expected: [number, number] }>;
}

function residentMegabytes(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** The newest modification time of any file under `dir`. */
function newestChange(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? newestChange(file) : statSync(file).mtimeMs;
    }),
  );
}

/** The load test measures the build: refuse a missing one, and say when it is older than src. */
function checkBuild() {
  for (const built of ['dist/server/main.js', 'dist/client/routes.json']) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first`);
  }
  const source = Math.max(newestChange('src/server'), newestChange('src/domain'));
  if (statSync('dist/server/main.js').mtimeMs < source) {
    console.warn('dist/server/main.js is older than src/: this run measures the last build');
  }
}

/** Every user runs until the end; a probe reads /healthz each second to gauge the server. */
async function drive(deployment: Deployment, users: VirtualUser[]) {
  // A busy load generator makes timings lie: watch its own event loop too.
  const generatorDelay = monitorEventLoopDelay({ resolution: 20 });
  generatorDelay.enable();
  const probe = deployment.client(0);
  const probes: number[] = [];
  const started = Date.now();
  const stopAt = started + DURATION_S * 1000;
  await Promise.all([
    ...users.map((user, i) => user.run(started + (i * RAMP_S * 1000) / USERS, stopAt, THINK_MS)),
    (async () => {
      while (Date.now() < stopAt) {
        probes.push((await probe.call('GET', '/healthz').catch(() => ({ ms: Infinity }))).ms);
        await sleep(1_000);
      }
    })(),
  ]);
  generatorDelay.disable();
  return {
    seconds: (Date.now() - started) / 1000,
    gauges: `load generator event-loop delay p99 ${(generatorDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(generatorDelay.max / 1e6).toFixed(0)} ms; slowest of ${probes.length} /healthz probes ${Math.max(...probes).toFixed(0)} ms`,
  };
}

async function runLoad(deployment: Deployment): Promise<RunResult> {
  const server = deployment.servers[0]!;
  let started = Date.now();
  const seeded = await seedCollectors(deployment, {
    count: USERS,
    albumSize: ALBUM_SIZE,
    tag: runTag(),
  });
  log(`seeded ${USERS} collectors in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The share page needs the built web app: fail now, not with hundreds of 404s later.
  const probe = deployment.client(0);
  const share = await probe.call('GET', `/share?collection=${seeded[0]!.publicIds[0]}`);
  if (share.status !== 200) throw new Error(`/share answered ${share.status}: rebuild dist`);

  const users = seeded.map(
    (spec) => new VirtualUser(spec, deployment.client(0, { forwardedFor: spec.address })),
  );
  const rssBefore = residentMegabytes(server.pid);
  const { seconds, gauges } = await drive(deployment, users);
  const rssAfter = residentMegabytes(server.pid);
  const health = {
    healthz: (await probe.call('GET', '/healthz')).status,
    readyz: (await probe.call('GET', '/readyz')).status,
  };
  // What each collector sees once the dust has settled, then what the database holds.
  started = Date.now();
  await runPool(
    users.map((user) => () => user.checkFinalState()),
    8,
  );
  const exit = await server.stop();
  const albums = await readStoredAlbums(deployment);
  const versions = users.map(({ album, spec }) => {
    const stored = albums.get(spec.collectionId);
    album.compareListing(stored?.stickers ?? [], 'database');
    // Version 1 at creation, +1 for turning sharing on, +1 per acknowledged write, and
    // perhaps +1 for each write whose answer never came.
    const least = 1 + (stored?.isPublic ? 1 : 0) + album.acknowledgedWrites;
    const expected: [number, number] = [least, least + album.unansweredWrites];
    return { username: spec.username, actual: stored?.version ?? -1, expected };
  });

  const samples = users.flatMap((user) => user.samples);
  const stats = summarise(samples);
  const total = (count: (user: VirtualUser) => number) =>
    users.reduce((sum, user) => sum + count(user), 0);
  log(`${USERS} users for ${seconds.toFixed(1)} s (ramp ${RAMP_S} s, think ${THINK_MS.min}–${THINK_MS.max} ms)
${formatTable(stats, seconds)}
${topErrors(samples) || 'every request was answered'}
acknowledged writes: ${total((u) => u.album.acknowledgedWrites)} (${total((u) => u.album.acknowledgedStickerChanges)} sticker changes), unanswered: ${total((u) => u.album.unansweredWrites)}; mismatches: ${total((u) => u.album.mismatches.length)}; checked in ${((Date.now() - started) / 1000).toFixed(1)} s
${gauges}
server RSS ${rssBefore} MB before the run, ${rssAfter} MB after; /healthz ${health.healthz}, /readyz ${health.readyz}; stopped with ${exit}`);
  return { users, stats, health, exit, versions };
}

describe(`${USERS} virtual users for ${DURATION_S} s on the built server (${driver})`, () => {
  let deployment: Deployment | undefined;
  let result: RunResult;

  beforeAll(async () => {
    checkBuild();
    deployment = await deploy(driver, {
      entry: 'built',
      env: { TRUST_PROXY: 'true', DATABASE_POOL_MAX: '10' },
    });
    result = await runLoad(deployment);
  });
  afterAll(() => deployment?.close());

  const statusesOf = (action: string) => result.stats.find((s) => s.action === action)!.statuses;

  it('logs every collector in once, within the rate limits', () => {
    expect(statusesOf('login')).toEqual({ '2xx': USERS });
  });

  it('answers every request, and none with a 5xx', () => {
    expect(statusesOf('all')).toEqual({ '2xx': expect.any(Number) });
  });

  it('answers, lists and counts every sticker as the acknowledged writes left it', () => {
    const mismatches = result.users.flatMap(({ album, spec }) =>
      album.mismatches.map((m) => `${spec.username}: ${m}`),
    );
    // A user with an unanswered write is checked by its version range only (next test).
    const certain = result.users.filter((u) => u.album.isCertain).length;
    expect(certain, 'users that logged in and had every write answered').toBeGreaterThan(0);
    expect(mismatches.slice(0, 10), `${mismatches.length} mismatches`).toEqual([]);
  });

  it('bumps each collection version once per acknowledged write: none lost, none doubled', () => {
    const wrong = result.versions.filter(
      ({ actual, expected: [least, most] }) => actual < least || actual > most,
    );
    expect(wrong.slice(0, 10), `${wrong.length} collections`).toEqual([]);
  });

  it('still answers /healthz and /readyz after the run, and stops cleanly', () => {
    expect(result.health).toEqual({ healthz: 200, readyz: 200 });
    expect(result.exit).toBe(0);
  });
});
