import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../domain/html';
import type { Locale } from '../../../domain/locale';
import { SWAP_ENDED_BY_DELETION } from '../../../domain/matches/lifecycle';
import { PREFERENCE_LABELS } from '../../../domain/notifications/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTemplateFor,
  findableCollector,
  proposeSwap,
  registerUser,
  type SignedInUser,
} from '../../../test/factories';
import { request } from '../../../test/http';
import { translate } from '../../i18n/catalogs';

// A collector reads their emails, the unsubscribe pages and the API's per-sticker refusals in
// their account's language (decision 038); a link that names no account, in the browser's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let albums = 0;
async function newAlbum() {
  albums += 1;
  const title = `Idioma ${albums}`;
  const owner = await registerUser(t.app);
  return { id: await createTemplateFor(t.app, owner.cookie, { title, totalStickers: 12 }), title };
}

async function speaks(who: SignedInUser, locale: Locale) {
  const response = await request(t.app, 'PUT', '/api/user/locale', { locale }, who);
  expect(response.statusCode, response.body).toBe(200);
}

/** Two collectors who can swap 1 and 2 for 3 and 4, the partner in `locale`. */
async function pair(locale: Locale) {
  const album = await newAlbum();
  const proposer = await findableCollector(t.app, album.id, {
    needs: ['1', '2'],
    spares: ['3', '4'],
  });
  const partner = await findableCollector(t.app, album.id, {
    needs: ['3', '4'],
    spares: ['1', '2'],
  });
  await speaks(partner, locale);
  return { album, proposer, partner };
}

const emailsTo = (who: SignedInUser) => t.mailer.sent.filter((e) => e.to === who.user.email);
const tokenIn = (header: string) => decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);
const unsubscribeUrl = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;

/** `text` in `locale`, which must differ from its English (else the test proves nothing). */
function inLocale(locale: Locale, text: string, values?: Record<string, unknown>) {
  const said = translate(locale, text, values);
  expect(said).not.toBe(translate('en', text, values));
  return said;
}

describe('notification emails in the account language', () => {
  it('writes the subject, the lines and the links of a proposal in German', async () => {
    const { album, proposer, partner } = await pair('de');
    await proposeSwap(t.app, proposer, partner);
    await t.app.notifier.runOnce();
    const email = emailsTo(partner).at(-1)!;
    expect(email.subject).toBe(
      inLocale('de', '{who} proposed a swap for {album}', {
        who: proposer.user.username,
        album: album.title,
      }),
    );
    expect(email.text).toContain(inLocale('de', 'Open the swap'));
    expect(email.html).toContain(inLocale('de', 'Open the swap'));
    expect(email.text).not.toContain('You give');
  });

  it('says why a swap ended, in Spanish, when the other collector deletes their account', async () => {
    const { proposer, partner } = await pair('es');
    // The partner (Spanish) proposes, then the proposer of the pair deletes their account.
    await proposeSwap(t.app, partner, proposer);
    const deleted = await request(
      t.app,
      'DELETE',
      '/api/user',
      { currentPassword: proposer.password },
      proposer,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    await t.app.notifier.runOnce();
    const email = emailsTo(partner).at(-1)!;
    expect(email.text).toContain(inLocale('es', SWAP_ENDED_BY_DELETION.account));
    expect(email.text).not.toContain(SWAP_ENDED_BY_DELETION.account);
  });

  it('sends the daily digest in Brazilian Portuguese', async () => {
    const album = await newAlbum();
    const numbers = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
    const me = await findableCollector(t.app, album.id, {
      needs: numbers(1, 4),
      spares: numbers(5, 8),
    });
    await findableCollector(t.app, album.id, { needs: numbers(5, 8), spares: numbers(1, 4) });
    await speaks(me, 'pt-BR');
    const on = await request(
      t.app,
      'PUT',
      '/api/notifications/preferences',
      { type: 'new-matches', channel: 'email', enabled: true },
      me,
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(await t.app.notifier.runOnce()).toMatchObject({ digests: 1 });
    const email = emailsTo(me).at(-1)!;
    expect(email.subject).toBe(
      inLocale(
        'pt-BR',
        '{count, plural, one {# new match worth a look for {album}} other {# new matches worth a look for {album}}}',
        { count: 1, album: album.title },
      ),
    );
    expect(email.text).toContain(inLocale('pt-BR', 'See your matches'));
  });
});

describe('the unsubscribe pages in the account language', () => {
  async function emailedToken(locale: Locale) {
    const { partner, proposer } = await pair(locale);
    await proposeSwap(t.app, proposer, partner);
    await t.app.notifier.runOnce();
    return { partner, token: tokenIn(emailsTo(partner).at(-1)!.headers!['List-Unsubscribe']!) };
  }
  const post = (path: '/unsubscribe' | '/resubscribe', token: string) =>
    t.app.inject({
      method: 'POST',
      url: `${path}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('asks, unsubscribes and turns back on in French, whatever the browser asks for', async () => {
    const { partner, token } = await emailedToken('fr');
    const label = inLocale('fr', PREFERENCE_LABELS['swap-proposed']);
    const ask = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl(token),
      headers: { 'accept-language': 'de' },
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<html lang="fr">');
    expect(ask.body).toContain(inLocale('fr', 'Stop these emails?'));
    expect(ask.body).toMatch(
      new RegExp(`<button type="submit"[^>]*>${inLocale('fr', 'Unsubscribe')}</button>`),
    );
    expect(ask.body).toContain(`<strong>${partner.user.username}</strong>`);
    // The type's name is inside the sentence, escaped with it.
    expect(ask.body).toContain(escapeHtml(label));
    expect(ask.body).not.toContain('Stop these emails?');
    expect(ask.body).not.toContain('Choose which emails you get');

    const done = await post('/unsubscribe', token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('<html lang="fr">');
    expect(done.body).toContain(inLocale('fr', 'You are unsubscribed'));
    expect(done.body).toContain(inLocale('fr', 'Turn these emails back on'));

    const again = await t.app.inject({ method: 'GET', url: unsubscribeUrl(token) });
    expect(again.body).toContain(inLocale('fr', 'These emails are off'));

    const back = await post('/resubscribe', token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.body).toContain(inLocale('fr', 'These emails are back on'));
    expect(back.body).toContain(inLocale('fr', 'Change your choices any time in Settings'));
  });

  it('keeps an English account in English', async () => {
    const { token } = await emailedToken('en');
    const ask = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl(token),
      headers: { 'accept-language': 'es' },
    });
    expect(ask.body).toContain('<html lang="en-GB">');
    expect(ask.body).toContain('Stop these emails?');
  });

  it('says a broken link is broken in the language the browser asks for', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl('1.swap-proposed.nope'),
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain(inLocale('it', 'This unsubscribe link is not valid'));
    // The POST's JSON refusal follows the same header.
    const refused = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl('1.swap-proposed.nope'),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'it',
      },
      payload: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inLocale('it', 'This unsubscribe link is not valid'));
  });
});

describe('per-sticker refusals of a bulk change', () => {
  it('come in the account language', async () => {
    const german = await registerUser(t.app);
    await speaks(german, 'de');
    const response = await request(
      t.app,
      'PATCH',
      '/api/stickers/bulk',
      { updates: [{ id: 2_000_000_000, data: { owned: true } }] },
      german,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.errors).toEqual([
      { id: 2_000_000_000, message: inLocale('de', 'Sticker not found') },
    ]);
  });
});
