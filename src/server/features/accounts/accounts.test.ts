import { eq } from 'drizzle-orm';
import { notAllowedCharacterMessage } from '../../../domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser, uniqueUsername } from '../../../test/factories';
import { request, sessionCookieFrom } from '../../../test/http';
import { IDLE_TIMEOUT_MS, REMEMBER_ME_MS } from '../../plugins/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, ip = '10.9.0.1') =>
  request(t.app, 'POST', '/api/login', body, { ip });

describe('registration', () => {
  it('creates the account, signs it in and answers the public user record', async () => {
    const response = await request(t.app, 'POST', '/api/register', {
      username: 'Ada_Lovelace',
      email: '  Ada@Example.COM ',
      password: 'stickers-for-ever',
      firstName: 'Ada',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: 'Ada_Lovelace',
      email: 'ada@example.com',
      firstName: 'Ada',
      isAdmin: expect.any(Boolean),
      isPro: false,
      proUntil: null,
      locale: 'en',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|token/i);

    const me = await request(t.app, 'GET', '/api/user', undefined, {
      cookie: sessionCookieFrom(t.app, response),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('Ada_Lovelace');
  });

  it('stores the password as an argon2id hash, different for the same password', async () => {
    const a = await registerUser(t.app, { password: 'same-password' });
    const b = await registerUser(t.app, { password: 'same-password' });
    const rows = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, a.user.id));
    const [other] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, b.user.id));
    expect(rows[0]!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.hash).not.toBe(other!.hash);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'Username must be at most 30 characters'],
    [
      { username: 'bad name!' },
      'Username can only contain letters, numbers, dots, dashes and underscores',
    ],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
    [{ firstName: 'A\u0000' }, notAllowedCharacterMessage('First name')],
  ])('refuses %o with "%s" and creates nothing', async (override, message) => {
    const before = await t.database.db.$count(users);
    const response = await request(t.app, 'POST', '/api/register', {
      username: uniqueUsername(),
      email: `${uniqueUsername()}@example.com`,
      password: 'long enough',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: 'VALIDATION_FAILED',
      field: Object.keys(override)[0],
    });
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('refuses a duplicate username or email ignoring case, with 409', async () => {
    const { user } = await registerUser(t.app, { username: 'CaseTest', email: 'case@example.com' });
    const sameName = await request(t.app, 'POST', '/api/register', {
      username: 'casetest',
      email: 'other@example.com',
      password: 'long enough',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      message: 'That username is already taken',
      code: 'CONFLICT',
    });
    const sameEmail = await request(t.app, 'POST', '/api/register', {
      username: 'someone-else',
      email: 'CASE@example.com',
      password: 'long enough',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with that email already exists');
    expect(user.id).toBeGreaterThan(0);
  });

  it('ignores attempts to make yourself an admin or Pro', async () => {
    const response = await request(t.app, 'POST', '/api/register', {
      username: uniqueUsername(),
      email: `${uniqueUsername()}@example.com`,
      password: 'long enough',
      isAdmin: true,
      isPro: true,
      proUntil: '2099-01-01',
    });
    // zod objects strip unknown keys: the account is created as an ordinary free user.
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isAdmin: false, isPro: false, proUntil: null });
  });
});

