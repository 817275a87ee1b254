import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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
export const DISPLAY_STATE_LABELS: Record<DisplayState, MessageDescriptor> = {
  needed: msg`Needed`,
  owned: msg`Owned`,
  forTrade: msg`For trade`,
  pending: msg`Pending`,
  completed: msg`Completed`,
};

// The same words in the middle of a sentence ("Sticker 8, owned"): their own messages, since not
// every language lower-cases them (German nouns keep their capitals).
const STATE_IN_SENTENCE: Record<DisplayState, MessageDescriptor> = {
  needed: msg({ message: 'needed', context: 'in a sentence' }),
  owned: msg({ message: 'owned', context: 'in a sentence' }),
  forTrade: msg({ message: 'for trade', context: 'in a sentence' }),
  pending: msg({ message: 'pending', context: 'in a sentence' }),
  completed: msg({ message: 'completed', context: 'in a sentence' }),
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
export function keepSparesHint(i18n: I18n, sticker: CopyState): string {
  if (sticker.keepSpares) return i18n._(msg`On: your spares stay with you; none is offered.`);
  const offered = offeredCopies(sticker);
  if (offered === 0) {
    return isInTrade(sticker)
      ? i18n._(msg`Off, but none is offered while it is in a trade.`)
      : i18n._(msg`Off: every spare copy is promised in a swap.`);
  }
  return i18n._(
    msg({
      message: plural(offered, {
        one: 'Off: # spare copy is offered to swap.',
        other: 'Off: # spare copies are offered to swap.',
      }),
    }),
  );
}

type DescribedSticker = CopyState &
  Pick<StickerState, 'pendingWith'> & { number: string; retired?: boolean };

/** What a sticker kept from an older checklist says (docs/product.md "Albums and the catalogue"). */
export const RETIRED_LABEL = msg`No longer in the album`;
const RETIRED_IN_SENTENCE = msg({ message: 'no longer in the album', context: 'in a sentence' });

/**
 * The state word with the partner of a trade, e.g. "Pending with Sam", or in lower case for the
 * middle of a sentence ("pending with Sam": the partner's name keeps its capitals).
 */
export function stateWithPartner(i18n: I18n, sticker: DescribedSticker, lowerCase = false): string {
  const state = displayStateOf(sticker);
  const partner = sticker.pendingWith;
  if (partner && state === 'pending') {
    return lowerCase ? i18n._(msg`pending with ${partner}`) : i18n._(msg`Pending with ${partner}`);
  }
  if (partner && state === 'completed') {
    return lowerCase
      ? i18n._(msg`completed with ${partner}`)
      : i18n._(msg`Completed with ${partner}`);
  }
  return i18n._(lowerCase ? STATE_IN_SENTENCE[state] : DISPLAY_STATE_LABELS[state]);
}

/**
 * The slot's accessible name and tooltip: number, its special kind, whether the album dropped it,
 * state, partner and copies in words, e.g. "Sticker 12, pending with Sam", "Sticker FWC1, Foil,
 * needed" or "Sticker 7, no longer in the album, for trade, 3 copies · 2 spare".
 */
export function describeSticker(
  i18n: I18n,
  sticker: DescribedSticker,
  special?: SpecialKind,
): string {
  const number = sticker.number;
  const parts = [i18n._(msg`Sticker ${number}`)];
  if (special) parts.push(i18n._(SPECIAL_LABELS[special]));
  if (sticker.retired) parts.push(i18n._(RETIRED_IN_SENTENCE));
  parts.push(stateWithPartner(i18n, sticker, true));
  const copies = copiesInWords(sticker);
  if (copies) parts.push(copies);
  return parts.join(', ');
}
