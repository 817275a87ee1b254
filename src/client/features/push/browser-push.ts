// The browser's side of Web Push (decision 019): whether it can, the permission, and this
// browser's PushSubscription. Kept apart from React so the opt-in's states are plain data.

/** How long to wait for the service worker before saying phone notifications cannot work here. */
const WORKER_WAIT_MS = 10_000;

/** Whether this browser has what phone notifications need at all. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The permission as the browser has it: 'default' (not asked), 'granted' or 'denied'. */
export function notificationPermission(): NotificationPermission {
  return isPushSupported() ? Notification.permission : 'denied';
}

/** The app's service worker registration, once it is active; undefined if none comes. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!isPushSupported()) return undefined;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser with the server's VAPID key. A subscription made with another key
 * (the server's keys changed) is dropped and made again.
 */
export async function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const key = existing.options.applicationServerKey;
    const same =
      key !== null &&
      new Uint8Array(key).length === applicationServerKey.length &&
      new Uint8Array(key).every((byte, i) => byte === applicationServerKey[i]);
    if (same) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/**
 * Drops this browser's subscription on signing out, so the next person on this browser never
 * gets the last one's notifications (the server already forgot it with the session).
 */
export async function forgetPushOnThisBrowser(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // nothing to forget, or the browser refused: the server no longer sends to it anyway
  }
}
