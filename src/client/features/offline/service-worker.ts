import { toast } from '../../components/ui/toast-store';

/**
 * Registers the service worker the build writes (`/sw.js`, decision 016), in production builds
 * only. A new version waits until the collector chooses to reload, so an open session is never
 * swapped under their fingers. (The browser's own API, not workbox-window: its update handler
 * threw where registration is refused, as in a browser that blocks service workers.)
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  let isReloading = false;

  const offerReload = (waiting: ServiceWorker) =>
    toast({
      title: 'A new version is ready',
      duration: 60_000,
      action: {
        label: 'Reload',
        onClick: () => {
          isReloading = true;
          // Workbox's generated worker takes over when asked this way.
          waiting.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });

  serviceWorker.addEventListener('controllerchange', () => {
    if (isReloading) window.location.reload();
  });
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
