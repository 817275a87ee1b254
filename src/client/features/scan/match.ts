// docs/product.md "Scan": what the camera read, matched against this album's codes only, so a
// wrong sticker is never marked (decision 039). Pure: the OCR engine hands in its words, this
// module says which stickers they are, which readings need the collector to choose, and drops
// the rest.

/** A rectangle in the photo's pixels. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * What the pixels of one character say, whatever the engine read it as (decision 039): its
 * closed loops (an 8 has two, a 6 one, a 5 none) and its separate strokes (11 has two, 1 one).
 * In a bold face the engine reads 8 and 5 alike as S and 11 as T; the print tells them apart.
 */
export interface GlyphShape {
  /** Closed white loops inside its ink. */
  holes: number;
  /** Separate pieces of ink at least 60% as tall as the character (not slivers). */
  pieces: number;
  /** Those of them narrow enough to be a 1 (at most 0.6 times as wide as tall). */
  strokes: number;
  /** The width of its ink over its height. */
  aspect: number;
  /**
   * How far the white reaches in from the left in its lower half, as a part of its width: a 5
   * (or S) is open there, an 8 whose loops the blur filled is still closed.
   */
  leftGap: number;
  /** The same from the right in its upper half: open in a 5, closed in a 7 or an 8. */
  rightGap: number;
}

/** One word as the OCR engine read it: its text, its confidence (0–100) and where it is. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: Box;
  /** Words of one line share it, in reading order (a code printed "MEX 12" is two words). */
  line: number;
  /** The shape of each character of `text` in the picture read, where it could be seen. */
  glyphs?: readonly (GlyphShape | null)[];
}

/** A sticker of the album seen in the photo, once per copy (box). */
export interface FoundCode {
  code: string;
  boxes: Box[];
}

/** A reading that fits two or more album codes equally well: the collector chooses. */
export interface CodeChoice {
  read: string;
  options: string[];
  box: Box;
}

export interface ScanMatch {
  /** In album order. */
  found: FoundCode[];
  choices: CodeChoice[];
}

export interface MatchThresholds {
  /** The least confidence for a word read exactly as an album code with letters ("MEX12"). */
  exact: number;
  /**
   * The least confidence for a plain number ("12"): numbers are everywhere on a sticker (years,
   * heights, stats), so a numbered album asks more of a reading than codes with letters do.
   */
  number: number;
  /** The least confidence for a word that needed O/0, I/1 or S/5 swapped to be one. */
  corrected: number;
}

/**
 * Tuned on the bench's photos for precision first (bench/scan.mjs, decision 039). The engine's
 * confidence is low for many right readings of a code with letters, and the album's codes are so
 * few among all strings that an exact reading of one is rarely chance; a swapped one is.
 */
export const DEFAULT_THRESHOLDS: MatchThresholds = { exact: 0, number: 60, corrected: 45 };

/** How a code is compared: capitals, no spaces ("mex 12" and "MEX12" are one code). */
export const codeKey = (code: string) => code.replace(/\s+/g, '').toUpperCase();

// The confusions an OCR engine makes between letters and digits in print (in a bold face an 8
// reads as S or B, a 6 as G, a 1 or 11 as T); a swap is only ever kept when it turns the reading into one of the
// album's codes, and a character with two ways to go (S: 5 or 8) makes a tie, never a guess.
const CONFUSABLE: Record<string, readonly string[]> = {
  O: ['0'],
  '0': ['O'],
  I: ['1'],
  L: ['1'],
  T: ['1', '11'],
  '|': ['1'],
  '1': ['I'],
  S: ['5', '8'],
  '5': ['S'],
  B: ['8'],
  G: ['6'],
};

/**
 * What the print of a digit a swap would make must look like (see `GlyphShape`), where its loops
 * tell it from the other ways its character can go: 8 has two closed loops, 6 one, 5 none and
 * is open on the left below and on the right above. Measured on the bench's photos (decision
 * 039): an S read from an 8 had two loops every time, one read from a 5 none.
 */
const LOOPS_OF: Record<string, (shape: GlyphShape) => boolean> = {
  '5': (shape) =>
    shape.holes === 0 && shape.leftGap >= 0.45 && shape.rightGap >= 0.45 && wholeDigit(shape),
  '6': (shape) => shape.holes === 1 && wholeDigit(shape),
  '8': (shape) => shape.holes === 2 && wholeDigit(shape),
};

