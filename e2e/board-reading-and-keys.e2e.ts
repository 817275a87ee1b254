import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import { skipE2E, useE2E, type Viewport } from './support/harness';
import { scrolledTo } from './support/waits';

describe.skipIf(skipE2E)('the sticker board read on a phone and used from a keyboard', () => {
  const e2e = useE2E();
  const { api } = e2e;

  async function boardOf(
    viewport: Viewport,
    album: { totalStickers: number } | { codes: string },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.newContext(viewport);
    await e2e.register(context, 'keys');
    await e2e.createAlbum(context, { title: unique('Album'), ...album });
    const page = await e2e.newPage(context);
    await page.goto('/dashboard');
    await page.locator('[data-sticker-id]').first().waitFor();
    return { context, page };
  }

  it('shows every printed code of up to six characters whole at 375 px', async () => {
    const { context, page } = await boardOf(viewports.phone, {
      codes: '00\nIntro: FWC1-FWC19\nMexico: MEX1-MEX20\nWales: WAL1-WAL20\nExtras: ENG100-ENG103',
    });
    const seen = new Set<string>();
    // the grid draws only the rows near the screen: read it a screen at a time
    for (let y = 0; y < 3000; y += 500) {
      await scrolledTo(page, y);
      const cells = await page.$$eval('[data-sticker-id] button[aria-pressed] > span', (spans) =>
        spans.map((span) => {
          const button = span.parentElement!.getBoundingClientRect();
          const text = span.getBoundingClientRect();
          return {
            code: span.textContent ?? '',
            isCut: span.scrollWidth > span.clientWidth + 0.5,
            fitsSlot: text.left >= button.left - 0.5 && text.right <= button.right + 0.5,
            fontSize: parseFloat(getComputedStyle(span).fontSize),
          };
        }),
      );
      for (const cell of cells) {
        expect(cell.isCut, `${cell.code} is cut`).toBe(false);
        expect(cell.fitsSlot, `${cell.code} overflows its slot`).toBe(true);
        expect(cell.fontSize, `${cell.code} is too small to read`).toBeGreaterThanOrEqual(11);
        seen.add(cell.code);
      }
    }
    for (const code of ['FWC1', 'FWC15', 'FWC19', 'MEX20', 'WAL11', 'ENG100', 'ENG103'])
      expect(seen.has(code), `${code} was shown`).toBe(true);
    await context.close();
  });

  it('crosses the grid in one Tab stop, moves with the arrow keys, and keeps focus on close', async () => {
    const { context, page } = await boardOf(viewports.desktop, { totalStickers: 120 });
    expect(await page.locator('[data-sticker-id] button[tabindex="0"]').count()).toBe(1);

    const focusedSticker = () =>
      page.evaluate(
        () =>
          (document.activeElement?.closest('[data-sticker-id]') as HTMLElement | null)?.dataset
            .stickerId,
      );
    const focusedNumber = () =>
      page.evaluate(
        () =>
          document.activeElement
            ?.closest('[data-sticker-id]')
            ?.querySelector('button[aria-pressed] > span')?.textContent,
      );

    // Tab from the control before the grid lands on the first sticker
    await page.getByRole('button', { name: 'Select All' }).focus();
    for (let tab = 0; tab < 12 && !(await focusedSticker()); tab += 1)
      await page.keyboard.press('Tab');
    await expect.poll(focusedNumber).toBe('1');

    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedNumber).toBe('2');
    const columns = await page.evaluate(
      () =>
        getComputedStyle(
          document.querySelector('[data-sticker-id]')!.parentElement!,
        ).gridTemplateColumns.split(' ').length,
    );
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedNumber).toBe(String(2 + columns));
    await page.keyboard.press('Control+End');
    await expect.poll(focusedNumber).toBe('120');
    await page.keyboard.press('Control+Home');
    await expect.poll(focusedNumber).toBe('1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedNumber).toBe('2');

    // one Tab leaves the whole grid; Shift+Tab comes back to the sticker last used
    await page.keyboard.press('Tab');
    await expect.poll(focusedSticker).toBeUndefined();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focusedNumber).toBe('2');

    // Shift+Enter opens the details; closing them puts focus back on that sticker
    await page.keyboard.press('Shift+Enter');
    const sheet = page.getByRole('dialog', { name: 'Sticker 2' });
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(focusedNumber).toBe('2');
    // Enter still does a tap's work: marks it owned
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        document.activeElement
          ?.closest('[data-sticker-id]')
          ?.querySelector('[aria-pressed]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    await context.close();
  });

  it('offers Undo after a tap that throws away spare copies and the for-trade mark', async () => {
    const { context, page } = await boardOf(viewports.phone, { totalStickers: 10 });
    const collections = await api.getJson<{ id: number }[]>(context, '/api/collections');
    const stickers = await api.getJson<{ id: number; number: string }[]>(
      context,
      `/api/collections/${collections[0]!.id}/stickers`,
    );
    const three = stickers.find((sticker) => sticker.number === '3')!;
    await api.send(context, 'PATCH', `/api/stickers/${three.id}`, {
      owned: true,
      forTrade: true,
      quantity: 3,
    });
    await page.reload();
    const slot = page.locator(`[data-sticker-id="${three.id}"] button[aria-pressed]`);
    await slot.waitFor();
    // The board may first show the list as last seen (the offline copy): tap once it shows the
    // change made above, as a collector would see it.
    await expect
      .poll(() => page.locator(`[data-sticker-id="${three.id}"]`).getAttribute('data-state'))
      .toBe('forTrade');
    await slot.click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await toast.getByText('Sticker 3 is needed again').waitFor();
    await toast.getByText('Its 3 copies and the for-trade mark were cleared.').waitFor();
    // A pointer resting on the toast holds it (Radix pauses its 5 s) while the un-own reaches the
    // server, however long that takes on a busy machine.
    const undo = toast.getByRole('button', { name: 'Undo' });
    await undo.hover();
    await expect
      .poll(async () =>
        (
          await api.getJson<{ owned: boolean }[]>(
            context,
            `/api/collections/${collections[0]!.id}/stickers`,
          )
        ).find((s) => s.owned),
      )
      .toBeUndefined();
    await undo.click();
    await expect
      .poll(async () => {
        const list = await api.getJson<
          { id: number; owned: boolean; forTrade: boolean; quantity: number }[]
        >(context, `/api/collections/${collections[0]!.id}/stickers`);
        const back = list.find((sticker) => sticker.id === three.id)!;
        return [back.owned, back.forTrade, back.quantity];
      })
      .toEqual([true, true, 3]);
    expect(await page.locator(`[data-sticker-id="${three.id}"]`).getAttribute('data-state')).toBe(
      'forTrade',
    );
    // a plain owned sticker un-owns with no toast to answer
    const one = stickers.find((sticker) => sticker.number === '1')!;
    const plain = page.locator(`[data-sticker-id="${one.id}"] button[aria-pressed]`);
    await plain.click();
    await expect.poll(() => plain.getAttribute('aria-pressed')).toBe('true');
    await plain.click();
    await expect.poll(() => plain.getAttribute('aria-pressed')).toBe('false');
    expect(await toast.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await context.close();
  });

  it('never hides a keyboard-focused control under the sticky bars at 1280 px', async () => {
    const { context, page } = await boardOf(viewports.desktop, { totalStickers: 400 });
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    const hidden: string[] = [];
    for (let tab = 0; tab < 45; tab += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('footer') !== null)) break;
      // let a smooth scroll to the focused control settle: it has reached the screen (a long
      // smooth scroll, e.g. to the quick actions after the grid, can wait frames before it
      // starts) and stopped for two frames; one that never arrives is reported below as hidden.
      // (page.waitForFunction does not await a predicate's promise, so each look is an evaluate.)
      await vi
        .waitUntil(
          () =>
            page.evaluate(
              () =>
                new Promise<boolean>((resolve) => {
                  const box = document.activeElement?.getBoundingClientRect();
                  const isOnScreen = !box || (box.top >= 0 && box.bottom <= window.innerHeight);
                  const before = window.scrollY;
                  requestAnimationFrame(() =>
                    requestAnimationFrame(() => resolve(isOnScreen && window.scrollY === before)),
                  );
                }),
            ),
          { timeout: 5_000, interval: 20 },
        )
        .catch(() => undefined);
      const check = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        const x = box.left + box.width / 2;
        const y = Math.min(window.innerHeight - 1, Math.max(0, box.top + box.height / 2));
        const top = document.elementFromPoint(x, y);
        const isVisible = top !== null && (top === element || element.contains(top));
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        const cover = top ? `${top.tagName}.${String(top.className).slice(0, 40)}` : 'nothing';
        return { isVisible, name: `${name} (under ${cover} at y=${Math.round(y)})` };
      });
      if (check && !check.isVisible) hidden.push(check.name ?? '?');
    }
    expect(hidden).toEqual([]);
    await context.close();
  });
});
