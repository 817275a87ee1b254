// Decision 010 "Quick entry": the list syntax collectors type (`1-10, 15, 22x2, MEX 3-5, 00`),
// which is also what Swapsies' own posted message uses, so a posted list reads back without loss.

import { EMPTY_LIST_TEXT } from './empty-list';

/** One sticker number and how many of it were listed (`22x2` → count 2). */
export interface ListEntry {
  number: string;
  count: number;
}

/** A piece of text that is not a sticker number, with the reason in plain English. */
export interface UnreadToken {
  text: string;
  reason: string;
}

/** What a pasted text holds: a plain list, or the Need and For trade lists of a posted message. */
export interface ParsedStickerText {
  plain: ListEntry[];
  needed: ListEntry[];
  forTrade: ListEntry[];
  labelled: boolean;
  unread: UnreadToken[];
}

/** One readable piece of a list as typed, e.g. `MEX 3-5 x2`; count is null when none was typed. */
export interface ListToken {
  text: string;
  numbers: string[];
  count: number | null;
}

/** The most copies one entry can carry, the same cap as a sticker's quantity. */
export const MAX_ENTRY_COUNT = 999;

/** A range covers at most as many stickers as the largest album. */
export const MAX_RANGE_SIZE = 10_000;

/** Ranges in one text expand to at most this many numbers, so a wall of ranges stays quick. */
export const MAX_LISTED_NUMBERS = 100_000;

// A code is letters, optional spaces, digits (`MEX 3` is one code). Every part is a plain class
// run with no nesting, and each attempt stops at the next separator, so reading is linear.
const CODE = String.raw`([A-Za-z]*)[ \t]*(\d+)`;
const DASH = String.raw`[ \t]*[-\u2013\u2014][ \t]*`;
const TIMES = String.raw`[xX\u00d7]`;
const COUNT = String.raw`[ \t]*(?:${TIMES}[ \t]*(\d+)|\([ \t]*${TIMES}[ \t]*(\d+)[ \t]*\))`;
const ENTRY = new RegExp(
  String.raw`${CODE}([A-Za-z]*)(?:${DASH}${CODE})?(?:${COUNT})?(?=[\s,;]|$)`,
  'y',
);
const SEPARATORS = /[\s,;]+/y;
const NEXT_SEPARATOR = /[\s,;]/g;

const UNREADABLE = 'Not a sticker number';

/** The key two spellings of one sticker share: `mex 1` and `MEX1` are the same sticker. */
export function stickerNumberKey(number: string): string {
  return number.replace(/\s+/g, '').toLowerCase();
}

function readCount(typed: string | undefined): number | null | string {
  if (typed === undefined) return null;
  const count = Number(typed);
  return count >= 1 && count <= MAX_ENTRY_COUNT ? count : 'Count must be from 1 to 999';
}

// Expands `MEX3-5` and `01-03` (the start's zero padding is kept: 01, 02, 03). BigInt, because a
// typed number can be longer than a double holds exactly.
function expandRange(
  prefix: string,
  startDigits: string,
  endPrefix: string,
  endDigits: string,
  budget: number,
): string[] | string {
  if (endPrefix !== '' && endPrefix.toLowerCase() !== prefix.toLowerCase()) {
    return 'Range mixes two different prefixes';
  }
  const start = BigInt(startDigits);
  const end = BigInt(endDigits);
  if (end < start) return 'Range runs backwards';
  const size = end - start + 1n;
  if (size > BigInt(MAX_RANGE_SIZE)) return 'Range has more than 10,000 stickers';
  if (size > BigInt(budget)) return 'More than 100,000 stickers in one list';
  const numbers: string[] = [];
  for (let value = start; value <= end; value += 1n) {
    numbers.push(prefix + String(value).padStart(startDigits.length, '0'));
  }
  return numbers;
}