/** One piece of ink about as wide as a digit: not a fragment, nor two characters run together. */
const wholeDigit = (shape: GlyphShape) =>
  shape.pieces === 1 && shape.aspect >= 0.55 && shape.aspect <= 1.1;

/** What Inter's bold 11 is read as: T, M, N, or a 1 with the second stroke inside its box. */
const ELEVEN_READ_AS = new Set(['T', 'M', 'N', '1']);

/**
 * Two narrow strokes side by side and nothing else: 11. One stroke never shows a 1 alone, since
 * the other stroke of an 11 may lie in the box of the character before it.
 */
const isEleven = (shape: GlyphShape) =>
  shape.holes === 0 &&
  shape.pieces === 2 &&
  shape.strokes === 2 &&
  shape.aspect >= 0.7 &&
  shape.aspect <= 1.5;

/** One way a character read may go: `to`, and whether its print confirms it. */
export interface Swap {
  to: string;
  seen: boolean;
}

/**
 * How a character read may go, its shape in the print (if seen) narrowing it: an 11 seen as two
 * strokes is 11, whatever it was read as (`ELEVEN_READ_AS`); otherwise swaps whose loops the
 * shape rules out are dropped (`LOOPS_OF`). When the shape fits none of the usual swaps, they
 * all stay: it was not seen clearly enough to choose, so a reading that fits two codes is still
 * asked about, never lost, and never guessed.
 */
export function waysOf(
  char: string,
  shape?: GlyphShape | null,
): { keep: boolean; swaps: readonly Swap[] } {
  const usual = CONFUSABLE[char] ?? [];
  const unseen = { keep: true, swaps: usual.map((to) => ({ to, seen: false })) };
  if (!shape) return unseen;
  if (ELEVEN_READ_AS.has(char) && isEleven(shape)) {
    return { keep: false, swaps: [{ to: '11', seen: true }] };
  }
  const fits = usual.filter((to) => LOOPS_OF[to]?.(shape) ?? true);
  if (fits.length === 0) return unseen;
  return { keep: true, swaps: fits.map((to) => ({ to, seen: LOOPS_OF[to]?.(shape) ?? false })) };
}

/** At most this many swappable characters are tried, so a long word stays cheap. */
const MAX_SWAPPABLE = 6;

/** The album's codes by key, and whether any code has letters in it (see `clean`). */
export interface AlbumIndex {
  byKey: ReadonlyMap<string, string>;
  /** Album order of each code, so results list as the board does. */
  order: ReadonlyMap<string, number>;
  /**
   * Every code with one character dropped ("MEX20" → "MEX2", "MEX0"…): a reading that is one of
   * these may be another code with a character the engine missed.
   */
  shortened: ReadonlySet<string>;
  /** The letters codes start with ("MEX" of "MEX12"), and the longest code's length. */
  prefixes: ReadonlySet<string>;
  longest: number;
}

export function indexAlbum(codes: readonly string[]): AlbumIndex {
  const byKey = new Map<string, string>();
  const order = new Map<string, number>();
  const shortened = new Set<string>();
  const prefixes = new Set<string>();
  let longest = 0;
  codes.forEach((code, index) => {
    const key = codeKey(code);
    if (key === '' || byKey.has(key)) return;
    byKey.set(key, code);
    order.set(code, index);
    for (let i = 0; i < key.length; i += 1) shortened.add(key.slice(0, i) + key.slice(i + 1));
    const letters = /^[A-Z]{2,}/.exec(key)?.[0];
    if (letters) prefixes.add(letters);
    longest = Math.max(longest, key.length);
  });
  return { byKey, order, shortened, prefixes, longest };
}

/** A word with the punctuation around it dropped ("(MEX12)." → "MEX12"), in capitals. */
function clean(text: string): string {
  return text
    .toUpperCase()
    .replace(/^[^A-Z0-9|]+|[^A-Z0-9|]+$/g, '')
    .replace(/[\s\-_.·]/g, '');
}

/** What a reading can be: album codes, the swaps that made them, and whether the print saw them. */
export interface CodeReading {
  codes: string[];
  swaps: number;
  /** One code, every swap of it confirmed by the shape of its character in the print. */
  seen: boolean;
}

