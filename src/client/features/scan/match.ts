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
export const DEFAULT_THRESHOLDS: MatchThresholds = { exact: 0, number: 60, corrected: 75 };

/** How a code is compared: capitals, no spaces ("mex 12" and "MEX12" are one code). */
export const codeKey = (code: string) => code.replace(/\s+/g, '').toUpperCase();

// The confusions an OCR engine makes between letters and digits in print; a swap is only ever
// kept when it turns the reading into one of the album's codes.
const CONFUSABLE: Record<string, string> = {
  O: '0',
  '0': 'O',
  I: '1',
  L: '1',
  '|': '1',
  '1': 'I',
  S: '5',
  '5': 'S',
};

/** At most this many swappable characters are tried (2^6 spellings), so a long word stays cheap. */
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
}

export function indexAlbum(codes: readonly string[]): AlbumIndex {
  const byKey = new Map<string, string>();
  const order = new Map<string, number>();
  const shortened = new Set<string>();
  codes.forEach((code, index) => {
    const key = codeKey(code);
    if (key === '' || byKey.has(key)) return;
    byKey.set(key, code);
    order.set(code, index);
    for (let i = 0; i < key.length; i += 1) shortened.add(key.slice(0, i) + key.slice(i + 1));
  });
  return { byKey, order, shortened };
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
  for (let mask = 1; mask < 1 << swappable.length; mask += 1) {
    const chars = [...text];
    let swaps = 0;
    swappable.forEach((position, bit) => {
      if (mask & (1 << bit)) {
        chars[position] = CONFUSABLE[chars[position]!]!;
        swaps += 1;
      }
    });
    if (swaps > bestSwaps) continue;
    const code = album.byKey.get(chars.join(''));
    if (code === undefined) continue;
    if (swaps < bestSwaps) {
      best = [];
      bestSwaps = swaps;
    }
    if (!best.includes(code)) best.push(code);
  }
  return best.length === 0 ? { codes: [], swaps: 0 } : { codes: best, swaps: bestSwaps };
}

const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

const isLetters = (text: string) => /^[A-Z]{2,4}$/.test(clean(text));

/**
 * Which album stickers the words show. A word is a code when it reads as one exactly (or with
 * O/0, I/1, S/5 swapped) at enough confidence; a code printed with a space ("MEX 12") is a
 * letters word followed on its line by the number. A reading that fits two codes equally is a
 * choice for the collector; everything else is ignored.
 */
export function matchWords(
  words: readonly OcrWord[],
  album: AlbumIndex,
  thresholds: MatchThresholds = DEFAULT_THRESHOLDS,
): ScanMatch {
  const boxesByCode = new Map<string, Box[]>();
  const choices: CodeChoice[] = [];
  const accept = (read: string, confidence: number, box: Box): boolean => {
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
    if (confidence < least) return false;
    if (codes.length > 1) {
      const options = [...codes].sort((a, b) => album.order.get(a)! - album.order.get(b)!);
      choices.push({ read: clean(read), options, box });
    } else {
      const code = codes[0]!;
      boxesByCode.set(code, [...(boxesByCode.get(code) ?? []), box]);
    }
    return true;
  };
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    // "MEX" + "12" on one line: the pair is read first, so "12" alone never counts as well.
    if (next && next.line === word.line && isLetters(word.text)) {
      const pair = `${word.text}${next.text}`;
      const confidence = Math.min(word.confidence, next.confidence);
      if (accept(pair, confidence, union(word.box, next.box))) {
        index += 1;
        continue;
      }
    }
    accept(word.text, word.confidence, word.box);
  }
  const found = [...boxesByCode]
    .map(([code, boxes]) => ({ code, boxes }))
    .sort((a, b) => album.order.get(a.code)! - album.order.get(b.code)!);
  return { found, choices };
}
