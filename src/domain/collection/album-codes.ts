// Decision 010 "Albums as data": a template defined by the codes printed in the album, pasted as
// lines of `Section title: codes…` in the quick-entry syntax.
import { sortStickerNumbers } from '../sticker/numbering';
import { readStickerList, stickerNumberKey } from '../sticker/quick-entry';
import type { UnreadToken } from '../sticker/quick-entry';
import { englishOf, type Words } from '../words';
import { TITLE_MAX } from './schemas';

/** A run of an album's stickers under one heading; an untitled section has title "". */
export interface AlbumSection {
  title: string;
  numbers: string[];
}

/**
 * Why pasted codes were refused (decision 038): `words` to translate where it is shown, `line`
 * the line it is on when the parse names lines, `message` the English (with "Line N: " then).
 */
export interface AlbumRefusal {
  ok: false;
  message: string;
  words: Words;
  line?: number;
}

/** The album's sections and all its numbers in album order, or the one thing to fix. */
export type ParsedAlbum = { ok: true; sections: AlbumSection[]; numbers: string[] } | AlbumRefusal;

/** At most 10,000 stickers, however an album is defined (docs/product.md "Limits and rules"). */
export const MAX_ALBUM_CODES = 10_000;

/** The longest sticker code an album may print. */
export const MAX_CODE_LENGTH = 20;

const SHOWN_UNREAD = 5;
const LEADING_LETTERS = /^[A-Za-z]*/;

const fail = (words: Words, line?: number): AlbumRefusal => ({
  ok: false,
  message: line === undefined ? englishOf(words) : `Line ${line}: ${englishOf(words)}`,
  words,
  ...(line === undefined ? {} : { line }),
});

const NO_CODES: Words = /*i18n*/ { id: 'Paste at least one sticker code' };
const CODE_TOO_LONG: Words = /*i18n*/ { id: 'Sticker codes can be at most 20 characters' };

// A line without a title is named after the prefix all its codes share (`MEX1-MEX20` → "MEX"),
// so a list pasted team by team gets its sections without typing them.
function sharedPrefix(numbers: readonly string[]): string {
  const prefix = LEADING_LETTERS.exec(numbers[0] ?? '')?.[0] ?? '';
  const lower = prefix.toLowerCase();
  const isShared = numbers.every(
    (number) => (LEADING_LETTERS.exec(number)?.[0] ?? '').toLowerCase() === lower,
  );
  return isShared ? prefix : '';
}

/** "Could not read: x, y and 3 more", for codes a line could not read, as words to translate. */
export function unreadWords(unread: readonly UnreadToken[]): Words {
  const shown = unread
    .slice(0, SHOWN_UNREAD)
    .map((token) => token.text)
    .join(', ');
  const more = unread.length - SHOWN_UNREAD;
  return more > 0
    ? /*i18n*/ { id: 'Could not read: {shown} and {more} more', values: { shown, more } }
    : /*i18n*/ { id: 'Could not read: {shown}', values: { shown } };
}

/** `unreadWords` in English. */
export const describeUnread = (unread: readonly UnreadToken[]): string =>
  englishOf(unreadWords(unread));

function findRepeat(numbers: readonly string[]): string | undefined {
  const seen = new Map<string, string>();
  for (const number of numbers) {
    const key = stickerNumberKey(number);
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, number);
  }
  return undefined;
}

export interface Line {
  title: string | null;
  codes: string;
}

/** `Section title: codes` split at its first colon; a line with none is all codes. */
export function splitLine(line: string): Line {
  const colon = line.indexOf(':');
  if (colon === -1) return { title: null, codes: line };
  const title = line.slice(0, colon).trim();
  return { title: title === '' ? null : title, codes: line.slice(colon + 1) };
}

/** How a parse reports problems: with `lines`, each message names the line it is on (decision 021). */
export interface ParseAlbumOptions {
  lines?: boolean;
}

