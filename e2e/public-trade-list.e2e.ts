import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { skipE2E, useE2E } from './support/harness';
import { watchServerHtml } from './support/hydration';

// The public trade list read on a phone: a big album's page stays short with "Show all", every
// number is big enough to read, printed codes are whole, and For Trade is one tap away.
describe.skipIf(skipE2E)('a public trade list on a phone', () => {
  const e2e = useE2E();

  /**
   * A shared collection made through the API (shared on purpose: new ones are private, decision
   * 027), its public path; `forTrade` numbers are marked with 2 copies.
   */
  async function shared(album: { totalStickers: number } | { codes: string }, forTrade: string[]) {
    const context = await e2e.newContext();
    await e2e.register(context, 'sharer');
    const collectionId = await e2e.createAlbum(context, { title: unique('Album'), ...album });
    await e2e.seedStickers(context, collectionId, (number) =>
      forTrade.includes(number) ? { forTrade: true, quantity: 2 } : undefined,
    );
    const { sharePath } = await e2e.shareCollection(context, collectionId);
    await context.close();
    return sharePath;
  }

  async function visit(sharePath: string): Promise<Page> {
    const context = await e2e.newContext(viewports.phone);
    const page = await e2e.newPage(context);
    await page.goto(sharePath);
    await page.getByRole('heading', { name: /^Needs/ }).waitFor();
    return page;
  }

  const cellsOf = (page: Page, title: string) =>
    page.getByRole('list', { name: new RegExp(`^${title}:`) }).locator('li:not([aria-hidden])');

  /** Every code cell: cut or not, and its type size. */
  const readCells = (page: Page) =>
    page.$$eval('section ul li:not([aria-hidden]) > span:first-child', (spans) =>
      spans.map((span) => ({
        code: span.textContent ?? '',
        isCut:
          span.getBoundingClientRect().width > span.parentElement!.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(span).fontSize),
      })),
    );

  it('keeps a 677-needed album short with 80 cells, and shows all on request', async () => {
    const id = await shared({ totalStickers: 680 }, ['3', '5', '70']);
    const page = await visit(id);
    expect(await cellsOf(page, 'Needs').count()).toBe(80);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(3600);
    for (const cell of await readCells(page)) {
      expect(cell.isCut, `${cell.code} is cut`).toBe(false);
      expect(cell.fontSize, `${cell.code} is too small`).toBeGreaterThanOrEqual(11);
    }

    // For Trade and Compare are one tap away, not past hundreds of numbers
    await page.getByRole('link', { name: /^For Trade/ }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('for-trade')!.getBoundingClientRect().top),
      )
      .toBeLessThan(100);
    expect(await page.getByRole('link', { name: 'Compare with my list' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Show all 677' }).click();
    expect(await cellsOf(page, 'Needs').count()).toBe(677);
    await page.getByRole('button', { name: 'Show fewer' }).click();
    expect(await cellsOf(page, 'Needs').count()).toBe(80);
  });

  it('shows every printed code whole at 375 px', async () => {
    const id = await shared(
      { codes: '00\nIntro: FWC1-FWC19\nMexico: MEX1-MEX20\nExtras: ENG100-ENG103' },
      ['FWC15', 'MEX20'],
    );
    const page = await visit(id);
    const cells = await readCells(page);
    expect(cells.map((cell) => cell.code)).toEqual(
      expect.arrayContaining(['FWC1', 'FWC15', 'FWC19', 'MEX20', 'ENG103']),
    );
    for (const cell of cells) {
      expect(cell.isCut, `${cell.code} is cut`).toBe(false);
      expect(cell.fontSize, `${cell.code} is too small`).toBeGreaterThanOrEqual(11);
    }
  });

  it('keeps the HTML the server sent while it hydrates, so nothing a visitor reads comes loose', async () => {
    const id = await shared({ totalStickers: 50 }, ['3']);
    const context = await e2e.newContext(viewports.phone);
    const page = await e2e.newPage(context);
    // Words of the app arriving mid-hydration made React draw the page again from scratch.
    const serverHtml = await watchServerHtml(page);
    await page.goto(id);
    const compare = page.getByRole('region', { name: 'Compare with my list' });
    await compare.getByRole('textbox', { name: 'Stickers I need' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await serverHtml.removed(), 'elements of the server HTML replaced').toBe(0);
  });
});
