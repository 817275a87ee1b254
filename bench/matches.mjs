// Swap matches at scale (decisions 010, 035): 10,000 opted-in collections of a 980-sticker
// album on PostgreSQL, and `GET /api/collections/:id/matches` for one of them under load
// (targets: p99 < 40 ms one at a time, < 100 ms at 10 connections). PostgreSQL only: the point is the one ranking query on a real server.
import pg from 'pg';
import { ApiClient } from './http-client.mjs';
import { CONNECTIONS, DURATION, runLoad } from './load.mjs';
import { postgresDatabase, postgresServerUrl } from './databases.mjs';
import { PASSWORD } from './seed.mjs';
import { MATCH_GROWTH, measureGrowth } from './matches-growth.mjs';
import { startAppServer, freePort } from './server.mjs';
import { round, summarize } from './stats.mjs';

/**
 * Opted-in collections seeded: 10,000 by default; BENCH_MATCHES_SCALE=100000 for the larger run
 * (bench/README.md; about 10 times the seed time and ~70 million stickers, so not in CI).
 */
export const MATCH_COLLECTIONS = matchesScale(process.env.BENCH_MATCHES_SCALE);

function matchesScale(value) {
  if (value === undefined || value === '') return 10_000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 2) {
    throw new Error(`BENCH_MATCHES_SCALE must be a whole number of collections ≥ 2 (got ${value})`);
  }
  return n;
}
/** A World Cup album's size (issue targets: 980 stickers). */
export const MATCH_ALBUM_SIZE = 980;
/** As src/domain/matches/schemas.ts (decision 035): the most candidates one ranking compares. */
const MATCH_CANDIDATES = 20_000;
const SEED_BATCH = 2_000;
/** At 10 connections; the ranking alone (cache off, below) keeps this target one at a time. */
const P99_TARGET_MS = 100;
/** One collector asking at a time, as the matches screen does. */
const SEQUENTIAL_P99_TARGET_MS = 40;
const SEQUENTIAL_REQUESTS = 200;

/**
 * Two draws in [0, 1) per sticker from a hash of (collection, position): deterministic, and each
 * computed once in a subquery, so the fields of one sticker's state always agree.
 */
const DRAWS = (collection, position) => `
  abs(hashint8(${collection}::bigint * 100000 + ${position})::bigint)::float8 / 2147483648 as r,
  abs(hashint8(${collection}::bigint * 100000 + ${position} + 50000)::bigint)::float8 / 2147483648 as q`;
/** owned, for_trade, is_pending, pending_with, is_completed, quantity from the draws r and q. */
const STATE = `
  x.r >= 0.45, x.r >= 0.80 and x.r < 0.95, x.r >= 0.95 and x.r < 0.98,
  case when x.r >= 0.98 then 'Sam' when x.r >= 0.95 then 'Alex from the club' end,
  x.r >= 0.98, case when x.r >= 0.80 and x.r < 0.95 then 2 + floor(x.q * 2)::int else 1 end`;

/** Members of the bench's swap circle (decision 020): a big club, the matcher included. */
const CIRCLE_MEMBERS = 200;

/**
 * Areas for the nearby variant (decision 020), straight into the database: each bench collector
 * gets one of these city centres (as Settings stores them, 2 decimals) by a hash of their id,
 * and a radius of 5, 25, 100 km or anywhere; one in ten has no area. One in twenty collections
 * is "circle only", so the everyone ranking checks that rule for real.
 */
const CITY_POINTS = [
  [53.48, -2.24],
  [53.49, -2.29],
  [53.41, -2.16],
  [53.54, -2.12],
  [53.58, -2.43],
  [53.39, -2.59],
  [53.41, -2.98],
  [53.76, -2.7],
  [53.8, -1.55],
  [53.8, -1.75],
  [53.65, -1.78],
  [53.38, -1.47],
  [53.0, -2.18],
  [52.49, -1.89],
  [51.51, -0.13],
  [51.45, -2.59],
  [54.98, -1.61],
  [55.86, -4.25],
  [55.95, -3.19],
  [52.95, -1.15],
  [52.64, -1.13],
  [50.9, -1.4],
  [51.48, -3.18],
  [53.96, -1.08],
];

