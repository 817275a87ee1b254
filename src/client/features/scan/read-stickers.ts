// docs/product.md "Scan", decision 039: one photo read, sticker by sticker. Shared by the browser
// (scanner.ts, with tesseract.js's browser worker) and the bench (bench/scan.mjs, the same
// engine in Node), so the figures the bench prints are of this code.
import {
  boxInPhoto,
  CLOSE_UP_HEIGHTS,
  findStickers,
  pgmOf,
  type GreyImage,
  type StickerCut,
} from './find-stickers';
import { sameSpot, union, type Box, type OcrWord } from './match';

/** What the OCR engine answers for one picture (tesseract.js's `blocks` output, as much as used). */
export interface OcrPage {
  blocks:
    | {
        paragraphs: { lines: { words: { text: string; confidence: number; bbox: Box }[] }[] }[];
      }[]
    | null;
}

/** Every word of one page read, its box mapped to the photo, lines numbered from `line`. */
function wordsOf(page: OcrPage, cut: StickerCut, line: number): { words: OcrWord[]; line: number } {
  const words: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const ocrLine of paragraph.lines) {
        line += 1;
        for (const word of ocrLine.words) {
          words.push({ text: word.text, confidence: word.confidence, box: word.bbox, line });
        }
      }
    }
  }
  return { words: words.map((word) => ({ ...word, box: boxInPhoto(cut, word.box) })), line };
}

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
    const page = await recognise(pgmOf(cut.image));
    const read = wordsOf(page, cut, line);
    line = read.line;
    words.push(...read.words);
    if (!mayBeCode || !cut.closeUp) continue;
    const inCut = wordsOf(page, { toPhoto: (x, y) => ({ x, y }), image: cut.image }, 0).words;
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
      const read = wordsOf(await recognise(pgmOf(near.image)), near, line);
      line = read.line;
      words.push(...read.words);
    }
  }
  return words;
}
