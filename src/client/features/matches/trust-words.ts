import type { Match } from '../../../domain/matches/schemas';

/**
 * A collector's record on their match card (docs/product.md "Trust"), e.g. "3 swaps done · no
 * problems reported", "1 swap done · 1 problem reported", or "No swaps done yet".
 */
export function describeTrust(match: Pick<Match, 'swapsDone' | 'swapProblems'>): string {
  const { swapsDone, swapProblems } = match;
  const problems =
    swapProblems === 0
      ? 'no problems reported'
      : `${swapProblems} ${swapProblems === 1 ? 'problem' : 'problems'} reported`;
  if (swapsDone === 0)
    return swapProblems === 0 ? 'No swaps done yet' : `No swaps done · ${problems}`;
  return `${swapsDone} ${swapsDone === 1 ? 'swap' : 'swaps'} done · ${problems}`;
}
