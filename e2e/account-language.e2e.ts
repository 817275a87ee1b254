import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offlineCacheEntry, viewports } from './support/browser';
import { PASSWORD, skipE2E, useE2E } from './support/harness';

/**
 * The account's language (decision 038, docs/product.md "Languages"): chosen in Settings, it
 * switches the screens at once and stays after a reload; it follows the collector to another
 * device once they sign in there; signing out keeps the device's language.
 */
describe.skipIf(skipE2E)('the account’s language', () => {
  const e2e = useE2E();

  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  const deviceLocale = (page: Page) => page.evaluate(() => localStorage.getItem('swapsies.locale'));
  const accountLocale = async (context: BrowserContext) =>
    ((await (await context.request.get('/api/user')).json()) as { locale: string }).locale;

  it('Deutsch chosen in Settings: the screens are German at once and after a reload', async () => {
    const username = `sprache-${Date.now().toString(36)}`;
    const laptop = await e2e.newContext(viewports.desktop);
    const page = await laptop.newPage();
    await page.goto('/auth?tab=register');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // Each language by its own name, whatever the screen speaks.
    await page.getByRole('combobox', { name: 'Language' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Italiano',
      'Deutsch',
      'Français',
    ]);
    await page.getByRole('option', { name: 'Deutsch' }).click();

    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    await page.getByText('Sprache gespeichert', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).textContent()).toContain(
      'Deutsch',
    );
    expect(await accountLocale(laptop)).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Kontomenü von ${username}` }).waitFor();
    await laptop.close();
  }, 180_000);

  it('signing in on another device opens it in the account’s language; signing out keeps it', async () => {
    // An account whose language was chosen elsewhere.
    const elsewhere = await e2e.signedIn('sprache');
    const answer = await elsewhere.context.request.put('/api/user/locale', {
      data: { locale: 'de' },
      headers: e2e.api.headers(),
    });
    expect(answer.status()).toBe(200);
    await elsewhere.context.close();

    // The phone: English until the account is known, German once signed in.
    const phone = await e2e.newContext(viewports.phone);
    const page = await phone.newPage();
    await page.goto('/auth');
    await page.getByLabel('Username or email').fill(elsewhere.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const menu = page.getByRole('button', { name: `Kontomenü von ${elsewhere.username}` });
    await menu.waitFor();
    expect(await htmlLang(page)).toBe('de');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await deviceLocale(page)).toBe('de');
    expect(await htmlLang(page)).toBe('de');
    await phone.close();
  }, 180_000);

  it('a phone already signed in opens in the language chosen since on another device', async () => {
    const phone = await e2e.collector('sprache', { viewport: viewports.phone });
    await phone.page.goto('/dashboard');
    await phone.page.getByRole('heading', { name: 'My Sticker Collections', level: 1 }).waitFor();
    // The phone keeps the account as it last saw it, for a start with no signal (decision 016).
    await expect
      .poll(async () => offlineCacheEntry(phone.page, ['/api/user']), { timeout: 15_000 })
      .toContain('"locale":"en"');

    // Elsewhere (the laptop), the collector chooses German.
    const laptop = await e2e.newContext(viewports.desktop);
    await laptop.addCookies(await phone.context.cookies());
    const answer = await laptop.request.put('/api/user/locale', {
      data: { locale: 'de' },
      headers: e2e.api.headers(),
    });
    expect(answer.status()).toBe(200);
    await laptop.close();

    // The phone's next start shows its copy first, then asks the server and follows it.
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'Meine Sticker-Sammlungen', level: 1 }).waitFor();
    expect(await htmlLang(phone.page)).toBe('de');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 180_000);
});
