import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { request } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('blocks an account after 10 login attempts in 15 minutes, even with the right password, then lets it in', async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await request(
        t.app,
        'POST',
        '/api/login',
        { username: user.username, password: 'wrong' },
        { ip: `10.30.0.${i + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await request(
      t.app,
      'POST',
      '/api/login',
      { username: user.username, password },
      { ip: '10.30.1.1' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(15 * 60 * 1000 + 1000);
    const later = await request(
      t.app,
      'POST',
      '/api/login',
      { username: user.username, password },
      { ip: '10.30.1.1' },
    );
    expect(later.statusCode).toBe(200);
  });

  it('counts an account’s attempts together whether its username or its email is typed', async () => {
    const { user, password } = await registerUser(t.app);
    const names = [user.username, user.email, user.username.toUpperCase(), ` ${user.email} `];
    for (let i = 0; i < 10; i += 1) {
      const response = await request(
        t.app,
        'POST',
        '/api/login',
        { username: names[i % names.length], password: 'wrong' },
        { ip: `10.31.0.${i + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
    for (const name of [user.email, user.username]) {
      const blocked = await request(
        t.app,
        'POST',
        '/api/login',
        { username: name, password },
        { ip: '10.31.1.1' },
      );
      expect(blocked.statusCode).toBe(429);
    }
  });

  it('blocks one address after 30 login attempts but not another address', async () => {
    for (let i = 0; i < 30; i += 1) {
      await request(
        t.app,
        'POST',
        '/api/login',
        { username: `someone${i}`, password: 'wrong' },
        { ip: '10.31.0.1' },
      );
    }
    const blocked = await request(
      t.app,
      'POST',
      '/api/login',
      { username: 'someone-new', password: 'wrong' },
      { ip: '10.31.0.1' },
    );
    expect(blocked.statusCode).toBe(429);
    const other = await request(
      t.app,
      'POST',
      '/api/login',
      { username: 'someone-new', password: 'wrong' },
      { ip: '10.31.0.2' },
    );
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
});
