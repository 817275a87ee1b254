import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlLang, locales } from '../../../domain/locale';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createCollectionFor, registerUser, shareCollection } from '../../../test/factories';
import { writeMiniatureBuild } from '../../../test/miniature-build';
import { translate } from '../../i18n/catalogs';

// The shared trade list in every language (decision 038, "The shared list in every language"):
// the page at its prefixed address, the unprefixed one's once-only redirect, and the pictures.
// The miniature build has no renderer, so the page is the shell with the list's own head tags.
const staticDir = writeMiniatureBuild();
let t: TestApp;
let publicId: string;
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: staticDir });
  const owner = await registerUser(t.app);
  const { id } = await createCollectionFor(t.app, owner.cookie, {
    title: 'Copa 2026',
    totalStickers: 12,
  });
  ({ publicId } = await shareCollection(t.app, owner.cookie, id));
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the shared trade list in every language', () => {
  it('serves /es/share in Spanish, with its lang, hreflang alternates and canonical', async () => {
    const response = await get(`/es/share?collection=${publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    const spanishTitle = translate('es', '{album} — trade list', { album: 'Copa 2026' });
    expect(spanishTitle).not.toBe('Copa 2026 — trade list');
    expect(response.body).toContain(`<title>${spanishTitle} | `);
    expect(response.body).toContain(`<meta property="og:title" content="${spanishTitle}" />`);
    expect(response.body).not.toContain('for trade. Swap stickers with me');
    expect(response.body).toContain('<meta property="og:locale" content="es_ES" />');
    const address = (prefix: string) => `${TEST_ORIGIN}${prefix}/share?collection=${publicId}`;
    expect(response.body).toContain(`<link rel="canonical" href="${address('/es')}" />`);
    for (const locale of locales) {
      const prefix = locale === 'en' ? '' : `/${locale === 'pt-BR' ? 'pt' : locale}`;
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${htmlLang(locale)}" href="${address(prefix)}" />`,
      );
    }
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${address('')}" />`,
    );
    // Its link preview is drawn in Spanish too.
    expect(response.body).toMatch(
      new RegExp(`og:image" content="[^"]*/${publicId}/preview\\.png\\?v=[^"]*&amp;lang=es"`),
    );
    expect(response.headers.vary ?? '').not.toMatch(/cookie/i);
  });

  it('serves /pt/share as pt-BR', async () => {
    const response = await get(`/pt/share?collection=${publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="pt-BR"');
    expect(response.body).toContain('<meta property="og:locale" content="pt_BR" />');
  });

  it('gives each language its own ETag, and a 304 only to its own', async () => {
    const english = await get(`/share?collection=${publicId}`, { 'accept-language': 'en' });
    const spanish = await get(`/es/share?collection=${publicId}`);
    const german = await get(`/de/share?collection=${publicId}`);
    const etags = [english, spanish, german].map((r) => String(r.headers.etag));
    expect(new Set(etags).size).toBe(3);
    const again = await get(`/es/share?collection=${publicId}`, { 'if-none-match': etags[1]! });
    expect(again.statusCode).toBe(304);
    const other = await get(`/de/share?collection=${publicId}`, { 'if-none-match': etags[1]! });
    expect(other.statusCode).toBe(200);
  });

  it("sends a first visit to /share to its browser's language once, and remembers it", async () => {
    const response = await get(`/share?collection=${publicId}`, {
      'accept-language': 'de-DE,de;q=0.9,en;q=0.5',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/de/share?collection=${publicId}`);
    expect(String(response.headers['set-cookie'])).toMatch(/^swapsies_locale=de;/);
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    // The cookie it set keeps sending that visitor there, without setting it again.
    const next = await get(`/share?collection=${publicId}`, { cookie: 'swapsies_locale=de' });
    expect(next.headers.location).toBe(`/de/share?collection=${publicId}`);
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('keeps /share English for a visitor who chose English, and for English browsers', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'accept-language': 'de', cookie: 'swapsies_locale=en' },
      { 'accept-language': 'en-GB,en;q=0.9' },
      { 'accept-language': 'ja' },
    ]) {
      const response = await get(`/share?collection=${publicId}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Copa 2026 — trade list | ');
      expect(response.body).toContain('<meta property="og:locale" content="en_GB" />');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('draws the pictures in the language asked for, each kept and tagged apart', async () => {
    for (const kind of ['image', 'preview']) {
      const url = `/api/public/collections/${publicId}/${kind}.png`;
      const english = await get(url);
      const german = await get(`${url}?lang=de`);
      expect(german.statusCode).toBe(200);
      expect(german.headers['content-type']).toBe('image/png');
      expect(german.rawPayload.equals(english.rawPayload)).toBe(false);
      expect(german.headers.etag).not.toBe(english.headers.etag);
      const again = await get(`${url}?lang=de`, { 'if-none-match': String(german.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('refuses a picture language we do not speak with a clear 400', async () => {
    for (const lang of ['xx', 'pt', 'EN', '']) {
      const response = await get(`/api/public/collections/${publicId}/image.png?lang=${lang}`);
      expect(response.statusCode, lang).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/lang must be one of/);
    }
  });
});
