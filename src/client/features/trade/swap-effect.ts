import type { Sticker } from '../../../domain/sticker/sticker';
import { stateAfterGetting, stateAfterGiving } from '../../../domain/trade/swap-effect';
import type { StickerUpdate } from '../stickers/public';

export interface InPersonSwapCodes {
  partnerName: string;
  give: readonly string[];
  get: readonly string[];
}

// Written as the values each sticker ends with (the domain's rule, as the server applies it),
// never as +1/−1: the waiting change is laid on the cached list again after every fetch and every
// restore, and laying it twice must change nothing (decision 016).

/**
 * What an in-person swap does to my stickers, shown at once and until the server has it: one
 * update per sticker touched, each carrying the state it ends in. Codes I do not have are left
 * out (the server refuses such a swap anyway).
 * Example: get ['7'] on an unowned 7 → `{ owned: true, quantity: 1, isCompleted: true, … }`.
 */
export function inPersonSwapUpdates(
  stickers: readonly Sticker[],
  { partnerName, give, get }: InPersonSwapCodes,
): StickerUpdate[] {
  const byNumber = new Map(stickers.map((sticker) => [sticker.number, sticker]));
  const updates: StickerUpdate[] = [];
  const add = (codes: readonly string[], after: (sticker: Sticker) => Sticker) => {
    for (const code of codes) {
      const sticker = byNumber.get(code);
      if (!sticker) continue;
      const next = after(sticker);
      updates.push({
        id: sticker.id,
        data: {
          owned: next.owned,
          forTrade: next.forTrade,
          isCompleted: next.isCompleted,
          isPending: next.isPending,
          pendingWith: next.pendingWith,
          quantity: next.quantity,
        },
      });
    }
  };
  add(get, (sticker) => stateAfterGetting(sticker, partnerName));
  add(give, stateAfterGiving);
  return updates;
}
