import type { Match, Swap } from '../../../domain/matches/schemas';
import { pickOneForOne } from '../../../domain/matches/swaps';

const stickers = (count: number) => (count === 1 ? '1 sticker' : `${count} stickers`);
const spares = (count: number) => (count === 1 ? '1 spare' : `${count} spares`);

/** What a code is worth in a swap: 1, or the collector's ratio for a special (decision 021). */
export type WeightOf = (code: string) => number;

/**
 * How many stickers a swap proposed from this match would move: the domain's one-for-one rule
 * (decision 010), the server's too, with specials weighed by the collector's ratio (decision 021).
 */
export function planSwap(
  { youGet, youGive }: Pick<Match, 'youGet' | 'youGive'>,
  weightOf?: WeightOf,
): {
  get: number;
  give: number;
} {
  const { get, give } = pickOneForOne(youGet, youGive, weightOf);
  return { get: get.length, give: give.length };
}

/**
 * The swap a match would make, in words, e.g. "3 each way, one for one", adding which ones when
 * the lists differ in length: "3 each way, one for one: the first 3 of each list".
 */
export function describeSwapPlan(
  match: Pick<Match, 'youGet' | 'youGive'>,
  weightOf?: WeightOf,
): string {
  const { get, give } = planSwap(match, weightOf);
  if (get > 0 && give > 0 && get !== give) {
    return `You get ${stickers(get)} and give ${stickers(give)}, specials weighed by your ratio`;
  }
  if (get > 0 && give > 0) {
    const isWhole = match.youGet.length === match.youGive.length;
    return `${get} each way, one for one${isWhole ? '' : `: the first ${get} of each list`}`;
  }
  if (match.youGet.length > 0 && match.youGive.length > 0) {
    return 'No swap of equal value: change the specials ratio, or swap in person';
  }
  if (get > 0) return `You get ${stickers(get)}: they need none of yours yet`;
  return `You give ${stickers(give)}: you need none of theirs yet`;
}

/**
 * What proposing a swap changed on my side, e.g. "3 stickers marked pending with alice; 3 spares
 * promised." (decision 010: my gets become pending, my gives are promised).
 */
export function describeProposal(swap: Pick<Swap, 'partnerUsername' | 'iGet' | 'iGive'>): string {
  const parts: string[] = [];
  if (swap.iGet.length > 0) {
    parts.push(`${stickers(swap.iGet.length)} marked pending with ${swap.partnerUsername}`);
  }
  if (swap.iGive.length > 0) {
    const promised = `${spares(swap.iGive.length)} promised`;
    parts.push(parts.length > 0 ? promised : `${promised} to ${swap.partnerUsername}`);
  }
  return parts.length > 0 ? `${parts.join('; ')}.` : 'Nothing changed on your side.';
}

/**
 * What cancelling or declining a swap undoes in my album, said before it happens (decision 010:
 * pending gets go back to needed, promised copies are released). A proposal I have not accepted
 * has changed nothing of mine yet.
 */
export function describeEnding(
  swap: Pick<Swap, 'partnerUsername' | 'role' | 'status' | 'iGet' | 'iGive'>,
): string {
  if (swap.status === 'proposed' && swap.role === 'partner') {
    return `Nothing in your album changes. ${swap.partnerUsername} will see the swap as declined.`;
  }
  const parts: string[] = [];
  const get = swap.iGet.length;
  const give = swap.iGive.length;
  if (get > 0) parts.push(`${stickers(get)} you’d get ${get === 1 ? 'goes' : 'go'} back to needed`);
  if (give > 0) parts.push(`${spares(give)} you’d give ${give === 1 ? 'is' : 'are'} free again`);
  return parts.length > 0 ? `${parts.join(', and ')}.` : 'Nothing in your album changes.';
}
