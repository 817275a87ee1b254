// The camera scan (docs/product.md "Scan", decision 039): the seeded test photos of
// bench/scan-fixtures.mjs read by the app's own reading code (src/client/features/scan, bundled
// with esbuild as trade.mjs bundles the QR modules) with the engine and data the build serves
// under /ocr/, in Node on this machine's CPU. Precision counts every sticker marked; a wrong one is the worst
// outcome. Also the bytes Scan loads on demand, from the build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { Transformer } from '@napi-rs/image';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { build as bundle } from 'esbuild';
import { SCAN_ALBUM_CODES, writeScanPhotos } from './scan-fixtures.mjs';

/** How many photos the bench reads (the issue asks for at least 60). */
export const SCAN_PHOTOS = Number(process.env.BENCH_SCAN_PHOTOS ?? 60);

/** The gzipped bytes of a file, as the server's compression would send a compressible one. */
const gzipped = (file) => zlib.gzipSync(readFileSync(file), { level: 6 }).length;

/** Scan's on-demand JavaScript (the dialog and the scanner chunks) and the OCR files, in bytes. */
function scanSizes(staticDir) {
  const assets = path.join(staticDir, 'assets');
  const chunks = readdirSync(assets).filter((name) => /^(scan-dialog|scanner)-.*\.js$/.test(name));
  const js = chunks.reduce((sum, name) => sum + gzipped(path.join(assets, name)), 0);
  const ocr = path.join(staticDir, 'ocr');
  const files = Object.fromEntries(
    readdirSync(ocr).map((name) => {
      const file = path.join(ocr, name);
      // the language data is gzip already; the rest go compressed like any script
      const wire = name.endsWith('.gz') ? statSync(file).size : gzipped(file);
      return [name, { bytes: statSync(file).size, wire }];
    }),
  );
  return { chunks, js, files };
}

/** The app's reading code (cutting out stickers, matching), bundled into `dir` and imported. */
async function readingCode(dir) {
  const result = await bundle({
    stdin: {
      contents: [
        "export { greyOf } from './src/client/features/scan/find-stickers';",
        "export { indexAlbum, matchWords, mayBeCode } from './src/client/features/scan/match';",
        "export { readStickers } from './src/client/features/scan/read-stickers';",
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const file = path.join(dir, 'reading.mjs');
  writeFileSync(file, result.outputFiles[0].contents);
  return import(pathToFileURL(file).href);
}

/** Reads every photo; answers precision, recall, times and sizes. */
export async function measureScan({ build, log }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'swapsies-scan-'));
  try {
    log(`scan: drawing ${SCAN_PHOTOS} test photos`);
    const manifest = await writeScanPhotos(dir, SCAN_PHOTOS);
    const { greyOf, indexAlbum, matchWords, mayBeCode, readStickers } = await readingCode(dir);
    const ocr = path.join(build.staticDir, 'ocr');
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: ocr,
      gzip: true,
      cacheMethod: 'none',
    });
    // as src/client/features/scan/scanner.ts sets them
    await worker.setParameters({
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    });
    const album = indexAlbum(SCAN_ALBUM_CODES);
    const photos = [];
    log(`scan: reading them`);
    for (const photo of manifest.photos) {
      const started = performance.now();
      const decoder = new Transformer(readFileSync(path.join(dir, photo.name)));
      const { width, height } = await decoder.metadata();
      const pixels = await decoder.rawPixels();
      const channels = pixels.length === width * height * 3 ? 3 : 4;
      const words = await readStickers(
        greyOf(pixels, width, height, channels),
        async (pgm) => {
          const { data } = await worker.recognize(Buffer.from(pgm), {}, { blocks: true });
          return data;
        },
        (text) => mayBeCode(text, album),
      );
      const { found, choices } = matchWords(words, album);
      const ms = performance.now() - started;
      const truth = photo.stickers.map((sticker) => sticker.code);
      const marked = found.map((entry) => entry.code);
      photos.push({
        name: photo.name,
        ms,
        truth,
        right: marked.filter((code) => truth.includes(code)),
        wrong: marked.filter((code) => !truth.includes(code)),
        choices: choices.length,
      });
    }
    await worker.terminate();
    return { photos, sizes: scanSizes(build.staticDir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