function readEntry(match: RegExpExecArray, budget: number): ListToken | UnreadToken {
  const [text, prefix = '', digits = '', suffix = '', endPrefix, endDigits, count, parenCount] =
    match;
  const typedCount = readCount(count ?? parenCount);
  if (typeof typedCount === 'string') return { text, reason: typedCount };
  if (endDigits === undefined) {
    return { text, numbers: [prefix + digits + suffix], count: typedCount };
  }
  if (suffix !== '') return { text, reason: UNREADABLE };
  const numbers = expandRange(prefix, digits, endPrefix ?? '', endDigits, budget);
  if (typeof numbers === 'string') return { text, reason: numbers };
  return { text, numbers, count: typedCount };
}

/**
 * The readable pieces of a list and everything else, in the order typed, nothing merged.
 * Example: `'1-3, 22x2, foo'` → tokens `1-3` (1, 2, 3) and `22x2` (22, count 2), unread `foo`.
 */
export function readStickerList(text: string): { tokens: ListToken[]; unread: UnreadToken[] } {
  const tokens: ListToken[] = [];
  const unread: UnreadToken[] = [];
  let budget = MAX_LISTED_NUMBERS;
  let position = 0;
  while (position < text.length) {
    SEPARATORS.lastIndex = position;
    if (SEPARATORS.test(text)) position = SEPARATORS.lastIndex;
    if (position >= text.length) break;
    ENTRY.lastIndex = position;
    const match = ENTRY.exec(text);
    if (match === null) {
      NEXT_SEPARATOR.lastIndex = position;
      const end = NEXT_SEPARATOR.exec(text)?.index ?? text.length;
      unread.push({ text: text.slice(position, end), reason: UNREADABLE });
      position = end;
      continue;
    }
    const entry = readEntry(match, budget);
    if ('reason' in entry) unread.push(entry);
    else {
      tokens.push(entry);
      budget -= entry.numbers.length;
    }
    position = ENTRY.lastIndex;
  }
  return { tokens, unread };
}

/** Entries with one per sticker, in first-seen order; a repeated sticker's counts add up. */
export function mergeEntries(entries: Iterable<ListEntry>): ListEntry[] {
  const merged = new Map<string, ListEntry>();
  for (const { number, count } of entries) {
    const key = stickerNumberKey(number);
    const seen = merged.get(key);
    if (seen) seen.count = Math.min(MAX_ENTRY_COUNT, seen.count + count);
    else merged.set(key, { number, count });
  }
  return [...merged.values()];
}

function* entriesOf(tokens: readonly ListToken[]): Generator<ListEntry> {
  for (const { numbers, count } of tokens) {
    for (const number of numbers) yield { number, count: count ?? 1 };
  }
}

function parseList(text: string): { entries: ListEntry[]; unread: UnreadToken[] } {
  const { tokens, unread } = readStickerList(text);
  return { entries: mergeEntries(entriesOf(tokens)), unread };
}

/*
 * The labels of a posted message's two lists in the six languages (decision 038): the default
 * message's own ("Need", "For trade" and their translations in the `domain` catalog, read back in
 * every language whatever language the app shows, since a message is pasted from anywhere) and
 * the words collectors use for the same lists. A test renders each language's default message
 * from the catalog and reads it back.
 */
const NEED_LABELS = [
  'needed',
  'needs',
  'need', // en
  'me faltan',
  'faltan',
  'necesito', // es
  'faltam',
  'preciso', // pt-BR
  'mi mancano',
  'mancano',
  'cerco', // it
  'suche',
  'fehlen',
  'fehlt',
  'brauche', // de
  'il me manque',
  'me manque',
  'manquantes', // fr
];
const FOR_TRADE_LABELS = [
  'for trade',
  'for swap',
  'swaps',
  'spares',
  'doubles',
  'got', // en (fr: doubles)
  'repetidos',
  'repetidas',
  'para cambiar', // es (pt-BR: repetidas)
  'para troca',
  'para trocar', // pt-BR
  'doppie',
  'doppioni',
  'da scambiare', // it
  'zum tausch',
  'zum tauschen',
  'doppelte', // de
  'à échanger',
  'a échanger', // fr
];
/** What a list of no stickers reads in each language (`EMPTY_LIST_MESSAGE`'s translations). */
const EMPTY_LIST_WORDS = new Set([
  EMPTY_LIST_TEXT,
  'ninguno',
  'nenhuma',
  'nessuna',
  'keine',
  'aucune',
]);

