// Decision 010 "Swap matches": the pure rules of a match and a swap — which stickers the
// matching bits name, what a one-click swap takes from each side, the message to send, and
// what each side may do at each step.
import { endSentence, swapOfferLines } from '../sharing/compare';
import type { SwapStatus } from './schemas';

/**
 * The 1-based album positions whose bit is set: bit i (0-based, left to right) is position i + 1.
 * Example: `'0110'` → `[2, 3]`.
 */
export function positionsFromBits(bits: string): number[] {
  const positions: number[] = [];
  for (let i = bits.indexOf('1'); i !== -1; i = bits.indexOf('1', i + 1)) positions.push(i + 1);
  return positions;
}

/**
 * The album numbers at the set bits, in album order. `numbers` is the template's codes in album
 * order, or null for a numbered album (position n is number `n`).
 * Example: `numbersFromBits('0101', ['00', '1', 'MEX1', 'MEX2'])` → `['1', 'MEX2']`.
 */
export function numbersFromBits(bits: string, numbers: readonly string[] | null): string[] {
  return positionsFromBits(bits).map((position) => numbers?.[position - 1] ?? String(position));
}

/**
 * One for one (decisions 010): when both directions have stickers, the first `min(get, give)` of
 * each in album order; when only one has, all of it. Example: get [1, 2, 3], give [9] → get [1],
 * give [9]; get [1, 2], give [] → get [1, 2], give [].
 *
 * With `weightOf` (decision 021: a special may be worth several normal stickers, e.g. 3), each way
 * takes, in album order, the stickers that fit a value both ways can reach — a sticker too heavy
 * for what is left is skipped — until both ways are worth the same. With every weight 1 this is
 * exactly the rule above. Example: get [S (3)], give [1, 2, 3, 4] → get [S], give [1, 2, 3].
 * When no equal value can be reached, nothing is picked either way.
 */
export function pickOneForOne<T>(
  get: readonly T[],
  give: readonly T[],
  weightOf?: (item: T) => number,
): { get: T[]; give: T[] } {
  if (get.length === 0 || give.length === 0) return { get: [...get], give: [...give] };
  if (!weightOf) {
    const count = Math.min(get.length, give.length);
    return { get: get.slice(0, count), give: give.slice(0, count) };
  }
  const fill = (items: readonly T[], budget: number) => {
    const picked: T[] = [];
    let value = 0;
    for (const item of items) {
      const weight = weightOf(item);
      if (value + weight <= budget) {
        picked.push(item);
        value += weight;
      }
    }
    return { picked, value };
  };
  const total = (items: readonly T[]) => items.reduce((sum, item) => sum + weightOf(item), 0);
  let budget = Math.min(total(get), total(give));
  // Each round the budget can only fall, so this ends; it stops when both ways are equal.
  for (;;) {
    const gets = fill(get, budget);
    const gives = fill(give, budget);
    if (gets.value === gives.value) return { get: gets.picked, give: gives.picked };
    budget = Math.min(gets.value, gives.value);
  }
}

/**
 * The ready-to-send message of a prepared swap; a side with nothing in it is left out. Example:
 * "Hi sam! We matched on Swapsies for World Cup 2026.\nI can give you (1): 7\nI'd like (1): 12\n
 * I've proposed the swap in the app — accept it there if it suits you."
 */
export function swapProposalMessage(swap: {
  partnerUsername: string;
  albumTitle: string;
  iGive: readonly string[];
  iGet: readonly string[];
}): string {
  return [
    `Hi ${swap.partnerUsername}! We matched on Swapsies for ${endSentence(swap.albumTitle)}`,
    ...swapOfferLines(swap.iGive, swap.iGet),
    "I've proposed the swap in the app — accept it there if it suits you.",
  ].join('\n');
}

/** The refusal when the stickers of a match or swap moved on since they were shown. */
export const MATCH_CHANGED_MESSAGE = /*i18n*/ 'These stickers changed — refresh your matches';

/** The refusal when accepting would promise a copy the partner no longer has on offer. */
export const SWAP_STICKERS_CHANGED_MESSAGE =
  /*i18n*/ 'Some stickers you would give are no longer on offer — this swap cannot be accepted as it is';

/** The refusal when there is nothing left to swap between two collections. */
export const NOTHING_TO_SWAP_MESSAGE =
  /*i18n*/ 'Nothing left to swap with this collector — refresh your matches';

/** Why an action does not fit a swap's state, in words a collector understands. */
export function swapStateMessage(status: SwapStatus): string {
  switch (status) {
    case 'proposed':
      return /*i18n*/ 'This swap has not been accepted yet';
    case 'agreed':
      return /*i18n*/ 'This swap has already been accepted';
    case 'declined':
      return /*i18n*/ 'This swap was declined';
    case 'cancelled':
      return /*i18n*/ 'This swap was cancelled';
    case 'done':
      return /*i18n*/ 'This swap is finished';
  }
}

export const SWAP_ALREADY_DONE_MESSAGE = /*i18n*/ 'You have already marked this swap as done';
export const SWAP_FINISHING_MESSAGE =
  /*i18n*/ 'This swap is being finished, so it can no longer be cancelled';

export const SWAP_NOT_DONE_FOR_RATING_MESSAGE =
  /*i18n*/ 'You can rate a swap once you have both marked it done';
export const SWAP_ALREADY_RATED_MESSAGE = /*i18n*/ 'You have already rated this swap';
/** A done swap in which no sticker changed hands on one side counts for nothing (decision 031). */
export const SWAP_NOTHING_MOVED_MESSAGE =
  /*i18n*/ 'No stickers changed hands in this swap, so it cannot be rated';
