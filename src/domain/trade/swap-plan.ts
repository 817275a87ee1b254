// docs/decisions/017 "The swap, both ways": what two collectors at a table can swap, from their two
// trade lists alone (no server), and the one-for-one selection shown pre-filled.
import { pickOneForOne } from '../matches/swaps';

/** Album-order indices: everything possible each way, and the pre-selected one-for-one set. */
export interface SwapPlan {
  /** My offers they need. */
  canGive: number[];
  /** Their offers I need. */
  canGet: number[];
  /** Pre-selected gives: the first `min(canGive, canGet)` of `canGive` in album order. */
  give: number[];
  /** Pre-selected gets: the first `min(canGive, canGet)` of `canGet` in album order. */
  get: number[];
}

interface Side {
  needs: readonly number[];
  offers: readonly number[];
}

/** The members of `a` that are also in `b`, ascending. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const inB = new Set(b);
  return [...new Set(a.filter((index) => inB.has(index)))].sort((x, y) => x - y);
}

/**
 * canGive = my offers ∩ their needs, canGet = their offers ∩ my needs. The pre-selected swap is
 * one for one: as many each way as the smaller side has, taken in album order, so the lists read
 * like the album and match what decision 010's remote swaps pick. When only one way has
 * stickers nothing is pre-selected: a gift is the collector's own tap, not a default
 * (docs/decisions/017). Example: canGive [1, 4, 9], canGet [2] → give [1], get [2].
 */
export function planSwap(mine: Side, theirs: Side, weightOf?: (index: number) => number): SwapPlan {
  const canGive = intersect(mine.offers, theirs.needs);
  const canGet = intersect(theirs.offers, mine.needs);
  if (canGive.length === 0 || canGet.length === 0) return { canGive, canGet, give: [], get: [] };
  // decision 021: with a specials ratio, the pre-selection balances value, not count.
  const picked = pickOneForOne(canGet, canGive, weightOf);
  return { canGive, canGet, give: picked.give, get: picked.get };
}
