import { Workbox } from 'workbox-window';
import { toast } from '../../components/ui/toast-store';

/**
 * Registers the service worker the build writes (`/sw.js`, decision 016), in production builds
 * only. A new version waits until the collector chooses to reload, so an open session is never
 * swapped under their fingers.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    toast({
      title: 'A new version is ready',
      duration: 60_000,
      action: {
        label: 'Reload',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  void workbox.register();
}
