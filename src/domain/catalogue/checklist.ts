// Decision 021: the admin's checklist import — the album's `Section: codes` lines (decision 010,
// `domain/collection/album-codes.ts`) or CSV, plus specials and the renames of a corrected
// version. The catalogue reads the collection's album codes; the collection never reads this.
import {
  describeUnread,
  parseAlbumCodes,
  splitLine,
  type AlbumSection,
} from '../collection/album-codes';
import { readStickerList, stickerNumberKey } from '../sticker/quick-entry';
import { specialKindSchema, type Specials } from './specials';

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
  if (!album.ok) return { ok: false, message: album.message };
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
