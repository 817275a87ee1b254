/** Space between slots, in px (Tailwind gap-1.5). */
export const SLOT_GAP = 6;

/** A slot's fixed height: the tap area and the details strip below it. */
export const SLOT_HEIGHT = 68;

/** One grid row: a slot and the gap under it. */
export const ROW_HEIGHT = SLOT_HEIGHT + SLOT_GAP;

const MIN_COLUMNS = 5;
const MAX_COLUMNS = 16;

/** The longest code shown whole in a slot; longer ones are cut and read in the details sheet. */
export const LONGEST_WHOLE_CODE = 6;

/**
 * How many slots fit in a row of `width` px (5–6 at 375 px, more on wide
 * screens; every slot at least 40 px). Slots are at least 50 px wide on phones and 64 px from
 * 640 px; an album with printed codes of 5 or 6 characters (`FWC19`, `MEX20`) gets wider slots
 * (60 / 72 px), so its codes stay whole and readable at 375 px.
 */
export function gridColumns(width: number, longestCode = 1): number {
  if (width <= 0) return MIN_COLUMNS;
  const isLong = longestCode >= 5;
  const minSlot = width < 600 ? (isLong ? 60 : 50) : isLong ? 72 : 64;
  const fit = Math.floor((width + SLOT_GAP) / (minSlot + SLOT_GAP));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
}

/** The width of one slot in a row of `width` px with `columns` slots. */
export function slotWidth(width: number, columns: number): number {
  return (width - (columns - 1) * SLOT_GAP) / columns;
}
