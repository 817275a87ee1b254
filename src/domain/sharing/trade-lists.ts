import { z } from 'zod';
import { sortStickers } from '../sticker/numbering';
import { isInTrade, isOfferedForTrade, isStickerNeeded } from '../sticker/sticker';
import type { StickerState } from '../sticker/sticker';

/** A for-trade entry: its number and how many copies are held. */
export const tradeItemSchema = z.object({ number: z.string(), quantity: z.number().int() });
export type TradeItem = z.infer<typeof tradeItemSchema>;

/** The needed and for-trade numbers a share shows, each in natural order. */
export const tradeListsSchema = z.object({
  needed: z.array(z.string()),
  forTrade: z.array(tradeItemSchema),
});
export type TradeLists = z.infer<typeof tradeListsSchema>;

/**
 * `GET /api/public/collections/:id`: what anyone may see of a shared collection — never
 * partner names, user ids or emails (decisions.md "Sharing").
 */
export const publicTradeListSchema = tradeListsSchema.extend({
  id: z.number().int(),
  title: z.string(),
  totalStickers: z.number().int(),
});
export type PublicTradeList = z.infer<typeof publicTradeListSchema>;

type ListedSticker = Pick<
  StickerState,
  'owned' | 'forTrade' | 'isPending' | 'isCompleted' | 'quantity'
> & { number: string };

/**
 * The trade lists of a collection: needed = not owned, forTrade = for trade; both leave out
 * stickers in a pending or completed trade (spec §9, decisions.md "Sharing").
 */
export function buildTradeLists(stickers: readonly ListedSticker[]): TradeLists {
  const sorted = sortStickers(stickers);
  return {
    needed: sorted
      .filter((sticker) => isStickerNeeded(sticker) && !isInTrade(sticker))
      .map((sticker) => sticker.number),
    forTrade: sorted
      .filter(isOfferedForTrade)
      .map(({ number, quantity }) => ({ number, quantity })),
  };
}

/** spec §5: export and copy need at least one needed or for-trade sticker. */
export function hasShareableStickers(lists: TradeLists): boolean {
  return lists.needed.length > 0 || lists.forTrade.length > 0;
}
