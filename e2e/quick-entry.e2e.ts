import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { unique } from './support/api';
import { poll, skipE2E, useE2E, type Album, type Viewport } from './support/harness';

// Set SHOTS_DIR to keep screenshots of the quick-entry box and the codes form for a design check.
const shotsDir = process.env.SHOTS_DIR;

describe.skipIf(skipE2E)('quick entry', () => {
  const e2e = useE2E(shotsDir ? { shotsDir } : {});
  const { send } = e2e.api;

  const register = async (viewport: Viewport = viewports.phone) =>
    (await e2e.signedIn('packer', { viewport })).context;

  const stickersByApi = (album: Album) => e2e.stickerMapOf(album.context, album.collectionId);

  /** A fresh collector with a 20-sticker album made through the API, on the dashboard. */
  async function openAlbum(viewport: Viewport = viewports.phone): Promise<Album> {
    const context = await register(viewport);
    const collectionId = await e2e.createAlbum(context, {
      title: unique('Euro Stars'),
      totalStickers: 20,
    });
    const ids = await e2e.stickerIdsOf(context, collectionId);
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.locator('[data-sticker-id]').first().waitFor();
    return { context, page, collectionId, ids };
  }

  const slotState = (album: Album, number: string) =>
    album.page
      .locator(`[data-sticker-id="${album.ids.get(number)}"]`)
      .getAttribute('data-state', { timeout: 2_000 });
  const toast = (page: Page, text: string) =>
    page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  const chips = (scope: Locator, name: string) =>
    scope.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents();

  async function openQuickEntry(page: Page) {
    await page.getByRole('button', { name: 'Quick entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick entry' });
    await dialog.getByRole('textbox', { name: 'Sticker numbers' }).waitFor();
    return dialog;
  }

  async function shoot(page: Page, name: string) {
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png` });
  }

  it('previews a typed list as spares and as owned, with what it could not read, then applies it', async () => {
    const album = await openAlbum();
    const { page } = album;
    await page.getByRole('button', { name: 'Quick entry' }).scrollIntoViewIfNeeded();
    await shoot(page, 'quick-entry-button-375');
    const dialog = await openQuickEntry(page);
    const apply = dialog.getByRole('button', { name: /^Apply/ });
    await dialog.getByText('Type or paste some sticker numbers first').waitFor();
    expect(await apply.isDisabled()).toBe(true);

    await dialog.getByRole('textbox', { name: 'Sticker numbers' }).fill('1-3, 5x2, MEX9, foo');
    // Owned is the first choice for a plain list: 5x2 means two copies.
    expect(await chips(dialog, 'Mark 4 as owned')).toEqual([
      '1',
      '2',
      '3',
      '5 (2 copies, 1 to swap)',
    ]);
    expect(await chips(dialog, 'Not read')).toEqual([
      'fooNot a sticker number',
      'MEX9Not in this album',
    ]);

    await dialog.getByRole('radio', { name: 'Spares' }).click();
    expect(await chips(dialog, 'Set 4 as spares')).toEqual(['1', '2', '3', '5 (2 spare)']);
    await shoot(page, 'quick-entry-375');
    await page.setViewportSize(viewports.desktop);
    await shoot(page, 'quick-entry-1280');
    await page.setViewportSize(viewports.phone);

    // Nothing is saved before Apply.
    expect((await stickersByApi(album)).get('1')?.owned).toBe(false);
    await apply.click();
    await toast(page, 'Updated 4 stickers').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => slotState(album, '5')).toBe('forTrade');
    await page.getByText('4 of 20 owned').waitFor();
    const saved = await stickersByApi(album);
    expect(
      ['1', '5'].map((number) => {
        const sticker = saved.get(number);
        return sticker && [sticker.owned, sticker.forTrade, sticker.quantity];
      }),
    ).toEqual([
      [true, true, 2],
      [true, true, 3],
    ]);

    // The list is gone once applied; the same list again as Owned changes nothing.
    const again = await openQuickEntry(page);
    expect(await again.getByRole('textbox', { name: 'Sticker numbers' }).inputValue()).toBe('');
    await again.getByRole('textbox', { name: 'Sticker numbers' }).fill('1-3, 6-7, 8x3');
    expect(await chips(again, 'Mark 3 as owned')).toEqual(['6', '7', '8 (3 copies, 2 to swap)']);
    expect(await chips(again, 'No change')).toEqual(['1', '2', '3']);
    await again.getByRole('button', { name: 'Apply 3 changes' }).click();
    await toast(page, 'Updated 3 stickers').waitFor();
    await page.getByText('7 of 20 owned').waitFor();

    await page.reload();
    await page.getByText('7 of 20 owned').waitFor();
    expect(await slotState(album, '5')).toBe('forTrade');
    // 8's two spare copies are offered like any others (decision 028).
    expect(await slotState(album, '8')).toBe('forTrade');
    // The copies in words: the slot's name and tooltip, and its details sheet.
    await page
      .getByRole('button', { name: 'Sticker 5, for trade, 3 copies · 2 spare · 2 to swap' })
      .waitFor();
    await page.getByRole('button', { name: 'Details for sticker 8' }).click();
    await page
      .getByRole('dialog', { name: 'Sticker 8' })
      .getByText('For trade · 3 copies · 2 spare · 2 to swap')
      .waitFor();
    await page.keyboard.press('Escape');

    // Spares never quietly lowers copies: 5 (3 copies) listed as a spare stays as it is, and a
    // count that does change copies a collector has is spelled out.
    const spares = await openQuickEntry(page);
    await spares.getByRole('radio', { name: 'Spares' }).click();
    await spares.getByRole('textbox', { name: 'Sticker numbers' }).fill('5, 8x3');
    expect(await chips(spares, 'No change')).toEqual(['5']);
    expect(await chips(spares, 'Set 1 as spares')).toEqual(['8: 3 → 4 copies']);
    await spares.getByRole('button', { name: 'Apply 1 change' }).click();
    await toast(page, 'Updated 1 sticker').waitFor();
    const after = await stickersByApi(album);
    expect([after.get('5')?.quantity, after.get('8')?.quantity]).toEqual([3, 4]);
    await album.context.close();
  });

  it('says why Apply is off, reads a pasted message as labelled, and shows what the server skipped', async () => {
    const album = await openAlbum();
    const { page } = album;
    let dialog = await openQuickEntry(page);
    const box = dialog.getByRole('textbox', { name: 'Sticker numbers' });

    await box.fill('MEX9');
    await dialog.getByText('No sticker numbers from this album yet').waitFor();

    await box.fill('My album\nNeed (2): 1, 2\nFor trade (1): 9 (x2)\n#swapsies');
    expect(await dialog.getByRole('radio', { name: 'As labelled' }).isChecked()).toBe(true);
    expect(await chips(dialog, 'Set 1 as spares')).toEqual(['9 (2 spare)']);
    expect(await chips(dialog, 'No change')).toEqual(['1', '2']);
    await shoot(page, 'quick-entry-labelled-375');

    // A list typed and closed by mistake is still there when the box opens again.
    await page.keyboard.press('Escape');
    dialog = await openQuickEntry(page);
    await dialog.getByText('Set 1 as spares').waitFor();

    // The collection is archived elsewhere before Apply: the server skips, the box says so.
    await send(album.context, 'PATCH', `/api/collections/${album.collectionId}/status`, {
      status: 'archived',
    });
    await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await toast(page, 'No stickers updated').waitFor();
    const notSaved = await chips(dialog, 'Not saved');
    expect(notSaved).toHaveLength(1);
    expect(notSaved[0]).toMatch(/^9.*archived/);
    await shoot(page, 'quick-entry-skipped-375');
    await album.context.close();
  });

  it('creates an album from the codes printed in it, then fills it by quick entry', async () => {
    const context = await register();
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'New Collection' }).click();
    const form = page.getByRole('dialog', { name: 'Create Collection' });
    await form.getByRole('tab', { name: 'New template' }).click();
    await form.getByRole('textbox', { name: 'Template name' }).fill(unique('World Cup codes'));
    await form.getByRole('radio', { name: 'Codes as printed' }).click();
    const codes = form.getByRole('textbox', { name: 'Sticker codes' });

    await codes.fill('00\nFWC1-FWC19\nMEX1-MEX3, MEX2');
    await form.getByText('Sticker MEX2 is listed twice').waitFor();
    expect(await form.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);

    await codes.fill('00\nFWC1-FWC19\nMexico: MEX1-MEX20');
    await form
      .getByText('40 stickers in 3 sections: Untitled (1), FWC (19), Mexico (20)')
      .waitFor();
    await shoot(page, 'codes-form-375');
    await page.setViewportSize(viewports.desktop);
    await shoot(page, 'codes-form-1280');
    await page.setViewportSize(viewports.phone);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText('0 of 40 owned').waitFor();

    const dialog = await openQuickEntry(page);
    await dialog.getByRole('textbox', { name: 'Sticker numbers' }).fill('mex 1-3, fwc19, 00, 99');
    expect(await chips(dialog, 'Mark 5 as owned')).toEqual(['00', 'FWC19', 'MEX1', 'MEX2', 'MEX3']);
    expect(await chips(dialog, 'Not read')).toEqual(['99Not in this album']);
    await dialog.getByRole('button', { name: 'Apply 5 changes' }).click();
    await page.getByText('5 of 40 owned').waitFor();
    await context.close();
  });
});
