import { round } from './stats.mjs';

// The performance targets (bench/README.md) and the front-end budgets, turned into table rows. A row's
// `checks` are [description, passed] pairs; a row without checks only reports.

const mb = (value) => (value === undefined ? 'unknown' : `${round(value)} MB`);
/** The server's own heap figures beside its RSS (bench/memory-probe.cjs), when it answered. */
const heap = (m) =>
  m === undefined
    ? ''
    : `; heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}, external ${mb(m.external)} (array buffers ${mb(m.arrayBuffers)})`;
const ms = (value) => (value === undefined ? 'n/a' : `${round(value)} ms`);
const timing = (s) => `median ${ms(s.median)}, p99 ${ms(s.p99)} (n=${s.n})`;
const load = (l) =>
  `${round(l.requestsPerSecond)} req/s, p50 ${ms(l.p50)}, p99 ${ms(l.p99)} (n=${l.total})`;

function row(metric, value, checks = [], data = {}) {
  return { metric, value, checks, data };
}

/** The one row of a run that failed part-way. */
export const errorRow = (error) =>
  row('run', `error: ${error.message.split('\n')[0]}`, [['completes', false]]);

/** Non-2xx answers and connection errors: every load run must have none. */
const clean = (l) => [`0 non-2xx/errors (got ${l.non2xx + l.errors})`, l.non2xx + l.errors === 0];
const sequentialClean = (s) => (s.non2xx ? [[`0 non-2xx (got ${s.non2xx})`, false]] : []);

/** The rows for one database's run. */
export function databaseRows(db, r) {
  const isPg = db === 'postgres';
  // PGlite runs PostgreSQL inside the process (its WASM memory counts in the RSS), hence more.
  const rssTargetMb = isPg ? 250 : 400;
  const s = r.sequential;
  const ratio700 = r.load.list700.requestsPerSecond / r.baseline.list700.requestsPerSecond;
  const ratio10k = r.load.list10k.requestsPerSecond / r.baseline.list10k.requestsPerSecond;
  const minRatio = isPg ? 0.85 : 0.8;
  const perSecond = (stat, items) => `${round((items * 1000) / stat.median)} stickers/s`;
  return [
    row(
      'create 10,000-sticker collection',
      timing(s.create10k),
      // 250 ms on PGlite since the stickers' foreign key is declared again (decision 022).
      [
        [`median < ${isPg ? 150 : 250} ms`, s.create10k.median < (isPg ? 150 : 250)],
        ...sequentialClean(s.create10k),
      ],
      s.create10k,
    ),
    row(
      'list 700 stickers',
      timing(s.list700),
      [...(isPg ? [['median < 15 ms', s.list700.median < 15]] : []), ...sequentialClean(s.list700)],
      s.list700,
    ),
    row(
      'list 10,000 stickers',
      timing(s.list10k),
      [
        [`median < ${isPg ? 60 : 150} ms`, s.list10k.median < (isPg ? 60 : 150)],
        ...sequentialClean(s.list10k),
      ],
      s.list10k,
    ),
    row(
      'PATCH one sticker',
      timing(s.patchOne),
      [['median < 5 ms', s.patchOne.median < 5], ...sequentialClean(s.patchOne)],
      s.patchOne,
    ),
    row(
      'bulk PATCH 1,000 ids',
      `${timing(s.bulk1k)}, ${perSecond(s.bulk1k, 1000)}`,
      sequentialClean(s.bulk1k),
      s.bulk1k,
    ),
    row(
      'bulk PATCH 10,000 ids',
      `${timing(s.bulk10k)}, ${perSecond(s.bulk10k, 10_000)}`,
      [['median < 250 ms', s.bulk10k.median < 250], ...sequentialClean(s.bulk10k)],
      s.bulk10k,
    ),
    row(
      'list 700: size on the wire',
      `${round(s.list700Wire.bytes / 1024)} KB (${s.list700Wire.encoding})`,
      [['≤ 15 KB', s.list700Wire.bytes <= 15 * 1024]],
      s.list700Wire,
    ),
    row(
      'load: GET list 700',
      load(r.load.list700),
      [clean(r.load.list700), ...(isPg ? [['p99 ≤ 30 ms', r.load.list700.p99 <= 30]] : [])],
      r.load.list700,
    ),
    row(
      '  baseline: list 700',
      load(r.baseline.list700),
      [clean(r.baseline.list700)],
      r.baseline.list700,
    ),
    row(
      '  list 700 / baseline',
      `${ratio700.toFixed(2)}x`,
      [
        [`≥ ${minRatio}x`, ratio700 >= minRatio],
        ['same body as ours', r.baseline.sameBody],
      ],
      { ratio: ratio700 },
    ),
    row('load: GET list 10,000', load(r.load.list10k), [clean(r.load.list10k)], r.load.list10k),
    row(
      '  baseline: list 10,000',
      load(r.baseline.list10k),
      [clean(r.baseline.list10k)],
      r.baseline.list10k,
    ),
    row('  list 10,000 / baseline', `${ratio10k.toFixed(2)}x`, [], { ratio: ratio10k }),
    row(
      'load: PATCH one sticker',
      load(r.load.patchOne),
      [
        clean(r.load.patchOne),
        ...(isPg
          ? [
              ['≥ 1,000 req/s', r.load.patchOne.requestsPerSecond >= 1000],
              ['p99 ≤ 15 ms', r.load.patchOne.p99 <= 15],
            ]
          : []),
      ],
      r.load.patchOne,
    ),
    row(
      'POST /api/login (sequential*)',
      `${timing(s.login)}, ${round(1000 / s.login.mean)} req/s`,
      sequentialClean(s.login),
      s.login,
    ),
    row(
      'share image, cold (sequential)',
      timing(s.imageCold),
      sequentialClean(s.imageCold),
      s.imageCold,
    ),
    row(
      'server RSS after the load (with its child processes)',
      `${mb(r.rssMb.afterAllLoad)} (${mb(r.rssMb.afterStart)} after start, ${mb(r.rssMb.afterListLoad)} after the list load)${heap(r.rssMb.memoryAfterAllLoad)}`,
      [[`< ${rssTargetMb} MB`, r.rssMb.afterAllLoad < rssTargetMb]],
      r.rssMb,
    ),
  ];
}

