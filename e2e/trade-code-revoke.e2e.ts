import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { skipE2E, useE2E } from './support/harness';

// docs/product.md "Trade in person", decision 030: the owner stops a short code posted by
// mistake; it stops opening at once and the screen shows a new one.
describe.skipIf(skipE2E)('stopping a short trade code', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' } });
  /** The status a collector gets reading a short code. */
  const statusOf = async (context: BrowserContext, code: string) =>
    (await context.request.get(`/api/trade-codes/${code}`)).status();

  const newTemplate = (context: BrowserContext) =>
    e2e.createTemplate(context, { title: unique('Revoke Stars', '-'), totalStickers: 20 });

  it('stops the code for everyone and shows a new one', async () => {
    let templateId: number | undefined;
    const amira = await e2e.albumCollector(
      'amira',
      async (context) => (templateId = (await newTemplate(context)).id),
      { '4': { owned: true, forTrade: true, quantity: 2 } },
      { network: '10.18.0' },
    );
    const ben = await e2e.albumCollector(
      'ben',
      async () => templateId!,
      {},
      { network: '10.18.0' },
    );

    await amira.page.goto(`/trade?collection=${amira.collectionId}`);
    const code = amira.page.locator('[data-short-code]');
    await code.waitFor();
    const first = (await code.getAttribute('data-short-code'))!;
    expect(await statusOf(ben.context, first)).toBe(200);

    await amira.page.getByRole('button', { name: 'Stop this code' }).click();
    await amira.page
      .getByRole('status')
      .filter({ hasText: `Code ${first} is stopped: nobody can open it now. This is a new one.` })
      .waitFor();
    const next = (await code.getAttribute('data-short-code'))!;
    expect(next).not.toBe(first);
    expect(await statusOf(ben.context, first)).toBe(404);
    expect(await statusOf(ben.context, next)).toBe(200);

    expect(amira.errors).toEqual([]);
    await amira.context.close();
    await ben.context.close();
  });
});
