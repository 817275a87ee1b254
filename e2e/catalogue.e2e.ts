import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports, watchPageErrors } from './support/browser';
import { unique } from './support/api';
import { skipE2E, useE2E, type Viewport } from './support/harness';

const WORLD_CUP = 'FIFA World Cup 2026';

interface StickerRow {
  id: number;
  number: string;
}
interface TemplateDetail {
  id: number;
  specials: Record<string, string>;
}

// docs/product.md "Albums and the catalogue": verified albums ready to pick, reports of a wrong
// checklist, and the admin's catalogue (decision 021).
describe.skipIf(skipE2E)('the album catalogue', () => {
  const e2e = useE2E();
  const { api } = e2e;
  // The first account registered is an admin (docs/product.md "Who it is for").
  let admin: BrowserContext;

  beforeAll(async () => {
    admin = await signedIn(viewports.desktop, 'admin');
  });
  afterAll(async () => {
    await admin?.close();
  });

  const signedIn = async (viewport: Viewport = viewports.phone, prefix = 'collector') =>
    (await e2e.signedIn(prefix, { viewport })).context;

  async function openPage(context: BrowserContext, path: string): Promise<Page> {
    const page = await e2e.newPage(context);
    await page.goto(path);
    return page;
  }

  /** The codes of the slots on screen, top to bottom and left to right. */
  async function codesOnBoard(page: Page): Promise<string[]> {
    return page
      .locator('[data-sticker-id] > button:first-child > span:first-child')
      .allTextContents();
  }

  it('a new collector starts FIFA World Cup 2026 at 375 px in two taps, codes in order and specials marked', async () => {
    const context = await signedIn();
    const page = await openPage(context, '/dashboard');
    const errors = watchPageErrors(page);
    await page.getByRole('heading', { name: 'No collections yet' }).waitFor();

    let taps = 0;
    await page.getByRole('button', { name: 'New Collection' }).click();
    taps += 1;
    const dialog = page.getByRole('dialog', { name: 'Create Collection' });
    const album = dialog.getByRole('article', { name: WORLD_CUP });
    await album.waitFor();
    // verified albums come first, with their badge and facts
    expect(await dialog.getByRole('heading', { name: 'Verified albums' }).isVisible()).toBe(true);
    expect(await album.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    expect(await album.getByText(/Panini · 2026 · 98\d stickers/).isVisible()).toBe(true);
    await page.screenshot({ path: '/work/screens/catalogue-client-create-375.png' });

    await album.getByRole('button', { name: `Start collecting ${WORLD_CUP}` }).click();
    taps += 1;
    expect(taps).toBeLessThan(3);

    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: WORLD_CUP });
    await card.getByText(/0 \/ 98\d owned/).waitFor();

    // the board shows the album's printed codes in album order
    const collections = await api.getJson<Array<{ id: number; templateId: number }>>(
      context,
      '/api/collections',
    );
    const [collection] = collections;
    const stickers = await api.getJson<StickerRow[]>(
      context,
      `/api/collections/${collection!.id}/stickers`,
    );
    expect(stickers[0]!.number).toBe('00');
    expect(stickers[1]!.number).toBe('FWC1');
    await page.locator('[data-sticker-id]').first().waitFor();
    const shown = await codesOnBoard(page);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown).toEqual(stickers.slice(0, shown.length).map((sticker) => sticker.number));

    // specials carry a mark and their kind in the slot's name, and the key explains the mark
    const detail = await api.getJson<TemplateDetail>(
      context,
      `/api/collection-templates/${collection!.templateId}`,
    );
    const firstSpecial = stickers.find((sticker) => detail.specials[sticker.number]);
    expect(firstSpecial, 'the album has specials').toBeDefined();
    const kind = detail.specials[firstSpecial!.number]!;
    const label = kind.charAt(0).toUpperCase() + kind.slice(1);
    const slot = page.locator(`[data-sticker-id="${firstSpecial!.id}"]`);
    await slot.scrollIntoViewIfNeeded();
    expect(await slot.getAttribute('data-special')).toBe(kind);
    expect(
      await slot
        .getByRole('button', { name: `Sticker ${firstSpecial!.number}, ${label}, needed` })
        .count(),
    ).toBe(1);
    expect(
      await page
        .getByRole('list', { name: 'Sticker states' })
        .getByText(/^Special \(/)
        .isVisible(),
    ).toBe(true);
    await page.getByRole('list', { name: 'Sticker states' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: '/work/screens/catalogue-client-board-375.png',
      fullPage: false,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the catalogue and a board with specials at 1280 px', async () => {
    const context = await signedIn(viewports.desktop);
    const page = await openPage(context, '/dashboard');
    await page.getByRole('button', { name: 'New Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Collection' });
    await dialog.getByRole('article', { name: WORLD_CUP }).waitFor();
    // searching by publisher and year finds it; by another year does not
    const search = dialog.getByLabel('Search albums');
    await search.fill('panini 2026');
    await dialog.getByRole('article', { name: WORLD_CUP }).waitFor();
    await search.fill('1999');
    await dialog.getByText('No album matches “1999”.').waitFor();
    await search.fill('');
    await page.screenshot({ path: '/work/screens/catalogue-client-create-1280.png' });
    await dialog.getByRole('button', { name: `Start collecting ${WORLD_CUP}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-special]').first().waitFor();
    await page.screenshot({ path: '/work/screens/catalogue-client-board-1280.png' });
    await context.close();
  });

  it('a collector reports a wrong checklist from the board, and an admin resolves it', async () => {
    const context = await signedIn();
    const templates = await api.getJson<Array<{ id: number; title: string }>>(
      context,
      '/api/collection-templates',
    );
    const worldCup = templates.find((template) => template.title === WORLD_CUP)!;
    await api.send(context, 'POST', '/api/collections', { templateId: worldCup.id });
    const page = await openPage(context, '/dashboard');
    await page.locator('[data-sticker-id]').first().waitFor();

    await page.getByRole('button', { name: 'Report a wrong checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a wrong checklist' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Say what is wrong with the checklist').waitFor();
    const message = unique('My album has FWC20 as well');
    await dialog.getByLabel('What is wrong?').fill(message);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('status').getByText('Report sent').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    const adminPage = await openPage(admin, '/admin');
    await adminPage.getByRole('tab', { name: 'Catalogue' }).click();
    const report = adminPage
      .getByRole('list', { name: 'Checklist reports' })
      .getByRole('listitem')
      .filter({ hasText: message });
    await report.waitFor();
    await report.getByRole('button', { name: `Resolve the report about ${WORLD_CUP}` }).click();
    await report.waitFor({ state: 'detached' });
    await adminPage.close();
  });

  it('reports from Create Collection too', async () => {
    const context = await signedIn();
    const page = await openPage(context, '/dashboard');
    await page.getByRole('button', { name: 'New Collection' }).click();
    const create = page.getByRole('dialog', { name: 'Create Collection' });
    await create.getByRole('button', { name: `Report a wrong checklist for ${WORLD_CUP}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a wrong checklist' });
    await dialog.getByLabel('What is wrong?').fill('The count should be 981');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Report sent').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // back on Create Collection, which is still open
    await create.getByRole('article', { name: WORLD_CUP }).waitFor();
    await context.close();
  });

  it('an admin merges a duplicate template: its collector now has the right album', async () => {
    const collector = await signedIn();
    const duplicate = unique('World Cup 26 dup');
    const right = unique('World Cup 26 right');
    const dup = (await api.send(collector, 'POST', '/api/collection-templates', {
      title: duplicate,
      codes: 'MEX1-MEX5',
    })) as { id: number };
    await api.send(collector, 'POST', '/api/collections', { templateId: dup.id });
    await api.send(admin, 'POST', '/api/collection-templates', {
      title: right,
      codes: 'MEX1-MEX6',
    });

    const page = await openPage(admin, '/admin');
    const errors = watchPageErrors(page);
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByLabel('Search the catalogue').fill('World Cup 26');
    const row = page
      .getByRole('list', { name: 'Albums' })
      .getByRole('listitem', { name: duplicate });
    await row.getByText('1 collection', { exact: false }).waitFor();
    await row.getByRole('button', { name: `Merge ${duplicate} into another album` }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge a duplicate' });
    await dialog.getByRole('combobox', { name: 'Right album' }).click();
    await page.getByRole('option', { name: right }).click();
    await dialog
      .getByText(`1 collection will move from “${duplicate}”`, { exact: false })
      .waitFor();
    await page.screenshot({ path: '/work/screens/catalogue-client-admin-merge-1280.png' });
    await dialog.getByRole('button', { name: `Merge into “${right}”` }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(`Merged into ${right}`).waitFor();
    await page.setViewportSize(viewports.phone);
    await page.screenshot({ path: '/work/screens/catalogue-client-admin-375.png', fullPage: true });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({
      path: '/work/screens/catalogue-client-admin-1280.png',
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await page.close();

    // the collector of the duplicate sees the right album, stickers and all
    const collectorPage = await openPage(collector, '/dashboard');
    await collectorPage.getByRole('article', { name: right }).getByText('0 / 6 owned').waitFor();
    await collectorPage.getByRole('button', { name: 'New Collection' }).click();
    const create = collectorPage.getByRole('dialog', { name: 'Create Collection' });
    await create.getByLabel('Search albums').fill('World Cup 26');
    await create.getByRole('radio', { name: right }).waitFor();
    expect(await create.getByRole('radio', { name: duplicate }).count()).toBe(0);
    await collector.close();
  });

  it('an admin pages through the catalogue, 25 albums a page', async () => {
    const prefix = unique('Paged Cup');
    const titles = Array.from(
      { length: 27 },
      (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`,
    );
    for (const title of titles) {
      await api.send(admin, 'POST', '/api/admin/collection-templates', {
        title,
        publisher: 'Panini',
        year: 2026,
        codes: '1-3',
      });
    }
    const page = await openPage(admin, '/admin');
    const errors = watchPageErrors(page);
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByLabel('Search the catalogue').fill(prefix);
    const pages = page.getByRole('navigation', { name: 'Catalogue pages' });
    await pages.getByText('Page 1 of 2 · 27 albums').waitFor();
    const albums = page
      .getByRole('list', { name: 'Albums' })
      .getByRole('listitem', { name: prefix });
    expect(await albums.count()).toBe(25);
    expect(await pages.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await pages.getByText('Page 2 of 2 · 27 albums').waitFor();
    await page.getByRole('listitem', { name: titles[26]! }).waitFor();
    expect(await albums.count()).toBe(2);
    expect(await pages.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await pages.scrollIntoViewIfNeeded();
    await page.setViewportSize(viewports.phone);
    await page.screenshot({ path: '/work/screens/cat3-catalogue-pages-375.png' });
    await page.setViewportSize(viewports.desktop);
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('listitem', { name: titles[0]! }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an admin importing a checklist sees the line of a bad entry before anything is stored', async () => {
    const page = await openPage(admin, '/admin');
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByRole('button', { name: 'Import a checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a checklist' });
    await dialog.getByLabel('Checklist').fill('Mexico: MEX1-MEX3\nFW C1\n');
    await dialog.getByText(/^Line 2: /).waitFor();
    await dialog.getByLabel('Checklist').fill('Mexico: MEX1-MEX3\nCanada: CAN1-CAN3');
    await dialog.getByLabel('Specials (optional)').fill('foil: MEX1');
    await dialog.getByText('Reads as 6 stickers in 2 sections, 1 special.').waitFor();
    const title = unique('Test Cup');
    await dialog.getByLabel('Album name').fill(title);
    await dialog.getByLabel('Publisher').fill('Panini');
    await dialog.getByLabel('Year').fill('2026');
    await dialog.getByRole('button', { name: 'Import album' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('list', { name: 'Albums' }).getByRole('listitem', { name: title });
    await row.getByText('Verified').waitFor();
    await page.close();
  });
  it('an admin corrects a checklist from today’s codes; the collector’s board and message follow', async () => {
    const title = unique('Correct Cup');
    const album = (await api.send(admin, 'POST', '/api/admin/collection-templates', {
      title,
      publisher: 'Panini',
      year: 2026,
      codes: 'Intro: 00\nMexico: MEX1-MEX5',
      specials: 'foil: 00',
    })) as { id: number };
    const collector = await signedIn();
    await api.send(collector, 'POST', '/api/collections', { templateId: album.id });
    const [collection] = await api.getJson<Array<{ id: number }>>(collector, '/api/collections');
    const before = await api.getJson<StickerRow[]>(
      collector,
      `/api/collections/${collection!.id}/stickers`,
    );
    const mex5 = before.find((sticker) => sticker.number === 'MEX5')!;
    // MEX5 has copies: removing it from the album must keep it, flagged
    await api.send(collector, 'PATCH', `/api/stickers/${mex5.id}`, { owned: true, quantity: 2 });

    const page = await openPage(admin, '/admin');
    const errors = watchPageErrors(page);
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByLabel('Search the catalogue').fill(title);
    const row = page.getByRole('list', { name: 'Albums' }).getByRole('listitem', { name: title });
    await row.getByText('1 collection', { exact: false }).waitFor();
    await row.getByRole('button', { name: `Correct checklist of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish a corrected version' });
    // the form starts from today's checklist and specials
    const codes = dialog.getByLabel('Corrected checklist');
    expect(await codes.inputValue()).toBe('Intro: 00\nMexico: MEX1-MEX5');
    expect(await dialog.getByLabel('Specials (optional)').inputValue()).toBe('foil: 00');
    await dialog.getByText('Reads as 6 stickers in 2 sections, 1 special.').waitFor();

    // remove MEX5, add MEX6, and preview: the server's dry run names the codes
    await codes.fill('Intro: 00\nMexico: MEX1-MEX4, MEX6');
    await dialog.getByRole('button', { name: 'Preview changes' }).click();
    const preview = dialog.getByRole('region', { name: 'What publishing changes' });
    await preview.getByText('What publishing version 2 changes').waitFor();
    expect(await preview.getByText('Codes added (1)').isVisible()).toBe(true);
    expect(await preview.getByText('Codes removed (1)').isVisible()).toBe(true);
    expect(await preview.locator('dd').allTextContents()).toEqual(['MEX6', 'MEX5']);
    expect(await preview.textContent()).toContain('1 code added, 0 renamed, 1 removed.');
    expect(await preview.textContent()).toContain(
      '1 collection moves onto it. On their boards: 1 sticker added, 0 stickers deleted (nothing was recorded on them), 1 sticker kept and flagged “No longer in the album”.',
    );
    // nothing is published by the preview
    const still = await api.getJson<{ version: number }>(
      admin,
      `/api/collection-templates/${album.id}`,
    );
    expect(still.version).toBe(1);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/screens/cat2-correct-checklist-1280.png' });
    await page.setViewportSize(viewports.phone);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/screens/cat2-correct-checklist-375.png' });
    await page.setViewportSize(viewports.desktop);

    await dialog.getByRole('button', { name: 'Publish version 2' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('version 2', { exact: false }).waitFor();

    // the album's version history names the correction, who published it and what it changed
    await row.getByRole('button', { name: `Version history of ${title}` }).click();
    const versions = row.getByRole('list', { name: `Versions of ${title}` });
    const entry = versions.getByRole('listitem');
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    const text = await entry.textContent();
    expect(text).toContain('Version 2');
    expect(text).toContain('Codes: 1 added, 1 removed, 0 renamed');
    expect(text).toContain('1 collection moved');
    expect(text).toContain('6 stickers, as before. Added MEX6. Removed MEX5.');
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/screens/cat3-version-history-1280.png' });
    await page.setViewportSize(viewports.phone);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/screens/cat3-version-history-375.png' });
    await page.setViewportSize(viewports.desktop);
    expect(errors).toEqual([]);
    await page.close();

    // the collector's board has MEX6, and MEX5 kept at the end, flagged
    const board = await openPage(collector, '/dashboard');
    await board.getByText('1 sticker is no longer in the album').waitFor();
    expect(await codesOnBoard(board)).toEqual([
      '00',
      'MEX1',
      'MEX2',
      'MEX3',
      'MEX4',
      'MEX6',
      'MEX5',
    ]);
    expect(await board.locator(`[data-sticker-id="${mex5.id}"]`).getAttribute('data-retired')).toBe(
      'true',
    );
    expect(
      await board
        .getByRole('list', { name: 'Sticker states' })
        .getByText('No longer in the album')
        .isVisible(),
    ).toBe(true);

    // the copied message marks the album's special, as the server's message does
    await collector.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
    await board.getByRole('button', { name: 'Copy Facebook Message', exact: true }).click();
    await board
      .getByRole('region', { name: /Notifications/ })
      .getByText('Copied to clipboard!', { exact: true })
      .waitFor();
    const message = await board.evaluate(() => navigator.clipboard.readText());
    expect(message).toContain('Need (6): 00 (foil), MEX1, MEX2, MEX3, MEX4, MEX6');
    await collector.close();
  });
});
