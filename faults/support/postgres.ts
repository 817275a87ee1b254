import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { runTag, sleep } from './test-run';

/** The PostgreSQL server the suites use, as for the API tests (README); unset skips them. */
export function postgresServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one query on its own connection and returns the rows. */
export function queryRows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return withClient(url, async (client) => (await client.query(text, values)).rows as T[]);
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server (the app migrates it at start-up), dropped by `drop`. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `swapsies_faults_${process.pid}_${runTag()}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await waitForPostgres(serverUrl, 60_000);
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export async function isPostgresUp(serverUrl: string): Promise<boolean> {
  try {
    await withClient(serverUrl, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** Polls until the server accepts queries; throws after `timeoutMs`. */
export async function waitForPostgres(serverUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPostgresUp(serverUrl)) return;
    await sleep(250);
  }
  throw new Error(`PostgreSQL at ${new URL(serverUrl).host} did not come back in ${timeoutMs} ms`);
}

/**
 * Stops or starts the local cluster the way CI's root user can (Debian's pg_ctlcluster).
 * Only used when FAULTS_RESTART_POSTGRES=1: it disturbs everything else on that server.
 */
export function controlLocalCluster(action: 'stop' | 'start') {
  const [version] = readdirSync('/etc/postgresql');
  if (!version) throw new Error('no cluster under /etc/postgresql');
  execFileSync(
    'pg_ctlcluster',
    [
      '--skip-systemctl-redirect',
      version,
      'main',
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ],
    { stdio: 'pipe', timeout: 60_000 },
  );
}

/** Polls until no other connection uses `database` (after a crash PostgreSQL may still be
 * rolling back the dead process's transaction); throws after `timeoutMs`. */
export async function waitForNoConnections(database: ScratchDatabase, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      database.url,
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    if (row!.n === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${row!.n} connections to ${database.name} still open after ${timeoutMs} ms`);
    }
    await sleep(100);
  }
}
