import { describe, expect, it } from 'vitest';
import { locales } from '../../../domain/locale';
import {
  DEFAULT_FACEBOOK_MESSAGE,
  EMPTY_LIST_MESSAGE,
  renderTradeMessage,
} from '../../../domain/sharing/message';
import type { TradeLists } from '../../../domain/sharing/trade-lists';
import { parseStickerText } from '../../../domain/sticker/quick-entry';
import { i18nFor } from '../../lib/i18n';

// A message copied from Swapsies in any language and pasted into quick entry, in any language,
// reads back as its lists (decision 038): the default message of each language's catalog.
const needed = ['2', '10', 'MEX1'];
const offered = [
  ['7', 1],
  ['12', 2],
] as const;
const lists: TradeLists = {
  needed,
  forTrade: offered.map(([number, quantity]) => ({ number, quantity })),
};

async function defaultMessage(locale: (typeof locales)[number], given: TradeLists) {
  const i18n = await i18nFor(locale, ['domain']);
  // A title with a colon: the greeting line around it is prose, never a list.
  return renderTradeMessage(
    i18n._(DEFAULT_FACEBOOK_MESSAGE),
    { collection: 'Panini: World Cup 2026', lists: given },
    { emptyText: i18n._(EMPTY_LIST_MESSAGE) },
  );
}

describe('the default Facebook message, pasted back', () => {
  it.each(locales)('reads the %s message as its two lists', async (locale) => {
    const message = await defaultMessage(locale, lists);
    // The catalog's own words, not the English.
    if (locale !== 'en') expect(message).not.toContain('For trade');
    expect(parseStickerText(message)).toEqual({
      plain: [],
      needed: needed.map((number) => ({ number, count: 1 })),
      forTrade: offered.map(([number, count]) => ({ number, count })),
      labelled: true,
      unread: [],
    });
  });

  it.each(locales)('reads the %s message of empty lists as no stickers', async (locale) => {
    const message = await defaultMessage(locale, { needed: [], forTrade: [] });
    expect(parseStickerText(message)).toEqual({
      plain: [],
      needed: [],
      forTrade: [],
      labelled: true,
      unread: [],
    });
  });
});
