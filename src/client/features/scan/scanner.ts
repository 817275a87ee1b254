// The scanner (decision 039): tesseract.js, its SIMD LSTM-only engine and the English LSTM data,
// all from our own origin under /ocr/ (copied there by the build, scripts/ocr-assets.mjs) and
// never from a CDN. This module is only ever reached by a dynamic import when Scan is first
// opened, so the dashboard's first load gains nothing (decision 024); the service worker keeps
// /ocr/ in a runtime cache once fetched, so Scan works offline after (decision 016).
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { greyOf } from './find-stickers';
import { frameProblem, type FrameProblem } from './frame-quality';
import type { OcrWord } from './match';
import { readStickers } from './read-stickers';

/** Where the build puts the OCR files (scripts/ocr-assets.mjs writes the same names). */
export const OCR_BASE = '/ocr';

let ready: Promise<Worker> | undefined;

/** Starts the OCR engine once per page; a failed start (no signal yet) is tried again next time. */
export function startScanner(): Promise<Worker> {
  ready ??= (async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: `${OCR_BASE}/worker.min.js`,
      corePath: `${OCR_BASE}/tesseract-core-simd-lstm.js`,
      langPath: OCR_BASE,
      gzip: true,
      // The service worker's cache keeps the data (decision 016); a second copy in IndexedDB
      // would only double the phone's storage.
      cacheMethod: 'none',
      workerBlobURL: false,
    });
    await worker.setParameters({
      // Codes are capitals and digits; reading nothing else makes "0" vs "O" the engine's
      // choice between print it knows, not between every glyph of English.
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    });
    return worker;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** A photo read: its words (in the photo's pixels), or why the frame could not be read. */
export interface ScanReading {
  width: number;
  height: number;
  words: OcrWord[];
  problem: FrameProblem | null;
}

/** The longest side a photo is read at: a phone's 12 MP photo has far more than print needs. */
const MAX_SIDE = 1600;

/**
 * Reads every word on the stickers in a photo (a file chosen, or a frame from the camera);
 * words that `mayBeCode` are read again close up.
 */
export async function readPhoto(
  source: ImageBitmapSource,
  mayBeCode?: (text: string) => boolean,
): Promise<ScanReading> {
  const bitmap = await createImageBitmap(source);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read photos');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const grey = greyOf(context.getImageData(0, 0, width, height).data, width, height);
  const problem = frameProblem(grey);
  if (problem) return { width, height, words: [], problem };
  const worker = await startScanner();
  const words = await readStickers(
    grey,
    async (pgm) => {
      // tesseract.js reads a Uint8Array as the bytes of an image file (here a PGM)
      const { data } = await worker.recognize(pgm as unknown as Blob, {}, { blocks: true });
      return data;
    },
    mayBeCode,
  );
  return { width, height, words, problem: null };
}