/**
 * Reads an album's codes: one section per line, consecutive lines with the same title joined,
 * codes sorted naturally within a section, sections in the order given.
 * Example: `'00\nFWC1-FWC19\nMexico: MEX1-MEX20'` → sections "" [00], "FWC" [FWC1…FWC19] and
 * "Mexico" [MEX1…MEX20], 40 numbers. With `{ lines: true }` (the admin's checklist import) a
 * refusal names its line: "Line 3: Could not read: FW C1", "Line 7: Sticker MEX1 is listed twice
 * (first on line 2)".
 */
export function parseAlbumCodes(text: string, options: ParseAlbumOptions = {}): ParsedAlbum {
  const at = (line: number, words: Words) => fail(words, options.lines ? line : undefined);
  const lines = text
    .split('\n')
    .map((line, index) => ({ text: line.trim(), number: index + 1 }))
    .filter((line) => line.text !== '');
  if (lines.length === 0) return fail(NO_CODES);
  const sections: AlbumSection[] = [];
  const unread: UnreadToken[] = [];
  let firstUnreadLine = 0;
  const lineOf = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    const { title, codes } = splitLine(line.text);
    if (title !== null && [...title].length > TITLE_MAX) {
      return at(
        line.number,
        /*i18n*/ {
          id: 'Section titles can be at most {max} characters',
          values: { max: TITLE_MAX },
        },
      );
    }
    const list = readStickerList(codes);
    const lineUnread = [...list.unread];
    const numbers: string[] = [];
    for (const token of list.tokens) {
      // A count says how many copies someone has; an album lists each sticker once.
      if (token.count !== null)
        lineUnread.push({ text: token.text, reason: 'Counts are not allowed' });
      else numbers.push(...token.numbers);
    }
    if (lineUnread.length > 0 && firstUnreadLine === 0) firstUnreadLine = line.number;
    unread.push(...lineUnread);
    total += numbers.length;
    // Stop early: a paste of many large ranges must not expand into millions of codes.
    if (total > MAX_ALBUM_CODES) {
      return at(line.number, /*i18n*/ { id: 'An album can have at most 10,000 stickers' });
    }
    if (title !== null && list.tokens.length === 0 && list.unread.length === 0) {
      return at(
        line.number,
        /*i18n*/ { id: 'Section {title} has no sticker codes', values: { title } },
      );
    }
    if (options.lines) {
      for (const number of numbers) {
        const key = stickerNumberKey(number);
        const first = lineOf.get(key);
        if (first !== undefined) {
          return at(
            line.number,
            first === line.number
              ? /*i18n*/ {
                  id: 'Sticker {number} is listed twice (on this line)',
                  values: { number },
                }
              : /*i18n*/ {
                  id: 'Sticker {number} is listed twice (first on line {first})',
                  values: { number, first },
                },
          );
        }
        lineOf.set(key, line.number);
        if (number.length > MAX_CODE_LENGTH) {
          return at(line.number, CODE_TOO_LONG);
        }
      }
    }
    const sectionTitle = title ?? sharedPrefix(numbers);
    const previous = sections.at(-1);
    if (previous && previous.title === sectionTitle) previous.numbers.push(...numbers);
    else sections.push({ title: sectionTitle, numbers });
  }
  if (unread.length > 0) return at(firstUnreadLine, unreadWords(unread));
  const sorted = sections
    .filter((section) => section.numbers.length > 0)
    .map((section) => ({ ...section, numbers: sortStickerNumbers(section.numbers) }));
  const numbers = sorted.flatMap((section) => section.numbers);
  // Separators alone (`,,,`) read as nothing: an album needs at least one sticker.
  if (numbers.length === 0) return fail(NO_CODES);
  if (numbers.some((number) => number.length > MAX_CODE_LENGTH)) return fail(CODE_TOO_LONG);
  const repeat = findRepeat(numbers);
  if (repeat !== undefined) {
    return fail(/*i18n*/ { id: 'Sticker {number} is listed twice', values: { number: repeat } });
  }
  return { ok: true, sections: sorted, numbers };
}
