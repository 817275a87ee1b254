/** Space between slots, in px (Tailwind gap-1.5). */
export const SLOT_GAP = 6;

/** A slot's fixed height: the tap area and the details strip below it. */
export const SLOT_HEIGHT = 68;

/** One grid row: a slot and the gap under it. */
export const ROW_HEIGHT = SLOT_HEIGHT + SLOT_GAP;

const MIN_COLUMNS = 5;
const MAX_COLUMNS = 16;

/**
 * How many slots fit in a row of `width` px (guides/design.md: 5–6 at 375 px, more on wide
 * screens; every slot at least 40 px): slots at least 50 px wide on phones, 64 px from 640 px.
 */
export function gridColumns(width: number): number {
  if (width <= 0) return MIN_COLUMNS;
  const minSlot = width < 600 ? 50 : 64;
  const fit = Math.floor((width + SLOT_GAP) / (minSlot + SLOT_GAP));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
}
