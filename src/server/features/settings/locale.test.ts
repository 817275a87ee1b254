import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerUser, uniqueUsername } from '../../../test/factories';
import { dbFingerprint } from '../../../test/fingerprint';
import { request, sessionCookieFrom } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the account's language", () => {
  it("starts as the browser's language when it is one we speak, else English", async () => {
    const register = (acceptLanguage: string) => {
      const username = uniqueUsername();
      return request(
        t.app,
        'POST',
        '/api/register',
        {
          username,
          email: `${username.toLowerCase()}@example.com`,
          password: 'correct horse battery',
        },
        { headers: { 'accept-language': acceptLanguage } },
      );
    };
    const german = await register('de-DE,de;q=0.9,en;q=0.5');
    expect(german.statusCode).toBe(201);
    expect(german.json().locale).toBe('de');
    const japanese = await register('ja');
    expect(japanese.json().locale).toBe('en');
    const me = await request(t.app, 'GET', '/api/user', undefined, {
      cookie: sessionCookieFrom(t.app, german),
    });
    expect(me.json().locale).toBe('de');
  });

  it('changes in settings and stays changed', async () => {
    const kit = await registerUser(t.app);
    const changed = await request(
      t.app,
      'PUT',
      '/api/user/locale',
      { locale: 'pt-BR' },
      { cookie: kit.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: kit.user.id, locale: 'pt-BR' });
    const me = await request(t.app, 'GET', '/api/user', undefined, { cookie: kit.cookie });
    expect(me.json().locale).toBe('pt-BR');
  });

  it('refuses a language Swapsies does not speak, and changes nothing', async () => {
    const kit = await registerUser(t.app);
    const before = await dbFingerprint(t.database);
    const refused = await request(
      t.app,
      'PUT',
      '/api/user/locale',
      { locale: 'nl' },
      { cookie: kit.cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose one of the languages Swapsies speaks',
    });
    expect(await dbFingerprint(t.database)).toBe(before);
    const signedOut = await request(t.app, 'PUT', '/api/user/locale', { locale: 'de' });
    expect(signedOut.statusCode).toBe(401);
  });
});