/** What the landing page and the dashboard load, against their budgets. */
function javascriptRows(f) {
  return [
    row(
      'landing page JavaScript (gzip)',
      `${round(f.landing.gzipKb)} KB in ${f.landing.files.length} files`,
      [['≤ 100 KB', f.landing.gzipKb <= 100]],
      f.landing,
    ),
    row(
      'dashboard JavaScript (gzip, signed in)',
      `${round(f.dashboard.gzipKb)} KB in ${f.dashboard.files.length} files`,
      [['≤ 200 KB', f.dashboard.gzipKb <= 200]],
      f.dashboard,
    ),
  ];
}

/** The front-end rows (measured once, against the first database's server). */
export function frontendRows(f, lighthouse) {
  if (f.skipped) return [row('front end', `skipped: ${f.skipped}`)];
  if (f.error) return [errorRow(f.error), ...lighthouseRows(lighthouse)];
  const clicks = f.clickToPaint.samples;
  const sorted = [...clicks].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const rows = [
    ...javascriptRows(f),
    row(
      'click-to-paint, 10,000-sticker album',
      clicks.length
        ? `median ${ms(median)}, max ${ms(sorted.at(-1))} (n=${clicks.length}/${f.clickToPaint.attempts})`
        : 'no toggle painted',
      [
        ['median < 50 ms', clicks.length > 0 && median < 50],
        [`every click painted`, clicks.length === f.clickToPaint.attempts],
      ],
      { samples: clicks.map(round) },
    ),
  ];
  return [...rows, ...offlineRows(f), ...lighthouseRows(lighthouse)];
}

/**
 * Lighthouse scores of each page against their targets (performance ≥ 95, accessibility and best
 * practices 100, SEO 100 on the signed-out pages), or the reason a page has none.
 */
function lighthouseRows(pages) {
  return pages.flatMap((lighthouse) => {
    const where = `${lighthouse.page}, mobile`;
    if (lighthouse.skipped) return [row(`Lighthouse (${where})`, `skipped: ${lighthouse.skipped}`)];
    const lh = (name, value, min) =>
      row(
        `Lighthouse ${name} (${where})`,
        String(value),
        [[min === 100 ? '= 100' : `≥ ${min}`, value >= min]],
        { score: value },
      );
    return [
      lh('performance', lighthouse.performance, 95),
      lh('accessibility', lighthouse.accessibility, 100),
      lh('best practices', lighthouse.bestPractices, 100),
      ...(lighthouse.page === 'dashboard' ? [] : [lh('SEO', lighthouse.seo, 100)]),
    ];
  });
}

