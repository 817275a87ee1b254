import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRADE_MESSAGE_TOKENS } from '../src/domain/sharing/message';
import { unique } from './support/api';
import { visibleEnglishWords } from './support/english-words';
import { skipE2E, spare, useE2E } from './support/harness';
import { afterLoadsSettle } from './support/waits';

/** Screenshots of the signed-in screens in each language, to look at on a phone. */
const SHOTS_DIR = '/tmp/shots/languages';

/**
 * The main signed-in journeys in Spanish and German at 375 px (docs/product.md "Languages"):
 * every screen a collector goes through speaks the account's language, with no English word left
 * outside the names it shows as they are (the album's title, usernames).
 */
describe.skipIf(skipE2E)('signed-in screens in Spanish and German (decision 038)', () => {
  const e2e = useE2E({ env: { TRUST_PROXY: 'true' }, shotsDir: SHOTS_DIR });

  for (const locale of ['es', 'de'] as const) {
    it(`speak ${locale} from the board to the notifications, with no English left`, async () => {
      let templateId: number | undefined;
      const title = unique(locale === 'es' ? 'Mundial' : 'Weltmeister', '-');
      const newTemplate = async (context: BrowserContext) =>
        (templateId = (await e2e.createTemplate(context, { title, totalStickers: 12 })).id);
      // Two collectors of one album, each with what the other needs, both findable.
      const alice = await e2e.albumCollector(
        'alice',
        newTemplate,
        { '4': spare, '5': spare, '7': { owned: true } },
        { network: '10.38.0', findable: true },
      );
      const bob = await e2e.albumCollector(
        'bob',
        async () => templateId!,
        { '1': spare, '2': spare, '7': { owned: true } },
        { network: '10.38.0', findable: true },
      );
      await e2e.api.send(alice.context, 'PUT', '/api/user/locale', { locale });
      // Names shown as they are, and the tokens of the Facebook message (`{{collection}}`), which
      // a template keeps in every language.
      const names = [title, alice.username, bob.username, 'English', ...TRADE_MESSAGE_TOKENS];
      const { page } = alice;
      for (const [name, address] of [
        ['board', '/dashboard'],
        ['matches', `/matches?collection=${alice.collectionId}`],
        ['trade', `/trade?collection=${alice.collectionId}`],
        ['circles', '/circles'],
        ['notifications', '/notifications'],
        // Its preview of the default Facebook message (a free account's) reads the language too.
        ['settings', '/settings'],
      ] as const) {
        await afterLoadsSettle(page, async () => {
          await page.goto(address);
          await page.locator('main h1').first().waitFor();
        });
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        expect(await visibleEnglishWords(page, names), `${name} in ${locale}`).toEqual([]);
        await page.screenshot({ path: `${SHOTS_DIR}/${name}-${locale}-375.png`, fullPage: true });
      }
      expect(alice.errors).toEqual([]);
    });
  }
});
