// docs/product.md "Scan", decision 039: one photo read, sticker by sticker. Shared by the browser
// (scanner.ts, with tesseract.js's browser worker) and the bench (bench/scan.mjs, the same
// engine in Node), so the figures the bench prints are of this code.
import {
  boxInPhoto,
  CLOSE_UP_HEIGHTS,
  findStickers,
  glyphShape,
  pgmOf,
  type GreyImage,
  type StickerCut,
} from './find-stickers';
import { sameSpot, union, type Box, type OcrWord } from './match';

/** What the OCR engine answers for one picture (tesseract.js's `blocks` output, as much as used). */
export interface OcrPage {
  blocks:
    | {
        paragraphs: { lines: { words: OcrPageWord[] }[] }[];
      }[]
    | null;
}

interface OcrPageWord {
  text: string;
  confidence: number;
  bbox: Box;
  /** Each character the engine read, with its box (tesseract.js's `symbols`). */
  symbols?: { text: string; bbox: Box }[];
}

/**
 * Every word of one page read, in the picture's own pixels, lines numbered from `line`. On a
 * picture of print, each word that `mayBeCode` also has the shape of each of its characters
 * (`glyphShape`; only those, as the shapes of a busy picture's words cost time and say nothing).
 */
function wordsOf(
  page: OcrPage,
  cut: StickerCut,
  line: number,
  mayBeCode?: (text: string) => boolean,
): { words: OcrWord[]; line: number } {
  const words: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const ocrLine of paragraph.lines) {
        line += 1;
        let afterCode = false;
        for (const { text, confidence, bbox, symbols } of ocrLine.words) {
          const word: OcrWord = { text, confidence, box: bbox, line };
          // a code's word, or the number after it ("MEX" "12"); one box per character
          const code = mayBeCode?.(text) ?? false;
          if (cut.print && (code || afterCode) && symbols?.length === text.length) {
            word.glyphs = symbols.map((symbol) => glyphShape(cut.image, symbol.bbox));
          }
          afterCode = code;
          words.push(word);
        }
      }
    }
  }
  return { words, line };
}

/** The words of a picture with their boxes mapped to the photo. */
const mappedToPhoto = (cut: StickerCut, words: readonly OcrWord[]) =>
  words.map((word) => ({ ...word, box: boxInPhoto(cut, word.box) }));

/**
 * Every word on the stickers of a grey photo, in the photo's pixels, a line number per line.
 * Each sticker is read at each of its cuts' sizes; with `mayBeCode`, the words that may be a
 * code are then cut out again close up and read once more (decision 039), so `matchWords` has
 * three readings of a code to weigh.
 */
export async function readStickers(
  photo: GreyImage,
  recognise: (pgm: Uint8Array) => Promise<OcrPage>,
  mayBeCode?: (text: string) => boolean,
): Promise<OcrWord[]> {
  const words: OcrWord[] = [];
  const closeUps: { cut: StickerCut; box: Box; inPhoto: Box }[] = [];
  let line = 0;
  for (const cut of findStickers(photo)) {
    const read = wordsOf(await recognise(pgmOf(cut.image)), cut, line, mayBeCode);
    line = read.line;
    words.push(...mappedToPhoto(cut, read.words));
    if (!mayBeCode || !cut.closeUp) continue;
    const inCut = read.words;
    inCut.forEach((word, index) => {
      if (!mayBeCode(word.text)) return;
      // "MEX" and "12" on one line: the close-up takes both
      const next = inCut[index + 1];
      const box = next && next.line === word.line ? union(word.box, next.box) : word.box;
      const inPhoto = boxInPhoto(cut, box);
      // a spot another cut of the sticker found already is looked at once, from the larger cut
      const seen = closeUps.findIndex((other) => sameSpot(other.inPhoto, inPhoto));
      if (seen === -1) closeUps.push({ cut, box, inPhoto });
      else closeUps[seen] = { cut, box, inPhoto };
    });
  }
  for (const { cut, box } of closeUps) {
    for (const height of CLOSE_UP_HEIGHTS) {
      const near = cut.closeUp!(box, height);
      const read = wordsOf(await recognise(pgmOf(near.image)), near, line, mayBeCode);
      line = read.line;
      words.push(...mappedToPhoto(near, read.words));
    }
  }
  return words;
}
