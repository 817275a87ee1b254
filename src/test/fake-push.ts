import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// http_ece comes with web-push; it has no types of its own.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
};

/** One browser's subscription: the keys a browser would make, and its endpoint on the fake. */
export interface FakeBrowser {
  endpoint: string;
  /** What the browser sends to `POST /api/push/subscriptions` (PushSubscription.toJSON()). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a body sent to this browser (RFC 8291, aes128gcm) with its private key. */
  decrypt(body: Buffer): string;
}

/** A message as the fake push service received it, decrypted, with its VAPID claims. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  payload: unknown;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** Answers every request to `path` with this status from now on (201 by default). */
  answer(path: string, status: number): void;
  /** A new browser subscribed at a new path of the fake. */
  newBrowser(): FakeBrowser;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Checks a VAPID `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292): an ES256 JWT
 * signed by the key it names, as a real push service does. Throws on anything wrong.
 */
function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization header: ${header}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 public key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID JWT signature does not verify');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`VAPID JWT alg is ${alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { ...body, publicKey };
}

/**
 * A push service on 127.0.0.1 for tests: it checks each message's VAPID authorization, decrypts
 * its aes128gcm body with the subscriber's private key, and keeps it; a 400 answers anything it
 * cannot check or decrypt. Tests never reach a real push service.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, FakeBrowser>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let count = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = statuses.get(path) ?? 201;
      if (status !== 201) {
        response.writeHead(status).end();
        return;
      }
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`no subscription at ${path}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding is ${request.headers['content-encoding']}`);
        }
        const vapid = checkVapid(request.headers.authorization);
        const payload: unknown = JSON.parse(browser.decrypt(Buffer.concat(chunks)));
        received.push({ path, headers: request.headers, payload, vapid });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    answer: (path, status) => void statuses.set(path, status),
    newBrowser() {
      count += 1;
      const path = `/push/${count}-${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${url}${path}`;
      const browser: FakeBrowser = {
        endpoint,
        subscription: {
          endpoint,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        },
        decrypt: (body) =>
          ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString(),
      };
      browsers.set(path, browser);
      return browser;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
