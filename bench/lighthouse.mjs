import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './frontend.mjs';

/**
 * Lighthouse is not a project dependency (it brings ~200 packages): it is fetched once from the
 * npm registry into npm's cache by `npx`, pinned to the version checked against the system
 * Chromium. BENCH_LIGHTHOUSE=0 skips it.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const TIMEOUT_MS = 240_000;

function run(command, args, env) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * One page's Lighthouse scores (0-100) with the default mobile preset, or why there are none.
 * `cookie` ("name=value") signs the page in, for the dashboard.
 */
export async function measureLighthouse(url, { cookie } = {}) {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: once more.
  const first = await lighthouseOnce(url, cookie);
  return first.skipped?.startsWith('lighthouse failed') ? lighthouseOnce(url, cookie) : first;
}

async function lighthouseOnce(url, cookie) {
  if (process.env.BENCH_LIGHTHOUSE === '0') return { skipped: 'BENCH_LIGHTHOUSE=0' };
  const chrome = findChromium();
  if (!chrome) return { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
  const dir = mkdtempSync(path.join(tmpdir(), 'swapsies-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    const { code, output } = await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { CHROME_PATH: chrome },
    );
    if (code !== 0)
      return { skipped: `lighthouse failed (exit ${code}): ${output.trim().split('\n').at(-1)}` };
    const { categories, lighthouseVersion, runtimeError } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    if (runtimeError) return { skipped: `lighthouse: ${runtimeError.message}` };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      version: lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } catch (error) {
    return { skipped: `lighthouse could not run: ${error.message}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
