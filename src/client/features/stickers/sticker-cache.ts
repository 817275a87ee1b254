import { applyStickerPatch } from '../../../domain/sticker/transitions';
import type { Sticker, StickerPatch } from '../../../domain/sticker/sticker';

/**
 * A sticker change as the screen shows it: values only, never `quantityDelta`. Copies added or
 * taken away are shown as the count the collector saw after the change, so laying the change on
 * a list that already shows it (or one the server already counted it in) changes nothing
 * (decision 016 "Merge rules"); the server still gets the increment.
 */
export type ShownPatch = Omit<StickerPatch, 'quantityDelta'>;

/** One sticker's change in a bulk call, as `PATCH /api/stickers/bulk` takes it. */
export interface StickerUpdate {
  id: number;
  data: StickerPatch;
}

/**
 * The list after the updates, each applied with the shared sticker rules; stickers not
 * touched keep their identity, so only the changed slots re-render. Also returns the
 * touched stickers as they were, to roll back with.
 */
export function applyUpdates(
  stickers: readonly Sticker[],
  updates: readonly StickerUpdate[],
): { next: Sticker[]; previous: Map<number, Sticker> } {
  // A sticker listed twice takes both changes in order, as the server applies them.
  const patches = new Map<number, StickerPatch[]>();
  for (const { id, data } of updates) patches.set(id, [...(patches.get(id) ?? []), data]);
  const previous = new Map<number, Sticker>();
  const next = stickers.map((sticker) => {
    const patchesOfSticker = patches.get(sticker.id);
    if (!patchesOfSticker) return sticker;
    previous.set(sticker.id, sticker);
    return patchesOfSticker.reduce(applyStickerPatch, sticker);
  });
  return { next, previous };
}

/**
 * The updates as the screen shows them (decision 016 "Merge rules"): the server is sent copies
 * added or taken away (`quantityDelta`), the screen and the outbox's overlay keep the count the
 * collector sees after the change, worked out on the list shown now. Laid again on any list, it
 * then never counts the same copy twice. A delta on a sticker that is not shown, or not owned,
 * shows nothing (the server refuses the latter).
 * Example: sticker 12 shown with 2 copies, `{ quantityDelta: 1 }` → `{ quantity: 3 }`.
 */
export function shownUpdates(
  stickers: readonly Sticker[],
  updates: readonly StickerUpdate[],
): Array<{ id: number; data: ShownPatch }> {
  if (updates.every(({ data }) => data.quantityDelta === undefined)) return [...updates];
  const touched = new Set(updates.map(({ id }) => id));
  const current = new Map(
    stickers.filter((sticker) => touched.has(sticker.id)).map((sticker) => [sticker.id, sticker]),
  );
  return updates.map(({ id, data }) => {
    const { quantityDelta, ...values } = data;
    const before = current.get(id);
    if (!before) return { id, data: values };
    const after = applyStickerPatch(before, data);
    current.set(id, after);
    const counted = quantityDelta !== undefined && after.owned;
    return { id, data: counted ? { ...values, quantity: after.quantity } : values };
  });
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
