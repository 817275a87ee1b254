import { SPECIAL_LABELS, type SpecialKind } from '../../../domain/catalogue/specials';
import {
  describeCopies,
  offeredCopies,
  offersSpares,
  spareCopies,
  type CopyState,
} from '../../../domain/sticker/spares';
import { isInTrade, type StickerState } from '../../../domain/sticker/sticker';

/**
 * The one state a slot shows, from the most to the least specific
 * (docs/product.md "Sticker states and how they change").
 */
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
 * The state a slot shows: a trade outranks for trade, which outranks plain owned. For trade is a
 * sticker that offers its spares (decision 028): copies beyond the album's own, or a single copy
 * marked for trade, not held back with "Keep my spares".
 * Example: an owned, for-trade sticker in a pending swap shows as 'pending'; 3 copies show as
 * 'forTrade', or 'owned' once kept.
 */
export function displayStateOf(sticker: Omit<CopyState, 'promised'>): DisplayState {
  if (sticker.isCompleted) return 'completed';
  if (sticker.isPending) return 'pending';
  if (offersSpares(sticker)) return 'forTrade';
  return sticker.owned ? 'owned' : 'needed';
}

/** The compact copy count a slot's badge shows, e.g. 'x2'; none for one copy or none owned. */
export function quantityLabel(sticker: Pick<StickerState, 'owned' | 'quantity'>): string | null {
  return sticker.owned && sticker.quantity > 1 ? `x${sticker.quantity}` : null;
}

/**
 * The copies in words (decisions 010), e.g. "3 copies · 2 spare · 1 promised"; null when there is
 * nothing to say beyond the state: needed, or a single copy kept for the album.
 */
export function copiesInWords(sticker: CopyState): string | null {
  if (!sticker.owned) return null;
  const isJustOne = sticker.quantity === 1 && spareCopies(sticker) === 0 && sticker.promised === 0;
  return isJustOne ? null : describeCopies(sticker);
}

/**
 * Whether a sticker has copies beyond the album's own, which are offered unless kept back: its
 * details then offer "Keep my spares" in place of "For trade" (decision 028).
 */
export function hasCopiesToSpare(sticker: Pick<StickerState, 'owned' | 'quantity'>): boolean {
  return sticker.owned && sticker.quantity > 1;
}

/**
 * What "Keep my spares" does now, in words that match what is offered, e.g. "Off: 2 spare copies
 * are offered to swap." or "On: your spares stay with you; none is offered."
 */
export function keepSparesHint(sticker: CopyState): string {
  if (sticker.keepSpares) return 'On: your spares stay with you; none is offered.';
  const offered = offeredCopies(sticker);
  if (offered === 0) {
    return isInTrade(sticker)
      ? 'Off, but none is offered while it is in a trade.'
      : 'Off: every spare copy is promised in a swap.';
  }
  return offered === 1
    ? 'Off: 1 spare copy is offered to swap.'
    : `Off: ${offered} spare copies are offered to swap.`;
}

type DescribedSticker = CopyState &
  Pick<StickerState, 'pendingWith'> & { number: string; retired?: boolean };

/** What a sticker kept from an older checklist says (docs/product.md "Albums and the catalogue"). */
export const RETIRED_LABEL = 'No longer in the album';

/**
 * The state word with the partner of a trade, e.g. "Pending with Sam", or in lower case for the
 * middle of a sentence ("pending with Sam": the partner's name keeps its capitals).
 */
export function stateWithPartner(sticker: DescribedSticker, lowerCase = false): string {
  const state = displayStateOf(sticker);
  const word = lowerCase ? DISPLAY_STATE_LABELS[state].toLowerCase() : DISPLAY_STATE_LABELS[state];
  const partner = sticker.pendingWith;
  return (state === 'pending' || state === 'completed') && partner
    ? `${word} with ${partner}`
    : word;
}

/**
 * The slot's accessible name and tooltip: number, its special kind, whether the album dropped it,
 * state, partner and copies in words, e.g. "Sticker 12, pending with Sam", "Sticker FWC1, Foil,
 * needed" or "Sticker 7, no longer in the album, for trade, 3 copies · 2 spare".
 */
export function describeSticker(sticker: DescribedSticker, special?: SpecialKind): string {
  const parts = [`Sticker ${sticker.number}`];
  if (special) parts.push(SPECIAL_LABELS[special]);
  if (sticker.retired) parts.push(RETIRED_LABEL.toLowerCase());
  parts.push(stateWithPartner(sticker, true));
  const copies = copiesInWords(sticker);
  if (copies) parts.push(copies);
  return parts.join(', ');
}
