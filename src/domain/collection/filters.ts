import * as z from 'zod/mini';
import { offeredCopies } from '../sticker/spares';
import type { CopyState } from '../sticker/spares';
import { isInTrade, isStickerNeeded } from '../sticker/sticker';

/** The filter bar's values: all, or one sticker state. */
export const stickerFilterSchema = z.enum(
  ['all', 'needed', 'owned', 'forTrade', 'pending', 'completed'],
  { error: /*i18n*/ 'Unknown sticker filter' },
);
export type StickerFilter = z.infer<typeof stickerFilterSchema>;

/**
 * The partner filter's "all partners" value. It starts with a space, so it can never
 * equal a partner name, which is always stored trimmed; and it is not empty, which select
 * widgets reserve for "nothing chosen".
 */
export const ALL_PARTNERS = ' all partners';

type FilteredSticker = CopyState & { pendingWith: string | null };

// Each filter keeps exactly the stickers its progress counter counts (progress.ts).
const matchesFilter: Record<StickerFilter, (sticker: FilteredSticker) => boolean> = {
  all: () => true,
  needed: isStickerNeeded,
  owned: (sticker) => sticker.owned,
  // what can still be swapped: a sticker whose every spare is promised waits under "all"
  forTrade: (sticker) => offeredCopies(sticker) > 0,
  pending: (sticker) => sticker.isPending,
  completed: (sticker) => sticker.isCompleted,
};

/**
 * The stickers a filter and partner choice show, in their given order. The partner matches as
 * a case-insensitive substring of the sticker's partner: `'sam'` finds "Samira".
 * ALL_PARTNERS or a blank partner leaves partners unfiltered.
 */
export function filterStickers<T extends FilteredSticker>(
  stickers: readonly T[],
  filter: StickerFilter,
  partner: string = ALL_PARTNERS,
): T[] {
  const query = partner === ALL_PARTNERS ? '' : partner.trim().toLowerCase();
  return stickers.filter(
    (sticker) =>
      matchesFilter[filter](sticker) &&
      (query === '' || (sticker.pendingWith?.toLowerCase().includes(query) ?? false)),
  );
}

/**
 * The distinct partners of pending and completed trades, for the partner filter, sorted
 * ignoring case. Names that differ only in case are one partner, listed by the spelling that
 * sorts first: `['sam', 'Alex', 'Sam']` → `['Alex', 'Sam']`.
 */
export function listPartners(stickers: readonly FilteredSticker[]): string[] {
  const byKey = new Map<string, string>();
  for (const sticker of stickers) {
    const name = sticker.pendingWith?.trim();
    if (!name || !isInTrade(sticker)) continue;
    const key = name.toLowerCase();
    const known = byKey.get(key);
    if (known === undefined || name < known) byKey.set(key, name);
  }
  return [...byKey.entries()]
    .sort(([keyA], [keyB]) => (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([, name]) => name);
}
