import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FakeMailer, TEST_ORIGIN, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { registerUser, uniqueUsername } from '../test/factories';
import { startFakeStripe } from '../test/fake-stripe';
import { dbFingerprint } from '../test/fingerprint';
import { request, sessionCookieFrom } from '../test/http';
import { writeMiniatureBuild } from '../test/miniature-build';
import { AppError } from './app-error';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { newToken } from './plugins/session';
import { hashPassword, verifyPassword } from './lib/password';

/**
 * Regression tests for the rows of docs/security-checklist.md that had no test, or only a partial
 * one. Each describe is named after its row.
 */

const HTTPS_URL = 'https://swapsies.example';

// A miniature client build, so the HTML page is served as in production.
const staticDir = writeMiniatureBuild();

/** The plain http app most tests use. */
let t: TestApp;
/** The same app served over https behind a trusted proxy. */
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: staticDir });
  https = await createTestApp({ STATIC_DIR: staticDir, APP_URL: HTTPS_URL, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  await https?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** Addresses of their own (the request helper uses 10.x.x.x), one per call. */
const nextIp = () => `172.16.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

async function waitForMail(test: TestApp, countBefore: number) {
  for (let i = 0; i < 100 && test.mailer.sent.length === countBefore; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(test.mailer.sent.length).toBe(countBefore + 1);
  return test.mailer.sent.at(-1)!;
}

async function rowsOf(database: DatabaseHandle, query: string) {
  const result = (await database.db.execute(query)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return result.rows;
}

const userCount = async (database: DatabaseHandle) =>
  (await rowsOf(database, 'select count(*)::int as n from users'))[0]!.n;

/** Every header the response carries whose name starts with `access-control-`. */
const corsHeadersOf = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.toLowerCase().startsWith('access-control-'));

describe('A5: no built-in or default accounts', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh?.close());

  it('has no user at all, and no default credentials sign in, before the first register', async () => {
    expect(await userCount(fresh.database)).toBe(0);
    const guesses = [
      ['admin', 'admin'],
      ['admin', 'password'],
      ['root', 'root'],
      ['administrator', 'administrator'],
      ['swapsies', 'swapsies'],
      ['admin@swapsies.local', 'admin'],
    ];
    for (const [username, password] of guesses) {
      const response = await request(
        fresh.app,
        'POST',
        '/api/login',
        { username, password },
        { ip: nextIp() },
      );
      expect(response.statusCode, `${username}/${password}`).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
      expect(response.cookies.some((c) => c.name === fresh.app.sessionCookieName)).toBe(false);
    }
    expect(await userCount(fresh.database)).toBe(0);
    expect(await rowsOf(fresh.database, 'select 1 from sessions')).toHaveLength(0);

    // The first registrant is the only account there is afterwards.
    await registerUser(fresh.app);
    expect(await userCount(fresh.database)).toBe(1);
    const still = await request(
      fresh.app,
      'POST',
      '/api/login',
      { username: 'admin', password: 'admin' },
      { ip: nextIp() },
    );
    expect(still.statusCode).toBe(401);
  });
});

describe('A8: password hashing is capped', () => {
  const RUNNING = 4;
  const QUEUED = 64;
  const EXTRA = 5;

  /** Starts `count` hashings at once (half hash, half verify); settles them all. */
  async function burst(storedHash: string, count: number) {
    const calls: Array<Promise<unknown>> = [];
    for (let i = 0; i < count; i += 1) {
      calls.push(i % 2 === 0 ? hashPassword(`password ${i}`) : verifyPassword(storedHash, 'guess'));
    }
    return Promise.allSettled(calls);
  }

  it('runs 4, queues 64 and refuses the rest with a 503 AppError; the others all finish', async () => {
    const storedHash = await hashPassword('the right password');
    const results = await burst(storedHash, RUNNING + QUEUED + EXTRA);

    const accepted = results.slice(0, RUNNING + QUEUED);
    const refused = results.slice(RUNNING + QUEUED);
    expect(accepted.every((r) => r.status === 'fulfilled')).toBe(true);
    accepted.forEach((r, i) => {
      const value = (r as PromiseFulfilledResult<unknown>).value;
      if (i % 2 === 0) expect(value).toMatch(/^\$argon2id\$/);
      else expect(value).toBe(false);
    });
    expect(refused).toHaveLength(EXTRA);
    for (const r of refused) {
      expect(r.status).toBe('rejected');
      const error = (r as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.statusCode).toBe(503);
    }
  });

  it('gives every slot back afterwards: the same burst again gets exactly the same split', async () => {
    const storedHash = await hashPassword('the right password');
    expect(await verifyPassword(storedHash, 'the right password')).toBe(true);
    const results = await burst(storedHash, RUNNING + QUEUED + 1);
    expect(results.map((r) => r.status)).toEqual([
      ...Array<string>(RUNNING + QUEUED).fill('fulfilled'),
      'rejected',
    ]);
  });
});

describe('C4: no cross-origin access with credentials', () => {
  const EVIL = 'https://evil.example';

  it('answers a preflight from another origin with no Access-Control-Allow-* headers', async () => {
    for (const [url, method] of [
      ['/api/user', 'GET'],
      ['/api/login', 'POST'],
    ] as const) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: EVIL,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(corsHeadersOf(response)).toEqual([]);
    }
  });

  it('answers a credentialed GET /api/user from another origin with no CORS headers', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'GET', '/api/user', undefined, {
      cookie,
      headers: { origin: EVIL },
    });
    expect(corsHeadersOf(response)).toEqual([]);
  });
});

describe('H3: methods we do not use are refused', () => {
  it.each(['/', '/api/user'])(
    'answers TRACE %s with a JSON 404/405 that echoes no request header',
    async (url) => {
      const { cookie } = await registerUser(t.app);
      const token = cookie.split('=')[1]!;
      const response = await t.app.inject({
        method: 'TRACE',
        url,
        headers: { cookie, 'x-echo-probe': 'probe-value-5f1c' },
        remoteAddress: nextIp(),
      });
      expect([404, 405]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain('probe-value-5f1c');
      expect(response.body.toLowerCase()).not.toContain('cookie');
    },
  );
});

describe('L3: an unexpected failure gives a plain 500 and the app keeps serving', () => {
  const SECRET = 'secret_column_4f2a';
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    // createTestApp's app is already ready, so build one the same way and add failing routes.
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: TEST_ORIGIN,
      STATIC_DIR: '/nonexistent-static-dir',
      DATA_DIR: '/nonexistent-data-dir',
    });
    app = await buildApp({ config, database, logger: false, mailer: new FakeMailer() });
    app.get('/api/test-only/throws', () => {
      throw new TypeError(`Cannot read properties of undefined (reading '${SECRET}')`);
    });
    app.get('/api/test-only/rejects', async () => {
      await Promise.resolve();
      throw Object.assign(new Error(`upstream said ${SECRET}`), { statusCode: 502 });
    });
    app.get('/api/test-only/bad-sql', async () => {
      await database.db.execute(`select ${SECRET} from no_such_table_${SECRET}`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['/api/test-only/throws', '/api/test-only/rejects', '/api/test-only/bad-sql'])(
    'answers %s with 500 INTERNAL_ERROR, no stack and no detail, then serves on',
    async (url) => {
      const { cookie } = await registerUser(app);
      for (let round = 0; round < 2; round += 1) {
        const response = await request(app, 'GET', url, undefined, { cookie });
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'INTERNAL_ERROR' });
        expect(response.body).not.toContain(SECRET);
        expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
        expect(response.body).not.toMatch(/stack|TypeError|select|no_such_table/i);
      }
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const user = await request(app, 'GET', '/api/user', undefined, { cookie });
      expect(user.statusCode).toBe(200);
    },
  );
});

/** Registers a new user on `test`, from the app's own origin; returns it with its response. */
async function registerOn(test: TestApp) {
  const username = uniqueUsername();
  const response = await request(
    test.app,
    'POST',
    '/api/register',
    { username, email: `${username}@example.com`, password: 'correct horse battery' },
    { ip: nextIp(), headers: { origin: test.config.appOrigin } },
  );
  expect(response.statusCode).toBe(201);
  return { user: response.json() as { id: number; username: string; email: string }, response };
}

/** Asks for a reset link for a new user of `test` and returns the user and the raw token. */
async function resetTokenFor(test: TestApp, headers: Record<string, string> = {}) {
  const { user } = await registerOn(test);
  const before = test.mailer.sent.length;
  const response = await request(
    test.app,
    'POST',
    '/api/forgot-password',
    { email: user.email },
    { ip: nextIp(), headers },
  );
  expect(response.statusCode).toBe(200);
  const mail = await waitForMail(test, before);
  return { user, mail, token: tokenIn(mail.text) };
}

describe('R2: only the hash of a reset token is stored', () => {
  it('keeps no copy of the emailed token in any table, only its SHA-256', async () => {
    const { user, token } = await resetTokenFor(t);

    const rows = await rowsOf(
      t.database,
      `select * from password_reset_tokens where user_id = ${Number(user.id)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    for (const value of Object.values(rows[0]!)) expect(String(value)).not.toContain(token);

    const tables = await rowsOf(
      t.database,
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const { table_name } of tables) {
      const dump = await rowsOf(t.database, `select t::text as row from "${String(table_name)}" t`);
      expect(
        dump.some((r) => String(r.row).includes(token)),
        String(table_name),
      ).toBe(false);
    }
  });
});

