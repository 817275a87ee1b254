import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { watchPageErrors } from './support/browser';
import {
  PASSWORD,
  needsAndSpares,
  screenshotsAtBothWidths,
  skipE2E,
  useE2E,
  type Collector,
} from './support/harness';

// Swap circles and Nearby (docs/product.md "Swap circles" and "Nearby", decision 020).

const SHOTS_DIR = '/work/screens';

describe.skipIf(skipE2E)('swap circles and nearby', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' }, shotsDir: SHOTS_DIR });
  const { headers } = e2e.api;

  /**
   * A collector with a findable collection of the template (a new 6-sticker one when none is
   * given): needs `needs`, offers two copies of each of `spares`, owns the rest.
   */
  const collector = (
    name: string,
    templateId: number | undefined,
    state: { needs: string[]; spares: string[] },
  ) =>
    e2e.albumCollector(
      name,
      templateId ?? e2e.ownTemplate({ title: unique('Class Album', ' '), totalStickers: 6 }),
      needsAndSpares(state.needs, state.spares),
      { network: '10.9.0', findable: true },
    );

  const screenshots = (page: Page, name: string) =>
    screenshotsAtBothWidths(page, `${SHOTS_DIR}/nearby-${name}`);

  const matchCard = (who: Collector, other: Collector) =>
    who.page.getByRole('article', { name: other.username, exact: true });

  it('an organiser invites by link; a signed-out member signs in, joins, and they match in the circle', async () => {
    const organiser = await collector('teacher', undefined, { needs: ['1'], spares: ['2'] });
    const pupil = await collector('pupil', organiser.templateId, { needs: ['2'], spares: ['1'] });
    // The pupil's browser is signed out: their cookie stays in the context that registered.
    const pupilBrowser = await e2e.newContext();
    const pupilPage = await e2e.newPage(pupilBrowser);
    const pupilErrors = watchPageErrors(pupilPage);

    // The organiser starts a circle from the Circles screen and reads its invite link.
    await organiser.page.goto('/circles');
    await organiser.page.getByRole('heading', { name: 'Swap circles', level: 1 }).waitFor();
    await organiser.page.getByLabel('New circle’s name').fill('Year 4 swaps');
    await organiser.page.getByRole('button', { name: 'Create circle' }).click();
    await organiser.page.getByRole('heading', { name: 'Year 4 swaps', level: 2 }).waitFor();
    const link = await organiser.page.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/circles\/join\/[A-Za-z0-9_-]{43}$/);
    await screenshots(organiser.page, 'circle-organiser');

    // The pupil opens it signed out, is sent to sign in, and comes back to the invite.
    await pupilPage.goto(new URL(link).pathname);
    await pupilPage.waitForURL((url) => url.pathname === '/auth');
    await pupilPage.getByLabel('Username or email').fill(pupil.username);
    await pupilPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await pupilPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await pupilPage.waitForURL((url) => url.pathname === new URL(link).pathname);
    await pupilPage.getByRole('heading', { name: 'Join Year 4 swaps' }).waitFor();
    await pupilPage.getByText(organiser.username).waitFor();
    await screenshots(pupilPage, 'circle-invite');
    await pupilPage.getByRole('button', { name: 'Join Year 4 swaps' }).click();
    await pupilPage.waitForURL((url) => url.pathname === '/circles');
    const members = pupilPage.getByRole('listitem').filter({ hasText: organiser.username });
    await members.getByText('organiser').waitFor();
    await pupilPage.getByRole('button', { name: 'Leave circle' }).waitFor();

    // Both choose the circle on the matches screen and see each other.
    for (const [who, other, page] of [
      [organiser, pupil, organiser.page],
      [pupil, organiser, pupilPage],
    ] as const) {
      await page.goto(`/matches?collection=${who.collectionId}`);
      const chip = page.getByRole('button', { name: 'Year 4 swaps' });
      await chip.click();
      await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      await page.getByText('Only members of Year 4 swaps.').waitFor();
      await page.getByRole('article', { name: other.username, exact: true }).waitFor();
    }
    await screenshots(pupilPage, 'circle-matches');

    // The organiser sets the pupil's... own collection is the pupil's to set: circles only.
    await pupilPage.getByRole('switch', { name: 'My swap circles only' }).click();
    await pupilPage.getByText(/On — only members of your swap circles/).waitFor();

    // The organiser removes the pupil; the pupil no longer sees the circle.
    await organiser.page.goto('/circles');
    await organiser.page.getByRole('button', { name: `Remove ${pupil.username}` }).click();
    const confirm = organiser.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await organiser.page.getByText('1 member', { exact: false }).waitFor();
    await pupilPage.goto('/circles');
    await pupilPage.getByText('You are not in any circle yet.', { exact: false }).waitFor();

    expect(organiser.errors).toEqual([]);
    // Opening the link signed out asks for the session first: that one 401 is by design.
    expect(pupilErrors.filter((error) => !error.includes('401'))).toEqual([]);
    await Promise.all([organiser.context.close(), pupil.context.close(), pupilBrowser.close()]);
  });

  it('a collector sets an area in Settings and sees who is near, in words only', async () => {
    const me = await collector('mancunian', undefined, { needs: ['1'], spares: ['2'] });
    const neighbour = await collector('salfordian', me.templateId, {
      needs: ['2'],
      spares: ['1'],
    });
    const saved = await neighbour.context.request.put('/api/user/area', {
      data: { kind: 'city', city: 'salford', radiusKm: 25 },
      headers: headers(),
    });
    expect(saved.status()).toBe(200);

    await me.page.goto('/settings');
    const card = me.page.getByRole('region', { name: 'My area' }).or(me.page.locator('main'));
    await me.page.getByText('No area set', { exact: false }).waitFor();
    // A district we do not know is named in the message.
    await me.page.getByRole('radio', { name: 'By UK postcode district' }).check();
    await me.page.getByRole('textbox', { name: 'Postcode district' }).fill('QQ1');
    await me.page.getByRole('button', { name: 'Save area' }).click();
    await me.page.getByText("We don't know the postcode district QQ1", { exact: false }).waitFor();
    // Then a city from the place search, within 25 km (16 miles in English, decision 038).
    await me.page.getByRole('radio', { name: 'By city, town or US ZIP code' }).check();
    await me.page.getByRole('combobox', { name: 'City, town or US ZIP code' }).fill('Manchester');
    await me.page.getByRole('option', { name: 'Manchester, England, United Kingdom' }).click();
    await me.page
      .getByRole('combobox', { name: 'How far you will go to swap' })
      .selectOption({ label: 'Within 16 miles' });
    await me.page.getByRole('button', { name: 'Save area' }).click();
    await card.getByText('Manchester, England, United Kingdom', { exact: true }).first().waitFor();
    await me.page.getByText('within 16 miles', { exact: false }).first().waitFor();
    await screenshots(me.page, 'settings-area');

    await me.page.goto(`/matches?collection=${me.collectionId}`);
    await me.page.getByRole('button', { name: 'Near me' }).click();
    await me.page.getByText(/Collectors within 16 miles of Manchester/).waitFor();
    const card2 = matchCard(me, neighbour);
    await card2.getByText('within 16 miles', { exact: false }).waitFor();
    await screenshots(me.page, 'near-me');
    expect(me.errors).toEqual([]);
    await Promise.all([me.context.close(), neighbour.context.close()]);
  });
});
