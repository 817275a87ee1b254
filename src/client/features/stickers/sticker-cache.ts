import { applyStickerPatch } from '../../../domain/sticker/transitions';
import type { Sticker, StickerPatch } from '../../../domain/sticker/sticker';

/** One sticker's change in a bulk call, as `PATCH /api/stickers/bulk` takes it. */
export interface StickerUpdate {
  id: number;
  data: StickerPatch;
}

/**
 * The list after the updates, each applied with the shared spec §4 rules; stickers not
 * touched keep their identity, so only the changed slots re-render. Also returns the
 * touched stickers as they were, to roll back with.
 */
export function applyUpdates(
  stickers: readonly Sticker[],
  updates: readonly StickerUpdate[],
): { next: Sticker[]; previous: Map<number, Sticker> } {
  const patches = new Map(updates.map((update) => [update.id, update.data]));
  const previous = new Map<number, Sticker>();
  const next = stickers.map((sticker) => {
    const patch = patches.get(sticker.id);
    if (!patch) return sticker;
    previous.set(sticker.id, sticker);
    return applyStickerPatch(sticker, patch);
  });
  return { next, previous };
}

/** The list with some stickers put back as they were (a failed optimistic update). */
export function restoreStickers(
  stickers: readonly Sticker[],
  previous: ReadonlyMap<number, Sticker>,
): Sticker[] {
  const present = new Set(stickers.map((sticker) => sticker.id));
  const restored = stickers.map((sticker) => previous.get(sticker.id) ?? sticker);
  const missing = [...previous.values()].filter((sticker) => !present.has(sticker.id));
  // Deleted ones come back in album order: stickers are created in album order by one INSERT, so
  // their ids follow it (numbers alone would misplace a codes album's sections).
  return missing.length === 0 ? restored : [...restored, ...missing].sort((a, b) => a.id - b.id);
}

/** The list without the given stickers, and the removed ones to roll back with. */
export function removeStickers(
  stickers: readonly Sticker[],
  ids: readonly number[],
): { next: Sticker[]; previous: Map<number, Sticker> } {
  const doomed = new Set(ids);
  const previous = new Map<number, Sticker>();
  const next = stickers.filter((sticker) => {
    if (!doomed.has(sticker.id)) return true;
    previous.set(sticker.id, sticker);
    return false;
  });
  return { next, previous };
}

/** The list with one sticker replaced by the server's answer. */
export function replaceSticker(stickers: readonly Sticker[], updated: Sticker): Sticker[] {
  return stickers.map((sticker) => (sticker.id === updated.id ? updated : sticker));
}
