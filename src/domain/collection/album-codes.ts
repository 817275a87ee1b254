// Decision 010 "Albums as data": a template defined by the codes printed in the album, pasted as
// lines of `Section title: codes…` in the quick-entry syntax.
import { sortStickerNumbers } from '../sticker/numbering';
import { readStickerList, stickerNumberKey } from '../sticker/quick-entry';
import type { UnreadToken } from '../sticker/quick-entry';
import { specialKindSchema } from '../catalogue/specials';
import type { Specials } from '../catalogue/specials';
import { TITLE_MAX } from './schemas';

/** A run of an album's stickers under one heading; an untitled section has title "". */
export interface AlbumSection {
  title: string;
  numbers: string[];
}

/** The album's sections and all its numbers in album order, or the one thing to fix. */
export type ParsedAlbum =
  { ok: true; sections: AlbumSection[]; numbers: string[] } | { ok: false; message: string };

/** At most 10,000 stickers, however an album is defined (docs/product.md "Limits and rules"). */
export const MAX_ALBUM_CODES = 10_000;

/** The longest sticker code an album may print. */
export const MAX_CODE_LENGTH = 20;

const SHOWN_UNREAD = 5;
const LEADING_LETTERS = /^[A-Za-z]*/;

const fail = (message: string): ParsedAlbum => ({ ok: false, message });

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

function describeUnread(unread: readonly UnreadToken[]): string {
  const shown = unread
    .slice(0, SHOWN_UNREAD)
    .map((token) => token.text)
    .join(', ');
  const more = unread.length - SHOWN_UNREAD;
  return more > 0 ? `Could not read: ${shown} and ${more} more` : `Could not read: ${shown}`;
}

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

interface Line {
  title: string | null;
  codes: string;
}

function splitLine(line: string): Line {
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
  const at = (line: number, message: string) =>
    options.lines ? `Line ${line}: ${message}` : message;
  const lines = text
    .split('\n')
    .map((line, index) => ({ text: line.trim(), number: index + 1 }))
    .filter((line) => line.text !== '');
  if (lines.length === 0) return fail('Paste at least one sticker code');
  const sections: AlbumSection[] = [];
  const unread: UnreadToken[] = [];
  let firstUnreadLine = 0;
  const lineOf = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    const { title, codes } = splitLine(line.text);
    if (title !== null && [...title].length > TITLE_MAX) {
      return fail(at(line.number, `Section titles can be at most ${TITLE_MAX} characters`));
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
      return fail(at(line.number, 'An album can have at most 10,000 stickers'));
    }
    if (title !== null && list.tokens.length === 0 && list.unread.length === 0) {
      return fail(at(line.number, `Section ${title} has no sticker codes`));
    }
    if (options.lines) {
      for (const number of numbers) {
        const key = stickerNumberKey(number);
        const first = lineOf.get(key);
        if (first !== undefined) {
          const where = first === line.number ? 'on this line' : `first on line ${first}`;
          return fail(at(line.number, `Sticker ${number} is listed twice (${where})`));
        }
        lineOf.set(key, line.number);
        if (number.length > MAX_CODE_LENGTH) {
          return fail(at(line.number, 'Sticker codes can be at most 20 characters'));
        }
      }
    }
    const sectionTitle = title ?? sharedPrefix(numbers);
    const previous = sections.at(-1);
    if (previous && previous.title === sectionTitle) previous.numbers.push(...numbers);
    else sections.push({ title: sectionTitle, numbers });
  }
  if (unread.length > 0) return fail(at(firstUnreadLine, describeUnread(unread)));
  const sorted = sections
    .filter((section) => section.numbers.length > 0)
    .map((section) => ({ ...section, numbers: sortStickerNumbers(section.numbers) }));
  const numbers = sorted.flatMap((section) => section.numbers);
  // Separators alone (`,,,`) read as nothing: an album needs at least one sticker.
  if (numbers.length === 0) return fail('Paste at least one sticker code');
  if (numbers.some((number) => number.length > MAX_CODE_LENGTH)) {
    return fail('Sticker codes can be at most 20 characters');
  }
  const repeat = findRepeat(numbers);
  if (repeat !== undefined) return fail(`Sticker ${repeat} is listed twice`);
  return { ok: true, sections: sorted, numbers };
}

