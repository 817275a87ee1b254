import { z } from 'zod';
import { offeredCopies } from '../sticker/spares';
import type { CopyState } from '../sticker/spares';
import { isInTrade, isStickerNeeded } from '../sticker/sticker';

/** A for-trade entry: its number and how many copies are on offer (decisions 010). */
export const tradeItemSchema = z.object({ number: z.string(), quantity: z.number().int() });
export type TradeItem = z.infer<typeof tradeItemSchema>;

/** The needed and for-trade numbers a share shows, each in album order. */
export const tradeListsSchema = z.object({
  needed: z.array(z.string()),
  forTrade: z.array(tradeItemSchema),
});
export type TradeLists = z.infer<typeof tradeListsSchema>;

/**
 * `GET /api/public/collections/:id`: what anyone may see of a shared collection — never
 * partner names, user ids or emails (docs/product.md "Screens").
 */
export const publicTradeListSchema = tradeListsSchema.extend({
  id: z.number().int(),
  title: z.string(),
  totalStickers: z.number().int(),
});
export type PublicTradeList = z.infer<typeof publicTradeListSchema>;

type ListedSticker = CopyState & { number: string };

/**
 * The trade lists of a collection, in the album order the stickers are given in (callers pass
 * them by position, which for a numbered album is natural order): needed = not owned and in no
 * pending or completed trade (docs/product.md "Sharing"); forTrade = the stickers with
 * copies on offer, each with how many (decisions 010: spares less those promised in swaps).
 * Example: 12 for trade with 3 copies, 1 of them promised → `{ number: '12', quantity: 1 }`.
 */
export function buildTradeLists(stickers: readonly ListedSticker[]): TradeLists {
  const needed: string[] = [];
  const forTrade: TradeItem[] = [];
  for (const sticker of stickers) {
    if (isStickerNeeded(sticker) && !isInTrade(sticker)) needed.push(sticker.number);
    const offered = offeredCopies(sticker);
    if (offered > 0) forTrade.push({ number: sticker.number, quantity: offered });
  }
  return { needed, forTrade };
}

/** Export and copy need at least one needed or for-trade sticker (docs/product.md "Sharing"). */
export function hasShareableStickers(lists: TradeLists): boolean {
  return lists.needed.length > 0 || lists.forTrade.length > 0;
}
