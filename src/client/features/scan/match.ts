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

/** One word as the OCR engine read it: its text, its confidence (0–100) and where it is. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: Box;
  /** Words of one line share it, in reading order (a code printed "MEX 12" is two words). */
  line: number;
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

/**
 * The album codes a reading can be, fewest swaps first: the reading itself if it is one, else
 * every code reached with the fewest O/0, I/1, S/5 swaps (more than one means a tie).
 * Example: album [MEX12] → 'MEXI2' gives { codes: ['MEX12'], swaps: 1 }.
 */
export function codesFor(read: string, album: AlbumIndex): { codes: string[]; swaps: number } {
  const text = clean(read);
  if (text === '') return { codes: [], swaps: 0 };
  const exact = album.byKey.get(text);
  if (exact !== undefined) return { codes: [exact], swaps: 0 };
  const swappable = [...text].flatMap((char, index) => (CONFUSABLE[char] ? [index] : []));
  if (swappable.length === 0 || swappable.length > MAX_SWAPPABLE) return { codes: [], swaps: 0 };
  let best: string[] = [];
  let bestSwaps = Infinity;
  const chars = [...text];
  // every spelling with each swappable character kept or swapped, fewest swaps kept
  const visit = (at: number, swaps: number) => {
    if (swaps > bestSwaps) return;
    if (at === swappable.length) {
      if (swaps === 0) return;
      const code = album.byKey.get(chars.join(''));
      if (code === undefined) return;
      if (swaps < bestSwaps) {
        best = [];
        bestSwaps = swaps;
      }
      if (!best.includes(code)) best.push(code);
      return;
    }
    const position = swappable[at]!;
    const original = chars[position]!;
    visit(at + 1, swaps);
    for (const other of CONFUSABLE[original]!) {
      chars[position] = other;
      visit(at + 1, swaps + 1);
    }
    chars[position] = original;
  };
  visit(0, 0);
  return best.length === 0 ? { codes: [], swaps: 0 } : { codes: best, swaps: bestSwaps };
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
    // two unsure readings agree only if one read the code as printed, with nothing swapped
    const agree = backing.length >= 2 && backing.some((s) => s.exact);
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
  const sight = (read: string, confidence: number, box: Box): boolean => {
    const { codes, swaps } = codesFor(read, album);
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
      if (sight(pair, confidence, union(word.box, next.box))) {
        index += 1;
        continue;
      }
    }
    sight(word.text, word.confidence, word.box);
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