describe('login', () => {
  it('accepts the username or the email, ignoring case', async () => {
    const { user, password } = await registerUser(t.app, {
      username: 'LoginByName',
      email: 'login.by@example.com',
    });
    for (const name of ['loginbyname', 'LOGIN.BY@EXAMPLE.COM']) {
      const response = await login({ username: name, password });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(user.id);
    }
  });

  it('gives a wrong password and an unknown user exactly the same answer', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await login({ username: user.username, password: 'wrong password' });
    const unknown = await login({ username: 'nobody-here', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      message: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrong.cookies).toEqual([]);
  });

  it('does not fold the case of passwords', async () => {
    const { user } = await registerUser(t.app, { password: 'CaseMatters' });
    expect((await login({ username: user.username, password: 'casematters' })).statusCode).toBe(
      401,
    );
  });

  it('sets an HttpOnly, SameSite=Lax session cookie with no Max-Age unless remembered', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await login({ username: user.username, password });
    const cookie = response.cookies.find((c) => c.name === t.app.sessionCookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
  });

  it('keeps a remembered session for 30 days with Max-Age 2592000', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await login({ username: user.username, password, rememberMe: true });
    const cookie = response.cookies.find((c) => c.name === t.app.sessionCookieName)!;
    expect(cookie.maxAge).toBe(2_592_000);
    const session = sessionCookieFrom(t.app, response);

    t.clock.advance(REMEMBER_ME_MS - 1000);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: session })).statusCode,
    ).toBe(200);
    t.clock.advance(2000);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: session })).statusCode,
    ).toBe(401);
  });

  it('keeps a remembered user active while they use the app (swap matches skip idle ones)', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await login({ username: user.username, password, rememberMe: true });
    const session = sessionCookieFrom(t.app, response);
    t.clock.advance(10 * 24 * 60 * 60 * 1000);
    await request(t.app, 'GET', '/api/user', undefined, { cookie: session });
    const [row] = await t.app.database.db
      .select({ lastActiveAt: users.lastActiveAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.lastActiveAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('ends a browser session after 12 hours idle, but not while it is used', async () => {
    const { user, password } = await registerUser(t.app);
    const session = sessionCookieFrom(t.app, await login({ username: user.username, password }));
    for (let hour = 0; hour < 3; hour += 1) {
      t.clock.advance(IDLE_TIMEOUT_MS - 60 * 60 * 1000);
      expect(
        (await request(t.app, 'GET', '/api/user', undefined, { cookie: session })).statusCode,
      ).toBe(200);
    }
    t.clock.advance(IDLE_TIMEOUT_MS + 1000);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: session })).statusCode,
    ).toBe(401);
  });

  it('issues a new session token on every login and stores only its hash', async () => {
    const { user, password } = await registerUser(t.app);
    const first = sessionCookieFrom(t.app, await login({ username: user.username, password }));
    const second = sessionCookieFrom(
      t.app,
      await login({ username: user.username, password }, '10.9.0.2'),
    );
    expect(first).not.toBe(second);
    const stored = await t.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const values = [first, second].map((c) => c.split('=')[1]);
    for (const row of stored) expect(values).not.toContain(row.hash);
  });

  it('never promotes a session token planted before login', async () => {
    const { user, password } = await registerUser(t.app);
    const planted = `${t.app.sessionCookieName}=attacker-chosen-token`;
    const response = await request(
      t.app,
      'POST',
      '/api/login',
      { username: user.username, password },
      { cookie: planted },
    );
    expect(sessionCookieFrom(t.app, response)).not.toBe(planted);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: planted })).statusCode,
    ).toBe(401);
  });

  it('refuses a rememberMe that is not a boolean and a huge password before hashing', async () => {
    expect((await login({ username: 'x', password: 'y', rememberMe: 'yes' })).statusCode).toBe(400);
    expect((await login({ username: 'x', password: 'y'.repeat(10_000) })).statusCode).toBe(400);
    expect((await login({ username: { $ne: null }, password: 'y' })).statusCode).toBe(400);
  });
});

describe('logout and the user lookup', () => {
  it('answers 401 to GET /api/user when signed out', async () => {
    const response = await request(t.app, 'GET', '/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please log in to continue',
      code: 'UNAUTHENTICATED',
    });
  });

  it('ends the session on the server, so replaying the cookie fails', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'POST', '/api/logout', undefined, { cookie });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === t.app.sessionCookieName)!;
    expect(cleared.value).toBe('');
    expect((await request(t.app, 'GET', '/api/user', undefined, { cookie })).statusCode).toBe(401);
  });

  it('is idempotent without a cookie', async () => {
    expect((await request(t.app, 'POST', '/api/logout')).statusCode).toBe(204);
  });
});

describe('cross-site requests', () => {
  it.each([['https://evil.example'], ['null'], ['http://localhost:3001']])(
    'refuses a login from Origin %s with 403 and no session',
    async (origin) => {
      const { user, password } = await registerUser(t.app);
      const response = await request(
        t.app,
        'POST',
        '/api/login',
        { username: user.username, password },
        { headers: { origin } },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_REJECTED');
      expect(response.cookies).toEqual([]);
    },
  );

  it('accepts no Origin only with Sec-Fetch-Site: same-origin', async () => {
    const { user, password } = await registerUser(t.app);
    const base = { username: user.username, password };
    const noOrigin = (site?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: {
          'content-type': 'application/json',
          ...(site ? { 'sec-fetch-site': site } : {}),
        },
        payload: JSON.stringify(base),
      });
    expect((await noOrigin()).statusCode).toBe(403);
    expect((await noOrigin('cross-site')).statusCode).toBe(403);
    expect((await noOrigin('same-origin')).statusCode).toBe(200);
  });

  it('refuses a form-encoded or text/plain body with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await request(t.app, 'POST', '/api/login', 'username=a&password=b', {
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('admin user list', () => {
  it('is for admins only: 401 signed out, 403 for a collector', async () => {
    expect((await request(t.app, 'GET', '/api/admin/users')).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'GET', '/api/admin/users', undefined, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('lists users with whitelisted fields for an admin', async () => {
    const admin = await registerUser(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const cookie = admin.cookie;
    const list = await request(t.app, 'GET', '/api/admin/users?limit=5', undefined, { cookie });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<Record<string, unknown>>;
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'isAdmin',
      'isPro',
      'username',
    ]);
    expect(rows.some((row) => row.isAdmin === true)).toBe(true);
    for (const bad of ['limit=100000', 'limit=-1', 'after=abc', "after=' OR 1=1--"]) {
      expect(
        (await request(t.app, 'GET', `/api/admin/users?${bad}`, undefined, { cookie })).statusCode,
      ).toBe(400);
    }
  });
});
