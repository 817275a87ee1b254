import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports, watchPageErrors } from './support/browser';
import { visibleEnglishWords } from './support/english-words';
import { skipE2E, spare, useE2E } from './support/harness';
import { watchServerHtml } from './support/hydration';
import { afterLoadsSettle, hydrated } from './support/waits';

/** Screenshots of the shared list in Spanish on a phone, to look at. */
const SHOTS_DIR = '/tmp/shots/languages';

/**
 * The shared trade list in another language (decision 038): a visitor who opens its Spanish
 * address reads Spanish at 375 px, and the page the server wrote in Spanish hydrates as it is.
 */
describe.skipIf(skipE2E)('the shared trade list in Spanish', () => {
  const e2e = useE2E({ shotsDir: SHOTS_DIR });

  it('reads Spanish at /es/share on a phone, hydrating the server HTML without redrawing it', async () => {
    const title = unique('Mundial', '-');
    const sharer = await e2e.newContext();
    await e2e.register(sharer, 'sharer');
    const collectionId = await e2e.createAlbum(sharer, { title, totalStickers: 20 });
    await e2e.seedStickers(sharer, collectionId, (number) =>
      number === '3' || number === '7' ? spare : undefined,
    );
    const { sharePath } = await e2e.shareCollection(sharer, collectionId);
    await sharer.close();

    const context = await e2e.newContext(viewports.phone);
    const page = await e2e.newPage(context);
    const errors = watchPageErrors(page);
    const serverHtml = await watchServerHtml(page);
    let html = '';
    await afterLoadsSettle(page, async () => {
      html = (await (await page.goto(`/es${sharePath}`))?.text()) ?? '';
      await hydrated(page);
    });
    // The server wrote the page in Spanish: the client hydrated that HTML, not a shell.
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('data-prerendered="/es/share"');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('main h1').innerText()).toBe(title);
    // "English" is the language switcher's own name for English.
    expect(await visibleEnglishWords(page, [title, 'English'])).toEqual([]);
    expect(await page.title()).not.toContain('trade list');
    // The app's pages have one address: "Start Collecting" leads to /auth, never /es/auth.
    expect(await page.locator('main a[href="/auth"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="/es/auth"]').count()).toBe(0);
    // The footer's languages lead to this list in each of them.
    const query = sharePath.slice(sharePath.indexOf('?'));
    expect(await page.locator(`footer a[hreflang="de"]`).getAttribute('href')).toBe(
      `/de/share${query}`,
    );
    expect(await serverHtml.removed(), 'elements of the server HTML replaced').toBe(0);
    expect(errors, 'no hydration mismatch reported').toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/share-es-375.png`, fullPage: true });
    await context.close();
  });
});
