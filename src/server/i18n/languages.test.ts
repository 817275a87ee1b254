import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../domain/locale';
import { DEFAULT_FACEBOOK_MESSAGE, DEFAULT_FACEBOOK_TEMPLATE } from '../../domain/sharing/message';
import { createTestApp, type TestApp } from '../../test/app';
import { registerUser } from '../../test/factories';
import { request } from '../../test/http';
import { resetPasswordEmail } from '../features/accounts/reset-email';
import { translate } from './catalogs';

// The server answers in the account's language, else Accept-Language (decision 038).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.38.0.${(ip++ % 250) + 1}`;

describe('the language of API answers', () => {
  it('answers an error in German to a German account, in English to an English one', async () => {
    const german = await registerUser(t.app, { ip: nextIp() });
    const put = await request(
      t.app,
      'PUT',
      '/api/user/locale',
      { locale: 'de' },
      {
        cookie: german.cookie,
      },
    );
    expect(put.statusCode).toBe(200);
    const asGerman = await request(t.app, 'GET', '/api/collections/999999', undefined, {
      cookie: german.cookie,
      // The account's language wins over the browser's.
      headers: { 'accept-language': 'es' },
    });
    expect(asGerman.statusCode).toBe(404);
    expect(asGerman.json().message).toBe('Sammlung nicht gefunden');

    const english = await registerUser(t.app, { ip: nextIp() });
    const asEnglish = await request(t.app, 'GET', '/api/collections/999999', undefined, {
      cookie: english.cookie,
    });
    expect(asEnglish.json().message).toBe('Collection not found');
  });

  it('answers a signed-out request in the language of its Accept-Language', async () => {
    const spanish = await request(t.app, 'GET', '/api/user', undefined, {
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toMatchObject({
      message: 'Inicia sesión para continuar',
      code: 'UNAUTHENTICATED',
    });
    const none = await request(t.app, 'GET', '/api/user');
    expect(none.json().message).toBe('Please log in to continue');
  });

  it('translates a validation message of the domain schemas', async () => {
    const answer = (acceptLanguage?: string) =>
      request(
        t.app,
        'POST',
        '/api/register',
        { username: 'ab', email: 'ab@example.com', password: 'correct horse battery' },
        {
          ip: nextIp(),
          ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
        },
      );
    const german = await answer('de');
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({
      message: 'Der Benutzername muss mindestens 3 Zeichen haben',
      field: 'username',
    });
    expect((await answer()).json().message).toBe('Username must be at least 3 characters');
  });
});

describe('emails in the account language', () => {
  it('sends the password-reset email in the account language', async () => {
    const user = await registerUser(t.app, { ip: nextIp() });
    await request(t.app, 'PUT', '/api/user/locale', { locale: 'de' }, { cookie: user.cookie });
    const before = t.mailer.sent.length;
    const asked = await request(
      t.app,
      'POST',
      '/api/forgot-password',
      { email: user.user.email },
      { ip: nextIp() },
    );
    expect(asked.statusCode).toBe(200);
    for (let i = 0; i < 200 && t.mailer.sent.length === before; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(user.user.email);
    expect(mail.subject).toBe('Setze dein Swapsies-Passwort zurück');
    expect(mail.text).toContain(`Hallo ${user.user.username},`);
  });

  it('keeps the English reset email exactly as it was', () => {
    const mail = resetPasswordEmail({ username: 'sam', link: 'https://x.test/r/1' });
    expect(mail.subject).toBe('Reset your Swapsies password');
    expect(mail.text).toContain(
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    );
  });
});

describe('the default Facebook message', () => {
  it('reads exactly the English default in English', () => {
    expect(translate('en', DEFAULT_FACEBOOK_MESSAGE)).toBe(DEFAULT_FACEBOOK_TEMPLATE);
  });

  it.each(locales)('keeps every token of the default in %s', (locale) => {
    const message = translate(locale, DEFAULT_FACEBOOK_MESSAGE);
    for (const token of [
      '{{collection}}',
      '{{needed}}',
      '{{needed_list}}',
      '{{for_trade}}',
      '{{for_trade_list}}',
    ]) {
      expect(message).toContain(token);
    }
    if (locale !== 'en') expect(message).not.toBe(DEFAULT_FACEBOOK_TEMPLATE);
  });
});
