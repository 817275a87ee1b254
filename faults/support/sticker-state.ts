import { stickerStateOf, type StickerState } from '../../src/domain/sticker/sticker';

/** Just the state fields of a sticker (an API sticker also has id, number, isNeeded...). */
export const stateOf = stickerStateOf;

export const sameState = (a: StickerState, b: StickerState) =>
  JSON.stringify(stateOf(a)) === JSON.stringify(stateOf(b));
