import { isInTrade } from './sticker';
import type { StickerState } from './sticker';
import type { Words } from '../words';

/** The fields that decide how many copies of a sticker are spare and on offer. */
export type CopyState = Pick<
  StickerState,
  'owned' | 'forTrade' | 'isPending' | 'isCompleted' | 'quantity' | 'keepSpares'
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
 * Whether a sticker offers its spares (decision 028): owned, not itself in a trade, and not held
 * back with "Keep my spares". Copies beyond the album's own are offered without being marked for
 * trade; a single copy is spare, and so offered, only when marked for trade. A sticker whose every
 * spare is promised still offers them (they are just taken).
 */
export function offersSpares(sticker: Omit<CopyState, 'promised'>): boolean {
  return !sticker.keepSpares && !isInTrade(sticker) && spareCopies(sticker) > 0;
}

/**
 * Copies on offer: the spares of a sticker that offers them, less those already promised in
 * swaps — so the same copy is never offered twice. Example: 3 copies, none promised → 2; the same
 * with "Keep my spares" → 0.
 */
export function offeredCopies(sticker: CopyState): number {
  if (!offersSpares(sticker)) return 0;
  return Math.max(0, spareCopies(sticker) - sticker.promised);
}

/** Whether a state keeps every promised copy: a write that breaks this is refused. */
export function keepsPromisedCopies(
  sticker: Pick<CopyState, 'owned' | 'forTrade' | 'quantity' | 'promised'>,
): boolean {
  return spareCopies(sticker) >= sticker.promised;
}

/** The refusal for a write that would drop a promised copy. */
/** `promisedCopiesMessage` as words to translate (decision 038). */
export const promisedCopiesWords = (number: string, promised: number): Words => {
  return /*i18n*/ {
    id: '{promised, plural, one {# copy of sticker {number} is promised in a swap} other {# copies of sticker {number} are promised in a swap}}',
    values: { promised, number },
  };
};

export function promisedCopiesMessage(number: string, promised: number): string {
  return promised === 1
    ? `1 copy of sticker ${number} is promised in a swap`
    : `${promised} copies of sticker ${number} are promised in a swap`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How a collector reads a sticker's copies, in words that always match what is offered
 * (decision 028): e.g. "3 copies · 2 spare · 2 to swap", "3 copies · 2 spare · 1 promised · 1 to
 * swap", "3 copies · 2 spare · kept" ("Keep my spares"), "3 copies · 2 spare · in a trade" (the
 * sticker's own trade offers nothing), or "" for a needed sticker. A single owned copy that is not
 * for trade is just "1 copy"; a single copy marked for trade is "1 copy · 1 spare · 1 to swap".
 */
export function describeCopies(sticker: CopyState): string {
  if (!sticker.owned) return '';
  const parts = [plural(sticker.quantity, 'copy', 'copies')];
  const spare = spareCopies(sticker);
  if (spare > 0) parts.push(`${spare} spare`);
  if (sticker.promised > 0) parts.push(`${sticker.promised} promised`);
  const offered = offeredCopies(sticker);
  if (offered > 0) parts.push(`${offered} to swap`);
  else if (spare > 0 && sticker.keepSpares) parts.push('kept');
  else if (spare > 0 && isInTrade(sticker)) parts.push('in a trade');
  return parts.join(' · ');
}
