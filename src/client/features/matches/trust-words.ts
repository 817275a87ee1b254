import type { Match } from '../../../domain/matches/schemas';

const collectors = (n: number) => `${n} ${n === 1 ? 'collector' : 'collectors'}`;

/**
 * A collector's record on their match card (docs/product.md "Trust", decision 031): how many
 * different collectors they finished a swap with (stickers changed hands both ways), and how many
 * of those reported a problem — "Swapped with 3 collectors · no problems reported", "Swapped with
 * 1 collector · 1 reported a problem", or "No swaps done yet". Partners, not swaps, so repeating
 * swaps with one account of one's own adds nothing.
 */
export function describeTrust(match: Pick<Match, 'swapsDone' | 'swapProblems'>): string {
  const { swapsDone, swapProblems } = match;
  const problems =
    swapProblems === 0
      ? 'no problems reported'
      : `${swapProblems} reported ${swapProblems === 1 ? 'a problem' : 'problems'}`;
  if (swapsDone === 0)
    return swapProblems === 0 ? 'No swaps done yet' : `No swaps done · ${problems}`;
  return `Swapped with ${collectors(swapsDone)} · ${problems}`;
}
