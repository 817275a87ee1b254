import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queryRows } from './postgres';
import { freePort } from './server-process';
import { sleep } from './test-run';

/** Debian's package puts it here (`apt-get install pgbouncer`); PGBOUNCER overrides. */
export const PGBOUNCER = process.env.PGBOUNCER || '/usr/sbin/pgbouncer';

export const pgbouncerInstalled = () => existsSync(PGBOUNCER);

/** `[major, minor]` of the installed PgBouncer, e.g. [1, 18]. */
export function pgbouncerVersion(): [number, number] {
  const text = execFileSync(PGBOUNCER, ['--version'], { encoding: 'utf8' });
  const match = /PgBouncer (\d+)\.(\d+)/.exec(text);
  if (!match) throw new Error(`unexpected pgbouncer --version: ${text}`);
  return [Number(match[1]), Number(match[2])];
}

export interface Pgbouncer {
  port: number;
  /** `serverUrl` with its host and port replaced by this PgBouncer's. */
  urlFor(serverUrl: string): string;
  /** Runs a statement on PgBouncer's admin console (`SHOW POOLS`, `SHOW SERVERS`...). */
  admin<T>(statement: string): Promise<T[]>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer on 127.0.0.1 (a free port), in front of the PostgreSQL server of `serverUrl`
 * (every database name passes through), with its settings in a temporary directory:
 * `pool_mode = transaction` and at most `poolSize` server connections per database, so the app's
 * connections really are shared. Trust authentication for the URL's user, as on loopback.
 */
export async function startPgbouncer(options: {
  serverUrl: string;
  poolSize: number;
}): Promise<Pgbouncer> {
  const server = new URL(options.serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'swapsies-pgbouncer-'));
  // PgBouncer refuses to run as root; as root it is started as the postgres user (-u).
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 500',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + String(chunk)).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));

  const urlFor = (serverUrl: string) => {
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${port}`;
    return url.toString();
  };
  const adminUrl = urlFor(options.serverUrl).replace(/\/[^/?]*(\?|$)/, '/pgbouncer$1');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer exited at start-up:\n${log}`);
    }
    try {
      await queryRows(adminUrl, 'SHOW VERSION');
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`pgbouncer did not accept connections: ${String(error)}\n${log}`, {
          cause: error,
        });
      }
      await sleep(100);
    }
  }
  return {
    port,
    urlFor,
    admin: (statement) => queryRows(adminUrl, statement),
    output: () => log,
    stop,
  };
}
