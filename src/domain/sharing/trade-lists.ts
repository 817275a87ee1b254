import * as z from 'zod/mini';
import { specialsAmong, specialsSchema } from '../catalogue/specials';
import type { Specials } from '../catalogue/specials';
import { offeredCopies } from '../sticker/spares';
import type { CopyState } from '../sticker/spares';
import { isInTrade, isStickerNeeded } from '../sticker/sticker';

/** A for-trade entry: its number and how many copies are on offer (decisions 010). */
export const tradeItemSchema = z.object({ number: z.string(), quantity: z.int() });
export type TradeItem = z.infer<typeof tradeItemSchema>;

/**
 * The needed and for-trade numbers a share shows, each in album order, and which of them the
 * album marks special (code → kind; only listed codes; absent when none is special).
 */
export const tradeListsSchema = z.object({
  needed: z.array(z.string()),
  forTrade: z.array(tradeItemSchema),
  specials: z.optional(specialsSchema),
});
export type TradeLists = z.infer<typeof tradeListsSchema>;

/**
 * `GET /api/public/collections/:publicId`: what anyone may see of a shared collection — never
 * partner names, user ids, emails or the collection's own id (docs/product.md "Screens",
 * decision 027).
 */
export const publicTradeListSchema = z.extend(tradeListsSchema, {
  title: z.string(),
  totalStickers: z.int(),
});
export type PublicTradeList = z.infer<typeof publicTradeListSchema>;

type ListedSticker = CopyState & { number: string };

/**
 * The trade lists of a collection, in the album order the stickers are given in (callers pass
 * them by position, which for a numbered album is natural order): needed = not owned and in no
 * pending or completed trade (docs/product.md "Sharing"); forTrade = the stickers with
 * copies on offer, each with how many (decisions 010: spares less those promised in swaps).
 * Example: 12 for trade with 3 copies, 1 of them promised → `{ number: '12', quantity: 1 }`.
 * `specials` (the album's, decision 021) adds `specials` for the listed codes that are special,
 * e.g. `{ FWC1: 'foil' }`; none listed → no `specials` key, as without an album's specials.
 */
export function buildTradeLists(
  stickers: readonly ListedSticker[],
  specials?: Readonly<Specials> | null,
): TradeLists {
  const needed: string[] = [];
  const forTrade: TradeItem[] = [];
  for (const sticker of stickers) {
    if (isStickerNeeded(sticker) && !isInTrade(sticker)) needed.push(sticker.number);
    const offered = offeredCopies(sticker);
    if (offered > 0) forTrade.push({ number: sticker.number, quantity: offered });
  }
  const listed = specialsAmong(specials, [...needed, ...forTrade.map((item) => item.number)]);
  return Object.keys(listed).length > 0
    ? { needed, forTrade, specials: listed }
    : { needed, forTrade };
}

/** Export and copy need at least one needed or for-trade sticker (docs/product.md "Sharing"). */
export function hasShareableStickers(lists: TradeLists): boolean {
  return lists.needed.length > 0 || lists.forTrade.length > 0;
}
