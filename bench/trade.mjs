/* global window -- in page.evaluate */
// Trade in person (decision 017), measured in headless Chromium on the app's own code: encoding a
// 10,000-sticker trade list and drawing its QR code (target < 50 ms), and reading a QR code from
// a 1080p camera frame (target < 150 ms). With a running server and a signed-in cookie it also
// checks that the dashboard's first load fetches none of the scanner's code (target 0 bytes).
// Standalone: `node bench/trade.mjs [baseUrl cookie]` prints its table; `measureTrade` returns rows.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './frontend.mjs';
import { printSection } from './report.mjs';
import { round, summarize } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 30;
const ENCODE_TARGET_MS = 50;
const DECODE_TARGET_MS = 150;

const ms = (value) => `${round(value)} ms`;
const timing = (s) => `median ${ms(s.median)}, p99 ${ms(s.p99)} (n=${s.n})`;
const row = (metric, value, checks = [], data = {}) => ({ metric, value, checks, data });

// The page script: the app's modules as they ship (trade list, QR drawing, QR reading), bundled
// into one file so it runs on a blank page, with no server and no sign-in.
const PAGE_ENTRY = `
import { encodeTradeList, decodeTradeList } from './src/domain/trade/trade-list';
import { drawQrCode } from './src/client/features/trade/qr-canvas';
import {
  CAMERA_FRAME_MAX_SIDE,
  prepareQrReader,
  readQrCode,
} from './src/client/features/trade/decode-qr';

// A half-way album: about 45% needed and 15% with a copy on offer, from a fixed seed.
function listOf(stickerCount) {
  let seed = 42;
  const draw = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const needs = [];
  const offers = [];
  for (let i = 0; i < stickerCount; i++) {
    const r = draw();
    if (r < 0.45) needs.push(i);
    else if (r > 0.85) offers.push(i);
  }
  return {
    templateId: 4242, albumName: 'FIFA World Cup 2026 Official Sticker Collection',
    albumFingerprint: '1a2b3c4d', stickerCount, username: 'bench_collector_2026',
    madeAt: Date.UTC(2026, 10, 25, 14, 32), needs, offers,
  };
}

window.tradeBench = {
  async encodeAndDraw(stickerCount) {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const list = listOf(stickerCount);
    const started = performance.now();
    const text = await encodeTradeList(list);
    const drawn = drawQrCode(canvas, text, { maxCssPixels: 340, pixelRatio: 3 });
    const elapsed = performance.now() - started;
    canvas.remove();
    return { elapsed, version: drawn.version, characters: text.length };
  },
  /**
   * A 1920×1080 frame: a table lit unevenly (a gradient with a little sensor noise) and the code
   * on a phone screen, about as big as a phone held up to the camera shows it.
   */
  async makeFrame(stickerCount, side) {
    const text = await encodeTradeList(listOf(stickerCount));
    const qr = document.createElement('canvas');
    drawQrCode(qr, text, { maxCssPixels: side, pixelRatio: 1 });
    const frame = document.createElement('canvas');
    frame.width = 1920;
    frame.height = 1080;
    const context = frame.getContext('2d');
    const table = context.createImageData(1920, 1080);
    for (let i = 0; i < table.data.length; i += 4) {
      const x = (i / 4) % 1920;
      const grey = 90 + Math.round((x / 1920) * 70) + ((Math.imul(i, 2654435761) >>> 24) % 12);
      table.data[i] = grey + 12;
      table.data[i + 1] = grey + 4;
      table.data[i + 2] = grey;
      table.data[i + 3] = 255;
    }
    context.putImageData(table, 0, 0);
    context.drawImage(qr, (1920 - qr.width) / 2 - 150, (1080 - qr.height) / 2 + 20);
    window.benchFrame = frame;
    return { text };
  },
  async prepare() {
    return prepareQrReader();
  },
  async decodeFrame() {
    const started = performance.now();
    // As the camera reads each frame (use-camera-scanner.ts).
    const text = await readQrCode(window.benchFrame, { maxSide: CAMERA_FRAME_MAX_SIDE });
    const elapsed = performance.now() - started;
    const list = text ? await decodeTradeList(text) : null;
    return { elapsed, text, stickerCount: list?.stickerCount ?? null };
  },
};
`;