/**
 * The album codes a reading can be, fewest swaps first: the reading itself if it is one, else
 * every code reached with the fewest O/0, I/1, S/5 swaps (more than one means a tie).
 * `glyphs`, the shape of each character read (`OcrWord.glyphs`), narrow the swaps (`waysOf`).
 * Example: album [MEX12] → 'MEXI2' gives { codes: ['MEX12'], swaps: 1, seen: false }.
 */
export function codesFor(
  read: string,
  album: AlbumIndex,
  glyphs?: readonly (GlyphShape | null)[],
): CodeReading {
  const none = { codes: [], swaps: 0, seen: false };
  const text = clean(read);
  if (text === '') return none;
  // shapes count only when each is a character of the text as cleaned
  const shapes = glyphs?.length === text.length ? glyphs : undefined;
  const ways = [...text].map((char, index) => waysOf(char, shapes?.[index]));
  const exact = album.byKey.get(text);
  if (exact !== undefined && ways.every((way) => way.keep)) {
    return { codes: [exact], swaps: 0, seen: true };
  }
  const swappable = ways.flatMap((way, index) => (way.swaps.length > 0 ? [index] : []));
  if (swappable.length === 0 || swappable.length > MAX_SWAPPABLE) return none;
  // each code at the fewest swaps, with the fewest of them the print did not confirm
  let best = new Map<string, number>();
  let bestSwaps = Infinity;
  const chars = [...text];
  // every spelling with each swappable character kept or swapped, fewest swaps kept
  const visit = (at: number, swaps: number, unseen: number) => {
    if (swaps > bestSwaps) return;
    if (at === swappable.length) {
      if (swaps === 0) return;
      const code = album.byKey.get(chars.join(''));
      if (code === undefined) return;
      if (swaps < bestSwaps) {
        best = new Map();
        bestSwaps = swaps;
      }
      best.set(code, Math.min(unseen, best.get(code) ?? Infinity));
      return;
    }
    const position = swappable[at]!;
    const original = chars[position]!;
    if (ways[position]!.keep) visit(at + 1, swaps, unseen);
    for (const { to, seen } of ways[position]!.swaps) {
      chars[position] = to;
      visit(at + 1, swaps + 1, seen ? unseen : unseen + 1);
    }
    chars[position] = original;
  };
  visit(0, 0, 0);
  if (best.size === 0) return none;
  const codes = [...best.keys()];
  return { codes, swaps: bestSwaps, seen: codes.length === 1 && best.get(codes[0]!) === 0 };
}

/**
 * Whether a word read may be an album code worth a closer look: it is one (swaps allowed), or it
 * starts with a code's letters and is not much longer than a code ("BRAS", "FWCS8", "ARG").
 */
export function mayBeCode(read: string, album: AlbumIndex): boolean {
  const text = clean(read);
  if (text.length < 2 || text.length > album.longest + 2) return false;
  if (codesFor(text, album).codes.length > 0) return true;
  for (let end = 2; end <= text.length; end += 1) {
    if (album.prefixes.has(text.slice(0, end))) return true;
  }
  return false;
}

export const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

const isLetters = (text: string) => /^[A-Z]{2,4}$/.test(clean(text));

/** One place a reading was found: the album codes it can be, and whether it is enough alone. */
interface Sighting {
  read: string;
  codes: string[];
  box: Box;
  /** Its confidence reaches what its kind of reading needs (see `MatchThresholds`). */
  sure: boolean;
  /** It was read as an album code as it is, with no character swapped. */
  exact: boolean;
  /**
   * Its swaps were all confirmed by the print (`CodeReading.seen`), and its code is no other
   * code with a character dropped, which no shape of the characters read could rule out.
   */
  seen: boolean;
}

/** Whether two boxes are one printed code read twice: they share most of the smaller one. */
export function sameSpot(a: Box, b: Box): boolean {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (width <= 0 || height <= 0) return false;
  const area = (box: Box) => Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
  return width * height >= 0.4 * Math.min(area(a), area(b));
}

/**
 * What the readings of one spot say. One code that a sure reading gives, or that two readings
 * agree on exactly, with no reading of the spot against it, is found (the engine's confidence is often low for right readings, and two readings
 * of one print at different sizes rarely make the same mistake); readings that disagree are a
 * choice for the collector; a lone unsure reading is dropped.
 */
