import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { axeViolations } from './support/axe';
import { goOffline, goOnline, waitUntilReadyOffline } from './support/browser';
import {
  screenshotsAtBothWidths,
  skipE2E,
  useE2E,
  type AlbumCollector as Collector,
  type StickerSeed,
} from './support/harness';

/** Screenshots of the trade screens at both widths, to look at. */
const SHOTS_DIR = process.env.TRADE_SHOTS_DIR ?? '/tmp/shots';

const owned = { owned: true };
const spare = (quantity = 2) => ({ owned: true, forTrade: true, quantity });

// docs/product.md "Trade in person": two collectors at a table, one of them with no signal, swap
// by scanning a code; the album changes on the scanning phone at once and reaches the server
// exactly once.
describe.skipIf(skipE2E)('trade in person', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' }, shotsDir: SHOTS_DIR });
  const { send, getJson } = e2e.api;

  const newTemplate = (context: BrowserContext, totalStickers = 20) =>
    e2e.createTemplate(context, { title: unique('Euro Stars', '-'), totalStickers });

  /** A collector (own address, own cookies) with a collection of the template, seeded in bulk. */
  const collector = (
    name: string,
    templateId: (context: BrowserContext) => Promise<number>,
    seed: StickerSeed,
    options: { serviceWorkers?: 'allow' } = {},
  ) => e2e.albumCollector(name, templateId, seed, { ...options, network: '10.17.0' });

  const stickersOf = (who: Collector) => e2e.stickerMapOf(who.context, who.collectionId);
  const swapsOf = (who: Collector) =>
    getJson<{
      swaps: Array<{ partnerName: string; give: string[]; get: string[]; linked: boolean }>;
    }>(who.context, `/api/collections/${who.collectionId}/in-person-swaps`).then(
      (body) => body.swaps,
    );

  const myCode = (page: Page) => page.getByRole('img', { name: /^QR code of / });
  const swapView = (page: Page, partner: Collector) =>
    page.getByRole('region', { name: `Swap with ${partner.username}` });
  /** The chips under "You can give" / "You can get": code and whether it is chosen. */
  async function chips(section: ReturnType<Page['getByRole']>, heading: string) {
    const list = section.getByRole('list', { name: new RegExp(`^${heading} \\(`) });
    const buttons = list.getByRole('button', { name: /^Sticker / });
    const out: Array<[string, boolean]> = [];
    for (const button of await buttons.all()) {
      const name = (await button.getAttribute('aria-label'))!.replace('Sticker ', '');
      out.push([name, (await button.getAttribute('aria-pressed')) === 'true']);
    }
    return out;
  }
  const slotState = (page: Page, number: string) =>
    page
      .locator('[data-sticker-id]')
      .filter({ has: page.getByRole('button', { name: new RegExp(`^Sticker ${number},`) }) })
      .getAttribute('data-state', { timeout: 5_000 });

  /** Both widths of the screen as it is now, full length. */
  const screenshots = (page: Page, name: string) =>
    screenshotsAtBothWidths(page, `${SHOTS_DIR}/trade-${name}`);

  /** A's code as a picture, the way B's phone would see it: a screenshot of the drawn QR. */
  async function pictureOfCode(page: Page) {
    await myCode(page).waitFor();
    return myCode(page).screenshot();
  }

  async function openTrade(who: Collector) {
    await who.page.goto(`/trade?collection=${who.collectionId}`);
    await who.page.getByRole('heading', { name: 'Trade in person', level: 1 }).waitFor();
  }

  it('B, with no signal, reads A’s code from a photo, changes the swap and confirms; the server gets it once', async () => {
    let template: { id: number; title: string } | undefined;
    // A needs 1–3 and has spares of 4 and 5; B has spares of 1–3 and needs 4–6.
    const alice = await collector(
      'alice',
      async (context) => (template = await newTemplate(context)).id,
      { '4': spare(), '5': spare(), '6': owned, '7': owned },
    );
    const bob = await collector(
      'bob',
      async () => template!.id,
      { '1': spare(), '2': spare(), '3': spare(3), '7': owned },
      { serviceWorkers: 'allow' },
    );

    // A shows the code: drawn from the stickers on the phone, with its age and counts.
    await openTrade(alice);
    await alice.page.getByText('You need 16 · You offer 2').waitFor();
    await alice.page.getByText(/^Your list as of \d\d:\d\d$/).waitFor();
    await screenshots(alice.page, 'show');
    expect(await axeViolations(alice.page)).toEqual([]);
    const photo = await pictureOfCode(alice.page);

    // B opens the app online once (the worker caches it), from the dashboard's button.
    await bob.page.goto('/dashboard');
    await bob.page.getByRole('link', { name: /Trade in person/ }).click();
    await bob.page.getByRole('tab', { name: 'My code' }).waitFor();
    await waitUntilReadyOffline(bob.page);
    await myCode(bob.page).waitFor();

    // In the basement: no signal, the app opened again from the phone.
    await goOffline(bob.context);
    await bob.page.reload();
    await bob.page.getByRole('tab', { name: 'Scan a code' }).click();
    // No camera in this browser: said plainly, the other ways still offered.
    await bob.page
      .getByRole('alert')
      .filter({ hasText: /camera/i })
      .waitFor();
    await expect
      .poll(() => bob.page.getByRole('textbox', { name: 'Type a short code' }).isDisabled())
      .toBe(true);
    await screenshots(bob.page, 'scan');
    await bob.page.getByLabel('Choose a photo of a code').setInputFiles({
      name: 'code.png',
      mimeType: 'image/png',
      buffer: photo,
    });

    // The swap both ways, worked out on B's phone: one for one pre-chosen, in album order.
    const swap = swapView(bob.page, alice);
    await swap.waitFor();
    expect(await chips(swap, 'You can give')).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
    ]);
    expect(await chips(swap, 'You can get')).toEqual([
      ['4', true],
      ['5', true],
    ]);
    await swap.getByText('2 for 2, one for one').waitFor();
    await screenshots(bob.page, 'swap-scanner');
    expect(await axeViolations(bob.page)).toEqual([]);

    await swap.getByRole('button', { name: 'Sticker 3' }).click();
    await swap.getByRole('button', { name: 'Sticker 5' }).click();
    await swap.getByText('You give 3, you get 1').waitFor();
    await swap.getByRole('button', { name: 'Confirm swap' }).click();

    await bob.page.getByRole('heading', { name: `Swap recorded with ${alice.username}` }).waitFor();
    await bob.page.getByText('Saved on this phone.', { exact: false }).waitFor();
    // The history lists it at once, as waiting for a signal.
    await bob.page
      .getByRole('listitem', { name: `Swap with ${alice.username}, waiting for a signal` })
      .waitFor();
    await screenshots(bob.page, 'recorded');

    // The board shows the swap at once, still offline.
    await bob.page.getByRole('link', { name: 'See my album' }).click();
    await expect.poll(() => slotState(bob.page, '4')).toBe('completed');
    expect(await slotState(bob.page, '5')).toBe('needed');
    expect(await slotState(bob.page, '3')).toBe('forTrade');
    expect(await slotState(bob.page, '1')).toBe('owned');
    await bob.page.getByText('1 waiting', { exact: true }).waitFor();

    // Signal again: sent once, and the server has exactly B's changes.
    await goOnline(bob.context);
    await bob.page.getByText('All changes saved', { exact: true }).waitFor();
    const saved = await stickersOf(bob);
    expect(saved.get('1')).toMatchObject({ owned: true, forTrade: false, quantity: 1 });
    expect(saved.get('2')).toMatchObject({ owned: true, forTrade: false, quantity: 1 });
    expect(saved.get('3')).toMatchObject({ owned: true, forTrade: true, quantity: 2 });
    expect(saved.get('4')).toMatchObject({
      owned: true,
      quantity: 1,
      isCompleted: true,
      pendingWith: alice.username,
    });
    expect(saved.get('5')).toMatchObject({ owned: false });
    const swaps = await swapsOf(bob);
    expect(swaps).toHaveLength(1);
    expect(swaps[0]).toMatchObject({
      partnerName: alice.username,
      give: ['1', '2', '3'],
      get: ['4'],
    });
    // A's album is A's own to change: B's confirmation left it alone.
    expect((await stickersOf(alice)).get('4')).toMatchObject({ quantity: 2, forTrade: true });

    // B's history lists the swap, with Undo for a day.
    await bob.page.goto(`/trade?collection=${bob.collectionId}`);
    const entry = bob.page.getByRole('listitem', { name: `Swap with ${alice.username}` });
    await entry.getByRole('button', { name: 'Undo this swap' }).waitFor();
    expect(await bob.page.getByRole('list', { name: 'Swaps waiting for a signal' }).count()).toBe(
      0,
    );
    await entry.scrollIntoViewIfNeeded();
    await screenshots(bob.page, 'history');
    expect(await axeViolations(bob.page)).toEqual([]);

    // Undo within the day: B's album is back to how it was before the swap.
    await entry.getByRole('button', { name: 'Undo this swap' }).click();
    await entry.getByText('Undone', { exact: true }).waitFor();
    const undone = await stickersOf(bob);
    expect(undone.get('4')).toMatchObject({ owned: false });
    expect(undone.get('3')).toMatchObject({ owned: true, forTrade: true, quantity: 3 });
    expect(undone.get('1')).toMatchObject({ owned: true, forTrade: true, quantity: 2 });

    expect(alice.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('B types A’s short code online; A then opens B from “They scanned you” and both sides are recorded', async () => {
    let template: { id: number; title: string } | undefined;
    const alice = await collector(
      'amira',
      async (context) => (template = await newTemplate(context)).id,
      { '4': spare(), '5': spare(), '6': owned },
    );
    const bob = await collector('ben', async () => template!.id, {
      '1': spare(),
      '2': spare(),
      '6': owned,
    });

    await openTrade(alice);
    const code = alice.page.locator('[data-short-code]');
    await code.waitFor();
    const shortCode = (await code.getAttribute('data-short-code'))!;
    expect(shortCode).toMatch(/^[A-Z0-9]{6}$/);

    await openTrade(bob);
    await bob.page.getByRole('tab', { name: 'Scan a code' }).click();
    const typed = bob.page.getByRole('textbox', { name: 'Type a short code' });
    const open = bob.page.getByRole('button', { name: 'Open', exact: true });
    // A mistyped code is explained, and the message goes once the code is typed again.
    await typed.fill('K7P');
    await open.click();
    const problem = bob.page.getByRole('alert').filter({ hasText: 'letters and digits' });
    await problem.waitFor();
    await typed.fill(shortCode.toLowerCase());
    await problem.waitFor({ state: 'detached' });
    await open.click();
    const swap = swapView(bob.page, alice);
    await swap.getByRole('button', { name: 'Confirm swap' }).click();
    await bob.page.getByRole('heading', { name: `Swap recorded with ${alice.username}` }).waitFor();
    expect(await bob.page.getByText('Saved on this phone.', { exact: false }).count()).toBe(0);
    expect(await swapsOf(bob)).toMatchObject([{ give: ['1', '2'], get: ['4', '5'] }]);

    // A: B resolved A's code, so B is under "They scanned you".
    await alice.page.reload();
    const scanned = alice.page.getByRole('region', { name: 'They scanned you' });
    await scanned.getByText(bob.username).waitFor();

    // B shows B's code from just before the swap; A scans it back and sees the same swap mirrored.
    await bob.page.getByRole('button', { name: 'Show my code' }).click();
    await bob.page.getByText(/from just before your swap with/).waitFor();
    const photo = await pictureOfCode(bob.page);
    await alice.page.getByRole('tab', { name: 'Scan a code' }).click();
    await alice.page.getByLabel('Choose a photo of a code').setInputFiles({
      name: 'code.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    const back = swapView(alice.page, bob);
    await back.waitFor();
    expect(await chips(back, 'You can give')).toEqual([
      ['4', true],
      ['5', true],
    ]);
    expect(await chips(back, 'You can get')).toEqual([
      ['1', true],
      ['2', true],
    ]);
    await screenshots(alice.page, 'swap-shown');
    await back.getByRole('button', { name: 'Confirm swap' }).click();
    await alice.page.getByRole('heading', { name: `Swap recorded with ${bob.username}` }).waitFor();
    expect(await swapsOf(alice)).toMatchObject([{ give: ['4', '5'], get: ['1', '2'] }]);
    const aliceNow = await stickersOf(alice);
    expect(aliceNow.get('1')).toMatchObject({ owned: true, isCompleted: true });
    expect(aliceNow.get('4')).toMatchObject({ quantity: 1, forTrade: false });
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  // docs/decisions/017 "The mirror": whatever way B read A's list, A records the mirror of the
  // swap B confirmed — online from "They scanned you", offline from B's receipt code — once.
  const MIRROR_SHOTS = '/tmp/shots-mirror';
  const receiptCode = (page: Page, partner: Collector) =>
    page.getByRole('img', { name: `Receipt of your swap with ${partner.username}` });

  /** B reads A's code from a photo and confirms the pre-chosen swap; B's page shows the receipt. */
  async function bobSwapsFromPhotoOf(alice: Collector, bob: Collector) {
    await openTrade(alice);
    const photo = await pictureOfCode(alice.page);
    await openTrade(bob);
    await bob.page.getByRole('tab', { name: 'Scan a code' }).click();
    await bob.page.getByLabel('Choose a photo of a code').setInputFiles({
      name: 'code.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    const swap = swapView(bob.page, alice);
    await swap.getByText('2 for 2, one for one').waitFor();
    await swap.getByRole('button', { name: 'Confirm swap' }).click();
    await bob.page.getByRole('heading', { name: `Swap recorded with ${alice.username}` }).waitFor();
    await receiptCode(bob.page, alice).waitFor();
  }

  it('B reads A’s code from a photo and confirms; A records the mirror from “They scanned you”, once', async () => {
    let template: { id: number; title: string } | undefined;
    const alice = await collector(
      'mira',
      async (context) => (template = await newTemplate(context)).id,
      { '4': spare(), '5': spare(3), '6': owned },
    );
    const bob = await collector('milo', async () => template!.id, {
      '1': spare(),
      '2': spare(),
      '6': owned,
    });
    await bobSwapsFromPhotoOf(alice, bob);
    await screenshotsAtBothWidths(bob.page, `${MIRROR_SHOTS}/receipt`);
    expect(await axeViolations(bob.page)).toEqual([]);
    const receipt = await receiptCode(bob.page, alice).screenshot();

    // A: B never typed a code, yet the swap B confirmed is under "They scanned you", as A's side.
    await alice.page.reload();
    const scanned = alice.page.getByRole('region', { name: 'They scanned you' });
    const entry = scanned.getByRole('listitem', { name: `${bob.username} swapped with you` });
    await entry.getByText('You give 4, 5 · You get 1, 2').waitFor();
    await entry.scrollIntoViewIfNeeded();
    await screenshotsAtBothWidths(alice.page, `${MIRROR_SHOTS}/they-scanned-you`);
    expect(await axeViolations(alice.page)).toEqual([]);
    await entry.getByRole('button', { name: 'Record my side' }).click();
    const mirror = alice.page.getByRole('region', {
      name: `Your side of the swap with ${bob.username}`,
    });
    await mirror.getByRole('button', { name: 'Record my side' }).waitFor();
    await screenshotsAtBothWidths(alice.page, `${MIRROR_SHOTS}/mirror`);
    expect(await axeViolations(alice.page)).toEqual([]);
    await mirror.getByRole('button', { name: 'Record my side' }).click();
    await alice.page.getByRole('heading', { name: `Swap recorded with ${bob.username}` }).waitFor();

    // The stickers moved on A, exactly the mirror of B's swap; both sides are linked.
    const aliceNow = await stickersOf(alice);
    expect(aliceNow.get('1')).toMatchObject({ owned: true, isCompleted: true, quantity: 1 });
    expect(aliceNow.get('2')).toMatchObject({ owned: true, isCompleted: true, quantity: 1 });
    expect(aliceNow.get('4')).toMatchObject({ owned: true, forTrade: false, quantity: 1 });
    expect(aliceNow.get('5')).toMatchObject({ owned: true, forTrade: true, quantity: 2 });
    expect(await swapsOf(alice)).toMatchObject([
      { partnerName: bob.username, give: ['4', '5'], get: ['1', '2'], linked: true },
    ]);

    // Scanning B's receipt as well changes nothing: the mirror is recorded already.
    await alice.page.getByRole('button', { name: 'Show my code' }).click();
    await expect
      .poll(() => alice.page.getByRole('listitem', { name: /swapped with you/ }).count())
      .toBe(0);
    await alice.page.getByRole('tab', { name: 'Scan a code' }).click();
    await alice.page.getByLabel('Choose a photo of a code').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: receipt,
    });
    await mirror.getByText('You already recorded your side of this swap.').waitFor();
    expect(await mirror.getByRole('button', { name: 'Record my side' }).count()).toBe(0);
    expect(await stickersOf(alice)).toEqual(aliceNow);
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('A, with no signal, scans B’s receipt from a photo and records the mirror; it syncs once back online', async () => {
    let template: { id: number; title: string } | undefined;
    const alice = await collector(
      'nora',
      async (context) => (template = await newTemplate(context)).id,
      { '4': spare(), '5': spare(), '6': owned },
      { serviceWorkers: 'allow' },
    );
    const bob = await collector('noah', async () => template!.id, {
      '1': spare(),
      '2': spare(),
      '6': owned,
    });
    await bobSwapsFromPhotoOf(alice, bob);
    const receipt = await receiptCode(bob.page, alice).screenshot();
    const aliceBefore = await stickersOf(alice);

    // A's app is cached by its worker; then no signal.
    await openTrade(alice);
    await alice.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await goOffline(alice.context);
    await alice.page.reload();
    await alice.page.getByRole('tab', { name: 'Scan a code' }).click();
    await alice.page.getByLabel('Choose a photo of a code').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: receipt,
    });
    const mirror = alice.page.getByRole('region', {
      name: `Your side of the swap with ${bob.username}`,
    });
    await mirror.waitFor();
    await mirror.getByRole('button', { name: 'Record my side' }).click();
    await alice.page.getByRole('heading', { name: `Swap recorded with ${bob.username}` }).waitFor();
    await alice.page.getByText('Saved on this phone.', { exact: false }).waitFor();
    await alice.page
      .getByRole('listitem', { name: `Swap with ${bob.username}, waiting for a signal` })
      .waitFor();
    expect(await stickersOf(alice)).toEqual(aliceBefore);

    // The board shows it at once, still offline.
    await alice.page.getByRole('link', { name: 'See my album' }).click();
    await expect.poll(() => slotState(alice.page, '1')).toBe('completed');
    expect(await slotState(alice.page, '4')).toBe('owned');

    // Signal again: sent once; A's album has the mirror, linked with B's swap.
    await goOnline(alice.context);
    await alice.page.getByText('All changes saved', { exact: true }).waitFor();
    const saved = await stickersOf(alice);
    expect(saved.get('1')).toMatchObject({ owned: true, isCompleted: true, quantity: 1 });
    expect(saved.get('2')).toMatchObject({ owned: true, isCompleted: true, quantity: 1 });
    expect(saved.get('4')).toMatchObject({ owned: true, forTrade: false, quantity: 1 });
    expect(saved.get('5')).toMatchObject({ owned: true, forTrade: false, quantity: 1 });
    expect(await swapsOf(alice)).toMatchObject([
      { partnerName: bob.username, give: ['4', '5'], get: ['1', '2'], linked: true },
    ]);
    // Nothing left to record under "They scanned you".
    await openTrade(alice);
    await alice.page.getByRole('listitem', { name: `Swap with ${bob.username}` }).waitFor();
    expect(
      await alice.page.getByRole('listitem', { name: `${bob.username} swapped with you` }).count(),
    ).toBe(0);
    await alice.context.close();
    await bob.context.close();
  });

  it('a list for another album says so and offers to start that collection', async () => {
    let template: { id: number; title: string } | undefined;
    const alice = await collector(
      'anya',
      async (context) => (template = await newTemplate(context)).id,
      { '4': spare() },
    );
    const carl = await collector('carl', (context) => newTemplate(context, 12).then((t) => t.id), {
      '1': spare(),
    });
    await openTrade(alice);
    const photo = await pictureOfCode(alice.page);

    await openTrade(carl);
    await carl.page.getByRole('tab', { name: 'Scan a code' }).click();
    await carl.page.getByLabel('Choose a photo of a code').setInputFiles({
      name: 'code.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await carl.page
      .getByText(`This list is for ${template!.title}; you don’t collect it`, { exact: true })
      .waitFor();
    await carl.page.getByRole('button', { name: 'Start collecting it' }).click();
    await carl.page.getByRole('dialog', { name: 'Create Collection' }).waitFor();
    await alice.context.close();
    await carl.context.close();
  });

  it('opened with no album named (a bookmark), asks which album and opens its code', async () => {
    let template: { id: number; title: string } | undefined;
    const erin = await collector(
      'erin',
      async (context) => (template = await newTemplate(context)).id,
      {
        '1': spare(),
      },
    );
    await erin.page.goto('/trade');
    const choice = erin.page.getByRole('region', { name: 'Which album are you swapping?' });
    await choice.getByRole('button', { name: new RegExp(template!.title) }).click();
    await myCode(erin.page).waitFor();
    expect(erin.page.url()).toContain(`/trade?collection=${erin.collectionId}`);
    await erin.context.close();
  });

  it('an archived collection cannot trade: the button is off and the screen says why', async () => {
    const dana = await collector('dana', (context) => newTemplate(context).then((t) => t.id), {
      '1': spare(),
    });
    await send(dana.context, 'PATCH', `/api/collections/${dana.collectionId}/status`, {
      status: 'archived',
    });
    await dana.page.goto('/dashboard');
    const entry = dana.page.getByText('Archived albums can’t trade — activate it first');
    await entry.waitFor();
    expect(await dana.page.getByRole('link', { name: /Trade in person/ }).count()).toBe(0);

    await openTrade(dana);
    await dana.page.getByText('This album is archived').waitFor();
    expect(await myCode(dana.page).count()).toBe(0);
    expect(await dana.page.getByRole('tab', { name: 'Scan a code' }).count()).toBe(0);
    // The server refuses such a swap too, whatever a client sends.
    const refused = await dana.context.request.post(
      `/api/collections/${dana.collectionId}/in-person-swaps`,
      {
        data: { partnerName: 'someone', give: ['1'], get: [], theirListMadeAt: Date.now() },
        headers: e2e.api.headers(),
      },
    );
    expect(refused.status()).toBe(409);
    await dana.context.close();
  });
});