describe('R3: a reset token works once, also under concurrent use', () => {
  it('lets exactly one of two simultaneous resets with the same token through', async () => {
    const { user, token } = await resetTokenFor(t);
    const passwords = ['first new password', 'second new password'];
    const responses = await Promise.all(
      passwords.map((password) =>
        request(t.app, 'POST', '/api/reset-password', { token, password }, { ip: nextIp() }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect([...statuses].sort()).toEqual([200, 400]);
    const loser = responses.find((r) => r.statusCode === 400)!;
    expect(loser.json()).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'INVALID_TOKEN',
    });

    // The winner's password is the one that works.
    const winner = passwords[statuses.indexOf(200)]!;
    const other = passwords[statuses.indexOf(400)]!;
    const login = (password: string) =>
      request(t.app, 'POST', '/api/login', { username: user.username, password }, { ip: nextIp() });
    expect((await login(other)).statusCode).toBe(401);
    expect((await login(winner)).statusCode).toBe(200);
  });
});

describe('R5: the reset link is built from configuration, never from the request', () => {
  it('mails a link on APP_URL despite a forged Host and X-Forwarded-Host', async () => {
    const { mail } = await resetTokenFor(t, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(mail.text).toContain(`${t.config.appUrl}/reset-password/`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html ?? '').not.toContain('evil.example');
  });

  it('does so behind a trusted proxy too, where X-Forwarded-Host is believed for other things', async () => {
    const { mail } = await resetTokenFor(https, {
      origin: HTTPS_URL,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(mail.text).toContain(`${HTTPS_URL}/reset-password/`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html ?? '').not.toContain('evil.example');
  });
});

describe('R7: reset requests and reset attempts are limited per address', () => {
  it('answers 429 to the 11th forgot-password request in an hour from one address only', async () => {
    const ip = '198.51.100.7';
    const ask = (from: string, i: number) =>
      request(
        t.app,
        'POST',
        '/api/forgot-password',
        { email: `nobody-${i}-${from}@example.com` },
        { ip: from },
      );
    for (let i = 0; i < 10; i += 1) expect((await ask(ip, i)).statusCode).toBe(200);
    const blocked = await ask(ip, 10);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('198.51.100.8', 11)).statusCode).toBe(200);
  });

  it('answers 429 to the 21st reset attempt in an hour from one address, even with a good token', async () => {
    const { user, token } = await resetTokenFor(t);
    const ip = '198.51.100.9';
    const reset = (from: string, resetToken: string) =>
      request(
        t.app,
        'POST',
        '/api/reset-password',
        { token: resetToken, password: 'a fresh password 91' },
        { ip: from },
      );
    for (let i = 0; i < 20; i += 1) {
      const guess = await reset(ip, newToken());
      expect(guess.statusCode).toBe(400);
      expect(guess.json().code).toBe('INVALID_TOKEN');
    }
    const blocked = await reset(ip, token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');

    // Another address is not held back, and the good token was not used up by the refusal.
    const elsewhere = await reset('198.51.100.10', newToken());
    expect(elsewhere.json().code).toBe('INVALID_TOKEN');
    expect((await reset('198.51.100.11', token)).statusCode).toBe(200);
    const login = await request(
      t.app,
      'POST',
      '/api/login',
      { username: user.username, password: 'a fresh password 91' },
      { ip: nextIp() },
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('S4: hardened session cookie when served over https', () => {
  it('names the cookie __Host-swapsies_session and marks it Secure, HttpOnly, Lax, path /', async () => {
    const { response } = await registerOn(https);
    expect(https.app.sessionCookieName).toBe('__Host-swapsies_session');
    const cookie = response.cookies.find((c) => c.name === '__Host-swapsies_session');
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.domain).toBeUndefined();
    const raw = String(response.headers['set-cookie']);
    expect(raw).toMatch(/^__Host-swapsies_session=[^;]+;.*; Secure/);
    expect(response.cookies.some((c) => c.name === 'swapsies_session')).toBe(false);

    // The session works under its own name only.
    const sessionCookie = sessionCookieFrom(https.app, response);
    const me = await request(https.app, 'GET', '/api/user', undefined, { cookie: sessionCookie });
    expect(me.statusCode).toBe(200);
    const unprefixed = `swapsies_session=${cookie!.value}`;
    const other = await request(https.app, 'GET', '/api/user', undefined, { cookie: unprefixed });
    expect(other.statusCode).toBe(401);
  });

  it('keeps the plain name and no Secure flag on an http APP_URL (decision 003)', async () => {
    const { response } = await registerOn(t);
    const cookie = response.cookies.find((c) => c.name === 'swapsies_session');
    expect(cookie).toBeDefined();
    expect(cookie!.secure).toBeFalsy();
  });
});

describe('H2: other protective headers', () => {
  const page = (test: TestApp) =>
    test.app.inject({ method: 'GET', url: '/', remoteAddress: nextIp() });

  it('sends no X-Powered-By, on the HTML page or the API', async () => {
    const html = await page(t);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = await request(t.app, 'GET', '/api/user');
    for (const response of [html, api, await page(https)]) {
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends Cross-Origin-Opener-Policy: same-origin on the HTML page', async () => {
    const html = await page(t);
    expect(html.body).toContain('LANDING');
    expect(html.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends Strict-Transport-Security for an https APP_URL only', async () => {
    const overHttp = await page(t);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    const overHttps = await page(https);
    expect(overHttps.statusCode).toBe(200);
    const hsts = String(overHttps.headers['strict-transport-security'] ?? '');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/i);
    const api = await request(https.app, 'GET', '/api/user');
    expect(api.headers['strict-transport-security']).toBe(hsts);
  });
});

describe('P4: returning from checkout cannot grant Pro by itself', () => {
  it('leaves the buyer free after visiting the success page and asking for the user', async () => {
    const stripe = await startFakeStripe();
    const shop = await createTestApp({ STATIC_DIR: staticDir }, { stripe: stripe.client });
    try {
      await registerUser(shop.app); // the first account is the admin; the buyer is not
      const { cookie } = await registerUser(shop.app);
      const checkout = await request(
        shop.app,
        'POST',
        '/api/stripe/create-checkout-session',
        undefined,
        { cookie },
      );
      expect(checkout.statusCode).toBe(200);
      const successUrl = new URL(stripe.checkouts[0]!.form.success_url!);
      expect(successUrl.searchParams.get('upgrade')).toBe('success');

      const before = await dbFingerprint(shop.database);
      // What the browser does on return: load the page, then refresh the user a few times.
      const pageResponse = await request(
        shop.app,
        'GET',
        `${successUrl.pathname}${successUrl.search}`,
        undefined,
        { cookie },
      );
      expect(pageResponse.statusCode).toBe(200);
      for (const url of ['/api/user?upgrade=success', '/api/user', '/api/user']) {
        const me = await request(shop.app, 'GET', url, undefined, { cookie });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ isPro: false, proUntil: null });
      }
      expect(await dbFingerprint(shop.database)).toBe(before);
      expect(await rowsOf(shop.database, 'select 1 from payments')).toHaveLength(0);
    } finally {
      await shop.close();
      await stripe.close();
    }
  });
});
