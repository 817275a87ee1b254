import type { Sticker, StickerPatch } from '../../../domain/sticker/sticker';
import { MAX_STICKER_QUANTITY } from '../../../domain/sticker/sticker';
import { applyStickerPatch } from '../../../domain/sticker/transitions';
import type { StickerUpdate } from '../stickers/sticker-cache';

export interface InPersonSwapCodes {
  partnerName: string;
  give: readonly string[];
  get: readonly string[];
}

// Confirming, as the server applies it (decision 017 "Confirming"): a sticker I needed becomes
// owned with one copy, completed with the partner; one I already had just gains a copy, keeping
// its state. A sticker I give loses a copy as decision 010's "done" does: down to one copy it
// stops being for trade, and a single for-trade copy given leaves it needed.
// Written as the values the sticker ends with, never as +1/−1: the waiting change is laid on the
// cached list again after every fetch and every restore, and laying it twice must change
// nothing (decision 016).
function gotten(sticker: Sticker, partnerName: string): StickerPatch {
  if (sticker.owned) return { quantity: Math.min(MAX_STICKER_QUANTITY, sticker.quantity + 1) };
  return {
    owned: true,
    quantity: 1,
    isCompleted: true,
    isPending: false,
    pendingWith: partnerName,
  };
}

function given(sticker: Sticker): StickerPatch {
  if (sticker.quantity <= 1) return { owned: false };
  const quantity = sticker.quantity - 1;
  return quantity === 1 ? { quantity, forTrade: false } : { quantity };
}

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
  const add = (codes: readonly string[], patchOf: (sticker: Sticker) => StickerPatch) => {
    for (const code of codes) {
      const sticker = byNumber.get(code);
      if (!sticker) continue;
      const next = applyStickerPatch(sticker, patchOf(sticker));
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
  add(get, (sticker) => gotten(sticker, partnerName));
  add(give, given);
  return updates;
}
