import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; undefined when there is none. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core has no browser of its own installed
  }
  return undefined;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A fresh context (own cookies) on the server's origin, at phone size unless told otherwise.
 * The service worker is blocked unless a test is about it: requests from a page it controls reach
 * the network past Playwright's routes, which the fault-injecting tests rely on.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = viewports.phone,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    locale: 'en-GB',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
}

/** Collects console errors and failed page loads so a test can assert none happened. */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * No signal, as a phone has it: the browser says offline and every request fails. Playwright's
 * offline switch alone lets a service-worker-controlled page's requests through, and a page
 * already open keeps reaching the network through the worker, so the tests reload once offline
 * (as a collector opening the app at the table does).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** The signal back: every route of `goOffline` lifted. */
export async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The app's offline cache (the persisted query cache in IndexedDB) as stored, or ''. */
export function offlineCacheText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('swapsies-query-cache');
          read.onsuccess = () => resolve(String(read.result ?? ''));
          read.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
  );
}

/** Whether the offline cache holds `text` anywhere: what a reload with no signal will show. */
export async function offlineCacheHolds(page: Page, text: string): Promise<boolean> {
  return (await offlineCacheText(page)).includes(text);
}

/** The data the offline cache keeps for one query key, as JSON text, or undefined. */
export async function offlineCacheEntry(
  page: Page,
  queryKey: unknown[],
): Promise<string | undefined> {
  const text = await offlineCacheText(page);
  if (!text) return undefined;
  const { clientState } = JSON.parse(text) as {
    clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const key = JSON.stringify(queryKey);
  const query = clientState.queries.find((q) => JSON.stringify(q.queryKey) === key);
  return query ? JSON.stringify(query.state.data) : undefined;
}

/**
 * Waits until the service worker controls the page and has everything the app needs with no
 * signal: its install caches only the app shell, the rest comes after, and the app marks the
 * page `data-offline-ready` when the worker says so (decision 016). Going offline before that
 * gets our offline page instead of the app.
 */
export async function waitUntilReadyOffline(page: Page) {
  await page.waitForFunction(
    () =>
      navigator.serviceWorker.controller !== null &&
      document.documentElement.dataset.offlineReady === 'true',
  );
}
