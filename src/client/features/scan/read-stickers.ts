// docs/product.md "Scan", decision 039: one photo read, sticker by sticker. Shared by the browser
// (scanner.ts, with tesseract.js's browser worker) and the bench (bench/scan.mjs, the same
// engine in Node), so the figures the bench prints are of this code.
import { boxInPhoto, findStickers, pgmOf, type GreyImage } from './find-stickers';
import type { Box, OcrWord } from './match';

/** What the OCR engine answers for one picture (tesseract.js's `blocks` output, as much as used). */
export interface OcrPage {
  blocks:
    | {
        paragraphs: { lines: { words: { text: string; confidence: number; bbox: Box }[] }[] }[];
      }[]
    | null;
}

/** Every word on the stickers of a grey photo, in the photo's pixels, a line number per line. */
export async function readStickers(
  photo: GreyImage,
  recognise: (pgm: Uint8Array) => Promise<OcrPage>,
): Promise<OcrWord[]> {
  const words: OcrWord[] = [];
  let line = 0;
  for (const cut of findStickers(photo)) {
    const page = await recognise(pgmOf(cut.image));
    for (const block of page.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const ocrLine of paragraph.lines) {
          line += 1;
          for (const word of ocrLine.words) {
            words.push({
              text: word.text,
              confidence: word.confidence,
              box: boxInPhoto(cut, word.bbox),
              line,
            });
          }
        }
      }
    }
  }
  return words;
}
