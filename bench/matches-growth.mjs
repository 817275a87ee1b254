// Swap matches as the crowd grows (decision 035): the album of bench/matches.mjs grows to each
// size of BENCH_MATCHES_GROW by writing matching data straight into the database, and at each size
// the same reads and sticker writes are timed through the running server (the production code
// path). The last two sizes give the growth ratios the targets are about: a match read's p99 may
// grow at most 2×, a sticker change's cost at most 1.2×.
import { loadavg } from 'node:os';
import { CONNECTIONS, runLoad } from './load.mjs';
import { round, summarize } from './stats.mjs';

/**
 * Sizes the album grows to after the base measurements, e.g. BENCH_MATCHES_GROW=100000,1000000:
 * none by default (the growth is opt-in, ~2 minutes per 100,000 collections on 2 cores).
 */
export const MATCH_GROWTH = growthSteps(process.env.BENCH_MATCHES_GROW);

function growthSteps(value) {
  if (value === undefined || value === '') return [];
  const steps = value.split(',').map((part) => Number(part.trim()));
  if (
    steps.some((n) => !Number.isInteger(n) || n < 2) ||
    steps.some((n, i) => n <= (steps[i - 1] ?? 0))
  ) {
    throw new Error(
      `BENCH_MATCHES_GROW must be increasing whole numbers of collections (got ${value})`,
    );
  }
  return steps;
}

/** First 20 matches, one at a time and at 10 connections (issue targets at 1,000,000). */
const READ_P99_MS = 100;
const LOAD_P99_MS = 250;
const READS = 200;
const RANKINGS = 20;
const WRITES = 100;
const GROW_BATCH = 100_000;

const ms = (value) => (value === undefined ? 'n/a' : `${round(value)} ms`);
const row = (metric, value, checks = [], data = {}) => ({ metric, value, checks, data });

/**
 * Adds opted-in collections of the album up to `size`, straight into the database: a user each
 * (active within 29 days, one in ten idle; an area as bench/matches.mjs gives, one in ten none)
 * and a collection whose matching bits are those of one of the sticker-seeded collections turned
 * round by a random number of positions (the same mix of needs and spares, different stickers).
 * Their stickers are not written: the ranking reads only the bits, and the sticker writes timed
 * are the matcher's own. The change-count trigger is off while the rows go in and the album's
 * count is bumped once after, as one change.
 */
async function growTo(client, { templateId, size, albumSize, areaSql, hasArea, log }) {
  const [{ count }] = (
    await client.query('select count(*)::int as count from collections where template_id = $1', [
      templateId,
    ])
  ).rows;
  if (count >= size) return;
  const { rows: sources } = await client.query(
    `select min(id) as first, count(*)::int as n from collections
     where template_id = $1 and findable and user_id in (
       select id from users where username like 'bench_match_%' and username not like 'bench_match_g%')`,
    [templateId],
  );
  const { first: firstSource, n: sourceCount } = sources[0];
  await client.query('alter table collections disable trigger collections_match_changes');
  try {
    for (let from = count + 1; from <= size; from += GROW_BATCH) {
      const to = Math.min(size, from + GROW_BATCH - 1);
      log(
        `  matches: growing the album: collections ${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')}`,
      );
      const [{ lastUser }] = (await client.query('select max(id) as "lastUser" from users')).rows;
      await client.query(
        `with u as (
           insert into users (username, email, password_hash, last_active_at, created_at)
           select 'bench_match_g' || g, 'bench_match_g' || g || '@bench.example', 'x',
                  now() - case when abs(hashint4(g + 3)) % 10 = 0 then interval '45 days'
                               else (abs(hashint4(g + 5)) % 29) * interval '1 day' end,
                  now() - interval '100 days'
           from generate_series($1::int, $2::int) g
           returning id)
         insert into collections (user_id, template_id, findable, circle_only, need_bits, spare_bits)
         select u.id, $3, true, abs(hashint4(u.id + 29)) % 20 = 0,
                substring(s.need_bits from x.k + 1) || substring(s.need_bits for x.k),
                substring(s.spare_bits from x.k + 1) || substring(s.spare_bits for x.k)
         from u
         cross join lateral (select abs(hashint4(u.id)) % $6::int as k,
                                    $4::int + abs(hashint4(u.id + 1)) % $5::int as source) x
         join collections s on s.id = x.source`,
        [from, to, templateId, firstSource, sourceCount, albumSize],
      );
      await client.query(`update users u set ${areaSql} where u.id > $1 and ${hasArea}`, [
        lastUser,
      ]);
    }
  } finally {
    await client.query('alter table collections enable trigger collections_match_changes');
  }
  await client.query(
    `insert into match_album_changes (template_id, slot, changes) values ($1, 0, 1)
     on conflict (template_id, slot) do update set changes = match_album_changes.changes + 1`,
    [templateId],
  );
  await client.query('vacuum analyze users, collections');
}

