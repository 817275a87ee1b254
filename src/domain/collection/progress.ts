import { offeredCopies } from '../sticker/spares';
import type { CopyState } from '../sticker/spares';

type CountedSticker = CopyState;

/** The counters on a collection's progress card (docs/product.md "Screens", Dashboard). */
export interface StickerCounts {
  /** Stickers not owned. */
  needed: number;
  /** Stickers owned, whatever else they are. */
  owned: number;
  /** Stickers with a copy on offer: for trade, in no trade, not every spare promised. */
  forTrade: number;
  /** Stickers in a pending trade. */
  pending: number;
  /** Stickers whose trade is completed. */
  completed: number;
  /** The album's size (the template's total stickers). */
  total: number;
  /** Owned of total as a whole percentage, rounded down so 100 means complete. */
  percent: number;
}

/** Shown on the progress card when there is more to give than to get. */
export const TRADE_SURPLUS_HINT =
  /*i18n*/ 'You have more to trade than you need — you could complete your album by swapping!';

/**
 * Counts a collection's stickers against the album total, e.g. 3 owned of 397 → percent 0.
 * With consistent stickers, needed + owned is the sticker count, and forTrade, pending and
 * completed count separate owned stickers.
 */
export function countStickers(stickers: readonly CountedSticker[], total: number): StickerCounts {
  const counts = { needed: 0, owned: 0, forTrade: 0, pending: 0, completed: 0 };
  for (const sticker of stickers) {
    if (sticker.owned) counts.owned += 1;
    else counts.needed += 1;
    // the same rule as the shared trade lists, so the counter matches what a share offers
    if (offeredCopies(sticker) > 0) counts.forTrade += 1;
    if (sticker.isPending) counts.pending += 1;
    if (sticker.isCompleted) counts.completed += 1;
  }
  return { ...counts, total, percent: toPercent(counts.owned, total) };
}

function toPercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.floor((part * 100) / whole));
}

/**
 * Whether to show TRADE_SURPLUS_HINT: more offered than needed, and something still
 * needed, since a finished album has nothing left to complete.
 */
export function hasMoreToTradeThanNeeded(
  counts: Pick<StickerCounts, 'needed' | 'forTrade'>,
): boolean {
  return counts.needed > 0 && counts.forTrade > counts.needed;
}