async function pageScript() {
  const result = await build({
    stdin: { contents: PAGE_ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'trade-bench.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

async function measureCodes(page, log) {
  log('  trade: encode and draw a 10,000-sticker list');
  const encode = [];
  let encoded;
  for (let i = 0; i < RUNS + 3; i += 1) {
    encoded = await page.evaluate(() => window.tradeBench.encodeAndDraw(10_000));
    if (i >= 3) encode.push(encoded.elapsed); // the first runs warm the JIT up
  }
  const rows = [];
  const encodeStats = summarize(encode);
  rows.push(
    row(
      'trade: encode + draw QR, 10,000 stickers',
      `${timing(encodeStats)}; version ${encoded.version}, ${encoded.characters} characters`,
      [[`median < ${ENCODE_TARGET_MS} ms`, encodeStats.median < ENCODE_TARGET_MS]],
      { ...encodeStats, version: encoded.version, characters: encoded.characters },
    ),
  );

  const reader = await page.evaluate(() => window.tradeBench.prepare());
  // A 700-sticker album (the usual size) and the largest album the product allows.
  for (const [stickers, side] of [
    [700, 560],
    [10_000, 1000],
  ]) {
    log(`  trade: read a 1080p frame, ${stickers}-sticker list (${reader})`);
    const { text } = await page.evaluate(
      ([count, size]) => window.tradeBench.makeFrame(count, size),
      [stickers, side],
    );
    const samples = [];
    let readBack = true;
    for (let i = 0; i < RUNS + 2; i += 1) {
      const result = await page.evaluate(() => window.tradeBench.decodeFrame());
      readBack &&= result.text === text && result.stickerCount === stickers;
      if (i >= 2) samples.push(result.elapsed);
    }
    const stats = summarize(samples);
    rows.push(
      row(
        `trade: read QR in a 1080p frame, ${stickers.toLocaleString('en-GB')} stickers (${reader})`,
        timing(stats),
        [
          [`median < ${DECODE_TARGET_MS} ms`, stats.median < DECODE_TARGET_MS],
          ['reads the list back exactly', readBack],
        ],
        { ...stats, reader },
      ),
    );
  }
  return rows;
}

/**
 * The JavaScript the dashboard fetches on its first load (signed in by `cookie`), and how much of
 * it is the scanner (the jsQR chunk) or the trade screen: both must be 0 bytes.
 */
async function measureDashboard(browser, baseUrl, cookie, log) {
  log('  trade: scanner code on the dashboard’s first load');
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url()) && response.ok()) scripts.push(response);
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let totalGzip = 0;
  let tradeGzip = 0;
  const tradeFiles = [];
  for (const response of scripts) {
    const file = new URL(response.url()).pathname;
    const gzip = gzipSync(await response.body()).length;
    totalGzip += gzip;
    // A chunk is `name-<8-character hash>.js`: `trade-lists-…` (the sharing schema) is not it.
    if (/\/(jsQR|trade)-[\w-]{8}\.js$/.test(file)) {
      tradeGzip += gzip;
      tradeFiles.push(file);
    }
  }
  await context.close();
  return row(
    'trade: scanner + trade screen JS on dashboard first load',
    `${tradeGzip} bytes gzip (of ${round(totalGzip / 1024)} KB loaded)`,
    [['0 bytes', tradeGzip === 0]],
    { bytes: tradeGzip, files: tradeFiles, dashboardGzipBytes: totalGzip },
  );
}

/**
 * The trade-in-person figures as bench rows. `baseUrl` and `cookie` (a signed-in session,
 * `name=value`) are optional: without them only the on-page figures are measured.
 */
export async function measureTrade({ baseUrl, cookie, log = () => {} } = {}) {
  const executablePath = findChromium();
  if (!executablePath) return [row('trade', 'skipped: no Chromium found (set CHROMIUM_PATH)')];
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: await pageScript() });
    const rows = await measureCodes(page, log);
    await context.close();
    if (baseUrl && cookie) rows.push(await measureDashboard(browser, baseUrl, cookie, log));
    return rows;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl, cookie] = process.argv.slice(2);
  const rows = await measureTrade({ baseUrl, cookie, log: console.log });
  printSection({ title: 'Trade in person', rows });
}
