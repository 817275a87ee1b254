import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

const DAY_MS = 86_400_000;
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  // The first account of a fresh database is the admin.
  admin = await registerUser(t.app);
});
afterAll(() => t.close());

const grant = (userId: number | string, body: unknown, cookie = admin.cookie) =>
  request(t.app, 'POST', `/api/admin/users/${userId}/pro`, body, { cookie });
const revoke = (userId: number | string, cookie = admin.cookie) =>
  request(t.app, 'DELETE', `/api/admin/users/${userId}/pro`, undefined, { cookie });

describe('admin grants Pro by hand', () => {
  it('gives a free user the days asked for and answers the admin user row', async () => {
    const { user, cookie } = await registerUser(t.app);
    const response = await grant(user.id, { days: 30 });

    expect(response.statusCode).toBe(200);
    const proUntil = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      isAdmin: false,
      isPro: true,
      createdAt: expect.any(String),
      proUntil,
    });
    // The user's own session sees it on the next request (S7).
    const me = await request(t.app, 'GET', '/api/user', undefined, { cookie });
    expect(me.json()).toMatchObject({ isPro: true, proUntil });
  });

  it('adds to the current end while Pro lasts', async () => {
    const { user } = await registerUser(t.app);
    await grant(user.id, { days: 30 });
    const response = await grant(user.id, { days: 10 });
    expect(response.json().proUntil).toBe(
      new Date(t.clock.now().getTime() + 40 * DAY_MS).toISOString(),
    );
  });

  it.each([{ days: 0 }, { days: 3651 }, { days: 1.5 }, { days: '30' }, {}])(
    'refuses %o with 400 and changes nothing',
    async (body) => {
      const { user } = await registerUser(t.app);
      const before = await dbFingerprint(t.database);
      const response = await grant(user.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(await dbFingerprint(t.database)).toBe(before);
    },
  );

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    expect((await grant(2_000_000_000, { days: 30 })).statusCode).toBe(404);
    expect((await grant('abc', { days: 30 })).statusCode).toBe(400);
    expect((await revoke(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('admin revokes Pro', () => {
  it('ends Pro at once, for the user’s current session too', async () => {
    const { user, cookie } = await registerUser(t.app);
    await grant(user.id, { days: 30 });

    const response = await revoke(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, isPro: false, proUntil: null });

    const me = await request(t.app, 'GET', '/api/user', undefined, { cookie });
    expect(me.json()).toMatchObject({ isPro: false, proUntil: null });
  });
});

describe('who may grant or revoke', () => {
  it('a signed-in collector who is not an admin gets 403 and nothing changes', async () => {
    const member = await registerUser(t.app);
    const before = await dbFingerprint(t.database);

    const granted = await grant(member.user.id, { days: 30 }, member.cookie);
    const revoked = await revoke(member.user.id, member.cookie);

    expect(granted.statusCode).toBe(403);
    expect(granted.json().code).toBe('FORBIDDEN');
    expect(revoked.statusCode).toBe(403);
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('signed out gets 401', async () => {
    const { user } = await registerUser(t.app);
    expect((await grant(user.id, { days: 30 }, '')).statusCode).toBe(401);
    expect((await revoke(user.id, '')).statusCode).toBe(401);
  });
});
