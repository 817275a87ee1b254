import type { PushConfig } from '../../config';

/** A browser's subscription as the push service knows it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's answer: its status code (201 when accepted). */
export interface PushAnswer {
  statusCode: number;
  body: string;
}

/** How long a push service may take to answer, and how long it keeps an undelivered message. */
const TIMEOUT_MS = 10_000;
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one encrypted message to one browser's push service (decision 019). web-push makes the
 * request — the VAPID `Authorization` header and the aes128gcm body (RFC 8291) — and Node's
 * fetch sends it: web-push's own transport speaks https only, while the tests' fake push service
 * is plain http on 127.0.0.1. Redirects are never followed, so the request goes to the endpoint
 * the route checked and nowhere else. Network failures and timeouts throw. The library is loaded
 * on the first message, not at start-up (decision 029).
 */
export async function sendWebPush(
  config: PushConfig,
  target: PushTarget,
  payload: string,
): Promise<PushAnswer> {
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: {
        subject: config.subject,
        publicKey: config.publicKey,
        privateKey: config.privateKey,
      },
      TTL: TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { statusCode: response.status, body: (await response.text()).slice(0, 500) };
}
