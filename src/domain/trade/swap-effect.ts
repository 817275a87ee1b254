import { MAX_STICKER_QUANTITY, type StickerState } from '../sticker/sticker';

/**
 * A copy I get in an in-person swap (decision 017 "Confirming"): a needed sticker becomes owned
 * with one copy, completed with the partner; one I already own just gains a copy and keeps its
 * state, so its spares stay on offer and an earlier partner stays on record. The server applies
 * it; the phone shows it until the server has it.
 */
export function stateAfterGetting<T extends StickerState>(sticker: T, partnerName: string): T {
  if (sticker.owned) {
    return { ...sticker, quantity: Math.min(MAX_STICKER_QUANTITY, sticker.quantity + 1) };
  }
  return {
    ...sticker,
    owned: true,
    forTrade: false,
    keepSpares: false,
    isPending: false,
    isCompleted: true,
    pendingWith: partnerName,
    quantity: 1,
  };
}

/**
 * A copy I give, as decision 010's finished swap gives one: `quantity − 1`, and the last copy
 * left is the album's own, so it stops being for trade; a single copy given away makes the
 * sticker needed. Only a copy on offer may be given, so no promised copy is ever touched.
 */
export function stateAfterGiving<T extends StickerState>(sticker: T): T {
  if (sticker.quantity > 1) {
    const quantity = sticker.quantity - 1;
    return { ...sticker, quantity, forTrade: quantity > 1 && sticker.forTrade };
  }
  return {
    ...sticker,
    owned: false,
    forTrade: false,
    keepSpares: false,
    isPending: false,
    isCompleted: false,
    pendingWith: null,
    quantity: 1,
  };
}
