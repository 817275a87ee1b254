import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { goOffline, goOnline, viewports } from './support/browser';
import { skipE2E, useE2E, type StickerSeed } from './support/harness';
import { closeDialog, openDialog, outboxEmpty } from './support/waits';

interface Collector {
  context: BrowserContext;
  collectionId: number;
  ids: Map<string, number>;
}

// Decision 016 "Merge rules": one collector, two devices, one without signal. Copies added travel
// as increments, so both devices' copies count; flags travel as the values chosen, so each
// device's field survives the other's; a change to a sticker deleted meanwhile is listed, not
// dropped; and a copy the server applied while its answer was lost is neither shown nor saved twice.
describe.skipIf(skipE2E)('two devices, one offline', () => {
  const e2e = useE2E();
  const { api } = e2e;

  /** A fresh collector with a 20-sticker album, its stickers set up through the API. */
  async function collector(changes: StickerSeed): Promise<Collector> {
    // The service worker stays blocked (the default): a page's requests then meet the routes
    // below, so the phone can lose its signal without a reload.
    const context = await e2e.newContext(viewports.phone);
    await e2e.register(context, 'devices');
    const collectionId = await e2e.createAlbum(context, {
      title: unique('Two Devices Album'),
      totalStickers: 20,
    });
    const ids = await e2e.seedStickers(context, collectionId, changes);
    return { context, collectionId, ids };
  }

  const onServer = ({ context, collectionId }: Collector) =>
    e2e.stickerMapOf(context, collectionId);

  async function openDashboard(context: BrowserContext) {
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.locator('[data-sticker-id]').first().waitFor();
    return page;
  }

  const slot = (page: Page, { ids }: Collector, number: string) =>
    page.locator(`[data-sticker-id="${ids.get(number)}"]`);
  const stateOf = (page: Page, who: Collector, number: string) =>
    slot(page, who, number).getAttribute('data-state', { timeout: 5_000 });
  const tap = (page: Page, who: Collector, number: string) =>
    slot(page, who, number)
      .getByRole('button', { name: new RegExp(`^Sticker ${number},`) })
      .click();

  /**
   * A sticker's details sheet, opened from its slot's second control and on screen. The sheet's
   * code loads on demand (decision 024): a press before it has arrived opens the sheet later, so
   * a test that pressed Escape at once closed nothing and met the sheet over its next press
   * (CI, stop 28).
   */
  const details = (page: Page, number: string) =>
    openDialog(page.getByRole('dialog', { name: `Sticker ${number}` }), () =>
      page.getByRole('button', { name: `Details for sticker ${number}`, exact: true }).click(),
    );
  const oneMoreCopy = async (page: Page, number: string) => {
    const sheet = await details(page, number);
    await sheet.getByRole('button', { name: 'One more copy' }).click();
    return sheet;
  };
  const closeSheet = (page: Page) => closeDialog(page);

  it('keeps both devices’ copies and each device’s own fields', async () => {
    // X (3) has one copy; Y (4) is needed; Z (6) is for trade with 2 copies and nobody touches
    // it; V (8) is owned and gets deleted on B while A changes it.
    const a = await collector({
      '3': { owned: true },
      '6': { forTrade: true, quantity: 2 },
      '8': { owned: true },
    });
    const before = await onServer(a);
    const phone = await openDashboard(a.context);

    // Device A loses its signal with the page open, then adds a copy of X, owns Y and un-owns V.
    // The details sheet's code loads on demand (docs/decisions/024); in the app the service
    // worker precaches it (decision 016). No service worker in this context, so the sheet is
    // opened once before the connection is cut, which loads its code for certain.
    await details(phone, '3');
    await closeSheet(phone);
    await goOffline(a.context);
    let sheet = await oneMoreCopy(phone, '3');
    await sheet.getByText('2 copies').waitFor();
    await closeSheet(phone);
    await tap(phone, a, '4');
    await tap(phone, a, '8');
    await expect.poll(() => stateOf(phone, a, '4'), { timeout: 5_000 }).toBe('owned');
    await phone.getByText('3 waiting', { exact: true }).waitFor();

    // Device B, with signal, adds a copy of X, marks Y for trade and deletes V.
    const b = await e2e.newContext(viewports.desktop);
    await b.addCookies(await a.context.cookies());
    const desk = await openDashboard(b);
    sheet = await oneMoreCopy(desk, '3');
    await sheet.getByText('2 copies').waitFor();
    await closeSheet(desk);
    sheet = await details(desk, '4');
    await sheet.getByRole('switch', { name: 'For trade' }).click();
    await expect
      .poll(() => sheet.getByRole('switch', { name: 'For trade' }).getAttribute('aria-checked'), {
        timeout: 5_000,
      })
      .toBe('true');
    await closeSheet(desk);
    await api.send(b, 'DELETE', '/api/stickers/bulk', { ids: [a.ids.get('8')] });
    await expect
      .poll(
        async () => {
          const saved = await onServer(a);
          return [saved.get('3')?.quantity, saved.get('4')?.forTrade, saved.has('8')];
        },
        { timeout: 5_000 },
      )
      .toEqual([2, true, false]);

    // A gets its signal back: its changes are sent in order, and the screen settles on the server.
    await goOnline(a.context);
    const refused = phone.getByRole('button', { name: '1 change couldn’t be saved' });
    await refused.waitFor();
    const saved = await onServer(a);
    expect(saved.get('3')).toMatchObject({ owned: true, forTrade: false, quantity: 3 });
    expect(saved.get('4')).toMatchObject({
      owned: true,
      forTrade: true,
      isPending: false,
      quantity: 1,
    });
    expect(saved.has('8')).toBe(false);
    // Nothing anyone did not touch changed.
    for (const [number, sticker] of before) {
      if (['3', '4', '8'].includes(number)) continue;
      expect(saved.get(number)).toEqual(sticker);
    }

    await slot(phone, a, '3').getByText('x3').waitFor();
    await expect.poll(() => stateOf(phone, a, '4'), { timeout: 5_000 }).toBe('forTrade');
    await slot(phone, a, '8').waitFor({ state: 'detached' });
    // The change to the deleted sticker is listed with the reason, not dropped.
    await refused.click();
    const list = phone.getByRole('dialog', { name: '1 change couldn’t be saved' });
    await list.getByText('Sticker 8: not owned').waitFor();
    await list.getByText('Sticker not found').waitFor();
    await b.close();
    await a.context.close();
  });

  it('shows and saves once a copy the server applied while its answer was lost', async () => {
    const a = await collector({ '5': { owned: true } });
    const phone = await openDashboard(a.context);
    const patchPath = `/api/stickers/${a.ids.get('5')}`;
    const listPath = `/api/collections/${a.collectionId}/stickers`;
    let reached = 0;
    // Events in the order they came (not by clock): the resent change, then the list.
    const events: string[] = [];
    // The request gets through and the server applies it; its answer never comes back.
    await a.context.route(
      (url) => url.pathname === patchPath,
      async (route) => {
        await route.fetch();
        reached += 1;
        if (reached === 2) events.push('resent');
        await route.abort('connectionreset');
      },
    );
    a.context.on('response', (response) => {
      if (new URL(response.url()).pathname === listPath) events.push('listed');
    });

    const sheet = await oneMoreCopy(phone, '5');
    await sheet.getByText('2 copies').waitFor();
    await closeSheet(phone);
    await phone.getByText('1 waiting', { exact: true }).waitFor();
    expect((await onServer(a)).get('5')?.quantity).toBe(2);

    // A new page sends the change again (its answer is lost again), then fetches the list, which
    // already counts the copy while the change still waits: it shows 2 copies, not 3.
    await phone.reload();
    await expect.poll(() => reached, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(
        () =>
          events.includes('resent') && events.slice(events.indexOf('resent')).includes('listed'),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    await phone.getByText('1 waiting', { exact: true }).waitFor();
    await slot(phone, a, '5').getByText('x2').waitFor();
    expect(await slot(phone, a, '5').innerText()).not.toContain('x3');

    // The signal comes back: the server answers the repeat from its record, applying nothing.
    await a.context.unrouteAll({ behavior: 'ignoreErrors' });
    await a.context.setOffline(true);
    await a.context.setOffline(false);
    await outboxEmpty(phone);
    expect((await onServer(a)).get('5')?.quantity).toBe(2);
    await slot(phone, a, '5').getByText('x2').waitFor();
    await a.context.close();
  });
});
