// Writes dist/client/sw.js after the build and prerender (decision 016): a Workbox service worker
// that precaches what the app needs to open with no signal — the JS and CSS chunks of every
// screen, the fonts and icons, and the app shell under /dashboard, which answers every navigation
// offline. The API is never cached here: the collector's data lives in IndexedDB (the persisted
// query cache and the outbox), so the worker can never serve a stale signed-in answer as fresh.
import path from 'node:path';
import { generateSW } from 'workbox-build';

const clientDir = path.join(process.cwd(), 'dist/client');

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
  navigateFallbackDenylist: [/^\/api\//, /^\/share/, /^\/reset-password/, /^\/sitemap\.xml$/],
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // A new version waits until the collector says "Reload", so an open session never breaks.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
