import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { skipE2E, useE2E, type Viewport } from './support/harness';

// Every way the dashboard's selected collection changes, at both widths: afterwards the one
// board on screen is the selected album's, right under the cards. (The old board once stayed on
// top with the new one 4,000 px below it, and a deleted album's board stayed on screen.)
describe.skipIf(skipE2E)('the dashboard shows the selected album, however it is selected', () => {
  const e2e = useE2E();

  async function collector(viewport: Viewport) {
    const { context } = await e2e.signedIn('switcher', { viewport });
    const page = await e2e.newPage(context);
    return { context, page };
  }

  const album = (context: BrowserContext, title: string, totalStickers: number) =>
    e2e.createAlbum(context, { title, totalStickers });

  const card = (page: Page, title: string) => page.getByRole('article', { name: title });

  /** The one board on screen is `title`'s, with `total` slots, close under the cards. */
  async function expectBoardOf(page: Page, title: string, total: number) {
    const progress = page.getByRole('progressbar', { name: 'Album progress' });
    await page.getByRole('heading', { name: title, exact: true, level: 2 }).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="progressbar"]').length === count,
      1,
    );
    expect(await progress.count()).toBe(1);
    const heading = page.locator('main h2').filter({ hasText: title });
    expect(await heading.count()).toBe(1);
    // right below the cards, not thousands of pixels down the page
    const box = await progress.boundingBox();
    expect(box?.y).toBeLessThan(1200);
    await page.locator('[data-sticker-id]').first().waitFor();
    const slots = await page.locator('[data-sticker-id]').count();
    expect(slots).toBeLessThanOrEqual(total);
    expect(await page.getByText(`of ${total} owned`).count()).toBe(1);
    expect(await card(page, title).getByRole('button', { pressed: true }).count()).toBe(1);
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`tap a card, create, archive, delete: the board follows (${name})`, async () => {
      const { context, page } = await collector(viewport);
      const first = unique('Premier League');
      const second = unique('Women’s Euros');
      await album(context, first, 12);
      await album(context, second, 30);

      await page.goto('/dashboard');
      await expectBoardOf(page, first, 12);

      // tap another card
      await card(page, second).getByRole('button', { name: second }).first().click();
      await expectBoardOf(page, second, 30);
      await card(page, first).getByRole('button', { name: first }).first().click();
      await expectBoardOf(page, first, 12);

      // archive the selected one: it stays shown, read-only, and the archive is confirmed
      await card(page, first).getByRole('button', { name: 'Archive' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
      await page.getByText('Collection archived').first().waitFor();
      await expectBoardOf(page, first, 12);
      await card(page, first).getByText('Archived').waitFor();

      // create one (the archived one leaves room under the free limit): the new album is shown
      const third = unique('World Cup');
      await page.getByRole('button', { name: 'New Collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Collection' });
      await dialog.getByRole('tab', { name: 'New template' }).click();
      await dialog.getByLabel('Template name').fill(third);
      await dialog.getByLabel('Total stickers').fill('24');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectBoardOf(page, third, 24);

      // back to the archived one, then to another
      await card(page, first).getByRole('button', { name: first }).first().click();
      await expectBoardOf(page, first, 12);
      await card(page, second).getByRole('button', { name: second }).first().click();
      await expectBoardOf(page, second, 30);

      // delete the selected one: the card after it is shown and a sticker tap works there
      await card(page, second).getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Delete Collection' })
        .click();
      await page.getByText('Collection deleted').first().waitFor();
      await card(page, second).waitFor({ state: 'detached' });
      await expectBoardOf(page, third, 24);
      const slot = page.locator('[data-sticker-id] button[aria-pressed]').first();
      await slot.click();
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-sticker-id] button[aria-pressed]')
            ?.getAttribute('aria-pressed') === 'true',
      );
      expect(await page.getByText('Sticker not found').count()).toBe(0);

      // delete every collection: the empty state, no board left behind
      for (const title of [first, third]) {
        // only the selected card offers Delete
        await card(page, title).getByRole('button', { name: title }).first().click();
        await card(page, title).getByRole('button', { name: 'Delete' }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Delete Collection' })
          .click();
        await card(page, title).waitFor({ state: 'detached' });
      }
      await page.getByRole('heading', { name: 'No collections yet' }).waitFor();
      expect(await page.getByRole('progressbar', { name: 'Album progress' }).count()).toBe(0);
      expect(await page.locator('[data-sticker-id]').count()).toBe(0);
      await context.close();
    });
  }
});
