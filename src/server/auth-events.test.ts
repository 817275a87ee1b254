import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, type TestApp } from '../test/app';
import { registerUser, uniqueUsername } from '../test/factories';
import { request } from '../test/http';

// Checklist L1 and L2: security events as their own JSON lines, with user, address and request
// id, and never a password, token or cookie in any line.
let t: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  t = await createTestApp({}, { logger: logs.logger });
});
afterAll(() => t.close());

const eventsNamed = (event: string) => logs.lines.filter((line) => line.event === event);

async function waitForMail(countBefore: number) {
  for (let i = 0; i < 100 && t.mailer.sent.length === countBefore; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return t.mailer.sent.at(-1)!;
}

describe('auth events in the log', () => {
  it('logs register, a failed and a good login, and logout with user, address and request id', async () => {
    const { user, password } = await registerUser(t.app, { ip: '10.77.0.1' });
    expect(eventsNamed('auth.register').at(-1)).toMatchObject({
      userId: user.id,
      ip: '10.77.0.1',
      reqId: expect.any(String),
    });

    await request(t.app, 'POST', '/api/login', { username: user.username, password: 'nope-nope' });
    expect(eventsNamed('auth.login.failed').at(-1)).toMatchObject({ userId: user.id, level: 40 });
    await request(t.app, 'POST', '/api/login', { username: 'no-such-name', password: 'x-x-x-x' });
    expect(eventsNamed('auth.login.failed').at(-1)!.userId).toBeUndefined();

    const login = await request(
      t.app,
      'POST',
      '/api/login',
      { username: user.username, password },
      { ip: '10.77.0.2' },
    );
    expect(eventsNamed('auth.login.ok').at(-1)).toMatchObject({ userId: user.id, ip: '10.77.0.2' });

    const cookie = `${t.app.sessionCookieName}=${login.cookies[0]!.value}`;
    await request(t.app, 'POST', '/api/logout', undefined, { cookie });
    expect(eventsNamed('auth.logout').at(-1)).toMatchObject({ userId: user.id });

    const everything = JSON.stringify(logs.lines);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(login.cookies[0]!.value);
  });

  it('logs a reset asked for and done, never its token, and mails that the password changed', async () => {
    const { user } = await registerUser(t.app);
    const before = t.mailer.sent.length;
    await request(t.app, 'POST', '/api/forgot-password', { email: user.email });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await waitForMail(before)).text)![1]!;
    expect(eventsNamed('auth.reset.requested').at(-1)).toMatchObject({ userId: user.id });

    const afterReset = t.mailer.sent.length;
    const reset = await request(t.app, 'POST', '/api/reset-password', {
      token,
      password: 'Harrier-Stamp-5512',
    });
    expect(reset.statusCode).toBe(200);
    // R8: no session starts by itself; the owner is told by email.
    expect(reset.cookies.find((c) => c.name === t.app.sessionCookieName)).toBeUndefined();
    const notice = await waitForMail(afterReset);
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toBe('Your Swapsies password was changed');
    expect(notice.text).not.toContain(token);
    expect(eventsNamed('auth.reset.done').at(-1)).toMatchObject({ userId: user.id });
    expect(JSON.stringify(logs.lines)).not.toContain(token);
  });

  it('mails the owner when the password is changed in settings', async () => {
    const { user, cookie, password } = await registerUser(t.app);
    const before = t.mailer.sent.length;
    const change = await request(
      t.app,
      'POST',
      '/api/user/password',
      { currentPassword: password, newPassword: 'Puffin-Shiny-4682', signOutOtherSessions: false },
      { cookie },
    );
    expect(change.statusCode).toBe(200);
    const notice = await waitForMail(before);
    expect(notice).toMatchObject({ to: user.email, subject: 'Your Swapsies password was changed' });
    expect(eventsNamed('auth.password.changed').at(-1)).toMatchObject({ userId: user.id });
  });

  it('logs a refused cross-site request with who and what', async () => {
    const { user, cookie } = await registerUser(t.app);
    const refused = await request(t.app, 'POST', '/api/logout', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    // logged once the answer is sent
    for (let i = 0; i < 100 && eventsNamed('auth.refused').length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(eventsNamed('auth.refused').at(-1)).toMatchObject({
      status: 403,
      code: 'CSRF_REJECTED',
      userId: user.id,
      level: 40,
    });
  });

  it('never logs the reset token of a reset page address', async () => {
    await t.app.inject({ method: 'GET', url: '/reset-password/page-secret-token' });
    expect(JSON.stringify(logs.lines)).not.toContain('page-secret-token');
  });
});

describe('a client that goes away mid-request', () => {
  it('is logged as a closed request, not as the database being down', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const name = uniqueUsername('gone');
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/login HTTP/1.1',
            'Host: localhost:3000',
            'Origin: http://localhost:3000',
            'Content-Type: application/json',
            'Content-Length: 1000',
            '',
            `{"username":"${name}",`,
          ].join('\r\n'),
          () => setTimeout(() => socket.destroy(), 50),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    for (
      let i = 0;
      i < 100 && !logs.lines.some((l) => l.msg === 'client closed the request');
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(logs.lines.find((l) => l.msg === 'client closed the request')).toMatchObject({
      level: 30,
    });
    expect(logs.lines.some((l) => l.msg === 'database unavailable')).toBe(false);
  });
});
