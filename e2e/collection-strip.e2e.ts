import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { skipE2E, useE2E } from './support/harness';

describe.skipIf(skipE2E)('the collection cards on a phone', () => {
  const e2e = useE2E();
  const { send } = e2e.api;

  async function collector(): Promise<{ context: BrowserContext; page: Page }> {
    const { context } = await e2e.signedIn('swiper');
    const page = await e2e.newPage(context);
    return { context, page };
  }

  const albumByApi = async (context: BrowserContext, title: string) => ({
    id: await e2e.createAlbum(context, { title, totalStickers: 10 }),
  });

  const card = (page: Page, title: string) => page.getByRole('article', { name: title });

  /** The card is wholly inside the screen's width (the strip has scrolled it into view). */
  const isWhollyShown = (page: Page, title: string) =>
    expect.poll(
      () =>
        card(page, title).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        }),
      { timeout: 3_000 },
    );

  it('scrolls the selected card into view when tapped, after a reload, when created and after a delete', async () => {
    const { context, page } = await collector();
    const titles = [unique('Album one'), unique('Album two'), unique('Album three')];
    const first = await albumByApi(context, titles[0]!);
    await albumByApi(context, titles[1]!);
    // archived, so creating the third stays within the free tier's two active collections
    await send(context, 'PATCH', `/api/collections/${first.id}/status`, { status: 'archived' });
    await page.goto('/dashboard');
    await card(page, titles[0]!).waitFor();
    // the active one is selected, and in view
    await isWhollyShown(page, titles[1]!).toBe(true);
    await card(page, titles[0]!).getByRole('button', { name: titles[0] }).click();
    await isWhollyShown(page, titles[0]!).toBe(true);
    // the second card only peeks in from the right
    await isWhollyShown(page, titles[1]!).toBe(false);

    // tapping the part that peeks in brings the whole card into view
    const peeking = await card(page, titles[1]!).boundingBox();
    await page.mouse.click(viewports.phone.width - 20, peeking!.y + 40);
    await card(page, titles[1]!).getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await isWhollyShown(page, titles[1]!).toBe(true);

    // the remembered choice is in view after a reload
    await page.reload();
    await card(page, titles[1]!).waitFor();
    await isWhollyShown(page, titles[1]!).toBe(true);

    // so is a collection just created, last in the strip
    await page.getByRole('button', { name: 'New Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Collection' });
    await dialog.getByRole('tab', { name: 'New template' }).click();
    await dialog.getByLabel('Template name').fill(titles[2]!);
    await dialog.getByLabel('Total stickers').fill('12');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await isWhollyShown(page, titles[2]!).toBe(true);

    // and the one shown after the selected collection is deleted
    await card(page, titles[0]!).getByRole('button', { name: titles[0] }).click();
    await isWhollyShown(page, titles[0]!).toBe(true);
    await card(page, titles[0]!).getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Delete ${titles[0]}?` })
      .getByRole('button', { name: 'Delete Collection' })
      .click();
    await card(page, titles[0]!).waitFor({ state: 'detached' });
    await card(page, titles[1]!).getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await isWhollyShown(page, titles[1]!).toBe(true);
    await context.close();
  });
});
