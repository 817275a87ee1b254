// Copies the camera scan's OCR engine into dist/client/ocr/ after the client build (decision
// 039): tesseract.js's worker script, the SIMD LSTM-only engine (its JavaScript and its
// WebAssembly, the smallest build that runs the LSTM recogniser in Chromium) and the English
// LSTM data (`4.0.0_best_int`, integer weights). Served from our own origin, never a CDN; fetched
// only when Scan is first opened (src/client/features/scan/scanner.ts), and kept for offline use
// by the service worker's runtime cache of /ocr/ (src/client/service-worker/offline-worker.ts),
// not its precache, so a first visit downloads none of it.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** Each file: where it comes from, and its name under /ocr/ (scanner.ts asks for these names). */
export const OCR_FILES = [
  [path.join(packageDir('tesseract.js'), 'dist/worker.min.js'), 'worker.min.js'],
  [
    path.join(packageDir('tesseract.js-core'), 'tesseract-core-simd-lstm.js'),
    'tesseract-core-simd-lstm.js',
  ],
  [
    path.join(packageDir('tesseract.js-core'), 'tesseract-core-simd-lstm.wasm'),
    'tesseract-core-simd-lstm.wasm',
  ],
  [
    path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
    'eng.traineddata.gz',
  ],
];

const outDir = path.join(process.cwd(), 'dist/client/ocr');
mkdirSync(outDir, { recursive: true });
let total = 0;
for (const [from, name] of OCR_FILES) {
  copyFileSync(from, path.join(outDir, name));
  total += statSync(from).size;
}
console.log(
  `ocr: ${OCR_FILES.length} files in dist/client/ocr (${(total / 1024 / 1024).toFixed(1)} MB)`,
);
