import { z } from 'zod';

/**
 * The push services browsers use (decision 019): the server only ever POSTs to these, so a
 * subscription cannot point it at another address (an internal one, say). Chrome and Edge use
 * FCM, Firefox Mozilla's autopush, Safari Apple's, legacy Edge Windows' WNS.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
] as const;

/**
 * Whether the server may send to this endpoint: https on a known push service, or — in tests and
 * development only (`allowLoopback`) — http on 127.0.0.1 (a fake push service).
 */
export function isAllowedPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

const base64Url = (what: string, bytes: number) =>
  z
    .string({ error: `${what} must be text` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} must be URL-safe base64` })
    .refine((value) => decodedLength(value) === bytes, {
      message: `${what} must be ${bytes} bytes`,
    });

function decodedLength(base64: string) {
  const body = base64.replace(/=+$/, '');
  return Math.floor((body.length * 3) / 4);
}

/**
 * Body of `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives in the browser.
 * Whether the endpoint is a push service is checked by the route (it depends on the config).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: /*i18n*/ 'endpoint must be text' })
    .min(1, { error: /*i18n*/ 'endpoint must be a URL' })
    .max(2048, { error: /*i18n*/ 'endpoint must be at most 2,048 characters' }),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: base64Url('keys.p256dh', 65),
      auth: base64Url('keys.auth', 16),
    },
    { error: /*i18n*/ 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** Body of `DELETE /api/push/subscriptions`: which browser's subscription to forget. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: /*i18n*/ 'endpoint must be text' }).min(1).max(2048),
});

/**
 * `GET /api/push/public-key`: the VAPID public key the browser subscribes with, or null when this
 * server has push off (the opt-in then hides itself) — an answer, not an error, since every
 * Settings visit asks.
 */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });

/** `GET /api/push/subscriptions/status?endpoint=`: whether this browser's subscription is known. */
export const pushStatusSchema = z.object({ subscribed: z.boolean() });

/** What a push notification carries, as the service worker reads it (decision 019). */
export const pushMessageSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  /** A path of this app to open on a tap, e.g. `/matches?collection=12`. */
  url: z
    .string()
    .max(500)
    .refine((url) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\'), {
      message: /*i18n*/ 'url must be a path of this app, e.g. /matches?collection=12',
    }),
  /** Notifications with one tag replace each other (one per swap). */
  tag: z.string().max(100).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
