// Test support: sticker factories for this feature's unit tests. Nothing in the app imports it.
import { NEW_STICKER_STATE, type Sticker } from '../../../domain/sticker/sticker';

/** A needed sticker with id and number `id`, changed by `overrides`. */
export function makeSticker(id: number, overrides: Partial<Sticker> = {}): Sticker {
  const sticker = {
    ...NEW_STICKER_STATE,
    id,
    number: String(id),
    collectionId: 1,
    promised: 0,
    ...overrides,
  };
  return { ...sticker, isNeeded: !sticker.owned };
}
