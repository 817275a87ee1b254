import type { StickerState } from '../../../domain/sticker/sticker';

/** The one state a slot shows, from the most to the least specific (guides/design.md). */
export type DisplayState = 'needed' | 'owned' | 'forTrade' | 'pending' | 'completed';

/** The word for each state, shown beside its colour and icon so no one depends on colour alone. */
export const DISPLAY_STATE_LABELS: Record<DisplayState, string> = {
  needed: 'Needed',
  owned: 'Owned',
  forTrade: 'For trade',
  pending: 'Pending',
  completed: 'Completed',
};

/**
 * The state a slot shows: a trade outranks for trade, which outranks plain owned.
 * Example: an owned, for-trade sticker in a pending swap shows as 'pending'.
 */
export function displayStateOf(
  sticker: Pick<StickerState, 'owned' | 'forTrade' | 'isPending' | 'isCompleted'>,
): DisplayState {
  if (sticker.isCompleted) return 'completed';
  if (sticker.isPending) return 'pending';
  if (sticker.forTrade) return 'forTrade';
  return sticker.owned ? 'owned' : 'needed';
}

/** The copy count a slot shows, e.g. 'x2'; none for a single copy or a sticker not owned. */
export function quantityLabel(sticker: Pick<StickerState, 'owned' | 'quantity'>): string | null {
  return sticker.owned && sticker.quantity > 1 ? `x${sticker.quantity}` : null;
}

/**
 * The slot's accessible name: number, state word, copies and partner, e.g.
 * "Sticker 12, pending with Sam" or "Sticker 7, for trade, x3".
 */
export function describeSticker(
  sticker: Pick<
    StickerState,
    'owned' | 'forTrade' | 'isPending' | 'isCompleted' | 'quantity' | 'pendingWith'
  > & { number: string },
): string {
  const state = displayStateOf(sticker);
  const parts = [`Sticker ${sticker.number}`, DISPLAY_STATE_LABELS[state].toLowerCase()];
  const copies = quantityLabel(sticker);
  if (copies) parts.push(copies);
  const partner = sticker.pendingWith;
  if ((state === 'pending' || state === 'completed') && partner) {
    parts[1] = `${parts[1]} with ${partner}`;
  }
  return parts.join(', ');
}
