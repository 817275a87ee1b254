/* global document, window, navigator, indexedDB, MutationObserver, requestAnimationFrame, performance -- in page.evaluate */
// The offline figures (decisions 015 and 016): replaying the outbox after reconnect, opening the
// dashboard with no signal, and the JavaScript the offline feature adds to the pages.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { v7 as uuidv7 } from 'uuid';
import { decodeBody } from './http-client.mjs';
import { summarize } from './stats.mjs';

/** Queued sticker changes in one replay (the offline target: 500 in under 3 s end to end). */
export const REPLAY_CHANGES = 500;
/** Changes per request, as the outbox sends a backlog (domain/sticker/changes.ts). */
const BATCH_SIZE = 100;
/** Offline cold starts timed, each a fresh page with the network cut. */
const COLD_STARTS = 5;

/**
 * Replays REPLAY_CHANGES queued sticker changes as the outbox sends them after reconnect
 * (src/client/features/offline/outbox.ts, decision 016 "Sending the backlog"): in order, in
 * batches of BATCH_SIZE to `POST /api/stickers/changes`, one batch at a time, each change with
 * its own UUIDv7 as its Idempotency-Key, over one keep-alive connection. Half mark a sticker
 * owned (some for trade), half add a copy (`quantityDelta`, an increment). Timed from the first
 * request sent to the last answer read; then checked (every change applied once), and the same
 * outbox sent again, as a second tab would: every answer must be a stored one.
 */
export async function measureReplay({ admin, seeded, log }) {
  log(`  replay ${REPLAY_CHANGES} queued sticker changes`);
  const collection = await admin.json('POST', '/api/collections', {
    templateId: seeded.templates.small,
  });
  try {
    const stickers = await admin.json('GET', `/api/collections/${collection.id}/stickers`);
    const half = REPLAY_CHANGES / 2;
    if (stickers.length < half) throw new Error(`the album has ${stickers.length} stickers`);
    const targets = stickers.slice(0, half);
    const changes = [
      ...targets.map(({ id }, i) => ({ id, body: { owned: true, forTrade: i % 3 === 0 } })),
      ...targets.map(({ id }) => ({ id, body: { quantityDelta: 1 } })),
    ].map((change) => ({ ...change, key: uuidv7() }));

    const send = async () => {
      let non2xx = 0;
      let replayed = 0;
      let requests = 0;
      const started = nodePerformance.now();
      for (let i = 0; i < changes.length; i += BATCH_SIZE) {
        const batch = changes
          .slice(i, i + BATCH_SIZE)
          .map(({ id, body, key }) => ({ key, kind: 'update', id, body }));
        const response = await admin.request('POST', '/api/stickers/changes', {
          json: { changes: batch },
        });
        requests += 1;
        if (response.status !== 200) {
          non2xx += batch.length;
          continue;
        }
        const { answers } = JSON.parse(decodeBody(response).toString('utf8'));
        for (const answer of answers) {
          if (answer.status < 200 || answer.status > 299) non2xx += 1;
          if (answer.replayed) replayed += 1;
        }
      }
      return { ms: nodePerformance.now() - started, non2xx, replayed, requests };
    };
    const appliedOnce = async () => {
      const after = await admin.json('GET', `/api/collections/${collection.id}/stickers`);
      const byId = new Map(after.map((s) => [s.id, s]));
      return targets.every(({ id }, i) => {
        const s = byId.get(id);
        return s.owned && s.quantity === 2 && s.forTrade === (i % 3 === 0);
      });
    };

    const first = await send();
    const onceAfterFirst = await appliedOnce();
    const again = await send();
    const onceAfterAgain = await appliedOnce();
    return {
      changes: changes.length,
      ms: first.ms,
      non2xx: first.non2xx,
      requests: first.requests,
      batchSize: BATCH_SIZE,
      replayedFirst: first.replayed,
      appliedOnce: onceAfterFirst && onceAfterAgain,
      againMs: again.ms,
      againReplayed: again.replayed,
      againNon2xx: again.non2xx,
    };
  } finally {
    // Keeps the database the same size for what is measured after.
    await admin.request('DELETE', `/api/collections/${collection.id}`);
  }
}

