import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { request } from '../../../test/http';
import { startSmtpServer } from '../../../test/smtp';

const received: string[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer((raw) => {
    received.push(raw);
  });
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Swapsies <hello@swapsies.test>' },
    { realMailer: true },
  );
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link back. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

it('sends the reset link through a real SMTP server, and the link sets a new password', async () => {
  const { user } = await registerUser(t.app);
  expect(
    (await request(t.app, 'POST', '/api/forgot-password', { email: user.email })).statusCode,
  ).toBe(200);

  for (let i = 0; i < 200 && received.length === 0; i += 1)
    await new Promise((r) => setTimeout(r, 25));
  expect(received).toHaveLength(1);
  const message = decodeQuotedPrintable(received[0]!);
  expect(message).toMatch(/^To: .*<?collector\d+@example\.com>?/m);
  expect(message).toContain('Subject: Reset your Swapsies password');

  const link = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(message);
  expect(link).not.toBeNull();
  const reset = await request(t.app, 'POST', '/api/reset-password', {
    token: link![1],
    password: 'set by email',
  });
  expect(reset.statusCode).toBe(200);
  const login = await request(t.app, 'POST', '/api/login', {
    username: user.username,
    password: 'set by email',
  });
  expect(login.statusCode).toBe(200);
});
