import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '../../../domain/account/schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call from its own address, so these tests stay clear of the per-IP limits. */
const nextIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function requestReset(email: string) {
  const before = t.mailer.sent.length;
  const response = await request(
    t.app,
    'POST',
    '/api/forgot-password',
    { email },
    { ip: nextIp() },
  );
  return { response, emailSent: async () => await waitForMail(before) };
}

async function waitForMail(countBefore: number) {
  for (let i = 0; i < 100 && t.mailer.sent.length === countBefore; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return t.mailer.sent.at(-1)!;
}

const tokenIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const reset = (token: string, password: string) =>
  request(t.app, 'POST', '/api/reset-password', { token, password }, { ip: nextIp() });
const login = (username: string, password: string) =>
  request(t.app, 'POST', '/api/login', { username, password }, { ip: nextIp() });

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { user } = await registerUser(t.app);
    const before = t.mailer.sent.length;
    const known = await requestReset(user.email);
    const mail = await known.emailSent();
    const unknown = await request(
      t.app,
      'POST',
      '/api/forgot-password',
      { email: 'nobody@example.com' },
      { ip: nextIp() },
    );
    expect(known.response.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.response.body).toBe(unknown.body);
    expect(known.response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(`${t.config.appUrl}/reset-password/`);
  });

  it('still answers 200 when the mail server fails', async () => {
    const { user } = await registerUser(t.app);
    t.mailer.failWith = new Error('SMTP down');
    try {
      const { response } = await requestReset(user.email);
      expect(response.statusCode).toBe(200);
    } finally {
      t.mailer.failWith = undefined;
    }
  });

  it('sends the reset email on a later pass of the notification worker when the mail server failed', async () => {
    // All email goes through the worker's retries (decision 037).
    const { user } = await registerUser(t.app);
    const tried = t.mailer.attempts;
    const before = t.mailer.sent.length;
    const toUser = () => t.mailer.sent.slice(before).filter((mail) => mail.to === user.email);
    t.mailer.failWith = new Error('SMTP down');
    try {
      const { response } = await requestReset(user.email);
      expect(response.statusCode).toBe(200);
      for (let i = 0; i < 100 && t.mailer.attempts === tried; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(t.mailer.attempts).toBe(tried + 1);
    } finally {
      t.mailer.failWith = undefined;
    }
    await t.app.notifier.runOnce(); // too soon: it waits 30 s first
    expect(toUser()).toHaveLength(0);
    t.clock.advance(30_000);
    await t.app.notifier.runOnce();
    expect(toUser()).toHaveLength(1);
    expect(toUser()[0]!.text).toContain(`${t.config.appUrl}/reset-password/`);
  });

  it('refuses an invalid email with the spec message', async () => {
    const response = await request(
      t.app,
      'POST',
      '/api/forgot-password',
      { email: 'a@' },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session of the user, and works only once', async () => {
    const { user, cookie, password } = await registerUser(t.app);
    const second = await login(user.username, password);
    expect(second.statusCode).toBe(200);
    const { emailSent } = await requestReset(user.email);
    const token = tokenIn((await emailSent()).text);

    const response = await reset(token, 'brand new password');
    expect(response.statusCode).toBe(200);

    expect((await request(t.app, 'GET', '/api/user', undefined, { cookie })).statusCode).toBe(401);
    expect((await login(user.username, password)).statusCode).toBe(401);
    expect((await login(user.username, 'brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'INVALID_TOKEN',
    });
  });

  it('voids the earlier links when a new one is requested: only the newest works', async () => {
    const { user, password } = await registerUser(t.app);
    const links: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const asked = await requestReset(user.email);
      links.push(tokenIn((await asked.emailSent()).text));
    }
    expect(new Set(links).size).toBe(3);
    for (const old of links.slice(0, 2)) {
      const refused = await reset(old, 'an older link must not work');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_TOKEN');
    }
    expect((await login(user.username, password)).statusCode).toBe(200);
    expect((await reset(links[2]!, 'the newest link works')).statusCode).toBe(200);
    expect((await login(user.username, 'the newest link works')).statusCode).toBe(200);
  });

  it('refuses a link older than 1 hour', async () => {
    const { user } = await registerUser(t.app);
    const { emailSent } = await requestReset(user.email);
    const token = tokenIn((await emailSent()).text);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(token, 'brand new password')).json().code).toBe('INVALID_TOKEN');
  });

  it('keeps the token usable when the new password is refused', async () => {
    const { user } = await registerUser(t.app);
    const { emailSent } = await requestReset(user.email);
    const token = tokenIn((await emailSent()).text);
    const weak = await reset(token, '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 6 characters');
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it.each([[''], ['x'], ['not a token!'], ['A'.repeat(43)]])(
    'refuses the token %j',
    async (token) => {
      const response = await reset(token, 'long enough');
      expect(response.statusCode).toBe(400);
      expect(['VALIDATION_FAILED', 'INVALID_TOKEN']).toContain(response.json().code);
    },
  );
});

describe('checking a reset link before the form (docs/product.md "Screens")', () => {
  const check = (token: string, ip = nextIp()) =>
    request(t.app, 'GET', `/api/reset-password/${token}`, undefined, { ip });

  it('says a fresh link works without using it up, and a used or expired one does not', async () => {
    const { user } = await registerUser(t.app);
    const fresh = tokenIn((await (await requestReset(user.email)).emailSent()).text);
    const before = await dbFingerprint(t.database);
    const first = await check(fresh);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ valid: true });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await check(fresh)).json()).toEqual({ valid: true });
    expect(await dbFingerprint(t.database)).toBe(before);

    expect((await reset(fresh, 'brand new password')).statusCode).toBe(200);
    expect((await check(fresh)).json()).toEqual({ valid: false });

    const later = tokenIn((await (await requestReset(user.email)).emailSent()).text);
    expect((await check(later)).json()).toEqual({ valid: true });
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await check(later)).json()).toEqual({ valid: false });
    expect((await check('A'.repeat(43))).json()).toEqual({ valid: false });
  });

  it('refuses a malformed token as the reset does', async () => {
    const response = await check('not%20a%20token');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 429 to the 21st check an hour from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) expect((await check('A'.repeat(43), ip)).statusCode).toBe(200);
    const limited = await check('A'.repeat(43), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
