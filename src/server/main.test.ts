import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDriver } from '../test/database';

// The real entry point (src/server/main.ts through tsx), started as a person would start it.

interface Run {
  exitCode: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

function start(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exitCode = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => resolve(code)),
  );
  return { exitCode, output: () => output, kill: (signal) => child.kill(signal) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(port: number, run: Run) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server never became ready:\n${run.output()}`);
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'swapsies-main-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(testDriver() === 'pglite')('starting and stopping the server', () => {
  it('refuses a bad environment variable with one line naming it', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await run.exitCode).toBe(1);
    expect(run.output()).toMatch(/^\s*PORT must be a port number \(got "eighty"\)$/m);
  });

  it('exits with a clear message when the database cannot be reached', async () => {
    const port = await freePort();
    const run = start({
      DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`,
      PORT: String(await freePort()),
    });
    expect(await run.exitCode).toBe(1);
    expect(run.output()).toContain('Swapsies could not open the PostgreSQL server in DATABASE_URL');
  });

  it('refuses a second process on the same data directory, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilReady(port, first);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exitCode).toBe(1);
    expect(second.output()).toContain('is in use by another Swapsies process');

    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    first.kill('SIGTERM');
    expect(await first.exitCode).toBe(0);

    // The lock went with it: the data directory opens again, with the data kept.
    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilReady(port, again);
    again.kill('SIGINT');
    expect(await again.exitCode).toBe(0);
  }, 90_000);

  it('logs JSON when its output is not a terminal, readable lines with LOG_FORMAT=pretty', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    for (const [format, expected] of [
      [undefined, /^\{"level":30,.*"url":"\/healthz".*"msg":"incoming request"\}$/m],
      ['pretty', /^\d\d:\d\d:\d\d GET \/healthz 200 \d+ ms$/m],
    ] as const) {
      const run = start({
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'info',
        ...(format ? { LOG_FORMAT: format } : {}),
      });
      await waitUntilReady(port, run);
      await fetch(`http://127.0.0.1:${port}/healthz`);
      run.kill('SIGTERM');
      expect(await run.exitCode).toBe(0);
      expect(run.output()).toMatch(expected);
    }
  }, 90_000);
});
