import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import {
  goOffline,
  goOnline,
  offlineCacheEntry,
  offlineCacheHolds,
  viewports,
  waitUntilReadyOffline,
} from './support/browser';
import { poll, skipE2E, slotButton, slotState, spare, useE2E } from './support/harness';
import { outboxEmpty } from './support/waits';

// Two collector journeys across time and deletion: coming back the next day (docs/product.md:
// a "keep me logged in" session lasts 30 days; decision 016 for the outbox), and deleting the
// album on screen (the board follows the selection, never a stale or cached board of it).
describe.skipIf(skipE2E)('next day, and the deleted album', () => {
  const e2e = useE2E({ startInTurn: true });
  const sw = { serviceWorkers: 'allow' } as const;

  const card = (page: Page, title: string) => page.getByRole('article', { name: title });
  const boardStates = (page: Page) =>
    page
      .locator('[data-sticker-id]')
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-state')));
  const boardHeading = (page: Page, title: string) =>
    page.getByRole('heading', { name: title, exact: true, level: 2 });
  const chips = (within: ReturnType<Page['getByRole']>, label: string) =>
    within.getByRole('list', { name: label, exact: true }).getByRole('listitem').allInnerTexts();
  /** Every toast's text, to check none of them is an error. */
  const toasts = (page: Page) =>
    page.getByRole('region', { name: /Notifications/ }).allInnerTexts();

  /** The one board on screen is `title`'s, of `total` stickers. */
  async function expectBoardOf(page: Page, title: string, total: number) {
    await boardHeading(page, title).waitFor();
    await page.getByText(new RegExp(`of ${total} owned`)).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Album progress' }).count()).toBe(1);
    expect(await page.locator('[data-sticker-id]').count()).toBe(total);
  }

  async function deleteSelected(page: Page, title: string) {
    await card(page, title).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Collection' }).click();
    await card(page, title).waitFor({ state: 'detached' });
  }

  it('comes back the next day: signed in, same album, same marks, swap still pending', async () => {
    const swapAlbum = unique('Euro Swaps');
    const alice = await e2e.albumCollector(
      'alice',
      e2e.ownTemplate({ title: swapAlbum, totalStickers: 8 }),
      { '4': spare, '5': spare, '6': { owned: true } },
      { findable: true },
    );
    const bob = await e2e.albumCollector(
      'bob',
      alice.templateId,
      { '1': spare, '2': spare, '6': { owned: true } },
      { findable: true },
    );
    const ownAlbum = unique('Club Album');
    const ownId = await e2e.createAlbum(alice.context, { title: ownAlbum, totalStickers: 10 });
    await alice.context.clock.install();
    const { page } = alice;

    // Evening: she picks her second album (not the default one) and marks it.
    await page.goto('/dashboard');
    await expectBoardOf(page, swapAlbum, 8);
    await card(page, ownAlbum).getByRole('button', { name: ownAlbum }).first().click();
    await expectBoardOf(page, ownAlbum, 10);
    for (const number of ['1', '2', '3']) await slotButton(page, number).click();
    await expect.poll(() => slotState(page, '3')).toBe('owned');
    await page.getByRole('button', { name: 'Details for sticker 2' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sticker 2' });
    await sheet.getByRole('switch', { name: 'For trade' }).click();
    await sheet.getByRole('button', { name: 'One more copy' }).click();
    await sheet.getByText('For trade · 2 copies · 1 spare').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => slotState(page, '2')).toBe('forTrade');
    await poll(async () => {
      const saved = await e2e.stickersOf(alice.context, ownId);
      return saved
        .filter((sticker) => sticker.owned)
        .map((sticker) => `${sticker.number}:${sticker.forTrade ? sticker.quantity : 'own'}`);
    }).toEqual(['1:own', '2:2', '3:own']);
    const evening = await boardStates(page);
    expect(evening).toEqual([
      'owned',
      'forTrade',
      'owned',
      'needed',
      'needed',
      'needed',
      'needed',
      'needed',
      'needed',
      'needed',
    ]);

    // She proposes a swap to Bob on the other album.
    await page.goto(`/matches?collection=${alice.collectionId}`);
    const bobCard = page.getByRole('article', { name: new RegExp(bob.username) }).first();
    await bobCard.getByText('active today').waitFor();
    await bobCard.getByRole('button', { name: 'Propose swap' }).click();
    const dialog = page.getByRole('dialog', { name: `Swap proposed to ${bob.username}` });
    await dialog
      .getByText(`2 stickers marked pending with ${bob.username}; 2 spares promised.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Back on the dashboard her own album is the one picked last; then she closes the tab.
    await page.goto('/dashboard');
    await expectBoardOf(page, ownAlbum, 10);
    await page.close();

    // The next day (the browser's clock; the server keeps its own).
    await alice.context.clock.fastForward('24:00:00');
    const next = await e2e.newPage(alice.context);
    await next.goto('/dashboard');
    expect(new URL(next.url()).pathname).toBe('/dashboard');
    await expectBoardOf(next, ownAlbum, 10);
    expect(await boardStates(next)).toEqual(evening);
    await next.getByText('3 of 10 owned').waitFor();

    // The swap is still pending: on the board, and under Your swaps.
    await card(next, swapAlbum).getByRole('button', { name: swapAlbum }).first().click();
    await expectBoardOf(next, swapAlbum, 8);
    for (const number of ['1', '2']) {
      await next
        .getByRole('button', { name: `Sticker ${number}, pending with ${bob.username}` })
        .waitFor();
    }
    await next.goto(`/matches?collection=${alice.collectionId}`);
    const swap = next.getByRole('article', { name: `Swap with ${bob.username}` });
    await swap.getByText(`Proposed — waiting for ${bob.username} to answer`).waitFor();
    expect(await chips(swap, 'You get (2)')).toEqual(['1', '2']);
    expect(await chips(swap, 'You give (2)')).toEqual(['4', '5']);
    // Every swap possible with Bob is pending, so he is no longer listed as a match.
    await next.getByText('No other matches right now').waitFor();
    expect(alice.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('a change made offline in the evening is sent and kept the next morning', async () => {
    const context = await e2e.newContext(viewports.phone, sw);
    await e2e.register(context, 'evening');
    const collectionId = await e2e.createAlbum(context, {
      title: unique('Evening Album'),
      totalStickers: 12,
    });
    await context.clock.install();
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await slotButton(page, '1').waitFor();
    await waitUntilReadyOffline(page);

    await goOffline(context);
    await slotButton(page, '7').click();
    await page.getByText('1 waiting', { exact: true }).waitFor();
    await page.close();

    await context.clock.fastForward('24:00:00');
    await goOnline(context);
    const morning = await e2e.newPage(context);
    await morning.goto('/dashboard');
    await slotButton(morning, '7').waitFor();
    await poll(async () =>
      (await e2e.stickersOf(context, collectionId))
        .filter((sticker) => sticker.owned)
        .map((sticker) => sticker.number),
    ).toEqual(['7']);
    // The notice "All changes saved" shows for a few seconds and may be gone after the poll.
    await outboxEmpty(morning);
    await morning.reload();
    await slotButton(morning, '7').waitFor();
    expect(await slotState(morning, '7')).toBe('owned');
    expect(await morning.getByText(/waiting/).count()).toBe(0);
    await context.close();
  });

  it('deletes the album on screen: the other one is shown, online, after reload and offline', async () => {
    const context = await e2e.newContext(viewports.phone, sw);
    await e2e.register(context, 'deleter');
    const keep = unique('Album Kept');
    const doomed = unique('Album Doomed');
    await e2e.createAlbum(context, { title: keep, totalStickers: 6 });
    const doomedId = await e2e.createAlbum(context, { title: doomed, totalStickers: 9 });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await waitUntilReadyOffline(page);
    await card(page, doomed).getByRole('button', { name: doomed }).first().click();
    await expectBoardOf(page, doomed, 9);
    // The doomed album has reached the offline cache.
    await expect.poll(() => offlineCacheHolds(page, doomed), { timeout: 5_000 }).toBe(true);

    await deleteSelected(page, doomed);
    await page.getByText('Collection deleted').first().waitFor();
    // Said once the offline copy has lost it too, so a reload at once cannot bring it back.
    expect(await offlineCacheEntry(page, ['/api/collections'])).not.toContain(doomed);
    await expectBoardOf(page, keep, 6);
    expect(await boardHeading(page, doomed).count()).toBe(0);
    for (const text of await toasts(page)) {
      expect(text).not.toMatch(/not found|couldn|failed|error|wrong/i);
    }

    await page.reload();
    await expectBoardOf(page, keep, 6);
    expect(await card(page, doomed).count()).toBe(0);

    // With no signal the app opens from the offline cache: the deleted album stays gone.
    await goOffline(context);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'showing your lists from' }).waitFor();
    await expectBoardOf(page, keep, 6);
    expect(await card(page, doomed).count()).toBe(0);
    expect(await page.getByText(doomed).count()).toBe(0);
    await goOnline(context);
    const left = await e2e.api.getJson<Array<{ id: number }>>(context, '/api/collections');
    expect(left.map((collection) => collection.id)).not.toContain(doomedId);
    expect(left).toHaveLength(1);
    await context.close();
  });

  it('deletes the only album: the empty state, then a new album’s board', async () => {
    const context = await e2e.newContext(viewports.phone, sw);
    await e2e.register(context, 'only');
    const only = unique('Only Album');
    await e2e.createAlbum(context, { title: only, totalStickers: 5 });
    const page = await e2e.newPage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/dashboard');
    await waitUntilReadyOffline(page);
    await expectBoardOf(page, only, 5);
    await expect.poll(() => offlineCacheHolds(page, only), { timeout: 5_000 }).toBe(true);

    await deleteSelected(page, only);
    await page.getByText('Collection deleted').first().waitFor();
    await page.getByRole('heading', { name: 'No collections yet' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Album progress' }).count()).toBe(0);
    expect(await page.locator('[data-sticker-id]').count()).toBe(0);
    // The empty list reached the offline cache before "Collection deleted" showed.
    expect(await offlineCacheEntry(page, ['/api/collections'])).toBe('[]');

    await goOffline(context);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'showing your lists from' }).waitFor();
    await page.getByRole('heading', { name: 'No collections yet' }).waitFor();
    expect(await page.getByText(only).count()).toBe(0);
    await goOnline(context);
    await page.reload();

    const fresh = unique('Fresh Album');
    await page.getByRole('button', { name: 'Create Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Collection' });
    await dialog.getByRole('tab', { name: 'New template' }).click();
    await dialog.getByLabel('Template name').fill(fresh);
    await dialog.getByLabel('Total stickers').fill('7');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectBoardOf(page, fresh, 7);
    await page.getByText('0 of 7 owned').waitFor();
    expect(await page.getByRole('heading', { name: 'No collections yet' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
