import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// Decision 010 "Compare with my list": what the public page shows as a visitor types. Computed in
// the browser from the owner's lists already on the page; nothing is sent or stored.
import {
  compareWithOwner,
  comparisonMessage,
  visitorListFromText,
} from '../../../domain/sharing/compare';
import type { TradeLists } from '../../../domain/sharing/trade-lists';
import type { ListEntry, UnreadToken } from '../../../domain/sticker/quick-entry';

/** One side of the swap: its numbers, or a plain sentence saying why there are none. */
export interface CompareSide {
  numbers: string[];
  empty: string;
}

export interface CompareView {
  give: CompareSide;
  get: CompareSide;
  unread: UnreadToken[];
  /** The message to the owner, or null while there is nothing to swap. */
  message: string | null;
}

const PLAIN_NUMBER = /^\d+$/;

/**
 * Numbers the visitor typed that a numbered album cannot have (0, or past its last sticker), so
 * they are said, not silently dropped. An album of printed codes is not judged: its public lists
 * show only what is needed and offered, not every code.
 */
function outsideAlbum(
  owner: TradeLists & { totalStickers: number },
  entries: readonly ListEntry[],
  i18n: I18n,
): UnreadToken[] {
  const listed = [...owner.needed, ...owner.forTrade.map((item) => item.number)];
  if (!listed.every((number) => PLAIN_NUMBER.test(number))) return [];
  const last = i18n.number(owner.totalStickers);
  const reason = i18n._(msg`Not in this album (1–${last})`);
  const seen = new Set<string>();
  return entries
    .filter(({ number }) => PLAIN_NUMBER.test(number))
    .filter(({ number }) => Number(number) < 1 || Number(number) > owner.totalStickers)
    .filter(({ number }) => !seen.has(number) && Boolean(seen.add(number)))
    .map(({ number }) => ({ text: number, reason }));
}

/**
 * The give and get lists, the unread tokens and the ready-to-copy message for the two boxes.
 * Example: the owner needs 4 and offers 12; needs "12", spares "4, 9" → give 4, get 12.
 */
export function compareView(
  owner: TradeLists & { title: string; totalStickers: number },
  needsText: string,
  sparesText: string,
  i18n: I18n,
): CompareView {
  const { list, unread } = visitorListFromText(needsText, sparesText);
  const comparison = compareWithOwner(owner, list);
  const give = comparison.youCanGive;
  const get = comparison.youCanGet.map((item) => item.number);
  return {
    give: {
      numbers: give,
      empty:
        list.spares.length === 0
          ? i18n._(msg`Add your spares to see what you can give.`)
          : i18n._(msg`None of your spares are on their needs list.`),
    },
    get: {
      numbers: get,
      empty:
        list.needed.length === 0
          ? i18n._(msg`Add the stickers you need to see what you can get.`)
          : i18n._(msg`Nothing you need is on this list yet.`),
    },
    unread: [...unread, ...outsideAlbum(owner, [...list.needed, ...list.spares], i18n)],
    message: give.length > 0 || get.length > 0 ? comparisonMessage(owner.title, comparison) : null,
  };
}