const labelPattern = (labels: readonly string[]) =>
  [...labels]
    .sort((a, b) => b.length - a.length)
    .map((label) => label.replaceAll(' ', '\\s+'))
    .join('|');

// A posted message's list lines, after optional spaces or bullets: `Need (3): …`,
// `For trade (2): …`, `Zum Tausch (2) : …`.
const LABEL = new RegExp(
  `^[^\\p{L}\\p{N}]*(?:(?<need>${labelPattern(NEED_LABELS)})|${labelPattern(FOR_TRADE_LABELS)})\\s*(?:\\(\\s*\\d*\\s*\\))?\\s*:`,
  'iu',
);

function parseLabelledLines(lines: readonly string[]): ParsedStickerText {
  const needed: string[] = [];
  const forTrade: string[] = [];
  for (const line of lines) {
    const label = LABEL.exec(line);
    if (label === null) continue; // prose around the lists, e.g. the greeting and hashtags
    const list = line.slice(label[0].length);
    // Swapsies writes "none" (in the message's language) for an empty list: not a sticker.
    if (EMPTY_LIST_WORDS.has(list.trim().toLocaleLowerCase())) continue;
    (label.groups?.need === undefined ? forTrade : needed).push(list);
  }
  const needs = parseList(needed.join('\n'));
  const offers = parseList(forTrade.join('\n'));
  return {
    plain: [],
    needed: needs.entries,
    forTrade: offers.entries,
    labelled: true,
    unread: [...needs.unread, ...offers.unread],
  };
}

/**
 * Reads a typed list or a posted message. A plain list fills `plain`; a text with `Need:` or
 * `For trade:` lines fills `needed` and `forTrade` from those lines and ignores the rest.
 * Example: `'1-3, 22x2'` → plain 1, 2, 3 and 22 (count 2);
 * `'Need (2): 4, 7\nFor trade (1): 12 (x2)'` → needed 4, 7 and forTrade 12 (count 2).
 */
export function parseStickerText(text: string): ParsedStickerText {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines.some((line) => LABEL.test(line))) return parseLabelledLines(lines);
  const { entries, unread } = parseList(text);
  return { plain: entries, needed: [], forTrade: [], labelled: false, unread };
}

/** A list in the posted message's format, e.g. `1, 2, 12 (x2)`; parseStickerText reads it back. */
export function formatStickerList(entries: readonly ListEntry[]): string {
  return entries
    .map(({ number, count }) => (count > 1 ? `${number} (x${count})` : number))
    .join(', ');
}

/**
 * The entries as the album spells them (`mex1` → `MEX1`), matched ignoring case and spaces,
 * in the entries' order with repeats added up; the rest are unread as "Not in this album".
 */
export function resolveEntries(
  entries: readonly ListEntry[],
  albumNumbers: readonly string[],
): { entries: ListEntry[]; unread: UnreadToken[] } {
  const album = new Map<string, string>();
  for (const number of albumNumbers) {
    const key = stickerNumberKey(number);
    if (!album.has(key)) album.set(key, number);
  }
  const found: ListEntry[] = [];
  const missing = new Map<string, UnreadToken>();
  for (const entry of entries) {
    const key = stickerNumberKey(entry.number);
    const number = album.get(key);
    if (number !== undefined) found.push({ number, count: entry.count });
    else if (!missing.has(key))
      missing.set(key, { text: entry.number, reason: 'Not in this album' });
  }
  return { entries: mergeEntries(found), unread: [...missing.values()] };
}