async function timed(count, once) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < count; i += 1) {
    const response = await once(i);
    if (response.status !== 200) failures += 1;
    times.push(response.ms);
  }
  return { ...summarize(times), failures };
}

/** The bound before decision 035's covering index, measured beside the current one. */
const COMPARED_CANDIDATES = 10_000;

/**
 * The ranking's candidate scan (as features/matches/data.ts reads it for "Everyone") under
 * EXPLAIN (ANALYZE, BUFFERS): whether it is an index-only scan, how many rows it still read
 * from the table (heap fetches: pages not yet marked all-visible), the pages it touched and its
 * time on the server.
 */
async function explainCandidates(client, collectionId, bound, indexOnly = true) {
  await client.query('begin');
  if (!indexOnly) await client.query('set local enable_indexonlyscan = off');
  const { rows } = await client.query(
    `explain (analyze, buffers, format json)
     select o.id, o.user_id, o.spare_bits, o.need_bits
     from collections me
     join lateral (
       select o.id, o.user_id, o.spare_bits, o.need_bits from collections o
       where o.template_id = me.template_id and o.findable and o.status = 'active'
         and o.user_id <> me.user_id and not (o.circle_only or me.circle_only)
       order by least(bit_count(o.spare_bits), bit_count(o.need_bits)) desc, o.id
       limit $2) o on true
     where me.id = $1`,
    [collectionId, bound],
  );
  await client.query('commit');
  const plan = rows[0]['QUERY PLAN'][0];
  const scans = [];
  const walk = (node) => {
    if (node['Relation Name'] === 'collections' && node['Index Name'] !== 'collections_pkey') {
      scans.push(node);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  const scan = scans[0] ?? {};
  return {
    node: `${scan['Node Type'] ?? '?'} on ${scan['Index Name'] ?? '?'}`,
    heapFetches: scan['Heap Fetches'] ?? null,
    buffers: (scan['Shared Hit Blocks'] ?? 0) + (scan['Shared Read Blocks'] ?? 0),
    ms: plan['Execution Time'],
  };
}

/** The reads and writes timed at one size. */
async function measureSize(options) {
  const { server, matcher, client, collectionId, circleId, candidates, log, size } = options;
  const path = `/api/collections/${collectionId}/matches`;
  const get = (query) => () =>
    matcher.request('GET', `${path}${query}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const figures = { size, load: loadavg()[0] };
  for (const [name, query] of [
    ['everyone', ''],
    ['near', '?near=1'],
    ['circle', `?circle=${circleId}`],
  ]) {
    await get(query)();
    log(`matches at ${size.toLocaleString('en-GB')}: ${name}, ${READS} reads`);
    figures[name] = await timed(READS, get(query));
    log(`matches at ${size.toLocaleString('en-GB')}: ${name}, ${CONNECTIONS} connections`);
    figures[`${name}Load`] = await runLoad({
      url: `${server.url}${path}${query}`,
      headers: { cookie: matcher.cookie, 'accept-encoding': 'br, gzip' },
    });
  }
  // A ranking: the read right after another collector of the album changed something.
  const { rows } = await client.query(
    `select id from collections where template_id = (select template_id from collections where id = $1)
       and id <> $1 and findable order by id limit $2`,
    [collectionId, RANKINGS],
  );
  log(`matches at ${size.toLocaleString('en-GB')}: ${RANKINGS} rankings after a change`);
  figures.ranking = await timed(RANKINGS, async (i) => {
    await client.query('update collections set version = version + 1 where id = $1', [
      rows[i % rows.length].id,
    ]);
    return get('')();
  });
  figures.scans = [];
  for (const bound of new Set([COMPARED_CANDIDATES, candidates])) {
    figures.scans.push({ bound, ...(await explainCandidates(client, collectionId, bound)) });
  }
  // The same scan reading each candidate's row from the table, as before the covering index.
  figures.scans.push({
    bound: COMPARED_CANDIDATES,
    tableReads: true,
    ...(await explainCandidates(client, collectionId, COMPARED_CANDIDATES, false)),
  });
  const { rows: stickers } = await client.query(
    'select id from stickers where collection_id = $1 order by position limit 50',
    [collectionId],
  );
  log(`matches at ${size.toLocaleString('en-GB')}: ${WRITES} sticker PATCHes and bulk PATCHes`);
  figures.patch = await timed(WRITES, (i) =>
    matcher.request('PATCH', `/api/stickers/${stickers[i % stickers.length].id}`, {
      json: { owned: i % 2 === 0 },
    }),
  );
  figures.bulk = await timed(WRITES, (i) =>
    matcher.request('PATCH', '/api/stickers/bulk', {
      json: { updates: stickers.map((s) => ({ id: s.id, data: { owned: i % 2 === 0 } })) },
    }),
  );
  return figures;
}

function sizeRows(f) {
  const at = `at ${f.size.toLocaleString('en-GB')}`;
  const rows = [];
  for (const name of ['everyone', 'near', 'circle']) {
    const seq = f[name];
    const load = f[`${name}Load`];
    rows.push(
      row(
        `GET matches ${name} ${at} (sequential)`,
        `median ${ms(seq.median)}, p99 ${ms(seq.p99)} (n=${seq.n}); ${CONNECTIONS} connections: ${round(load.requestsPerSecond)} req/s, p99 ${ms(load.p99)} (n=${load.total}); load average ${round(f.load)}`,
        [
          [`p99 < ${READ_P99_MS} ms`, seq.p99 < READ_P99_MS],
          [`${CONNECTIONS} connections p99 < ${LOAD_P99_MS} ms`, load.p99 < LOAD_P99_MS],
          [
            `0 non-2xx (got ${seq.failures + load.non2xx + load.errors})`,
            seq.failures + load.non2xx + load.errors === 0,
          ],
        ],
        { sequential: seq, load },
      ),
    );
  }
  rows.push(
    row(
      `GET matches everyone ${at}, ranked afresh after a change`,
      `median ${ms(f.ranking.median)}, p99 ${ms(f.ranking.p99)} (n=${f.ranking.n})`,
      [[`p99 < ${READ_P99_MS} ms`, f.ranking.p99 < READ_P99_MS]],
      f.ranking,
    ),
    ...f.scans.map((scan) =>
      row(
        `candidate scan of ${scan.bound.toLocaleString('en-GB')} ${at}${scan.tableReads ? ', index-only scans off' : ''} (EXPLAIN ANALYZE)`,
        `${scan.node}, ${scan.heapFetches ?? 'n/a'} heap fetches, ${scan.buffers} buffers, ${ms(scan.ms)}`,
        // A small album is read whole, by whichever plan is cheapest: checked past the bound only.
        scan.tableReads || f.size <= scan.bound
          ? []
          : [['index-only', scan.node.startsWith('Index Only Scan')]],
        scan,
      ),
    ),
    row(
      `sticker writes ${at}`,
      `PATCH median ${ms(f.patch.median)}, p99 ${ms(f.patch.p99)}; bulk (50) median ${ms(f.bulk.median)}, p99 ${ms(f.bulk.p99)} (n=${f.patch.n} each)`,
      [
        [
          `0 non-2xx (got ${f.patch.failures + f.bulk.failures})`,
          f.patch.failures + f.bulk.failures === 0,
        ],
      ],
      { patch: f.patch, bulk: f.bulk },
    ),
  );
  return rows;
}

/** The ratios between two sizes measured in the same run. */
function ratioRows(small, big) {
  const span = `${small.size.toLocaleString('en-GB')} → ${big.size.toLocaleString('en-GB')}`;
  const ratio = (a, b) => b / a;
  const reads = ['everyone', 'near', 'circle'].map((name) => [
    name,
    ratio(small[name].p99, big[name].p99),
  ]);
  const writes = [
    ['PATCH', ratio(small.patch.median, big.patch.median)],
    ['bulk', ratio(small.bulk.median, big.bulk.median)],
  ];
  return [
    row(
      `growth ${span}: match read p99`,
      reads.map(([name, r]) => `${name} ${round(r)}×`).join(', ') +
        `; ranked afresh ${round(ratio(small.ranking.p99, big.ranking.p99))}×`,
      reads.map(([name, r]) => [`${name} ≤ 2×`, r <= 2]),
      Object.fromEntries(reads),
    ),
    row(
      `growth ${span}: sticker change (median)`,
      writes.map(([name, r]) => `${name} ${round(r)}×`).join(', '),
      writes.map(([name, r]) => [`${name} ≤ 1.2×`, r <= 1.2]),
      Object.fromEntries(writes),
    ),
  ];
}

/**
 * The growth rows: the sizes of BENCH_MATCHES_GROW in turn (a size below the base is measured
 * at the base), then the ratios between the last two. `server` has the ranking cache on.
 */
export async function measureGrowth({
  server,
  matcher,
  client,
  templateId,
  albumSize,
  collectionId,
  circleId,
  areaSql,
  hasArea,
  candidates,
  log,
}) {
  const measured = [];
  const context = { server, matcher, client, collectionId, circleId, candidates, log };
  for (const size of MATCH_GROWTH) {
    const started = Date.now();
    await growTo(client, { templateId, size, albumSize, areaSql, hasArea, log });
    const seconds = (Date.now() - started) / 1000;
    log(
      `matches: ${size.toLocaleString('en-GB')} collections after ${Math.round(seconds)} s of growing`,
    );
    const figures = await measureSize({ ...context, size });
    figures.growSeconds = seconds;
    measured.push(figures);
  }
  const rows = measured.flatMap((f) => [
    row(
      `grow to ${f.size.toLocaleString('en-GB')} (direct SQL, bits only)`,
      `${Math.round(f.growSeconds)} s`,
      [],
      { seconds: f.growSeconds },
    ),
    ...sizeRows(f),
  ]);
  if (measured.length >= 2) rows.push(...ratioRows(measured.at(-2), measured.at(-1)));
  log('matches: the approximation against the exact ranking on a sample');
  rows.push(
    await measureOverlap({ client, matcher, collectionId, candidates }).catch((error) =>
      row('approximation: the top 20 kept', `failed: ${error.message}`, [['measured', false]]),
    ),
  );
  return rows;
}

/** Collectors sampled for the approximation's overlap, besides the matcher. */
const OVERLAP_SAMPLE = 9;

/**
 * The exact top 20 of collection `$1` by today's ranking (every opted-in, active, non-circle-only
 * collection of the album whose owner was active in 30 days), or, with `$2` set, of only the `$2`
 * candidates with the most to swap at best; answers the sum of least(get, give) over the 20.
 */
const TOP20_SWAPS = `
  select coalesce(sum(swaps), 0)::int as swaps from (
    select least(g, v) as swaps from (
      select bit_count(o.spare_bits & me.need_bits) as g, bit_count(me.spare_bits & o.need_bits) as v, o.id,
             u.last_active_at
      from collections me
      join lateral (
        select * from collections o
        where o.template_id = me.template_id and o.findable and o.status = 'active'
          and o.user_id <> me.user_id and not o.circle_only
        order by case when $2::int is null then 0 else least(bit_count(o.spare_bits), bit_count(o.need_bits)) end desc, o.id
        limit coalesce($2::int, 2147483647)) o on true
      join users u on u.id = o.user_id and u.last_active_at >= now() - interval '30 days'
      where me.id = $1) x
    where g + v > 0
    order by (g > 0 and v > 0) desc, least(g, v) desc, g + v desc, last_active_at desc, id
    limit 20) t`;

/**
 * How much of the exact top 20's one-for-one swaps the bounded ranking keeps (decision 035), on
 * the matcher (as the server answered) and OVERLAP_SAMPLE other collectors (the same bound in SQL).
 */
export async function measureOverlap({ client, matcher, collectionId, candidates }) {
  const { matches } = await matcher.json('GET', `/api/collections/${collectionId}/matches`);
  const served = matches.reduce((sum, m) => sum + Math.min(m.youGet.length, m.youGive.length), 0);
  const exactOf = async (id, bound) => (await client.query(TOP20_SWAPS, [id, bound])).rows[0].swaps;
  const matcherExact = await exactOf(collectionId, null);
  const shares = [served / matcherExact];
  // The same sample with the bound before the covering index, for comparison in one run.
  const compared = [(await exactOf(collectionId, COMPARED_CANDIDATES)) / matcherExact];
  const { rows } = await client.query(
    `select id from collections where template_id = (select template_id from collections where id = $1)
       and findable and id <> $1 order by hashint4(id) limit $2`,
    [collectionId, OVERLAP_SAMPLE],
  );
  for (const { id } of rows) {
    const exact = await exactOf(id, null);
    if (exact > 0) {
      shares.push((await exactOf(id, candidates)) / exact);
      compared.push((await exactOf(id, COMPARED_CANDIDATES)) / exact);
    }
  }
  const summary = (list) => {
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    const atLeast = list.filter((share) => share >= 0.95).length;
    return `worst ${round(100 * Math.min(...list))}%, mean ${round(100 * mean)}%, ${atLeast} of ${list.length} ≥ 95%`;
  };
  return row(
    `approximation: the top 20's one-for-one swaps kept (${shares.length} collectors)`,
    `${candidates.toLocaleString('en-GB')} candidates: ${summary(shares)}; ${COMPARED_CANDIDATES.toLocaleString('en-GB')}: ${summary(compared)} of the exact top 20's`,
    [['worst ≥ 95%', Math.min(...shares) >= 0.95]],
    { shares, compared },
  );
}
