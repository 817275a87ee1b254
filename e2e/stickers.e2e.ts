import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { unique } from './support/api';
import {
  skipE2E,
  useE2E,
  type ApiSticker,
  type StickerSeed,
  type Viewport,
  poll,
  type Album,
} from './support/harness';

describe.skipIf(skipE2E)('sticker board', () => {
  const e2e = useE2E();
  const { send } = e2e.api;

  const stickersByApi = (album: Album) => e2e.stickersOf(album.context, album.collectionId);

  async function stickerByApi(album: Album, number: string): Promise<ApiSticker | undefined> {
    return (await stickersByApi(album)).find((sticker) => sticker.number === number);
  }

  /**
   * A fresh collector with one collection of `totalStickers`, set up through the API (not under
   * test here), and a page on the dashboard once the stickers show.
   */
  async function openAlbum(
    options: {
      totalStickers?: number;
      viewport?: Viewport;
      prepare?: (album: Omit<Album, 'page'>) => Promise<void>;
    } = {},
  ): Promise<Album> {
    const { context } = await e2e.signedIn('swapper', { viewport: options.viewport });
    const collectionId = await e2e.createAlbum(context, {
      title: unique('Euro Stars'),
      totalStickers: options.totalStickers ?? 20,
    });
    const ids = await e2e.stickerIdsOf(context, collectionId);
    await options.prepare?.({ context, collectionId, ids });

    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.locator('[data-sticker-id]').first().waitFor();
    return { context, page, collectionId, ids };
  }

  /** Sets stickers' state through the bulk API, e.g. `{ '3': { owned: true } }`. */
  async function setStickers(album: Omit<Album, 'page'>, changes: StickerSeed) {
    await e2e.seedStickers(album.context, album.collectionId, changes);
  }

  const slot = (album: Album, number: string) =>
    album.page.locator(`[data-sticker-id="${album.ids.get(number)}"]`);
  const stateOf = (album: Album, number: string) =>
    slot(album, number).getAttribute('data-state', { timeout: 2_000 });
  const tap = (album: Album, number: string) =>
    slot(album, number)
      .getByRole('button', { name: new RegExp(`^Sticker ${number},`) })
      .click();
  const shownNumbers = async (page: Page) =>
    page
      .locator('[data-sticker-id] button[aria-pressed]')
      .evaluateAll((buttons) =>
        buttons.map((button) => /^Sticker (\S+?),/.exec(button.ariaLabel ?? '')?.[1]),
      );
  const toast = (page: Page, text: string) =>
    page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

  async function chooseAction(page: Page, name: string) {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name }).click();
  }

  async function selectStickers(album: Album, numbers: string[]) {
    const selectToggle = album.page.getByRole('button', { name: 'Select', exact: true });
    if ((await selectToggle.getAttribute('aria-pressed')) !== 'true') await selectToggle.click();
    for (const number of numbers) await tap(album, number);
    await album.page.getByText(`${numbers.length} selected`, { exact: true }).first().waitFor();
  }

  it('toggles owned with a tap and sets for trade and copies in the details', async () => {
    const album = await openAlbum();
    const { page } = album;

    await tap(album, '3');
    await expect.poll(() => stateOf(album, '3'), { timeout: 3_000 }).toBe('owned');
    await page.getByText('1 of 20 owned').waitFor();
    await poll(async () => (await stickerByApi(album, '3'))?.owned).toBe(true);

    await tap(album, '3');
    await expect.poll(() => stateOf(album, '3'), { timeout: 3_000 }).toBe('needed');
    await poll(async () => (await stickerByApi(album, '3'))?.owned).toBe(false);

    await page.getByRole('button', { name: 'Details for sticker 5' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sticker 5' });
    await sheet.getByRole('switch', { name: 'For trade' }).click();
    await expect.poll(() => stateOf(album, '5'), { timeout: 3_000 }).toBe('forTrade');
    await expect(
      sheet.getByRole('switch', { name: 'Owned' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await sheet.getByRole('button', { name: 'One more copy' }).click();
    await sheet.getByRole('button', { name: 'One more copy' }).click();
    await sheet.getByText('For trade · 3 copies · 2 spare').waitFor();
    await page.keyboard.press('Escape');
    await slot(album, '5').getByText('x3').waitFor();
    await expect
      .poll(async () => {
        const sticker = await stickerByApi(album, '5');
        return (
          sticker && {
            owned: sticker.owned,
            forTrade: sticker.forTrade,
            quantity: sticker.quantity,
          }
        );
      })
      .toEqual({ owned: true, forTrade: true, quantity: 3 });

    await page.reload();
    await slot(album, '5').waitFor();
    await expect.poll(() => stateOf(album, '5'), { timeout: 3_000 }).toBe('forTrade');
    await album.context.close();
  });

  it('rolls a refused toggle back with a toast', async () => {
    const album = await openAlbum();
    await album.page.route('**/api/stickers/*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'This collection is archived', code: 'CONFLICT' }),
      }),
    );
    await tap(album, '2');
    await toast(album.page, 'Failed to update sticker').waitFor();
    await poll(() => stateOf(album, '2')).toBe('needed');
    await album.context.close();
  });

  it('keeps a toggle the server could not take (5xx) waiting, and saves it once it can', async () => {
    const album = await openAlbum();
    await album.page.route('**/api/stickers/*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Try again', code: 'SERVICE_UNAVAILABLE' }),
      }),
    );
    await tap(album, '2');
    await album.page.getByText('1 waiting', { exact: true }).waitFor();
    expect(await stateOf(album, '2')).toBe('owned');

    await album.page.unroute('**/api/stickers/*');
    await album.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await album.page.getByText('All changes saved', { exact: true }).waitFor();
    expect((await stickerByApi(album, '2'))?.owned).toBe(true);
    // On a phone the save status fits in the header beside the bell and the menu: no sideways scroll.
    expect(
      await album.page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await album.context.close();
  });

  it('marks a selection pending with a partner, completes one partner’s trades and undoes', async () => {
    const album = await openAlbum({ viewport: viewports.desktop });
    const { page } = album;

    await chooseAction(page, 'Mark as owned');
    await toast(page, 'No stickers selected').waitFor();

    await selectStickers(album, ['1', '2', '3']);
    await chooseAction(page, 'Mark as pending trade…');
    const dialog = page.getByRole('dialog', { name: 'Mark as Pending Trade' });
    await dialog.getByRole('button', { name: 'Mark as pending' }).click();
    await dialog.getByText('Please enter a trader name').waitFor();
    await dialog.getByLabel('Trader name').fill('  Sam  ');
    await dialog.getByRole('button', { name: 'Mark as pending' }).click();
    for (const number of ['1', '2', '3'])
      await expect.poll(() => stateOf(album, number), { timeout: 3_000 }).toBe('pending');
    await page.getByText('0 selected', { exact: true }).first().waitFor();

    await selectStickers(album, ['4', '5']);
    await chooseAction(page, 'Mark as pending trade…');
    await dialog.getByLabel('Trader name').fill('Alex');
    await dialog.getByRole('button', { name: 'Mark as pending' }).click();
    await poll(() => stateOf(album, '5')).toBe('pending');
    await poll(async () => (await stickerByApi(album, '5'))?.pendingWith).toBe('Alex');
    expect((await stickerByApi(album, '1'))?.pendingWith).toBe('Sam');

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Complete pending trades' }).hover();
    // glide across like a real pointer: a jump outside the submenu's grace area closes it
    const sam = page.getByRole('menuitem', { name: 'Sam' });
    const box = await sam.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await sam.click();
    for (const number of ['1', '2', '3']) {
      await poll(() => stateOf(album, number)).toBe('completed');
    }
    await expect.poll(() => stateOf(album, '4'), { timeout: 3_000 }).toBe('pending');
    await toast(page, '3 trades completed').waitFor();

    await selectStickers(album, ['6']);
    await chooseAction(page, 'Undo trades');
    await toast(page, 'No trades found to undo').waitFor();

    await page.getByRole('button', { name: 'Clear' }).click();
    await selectStickers(album, ['1', '4']);
    await chooseAction(page, 'Undo trades');
    await poll(() => stateOf(album, '1')).toBe('owned');
    await expect.poll(() => stateOf(album, '4'), { timeout: 3_000 }).toBe('owned');
    await expect
      .poll(async () => {
        const sticker = await stickerByApi(album, '1');
        return sticker && [sticker.isCompleted, sticker.isPending, sticker.pendingWith];
      })
      .toEqual([false, false, null]);
    await expect.poll(() => stateOf(album, '2'), { timeout: 3_000 }).toBe('completed');
    await album.context.close();
  });

  it('selects all shown stickers for a bulk action, and deletes a selection after confirming', async () => {
    const album = await openAlbum({
      totalStickers: 10,
      prepare: (setup) => setStickers(setup, { '1': { owned: true }, '2': { owned: true } }),
    });
    const { page } = album;
    const filters = page.getByRole('toolbar', { name: 'Sticker filters', exact: true });
    await filters.getByRole('button', { name: 'Owned', exact: true }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByText('2 selected', { exact: true }).first().waitFor();
    await chooseAction(page, 'Mark for trade');
    await toast(page, '2 stickers marked for trade').waitFor();
    await poll(async () =>
      (await stickersByApi(album)).filter((sticker) => sticker.forTrade).map((s) => s.number),
    ).toEqual(['1', '2']);

    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await selectStickers(album, ['9', '10']);
    await chooseAction(page, 'Delete selected');
    const confirm = page.getByRole('alertdialog', { name: 'Delete selected stickers?' });
    await confirm.getByRole('button', { name: 'Delete 2 stickers' }).click();
    await slot(album, '10').waitFor({ state: 'detached' });
    await poll(async () => (await stickersByApi(album)).length).toBe(8);
    await album.context.close();
  });

  it('filters by state and by partner', async () => {
    const album = await openAlbum({
      totalStickers: 12,
      prepare: (setup) =>
        setStickers(setup, {
          '2': { owned: true },
          '3': { forTrade: true },
          '4': { isPending: true, pendingWith: 'Sam', owned: true },
          '5': { isPending: true, pendingWith: 'Alex', owned: true },
          '6': { isCompleted: true, pendingWith: 'Sam', owned: true },
        }),
    });
    const { page } = album;
    const filters = page.getByRole('toolbar', { name: 'Sticker filters', exact: true });
    const expected: [string, string[]][] = [
      ['Needed', ['1', '7', '8', '9', '10', '11', '12']],
      ['Owned', ['2', '3', '4', '5', '6']],
      ['For Trade', ['3']],
      ['Pending', ['4', '5']],
      ['Completed', ['6']],
      ['All', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']],
    ];
    for (const [label, numbers] of expected) {
      await filters.getByRole('button', { name: label, exact: true }).click();
      await poll(() => shownNumbers(page)).toEqual(numbers);
    }

    await page.getByRole('combobox', { name: 'Partner filter' }).click();
    await page.getByRole('option', { name: 'Sam' }).click();
    await poll(() => shownNumbers(page)).toEqual(['4', '6']);
    await filters.getByRole('button', { name: 'Pending', exact: true }).click();
    await poll(() => shownNumbers(page)).toEqual(['4']);

    await page.getByRole('combobox', { name: 'Partner filter' }).click();
    await page.getByRole('option', { name: 'All partners' }).click();
    await poll(() => shownNumbers(page)).toEqual(['4', '5']);
    await album.context.close();
  });

  it('opens the menus whose code loads on demand, from a press or the keyboard', async () => {
    // The bulk-actions menu and the partner filter are drawn alone until their code has loaded
    // (docs/decisions/024): a press that comes first still opens them, and focus stays put.
    const album = await openAlbum({
      totalStickers: 6,
      prepare: (setup) =>
        setStickers(setup, {
          '4': { isPending: true, pendingWith: 'Sam', owned: true },
          '5': { isPending: true, pendingWith: 'Alex', owned: true },
        }),
    });
    const { page } = album;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/bulk-actions-menu-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.click();
    expect(await page.getByRole('menu').count()).toBe(0);
    release();
    await page.getByRole('menuitem', { name: 'Mark as owned' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await poll(focused).toBe('Actions');

    const partner = page.getByRole('combobox', { name: 'Partner filter' });
    await partner.focus();
    // focus loads the select's code (decision 024), and the loaded trigger takes the stand-in's
    // place
    await page
      .locator('[data-stand-in] [aria-label="Partner filter"]')
      .waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Partner filter' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.ariaLabel)).toBe('Partner filter');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Sam' }).click();
    await poll(() => shownNumbers(page)).toEqual(['4']);
    await album.context.close();
  });

  it('jumps to a number, and says when it is not in the album', async () => {
    const album = await openAlbum({ totalStickers: 400 });
    const { page } = album;
    expect(await slot(album, '350').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Jump to number' }).fill('350');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await slot(album, '350').waitFor();
    await poll(() => slot(album, '350').getAttribute('data-highlighted')).toBe('true');
    await poll(() => slot(album, '350').isVisible()).toBe(true);
    const box = await slot(album, '350').boundingBox();
    expect(box && box.y > 0 && box.y + box.height < viewports.phone.height).toBe(true);

    // far down the page: the pinned filter bar and the back-to-top button are there
    const pinned = page.getByRole('toolbar', { name: 'Sticker filters (pinned)' });
    await pinned.waitFor();
    await page.getByRole('button', { name: 'Back to top' }).click();
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pinned.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Jump to number' }).fill('401');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByRole('alert').getByText('Sticker 401 is not in this album').waitFor();
    await album.context.close();
  });

  it('shows an archived collection read-only', async () => {
    const album = await openAlbum({
      prepare: async (setup) => {
        await setStickers(setup, { '2': { isPending: true, pendingWith: 'Sam', owned: true } });
        await send(setup.context, 'PATCH', `/api/collections/${setup.collectionId}/status`, {
          status: 'archived',
        });
      },
    });
    const { page } = album;
    await page.getByText('Archived — read-only').first().waitFor();
    expect(await page.getByRole('button', { name: 'Actions' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Select', exact: true }).isDisabled()).toBe(true);

    await tap(album, '1');
    const sheet = page.getByRole('dialog', { name: 'Sticker 1' });
    await sheet.waitFor();
    expect(await sheet.getByRole('switch', { name: 'Owned' }).isDisabled()).toBe(true);
    expect(await sheet.getByRole('switch', { name: 'For trade' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => stateOf(album, '1'), { timeout: 3_000 }).toBe('needed');

    await page.getByRole('button', { name: 'Details for sticker 2', exact: true }).click();
    const pending = page.getByRole('dialog', { name: 'Sticker 2' });
    await pending.getByText('Pending with Sam').first().waitFor();
    expect(await pending.getByRole('button', { name: 'Mark completed' }).count()).toBe(0);
    expect(await pending.getByRole('button', { name: 'Undo trade' }).count()).toBe(0);
    await album.context.close();
  });

  it('loads a 10,000-sticker album and shows a toggle before the server answers', async () => {
    const album = await openAlbum({ totalStickers: 10_000 });
    const { page } = album;
    await page.getByText('0 of 10,000 owned').waitFor();
    // only the rows near the screen are in the page
    expect(await page.locator('[data-sticker-id]').count()).toBeLessThan(400);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stickers/*', async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/stickers/${album.ids.get('7')}`),
    );
    await tap(album, '7');
    // the PATCH is still held: the slot has changed already
    await expect.poll(() => stateOf(album, '7'), { timeout: 3_000 }).toBe('owned');
    await page.getByText('1 of 10,000 owned').waitFor();
    release();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => stateOf(album, '7'), { timeout: 3_000 }).toBe('owned');

    await page.getByRole('textbox', { name: 'Jump to number' }).fill('9999');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await poll(() => slot(album, '9999').isVisible()).toBe(true);
    await album.context.close();
  });
});
