/** How many sticker numbers a chip list shows before "+N more". */
export const CHIP_LIMIT = 12;

// Hiding one or two numbers behind a button saves no room: show them instead.
const MIN_HIDDEN = 3;

/**
 * The numbers a chip list shows and how many it folds away behind "+N more", e.g. 20 numbers
 * with a limit of 12 show 12 and hide 8; 13 or 14 show all. Expanded shows everything.
 */
export function collapseChips<T>(
  items: readonly T[],
  { limit = CHIP_LIMIT, isExpanded = false }: { limit?: number; isExpanded?: boolean } = {},
): { visible: readonly T[]; hiddenCount: number } {
  if (isExpanded || items.length < limit + MIN_HIDDEN) return { visible: items, hiddenCount: 0 };
  return { visible: items.slice(0, limit), hiddenCount: items.length - limit };
}
