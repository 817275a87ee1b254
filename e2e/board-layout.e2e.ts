import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { poll, skipE2E, useE2E, type Viewport } from './support/harness';
import { scrolledTo } from './support/waits';

// Where the board's parts sit on a phone and a laptop (docs/product.md "Screens", Dashboard, and
// decision 008): sharing is reachable from the top of the board, the floating share bar covers
// nothing at rest, and the pinned filter row shows whole labels. SHOTS_DIR=/some/dir keeps a
// picture of each board.
const shotsDir = process.env.SHOTS_DIR;

type Box = { top: number; bottom: number; left: number; right: number };

/** Whether the whole of `locator` is inside the viewport. */
const isOnScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.skipIf(skipE2E)('the board laid out at 375 px and 1280 px', () => {
  const e2e = useE2E(shotsDir ? { shotsDir } : {});

  async function boardOf(
    viewport: Viewport,
    totalStickers: number,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.newContext(viewport);
    await e2e.register(context, 'layout');
    await e2e.createAlbum(context, { title: unique('Album'), totalStickers });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.locator('[data-sticker-id]').first().waitFor();
    return { context, page };
  }

  const boxOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      });

  it('reaches the share controls from the top of a large board at 375 px', async () => {
    const { context, page } = await boardOf(viewports.phone, 450);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/board-375.png`, fullPage: true });

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await share.evaluate((element) => element.getBoundingClientRect().toJSON());
    expect(box.top, 'the Share button is on the first screen').toBeGreaterThanOrEqual(0);
    expect(box.bottom, 'the Share button is on the first screen').toBeLessThanOrEqual(812);

    await share.click();
    const copy = page.getByRole('button', { name: 'Copy Facebook Message' });
    await poll(() => isOnScreen(copy)).toBe(true);
    await expect
      .poll(() => copy.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await context.close();
  });

  it('keeps the floating share bar off the filters, the hint and the first row at rest at 1280 px', async () => {
    const { context, page } = await boardOf(viewports.desktop, 400);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/board-1280.png` });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const bar = await page
      .getByRole('region', { name: 'Share your trade list' })
      .evaluate((element) => element.getBoundingClientRect().toJSON() as Box);
    const filters = await boxOf(page, '[role="toolbar"][aria-label="Sticker filters"]');
    const hint = await page
      .getByText('Tap a number to mark it owned.')
      .evaluate((element) => element.getBoundingClientRect().toJSON() as Box);
    const firstRow = await boxOf(page, '[role="group"][aria-label="Stickers"] > div');
    expect(overlaps(bar, filters), 'the bar covers the filter row').toBe(false);
    expect(overlaps(bar, hint), 'the bar covers the hint').toBe(false);
    expect(overlaps(bar, firstRow), 'the bar covers the first row of stickers').toBe(false);

    // Once the board has scrolled, the bar floats at the bottom of the screen (decision 008).
    await scrolledTo(page, 1200);
    const copy = page.getByRole('button', { name: 'Copy Facebook Message' });
    await poll(() => isOnScreen(copy)).toBe(true);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/board-1280-scrolled.png` });
    await context.close();
  });

  it('shows every filter and the partner filter whole in the pinned row at 375 px', async () => {
    const { context, page } = await boardOf(viewports.phone, 450);
    await scrolledTo(page, 1500);
    const row = page.getByRole('toolbar', { name: 'Sticker filters (pinned)' });
    await row.waitFor();
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/pinned-375.png` });

    const names = ['All', 'Needed', 'Owned', 'For Trade', 'Pending', 'Completed'];
    const pinned = page.locator('[data-obscures="top"]');
    const partner = pinned.getByRole('combobox', { name: 'Partner filter' });
    expect(
      await partner.evaluate((element) => {
        const text = element.querySelector('.truncate')!;
        return { text: text.textContent, isCut: text.scrollWidth > text.clientWidth };
      }),
    ).toEqual({ text: 'All partners', isCut: false });

    // Each control is whole on screen, or comes whole into view when its row is scrolled.
    const controls = [...names.map((name) => row.getByRole('button', { name })), partner];
    for (const control of controls) {
      const state = await control.evaluate((element) => {
        const isCut = element.scrollWidth > element.clientWidth;
        let scroller: HTMLElement | null = element.parentElement;
        while (scroller && scroller.scrollWidth <= scroller.clientWidth)
          scroller = scroller.parentElement;
        if (scroller && scroller !== document.documentElement && scroller !== document.body) {
          const inRow = element.getBoundingClientRect();
          const rowBox = scroller.getBoundingClientRect();
          if (inRow.right > rowBox.right) scroller.scrollLeft += inRow.right - rowBox.right;
          if (inRow.left < rowBox.left) scroller.scrollLeft -= rowBox.left - inRow.left;
        }
        const box = element.getBoundingClientRect();
        const clip = (scroller ?? document.documentElement).getBoundingClientRect();
        const label = element.textContent;
        const whole =
          box.left >= Math.max(0, clip.left) - 0.5 &&
          box.right <= Math.min(window.innerWidth, clip.right) + 0.5;
        return { label, isCut, whole };
      });
      expect(state.isCut, `${state.label} is cut`).toBe(false);
      expect(state.whole, `${state.label} can be seen whole`).toBe(true);
    }
    await context.close();
  });
});