const LATS = `array[${CITY_POINTS.map(([lat]) => lat).join(',')}]::float8[]`;
const LONS = `array[${CITY_POINTS.map(([, lon]) => lon).join(',')}]::float8[]`;
/** A bench collector `u`'s area, by a hash of their id (also used by bench/matches-growth.mjs). */
export const AREA_SET = `area_kind = 'city', area_code = 'bench',
  area_lat = (${LATS})[1 + abs(hashint4(u.id)) % ${CITY_POINTS.length}],
  area_lon = (${LONS})[1 + abs(hashint4(u.id)) % ${CITY_POINTS.length}],
  area_radius_km = (array[5, 25, 100, null]::int[])[1 + (abs(hashint4(u.id + 7)) % 4)]`;
/** One collector in ten has no area. */
export const HAS_AREA = 'abs(hashint4(u.id + 13)) % 10 <> 0';

async function seedNearbyAndCircles(client, { templateId, matcherId }) {
  await client.query(
    `update users u set ${AREA_SET} where u.username like 'bench_match_%' and ${HAS_AREA}`,
  );
  await client.query(
    `update collections set circle_only = true, version = version + 1
     where template_id = $1 and user_id <> $2 and abs(hashint4(id + 29)) % 20 = 0`,
    [templateId, matcherId],
  );
  const { rows } = await client.query(
    `insert into circles (name, organiser_id, invite_token, created_at)
     values ('Bench club', $1, md5(random()::text) || md5(random()::text), now()) returning id`,
    [matcherId],
  );
  const circleId = rows[0].id;
  await client.query(
    `insert into circle_members (circle_id, user_id, joined_at)
     select $1, id, now() from (
       select $2::int as id union all
       (select user_id from collections where template_id = $3 and user_id <> $2
        order by abs(hashint4(id + 41)) limit $4)) m`,
    [circleId, matcherId, templateId, CIRCLE_MEMBERS - 1],
  );
  await client.query('vacuum analyze users, collections, circles, circle_members');
  return circleId;
}

const ms = (value) => (value === undefined ? 'n/a' : `${round(value)} ms`);
const row = (metric, value, checks = [], data = {}) => ({ metric, value, checks, data });

/**
 * Whether this run measures matches, and if not why (printed as the section's one row):
 * it needs a PostgreSQL server, and BENCH_ONLY=pglite leaves it out.
 */
export function matchesSkipReason(env = process.env) {
  if (env.BENCH_ONLY && !['matches', 'postgres'].includes(env.BENCH_ONLY)) {
    return `BENCH_ONLY=${env.BENCH_ONLY}`;
  }
  if (!postgresServerUrl(env)) {
    return 'PostgreSQL only (PGlite is one process on one core): set TEST_DATABASE_URL or DATABASE_URL';
  }
  return undefined;
}

/**
 * Seeds straight into the database, in a few statements: the users and collections with one
 * INSERT … SELECT each, the stickers with INSERT … SELECT generate_series in batches (a realistic
 * half-way album: ~45% needed, 35% owned, 15% spares ×2–×3 for trade, 3% pending, 2% completed),
 * then opts every collection in and computes all matching bits with one call. One collector in
 * ten was last active more than 30 days ago, so the idle filter has work to do.
 */
