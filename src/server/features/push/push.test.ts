import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { startFakePushService, type FakePushService } from '../../../test/fake-push';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request, sessionCookieFrom } from '../../../test/http';
import { ConfigError, loadConfig } from '../../config';
import { deliverPush, PushDeliveryError } from './deliver';
import { MAX_PUSH_SUBSCRIPTIONS } from './mutations';
import { PUSH_ENDPOINT_MESSAGE, PUSH_OFF_MESSAGE } from './routes';

// Web Push (decision 019) against a fake push service on 127.0.0.1 that checks the VAPID
// signature and decrypts every message with the subscriber's own private key.

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:push-test@swapsies.example';
const message = {
  title: 'New swap proposal',
  body: 'sam proposed a swap: 3 for 3',
  url: '/matches?collection=12',
  tag: 'swap-7',
};

let on: TestApp;
let off: TestApp;
let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
  on = await createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true',
    VAPID_SUBJECT: SUBJECT,
  });
  // The same app with push off, on the same database (one fresh database per file is enough).
  off = await createTestApp({}, { database: on.database });
}, 180_000);
afterAll(async () => {
  await off?.app.close();
  await Promise.all([on?.close(), fake?.close()]);
});

const subscribe = (t: TestApp, who: { cookie: string }, body: unknown) =>
  request(t.app, 'POST', '/api/push/subscriptions', body, who);
const unsubscribe = (t: TestApp, who: { cookie: string }, endpoint: string) =>
  request(t.app, 'DELETE', '/api/push/subscriptions', { endpoint }, who);
const statusOf = async (t: TestApp, who: { cookie: string }, endpoint: string) => {
  const response = await request(
    t.app,
    'GET',
    `/api/push/subscriptions/status?endpoint=${encodeURIComponent(endpoint)}`,
    undefined,
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscribed as boolean;
};
const deliver = (userId: number, t: TestApp = on) =>
  deliverPush(t.database.db, t.config, userId, message, () => t.clock.now());

async function subscribed(who: SignedInUser) {
  const browser = fake.newBrowser();
  const response = await subscribe(on, who, browser.subscription);
  expect(response.statusCode, response.body).toBe(201);
  return browser;
}

async function signInAgain(t: TestApp, who: SignedInUser) {
  const response = await request(t.app, 'POST', '/api/login', {
    username: who.user.username,
    password: who.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...who, cookie: sessionCookieFrom(t.app, response) };
}

const lastSuccessOf = async (endpoint: string) => {
  const result = (await on.database.db.execute(
    `select last_success_at from push_subscriptions where endpoint = '${endpoint}'`,
  )) as unknown as { rows: { last_success_at: Date | string | null }[] };
  return result.rows[0]?.last_success_at;
};

describe('push off (no VAPID keys)', () => {
  it('says push is off with a null key, answers 503 PUSH_NOT_CONFIGURED on every other route and changes nothing; visitors 401', async () => {
    const who = await registerUser(off.app);
    const key = await request(off.app, 'GET', '/api/push/public-key', undefined, who);
    expect(key.statusCode, key.body).toBe(200);
    expect(key.json()).toEqual({ publicKey: null });
    const browser = fake.newBrowser();
    const calls = [
      () =>
        request(
          off.app,
          'GET',
          `/api/push/subscriptions/status?endpoint=${encodeURIComponent(browser.endpoint)}`,
          undefined,
          who,
        ),
      () => subscribe(off, who, browser.subscription),
      () => unsubscribe(off, who, browser.endpoint),
    ];
    for (const call of calls) {
      const before = await dbFingerprint(off.database);
      const response = await call();
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ code: 'PUSH_NOT_CONFIGURED', message: PUSH_OFF_MESSAGE });
      expect(await dbFingerprint(off.database)).toBe(before);
    }
    const visitor = await request(off.app, 'GET', '/api/push/public-key');
    expect(visitor.statusCode).toBe(401);
  });

  it('deliverPush sends nothing and does not throw', async () => {
    const who = await registerUser(off.app);
    expect(await deliver(who.user.id, off)).toEqual({ sent: 0, removed: 0, isOff: true });
  });

  it('the three VAPID variables come together or not at all, and keys must be keys', () => {
    const base = { NODE_ENV: 'test' };
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY must be set too[\s\S]*VAPID_SUBJECT must be set too/,
    );
    const bad = (env: Record<string, string>) => {
      try {
        loadConfig({
          ...base,
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          VAPID_SUBJECT: SUBJECT,
          ...env,
        });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.join('\n');
      }
      throw new Error('accepted');
    };
    expect(bad({ VAPID_PUBLIC_KEY: 'not a key' })).toMatch(/^VAPID_PUBLIC_KEY must be a P-256/);
    expect(bad({ VAPID_PRIVATE_KEY: vapid.publicKey })).toMatch(/^VAPID_PRIVATE_KEY must be/);
    expect(bad({ VAPID_SUBJECT: 'push@example.com' })).toMatch(
      /^VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/,
    );
    expect(
      loadConfig({
        ...base,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: SUBJECT,
      }).push,
    ).toEqual({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: SUBJECT });
    expect(loadConfig(base).push).toBeUndefined();
  });
});

