import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { unique } from './support/api';
import { skipE2E, useE2E, type StickerSeed } from './support/harness';

// Set SHOTS_DIR to keep screenshots of the compare section for a design check.
const shotsDir = process.env.SHOTS_DIR;

/**
 * The owner's 12-sticker album: 1 and 2 owned, 4 for trade (one copy on offer), 12 for trade with
 * 3 copies (two on offer); so needs 3, 5–11 and for trade 4, 12 (x2).
 */
const OWNER_ALBUM: StickerSeed = {
  '1': { owned: true },
  '2': { owned: true },
  '4': { forTrade: true },
  '12': { forTrade: true, quantity: 3 },
};

describe.skipIf(skipE2E)('compare with my list on a public trade list', () => {
  const e2e = useE2E(shotsDir ? { shotsDir } : {});
  let sharePath: string;
  let title: string;

  beforeAll(async () => {
    const { context: owner } = await e2e.signedIn('owner');
    title = unique('Lionesses 2026');
    const collectionId = await e2e.createAlbum(owner, { title, totalStickers: 12 });
    await e2e.seedStickers(owner, collectionId, OWNER_ALBUM);
    // New collections are private until shared (decision 027).
    ({ sharePath } = await e2e.shareCollection(owner, collectionId));
    await owner.close();
  });

  /** A visitor (no account) on the public page, with the compare section loaded. */
  async function visit(viewport: { width: number; height: number } = viewports.phone) {
    const context = await e2e.newContext(viewport);
    const page = await e2e.newPage(context);
    await page.goto(sharePath);
    const section = page.getByRole('region', { name: 'Compare with my list' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('textbox', { name: 'Stickers I need' }).waitFor();
    return { context, page, section };
  }

  const chips = (scope: Locator, name: string) =>
    scope.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents();

  /** Records every API request the page makes from now on. */
  function watchApiRequests(page: Page) {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push(`${request.method()} ${pathname}`);
    });
    return requests;
  }

  it('shows what a visitor can give and get and a message to copy, sending nothing', async () => {
    const { context, page, section } = await visit();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
    const requests = watchApiRequests(page);

    await section.getByText('Add the stickers you need to see what you can get.').waitFor();
    await section.getByText('Add your spares to see what you can give.').waitFor();

    await section.getByRole('textbox', { name: 'Stickers I need' }).fill('99');
    await section.getByText('Nothing you need is on this list yet').waitFor();

    await section.getByRole('textbox', { name: 'Stickers I need' }).fill('4, 12, 20, foo');
    // A Swapsies message pasted as spares counts by its labels.
    await section
      .getByRole('textbox', { name: 'My spares' })
      .fill('Hi all!\nNeed (1): 30\nFor trade (3): 3, 7 (x2), 1\n#swapsies');

    await section.getByRole('heading', { name: 'You can give (2)' }).waitFor();
    expect(await chips(section, 'You can give')).toEqual(['3', '7']);
    await section.getByRole('heading', { name: 'You can get (2)' }).waitFor();
    expect(await chips(section, 'You can get')).toEqual(['4', '12']);
    // numbers past the album's last sticker are said, not silently ignored
    expect(await chips(section, 'Not read')).toEqual([
      'fooNot a sticker number',
      '20Not in this album (1–12)',
      '30Not in this album (1–12)',
    ]);
    const message = [
      `Hi! I saw your Swapsies list for ${title}.`,
      'I can give you (2): 3, 7',
      "I'd like (2): 4, 12",
      'Fancy a swap?',
    ].join('\n');
    expect(await section.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe(message);
    if (shotsDir) await section.screenshot({ path: `${shotsDir}/compare-375.png` });

    await section.getByRole('button', { name: 'Copy message' }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Message copied', { exact: true })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);

    expect(requests).toEqual([]);
    await context.close();
  });

  it('sits side by side on a laptop', async () => {
    const { context, section } = await visit(viewports.desktop);
    await section.getByRole('textbox', { name: 'Stickers I need' }).fill('4, 12, 20');
    await section.getByRole('textbox', { name: 'My spares' }).fill('3, 7, 8x2');
    await section.getByRole('heading', { name: 'You can give (3)' }).waitFor();
    const [needs, spares] = await Promise.all([
      section.getByRole('textbox', { name: 'Stickers I need' }).boundingBox(),
      section.getByRole('textbox', { name: 'My spares' }).boundingBox(),
    ]);
    expect(needs?.y).toBe(spares?.y);
    if (shotsDir) await section.screenshot({ path: `${shotsDir}/compare-1280.png` });
    await context.close();
  });
});