export async function seedMatches(
  client,
  { templateId, matcherId, matcherCollectionId, log, collections = MATCH_COLLECTIONS },
) {
  const others = collections - 1;
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into users (username, email, password_hash, last_active_at, created_at)
     select 'bench_match_' || g, 'bench_match_' || g || '@bench.example', u.password_hash,
            now() - case when random() < 0.1 then interval '31 days' + random() * interval '60 days'
                         else random() * interval '29 days' end,
            now() - interval '100 days'
     from generate_series(1, $1::int) as g, users as u
     where u.id = $2`,
    [others, matcherId],
  );
  await client.query(
    `insert into collections (user_id, template_id)
     select id, $1 from users where username like 'bench_match_%' order by id`,
    [templateId],
  );
  const { rows } = await client.query(
    'select id from collections where template_id = $1 and id <> $2 order by id',
    [templateId, matcherCollectionId],
  );
  const ids = rows.map((r) => r.id);
  for (let start = 0; start < ids.length; start += SEED_BATCH) {
    const batch = ids.slice(start, start + SEED_BATCH);
    log(`  matches: stickers of collections ${start + 1}–${start + batch.length} of ${ids.length}`);
    await client.query(
      `insert into stickers (number, position, collection_id, user_id, owned, for_trade, is_pending,
                             pending_with, is_completed, quantity)
       select x.n::text, x.n, x.id, x.user_id, ${STATE}
       from (select c.id, c.user_id, n, ${DRAWS('c.id', 'n')}
             from collections as c cross join generate_series(1, $2::int) as n
             where c.id = any($1::int[])) as x`,
      [batch, MATCH_ALBUM_SIZE],
    );
  }
  // The measured collector's own album, made through the API, gets the same mix.
  await client.query(
    `update stickers as s
     set (owned, for_trade, is_pending, pending_with, is_completed, quantity) = (select ${STATE})
     from (select id, ${DRAWS('collection_id', 'position')}
           from stickers where collection_id = $1) as x
     where s.id = x.id`,
    [matcherCollectionId],
  );
  log(
    `  matches: opting ${collections.toLocaleString('en-GB')} collections in and computing their matching bits`,
  );
  await client.query('update collections set findable = true where template_id = $1', [templateId]);
  await client.query(
    `select swapsies_refresh_match_bits(array(select id from collections where template_id = $1))`,
    [templateId],
  );
  await client.query('vacuum analyze collections, users, collection_templates');
  await client.query('analyze stickers');
}

/** SEQUENTIAL_REQUESTS requests one after another: their timings and how many were not 200. */
async function timeSequential(matcher, path) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i += 1) {
    const response = await matcher.request('GET', path, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    if (response.status !== 200) failures += 1;
    times.push(response.ms);
  }
  return { stats: summarize(times), failures };
}

/**
 * Matches as a collector asks for them (a repeat is served from the ranking cache while nothing
 * it depends on changes): sequential requests, p99 < 40 ms, then 10 connections, p99 < 100 ms.
 */
async function measureAsked({ server, matcher, path, name, log }) {
  const first = await matcher.json('GET', path);
  log(
    `matches${name}: ${first.matches.length} matches listed; ${SEQUENTIAL_REQUESTS} sequential requests`,
  );
  const { stats: sequential, failures } = await timeSequential(matcher, path);
  log(`matches${name}: load (${CONNECTIONS} connections, ${DURATION} s)`);
  const load = await runLoad({
    url: `${server.url}${path}`,
    headers: { cookie: matcher.cookie, 'accept-encoding': 'br, gzip' },
  });
  const clean = load.non2xx + load.errors === 0;
  return [
    row(
      `GET matches${name} (sequential)`,
      `median ${ms(sequential.median)}, p99 ${ms(sequential.p99)} (n=${sequential.n}), ${first.matches.length} matches listed`,
      [
        [`p99 < ${SEQUENTIAL_P99_TARGET_MS} ms`, sequential.p99 < SEQUENTIAL_P99_TARGET_MS],
        ...(failures ? [[`0 non-2xx (got ${failures})`, false]] : []),
      ],
      sequential,
    ),
    row(
      `load: GET matches${name} (10 connections)`,
      `${round(load.requestsPerSecond)} req/s, p50 ${ms(load.p50)}, p99 ${ms(load.p99)} (n=${load.total})`,
      [
        [`0 non-2xx/errors (got ${load.non2xx + load.errors})`, clean],
        [`p99 < ${P99_TARGET_MS} ms`, load.p99 < P99_TARGET_MS],
      ],
      load,
    ),
  ];
}

/**
 * The matches section: a scratch `swapsies_bench_<random>` database on the PostgreSQL server,
 * created and dropped here, the built server on it, the seed, a few sequential requests, then
 * autocannon at 10 connections for the bench duration.
 */
export async function measureMatches({ build, log }) {
  const database = postgresDatabase(postgresServerUrl());
  const settings = await database.prepare();
  let server;
  let matcher;
  let client;
  try {
    const port = await freePort();
    server = await startAppServer(settings, port, build);
    log(
      `matches: server on ${server.url}, seeding ${MATCH_COLLECTIONS.toLocaleString('en-GB')} collections`,
    );
    const seedStarted = Date.now();
    matcher = new ApiClient(server.url);
    const me = await matcher.json('POST', '/api/register', {
      username: 'bench_matcher',
      email: 'bench_matcher@bench.example',
      password: PASSWORD,
    });
    const template = await matcher.json('POST', '/api/collection-templates', {
      title: `Bench Matches Album ${MATCH_ALBUM_SIZE}`,
      totalStickers: MATCH_ALBUM_SIZE,
    });
    const collection = await matcher.json('POST', '/api/collections', {
      templateId: template.id,
    });
    client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    await seedMatches(client, {
      templateId: template.id,
      matcherId: me.id,
      matcherCollectionId: collection.id,
      log,
    });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const [{ stickers }] = (
      await client.query(
        `select count(*)::int as stickers from stickers s join collections c on c.id = s.collection_id
         where c.template_id = $1`,
        [template.id],
      )
    ).rows;

    const path = `/api/collections/${collection.id}/matches`;
    const seedRow = row(
      'seed (direct SQL)',
      `${MATCH_COLLECTIONS.toLocaleString('en-GB')} opted-in collections, ${stickers.toLocaleString('en-GB')} stickers in ${Math.round(seedSeconds)} s`,
      [],
      { collections: MATCH_COLLECTIONS, stickers, seconds: seedSeconds },
    );
    const rows = [seedRow, ...(await measureAsked({ server, matcher, path, name: '', log }))];
    // Nearby and circles (decision 020): the same album with areas, "circle only" collections
    // and a 200-member circle, on a server with the ranking cache off, so every request ranks
    // (the rows above are what a collector usually gets: a repeat is served from the cache).
    log('matches: areas, circle-only collections and a circle for the nearby and circle variants');
    const circleId = await seedNearbyAndCircles(client, {
      templateId: template.id,
      matcherId: me.id,
    });
    await matcher.json('PUT', '/api/user/area', {
      kind: 'city',
      city: 'manchester',
      radiusKm: 100,
    });
    // What a collector with the filter on gets (the ranking cache on): the same targets.
    rows.push(
      ...(await measureAsked({ server, matcher, path: `${path}?near=1`, name: ' near me', log })),
    );
    await server.stop();
    server = await startAppServer(settings, port, build, { MATCHES_CACHE_MB: '0' });
    const variants = [
      ['everyone, uncached', ''],
      ['near me (100 km), uncached', '?near=1'],
      [`circle of ${CIRCLE_MEMBERS}, uncached`, `?circle=${circleId}`],
    ];
    for (const [name, query] of variants) {
      const variantPath = `${path}${query}`;
      const listed = (await matcher.json('GET', variantPath)).matches.length;
      log(`matches: ${name}: ${listed} listed; ${SEQUENTIAL_REQUESTS} sequential requests`);
      const { stats, failures } = await timeSequential(matcher, variantPath);
      rows.push(
        row(
          `GET matches ${name} (sequential)`,
          `median ${ms(stats.median)}, p99 ${ms(stats.p99)} (n=${stats.n}), ${listed} matches listed`,
          [
            [`p99 < ${P99_TARGET_MS} ms`, stats.p99 < P99_TARGET_MS],
            ...(failures ? [[`0 non-2xx (got ${failures})`, false]] : []),
          ],
          { ...stats, listed },
        ),
      );
      if (!query) continue;
      log(`matches: ${name}: load (${CONNECTIONS} connections, ${DURATION} s)`);
      const variantLoad = await runLoad({
        url: `${server.url}${variantPath}`,
        headers: { cookie: matcher.cookie, 'accept-encoding': 'br, gzip' },
      });
      rows.push(
        row(
          `load: GET matches ${name} (10 connections)`,
          `${round(variantLoad.requestsPerSecond)} req/s, p50 ${ms(variantLoad.p50)}, p99 ${ms(variantLoad.p99)} (n=${variantLoad.total})`,
          [
            [
              `0 non-2xx/errors (got ${variantLoad.non2xx + variantLoad.errors})`,
              variantLoad.non2xx + variantLoad.errors === 0,
            ],
          ],
          variantLoad,
        ),
      );
    }
    if (MATCH_GROWTH.length > 0) {
      // The crowd grows (decision 035): the default server again (ranking cache on), the album
      // grown to each size in turn, the same reads and writes timed at each.
      await server.stop();
      server = await startAppServer(settings, port, build);
      rows.push(
        ...(await measureGrowth({
          server,
          matcher,
          client,
          templateId: template.id,
          albumSize: MATCH_ALBUM_SIZE,
          collectionId: collection.id,
          circleId,
          areaSql: AREA_SET,
          hasArea: HAS_AREA,
          candidates: MATCH_CANDIDATES,
          log,
        })),
      );
    }
    return rows;
  } finally {
    matcher?.close();
    await client?.end().catch(() => {});
    await server?.stop();
    await database.dispose();
  }
}