/** The IndexedDB entry the persisted query cache lives in (features/offline/persistence.ts). */
const CACHE_DATABASE = 'keyval-store';
const CACHE_STORE = 'keyval';
const CACHE_KEY = 'swapsies-query-cache';

/** Whether the persisted cache holds the sticker list of `collectionId` (polled in the page). */
function cacheHoldsList(page, collectionId) {
  return page.evaluate(
    ({ database, store, key, needle }) =>
      new Promise((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(false);
          const read = db.transaction(store).objectStore(store).get(key);
          read.onerror = () => resolve(false);
          read.onsuccess = () =>
            resolve(typeof read.result === 'string' && read.result.includes(needle));
        };
      }),
    {
      database: CACHE_DATABASE,
      store: CACHE_STORE,
      key: CACHE_KEY,
      needle: `["/api/collections",${collectionId},"stickers"]`,
    },
  );
}

/**
 * Offline cold start of the dashboard on the 10,000-sticker album: loaded online once with the
 * service worker allowed (the worker installs and takes control, the album is selected, and the
 * persisted query cache in IndexedDB holds its list), then the network is cut the way
 * e2e/offline.e2e.ts does it (the offline switch plus aborting every request: the switch alone
 * lets a worker-controlled page through), and fresh pages are timed from navigation start to
 * the first frame after one of the album's stickers is in the page.
 */
export async function measureOfflineStart({ browser, baseUrl, cookie, seeded, log }) {
  log('  offline cold start of the dashboard (10,000-sticker album)');
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
  });
  try {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    const { id: collectionId, title, stickerIds } = seeded.album10k;

    const online = await context.newPage();
    online.setDefaultTimeout(30_000);
    await online.goto('/dashboard');
    await online.locator('[data-sticker-id]').first().waitFor();
    const card = online.getByRole('article', { name: title, exact: true });
    await card.getByRole('button', { name: title }).click();
    await online.locator(`[data-sticker-id="${stickerIds[0]}"]`).waitFor();
    // The worker controls the page and has everything the app needs offline (decision 016): on
    // this first visit, the time from the navigation to that is the "ready offline" figure.
    await online.waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        document.documentElement.dataset.offlineReady === 'true',
    );
    const readyOfflineMs = await online.evaluate(
      () => performance.getEntriesByName('swapsies:offline-ready')[0]?.startTime,
    );
    const deadline = Date.now() + 30_000;
    while (!(await cacheHoldsList(online, collectionId))) {
      if (Date.now() > deadline) throw new Error('the 10,000-sticker list never reached IndexedDB');
      await online.waitForTimeout(200);
    }
    await online.close();

    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.addInitScript((ids) => {
      const album = new Set(ids.map(String));
      window.__benchFirstSticker = new Promise((resolve) => {
        setTimeout(() => resolve(null), 20_000);
        const found = () =>
          [...document.querySelectorAll('[data-sticker-id]')].some((el) =>
            album.has(el.getAttribute('data-sticker-id')),
          );
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(document, { subtree: true, childList: true });
      });
    }, stickerIds);

    const samples = [];
    let offlineBanner = true;
    for (let i = 0; i < COLD_STARTS; i += 1) {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__benchFirstSticker !== undefined);
      const paintedAt = await page.evaluate(() => window.__benchFirstSticker);
      if (paintedAt === null) throw new Error('no sticker of the album painted within 20 s');
      samples.push(paintedAt);
      // Proof the network was really cut: the app says it shows the lists as last seen.
      const banner = page.getByRole('status').filter({ hasText: 'showing your lists from' });
      offlineBanner &&= await banner
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      await page.close();
    }
    return { ...summarize(samples), samples, offlineBanner, readyOfflineMs };
  } finally {
    await context.close();
  }
}

/**
 * Where the offline feature's code comes from: its own modules (features/offline, with its banner
 * and waiting-changes badge) and the packages only it uses. The few lines in other modules that
 * call it (main.tsx's dynamic import, the sticker writes' submitChange) are not counted.
 */
