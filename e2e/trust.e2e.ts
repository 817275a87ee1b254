import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { viewports } from './support/browser';
import {
  screenshotsAtBothWidths,
  skipE2E,
  spare,
  useE2E,
  type StickerSeed,
} from './support/harness';

// docs/product.md "Trust" (decision 019): after a done swap each side rates it once; other
// collectors see swaps done and problems on the match card; an admin reads the problems.

const SHOTS_DIR = '/work/screens';

describe.skipIf(skipE2E)('rating a done swap', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' }, shotsDir: SHOTS_DIR });
  const { send } = e2e.api;

  const register = (name: string) => e2e.collector(name, { network: '10.9.0' });

  /** A collector with a collection of the album, stickers seeded, opted in to matches. */
  const collector = (name: string, templateId: number, seed: StickerSeed) =>
    e2e.albumCollector(name, templateId, seed, { network: '10.9.0', findable: true });

  const screenshots = (page: Page, name: string) =>
    screenshotsAtBothWidths(page, `${SHOTS_DIR}/push-${name}`);

  it('a collector rates a done swap as a problem; others see it on the card, the admin reads it', async () => {
    // The first account of the fresh server is the admin.
    const admin = await register('admin');
    const template = (await send(admin.context, 'POST', '/api/collection-templates', {
      title: unique('Lionesses 2026', '-'),
      totalStickers: 8,
    })) as { id: number; title: string };
    // Alice and Bob swap 1 and 6 for 4 and 5, one for one. Afterwards Alice still has a spare 7
    // and Bob a spare 2, which Cleo needs, so both are Cleo's matches.
    const alice = await collector('alice', template.id, {
      '2': { owned: true },
      '4': spare,
      '5': spare,
      '7': spare,
    });
    const bob = await collector('bob', template.id, { '1': spare, '2': spare, '6': spare });
    const cleo = await collector('cleo', template.id, { '8': { owned: true } });

    const prepared = (await send(
      alice.context,
      'POST',
      `/api/collections/${alice.collectionId}/matches/${bob.collectionId}/swap`,
      {},
    )) as { swap: { id: number } };
    const swapId = prepared.swap.id;
    await send(bob.context, 'POST', `/api/swaps/${swapId}/accept`, {});
    await send(bob.context, 'POST', `/api/swaps/${swapId}/done`, {});

    // Alice marks her side done in the app; the rating appears on the done swap.
    await alice.page.goto(`/matches?collection=${alice.collectionId}`);
    const swap = alice.page.getByRole('article', { name: `Swap with ${bob.username}` });
    await swap.getByRole('button', { name: 'We’ve swapped' }).click();
    await swap.getByText(`Done — swapped with ${bob.username}`).waitFor();
    const rating = swap.getByRole('form', { name: `How did the swap with ${bob.username} go?` });
    await rating.waitFor();
    await screenshots(alice.page, 'swap-rating-form');

    // Sending without a choice says what is missing, and sends nothing.
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await rating.getByRole('alert').getByText('Choose “Arrived as agreed” or “Problem”').waitFor();

    await rating.getByRole('radio', { name: 'Problem' }).check();
    const note = rating.getByRole('textbox', { name: 'Note (optional)' });
    await note.fill('Sticker 1 arrived torn');
    await rating.getByText('22 of 280 characters. Only Swapsies admins read notes.').waitFor();
    await screenshots(alice.page, 'swap-rating-problem');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await alice.page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Thanks — your rating is saved', { exact: true })
      .waitFor();
    await swap.getByText('You rated this swap: Problem').waitFor();
    await swap.getByText('Your note: “Sticker 1 arrived torn”').waitFor();
    expect(await swap.getByRole('button', { name: 'Send rating' }).count()).toBe(0);
    await screenshots(alice.page, 'swap-rated');

    // After a reload it is still rated: saved on the server, not just on screen.
    await alice.page.reload();
    await swap.getByText('You rated this swap: Problem').waitFor();

    // Bob rates his side as arrived as agreed, without a note.
    await bob.page.goto(`/matches?collection=${bob.collectionId}`);
    const bobSwap = bob.page.getByRole('article', { name: `Swap with ${alice.username}` });
    await bobSwap.getByRole('radio', { name: 'Arrived as agreed' }).check();
    await bobSwap.getByRole('button', { name: 'Send rating' }).click();
    await bobSwap.getByText('You rated this swap: Arrived as agreed').waitFor();

    // Cleo's match cards show each collector's record.
    await cleo.page.goto(`/matches?collection=${cleo.collectionId}`);
    const bobCard = cleo.page.getByRole('article', { name: bob.username, exact: true });
    const aliceCard = cleo.page.getByRole('article', { name: alice.username, exact: true });
    await bobCard.getByText('Swapped with 1 collector · 1 reported a problem').waitFor();
    await aliceCard.getByText('Swapped with 1 collector · no problems reported').waitFor();
    await screenshots(cleo.page, 'match-cards-trust');

    // The admin reads the report.
    await admin.page.goto('/admin');
    const reports = admin.page.getByRole('list', { name: 'Reported problems' });
    const report = reports.getByRole('listitem').filter({ hasText: alice.username });
    await report.getByText(`${alice.username} reported a problem with ${bob.username}`).waitFor();
    await report.getByText(`Swap #${swapId} · ${template.title}`).waitFor();
    await report.getByText('“Sticker 1 arrived torn”').waitFor();
    expect(await reports.getByRole('listitem').count()).toBe(1);
    await admin.page
      .getByRole('heading', { name: 'Reported swap problems' })
      .scrollIntoViewIfNeeded();
    await admin.page.screenshot({ path: `${SHOTS_DIR}/push-admin-problems-375.png` });
    await admin.page.setViewportSize(viewports.desktop);
    await admin.page.screenshot({ path: `${SHOTS_DIR}/push-admin-problems-1280.png` });

    for (const who of [alice, bob, cleo, admin]) expect(who.errors).toEqual([]);
    await Promise.all([alice, bob, cleo, admin].map((who) => who.context.close()));
  });
});
