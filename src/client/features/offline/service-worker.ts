import { msg } from '@lingui/core/macro';
import { notice, toast } from '../../components/ui/toast-store';
import { frameAreas, i18n, loadAreaMessages } from '../../lib/i18n';

/**
 * Registers the service worker the build writes (`/sw.js`, decision 016), in production builds
 * only. A new version waits until the collector chooses to reload, so an open session is never
 * swapped under their fingers. Once the worker has everything the app needs with no signal, it
 * says so, and the first time the app shows "Ready to work offline". (The browser's own API, not workbox-window: its update handler
 * threw where registration is refused, as in a browser that blocks service workers.)
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  let isReloading = false;

  const offerReload = (waiting: ServiceWorker) => {
    const show = () =>
      toast({
        title: i18n._(msg`A new version is ready`),
        duration: 60_000,
        action: {
          label: i18n._(msg`Reload`),
          onClick: () => {
            isReloading = true;
            // Workbox's generated worker takes over when asked this way.
            waiting.postMessage({ type: 'SKIP_WAITING' });
          },
        },
      });
    void loadAreaMessages(...frameAreas).then(show, show);
  };

  serviceWorker.addEventListener('controllerchange', () => {
    if (isReloading) window.location.reload();
  });
  // The worker's install caches only the app shell; the rest of what the app needs offline is
  // fetched when a page asks, and the worker answers once it has it all (offline-worker.ts).
  serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: string; ready?: boolean; fresh?: boolean } | null;
    if (data?.type !== 'OFFLINE_STATE' || !data.ready) return;
    if (document.documentElement.dataset.offlineReady !== 'true') {
      document.documentElement.dataset.offlineReady = 'true';
      // Read by the bench: from this page's navigation to ready offline (target 3 s).
      performance.mark('swapsies:offline-ready');
    }
    if (data.fresh) {
      // Its words are the signed-in frame's (it comes with the app's start-up): on a page that has
      // not loaded them yet, they load first (decision 038); with no signal, it still shows.
      const show = () =>
        notice({
          title: i18n._(msg`Ready to work offline`),
          description: i18n._(
            msg`Swapsies now opens with no signal too, with your lists as last seen.`,
          ),
        });
      void loadAreaMessages(...frameAreas).then(show, show);
    }
  });
  void serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'WARM_OFFLINE' }),
  );
  serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // Only an update waits: the first install has no page of an older version to protect.
      if (registration.waiting && serviceWorker.controller) offerReload(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) {
            offerReload(installing);
          }
        });
      });
    })
    .catch(() => {
      // No service worker (blocked, or an old browser): the app works online as before.
    });
}
