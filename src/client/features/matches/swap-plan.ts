import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Match, Swap } from '../../../domain/matches/schemas';
import { pickOneForOne } from '../../../domain/matches/swaps';

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
  i18n: I18n,
  match: Pick<Match, 'youGet' | 'youGive'>,
  weightOf?: WeightOf,
): string {
  const { get, give } = planSwap(match, weightOf);
  if (get > 0 && give > 0 && get !== give) {
    return i18n._(
      msg`You get ${plural(get, { one: '# sticker', other: '# stickers' })} and give ${plural(give, { one: '# sticker', other: '# stickers' })}, specials weighed by your ratio`,
    );
  }
  if (get > 0 && give > 0) {
    const isWhole = match.youGet.length === match.youGive.length;
    return isWhole
      ? i18n._(msg`${get} each way, one for one`)
      : i18n._(msg`${get} each way, one for one: the first ${get} of each list`);
  }
  if (match.youGet.length > 0 && match.youGive.length > 0) {
    return i18n._(msg`No swap of equal value: change the specials ratio, or swap in person`);
  }
  if (get > 0) {
    return i18n._(
      msg`You get ${plural(get, { one: '# sticker', other: '# stickers' })}: they need none of yours yet`,
    );
  }
  return i18n._(
    msg`You give ${plural(give, { one: '# sticker', other: '# stickers' })}: you need none of theirs yet`,
  );
}

/**
 * What proposing a swap changed on my side, e.g. "3 stickers marked pending with alice; 3 spares
 * promised." (decision 010: my gets become pending, my gives are promised).
 */
export function describeProposal(
  i18n: I18n,
  swap: Pick<Swap, 'partnerUsername' | 'iGet' | 'iGive'>,
): string {
  const partner = swap.partnerUsername;
  const get = swap.iGet.length;
  const give = swap.iGive.length;
  if (get > 0 && give > 0) {
    return i18n._(
      msg`${plural(get, { one: '# sticker', other: '# stickers' })} marked pending with ${partner}; ${plural(give, { one: '# spare', other: '# spares' })} promised.`,
    );
  }
  if (get > 0) {
    return i18n._(
      msg`${plural(get, { one: '# sticker', other: '# stickers' })} marked pending with ${partner}.`,
    );
  }
  if (give > 0) {
    return i18n._(
      msg`${plural(give, { one: '# spare', other: '# spares' })} promised to ${partner}.`,
    );
  }
  return i18n._(msg`Nothing changed on your side.`);
}

/**
 * What cancelling or declining a swap undoes in my album, said before it happens (decision 010:
 * pending gets go back to needed, promised copies are released). A proposal I have not accepted
 * has changed nothing of mine yet.
 */
export function describeEnding(
  i18n: I18n,
  swap: Pick<Swap, 'partnerUsername' | 'role' | 'status' | 'iGet' | 'iGive'>,
): string {
  const partner = swap.partnerUsername;
  if (swap.status === 'proposed' && swap.role === 'partner') {
    return i18n._(msg`Nothing in your album changes. ${partner} will see the swap as declined.`);
  }
  const get = swap.iGet.length;
  const give = swap.iGive.length;
  if (get > 0 && give > 0) {
    return i18n._(
      msg`${plural(get, { one: '# sticker you’d get goes', other: '# stickers you’d get go' })} back to needed, and ${plural(give, { one: '# spare you’d give is', other: '# spares you’d give are' })} free again.`,
    );
  }
  if (get > 0) {
    return i18n._(
      msg`${plural(get, { one: '# sticker you’d get goes', other: '# stickers you’d get go' })} back to needed.`,
    );
  }
  if (give > 0) {
    return i18n._(
      msg`${plural(give, { one: '# spare you’d give is', other: '# spares you’d give are' })} free again.`,
    );
  }
  return i18n._(msg`Nothing in your album changes.`);
}