const OFFLINE_SOURCES = [
  /(^|\/)src\/client\/features\/offline\//,
  /(^|\/)node_modules\/idb-keyval\//,
  /(^|\/)node_modules\/uuid\//,
  /(^|\/)node_modules\/@tanstack\/(query-async-storage-persister|react-query-persist-client|query-persist-client-core)\//,
  // query-core's dehydrate/hydrate: only the persister uses them (they ship in its chunk).
  /(^|\/)node_modules\/@tanstack\/query-core\/build\/modern\/hydration\.js$/,
];

/**
 * Builds the web app once more with hidden source maps (`vite build --sourcemap hidden`), aside
 * under node_modules/.cache: the JavaScript is byte for byte what dist/ serves (checked per file
 * below), plus a map saying which source each byte of it came from.
 */
export function buildSourceMaps(log) {
  const outDir = path.resolve('node_modules', '.cache', 'swapsies-bench', `maps-${process.pid}`);
  log('  offline JavaScript: a build with source maps, aside');
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--sourcemap',
      'hidden',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build --sourcemap hidden failed');
  return { dir: outDir, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a source map's `mappings` into [column, sourceIndex?] segments. */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) state.source += values[1];
    segments.push([column, values.length > 1 ? state.source : undefined]);
  }
  return segments;
}

/**
 * The parts of a generated file that came from offline sources: the whole text, and the text
 * with those parts taken out. Each mapped segment runs to the next segment of its line.
 */
function splitOffline(code, map) {
  const isOffline = map.sources.map((source) => OFFLINE_SOURCES.some((re) => re.test(source)));
  const lines = code.split('\n');
  const mappings = map.mappings.split(';');
  const state = { source: 0 };
  let without = '';
  let offline = '';
  lines.forEach((line, index) => {
    const segments = decodeLine(mappings[index] ?? '', state);
    let cursor = 0;
    const take = (end, source) => {
      const text = line.slice(cursor, end);
      if (source !== undefined && isOffline[source]) offline += text;
      else without += text;
      cursor = end;
    };
    let current;
    for (const [column, source] of segments) {
      take(column, current);
      current = source;
    }
    take(line.length, current);
    if (index < lines.length - 1) without += '\n';
  });
  return { offline, without };
}

const gzipKb = (text) => gzipSync(Buffer.from(text, 'utf8')).length / 1024;

/**
 * The offline feature's JavaScript in the files a page loaded (paths from the served build):
 * `addedGzipKb` is what it adds to the download, the gzip size of each file minus that of the
 * same file without the offline code, summed; `ownGzipKb` the offline code gzipped on its own.
 */
function offlineShare(files, maps, staticDir) {
  let addedGzipKb = 0;
  let ownGzipKb = 0;
  let offlineChars = 0;
  const containing = [];
  for (const file of files) {
    const served = readFileSync(path.join(staticDir, file.path), 'utf8');
    const mapped = path.join(maps.dir, file.path);
    if (!existsSync(mapped) || readFileSync(mapped, 'utf8') !== served) {
      throw new Error(`${file.path} differs from the source-mapped build: rebuild dist/`);
    }
    // The bundler's own runtime chunk has no sources, hence no map: none of it is offline code.
    if (!existsSync(`${mapped}.map`)) continue;
    const map = JSON.parse(readFileSync(`${mapped}.map`, 'utf8'));
    const { offline, without } = splitOffline(served, map);
    if (!offline) continue;
    containing.push(file.path);
    offlineChars += offline.length;
    addedGzipKb += gzipKb(served) - gzipKb(without);
    ownGzipKb += gzipKb(offline);
  }
  return { addedGzipKb, ownGzipKb, offlineKb: offlineChars / 1024, files: containing };
}

/** The offline code in the landing page's and the dashboard's JavaScript (from measureFrontend). */
export function measureOfflineJavascript({ landingFiles, dashboardFiles, staticDir, log }) {
  const maps = buildSourceMaps(log);
  try {
    return {
      landing: offlineShare(landingFiles, maps, staticDir),
      dashboard: offlineShare(dashboardFiles, maps, staticDir),
    };
  } finally {
    maps.dispose();
  }
}