/** The outbox replay after reconnect, on one database (the offline target: 500 in under 3 s). */
export function replayRows(r) {
  if (r.error)
    return [
      row('replay queued changes', `error: ${r.error.message.split('\n')[0]}`, [
        ['completes', false],
      ]),
    ];
  return [
    row(
      `replay ${r.changes} queued sticker changes`,
      `${ms(r.ms)} (${ms(r.ms / r.changes)} a change; ${r.requests} batches of up to ${r.batchSize} to POST /api/stickers/changes, each change with its own Idempotency-Key, as the outbox sends a backlog; half are +1 copy); sent again: ${ms(r.againMs)}, ${r.againReplayed}/${r.changes} stored answers`,
      [
        ['< 3 s', r.ms < 3000],
        [`0 non-2xx (got ${r.non2xx + r.againNon2xx})`, r.non2xx + r.againNon2xx === 0],
        ['each applied once', r.appliedOnce && r.replayedFirst === 0],
        ['sent again: every answer a stored one', r.againReplayed === r.changes],
      ],
      r,
    ),
  ];
}

/** `npm start` with nothing changed: the built server ready again on its PGlite data (decision 029). */
export function restartRows(r) {
  if (r.error)
    return [
      row('restart ready (unchanged)', `error: ${r.error.message.split('\n')[0]}`, [
        ['completes', false],
      ]),
    ];
  return [
    row(
      'restart ready (unchanged)',
      `${ms(r.median)} from spawn to /readyz 200 (median, max ${ms(r.max)}, n=${r.n}; CPU used by then ${ms(r.cpuMedian)}, median; the built server again on the same PGlite data; its first start, with migrations and shipped albums, ${ms(r.firstMs)})`,
      [['median < 2,000 ms', r.median < 2000]],
      { firstMs: round(r.firstMs), samples: r.samples.map(round) },
    ),
  ];
}

/** The place search's gazetteer (decision 034): its memory in the server and a search's time. */
export function placesRows(r) {
  if (r.error) return [errorRow(r.error)];
  return [
    row(
      'place search: gazetteer memory',
      `${mb(r.citiesMb)} RSS added by the cities and towns, ${mb(r.zipsMb)} by the US ZIP codes (the build's packed files read and searched in a fresh process, after GC, median of 3; there ${ms(r.own.cityMs)} and ${ms(r.own.zipMs)}); in the server, first search ${ms(r.firstCityMs)}, first ZIP search ${ms(r.firstZipMs)}; server ${mb(r.rssBeforeMb)} before${heap(r.memory)}`,
      [['< 60 MB both', r.citiesMb + r.zipsMb < 60]],
    ),
    row(
      'place search: GET /api/places',
      `${timing(r)}, sequential over HTTP: prefixes of 2 letters to whole names, with a country, ZIP codes; GET /api/user/area between them (the same session check, no gazetteer): ${timing(r.baseline)}`,
      [['p99 < 20 ms', r.p99 < 20]],
    ),
  ];
}

/** Offline: opening the dashboard with no signal, and the JavaScript the offline feature adds. */
export function offlineRows(f) {
  // The page budgets come along: the offline code is part of them.
  const rows = f.landing && f.dashboard ? javascriptRows(f) : [];
  const failed = (metric, error) =>
    row(metric, `error: ${error.message.split('\n')[0]}`, [['completes', false]]);
  const start = f.offlineStart;
  if (start?.error) rows.push(failed('offline cold start, 10,000-sticker album', start.error));
  else if (start) {
    rows.push(
      row(
        'offline cold start, 10,000-sticker album',
        `first sticker painted ${ms(start.median)} after navigation (median, max ${ms(start.max)}, n=${start.n}; service worker + IndexedDB cache, every request aborted)`,
        [
          ['median < 1,500 ms', start.median < 1500],
          ['"Offline — showing your lists" shown', start.offlineBanner],
        ],
        { samples: start.samples.map(round) },
      ),
    );
    // Issue 30 item 8: a first visit caches the shell at install, the rest right after.
    rows.push(
      row(
        'first visit ready offline',
        `${ms(start.readyOfflineMs)} from the first navigation to the dashboard (fresh browser, signed in) to "Ready to work offline" (the service worker has the shell and every file the app loads)`,
        [['< 3,000 ms', start.readyOfflineMs !== undefined && start.readyOfflineMs < 3000]],
      ),
    );
  }
  const js = f.offlineJavascript;
  const how = 'gzip of each file minus gzip of it without the offline code; source-mapped build';
  if (js?.error) rows.push(failed('offline JavaScript', js.error));
  else if (js) {
    for (const [page, label, limit] of [
      ['landing', 'landing page', 3],
      ['dashboard', 'dashboard', 15],
    ]) {
      const share = js[page];
      const loaded = f[page].files.length;
      rows.push(
        row(
          `offline JavaScript on the ${label} (gzip)`,
          `${round(share.addedGzipKb)} KB added (${round(share.ownGzipKb)} KB gzipped alone, ${round(share.offlineKb)} KB raw) in ${share.files.length} of ${loaded} files loaded; ${how}`,
          [[`≤ ${limit} KB`, share.addedGzipKb <= limit]],
          share,
        ),
      );
    }
  }
  return rows;
}

