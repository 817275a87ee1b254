import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { writeMiniatureBuild } from '../../../test/miniature-build';

// The miniature build with the landing and How It Works in German too, as the prerender writes
// them (scripts/prerender.mjs: lang per locale, hreflang for all six and x-default).
const staticDir = writeMiniatureBuild();
const hreflang = `<link rel="alternate" hreflang="de" href="%APP_URL%/de/how-it-works" /><link rel="alternate" hreflang="x-default" href="%APP_URL%/how-it-works" />`;
mkdirSync(path.join(staticDir, 'pages/de'), { recursive: true });
writeFileSync(path.join(staticDir, 'pages/de/landing.html'), '<html lang="de">LANDING-DE</html>');
writeFileSync(
  path.join(staticDir, 'pages/de/how-it-works.html'),
  `<html lang="de"><head>${hreflang}</head>HOW-DE</html>`,
);
const manifestFile = path.join(staticDir, 'routes.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
  prerendered: Record<string, string>;
};
manifest.prerendered['/de'] = 'pages/de/landing.html';
manifest.prerendered['/de/how-it-works'] = 'pages/de/how-it-works.html';
writeFileSync(manifestFile, JSON.stringify(manifest));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public pages in every language (decision 038)', () => {
  it("sends a first visit to / to its browser's language once, and remembers it", async () => {
    const response = await get('/?ref=fb', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de?ref=fb');
    expect(String(response.headers['set-cookie'])).toMatch(
      /^swapsies_locale=de; Max-Age=\d+; Path=\/; SameSite=Lax/,
    );
    expect(response.headers.vary).toMatch(/Accept-Language/);
    const landing = await get('/de', { 'accept-language': 'de' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('LANDING-DE');
  });

  it('keeps / English for English browsers, and for a visitor who chose English', async () => {
    const english = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('LANDING');
    expect(english.headers['set-cookie']).toBeUndefined();
    expect(english.headers.vary).toBe('Cookie, Accept-Language');
    const unknown = await get('/', { 'accept-language': 'ja,zh;q=0.5' });
    expect(unknown.statusCode).toBe(200);
    const chosen = await get('/', { 'accept-language': 'de', cookie: 'swapsies_locale=en' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('LANDING');
  });

  it('follows the language chosen before over the browser', async () => {
    const response = await get('/', { 'accept-language': 'fr', cookie: 'swapsies_locale=de' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('never redirects a signed-in collector: the app speaks their account language', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await get('/', { cookie, 'accept-language': 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SHELL');
  });

  it('serves /de/how-it-works prerendered in German with its hreflang links', async () => {
    for (const url of ['/de/how-it-works', '/de/how-it-works/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="de" href="${TEST_ORIGIN}/de/how-it-works" />`,
      );
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/how-it-works" />`,
      );
    }
  });

  it('answers 404 for unknown prefixes and pages not in a language', async () => {
    for (const url of ['/xx/how-it-works', '/de/nope', '/de/dashboard']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('SHELL');
    }
  });
});
