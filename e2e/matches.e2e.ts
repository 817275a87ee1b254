import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import {
  screenshotsAtBothWidths,
  skipE2E,
  spare,
  useE2E,
  type AlbumCollector as Collector,
  type StickerSeed,
} from './support/harness';

/** Screenshots of the matches screen, to look at on a phone and a laptop. */
const SHOTS_DIR = '/tmp/shots';

describe.skipIf(skipE2E)('swap matches', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' }, shotsDir: SHOTS_DIR });
  const { getJson } = e2e.api;

  /** A 10-sticker album template, made by whoever asks first. */
  const newTemplate = (context: BrowserContext) =>
    e2e.createTemplate(context, { title: unique('Lionesses 2026', '-'), totalStickers: 10 });

  /**
   * A collector registered through the API (each from its own address, so the per-IP limit is
   * not what is under test) with a collection of the template, stickers seeded in one bulk call.
   */
  const collector = (
    name: string,
    templateId: (context: BrowserContext) => Promise<number>,
    seed: StickerSeed,
  ) => e2e.albumCollector(name, templateId, seed, { network: '10.8.0' });

  const stickersOf = (who: Collector) => e2e.stickerMapOf(who.context, who.collectionId);
  const toast = (page: Page, text: string) =>
    page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  const matchCard = (who: Collector, other: Collector) =>
    who.page.getByRole('article', { name: other.username, exact: true });
  const swapCard = (who: Collector, other: Collector) =>
    who.page.getByRole('article', { name: `Swap with ${other.username}` });
  const chips = (card: ReturnType<Page['getByRole']>, label: string) =>
    card.getByRole('list', { name: label, exact: true }).getByRole('listitem').allInnerTexts();

  async function optIn(who: Collector) {
    const findMe = who.page.getByRole('switch', { name: 'Let others find me' });
    await expect.poll(() => findMe.getAttribute('aria-checked')).toBe('false');
    await findMe.click();
    await expect.poll(() => findMe.getAttribute('aria-checked')).toBe('true');
    await who.page.getByText('On — other collectors of this album can find you.').waitFor();
  }

  /** Both widths of the screen as it is now, full length. */
  const screenshots = (page: Page, name: string) =>
    screenshotsAtBothWidths(page, `${SHOTS_DIR}/${name}`);

  it('two collectors of one album find each other, agree a swap and both mark it done', async () => {
    let template: { id: number; title: string } | undefined;
    // Alice needs 1–3 and has spares of 4–6; Bob the opposite. 7 and 8 they both own.
    const alice = await collector(
      'alice',
      async (context) => (template = await newTemplate(context)).id,
      { '4': spare, '5': spare, '6': spare, '7': { owned: true }, '8': { owned: true } },
    );
    // Bob picks the album Alice already added to the catalogue.
    const bob = await collector('bob', async () => template!.id, {
      '1': spare,
      '2': spare,
      '3': spare,
      '7': { owned: true },
      '8': { owned: true },
    });

    // Alice goes from her dashboard to the matches screen of the selected collection.
    await alice.page.goto('/dashboard');
    const findSwaps = alice.page.getByRole('link', { name: /Swap matches/ });
    await findSwaps.waitFor();
    await alice.page.screenshot({ path: `${SHOTS_DIR}/dashboard-find-swaps-375.png` });
    await findSwaps.click();
    await alice.page.waitForURL(`**/matches?collection=${alice.collectionId}`);
    await alice.page.getByRole('heading', { name: 'Swap matches', level: 1 }).waitFor();
    await alice.page
      .getByText(`Let collectors of ${template!.title} find you.`, { exact: false })
      .waitFor();
    await alice.page.getByText('Turn on matching to see others').waitFor();
    await optIn(alice);
    await alice.page.getByText('No matches yet').waitFor();

    await bob.page.goto(`/matches?collection=${bob.collectionId}`);
    await optIn(bob);

    // Alice checks again and finds Bob: both ways, the exact stickers each way.
    await alice.page.getByRole('button', { name: 'Refresh' }).click();
    const bobCard = matchCard(alice, bob);
    await bobCard.waitFor();
    await bobCard.getByText('Both ways').waitFor();
    await bobCard.getByText('active today').waitFor();
    expect(await chips(bobCard, 'You get (3)')).toEqual(['1', '2', '3']);
    expect(await chips(bobCard, 'You give (3)')).toEqual(['4', '5', '6']);
    await bobCard.getByText('3 each way, one for one').waitFor();
    await screenshots(alice.page, 'matches-with-match');

    // She proposes; the dialog says what changed and shows the message, ready to copy.
    await alice.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
    await bobCard.getByRole('button', { name: 'Propose swap' }).click();
    const dialog = alice.page.getByRole('dialog', { name: `Swap proposed to ${bob.username}` });
    await dialog.waitFor();
    await dialog
      .getByText(`3 stickers marked pending with ${bob.username}; 3 spares promised.`)
      .waitFor();
    const message = await dialog
      .getByRole('textbox', { name: `Message to ${bob.username}` })
      .inputValue();
    expect(message).toContain(`Hi ${bob.username}!`);
    expect(message).toContain(template!.title);
    expect(message).toMatch(/I can give you \(3\): .*4/);
    expect(message).toMatch(/I'd like \(3\): .*1/);
    await dialog.getByRole('button', { name: 'Copy message' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    await alice.page.screenshot({ path: `${SHOTS_DIR}/matches-proposed-dialog-375.png` });
    expect(await alice.page.evaluate(() => navigator.clipboard.readText())).toBe(message);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const aliceSwap = swapCard(alice, bob);
    await aliceSwap.getByText(`Proposed — waiting for ${bob.username} to answer`).waitFor();
    expect(await chips(aliceSwap, 'You get (3)')).toEqual(['1', '2', '3']);
    await aliceSwap.getByRole('button', { name: 'Copy message' }).waitFor();
    await screenshots(alice.page, 'matches-with-swap');

    // On her dashboard, 1–3 are pending with Bob.
    await alice.page.goto('/dashboard');
    for (const number of ['1', '2', '3']) {
      await alice.page
        .getByRole('button', { name: `Sticker ${number}, pending with ${bob.username}` })
        .waitFor();
    }

    // Bob sees the proposal under Your swaps and accepts it.
    await bob.page.reload();
    const bobSwap = swapCard(bob, alice);
    await bobSwap.getByText(`${alice.username} proposed this swap — accept or decline`).waitFor();
    expect(await chips(bobSwap, 'You get (3)')).toEqual(['4', '5', '6']);
    expect(await chips(bobSwap, 'You give (3)')).toEqual(['1', '2', '3']);
    await bobSwap.getByRole('button', { name: 'Accept' }).click();
    await toast(bob.page, `Swap agreed with ${alice.username}`).waitFor();
    await bobSwap.getByText('Agreed — mark it done when you’ve swapped').waitFor();
    await screenshots(bob.page, 'matches-swap-agreed');

    // They meet and swap: Bob marks it done, then Alice.
    await bobSwap.getByRole('button', { name: 'We’ve swapped' }).click();
    await bobSwap
      .getByText(`You’ve swapped — waiting for ${alice.username} to mark it done`)
      .waitFor();

    await alice.page.goto(`/matches?collection=${alice.collectionId}`);
    await aliceSwap
      .getByText(`${bob.username} has marked it done — mark yours when you’ve swapped`)
      .waitFor();
    await aliceSwap.getByRole('button', { name: 'We’ve swapped' }).click();
    await toast(alice.page, `Swap with ${bob.username} done!`).waitFor();
    await aliceSwap.getByText(`Done — swapped with ${bob.username}`).waitFor();

    // Each got what they needed and gave one copy of each spare; nothing is promised any more.
    const [aliceStickers, bobStickers] = await Promise.all([stickersOf(alice), stickersOf(bob)]);
    const swapped = [
      { gets: aliceStickers, gives: bobStickers, numbers: ['1', '2', '3'] },
      { gets: bobStickers, gives: aliceStickers, numbers: ['4', '5', '6'] },
    ];
    for (const { gets, gives, numbers } of swapped) {
      for (const number of numbers) {
        expect(gets.get(number)).toMatchObject({
          owned: true,
          isCompleted: true,
          isPending: false,
        });
        expect(gives.get(number)).toMatchObject({ owned: true, quantity: 1, promised: 0 });
      }
    }
    const finalSwap = await getJson<{
      swaps: { status: string; myDone: boolean; theirDone: boolean }[];
    }>(alice.context, `/api/collections/${alice.collectionId}/matches`);
    expect(finalSwap.swaps).toEqual([
      expect.objectContaining({ status: 'done', myDone: true, theirDone: true }),
    ]);

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await Promise.all([alice.context.close(), bob.context.close()]);
  });

  it('cancelling a proposal asks first, then frees the stickers again', async () => {
    let templateId = 0;
    // A one-way match: Dana has spares Carl needs, and needs nothing Carl has.
    const carl = await collector(
      'carl',
      async (context) => (templateId = (await newTemplate(context)).id),
      { '1': { owned: true }, '2': { owned: true } },
    );
    const dana = await collector('dana', async () => templateId, {
      '1': { owned: true },
      '2': { owned: true },
      '3': spare,
      '4': spare,
    });
    await dana.page.goto(`/matches?collection=${dana.collectionId}`);
    await optIn(dana);
    await carl.page.goto(`/matches?collection=${carl.collectionId}`);
    await optIn(carl);

    const danaCard = matchCard(carl, dana);
    await danaCard.getByText('You get 2 stickers: they need none of yours yet').waitFor();
    expect(await danaCard.getByText('Both ways').count()).toBe(0);
    await danaCard.getByRole('button', { name: 'Propose swap' }).click();
    const dialog = carl.page.getByRole('dialog', { name: `Swap proposed to ${dana.username}` });
    await dialog.getByText(`2 stickers marked pending with ${dana.username}.`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect((await stickersOf(carl)).get('3')).toMatchObject({ isPending: true });

    const swap = swapCard(carl, dana);
    await swap.getByRole('button', { name: 'Cancel swap' }).click();
    const confirm = carl.page.getByRole('dialog', {
      name: `Cancel the swap with ${dana.username}?`,
    });
    await confirm.getByText('2 stickers you’d get go back to needed.').waitFor();
    // Keeping it changes nothing.
    await confirm.getByRole('button', { name: 'Keep the swap' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await stickersOf(carl)).get('3')).toMatchObject({ isPending: true });

    await swap.getByRole('button', { name: 'Cancel swap' }).click();
    await confirm.getByRole('button', { name: 'Cancel swap' }).click();
    await toast(carl.page, 'Swap cancelled').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await swap.getByText('Cancelled — nothing is pending or promised any more').waitFor();
    const after = await stickersOf(carl);
    for (const number of ['3', '4']) {
      expect(after.get(number)).toMatchObject({
        owned: false,
        isPending: false,
        pendingWith: null,
      });
    }
    // Dana's spares are on offer again, so she is a match once more.
    await danaCard.getByRole('button', { name: 'Propose swap' }).waitFor();

    // Losing the signal keeps the list on screen, saying how old it is, until it comes back.
    await carl.context.setOffline(true);
    const offline = carl.page.getByText(/^You’re offline — showing matches from \d\d:\d\d/);
    await offline.waitFor();
    await danaCard.getByRole('button', { name: 'Propose swap' }).waitFor();
    await carl.context.setOffline(false);
    await offline.waitFor({ state: 'hidden' });

    expect(carl.errors).toEqual([]);
    await Promise.all([carl.context.close(), dana.context.close()]);
  });
});
