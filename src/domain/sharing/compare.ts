// Decision 010 "Compare with my list": a visitor to a public trade list pastes their own needs and
// spares and sees what could be swapped. Runs in the browser; nothing is sent or stored.
import {
  formatStickerList,
  mergeEntries,
  parseStickerText,
  stickerNumberKey,
} from '../sticker/quick-entry';
import type { ListEntry, UnreadToken } from '../sticker/quick-entry';
import type { TradeItem, TradeLists } from './trade-lists';

/** What a visitor needs and has spare, as typed (their spelling, not yet the owner's). */
export interface VisitorList {
  needed: ListEntry[];
  spares: ListEntry[];
}

/** The swaps possible with the owner, in the owner's list order and spelling. */
export interface Comparison {
  youCanGive: string[];
  youCanGet: TradeItem[];
}

/**
 * The visitor's list from the two boxes, each in the quick-entry syntax. A posted Swapsies message
 * pasted in either box counts by its labels: its Need lines are needs, its For trade lines spares.
 * Example: needs `'1-3'`, spares `'Need (1): 9\nFor trade (1): 12'` → needs 1, 2, 3, 9; spares 12.
 */
export function visitorListFromText(
  needsText: string,
  sparesText: string,
): { list: VisitorList; unread: UnreadToken[] } {
  const needed: ListEntry[] = [];
  const spares: ListEntry[] = [];
  const unread: UnreadToken[] = [];
  for (const [text, box] of [
    [needsText, needed],
    [sparesText, spares],
  ] as const) {
    const parsed = parseStickerText(text);
    if (parsed.labelled) {
      needed.push(...parsed.needed);
      spares.push(...parsed.forTrade);
    } else box.push(...parsed.plain);
    unread.push(...parsed.unread);
  }
  return { list: { needed: mergeEntries(needed), spares: mergeEntries(spares) }, unread };
}

/**
 * What the visitor can give (their spares the owner needs) and get (the owner's offered stickers
 * they need, with the copies on offer), matched ignoring case and spaces.
 */
export function compareWithOwner(owner: TradeLists, visitor: VisitorList): Comparison {
  const spareKeys = new Set(visitor.spares.map((entry) => stickerNumberKey(entry.number)));
  const neededKeys = new Set(visitor.needed.map((entry) => stickerNumberKey(entry.number)));
  return {
    youCanGive: owner.needed.filter((number) => spareKeys.has(stickerNumberKey(number))),
    youCanGet: owner.forTrade
      .filter((item) => neededKeys.has(stickerNumberKey(item.number)))
      .map(({ number, quantity }) => ({ number, quantity })),
  };
}

// The visitor asks for one of each, so no "(x2)" however many the owner has on offer.
const listOf = (numbers: readonly string[]) =>
  formatStickerList(numbers.map((number) => ({ number, count: 1 })));

/** `title` as the end of a sentence: a full stop unless it already ends in one (or ! or ?). */
export function endSentence(title: string): string {
  const trimmed = title.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The two sides of a swap as a message states them, each line left out when empty:
 * "I can give you (2): 4, 7" and "I'd like (1): 12". Shared by compare and swap proposals.
 */
export function swapOfferLines(give: readonly string[], get: readonly string[]): string[] {
  const lines: string[] = [];
  if (give.length > 0) lines.push(`I can give you (${give.length}): ${listOf(give)}`);
  if (get.length > 0) lines.push(`I'd like (${get.length}): ${listOf(get)}`);
  return lines;
}

/**
 * A ready-to-copy message to the owner; a side with nothing in it is left out. Example:
 * "Hi! I saw your Swapsies list for World Cup 2026.\nI can give you (2): 4, 7\n
 * I'd like (3): 12, 15, 20\nFancy a swap?"
 */
export function comparisonMessage(ownerTitle: string, comparison: Comparison): string {
  const greeting =
    ownerTitle.trim() === ''
      ? 'Hi! I saw your Swapsies list.'
      : `Hi! I saw your Swapsies list for ${endSentence(ownerTitle)}`;
  const { youCanGive, youCanGet } = comparison;
  return [
    greeting,
    ...swapOfferLines(
      youCanGive,
      youCanGet.map((item) => item.number),
    ),
    'Fancy a swap?',
  ].join('\n');
}
