import { describe, expect, it } from 'vitest';
import { watchPageErrors } from './support/browser';
import { skipE2E, useE2E } from './support/harness';
import { hydrated } from './support/waits';

describe.skipIf(skipE2E)('public pages', () => {
  const e2e = useE2E();

  it('shows the 404 card for an unknown path, with a 404 status', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The app renders after the lists kept offline are restored: wait for it, then look.
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(
      page.getByText('Did you forget to add the page to the router?').isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('serves the landing page as full HTML without JavaScript', async () => {
    const html = await (await fetch(`${e2e.server.url}/`)).text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/"`);
  });

  it('loads the landing page without console errors', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    await hydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
