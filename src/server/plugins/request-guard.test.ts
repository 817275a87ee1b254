import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registerUser } from '../../test/factories';
import { dbFingerprint } from '../../test/fingerprint';
import { request } from '../../test/http';
import { ownOriginsOf } from '../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const foreign = { origin: 'https://evil.example' };

describe('the request guard covers every spelling of a path', () => {
  it('refuses POST /%61pi/logout from a foreign origin and keeps the session', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'POST', '/%61pi/logout', undefined, {
      cookie,
      headers: foreign,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
    expect((await request(t.app, 'GET', '/api/user', undefined, { cookie })).statusCode).toBe(200);
  });

  it('refuses POST /%61pi/collection-templates from a foreign origin and creates nothing', async () => {
    const { cookie } = await registerUser(t.app);
    const before = await dbFingerprint(t.database);
    const response = await request(
      t.app,
      'POST',
      '/%61pi/collection-templates',
      { title: 'Forged album', totalStickers: 10 },
      { cookie, headers: foreign },
    );
    expect(response.statusCode).toBe(403);
    expect(await dbFingerprint(t.database)).toBe(before);
  });

  it('refuses a form-encoded body on an encoded path with 415', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await request(t.app, 'POST', '/ap%69/logout', 'a=1', {
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses an absolute-form request line with a foreign origin', async () => {
    const { cookie } = await registerUser(t.app);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      // Written, not ended: a client that half-closes first gets no answer from Node at all.
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST http://evil.example/api/logout HTTP/1.1',
            'Host: evil.example',
            'Origin: https://evil.example',
            'Content-Type: application/json',
            `Cookie: ${cookie}`,
            'Content-Length: 0',
            'Connection: close',
            '',
            '',
          ].join('\r\n'),
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no answer')), 5_000).unref();
    });
    expect(answer.split('\r\n', 1)[0]).toMatch(/^HTTP\/1\.1 (403|404)/);
    expect((await request(t.app, 'GET', '/api/user', undefined, { cookie })).statusCode).toBe(200);
  });
});

describe('a loopback APP_URL is the same app under every loopback name', () => {
  it.each([['http://127.0.0.1:3000'], ['http://[::1]:3000'], ['http://localhost:3000']])(
    'registers from Origin %s (APP_URL http://localhost:3000)',
    async (origin) => {
      const response = await request(
        t.app,
        'POST',
        '/api/register',
        {
          username: `loop${Math.random().toString(36).slice(2, 8)}`,
          email: `loop${Math.random().toString(36).slice(2, 8)}@example.com`,
          password: 'correct horse battery',
        },
        { headers: { origin } },
      );
      expect(response.statusCode).toBe(201);
    },
  );

  it.each([['http://127.0.0.1:3001'], ['https://127.0.0.1:3000'], ['http://127.0.0.2:3000']])(
    'still refuses Origin %s: another port, scheme or host',
    async (origin) => {
      const response = await request(t.app, 'POST', '/api/logout', undefined, {
        headers: { origin },
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it('keeps a public APP_URL strict', () => {
    expect(ownOriginsOf('https://swapsies.example')).toEqual(['https://swapsies.example']);
    expect(ownOriginsOf('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(ownOriginsOf('http://127.0.0.1')).toEqual([
      'http://localhost',
      'http://127.0.0.1',
      'http://[::1]',
    ]);
  });
});
