import { isInTrade } from './sticker';
import type { StickerState } from './sticker';

/** The fields that decide how many copies of a sticker are spare and on offer. */
export type CopyState = Pick<
  StickerState,
  'owned' | 'forTrade' | 'isPending' | 'isCompleted' | 'quantity'
> & { promised: number };

/**
 * Copies beyond the one that goes in the album (decision 010). A sticker marked for trade with a
 * single copy offers that copy (docs/product.md "Sticker states and how they change"). Example:
 * 3 copies → 2 spare.
 */
export function spareCopies(sticker: Pick<CopyState, 'owned' | 'forTrade' | 'quantity'>): number {
  if (!sticker.owned) return 0;
  if (sticker.quantity > 1) return sticker.quantity - 1;
  return sticker.forTrade ? 1 : 0;
}

/**
 * Copies on offer: the spares of a for-trade sticker that is not itself in a trade, less those
 * already promised in swaps — so the same copy is never offered twice.
 */
export function offeredCopies(sticker: CopyState): number {
  if (!sticker.forTrade || isInTrade(sticker)) return 0;
  return Math.max(0, spareCopies(sticker) - sticker.promised);
}

/** Whether a state keeps every promised copy: a write that breaks this is refused. */
export function keepsPromisedCopies(
  sticker: Pick<CopyState, 'owned' | 'forTrade' | 'quantity' | 'promised'>,
): boolean {
  return spareCopies(sticker) >= sticker.promised;
}

/** The refusal for a write that would drop a promised copy. */
export function promisedCopiesMessage(number: string, promised: number): string {
  return promised === 1
    ? `1 copy of sticker ${number} is promised in a swap`
    : `${promised} copies of sticker ${number} are promised in a swap`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How a collector reads a sticker's copies, e.g. "3 copies · 2 spare · 1 promised", or "" for a
 * needed sticker. A single owned copy that is not for trade is just "1 copy".
 */
export function describeCopies(sticker: CopyState): string {
  if (!sticker.owned) return '';
  const parts = [plural(sticker.quantity, 'copy', 'copies')];
  const spare = spareCopies(sticker);
  if (spare > 0) parts.push(`${spare} spare`);
  if (sticker.promised > 0) parts.push(`${sticker.promised} promised`);
  return parts.join(' · ');
}
