// Writes dist/client/sw.js after the build and prerender (decision 016): a Workbox service worker
// that precaches what the app needs to open with no signal — the JS and CSS chunks of every
// screen, the fonts and icons, and the app shell under /dashboard, which answers every navigation
// offline. The API is never cached here: the collector's data lives in IndexedDB (the persisted
// query cache and the outbox), so the worker can never serve a stale signed-in answer as fresh.
//
// Web Push (decision 019): the push and notificationclick handlers are built from
// src/client/service-worker/push-worker.ts into assets/sw-push-<hash>.js and loaded with
// importScripts, so a change to them changes sw.js and the browser installs the new worker.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { generateSW } from 'workbox-build';

const clientDir = path.join(process.cwd(), 'dist/client');

const pushWorker = await build({
  entryPoints: [path.join(process.cwd(), 'src/client/service-worker/push-worker.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  write: false,
});
const pushCode = pushWorker.outputFiles[0].contents;
const pushHash = createHash('sha256').update(pushCode).digest('hex').slice(0, 10);
const pushFile = `assets/sw-push-${pushHash}.js`;
writeFileSync(path.join(clientDir, pushFile), pushCode);

const { count, size, warnings } = await generateSW({
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: [
    'assets/**/*.{js,css,woff2}',
    'favicon.svg',
    'icons/*.png',
    'manifest.webmanifest',
  ],
  // The shell as the server sends it at an app route; its revision is the built file's hash.
  templatedURLs: { '/dashboard': ['app.html'] },
  navigateFallback: '/dashboard',
  // Pages that are the server's to answer, even offline (they then fail as pages do).
  // The unsubscribe page is the server's own HTML (decision 018): served the app's shell instead, a
  // collector who had opened the app in that browser met "404 Page Not Found" from an email's link.
  navigateFallbackDenylist: [
    /^\/api\//,
    /^\/share/,
    /^\/reset-password/,
    /^\/(un|re)subscribe/,
    /^\/(healthz|readyz)$/,
    /^\/sitemap\.xml$/,
  ],
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // A new version waits until the collector says "Reload", so an open session never breaks.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  importScripts: [`/${pushFile}`],
  sourcemap: false,
  mode: 'production',
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: ${count} files precached (${Math.round(size / 1024)} KB), push handlers in ${pushFile}`,
);
