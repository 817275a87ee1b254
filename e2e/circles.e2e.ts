import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, viewports, watchPageErrors } from './support/browser';
import { jsonApi, unique, uniqueAddress } from './support/api';
import { startServer, type RunningServer } from './support/server';

// Swap circles and Nearby (docs/product.md "Swap circles" and "Nearby", decision 020).

const skip = process.env.E2E_SKIP === '1';
const PASSWORD = 'Kestrel-Album-7391';
const SHOTS_DIR = '/work/screens';

interface Collector {
  username: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
  collectionId: number;
}

describe.skipIf(skip)('swap circles and nearby', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    [server, browser] = await Promise.all([startServer({ TRUST_PROXY: 'true' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const { send, getJson, headers } = jsonApi(() => server.url);

  /**
   * A collector with a findable collection of the template: needs `needs`, offers two copies of
   * each of `spares`, owns the rest. Registered through the API in its own context.
   */
  async function collector(
    name: string,
    templateId: number | undefined,
    state: { needs: string[]; spares: string[] },
  ): Promise<Collector & { templateId: number }> {
    const context = await newContext(browser, server.url, viewports.phone);
    const username = unique(name, '-');
    await send(
      context,
      'POST',
      '/api/register',
      { username, email: `${username}@example.com`, password: PASSWORD },
      { 'X-Forwarded-For': uniqueAddress('10.9.0') },
    );
    const template =
      templateId ??
      (
        (await send(context, 'POST', '/api/collection-templates', {
          title: unique('Class Album', ' '),
          totalStickers: 6,
        })) as { id: number }
      ).id;
    const collection = (await send(context, 'POST', '/api/collections', {
      templateId: template,
    })) as { id: number };
    const stickers = await getJson<{ id: number; number: string }[]>(
      context,
      `/api/collections/${collection.id}/stickers`,
    );
    await send(context, 'PATCH', '/api/stickers/bulk', {
      updates: stickers
        .filter((s) => !state.needs.includes(s.number))
        .map((s) => ({
          id: s.id,
          data: state.spares.includes(s.number)
            ? { owned: true, forTrade: true, quantity: 2 }
            : { owned: true },
        })),
    });
    await send(context, 'PATCH', `/api/collections/${collection.id}/matching`, {
      findable: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return {
      username,
      context,
      page,
      errors: watchPageErrors(page),
      collectionId: collection.id,
      templateId: template,
    };
  }

  async function screenshots(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `${SHOTS_DIR}/nearby-${name}-375.png`, fullPage: true });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${SHOTS_DIR}/nearby-${name}-1280.png`, fullPage: true });
    await page.setViewportSize(viewports.phone);
  }

  const matchCard = (who: Collector, other: Collector) =>
    who.page.getByRole('article', { name: other.username, exact: true });

  it('an organiser invites by link; a signed-out member signs in, joins, and they match in the circle', async () => {
    const organiser = await collector('teacher', undefined, { needs: ['1'], spares: ['2'] });
    const pupil = await collector('pupil', organiser.templateId, { needs: ['2'], spares: ['1'] });
    // The pupil's browser is signed out: their cookie stays in the context that registered.
    const pupilBrowser = await newContext(browser, server.url, viewports.phone);
    const pupilPage = await pupilBrowser.newPage();
    pupilPage.setDefaultTimeout(15_000);
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
    await me.page.getByRole('textbox', { name: 'Postcode district' }).fill('QQ1');
    await me.page.getByRole('button', { name: 'Save area' }).click();
    await me.page.getByText("We don't know the postcode district QQ1", { exact: false }).waitFor();
    // Then a city from the list, within 25 km.
    await me.page.getByRole('radio', { name: 'By city or town' }).check();
    await me.page.getByRole('combobox', { name: 'City or town' }).selectOption('manchester');
    await me.page
      .getByRole('combobox', { name: 'How far you will go to swap' })
      .selectOption({ label: 'Within 25 km' });
    await me.page.getByRole('button', { name: 'Save area' }).click();
    await card.getByText('Manchester', { exact: true }).first().waitFor();
    await me.page.getByText('within 25 km', { exact: false }).first().waitFor();
    await screenshots(me.page, 'settings-area');

    await me.page.goto(`/matches?collection=${me.collectionId}`);
    await me.page.getByRole('button', { name: 'Near me' }).click();
    await me.page.getByText(/Collectors within 25 km of Manchester/).waitFor();
    const card2 = matchCard(me, neighbour);
    await card2.getByText('under 5 km away', { exact: false }).waitFor();
    await screenshots(me.page, 'near-me');
    expect(me.errors).toEqual([]);
    await Promise.all([me.context.close(), neighbour.context.close()]);
  });
});
