import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { PASSWORD, skipE2E, useE2E } from './support/harness';

/**
 * The account's language (decision 038, docs/product.md "Languages"): chosen in Settings, it
 * switches the screens at once, stays after a reload, and follows the collector to another device
 * once they sign in there; signing out keeps the device's language.
 */
describe.skipIf(skipE2E)('the account’s language', () => {
  const e2e = useE2E();

  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  const deviceLocale = (page: Page) => page.evaluate(() => localStorage.getItem('swapsies.locale'));

  it('Deutsch chosen in Settings: German at once, after a reload, and on a second device', async () => {
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
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual([
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
    const saved = (await (await laptop.request.get('/api/user')).json()) as { locale: string };
    expect(saved.locale).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Kontomenü von ${username}` }).waitFor();

    // The phone: English until the account is known, German once signed in.
    const phone = await e2e.newContext(viewports.phone);
    const phonePage = await phone.newPage();
    await phonePage.goto('/auth');
    await phonePage.getByLabel('Username or email').fill(username);
    await phonePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phonePage.getByRole('button', { name: 'Log in' }).click();
    await phonePage.waitForURL((url) => url.pathname === '/dashboard');
    await phonePage.getByRole('button', { name: `Kontomenü von ${username}` }).waitFor();
    expect(await htmlLang(phonePage)).toBe('de');
    await phonePage.goto('/settings');
    await phonePage.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();

    // Signing out keeps this device's language.
    await phonePage.getByRole('button', { name: `Kontomenü von ${username}` }).click();
    await phonePage.getByRole('menuitem', { name: 'Abmelden' }).click();
    await phonePage.waitForURL((url) => url.pathname === '/');
    expect(await deviceLocale(phonePage)).toBe('de');
    expect(await htmlLang(phonePage)).toBe('de');

    await laptop.close();
    await phone.close();
  });
});
