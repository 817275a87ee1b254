// The cluster beside one instance (issue 34, decision 036): the public list and swap matches
// loads through HAProxy in front of two instances reading from a streaming replica (PgBouncer
// before the primary), and the same loads on one instance reading the same primary directly,
// in the same run, on the same data. The ratio is reported, not judged: on a 2-core machine all
// hosts share the cores, so it measures the cores more than the design (decision 036).
/* global fetch */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { missingForCluster, REDIS_SERVER, redisPing, startCluster } from '../scripts/cluster.mjs';
import { ApiClient } from './http-client.mjs';
import { CONNECTIONS, DURATION, runLoad } from './load.mjs';
import { MATCH_ALBUM_SIZE, seedMatches } from './matches.mjs';
import { PASSWORD } from './seed.mjs';
import { freePort, startAppServer } from './server.mjs';
import { round } from './stats.mjs';

/**
 * Opted-in collections for the matches load: a real ranking, seeded in a minute on a busy 2-core
 * machine (2,000 took over 8 minutes computing their matching bits there). A repeat is served
 * from the ranking cache on either side, so the ratio compares the paths, not the ranking.
 */
export const CLUSTER_COLLECTIONS = 300;
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the cluster part cannot run here, or undefined. */
export async function clusterSkipReason() {
  const missing = missingForCluster();
  if (missing) return missing;
  // Without a Redis answering, the cluster starts one of its own (scripts/cluster.mjs).
  if (existsSync(REDIS_SERVER)) return undefined;
  const redis = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const answers = await redisPing(redis.hostname, Number(redis.port || 6379)).catch(() => false);
  return answers ? undefined : `Redis does not answer at ${redis.host}`;
}

const ms = (value) => `${round(value)} ms`;
const loadText = (l) =>
  `${round(l.requestsPerSecond)} req/s, p50 ${ms(l.p50)}, p99 ${ms(l.p99)} (n=${l.total})`;
const clean = (l) => [`0 non-2xx/errors (got ${l.non2xx + l.errors})`, l.non2xx + l.errors === 0];

/** Waits until every instance reads from the replica again (it has replayed the seed). */
async function replicaInUse(cluster) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const states = await Promise.all(
      cluster.instances.map(async (instance) => {
        const ready = await (await fetch(`${instance.url}/readyz`)).json().catch(() => ({}));
        return ready.replicas?.[0]?.state;
      }),
    );
    if (states.every((state) => state === 'ready')) return;
    if (Date.now() > deadline) throw new Error(`the replica never caught up: ${states}`);
    await sleep(500);
  }
}

/**
 * Starts the cluster (`npm run cluster`'s, on loopback) with the bench's build, seeds a matches
 * album through it and straight into the primary, then runs each load on one instance on the
 * primary and on the cluster, one after the other.
 */
export async function measureCluster({ build, log }) {
  const appEnv = {
    STATIC_DIR: build.staticDir,
    SMTP_URL: '',
    // The load comes from one address standing in for many collectors (bench/server.mjs).
    PUBLIC_READS_PER_MINUTE: '0',
  };
  log('cluster: primary, replica, PgBouncer, 2 instances and HAProxy');
  const cluster = await startCluster({ serverScript: build.serverScript, appEnv });
  let single;
  let client;
  try {
    const matcher = new ApiClient(cluster.url);
    const me = await matcher.json('POST', '/api/register', {
      username: 'bench_matcher',
      email: 'bench_matcher@bench.example',
      password: PASSWORD,
    });
    const template = await matcher.json('POST', '/api/collection-templates', {
      title: `Bench Cluster Album ${MATCH_ALBUM_SIZE}`,
      totalStickers: MATCH_ALBUM_SIZE,
    });
    const collection = await matcher.json('POST', '/api/collections', { templateId: template.id });
    const { publicUrl } = await matcher.json('PATCH', `/api/collections/${collection.id}/sharing`, {
      isPublic: true,
    });
    const publicId = new URL(publicUrl).searchParams.get('collection');
    log(`cluster: seeding ${CLUSTER_COLLECTIONS.toLocaleString('en-GB')} collections`);
    client = new pg.Client({ connectionString: cluster.primary.url });
    await client.connect();
    await seedMatches(client, {
      templateId: template.id,
      matcherId: me.id,
      matcherCollectionId: collection.id,
      collections: CLUSTER_COLLECTIONS,
      log,
    });
    await replicaInUse(cluster);
    // Past the read-your-writes window (decision 036): the loads read the replica.
    await sleep(6_000);

    const port = await freePort();
    single = await startAppServer({ databaseUrl: cluster.primary.url }, port, build);
    const loads = [
      ['public list', `/api/public/collections/${publicId}`, {}],
      ['matches', `/api/collections/${collection.id}/matches`, { cookie: matcher.cookie }],
    ];
    const rows = [];
    for (const [name, path, headers] of loads) {
      const runs = {};
      for (const [side, baseUrl] of [
        ['one instance on the primary', single.url],
        ['cluster', cluster.url],
      ]) {
        log(`cluster: load ${name} on ${side} (${CONNECTIONS} connections, ${DURATION} s)`);
        runs[side] = await runLoad({
          url: `${baseUrl}${path}`,
          headers: { ...ACCEPT, ...headers },
        });
        rows.push({
          metric: `GET ${name}: ${side}`,
          value: loadText(runs[side]),
          checks: [clean(runs[side])],
          data: runs[side],
        });
      }
      const ratio =
        runs.cluster.requestsPerSecond /
        Math.max(1e-9, runs['one instance on the primary'].requestsPerSecond);
      rows.push({
        metric: `GET ${name}: cluster ÷ one instance`,
        value: `${ratio.toFixed(2)}× the requests per second`,
        checks: [],
        data: { ratio },
      });
    }
    return rows;
  } finally {
    await client?.end().catch(() => {});
    await single?.stop();
    await cluster.stop();
  }
}
