import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { axeViolations } from './support/axe';
import { needsAndSpares, skipE2E, useE2E } from './support/harness';

// "Near me" anywhere in the world (docs/product.md "Nearby", decision 034): a collector in
// Zapopan picks their town from the place search in Settings, on a phone, and then finds a
// collector in Guadalajara (about 10 km away) under Near me.

describe.skipIf(skipE2E)('near me anywhere in the world', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' } });
  const { headers } = e2e.api;

  it('a collector picks a world city at 375 px and sees a collector nearby', async () => {
    const template = e2e.ownTemplate({ title: unique('Mundial 2026', ' '), totalStickers: 6 });
    const me = await e2e.albumCollector('zapopano', template, needsAndSpares(['1'], ['2']), {
      network: '10.11.0',
      findable: true,
    });
    const neighbour = await e2e.albumCollector(
      'tapatio',
      me.templateId,
      needsAndSpares(['2'], ['1']),
      { network: '10.11.0', findable: true },
    );
    // The neighbour sets their area by name, as an API client may.
    const saved = await neighbour.context.request.put('/api/user/area', {
      data: { kind: 'city', city: 'Guadalajara', country: 'MX', radiusKm: 25 },
      headers: headers(),
    });
    expect(saved.status()).toBe(200);

    await me.page.goto('/settings');
    expect(me.page.viewportSize()?.width).toBe(375);
    await me.page.getByText('No area set', { exact: false }).waitFor();
    const picker = me.page.getByRole('combobox', { name: 'City, town or US ZIP code' });
    // Typed without its accent or capital, found with its country, chosen by keys.
    await picker.fill('zapop');
    await me.page.getByRole('option', { name: 'Zapopan, Mexico' }).waitFor();
    // The open list is as accessible as the rest of the page.
    expect(await axeViolations(me.page, { within: 'main' })).toEqual([]);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('Zapopan, Mexico');
    await me.page
      .getByRole('combobox', { name: 'How far you will go to swap' })
      .selectOption({ label: 'Within 16 miles' });
    await me.page.getByRole('button', { name: 'Save area' }).click();
    await me.page.getByText('Now:', { exact: false }).getByText('Zapopan, Mexico').waitFor();

    await me.page.goto(`/matches?collection=${me.collectionId}`);
    await me.page.getByRole('button', { name: 'Near me' }).click();
    await me.page.getByText(/Collectors within 16 miles of Zapopan, Mexico/).waitFor();
    const card = me.page.getByRole('article', { name: neighbour.username, exact: true });
    await card.getByText('within 16 miles', { exact: false }).waitFor();
    // The page is no wider than the phone.
    const overflow = await me.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(me.errors).toEqual([]);
    await Promise.all([me.context.close(), neighbour.context.close()]);
  });

  it('How It Works credits GeoNames under CC BY 4.0, readably at 375 px', async () => {
    const context = await e2e.newContext();
    const page = await e2e.newPage(context);
    await page.goto('/how-it-works');
    const credit = page.getByRole('region', { name: 'Collectors Near You, Anywhere' });
    await credit.getByRole('link', { name: 'GeoNames' }).waitFor();
    await credit.getByRole('link', { name: 'CC BY 4.0' }).waitFor();
    expect(await axeViolations(page, { within: '#places' })).toEqual([]);
    await context.close();
  });
});