describe('subscribing', () => {
  it('gives the public key, saves this browser, and says so for this user only', async () => {
    const who = await registerUser(on.app);
    const key = await request(on.app, 'GET', '/api/push/public-key', undefined, who);
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });

    const browser = await subscribed(who);
    expect(await statusOf(on, who, browser.endpoint)).toBe(true);
    const other = await registerUser(on.app);
    expect(await statusOf(on, other, browser.endpoint)).toBe(false);
    // Subscribing again is harmless: still one subscription.
    expect((await subscribe(on, who, browser.subscription)).statusCode).toBe(201);
    expect((await deliver(who.user.id)).sent).toBe(1);
  });

  it('refuses the fake service on 127.0.0.1 unless the test-only setting is on, and production refuses that setting', async () => {
    // Same database, push on, but without PUSH_ALLOW_LOOPBACK_FOR_TESTS: NODE_ENV=test alone is
    // not enough (decision 019).
    const plain = await createTestApp(
      {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: SUBJECT,
      },
      { database: on.database },
    );
    try {
      expect(plain.config.allowLoopbackPushEndpoints).toBe(false);
      const who = await registerUser(plain.app);
      const before = await dbFingerprint(on.database);
      const response = await subscribe(plain, who, fake.newBrowser().subscription);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: PUSH_ENDPOINT_MESSAGE,
      });
      expect(await dbFingerprint(on.database)).toBe(before);
    } finally {
      await plain.app.close();
    }
    expect(loadConfig({ NODE_ENV: 'development' }).allowLoopbackPushEndpoints).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true' }),
    ).toThrow(/PUSH_ALLOW_LOOPBACK_FOR_TESTS is for tests only/);
  });

  it.each([
    ['an ftp endpoint', (e: string) => e.replace('http://', 'ftp://')],
    ['http on another host', () => 'http://push.example.com/x'],
    ['https on a host that is not a push service', () => 'https://intranet.example.com/push'],
    ['https to an address', () => 'https://169.254.169.254/latest'],
    ['a push service host with a port', () => 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['not a URL', () => 'fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s with 400 and changes nothing', async (_label, endpointOf) => {
    const who = await registerUser(on.app);
    const browser = fake.newBrowser();
    const before = await dbFingerprint(on.database);
    const response = await subscribe(on, who, {
      ...browser.subscription,
      endpoint: endpointOf(browser.endpoint),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: PUSH_ENDPOINT_MESSAGE });
    expect(await dbFingerprint(on.database)).toBe(before);
  });

  it.each([
    ['no keys', { keys: undefined }, /keys must hold p256dh and auth/],
    ['a short p256dh', { keys: { p256dh: 'AAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, /65 bytes/],
    [
      'an auth that is not base64',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: '!!' } },
      /URL-safe base64/,
    ],
    [
      'an endpoint too long',
      { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}` },
      /2,048/,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, change, text) => {
    const who = await registerUser(on.app);
    const before = await dbFingerprint(on.database);
    const response = await subscribe(on, who, { ...fake.newBrowser().subscription, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toMatch(text);
    expect(await dbFingerprint(on.database)).toBe(before);
  });

  it('a browser subscribed by another account moves to it', async () => {
    const first = await registerUser(on.app);
    const second = await registerUser(on.app);
    const browser = await subscribed(first);
    expect((await subscribe(on, second, browser.subscription)).statusCode).toBe(201);
    expect(await statusOf(on, first, browser.endpoint)).toBe(false);
    expect(await deliver(first.user.id)).toMatchObject({ sent: 0 });
    expect(await deliver(second.user.id)).toMatchObject({ sent: 1 });
  });

  it(`keeps the newest ${MAX_PUSH_SUBSCRIPTIONS} browsers of an account`, async () => {
    const who = await registerUser(on.app);
    const browsers = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i += 1) {
      browsers.push(await subscribed(who));
      on.clock.advance(1000);
    }
    expect(await statusOf(on, who, browsers[0]!.endpoint)).toBe(false);
    expect(await statusOf(on, who, browsers[1]!.endpoint)).toBe(true);
    expect((await deliver(who.user.id)).sent).toBe(MAX_PUSH_SUBSCRIPTIONS);
  });
});

describe('deliverPush', () => {
  it('sends a VAPID-signed message each browser decrypts to the notification', async () => {
    const who = await registerUser(on.app);
    const phone = await subscribed(who);
    const laptop = await subscribed(who);
    const before = fake.received.length;

    expect(await deliver(who.user.id)).toEqual({ sent: 2, removed: 0, isOff: false });

    const got = fake.received.slice(before);
    expect(got.map((r) => r.path).sort()).toEqual(
      [new URL(phone.endpoint).pathname, new URL(laptop.endpoint).pathname].sort(),
    );
    for (const push of got) {
      expect(push.payload).toEqual(message);
      expect(push.vapid).toMatchObject({ aud: fake.url, sub: SUBJECT, publicKey: vapid.publicKey });
      // The JWT is valid for at most a day (RFC 8292), and not already expired.
      const nowSeconds = Date.now() / 1000;
      expect(push.vapid.exp).toBeGreaterThan(nowSeconds);
      expect(push.vapid.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600 + 60);
      expect(push.headers.ttl).toBe('86400');
      expect(push.headers.urgency).toBe('normal');
    }
    expect(new Date((await lastSuccessOf(phone.endpoint))!).toISOString()).toBe(
      on.clock.now().toISOString(),
    );
  });

  it('removes a subscription the push service says is gone (410, 404) and still sends to the others', async () => {
    const who = await registerUser(on.app);
    const gone = await subscribed(who);
    const missing = await subscribed(who);
    const live = await subscribed(who);
    fake.answer(new URL(gone.endpoint).pathname, 410);
    fake.answer(new URL(missing.endpoint).pathname, 404);

    expect(await deliver(who.user.id)).toEqual({ sent: 1, removed: 2, isOff: false });
    expect(await statusOf(on, who, gone.endpoint)).toBe(false);
    expect(await statusOf(on, who, missing.endpoint)).toBe(false);
    expect(await statusOf(on, who, live.endpoint)).toBe(true);
  });

  it('throws on a 500 or no answer, after trying every browser, and keeps the subscriptions', async () => {
    const who = await registerUser(on.app);
    const broken = await subscribed(who);
    const fine = await subscribed(who);
    fake.answer(new URL(broken.endpoint).pathname, 500);
    const before = fake.received.length;

    const failure = await deliver(who.user.id).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushDeliveryError);
    expect((failure as PushDeliveryError).message).toMatch(/HTTP 500/);
    expect((failure as PushDeliveryError).delivery).toEqual({ sent: 1, removed: 0, isOff: false });
    expect(fake.received.length).toBe(before + 1);
    expect(await statusOf(on, who, broken.endpoint)).toBe(true);
    expect(await statusOf(on, who, fine.endpoint)).toBe(true);

    // A push service that is not there at all (nothing listens on port 9) throws as well.
    const unreachable = await registerUser(on.app);
    const body = { ...fake.newBrowser().subscription };
    body.endpoint = 'http://127.0.0.1:9/push/nobody';
    expect((await subscribe(on, unreachable, body)).statusCode).toBe(201);
    await expect(deliver(unreachable.user.id)).rejects.toBeInstanceOf(PushDeliveryError);
  });

  it('refuses a message that is not a notification of this app', async () => {
    const who = await registerUser(on.app);
    await expect(
      deliverPush(on.database.db, on.config, who.user.id, {
        ...message,
        url: 'https://elsewhere.example.com/',
      }),
    ).rejects.toThrow();
  });
});

describe('turning off, signing out and leaving', () => {
  it('unsubscribing forgets this browser; someone else’s is 404 and stays', async () => {
    const who = await registerUser(on.app);
    const other = await registerUser(on.app);
    const browser = await subscribed(who);

    const before = await dbFingerprint(on.database);
    const refused = await unsubscribe(on, other, browser.endpoint);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect(await dbFingerprint(on.database)).toBe(before);

    expect((await unsubscribe(on, who, browser.endpoint)).statusCode).toBe(204);
    expect(await statusOf(on, who, browser.endpoint)).toBe(false);
    expect(await deliver(who.user.id)).toMatchObject({ sent: 0 });
    expect((await unsubscribe(on, who, browser.endpoint)).statusCode).toBe(404);
  });

  it('signing out stops push on that browser only', async () => {
    const who = await registerUser(on.app);
    const phone = await subscribed(who);
    const laptopSession = await signInAgain(on, who);
    const laptop = fake.newBrowser();
    expect((await subscribe(on, laptopSession, laptop.subscription)).statusCode).toBe(201);

    const out = await request(on.app, 'POST', '/api/logout', undefined, who);
    expect(out.statusCode).toBe(204);
    expect(await statusOf(on, laptopSession, phone.endpoint)).toBe(false);
    expect(await statusOf(on, laptopSession, laptop.endpoint)).toBe(true);
    expect(await deliver(who.user.id)).toMatchObject({ sent: 1 });
  });

  it('deleting the account removes every subscription', async () => {
    const who = await registerUser(on.app);
    await subscribed(who);
    await subscribed(who);
    const deleted = await request(
      on.app,
      'DELETE',
      '/api/user',
      { currentPassword: who.password },
      who,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    const result = (await on.database.db.execute(
      `select count(*)::int as n from push_subscriptions where user_id = ${who.user.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(0);
  });
});
