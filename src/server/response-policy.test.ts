import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createCollectionFor, registerUser, shareCollection } from '../test/factories';
import { dbFingerprint } from '../test/fingerprint';
import { request } from '../test/http';
import { PUBLIC_CACHE_CONTROL } from './plugins/cache-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('how answers may be cached', () => {
  it('marks a signed-in answer no-store, so no proxy or shared computer keeps it', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'GET', '/api/user', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks a refusal no-store too', async () => {
    const response = await request(t.app, 'GET', '/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets anyone cache a public trade list briefly, but never a missing one', async () => {
    const { cookie } = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, cookie);
    const { publicId } = await shareCollection(t.app, cookie, collection.id);
    const list = await request(t.app, 'GET', `/api/public/collections/${publicId}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const missing = await request(t.app, 'GET', '/api/public/collections/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('a session cookie that names no session', () => {
  it('is refused and cleared, so the browser stops sending it', async () => {
    const forged = `${t.app.sessionCookieName}=${'a'.repeat(43)}`;
    const response = await request(t.app, 'GET', '/api/user', undefined, { cookie: forged });
    expect(response.statusCode).toBe(401);
    const cleared = response.cookies.find((c) => c.name === t.app.sessionCookieName);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('is left alone when it names a live session', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'GET', '/api/user', undefined, { cookie });
    expect(response.cookies.find((c) => c.name === t.app.sessionCookieName)).toBeUndefined();
  });
});

describe('an over-long address', () => {
  it('answers 414 in our error shape without echoing the path', async () => {
    const long = 'x'.repeat(500);
    const response = await request(t.app, 'GET', `/api/public/collections/${long}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'This address is too long', code: 'URI_TOO_LONG' });
    expect(response.body).not.toContain(long);
  });
});

describe('reserved usernames', () => {
  it.each(['admin', 'Root', 'SWAPSIES', 'support'])(
    'refuses to register %s and creates nothing',
    async (username) => {
      const before = await dbFingerprint(t.database);
      const response = await request(t.app, 'POST', '/api/register', {
        username,
        email: `${username.toLowerCase()}-reserved@example.com`,
        password: 'correct horse battery',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('That username is reserved, please choose another');
      expect(await dbFingerprint(t.database)).toBe(before);
    },
  );

  it('still lets a name that merely contains one register', async () => {
    const response = await request(t.app, 'POST', '/api/register', {
      username: 'admiral_ann',
      email: 'admiral_ann@example.com',
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(201);
  });
});