// ---------------------------------------------------------------------------------------------
// The admin's checklist import (decision 021): the lines above, or CSV, plus specials and renames

/** A checklist read for a verified album: its sections, codes in album order and specials. */
export type ParsedChecklist =
  | { ok: true; sections: AlbumSection[]; numbers: string[]; specials: Specials }
  | { ok: false; message: string };

const CSV_HEADER = /^\s*code\s*,\s*section\s*(,\s*special\s*)?,?\s*$/i;

/** Whether pasted text is CSV: its first non-blank line is the header `code,section[,special]`. */
export function isChecklistCsv(text: string): boolean {
  const first = text.split('\n').find((line) => line.trim() !== '');
  return first !== undefined && CSV_HEADER.test(first);
}

// One CSV field list; a field may be quoted ("Côte d'Ivoire, group E"), with "" for a quote.
function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let index = 0;
  while (index <= line.length) {
    if (line[index] === '"') {
      let value = '';
      index += 1;
      for (;;) {
        if (index >= line.length) return null;
        if (line[index] === '"') {
          if (line[index + 1] === '"') {
            value += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        value += line[index];
        index += 1;
      }
      fields.push(value.trim());
      if (index < line.length && line[index] !== ',') return null;
      index += 1;
    } else {
      const comma = line.indexOf(',', index);
      const end = comma === -1 ? line.length : comma;
      fields.push(line.slice(index, end).trim());
      index = end + 1;
    }
  }
  return fields;
}

/**
 * CSV rows `code,section[,special]` as the `Section: code` lines `parseAlbumCodes` reads, on the
 * same line numbers, and the specials named in the third column.
 */
function checklistFromCsv(
  text: string,
):
  | { ok: true; lines: string; specials: Map<string, { kind: string; line: number }> }
  | { ok: false; message: string } {
  const rows = text.split('\n');
  const headerIndex = rows.findIndex((line) => line.trim() !== '');
  const out: string[] = rows.map(() => '');
  const specials = new Map<string, { kind: string; line: number }>();
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const raw = (rows[index] ?? '').replace(/\r$/, '');
    if (raw.trim() === '') continue;
    const line = index + 1;
    const fields = csvFields(raw);
    if (fields === null) return { ok: false, message: `Line ${line}: a quote is not closed` };
    const [code = '', section = '', special = '', ...rest] = fields;
    if (rest.some((field) => field !== '')) {
      return { ok: false, message: `Line ${line}: expected code,section,special` };
    }
    if (code === '') return { ok: false, message: `Line ${line}: the code is missing` };
    if (section.includes(':')) {
      return { ok: false, message: `Line ${line}: a section title cannot contain ":"` };
    }
    out[index] = section === '' ? code : `${section}: ${code}`;
    if (special !== '') specials.set(code, { kind: special.toLowerCase(), line });
  }
  return { ok: true, lines: out.join('\n'), specials };
}

/**
 * Reads `kind: codes` lines, e.g. `foil: 00, FWC1-FWC8` and `badge: MEX1, RSA1`, against the
 * album's codes. Refusals name the line: "Specials line 2: shiny is not a kind of special",
 * "Specials line 1: FWC99 is not in the album", "Specials line 3: FWC1 is marked twice".
 */
export function parseSpecials(
  text: string,
  numbers: readonly string[],
): { ok: true; specials: Specials } | { ok: false; message: string } {
  const byKey = new Map(numbers.map((number) => [stickerNumberKey(number), number]));
  const specials: Specials = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;
    const where = `Specials line ${index + 1}`;
    const { title, codes } = splitLine(line);
    const kind = specialKindSchema.safeParse((title ?? '').toLowerCase());
    if (!kind.success) {
      return {
        ok: false,
        message: `${where}: start the line with foil, shiny, badge or legend and a colon`,
      };
    }
    const list = readStickerList(codes);
    const unread = [
      ...list.unread,
      ...list.tokens
        .filter((token) => token.count !== null)
        .map((token) => ({ text: token.text, reason: '' })),
    ];
    if (unread.length > 0) return { ok: false, message: `${where}: ${describeUnread(unread)}` };
    for (const token of list.tokens) {
      for (const typed of token.numbers) {
        const number = byKey.get(stickerNumberKey(typed));
        if (number === undefined)
          return { ok: false, message: `${where}: ${typed} is not in the album` };
        if (Object.hasOwn(specials, number)) {
          return { ok: false, message: `${where}: ${number} is marked twice` };
        }
        specials[number] = kind.data;
      }
    }
  }
  return { ok: true, specials };
}

