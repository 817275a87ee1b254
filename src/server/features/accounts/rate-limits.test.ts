import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { request } from '../../../test/http';

/** The `name=value` of the known-device cookie a response sets (decision 032). */
const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
  const lines = ([] as string[]).concat((response.headers['set-cookie'] as string[]) ?? []);
  return lines.find((line) => line.startsWith('swapsies_device='))?.split(';')[0];
};

const login = (username: string, password: string, ip: string, cookie?: string) =>
  request(
    t.app,
    'POST',
    '/api/login',
    { username, password },
    { ip, ...(cookie ? { cookie } : {}) },
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('blocks an account after 10 login attempts in 15 minutes, even with the right password, then lets it in', async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await login(user.username, 'wrong', `10.30.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(user.username, password, '10.30.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(15 * 60 * 1000 + 1000);
    const later = await login(user.username, password, '10.30.1.1');
    expect(later.statusCode).toBe(200);
  });

  it('counts an account’s attempts together whether its username or its email is typed', async () => {
    const { user, password } = await registerUser(t.app);
    const names = [user.username, user.email, user.username.toUpperCase(), ` ${user.email} `];
    // Ten attempts, each name in turn.
    for (const [i, name] of [...names, ...names, ...names].slice(0, 10).entries()) {
      const response = await login(name, 'wrong', `10.31.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    for (const name of [user.email, user.username]) {
      const blocked = await login(name, password, '10.31.1.1');
      expect(blocked.statusCode).toBe(429);
    }
  });

  it('blocks one address after 30 login attempts but not another address', async () => {
    for (let i = 0; i < 30; i += 1) {
      await login(`someone${i}`, 'wrong', '10.31.0.1');
    }
    const blocked = await login('someone-new', 'wrong', '10.31.0.1');
    expect(blocked.statusCode).toBe(429);
    const other = await login('someone-new', 'wrong', '10.31.0.2');
    expect(other.statusCode).toBe(401);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 10; i += 1) {
      await request(
        t.app,
        'POST',
        '/api/register',
        { username: 'x' },
        { ip: '10.32.0.1', headers: { 'x-forwarded-for': `1.2.3.${i}` } },
      );
    }
    const blocked = await request(
      t.app,
      'POST',
      '/api/register',
      { username: 'x' },
      { ip: '10.32.0.1', headers: { 'x-forwarded-for': '9.9.9.9' } },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('sends at most 3 reset emails an hour to one address', async () => {
    const { user } = await registerUser(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await request(
            t.app,
            'POST',
            '/api/forgot-password',
            { email: user.email },
            { ip: `10.33.0.${i + 1}` },
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts failures only: the owner signing in twelve times in a row is never locked out', async () => {
    const { user, password } = await registerUser(t.app);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await login(user.username, password, `10.34.0.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(12).fill(200));
  });

  it('lets the owner in from a device that signed in before while a stranger has locked the account, and keeps a ceiling per device', async () => {
    const { user, password } = await registerUser(t.app);
    const signedIn = await login(user.username, password, '10.35.0.1');
    expect(signedIn.statusCode).toBe(200);
    const device = deviceCookieOf(signedIn);
    expect(device).toBeDefined();
    expect(String(signedIn.headers['set-cookie'])).toMatch(/swapsies_device=[^;]+;.*HttpOnly/i);

    // A stranger, who can read the username on a match card, uses up the account's failures.
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.username, 'wrong', `10.35.1.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(user.username, password, '10.35.2.1')).statusCode).toBe(429);
    // A device cookie of another account, or a forged one, is no way round the ceiling.
    const other = await registerUser(t.app);
    const otherDevice = deviceCookieOf(
      await login(other.user.username, other.password, '10.35.3.1'),
    );
    expect((await login(user.username, password, '10.35.3.2', otherDevice)).statusCode).toBe(429);
    const forged = `${device!.replace(/\.[^.]+$/, '.')}${'A'.repeat(43)}`;
    expect((await login(user.username, password, '10.35.3.3', forged)).statusCode).toBe(429);

    // The owner's own browser still gets in.
    expect((await login(user.username, password, '10.35.4.1', device)).statusCode).toBe(200);
    // That device has a ceiling of its own: ten failures from it lock it too.
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'wrong', `10.35.5.${i + 1}`, device)).statusCode).toBe(401);
    }
    expect((await login(user.username, password, '10.35.6.1', device)).statusCode).toBe(429);
  });

  it('counts spelling variants of an unknown name as one name', async () => {
    const variants = ['Ghost', ' ghost ', 'GHOST', '\uff27\uff48\uff4f\uff53\uff54'];
    for (let i = 0; i < 10; i += 1) {
      const response = await login(variants[i % variants.length]!, 'wrong', `10.36.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await login('\uff27\uff28\uff2f\uff33\uff34', 'wrong', '10.36.1.1')).statusCode).toBe(
      429,
    );
  });
});
