// Writes dist/client/sw.js after the build and prerender (decision 016): a Workbox service worker
// that precaches the app shell at install and fetches the rest of what the app needs to open with
// no signal — the JS and CSS chunks of every screen, the fonts — right after (offline-worker.ts);
// the app shell then answers every navigation, online and offline. The API is never cached here: the collector's data lives in IndexedDB (the persisted
// query cache and the outbox), so the worker can never serve a stale signed-in answer as fresh.
//
// Web Push (decision 019) and the offline handling: the push and notificationclick handlers
// (src/client/service-worker/push-worker.ts) and offline-worker.ts are built into
// assets/sw-extra-<hash>.js and loaded with importScripts, so a change to them changes sw.js and
// the browser installs the new worker.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { generateSW } from 'workbox-build';

const clientDir = path.join(process.cwd(), 'dist/client');
const shellHtml = readFileSync(path.join(clientDir, 'app.html'), 'utf8');

// The install precaches the app shell only: app.html (as the server sends it at an app route, under
// an address with a query no link uses, so Workbox never answers a navigation with it), the scripts and
// styles it names, our offline page, the icons and the manifest. Everything else under assets/
// (each screen's code, the fonts) is fetched after, once a page asks (offline-worker.ts), so a
// first visit is in the worker's hands in seconds instead of after ~150 files (issue 30 item 8).
const SHELL_URL = '/dashboard?app-shell';
const OFFLINE_PAGE = 'offline.html';
/** Where the server sends OFFLINE_PAGE (HTML goes through its page handler, with its CSP). */
const OFFLINE_URL = '/offline';
const shellAssets = [...shellHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
const stylesheets = shellAssets.filter((file) => file.endsWith('.css'));

// Our own page for a navigation with no signal before the app is ready to work offline. No
// script and no inline style (the Content-Security-Policy allows neither): the app's stylesheet.
writeFileSync(
  path.join(clientDir, OFFLINE_PAGE),
  `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#15803d" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>You're offline — Swapsies</title>
${stylesheets.map((file) => `    <link rel="stylesheet" href="/${file}">`).join('\n')}
  </head>
  <body>
    <main class="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4 py-10" data-offline-page>
      <h1 class="text-2xl font-extrabold tracking-tight">You're offline</h1>
      <p class="text-muted-foreground">Swapsies was still getting ready to work offline in this browser when the signal went, so it cannot open yet.</p>
      <p class="text-muted-foreground">Connect and open it once: when it says "Ready to work offline", it opens with no signal too, with your lists as last seen.</p>
      <p><a class="font-semibold underline" href="/dashboard">Try again</a></p>
    </main>
  </body>
</html>
`,
);

const precachePatterns = [
  ...new Set(shellAssets),
  'favicon.svg',
  'icons/*.png',
  'manifest.webmanifest',
];

// Navigations that are the server's to answer, even offline (they then fail as pages do).
// The unsubscribe page is the server's own HTML (decision 018): served the app's shell instead, a
// collector who had opened the app in that browser met "404 Page Not Found" from an email's link.
const denylist = [
  /^\/api\//,
  // The shared trade list at every language's address too (`/de/share`, decision 038).
  /^\/(?:[a-z]{2}\/)?share/,
  /^\/reset-password/,
  /^\/(un|re)subscribe/,
  /^\/(healthz|readyz)$/,
  /^\/sitemap\.xml$/,
];

/**
 * Every file under assets/ but the worker's own script, as site paths. The message catalogs
 * (decision 038) are among them: Vite compiles each locale's `.po` of each area into its own
 * small chunk (public about 6 KB gzipped, the rest smaller), so every language's words are
 * fetched after install with the screens' code, and the app opens offline in whichever language
 * the collector uses, even one chosen after going offline.
 */
function assetFiles() {
  return readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => /\.(js|css|woff2)$/.test(name) && !name.startsWith('sw-extra-'))
    .map((name) => `assets/${name}`);
}
const rest = assetFiles()
  .filter((file) => !shellAssets.includes(file))
  .map((file) => `/${file}`)
  .sort();
// The build's id: the shell and every file fetched after, by name (hashed) and content.
const version = createHash('sha256')
  .update(shellHtml)
  .update(rest.join('\n'))
  .digest('hex')
  .slice(0, 12);

// The camera scan's OCR files (scripts/ocr-assets.mjs, decision 039): a runtime cache named by
// their content, so a new engine or language data replaces the old copy on phones.
const ocrDir = path.join(clientDir, 'ocr');
const ocrHash = createHash('sha256');
for (const name of readdirSync(ocrDir).sort())
  ocrHash.update(name).update(readFileSync(path.join(ocrDir, name)));
const ocrCache = `swapsies-ocr-${ocrHash.digest('hex').slice(0, 12)}`;

// The install's list, as Workbox will precache it, for the worker to leave those to Workbox.
const precachedPaths = [
  SHELL_URL,
  ...shellAssets.map((file) => `/${file}`),
  OFFLINE_URL,
  '/favicon.svg',
  '/manifest.webmanifest',
  ...readdirSync(path.join(clientDir, 'icons'))
    .filter((name) => name.endsWith('.png'))
    .map((name) => `/icons/${name}`),
];

const extraWorker = await build({
  entryPoints: [path.join(process.cwd(), 'src/client/service-worker/worker.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  write: false,
  define: {
    __OFFLINE_BUILD__: JSON.stringify({
      version,
      shellUrl: SHELL_URL,
      offlineUrl: OFFLINE_URL,
      precached: precachedPaths,
      rest,
      denylist: denylist.map((pattern) => pattern.source),
      ocrCache,
    }),
  },
});
const extraCode = extraWorker.outputFiles[0].contents;
const extraHash = createHash('sha256').update(extraCode).digest('hex').slice(0, 10);
const extraFile = `assets/sw-extra-${extraHash}.js`;
writeFileSync(path.join(clientDir, extraFile), extraCode);

const { count, size, warnings } = await generateSW({
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: precachePatterns,
  // The shell as the server sends it at an app route; its revision is the built file's hash. Its
  // address is no page's: offline-worker.ts answers navigations with it once ready.
  templatedURLs: { [SHELL_URL]: ['app.html'], [OFFLINE_URL]: [OFFLINE_PAGE] },
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // A new version waits until the collector says "Reload", so an open session never breaks.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  importScripts: [`/${extraFile}`],
  sourcemap: false,
  mode: 'production',
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: ${count} files precached at install (${Math.round(size / 1024)} KB), ${rest.length} fetched after; push and offline handlers in ${extraFile}`,
);