/** A CDN-friendly policy: `public, max-age=N, stale-while-revalidate=M`, N and M in seconds. */
const seconds = (policy, directive) => {
  const match = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(policy);
  return match ? Number(match[1]) : undefined;
};

/**
 * The public answers a Facebook-group post sends a crowd to, on the 10,000-sticker public
 * collection, against the same-run static baseline (robots.txt from the built client, through
 * the server's static-file path): each at ≥ 0.5× its throughput with p99 ≤ 20 ms, and a policy a
 * CDN can absorb a spike with. The list picture (image.png, the largest answer) is compared with
 * a static PNG in bytes per second, as its cost is mostly bytes.
 */
export function publicRows(r, policy) {
  const base = r.static.robots;
  const og = r.static.ogImage;
  const mbPerSecond = (l) => (l.requestsPerSecond * l.bytesPerResponse) / 1024 / 1024;
  const rate = (l) => `${round(mbPerSecond(l))} MB/s, ${round(l.bytesPerResponse / 1024)} KB each`;
  const rows = [
    row('load: static /robots.txt (baseline)', load(base), [clean(base)], base),
    row('load: static /og-image.png', `${load(og)}, ${rate(og)}`, [clean(og)], og),
  ];
  const targeted = [
    ['share', 'load: GET /share, 10,000 stickers'],
    ['json', 'load: public JSON, 10,000 stickers'],
    ['preview', 'load: preview image (og:image), cached'],
  ];
  for (const [name, metric] of targeted) {
    const l = r.public[name];
    const ratio = l.requestsPerSecond / base.requestsPerSecond;
    rows.push(
      row(
        metric,
        `${load(l)}; ${ratio.toFixed(2)}x static`,
        [clean(l), ['≥ 0.5x static', ratio >= 0.5], ['p99 ≤ 20 ms', l.p99 <= 20]],
        { ...l, ratio },
      ),
    );
  }
  const image = r.public.image;
  const byteRatio = mbPerSecond(image) / mbPerSecond(og);
  rows.push(
    row(
      'load: list image (image.png), cached',
      `${load(image)}, ${rate(image)}; ${byteRatio.toFixed(2)}x the static PNG's MB/s`,
      [clean(image), ['≥ 0.5x static PNG MB/s', byteRatio >= 0.5]],
      { ...image, byteRatio },
    ),
  );
  if (policy) rows.push(policyRow(policy));
  return rows;
}

/**
 * Every public answer: `Cache-Control: public` with a short max-age; the policy a CDN follows
 * (`CDN-Cache-Control`, RFC 9213, else `Cache-Control`) public with a max-age and
 * stale-while-revalidate; an ETag; and 304 with no body when revalidated with it. The value says
 * how long a page may stay at a CDN after its owner turns sharing off: max-age + stale.
 */
