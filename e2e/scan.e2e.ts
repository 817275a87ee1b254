import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { goOffline, goOnline, viewports, waitUntilReadyOffline } from './support/browser';
import { skipE2E, slotButton, slotState, useE2E } from './support/harness';

// docs/product.md "Scan" (decision 039): a photo of stickers is read on the phone, matched
// against the album, listed for the collector to confirm, and saved through the outbox (decision
// 016), online and with no signal. Headless Chromium has no camera: the photo path is what runs.
const photos = path.resolve('bench/scan-photos');
const manifest = JSON.parse(readFileSync(path.join(photos, 'manifest.json'), 'utf8')) as {
  album: string;
  photos: { name: string; stickers: { code: string }[] }[];
};
const truthOf = (name: string) =>
  manifest.photos.find((photo) => photo.name === name)!.stickers.map((sticker) => sticker.code);

// Set SHOTS_DIR to keep screenshots of the result list at 375 px.
const shotsDir = process.env.SHOTS_DIR;

describe.skipIf(skipE2E)('scan stickers', () => {
  const e2e = useE2E(shotsDir ? { shotsDir } : {});
  const sw = { serviceWorkers: 'allow' } as const;

  async function collectorWithAlbum(context: BrowserContext) {
    await e2e.register(context, 'scanner');
    return e2e.createAlbum(context, { title: unique('Scan Album'), codes: manifest.album });
  }

  /** Opens Scan, chooses `photo`, and answers the dialog once its result list shows. */
  async function scan(page: Page, photo: string) {
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan stickers' });
    // no camera in headless Chromium: the photo path is offered with the reason
    await dialog.getByText(/No camera was found|camera couldn’t start|Camera access/).waitFor();
    await dialog
      .getByLabel('Choose a photo of your stickers')
      .setInputFiles(path.join(photos, photo));
    await dialog.getByRole('list', { name: 'Found in this photo' }).waitFor({ timeout: 60_000 });
    return dialog;
  }

  const listed = (page: Page) =>
    page
      .getByRole('dialog', { name: 'Scan stickers' })
      .getByRole('list', { name: 'Found in this photo' })
      .getByRole('listitem')
      .allTextContents();

  it('reads a photo, lists what it found against the album, and saves what is confirmed, online then offline', async () => {
    const context = await e2e.newContext(viewports.phone, sw);
    const collectionId = await collectorWithAlbum(context);
    await e2e.seedStickers(context, collectionId, {
      ENG19: { owned: true },
      ENG20: { owned: true, quantity: 2, forTrade: true },
    });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await slotButton(page, 'FWC16').waitFor();
    await waitUntilReadyOffline(page);

    // Online: every code on the photo is listed, by what Confirm does to it.
    const dialog = await scan(page, 'scan-004.jpg');
    expect(await listed(page)).toEqual([
      '1FWC9 — new',
      '2FWC16 — new',
      '3MEX16 — new',
      '4ARG9 — new',
      '5ENG19 — spare (+1)',
      '6ENG20 — already have 2',
    ]);
    for (const item of await listed(page))
      expect(truthOf('scan-004.jpg')).toContain(item.slice(1).split(' ')[0]);
    // each sticker found is outlined on the photo (one box each here)
    expect(await dialog.locator('[data-scan-boxes] rect').count()).toBe(6);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/scan-result-375.png` });
    // the collector leaves one out: it is not changed
    await dialog.getByRole('checkbox', { name: 'MEX16 — new' }).uncheck();
    await dialog.getByRole('button', { name: 'Confirm 4 changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => slotState(page, 'FWC9')).toBe('owned');
    await expect
      .poll(async () => {
        const saved = await e2e.stickersOf(context, collectionId);
        return saved
          .filter((sticker) => sticker.owned)
          .map((sticker) => `${sticker.number}x${sticker.quantity}`)
          .sort();
      })
      .toEqual(['ARG9x1', 'ENG19x2', 'ENG20x2', 'FWC16x1', 'FWC9x1']);

    // Offline: the app opens from the service worker, Scan's engine from its cache, and the
    // change waits in the outbox until the signal returns.
    await goOffline(context);
    await page.reload();
    await slotButton(page, 'FWC9').waitFor();
    const offline = await scan(page, 'scan-012.jpg');
    expect(await listed(page)).toEqual(['1MEX13 — new', '2ARG14 — new', '3ENG12 — new']);
    await offline.getByRole('button', { name: 'Confirm 3 changes' }).click();
    await offline.waitFor({ state: 'hidden' });
    await expect.poll(() => slotState(page, 'MEX13')).toBe('owned');
    await page.getByText('1 waiting', { exact: true }).waitFor();
    await goOnline(context);
    await page.getByText('All changes saved', { exact: true }).waitFor();
    const saved = await e2e.stickersOf(context, collectionId);
    const owned = saved.filter((sticker) => sticker.owned).map((sticker) => sticker.number);
    expect(owned.sort()).toEqual([
      'ARG14',
      'ARG9',
      'ENG12',
      'ENG19',
      'ENG20',
      'FWC16',
      'FWC9',
      'MEX13',
    ]);
    await context.close();
    // Reading takes a few seconds a photo on a busy two-core machine, and the engine's first load more.
  }, 240_000);
});
