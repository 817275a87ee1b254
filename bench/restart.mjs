import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { freePort } from './server.mjs';
import { summarize } from './stats.mjs';

/** Unchanged restarts timed after the first start (which migrates and seeds). */
const RESTARTS = 3;

/**
 * CPU time a live process has used so far in ms (user + system, from /proc; Linux only): on a
 * busy machine the wall time mostly says how long it waited for a core, this what it cost.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * One start of the built server on `dataDir`: milliseconds from the spawn to the first
 * `/readyz` that answers 200 (polled every 10 ms), then a SIGTERM and a wait for the exit, so
 * the next start finds the database closed cleanly, as after a Ctrl-C. Also the CPU time it used
 * by then.
 */
async function timeOneStart(serverScript, staticDir, dataDir, port) {
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => (output = (output + String(chunk)).slice(-5_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`not ready after 60 s:\n${output}`);
      const ok = await globalThis.fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * What `npm start` costs when nothing changed (decision 029): the built server started on a
 * fresh PGlite data directory once (migrations, shipped albums), then again on the same
 * directory, unchanged, `RESTARTS` times; ready means `/readyz` answers 200.
 */
export async function measureRestart({ build, log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'swapsies-bench-restart-'));
  try {
    const port = await freePort();
    const at = (ms) => `${Math.round(ms)} ms`;
    const first = await timeOneStart(build.serverScript, build.staticDir, dataDir, port);
    log(`restart: first start ${at(first.ms)}`);
    const starts = [];
    for (let i = 0; i < RESTARTS; i++) {
      starts.push(await timeOneStart(build.serverScript, build.staticDir, dataDir, port));
      log(`restart: unchanged restart ${at(starts.at(-1).ms)} (CPU ${at(starts.at(-1).cpuMs)})`);
    }
    const cpu = starts.map((start) => start.cpuMs).filter((value) => value !== undefined);
    return {
      firstMs: first.ms,
      samples: starts.map((start) => start.ms),
      cpuMedian: cpu.length ? summarize(cpu).median : undefined,
      ...summarize(starts.map((start) => start.ms)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
