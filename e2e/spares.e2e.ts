import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { poll, skipE2E, slotState, useE2E } from './support/harness';

// Decision 028 (docs/product.md "Sticker states and how they change"): copies beyond the album's
// own are offered without a for-trade mark, and "Keep my spares" holds a sticker back; the
// details sheet's words say what is offered. SHOTS_DIR=/some/dir keeps pictures of the sheet.

describe.skipIf(skipE2E)('spare copies', () => {
  const e2e = useE2E();

  const shownNumbers = async (page: Page) =>
    page
      .locator('[data-sticker-id] button[aria-pressed]')
      .evaluateAll((buttons) =>
        buttons.map((button) => /^Sticker (\S+?),/.exec(button.ariaLabel ?? '')?.[1]),
      );

  it('offers copies beyond the album’s own without a for-trade mark, until Keep my spares (decision 028)', async () => {
    const { context } = await e2e.signedIn('spares');
    const collectionId = await e2e.createAlbum(context, {
      title: unique('World Cup'),
      codes: '00, FWC1-FWC19',
    });
    await e2e.seedStickers(context, collectionId, { FWC1: { owned: true } });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await poll(() => slotState(page, 'FWC1')).toBe('owned');
    const filters = page.getByRole('toolbar', { name: 'Sticker filters', exact: true });

    // "I have 3": two presses of + in FWC1's details, and nothing else.
    await page.getByRole('button', { name: /^Details for sticker FWC1(,|$)/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Sticker FWC1', exact: true });
    await sheet.getByRole('button', { name: 'One more copy' }).click();
    await sheet.getByRole('button', { name: 'One more copy' }).click();
    await sheet.getByText('For trade · 3 copies · 2 spare · 2 to swap', { exact: true }).waitFor();
    const keep = sheet.getByRole('switch', { name: 'Keep my spares' });
    expect(await keep.getAttribute('aria-checked')).toBe('false');
    await sheet.getByText('Off: 2 spare copies are offered to swap.', { exact: true }).waitFor();
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/spares-sheet-offered-375.png` });
    }
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: 'For Trade', exact: true }).click();
    await poll(() => shownNumbers(page)).toEqual(['FWC1']);
    await poll(async () => {
      const saved = (await e2e.stickersOf(context, collectionId)).find((s) => s.number === 'FWC1');
      return saved && { quantity: saved.quantity, keepSpares: saved.keepSpares };
    }).toEqual({ quantity: 3, keepSpares: false });

    // Holding them back: the sheet says so, and FWC1 leaves For Trade.
    await page.getByRole('button', { name: /^Details for sticker FWC1(,|$)/ }).click();
    await sheet.getByRole('switch', { name: 'Keep my spares' }).click();
    await sheet.getByText('Owned · 3 copies · 2 spare · kept', { exact: true }).waitFor();
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/spares-sheet-kept-375.png` });
    }
    await page.keyboard.press('Escape');
    await poll(() => shownNumbers(page)).toEqual([]);
    await poll(async () => {
      const saved = (await e2e.stickersOf(context, collectionId)).find((s) => s.number === 'FWC1');
      return saved?.keepSpares;
    }).toBe(true);
    await context.close();
  });
});