function decideSpot(spot: readonly Sighting[]): { code: string } | { options: string[] } | null {
  const single = [...new Set(spot.filter((s) => s.codes.length === 1).map((s) => s.codes[0]!))];
  if (single.length === 1) {
    const code = single[0]!;
    // a reading that fits two codes (BRAT: BRA1 or BRA11) may stop a code, never back one
    const backing = spot.filter((s) => s.codes.length === 1);
    const uncontested = spot.every((s) => s.codes.includes(code));
    // two unsure readings agree only if one read the code as printed, with nothing swapped, or
    // its swaps were seen in the print (then they are no mistake the engine makes every time)
    const agree = backing.length >= 2 && backing.some((s) => s.exact || s.seen);
    if (uncontested && (agree || backing.some((s) => s.sure))) return { code };
    // against readings that fit two other codes only, two agreeing readings, one of them sure
    if (backing.length >= 2 && backing.some((s) => s.sure)) return { code };
  }
  const options = [...new Set(spot.flatMap((s) => s.codes))];
  const asked = single.length > 1 || spot.some((s) => s.sure);
  return asked ? { options } : null;
}

/**
 * Which album stickers the words show. A word is a code when it reads as one exactly (or with
 * O/0, I/1, S/5 swapped); a code printed with a space ("MEX 12") is a letters word followed on
 * its line by the number. The words may hold several readings of one photo (`readStickers` reads
 * each sticker twice): readings of one spot are weighed together (`decideSpot`). A reading that
 * fits two codes equally, or readings of one spot that disagree, are a choice for the collector;
 * everything else is ignored.
 */
export function matchWords(
  words: readonly OcrWord[],
  album: AlbumIndex,
  thresholds: MatchThresholds = DEFAULT_THRESHOLDS,
): ScanMatch {
  const sightings: Sighting[] = [];
  const sight = (
    read: string,
    confidence: number,
    box: Box,
    glyphs?: readonly (GlyphShape | null)[],
  ): boolean => {
    const { codes, swaps, seen } = codesFor(read, album, glyphs);
    if (codes.length === 0) return false;
    // A code that another code of the album becomes with one character dropped ("MEX2" of
    // "MEX20", "BRA1" of "BRA11") is asked as much as a swapped one: the bench's wrong stickers
    // were all such drops (decision 039).
    const mayBeShortened = album.shortened.has(codeKey(codes[0]!));
    const least =
      swaps > 0 || mayBeShortened
        ? thresholds.corrected
        : /^\d+$/.test(codeKey(codes[0]!))
          ? thresholds.number
          : thresholds.exact;
    sightings.push({
      read: clean(read),
      codes,
      box,
      sure: confidence >= least,
      exact: swaps === 0,
      seen: seen && !mayBeShortened,
    });
    return true;
  };
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    // "MEX" + "12" on one line: the pair is read first, so "12" alone never counts as well.
    if (next && next.line === word.line && isLetters(word.text)) {
      const pair = `${word.text}${next.text}`;
      const confidence = Math.min(word.confidence, next.confidence);
      const glyphs = word.glyphs && next.glyphs ? [...word.glyphs, ...next.glyphs] : undefined;
      if (sight(pair, confidence, union(word.box, next.box), glyphs)) {
        index += 1;
        continue;
      }
    }
    sight(word.text, word.confidence, word.box, word.glyphs);
  }
  // readings of one spot together (a spot is the first reading's box)
  const spots: Sighting[][] = [];
  for (const sighting of sightings) {
    const spot = spots.find((readings) => sameSpot(readings[0]!.box, sighting.box));
    if (spot) spot.push(sighting);
    else spots.push([sighting]);
  }
  const boxesByCode = new Map<string, Box[]>();
  const choices: CodeChoice[] = [];
  const byAlbum = (a: string, b: string) => album.order.get(a)! - album.order.get(b)!;
  for (const spot of spots) {
    const decided = decideSpot(spot);
    if (decided === null) continue;
    const box = spot[0]!.box;
    if ('code' in decided) {
      boxesByCode.set(decided.code, [...(boxesByCode.get(decided.code) ?? []), box]);
    } else {
      choices.push({ read: spot[0]!.read, options: decided.options.sort(byAlbum), box });
    }
  }
  const found = [...boxesByCode]
    .map(([code, boxes]) => ({ code, boxes }))
    .sort((a, b) => byAlbum(a.code, b.code));
  return { found, choices };
}
