import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { request } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
    payload,
  });

describe('bad input never crashes the server', () => {
  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await post('{"username":');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'Request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await post(
      JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 100), password: 'y' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses __proto__ and constructor.prototype keys', async () => {
    expect(
      (await post('{"username":"a","password":"b","__proto__":{"isAdmin":true}}')).statusCode,
    ).toBe(400);
    expect((await post('{"constructor":{"prototype":{"x":1}}}')).statusCode).toBe(400);
  });

  it('refuses NUL in text with 400, not a database error', async () => {
    const response = await request(t.app, 'POST', '/api/register', {
      username: 'nul-user',
      email: 'nul@example.com',
      password: 'pass\u0000word',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a number, array or object where text is expected', async () => {
    for (const username of [42, ['a'], { a: 1 }, null, true]) {
      const response = await request(t.app, 'POST', '/api/login', {
        username,
        password: 'whatever',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('names the first failing field of a 400, so a form can show its message there', async () => {
    const response = await request(t.app, 'POST', '/api/register', {
      username: 'field-user',
      email: 'not an email',
      password: 'correct horse battery staple',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
  });

  it('refuses ids beyond an integer column with 400, not an overflow', async () => {
    const response = await request(t.app, 'GET', '/api/admin/users?after=2147483648');
    expect([400, 401]).toContain(response.statusCode);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await request(
        t.app,
        method,
        '/api/does-not-exist',
        method === 'GET' ? undefined : {},
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('never sends a stack trace or SQL in an error', async () => {
    const response = await post('{"username": "a", "password": "b", "rememberMe": "yes"}');
    expect(response.body).not.toMatch(/at .*\.ts:|SELECT|node_modules/);
  });
});
