import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markReadSchema } from '../../domain/notifications/notifications';
import { createTestApp, type TestApp } from '../../test/app';
import { createCollectionFor, registerUser, uniqueUsername } from '../../test/factories';
import { request } from '../../test/http';
import { translateKnown } from './catalogs';

// Refusals with values (pasted album codes) and refusals that name their field (the stored-text
// rule) in the account's language, else Accept-Language; English exactly as before (decision 038).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.39.0.${(ip++ % 250) + 1}`;

async function accountIn(locale: 'de' | 'en') {
  const user = await registerUser(t.app, { ip: nextIp() });
  const put = await request(t.app, 'PUT', '/api/user/locale', { locale }, { cookie: user.cookie });
  expect(put.statusCode).toBe(200);
  return user.cookie;
}

const newTemplate = (cookie: string, body: unknown) =>
  request(t.app, 'POST', '/api/collection-templates', body, {
    cookie,
    // The account's language wins over the browser's.
    headers: { 'accept-language': 'es' },
  });

describe('refusals of pasted album codes', () => {
  it.each([
    ['1-3, 2', 'Sticker 2 steht zweimal in der Liste', 'Sticker 2 is listed twice'],
    ['MEX1, foo', 'Nicht lesbar: foo', 'Could not read: foo'],
    [
      'Mexico:\nMEX1',
      'Der Abschnitt Mexico hat keine Sticker-Codes',
      'Section Mexico has no sticker codes',
    ],
    [',,, ;', 'Füge mindestens einen Sticker-Code ein', 'Paste at least one sticker code'],
  ])(
    'refuses %j in German to a German account, in English to an English one',
    async (codes, german, english) => {
      const asGerman = await newTemplate(await accountIn('de'), { title: 'Album', codes });
      expect(asGerman.statusCode).toBe(400);
      expect(asGerman.json()).toEqual({ message: german, code: 'VALIDATION_FAILED' });
      const asEnglish = await newTemplate(await accountIn('en'), { title: 'Album', codes });
      expect(asEnglish.json()).toEqual({ message: english, code: 'VALIDATION_FAILED' });
    },
  );
});

describe('refusals that name their field', () => {
  const register = (override: Record<string, unknown>, acceptLanguage?: string) =>
    request(
      t.app,
      'POST',
      '/api/register',
      {
        username: uniqueUsername(),
        email: `${uniqueUsername()}@example.com`,
        password: 'long enough',
        ...override,
      },
      {
        ip: nextIp(),
        ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
      },
    );

  it.each([
    [
      { firstName: 'A'.repeat(61) },
      'Vorname darf höchstens 60 Zeichen haben',
      'First name must be at most 60 characters',
    ],
    [
      { firstName: 'A\u0007' },
      'Vorname enthält ein nicht erlaubtes Zeichen (ein unsichtbares Steuerzeichen oder ein beschädigtes)',
      'First name contains a character that is not allowed (an invisible control character or a broken one)',
    ],
    [{ firstName: 7 }, 'Vorname muss Text sein', 'First name must be text'],
  ])(
    'answers a signed-out %o in the language of Accept-Language',
    async (override, german, english) => {
      const asGerman = await register(override, 'de-DE,de;q=0.9');
      expect(asGerman.statusCode).toBe(400);
      expect(asGerman.json()).toEqual({
        message: german,
        code: 'VALIDATION_FAILED',
        field: 'firstName',
      });
      const asEnglish = await register(override, 'en');
      expect(asEnglish.json()).toEqual({
        message: english,
        code: 'VALIDATION_FAILED',
        field: 'firstName',
      });
      expect((await register(override)).json().message).toBe(english);
    },
  );

  it('says a label and a length in a German account’s words, numbers as German writes them', async () => {
    const answer = await newTemplate(await accountIn('de'), {
      title: 'T'.repeat(121),
      totalStickers: 5,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Name der Vorlage darf höchstens 120 Zeichen haben');
    const english = await newTemplate(await accountIn('en'), {
      title: 'T'.repeat(121),
      totalStickers: 5,
    });
    expect(english.json().message).toBe('Template name must be at most 120 characters');
  });
});

describe('a sticker flag sent as something else', () => {
  it('names the flag in a German account’s sentence', async () => {
    const cookie = await accountIn('de');
    const collection = await createCollectionFor(t.app, cookie, { totalStickers: 3 });
    const stickers = await request(
      t.app,
      'GET',
      `/api/collections/${collection.id}/stickers`,
      undefined,
      {
        cookie,
      },
    );
    const [first] = stickers.json() as Array<{ id: number }>;
    const answer = await request(
      t.app,
      'PATCH',
      `/api/stickers/${first!.id}`,
      { owned: 'yes' },
      { cookie },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'owned muss true oder false sein',
      field: 'owned',
    });
  });
});

describe('a field refusal of any label', () => {
  it('writes its number as the language does', () => {
    const english = 'Template must be at most 2,000 characters';
    expect(translateKnown('en', english)).toBe(english);
    expect(translateKnown('de', english)).toBe('Vorlage darf höchstens 2.000 Zeichen haben');
    expect(translateKnown('es', english)).toBe('Plantilla puede tener como máximo 2000 caracteres');
  });

  it.each([
    [
      'Stickers to give lists a sticker twice',
      'Zu gebende Sticker enthalten einen Sticker zweimal',
    ],
    [
      'Stickers to get can hold at most 10,000 stickers',
      'Zu bekommende Sticker dürfen höchstens 10.000 Sticker sein',
    ],
    ['Send at most 100 changes at once', 'Sende höchstens 100 Änderungen auf einmal'],
    ['Days must be 1 to 3650', 'Tage müssen zwischen 1 und 3650 liegen'],
    ['p256dh must be 65 bytes', 'p256dh muss 65 Bytes lang sein'],
  ])('says %j in German', (english, german) => {
    expect(translateKnown('en', english)).toBe(english);
    expect(translateKnown('de', english)).toBe(german);
  });

  it('leaves a message that is no refusal of ours as it is', () => {
    expect(translateKnown('de', 'Something else must be text, really')).toBe(
      'Something else must be text, really',
    );
  });
});

describe('marking notifications read', () => {
  it('says its refusal in German, and exactly as written in English', () => {
    const result = markReadSchema.safeParse({});
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('Send either {"all": true} or {"ids": [...]}');
    expect(translateKnown('en', message)).toBe(message);
    expect(translateKnown('de', message)).toBe('Sende entweder {"all": true} oder {"ids": [...]}');
  });
});
