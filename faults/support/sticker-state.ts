import type { StickerState } from '../../src/domain/sticker/sticker';

/** Just the state fields of a sticker (an API sticker also has id, number, isNeeded...). */
export const stateOf = (s: StickerState): StickerState => ({
  owned: s.owned,
  forTrade: s.forTrade,
  isPending: s.isPending,
  pendingWith: s.pendingWith,
  isCompleted: s.isCompleted,
  quantity: s.quantity,
});

export const sameState = (a: StickerState, b: StickerState) =>
  JSON.stringify(stateOf(a)) === JSON.stringify(stateOf(b));
