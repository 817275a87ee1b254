import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_OFF, PUBLIC_PAGE_ON } from '../src/domain/sharing/audience';
import { tradeImageFileName } from '../src/domain/sharing/file-name';
import { viewports } from './support/browser';
import { unique } from './support/api';
import { PASSWORD, skipE2E, useE2E, type Viewport } from './support/harness';

interface Album {
  context: BrowserContext;
  page: Page;
  collectionId: number;
  title: string;
}

type StickerChanges = Record<string, Record<string, unknown>>;

/**
 * A 12-sticker album: 1, 2 and 6 owned, 4 and 12 (three copies, so two on offer) for trade, 5 in
 * a pending trade and 11 in a completed one, so the lists are needed 3, 7, 8, 9, 10 and for trade
 * 4, 12 (x2).
 */
const TRADING_ALBUM: StickerChanges = {
  '1': { owned: true },
  '2': { owned: true },
  '6': { owned: true },
  '4': { forTrade: true },
  '12': { forTrade: true, quantity: 3 },
  '5': { isPending: true, pendingWith: 'Sam', owned: true },
  '11': { isCompleted: true, owned: true },
};

/** Reads a PNG's real size from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.skipIf(skipE2E)('sharing a trade list', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' } });
  let admin: BrowserContext;

  const { send, headers } = e2e.api;

  /**
   * A fresh collector (each from its own address, so the per-IP registration limit is not what is
   * under test) with one 12-sticker collection set up through the API, and a dashboard page once
   * the stickers show.
   */
  async function openAlbum(
    changes: StickerChanges,
    options: {
      viewport?: Viewport;
      mobile?: boolean;
      /** Runs after the album is made and before the page opens, e.g. to make the user Pro. */
      prepare?: (context: BrowserContext, userId: number) => Promise<void>;
    } = {},
  ): Promise<Album> {
    const viewport = options.viewport ?? viewports.desktop;
    const context = options.mobile
      ? await e2e.browser.newContext({
          baseURL: e2e.server.url,
          viewport,
          locale: 'en-GB',
          isMobile: true,
          hasTouch: true,
        })
      : await e2e.newContext(viewport);
    const user = await e2e.register(context, 'sharer', '10.2.0');
    const title = unique('Lionesses 2026');
    const collectionId = await e2e.createAlbum(context, { title, totalStickers: 12 });
    const ids = await e2e.stickerIdsOf(context, collectionId);
    // One sticker at a time, as a collector's taps make them.
    for (const [number, data] of Object.entries(changes)) {
      await send(context, 'PATCH', `/api/stickers/${ids.get(number)}`, data);
    }
    await options.prepare?.(context, user.id);

    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await boardShown(page);
    return { context, page, collectionId, title };
  }

  /**
   * The board's stickers are on screen, so the quick actions have them: a copy before they load
   * says 'Your stickers are still loading' instead.
   */
  const boardShown = (page: Page) => page.locator('[data-sticker-id]').first().waitFor();

  const toast = (page: Page, text: string) =>
    page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  async function allowClipboard(album: Album) {
    await album.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
  }
  const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  beforeAll(async () => {
    // The first account registered is the admin, who can grant Pro.
    admin = await e2e.newContext();
    await send(
      admin,
      'POST',
      '/api/register',
      {
        username: unique('admin').replace(' ', '-'),
        email: 'admin@example.com',
        password: PASSWORD,
      },
      { 'X-Forwarded-For': '10.2.1.1' },
    );
  });

  it('copies the default Facebook message for the current stickers', async () => {
    const album = await openAlbum(TRADING_ALBUM);
    await allowClipboard(album);

    await button(album.page, 'Copy Facebook Message').click();
    await toast(album.page, 'Copied to clipboard!').waitFor();
    expect(await readClipboard(album.page)).toBe(
      [
        `Looking to swap stickers for ${album.title}!`,
        '',
        'Need (5): 3, 7, 8, 9, 10',
        '',
        'For trade (2): 4, 12 (x2)',
        '',
        '#stickerswap #gotgotneed',
        'Message me if you need a swap!',
      ].join('\n'),
    );

    // Numbers as ranges: runs of three or more shorten, and the choice is remembered.
    await album.page.getByRole('switch', { name: 'Numbers as ranges' }).click();
    await button(album.page, 'Copy Facebook Message').click();
    await expect
      .poll(() => readClipboard(album.page))
      .toContain('Need (5): 3, 7-10\n\nFor trade (2): 4, 12 (x2)');
    await album.page.reload();
    await album.page.getByRole('switch', { name: 'Numbers as ranges', checked: true }).waitFor();
    await album.page.getByRole('switch', { name: 'Numbers as ranges' }).click();

    // Always the current stickers: a tap on the board changes the next message at once.
    await album.page.getByRole('button', { name: /^Sticker 3,/ }).click();
    await button(album.page, 'Copy Facebook Message').click();
    await expect
      .poll(() => readClipboard(album.page), { timeout: 5_000 })
      .toContain('Need (4): 7, 8, 9, 10');
    await album.context.close();
  });

  it("copies a Pro collector's own message template", async () => {
    const album = await openAlbum(TRADING_ALBUM, {
      prepare: async (context, userId) => {
        await send(admin, 'POST', `/api/admin/users/${userId}/pro`, { days: 365 });
        const response = await context.request.put('/api/user/facebook-template', {
          data: {
            template: 'Swaps for {{collection}}: need {{needed_list}} / spare {{for_trade_list}}',
          },
          headers: headers(),
        });
        expect(response.status()).toBe(200);
      },
    });
    await allowClipboard(album);

    await button(album.page, 'Copy Facebook Message').click();
    await toast(album.page, 'Copied to clipboard!').waitFor();
    expect(await readClipboard(album.page)).toBe(
      `Swaps for ${album.title}: need 3, 7, 8, 9, 10 / spare 4, 12 (x2)`,
    );
    await album.context.close();
  });

  it('says there is nothing to share or export when every sticker is owned and kept', async () => {
    const everythingOwned = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [String(index + 1), { owned: true }]),
    );
    const album = await openAlbum(everythingOwned, { viewport: viewports.phone });
    await allowClipboard(album);
    await album.page.evaluate(() => navigator.clipboard.writeText('untouched'));

    await button(album.page, 'Copy Facebook Message').click();
    await toast(album.page, 'No stickers to share').waitFor();
    expect(await readClipboard(album.page)).toBe('untouched');

    await button(album.page, 'Export Trade List').click();
    await toast(album.page, 'No stickers to export').waitFor();
    await album.context.close();
  });

  it('falls back to a manual copy on a phone, and to a Failed to copy toast elsewhere', async () => {
    const refuseClipboard = () => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    };

    const phone = await openAlbum(TRADING_ALBUM, { viewport: viewports.phone, mobile: true });
    await phone.page.addInitScript(refuseClipboard);
    await phone.page.reload();
    await boardShown(phone.page);
    await button(phone.page, 'Copy Facebook Message').click();
    const overlay = phone.page.getByRole('dialog', { name: 'Copy your text' });
    await overlay.waitFor();
    const box = overlay.getByRole('textbox', { name: 'Text to copy' });
    expect(await box.inputValue()).toContain('Need (5): 3, 7, 8, 9, 10');
    expect(await box.evaluate((area: HTMLTextAreaElement) => area.readOnly)).toBe(true);
    // Selected when the dialog takes focus (Radix's onOpenAutoFocus, after the dialog is shown)
    await expect
      .poll(() =>
        box.evaluate(
          (area: HTMLTextAreaElement) =>
            area.selectionStart === 0 && area.selectionEnd === area.value.length,
        ),
      )
      .toBe(true);
    // the modal hides the rest of the page from the accessibility tree, the toast included
    await phone.page.getByText('Copy it yourself', { exact: true }).waitFor();
    await phone.context.close();

    const laptop = await openAlbum(TRADING_ALBUM);
    await laptop.page.addInitScript(refuseClipboard);
    await laptop.page.reload();
    await boardShown(laptop.page);
    await button(laptop.page, 'Copy Facebook Message').click();
    await toast(laptop.page, 'Failed to copy').waitFor();
    expect(await laptop.page.getByRole('dialog').count()).toBe(0);
    await laptop.context.close();
  });

  it('exports the trade list as a 1600 px wide PNG named after the album', async () => {
    const album = await openAlbum(TRADING_ALBUM);

    const [download] = await Promise.all([
      album.page.waitForEvent('download'),
      button(album.page, 'Export Trade List').click(),
    ]);
    expect(download.suggestedFilename()).toBe(tradeImageFileName(album.title));
    const path = await download.path();
    const size = pngSize(await readFile(path));
    expect(size.width).toBe(1600);
    expect(size.height).toBeGreaterThan(600);
    await toast(album.page, 'Trade list downloaded').waitFor();
    await album.context.close();
  });

  /** The collection as its owner's API answers it: its sharing and its public link. */
  async function sharingOf(album: Album) {
    const list = (await e2e.api.getJson(album.context, '/api/collections')) as {
      id: number;
      isPublic: boolean;
      publicUrl: string | null;
    }[];
    return list.find(({ id }) => id === album.collectionId)!;
  }
  const pathOf = (publicUrl: string) => {
    const url = new URL(publicUrl);
    return `${url.pathname}${url.search}`;
  };

  // Decision 027: a new collection is private until its owner shares it, at an unguessable id.
  it('keeps a new collection private, then shares it at its public link from the switch at 375 px', async () => {
    const album = await openAlbum(TRADING_ALBUM, { viewport: viewports.phone });
    const numericPath = `/share?collection=${album.collectionId}`;
    const sharingSwitch = album.page.getByRole('switch', { name: 'Share publicly' });
    const words = album.page.getByText(/^Public page/);

    // Private, and the switch says so without claiming nobody sees the collection.
    expect(await sharingSwitch.getAttribute('aria-checked')).toBe('false');
    await album.page.getByText(PUBLIC_PAGE_OFF, { exact: false }).waitFor();
    expect(await words.textContent()).not.toMatch(/nobody/i);
    expect(await sharingOf(album)).toMatchObject({ isPublic: false, publicUrl: null });
    expect((await fetch(`${e2e.server.url}${numericPath}`)).status).toBe(404);
    await button(album.page, 'Share and copy link').waitFor();

    const saved = album.page.waitForResponse(
      (response) => response.url().endsWith('/sharing') && response.request().method() === 'PATCH',
    );
    await sharingSwitch.click();
    expect((await saved).status()).toBe(200);
    expect(await sharingSwitch.getAttribute('aria-checked')).toBe('true');
    await album.page.getByText(PUBLIC_PAGE_ON, { exact: false }).waitFor();
    await button(album.page, 'Copy public link').waitFor();
    const { publicUrl } = await sharingOf(album);
    expect(publicUrl).toMatch(/\/share\?collection=[A-Za-z0-9_-]{22}$/);
    const sharePath = pathOf(publicUrl!);
    const publicId = new URL(publicUrl!).searchParams.get('collection');

    const html = await (await fetch(`${e2e.server.url}${sharePath}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${album.title} — trade list" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${e2e.server.url}/api/public/collections/${publicId}/preview.png?v=`,
    );
    expect(html).toContain('<meta property="og:description" content="Needs 5 · 2 for trade.');
    // The counting id still answers nothing.
    expect((await fetch(`${e2e.server.url}${numericPath}`)).status).toBe(404);

    const visitor = await e2e.newContext(viewports.phone);
    const visitorPage = await e2e.newPage(visitor);
    await visitorPage.goto(sharePath);
    await visitorPage.getByRole('heading', { name: album.title }).waitFor();
    const needs = visitorPage.getByRole('list', { name: 'Needs: 5 stickers' });
    const spares = visitorPage.getByRole('list', { name: 'For Trade: 2 stickers' });
    expect(await needs.getByRole('listitem').allTextContents()).toEqual(['3', '7', '8', '9', '10']);
    expect(await spares.getByRole('listitem').allTextContents()).toEqual(['4', '12x2']);

    // Off again: the link shows "Collection Not Found", and the switch says the page is off.
    const off = album.page.waitForResponse(
      (response) => response.url().endsWith('/sharing') && response.request().method() === 'PATCH',
    );
    await sharingSwitch.click();
    expect((await off).status()).toBe(200);
    expect(await sharingSwitch.getAttribute('aria-checked')).toBe('false');
    await album.page.getByText(PUBLIC_PAGE_OFF, { exact: false }).waitFor();
    await button(album.page, 'Share and copy link').waitFor();

    await visitorPage.reload();
    await visitorPage.getByRole('heading', { name: 'Collection Not Found' }).waitFor();
    expect((await fetch(`${e2e.server.url}${sharePath}`)).status).toBe(404);

    await visitorPage.goto(numericPath);
    await visitorPage.getByRole('heading', { name: 'Collection Not Found' }).waitFor();
    await visitor.close();
    await album.context.close();
  });

  it('turns sharing on when the link of a private collection is copied, and says so, at 375 px', async () => {
    const album = await openAlbum(TRADING_ALBUM, { viewport: viewports.phone });
    await allowClipboard(album);

    await button(album.page, 'Share and copy link').click();
    await toast(album.page, 'Sharing is on, and the link is copied').waitFor();
    const { isPublic, publicUrl } = await sharingOf(album);
    expect(isPublic).toBe(true);
    expect(await readClipboard(album.page)).toBe(publicUrl);
    expect(publicUrl).toMatch(
      new RegExp(`^${e2e.server.url}/share\\?collection=[A-Za-z0-9_-]{22}$`),
    );
    const sharingSwitch = album.page.getByRole('switch', { name: 'Share publicly' });
    expect(await sharingSwitch.getAttribute('aria-checked')).toBe('true');
    await album.page.getByText(PUBLIC_PAGE_ON, { exact: false }).waitFor();

    // Shared now: the same link is copied again, and a visitor reaches the page by it.
    await button(album.page, 'Copy public link').click();
    await toast(album.page, 'Copied to clipboard!').waitFor();
    expect(await readClipboard(album.page)).toBe(publicUrl);
    const visitor = await e2e.newContext(viewports.phone);
    const visitorPage = await e2e.newPage(visitor);
    await visitorPage.goto(pathOf(publicUrl!));
    await visitorPage.getByRole('heading', { name: album.title }).waitFor();
    await visitor.close();
    await album.context.close();
  });
});
