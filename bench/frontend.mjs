/* global document, window, MutationObserver, requestAnimationFrame, performance -- in page.evaluate */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { measureOfflineJavascript, measureOfflineStart } from './offline.mjs';

/** The flags e2e/support/browser.ts uses: headless, no sandbox, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else Debian's chromium (the lookup e2e/support/browser.ts does). */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

const PHONE = { width: 375, height: 812 };
const CLICKS = 15;

/**
 * Loads `path` in a fresh page and sums the JavaScript it fetched until the network went quiet:
 * the module script, its modulepreloads and every chunk imported on load. Sizes are gzip at the
 * default level (what Vite's build report shows), whatever encoding the server chose.
 */
async function javascriptOnLoad(page, path, ready) {
  const scripts = new Map();
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (isScript && response.ok()) scripts.set(response.url(), response);
  });
  await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  const files = [];
  for (const [url, response] of scripts) {
    files.push({
      path: new URL(url).pathname,
      gzipKb: gzipSync(await response.body()).length / 1024,
    });
  }
  return { gzipKb: files.reduce((sum, file) => sum + file.gzipKb, 0), files };
}

/**
 * Clicks a sticker slot and returns the time from the click event to the first animation frame
 * after the slot's data-state changed (React renders the optimistic toggle, then the frame).
 */
async function clickToPaint(page, stickerId) {
  const selector = `[data-sticker-id="${stickerId}"]`;
  const button = page.locator(selector).getByRole('button', { name: /^Sticker \S+,/ });
  await button.scrollIntoViewIfNeeded();
  await page.evaluate((sel) => {
    const before = document.querySelector(sel)?.getAttribute('data-state');
    window.__benchPaint = new Promise((resolve) => {
      let clickedAt;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (
          clickedAt === undefined ||
          document.querySelector(sel)?.getAttribute('data-state') === before
        )
          return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
      setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, 5_000);
    });
  }, selector);
  await button.click();
  return page.evaluate(() => window.__benchPaint);
}

/** Runs one step, naming it in the error if it fails. */
async function step(name, run) {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${name}: ${error.message.split('\n')[0]}`, { cause: error });
  }
}

/** Toggles a few slots of the 10,000-sticker album, selected by its card, CLICKS times. */
async function measureClicks(page, { title, stickerIds }) {
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: title }).click();
  await page.locator(`[data-sticker-id="${stickerIds[0]}"]`).waitFor();
  const samples = [];
  for (let i = 0; i < CLICKS; i += 1) {
    const ms = await clickToPaint(page, stickerIds[i % 5]);
    if (ms !== null) samples.push(ms);
    await page.waitForTimeout(150); // let the PATCH settle, as between a person's taps
  }
  return { samples, attempts: CLICKS };
}

/** Runs one part of the figures; its failure is kept as that part's result, not thrown. */
const part = (run) => run().catch((error) => ({ error }));

/**
 * Front-end figures: landing-page JavaScript (signed out), dashboard JavaScript (signed in, by
 * the seeded admin's session cookie), click-to-paint in the 10,000-sticker album, and the
 * offline figures of decision 016 (cold start with no signal, the JavaScript the offline feature
 * adds).
 * `offlineOnly` (BENCH_ONLY=offline) skips click-to-paint.
 */
export async function measureFrontend({ baseUrl, cookie, seeded, staticDir, log, offlineOnly }) {
  const executablePath = findChromium();
  if (!executablePath) return { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const newContext = () =>
    browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'en-GB' });
  try {
    log('  front end: landing page JavaScript');
    const visitor = await newContext();
    const landing = await step('landing page', async () =>
      javascriptOnLoad(await visitor.newPage(), '/'),
    );

    log('  front end: dashboard JavaScript and click-to-paint');
    const collector = await newContext();
    const [name, value] = cookie.split('=');
    await collector.addCookies([{ name, value, url: baseUrl }]);
    const page = await collector.newPage();
    page.setDefaultTimeout(30_000);
    const dashboard = await step('dashboard', () =>
      javascriptOnLoad(page, '/dashboard', (p) => p.locator('[data-sticker-id]').first().waitFor()),
    );
    const clicks = offlineOnly
      ? undefined
      : await step('click-to-paint', () => measureClicks(page, seeded.album10k));
    await collector.close();

    const offlineStart = await part(() =>
      measureOfflineStart({ browser, baseUrl, cookie, seeded, log }),
    );
    const offlineJavascript = await part(async () =>
      measureOfflineJavascript({
        landingFiles: landing.files,
        dashboardFiles: dashboard.files,
        staticDir,
        log,
      }),
    );
    return { landing, dashboard, clickToPaint: clicks, offlineStart, offlineJavascript };
  } finally {
    await browser.close();
  }
}
