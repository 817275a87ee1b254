import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser, uniqueUsername } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request } from '../../../test/http';
import { guessablePasswordReason } from '../../lib/guessable-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMMON =
  'This password is one of the most common ones and easy to guess. Please choose another.';

describe('guessablePasswordReason', () => {
  it.each(['password123', '123456', 'qwerty', 'LetMeIn', 'football'])('names %s common', (p) => {
    expect(guessablePasswordReason(p)).toBe(COMMON);
  });

  it('names a password that is the username or the email name', () => {
    const owner = { username: 'StickerSam', email: 'sam.swaps@example.com' };
    expect(guessablePasswordReason('stickersam', owner)).toMatch(/username or email/);
    expect(guessablePasswordReason('sam.swaps', owner)).toMatch(/username or email/);
  });

  it('lets an uncommon password through', () => {
    expect(guessablePasswordReason('Kestrel-Album-7391', { username: 'sam' })).toBeUndefined();
  });
});

describe('a new password that is easy to guess', () => {
  it('is refused at registration with a clear reason, and no account is made', async () => {
    const before = await dbFingerprint(t.database);
    const username = uniqueUsername('weak');
    const response = await request(t.app, 'POST', '/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: COMMON, code: 'WEAK_PASSWORD' });
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('is refused when changing the password, and the old one still works', async () => {
    const { user, cookie, password } = await registerUser(t.app);
    const response = await request(
      t.app,
      'POST',
      '/api/user/password',
      { currentPassword: password, newPassword: 'iloveyou', signOutOtherSessions: false },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WEAK_PASSWORD');
    const login = await request(t.app, 'POST', '/api/login', {
      username: user.username,
      password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('is refused on a reset, and the link still works for a better one', async () => {
    const { user } = await registerUser(t.app);
    const mailsBefore = t.mailer.sent.length;
    await request(t.app, 'POST', '/api/forgot-password', { email: user.email });
    for (let i = 0; i < 100 && t.mailer.sent.length === mailsBefore; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
    const weak = await request(t.app, 'POST', '/api/reset-password', {
      token,
      password: 'letmein',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const strong = await request(t.app, 'POST', '/api/reset-password', {
      token,
      password: 'Harrier-Stamp-5512',
    });
    expect(strong.statusCode).toBe(200);
  });
});