/**
 * An admin's checklist: pasted `Section: codes` lines or CSV (`code,section[,special]`), and
 * optional specials lines. Every refusal names its line (decision 021).
 */
export function parseChecklist(text: string, specialsText = ''): ParsedChecklist {
  let codesText = text;
  let csvSpecials = new Map<string, { kind: string; line: number }>();
  if (isChecklistCsv(text)) {
    const csv = checklistFromCsv(text);
    if (!csv.ok) return csv;
    codesText = csv.lines;
    csvSpecials = csv.specials;
  }
  const album = parseAlbumCodes(codesText, { lines: true });
  if (!album.ok) return album;
  const specials: Specials = {};
  for (const [code, { kind, line }] of csvSpecials) {
    const parsed = specialKindSchema.safeParse(kind);
    if (!parsed.success) {
      return { ok: false, message: `Line ${line}: ${kind} is not foil, shiny, badge or legend` };
    }
    // The code was read by parseAlbumCodes on this line, so it is in the album as typed.
    const number = album.numbers.find(
      (candidate) => stickerNumberKey(candidate) === stickerNumberKey(code),
    );
    if (number === undefined)
      return { ok: false, message: `Line ${line}: mark one code per row as special` };
    specials[number] = parsed.data;
  }
  const extra = parseSpecials(specialsText, album.numbers);
  if (!extra.ok) return extra;
  for (const [number, kind] of Object.entries(extra.specials)) {
    if (Object.hasOwn(specials, number)) {
      return { ok: false, message: `Specials: ${number} is marked twice` };
    }
    specials[number] = kind;
  }
  return { ok: true, sections: album.sections, numbers: album.numbers, specials };
}

/** Codes renamed by a corrected version: old printed code → new one. */
export type Renames = Map<string, string>;

/**
 * Reads `OLD -> NEW` lines (`→` also works) for a corrected version: each old code must be in the
 * current album and gone from the new one, each new code in the new album and not in the old.
 * Example: `'FWC20 -> FWC19'`. Refusals name the line: "Renames line 2: MEX21 is not in the album".
 */
export function parseRenames(
  text: string,
  oldNumbers: readonly string[],
  newNumbers: readonly string[],
): { ok: true; renames: Renames } | { ok: false; message: string } {
  const oldKeys = new Map(oldNumbers.map((number) => [stickerNumberKey(number), number]));
  const newKeys = new Map(newNumbers.map((number) => [stickerNumberKey(number), number]));
  const renames: Renames = new Map();
  const targets = new Set<string>();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;
    const where = `Renames line ${index + 1}`;
    const parts = line.split(/\s*(?:->|→)\s*/);
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
      return { ok: false, message: `${where}: write it as OLD -> NEW` };
    }
    const [fromTyped = '', toTyped = ''] = parts;
    const from = oldKeys.get(stickerNumberKey(fromTyped));
    const to = newKeys.get(stickerNumberKey(toTyped));
    if (from === undefined)
      return { ok: false, message: `${where}: ${fromTyped} is not in the album` };
    if (to === undefined) {
      return { ok: false, message: `${where}: ${toTyped} is not in the corrected checklist` };
    }
    if (newKeys.has(stickerNumberKey(from))) {
      return { ok: false, message: `${where}: ${from} is still in the corrected checklist` };
    }
    if (oldKeys.has(stickerNumberKey(to))) {
      return { ok: false, message: `${where}: ${to} is already in the album` };
    }
    if (renames.has(from)) return { ok: false, message: `${where}: ${from} is renamed twice` };
    if (targets.has(to)) return { ok: false, message: `${where}: two codes are renamed to ${to}` };
    renames.set(from, to);
    targets.add(to);
  }
  return { ok: true, renames };
}
