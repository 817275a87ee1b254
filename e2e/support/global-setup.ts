import { findChromium } from './browser';

/**
 * With no Chromium, say so in one line and skip, unless REQUIRE_E2E=1 (CI), then fail.
 */
export default function setup() {
  if (findChromium()) return;
  const message =
    'No Chromium found (set CHROMIUM_PATH or install chromium): browser tests skipped';
  if (process.env.REQUIRE_E2E === '1')
    throw new Error(`${message.split(':')[0]} and REQUIRE_E2E=1`);
  console.warn(message);
  process.env.E2E_SKIP = '1';
}