function policyRow(policy) {
  const answers = Object.entries(policy);
  const check = (what, test) => [
    `${what} (${
      answers
        .filter(([, a]) => !test(a))
        .map(([name]) => name)
        .join(', ') || 'all'
    })`,
    answers.every(([, a]) => test(a)),
  ];
  const cdnPolicy = (a) => a.cdnCacheControl || a.cacheControl;
  const isPublic = (value) => /(^|,)\s*public\s*(,|$)/.test(value);
  const [, first] = answers[0];
  const cdnMaxAge = seconds(cdnPolicy(first), 'max-age') ?? 0;
  const stale = seconds(cdnPolicy(first), 'stale-while-revalidate') ?? 0;
  return row(
    'public answers: cache policy',
    `Cache-Control "${first.cacheControl}", CDN-Cache-Control "${first.cdnCacheControl}"; at a CDN ≤ ${cdnMaxAge + stale} s after sharing off (${cdnMaxAge} + ${stale} stale)`,
    [
      check('200', (a) => a.status === 200),
      check('Cache-Control: public, max-age ≤ 60', (a) => {
        const maxAge = seconds(a.cacheControl, 'max-age');
        return isPublic(a.cacheControl) && maxAge !== undefined && maxAge <= 60;
      }),
      check('CDN policy: public, max-age, stale-while-revalidate', (a) => {
        const value = cdnPolicy(a);
        return (
          isPublic(value) &&
          seconds(value, 'max-age') !== undefined &&
          seconds(value, 'stale-while-revalidate') !== undefined
        );
      }),
      check('ETag', (a) => a.etag !== ''),
      check('If-None-Match → 304, no body', (a) => a.revalidation === 304 && !a.revalidationBytes),
    ],
    policy,
  );
}

/**
 * The redraw budget (decision 026): while one collection loops a change and reads of its
 * pictures, every other collection's first picture comes within its target, and all are 200.
 */
export function pictureBudgetRows(r, targetMs) {
  if (r.error) return [errorRow(r.error)];
  const times = r.firsts.map((f) => f.ms).sort((a, b) => a - b);
  const worst = times.at(-1) ?? 0;
  const failed = r.firsts.filter((f) => f.status !== 200).length;
  return [
    row(
      "pictures: another list's first picture during a change-and-read loop",
      `${r.firsts.length} first pictures, median ${round(times[Math.floor(times.length / 2)] ?? 0)} ms, worst ${round(worst)} ms; loop ${r.rounds} rounds`,
      [
        [`worst ≤ ${targetMs} ms`, r.firsts.length > 0 && worst <= targetMs],
        [`all 200 (got ${failed} other)`, failed === 0],
      ],
      r,
    ),
  ];
}

/** The camera scan's rows (decision 039): precision, recall per photo, time per photo, bytes. */
export function scanRows(r) {
  if (r.error) return [errorRow(r.error)];
  const { photos, sizes } = r;
  const right = photos.reduce((sum, p) => sum + p.right.length, 0);
  const wrong = photos.reduce((sum, p) => sum + p.wrong.length, 0);
  const truth = photos.reduce((sum, p) => sum + p.truth.length, 0);
  const precision = right + wrong === 0 ? 0 : right / (right + wrong);
  const perPhoto = photos.map((p) => p.right.length / p.truth.length);
  const recall = perPhoto.reduce((sum, value) => sum + value, 0) / photos.length;
  const allRead = perPhoto.filter((value) => value >= 0.9).length;
  const times = photos.map((p) => p.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  const kb = (bytes) => `${round(bytes / 1024)} KB`;
  const data = Object.entries(sizes.files)
    .map(([name, file]) => `${name} ${kb(file.wire)}`)
    .join(', ');
  const dataWire = Object.values(sizes.files).reduce((sum, file) => sum + file.wire, 0);
  return [
    row(
      'scan: precision',
      `${percent(precision)} (${right} right, ${wrong} wrong of the stickers marked, ${photos.length} photos)`,
      [['≥ 99%', precision >= 0.99]],
      {
        right,
        wrong,
        wrongByPhoto: photos.filter((p) => p.wrong.length).map((p) => [p.name, p.wrong]),
      },
    ),
    row(
      'scan: recall per photo',
      `${percent(recall)} mean of each photo's share found (${right} of ${truth} stickers; ${allRead} of ${photos.length} photos at ≥ 90%; ${photos.reduce((sum, p) => sum + p.choices, 0)} readings asked about)`,
      [['≥ 90%', recall >= 0.9]],
      { perPhoto: photos.map((p) => [p.name, p.right.length, p.truth.length]) },
    ),
    row(
      'scan: time per photo',
      `median ${ms(median)}, max ${ms(times.at(-1))} (n=${times.length}; Node, this machine's CPU, the engine already loaded)`,
      [['median < 1,500 ms', median < 1500]],
      { samples: times.map(round) },
    ),
    row(
      'scan: bytes on demand',
      `JavaScript ${kb(sizes.js)} gzipped (${sizes.chunks.join(', ')}); OCR files ${kb(dataWire)} on the wire (${data}); 0 on the dashboard's first load`,
      [],
      sizes,
    ),
  ];
}
