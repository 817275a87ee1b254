import { DEFAULT_FACEBOOK_TEMPLATE, renderTradeMessage } from '../../../domain/sharing/message';
import { buildTradeLists, hasShareableStickers } from '../../../domain/sharing/trade-lists';

type ListedSticker = Parameters<typeof buildTradeLists>[0][number];

/**
 * The template a message is written from: a Pro user's saved one, else the default (docs/product.md
 * "Sharing": if fetching the user or template fails, the default message is used; free users always
 * get it).
 */
export function chooseMessageTemplate(isPro: boolean, savedTemplate: string | undefined): string {
  return isPro && savedTemplate?.trim() ? savedTemplate : DEFAULT_FACEBOOK_TEMPLATE;
}

export type ShareMessageResult =
  { ok: true; text: string } | { ok: false; reason: 'nothing-to-share' };

/**
 * The Facebook message for a collection's current stickers, or why there is none (docs/product.md
 * "Sharing": copy needs at least one needed or for-trade sticker that is not pending or completed).
 * Example: stickers 1 (needed) and 2 (three copies, two spare, for trade) give "Need (1): 1" and "For trade (1): 2 (x2)".
 */
export function buildShareMessage({
  template,
  title,
  stickers,
  useRanges = false,
}: {
  template: string;
  title: string;
  stickers: readonly ListedSticker[];
  /** Write runs of numbers as ranges (`1-10, 12`). */
  useRanges?: boolean;
}): ShareMessageResult {
  const lists = buildTradeLists(stickers);
  if (!hasShareableStickers(lists)) return { ok: false, reason: 'nothing-to-share' };
  return {
    ok: true,
    text: renderTradeMessage(template, { collection: title, lists }, { useRanges }),
  };
}
