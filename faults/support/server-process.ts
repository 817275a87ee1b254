import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { sleep } from './test-run';

/** Every variable the server reads (.env.example): a child gets only the ones a test sets. */
const APP_VARIABLES = [
  'NODE_ENV',
  'HOST',
  'PORT',
  'APP_URL',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'DATABASE_PREPARED_STATEMENTS',
  'DATABASE_POOL_MAX',
  'DATA_DIR',
  'SMTP_URL',
  'MAIL_FROM',
  'REDIS_URL',
  'REDIS_PREFIX',
  'ADMIN_USERNAMES',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STATIC_DIR',
  'NOTIFY_INTERVAL_MS',
  'NOTIFY_MAX_ATTEMPTS',
  'UNSUBSCRIBE_SECRET',
  'PUSH_ALLOW_LOOPBACK_FOR_TESTS',
];

const ENTRY = {
  // The code under test, whatever was last built: faults run from source.
  source: ['--import', 'tsx', 'src/server/main.ts'],
  // What `npm run serve` runs: the load test measures the built server.
  built: ['dist/server/main.js'],
};

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** The last 20,000 characters the server wrote, for failure messages. */
  output(): string;
  isRunning(): boolean;
  /** Resolves with the exit code, or the signal's name when killed by one. */
  exited: Promise<number | string>;
  /** `kill -9`: no shutdown hooks, no flushing. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s; resolves with how it ended. */
  stop(): Promise<number | string>;
}

const running = new Set<ChildProcess>();
// A test runner that dies must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on at 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real entry point on 127.0.0.1 and waits (bounded) until `/readyz` answers 200.
 * `env` holds the server's variables; everything else is unset, as on a fresh machine.
 */
export async function startServer(options: {
  env: Record<string, string>;
  entry?: keyof typeof ENTRY;
  port?: number;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  const entry = options.entry ?? 'source';
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    // The API needs no web app, and dist/ may be half-way through someone's rebuild.
    ...(entry === 'source' ? { STATIC_DIR: '/nonexistent-static-dir' } : {}),
    ...options.env,
  });

  const child = spawn(process.execPath, ENTRY[entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + String(chunk)).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => log,
    isRunning,
    exited,
    kill9: async () => {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!isRunning()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`the server exited before it was ready:\n${log}`);
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await server.kill9();
  throw new Error(
    `the server was not ready within ${options.readyTimeoutMs ?? 120_000} ms:\n${log}`,
  );
}
