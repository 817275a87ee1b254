import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../../../domain/sharing/message';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCollectionFor, makePro, registerUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request, sessionCookieFrom } from '../../../test/http';
import { collections, stickers } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  request(t.app, 'POST', '/api/login', { username, password });
const changePassword = (cookie: string, body: { currentPassword: string; newPassword: string }) =>
  request(t.app, 'POST', '/api/user/password', body, { cookie });
const changeEmail = (cookie: string, body: { email: string; currentPassword: string }) =>
  request(t.app, 'PUT', '/api/user/email', body, { cookie });

describe('Facebook message template', () => {
  it('is for Pro users only, on reading and on saving', async () => {
    const free = await registerUser(t.app);
    const before = await dbFingerprint(t.database);
    const read = await request(t.app, 'GET', '/api/user/facebook-template', undefined, {
      cookie: free.cookie,
    });
    const write = await request(
      t.app,
      'PUT',
      '/api/user/facebook-template',
      { template: 'Hi' },
      { cookie: free.cookie },
    );
    for (const response of [read, write]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Customising the Facebook message requires Swapsies Pro',
        code: 'PRO_REQUIRED',
        upgradeRequired: true,
      });
    }
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('starts as the default and round-trips every token verbatim', async () => {
    const pro = await registerUser(t.app);
    await makePro(t.database, pro);
    const initial = await request(t.app, 'GET', '/api/user/facebook-template', undefined, {
      cookie: pro.cookie,
    });
    expect(initial.json()).toEqual({ template: DEFAULT_FACEBOOK_TEMPLATE });
    const template =
      '<b>{{collection}}</b> needs {{needed}}: {{needed_list}} / spares {{for_trade}}: {{for_trade_list}} {{unknown}} 🙂';
    const saved = await request(
      t.app,
      'PUT',
      '/api/user/facebook-template',
      { template },
      { cookie: pro.cookie },
    );
    expect(saved.statusCode).toBe(200);
    const again = await request(t.app, 'GET', '/api/user/facebook-template', undefined, {
      cookie: pro.cookie,
    });
    expect(again.json()).toEqual({ template });
  });

  it('takes 2,000 characters (counted as code points) and refuses 2,001', async () => {
    const pro = await registerUser(t.app);
    await makePro(t.database, pro);
    const ok = await request(
      t.app,
      'PUT',
      '/api/user/facebook-template',
      { template: '🙂'.repeat(2000) },
      { cookie: pro.cookie },
    );
    expect(ok.statusCode).toBe(200);
    const tooLong = await request(
      t.app,
      'PUT',
      '/api/user/facebook-template',
      { template: 'x'.repeat(2001) },
      { cookie: pro.cookie },
    );
    expect(tooLong.statusCode).toBe(400);
    for (const template of [null, 42, 'a\u0000b']) {
      expect(
        (
          await request(
            t.app,
            'PUT',
            '/api/user/facebook-template',
            { template },
            { cookie: pro.cookie },
          )
        ).statusCode,
      ).toBe(400);
    }
  });
});

describe('changing the password', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const user = await registerUser(t.app);
    const otherDevice = sessionCookieFrom(t.app, await login(user.user.username, user.password));
    const wrong = await changePassword(user.cookie, {
      currentPassword: 'nope',
      newPassword: 'new password 1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Your current password is not right');

    const changed = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: 'new password 1',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: user.cookie })).statusCode,
    ).toBe(200);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: otherDevice })).statusCode,
    ).toBe(401);
    expect((await login(user.user.username, 'new password 1')).statusCode).toBe(200);
  });

  it('refuses a too-short new password', async () => {
    const user = await registerUser(t.app);
    const response = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: '123',
    });
    expect(response.json().message).toBe('Password must be at least 6 characters');
  });
});

describe('changing the email', () => {
  it('stores it lower-cased and refuses one another account uses', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const changed = await changeEmail(user.cookie, {
      email: ' New.Address@Example.com ',
      currentPassword: user.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('new.address@example.com');
    const taken = await changeEmail(user.cookie, {
      email: other.user.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('download my data', () => {
  it('contains the user’s collections and stickers and never the password hash', async () => {
    const user = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, user.cookie, { totalStickers: 3 });
    const response = await request(t.app, 'GET', '/api/user/export', undefined, {
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="swapsies-collector\d+-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = response.json();
    expect(data.user.username).toBe(user.user.username);
    expect(data.collections).toHaveLength(1);
    expect(data.collections[0]).toMatchObject({ id: collection.id, totalStickers: 3 });
    expect(data.collections[0].stickers.map((s: { number: string }) => s.number)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(data.collections[0].stickers[0]).toEqual({
      number: '1',
      owned: false,
      forTrade: false,
      isPending: false,
      pendingWith: null,
      isCompleted: false,
      quantity: 1,
      promised: 0,
      keepSpares: false,
    });
    expect(data.collections[0].swapsInPerson).toEqual([]);
    expect(data.notifications).toEqual([]);
    expect(data.notificationPreferences).toEqual([]);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/);
  });

  it('lists each swap made in person with its partner, both lists and dates', async () => {
    const user = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, user.cookie, { totalStickers: 3 });
    const confirmed = await request(
      t.app,
      'POST',
      `/api/collections/${collection.id}/in-person-swaps`,
      { partnerName: 'Sam', give: [], get: ['2'], theirListMadeAt: Date.now() - 60_000 },
      { cookie: user.cookie },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const response = await request(t.app, 'GET', '/api/user/export', undefined, {
      cookie: user.cookie,
    });
    expect(response.json().collections[0].swapsInPerson).toEqual([
      {
        partnerName: 'Sam',
        gave: [],
        got: ['2'],
        createdAt: expect.any(String),
        undoneAt: null,
      },
    ]);
  });
});

describe('deleting the account', () => {
  it('needs the password, then removes everything and signs out; the username can no longer log in', async () => {
    const user = await registerUser(t.app);
    const collection = await createCollectionFor(t.app, user.cookie, { totalStickers: 3 });
    const refused = await request(
      t.app,
      'DELETE',
      '/api/user',
      { currentPassword: 'wrong' },
      { cookie: user.cookie },
    );
    expect(refused.statusCode).toBe(401);

    const deleted = await request(
      t.app,
      'DELETE',
      '/api/user',
      { currentPassword: user.password },
      { cookie: user.cookie },
    );
    expect(deleted.statusCode).toBe(204);
    expect(
      (await request(t.app, 'GET', '/api/user', undefined, { cookie: user.cookie })).statusCode,
    ).toBe(401);
    expect((await login(user.user.username, user.password)).statusCode).toBe(401);
    expect(await t.database.db.$count(collections, eq(collections.id, collection.id))).toBe(0);
    expect(await t.database.db.$count(stickers, eq(stickers.collectionId, collection.id))).toBe(0);
  });
});
