import type { Specials } from '../../../domain/catalogue/specials';
import { DEFAULT_FACEBOOK_TEMPLATE, renderTradeMessage } from '../../../domain/sharing/message';
import {
  buildTradeLists,
  hasShareableStickers,
  type TradeLists,
} from '../../../domain/sharing/trade-lists';

type ListedSticker = Parameters<typeof buildTradeLists>[0][number];

/**
 * The template a message is written from: a Pro user's saved one, else the default (docs/product.md
 * "Sharing": if fetching the user or template fails, the default message is used; free users always
 * get it). `defaultTemplate` is the default in the language shown (decision 038), English when
 * not given.
 */
export function chooseMessageTemplate(
  isPro: boolean,
  savedTemplate: string | undefined,
  defaultTemplate = DEFAULT_FACEBOOK_TEMPLATE,
): string {
  return isPro && savedTemplate?.trim() ? savedTemplate : defaultTemplate;
}

export type ShareMessageResult =
  { ok: true; text: string } | { ok: false; reason: 'nothing-to-share' };

/**
 * The Facebook message for a collection's current stickers, or why there is none (docs/product.md
 * "Sharing": copy needs at least one needed or for-trade sticker that is not pending or completed).
 * Example: stickers 1 (needed) and 2 (three copies, two spare, for trade) give "Need (1): 1" and "For trade (1): 2 (x2)".
 * With the album's `specials` (decision 021) a special is marked as the server marks it:
 * `FWC1 (foil)`, `FWC1 (foil, x2)`, never inside a range.
 */
export function buildShareMessage({
  template,
  title,
  stickers,
  useRanges = false,
  specials,
  emptyText,
}: {
  template: string;
  title: string;
  stickers: readonly ListedSticker[];
  /** Write runs of numbers as ranges (`1-10, 12`). */
  useRanges?: boolean;
  /** The album's specials (code → kind); absent while the album's detail loads or fails. */
  specials?: Readonly<Specials> | null;
  /** What an empty list reads, in the language shown ("none" in English). */
  emptyText?: string;
}): ShareMessageResult {
  const lists = buildTradeLists(stickers, specials);
  if (!hasShareableStickers(lists)) return { ok: false, reason: 'nothing-to-share' };
  return {
    ok: true,
    text: renderTradeMessage(template, { collection: title, lists }, { useRanges, emptyText }),
  };
}

/**
 * What Export Trade List draws for a collection's current stickers, or null when there is
 * nothing to share: the trade lists (with the album's `specials`, so the picture marks them as
 * the server's image.png does, decision 021) and how many stickers are owned.
 */
export function buildTradeImageContent(
  stickers: readonly (ListedSticker & { owned: boolean })[],
  specials?: Readonly<Specials> | null,
): { lists: TradeLists; owned: number } | null {
  const lists = buildTradeLists(stickers, specials);
  if (!hasShareableStickers(lists)) return null;
  return { lists, owned: stickers.filter((sticker) => sticker.owned).length };
}
