// Imported by the generated /sw.js (scripts/service-worker.mjs, decision 016, amended 2026-11-28):
// the install precaches only the app shell and our own offline page, so the worker is in control
// seconds after a first visit; everything else the app loads (each screen's code, fonts) is
// fetched into a cache of this version's own once the page asks, and the worker then tells it
// "ready to work offline". Until then a navigation with no signal gets our offline page, never
// the browser's "no internet" one; after, the app shell.

/** Filled in by scripts/service-worker.mjs at build time. */
declare const __OFFLINE_BUILD__: {
  /** This build's id: names the cache of the files fetched after the install. */
  version: string;
  /** The cache key of the precached app shell (app.html). */
  shellUrl: string;
  /** The precached offline page. */
  offlineUrl: string;
  /** Everything the install precaches, path and query (Workbox answers those itself). */
  precached: string[];
  /** What the app may load after its first paint, fetched once the page asks. */
  rest: string[];
  /** Navigations that are the server's to answer, even offline (as Workbox's denylist was). */
  denylist: string[];
  /** The cache of the camera scan's OCR files under /ocr/, named by their content (decision 039). */
  ocrCache: string;
};

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
interface WorkerScope {
  location: { origin: string };
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const build = __OFFLINE_BUILD__;
const CACHE_PREFIX = 'swapsies-offline-';
const cacheName = `${CACHE_PREFIX}${build.version}`;
/** Written last, once every file of `rest` is in the cache. */
const READY_MARK = '/__swapsies-offline-ready';
const precached = new Set(build.precached);
const denylist = build.denylist.map((source) => new RegExp(source));

const OCR_CACHE_PREFIX = 'swapsies-ocr-';

let warming: Promise<boolean> | undefined;

/** Whether every file the app needs offline is cached (the mark is written last). */
async function isReady() {
  const cache = await caches.open(cacheName);
  return (await cache.match(READY_MARK)) !== undefined;
}

/**
 * Fetches every file of `rest` not cached yet, a few at a time; true once all are (and marked),
 * false if any failed (the signal went): the next page load asks again and only the missing
 * ones are fetched.
 */
function warm(): Promise<boolean> {
  warming ??= (async () => {
    const cache = await caches.open(cacheName);
    if (await cache.match(READY_MARK)) return true;
    const queue = [...build.rest];
    let failed = false;
    const next = async (): Promise<void> => {
      const url = queue.shift();
      if (url === undefined) return;
      if (!(await cache.match(url))) {
        try {
          const response = await fetch(url, { credentials: 'same-origin' });
          if (response.ok) await cache.put(url, response);
          else failed = true;
        } catch {
          failed = true;
        }
      }
      return next();
    };
    await Promise.all(Array.from({ length: 6 }, next));
    if (failed) return false;
    await cache.put(READY_MARK, new Response('ready'));
    return true;
  })().finally(() => {
    warming = undefined;
  });
  return warming;
}

// A page asks once it is controlled; the answer says whether this worker just became ready, so
// the app says "Ready to work offline" once, not on every load.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type !== 'WARM_OFFLINE') return;
  event.waitUntil(
    (async () => {
      const wasReady = await isReady();
      const ready = wasReady || (await warm());
      event.source?.postMessage({ type: 'OFFLINE_STATE', ready, fresh: ready && !wasReady });
    })(),
  );
});

// The caches of older versions go when this one takes over.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                (name.startsWith(CACHE_PREFIX) && name !== cacheName) ||
                (name.startsWith(OCR_CACHE_PREFIX) && name !== build.ocrCache),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

async function navigate(request: Request): Promise<Response> {
  if (await isReady()) {
    // Workbox keys a file without a hash in its name by its revision (`?__WB_REVISION__=…`).
    const shell = await caches.match(build.shellUrl, { ignoreSearch: true });
    if (shell) return shell;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(build.offlineUrl, { ignoreSearch: true });
    if (offline) return offline;
    throw error;
  }
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName });
  return cached ?? fetch(request);
}

/**
 * The camera scan's OCR files (decision 039): about 3 MB the first load must not download, so
 * neither the precache nor the files fetched after hold them. They are kept here the first time
 * Scan fetches them, and answered from here after, so Scan works with no signal.
 */
async function ocrFile(request: Request): Promise<Response> {
  const cache = await caches.open(build.ocrCache);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Registered before Workbox's own listener (importScripts comes first in sw.js): what the
// install precached is left to Workbox; navigations and the files fetched after are ours.
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || precached.has(url.pathname + url.search)) return;
  if (request.mode === 'navigate') {
    if (denylist.some((pattern) => pattern.test(url.pathname))) return;
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheFirst(request));
  } else if (url.pathname.startsWith('/ocr/')) {
    event.respondWith(ocrFile(request));
  }
});

// A module, so its interfaces are its own and not merged into the DOM's.
export {};
