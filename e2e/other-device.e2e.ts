import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { offlineCacheHolds, viewports, waitUntilReadyOffline } from './support/browser';
import { skipE2E, slotState, useE2E } from './support/harness';

// A change made on another device reaches a phone that reloads with signal (decision 016: the
// lists as last seen open the app, then the server's answer replaces them), and a phone whose page
// stays open, when the collector comes back to it or leaves it on screen. The phone keeps its
// offline copy of the album it showed; the laptop, signed in to the same account, deletes,
// archives or renames that album; after a reload with signal the phone shows what the server
// says, not what it kept.
describe.skipIf(skipE2E)('a change made on another device', () => {
  const e2e = useE2E();
  const { api } = e2e;
  const sw = { serviceWorkers: 'allow' } as const;
  /**
   * The first account registered on a server is its admin (docs/product.md "Who it is for"):
   * the only one who can rename an album, so it is the collector of the rename journey.
   */
  let admin: BrowserContext;

  beforeAll(async () => {
    admin = await e2e.newContext(viewports.phone, sw);
    await e2e.register(admin, 'owner');
  });

  const card = (page: Page, title: string) => page.getByRole('article', { name: title });
  const boardHeading = (page: Page, title: string) =>
    page.getByRole('heading', { name: title, exact: true, level: 2 });

  /**
   * The phone with `title`'s board on screen, and that board kept in its offline copy. With
   * `clock`, the page's clock is Playwright's (time flows, and a test can move it on).
   */
  async function phoneShowing(context: BrowserContext, title: string, { clock = false } = {}) {
    const page = await e2e.newPage(context);
    if (clock) await page.clock.install();
    await page.goto('/dashboard');
    await waitUntilReadyOffline(page);
    await card(page, title).getByRole('button', { name: title }).first().click();
    await boardHeading(page, title).waitFor();
    await expect.poll(() => offlineCacheHolds(page, title), { timeout: 5_000 }).toBe(true);
    return page;
  }

  /** The laptop: the same account, its cookies copied from the phone. */
  async function laptopOf(phone: BrowserContext) {
    const laptop = await e2e.newContext(viewports.desktop);
    await laptop.addCookies(await phone.cookies());
    return laptop;
  }

  it('a deleted album’s board leaves the phone after a reload; the other album is shown', async () => {
    const phone = await e2e.newContext(viewports.phone, sw);
    await e2e.register(phone, 'deleted-elsewhere');
    const kept = unique('Album Kept');
    const doomed = unique('Album Doomed');
    await e2e.createAlbum(phone, { title: kept, totalStickers: 6 });
    const doomedId = await e2e.createAlbum(phone, { title: doomed, totalStickers: 9 });
    const page = await phoneShowing(phone, doomed);

    const laptop = await laptopOf(phone);
    await api.send(laptop, 'DELETE', `/api/collections/${doomedId}`, {});

    await page.reload();
    await boardHeading(page, kept).waitFor();
    await boardHeading(page, doomed).waitFor({ state: 'detached' });
    await card(page, doomed).waitFor({ state: 'detached' });
    expect(await page.locator('[data-sticker-id]').count()).toBe(6);
    await laptop.close();
    await phone.close();
  });

  it('the only album deleted elsewhere: the phone shows the empty state after a reload', async () => {
    const phone = await e2e.newContext(viewports.phone, sw);
    await e2e.register(phone, 'only-elsewhere');
    const only = unique('Only Album');
    const onlyId = await e2e.createAlbum(phone, { title: only, totalStickers: 5 });
    const page = await phoneShowing(phone, only);

    const laptop = await laptopOf(phone);
    await api.send(laptop, 'DELETE', `/api/collections/${onlyId}`, {});

    await page.reload();
    await page.getByRole('heading', { name: 'No collections yet' }).waitFor();
    await boardHeading(page, only).waitFor({ state: 'detached' });
    expect(await page.locator('[data-sticker-id]').count()).toBe(0);
    await laptop.close();
    await phone.close();
  });

  it('an album archived elsewhere, with a sticker marked there, shows both after a reload', async () => {
    const phone = await e2e.newContext(viewports.phone, sw);
    await e2e.register(phone, 'archived-elsewhere');
    const shelved = unique('Album Shelved');
    const shelvedId = await e2e.createAlbum(phone, { title: shelved, totalStickers: 8 });
    const page = await phoneShowing(phone, shelved);
    expect(await card(page, shelved).getByText('Archived').count()).toBe(0);

    // On the laptop: sticker 3 owned, then the album archived (archived albums are read-only).
    const laptop = await laptopOf(phone);
    const ids = await e2e.stickerIdsOf(laptop, shelvedId);
    await api.send(laptop, 'PATCH', `/api/stickers/${ids.get('3')}`, { owned: true });
    await api.send(laptop, 'PATCH', `/api/collections/${shelvedId}/status`, {
      status: 'archived',
    });

    await page.reload();
    await card(page, shelved).getByText('Archived', { exact: true }).waitFor();
    await card(page, shelved).getByRole('button', { name: 'Activate' }).waitFor();
    await expect.poll(() => slotState(page, '3'), { timeout: 15_000 }).toBe('owned');
    await page.getByText('1 of 8 owned').waitFor();
    await laptop.close();
    await phone.close();
  });

  it('an album renamed elsewhere shows its new title after a reload', async () => {
    const before = unique('Album Misspelt');
    const after = unique('Album Corrected');
    const collectionId = await e2e.createAlbum(admin, { title: before, totalStickers: 7 });
    const page = await phoneShowing(admin, before);

    const laptop = await laptopOf(admin);
    const { templateId } = await api.getJson<{ templateId: number }>(
      laptop,
      `/api/collections/${collectionId}`,
    );
    await api.send(laptop, 'PATCH', `/api/admin/collection-templates/${templateId}`, {
      title: after,
    });

    await page.reload();
    await boardHeading(page, after).waitFor();
    await card(page, after).waitFor();
    await boardHeading(page, before).waitFor({ state: 'detached' });
    expect(await page.getByText(before).count()).toBe(0);
    await laptop.close();
    await admin.close();
  });

  /**
   * The collector comes back to the open page (another app, then this one again): the page is
   * shown again, as a phone's browser says with `visibilitychange` (fired at the document, it
   * bubbles to the window, where TanStack Query listens).
   */
  async function comeBackTo(page: Page, { after }: { after: string }) {
    await page.clock.fastForward(after);
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
  }

  it('the open phone drops a board deleted on the laptop when the collector comes back to it', async () => {
    const phone = await e2e.newContext(viewports.phone, sw);
    await e2e.register(phone, 'open-deleted');
    const kept = unique('Album Stays');
    const doomed = unique('Album Goes');
    await e2e.createAlbum(phone, { title: kept, totalStickers: 4 });
    const doomedId = await e2e.createAlbum(phone, { title: doomed, totalStickers: 9 });
    const page = await phoneShowing(phone, doomed, { clock: true });

    const laptop = await laptopOf(phone);
    await api.send(laptop, 'DELETE', `/api/collections/${doomedId}`, {});

    await comeBackTo(page, { after: '00:20' });
    await boardHeading(page, kept).waitFor();
    await card(page, doomed).waitFor({ state: 'detached' });
    expect(await page.locator('[data-sticker-id]').count()).toBe(4);
    await laptop.close();
    await phone.close();
  });

  it('a sticker marked on the laptop shows on the open phone’s board when it comes back to it', async () => {
    const phone = await e2e.newContext(viewports.phone, sw);
    await e2e.register(phone, 'open-marked');
    const title = unique('Album Open');
    const collectionId = await e2e.createAlbum(phone, { title, totalStickers: 8 });
    const page = await phoneShowing(phone, title, { clock: true });
    expect(await slotState(page, '5')).toBe('needed');

    const laptop = await laptopOf(phone);
    const ids = await e2e.stickerIdsOf(laptop, collectionId);
    await api.send(laptop, 'PATCH', `/api/stickers/${ids.get('5')}`, { owned: true });

    await comeBackTo(page, { after: '00:20' });
    await expect.poll(() => slotState(page, '5'), { timeout: 5_000 }).toBe('owned');
    await page.getByText('1 of 8 owned').waitFor();
    await laptop.close();
    await phone.close();
  });

  it('the open phone, left on screen, drops an album deleted on the laptop within a minute', async () => {
    const phone = await e2e.newContext(viewports.phone, sw);
    await e2e.register(phone, 'left-open');
    const kept = unique('Album Left');
    const doomed = unique('Album Gone');
    await e2e.createAlbum(phone, { title: kept, totalStickers: 3 });
    const doomedId = await e2e.createAlbum(phone, { title: doomed, totalStickers: 6 });
    const page = await phoneShowing(phone, doomed, { clock: true });

    const laptop = await laptopOf(phone);
    await api.send(laptop, 'DELETE', `/api/collections/${doomedId}`, {});

    await page.clock.fastForward('01:01');
    await boardHeading(page, kept).waitFor();
    await card(page, doomed).waitFor({ state: 'detached' });
    await laptop.close();
    await phone.close();
  });
});
