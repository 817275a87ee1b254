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

    const dialog = await scan(page, 'scan-004.jpg');
    const items = await listed(page);
    console.log(items);
    if (shotsDir)
      await page.screenshot({ path: `${shotsDir}/scan-result-375.png`, fullPage: true });
    await dialog.getByRole('button', { name: /^Confirm/ }).click();
    await context.close();
  });
});
