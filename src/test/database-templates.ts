import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres } from '../server/db/client';

// Decision 023: the migrations run once per test run, not once per test file. Every test file
// (and every browser-test server) starts from a copy of a database they were applied to.

/** Every file of the migrations folder, by path, with its content. */
function migrationFiles(dir = migrationsFolder, prefix = ''): Array<[string, Buffer]> {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry): Array<[string, Buffer]> => {
      const relative = `${prefix}${entry.name}`;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return migrationFiles(full, `${relative}/`);
      return [[relative, readFileSync(full)]];
    });
}

/** The installed PGlite's version: a dump is only read back by the PGlite that wrote it. */
function pgliteVersion() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

/** Changes whenever a migration (or PGlite) does, so a stale copy is never used. */
export function migrationsKey() {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const [name, content] of migrationFiles()) hash.update(`${name}\n`).update(content);
  return hash.digest('hex').slice(0, 16);
}

const cacheDir = path.join(tmpdir(), 'swapsies-test-databases');

/**
 * A file holding a migrated in-memory PGlite's data directory (`dumpDataDir`), made on first use
 * and kept between runs under a name that changes with the migrations. Written to a temporary
 * name and renamed, so a reader never sees half a file even when two processes make it at once.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = path.join(cacheDir, `pglite-${migrationsKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const handle = await openPglite('memory://');
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Written out now, so a copy starts without replaying the write-ahead log.
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

/** A fresh in-memory PGlite that starts as a copy of the migrated template. */
export async function openPgliteFromTemplate() {
  return openPglite('memory://', undefined, {
    loadDataDir: await openAsBlob(await pgliteTemplateFile()),
  });
}

/**
 * An embedded-database directory (as the server's DATA_DIR/pgdata) with the migrations applied,
 * for the browser tests' servers to start from a copy of.
 */
export async function createPgliteTemplateDir(): Promise<string> {
  const dir = path.join(
    tmpdir(),
    `swapsies-e2e-template-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const handle = await openPglite(dir);
  await handle.close();
  rmSync(path.join(dir, 'swapsies.lock'), { force: true });
  return path.join(dir, 'pgdata');
}

// PostgreSQL: one migrated template database per run; each file's database is a copy of it.

/** Names of the databases the tests make: the run's template and each file's own. */
const TEMPLATE_PREFIX = 'swapsies_template_';
const FILE_PREFIX = 'swapsies_test_';

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the test databases an earlier run left behind when it crashed: their names carry the pid
 * of the process that made them, and that process is gone. (A running run's are left alone.)
 */
async function dropStaleDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'swapsies\\_template\\_%' or datname like 'swapsies\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^swapsies_(?:template|test)_(\d+)_/.exec(datname)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
}

/**
 * Makes this run's template: a new database with the migrations applied that nobody can connect
 * to (so copying it never finds it "being accessed by other users"). Returns its name.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    await dropStaleDatabases(admin);
    await admin.query(`create database ${name}`);
  });
  const handle = await openPostgres(databaseUrl(serverUrl, name), { poolMax: 1 });
  await handle.close();
  await withAdmin(serverUrl, async (admin) => {
    await admin.query(`alter database ${name} allow_connections false`);
    // A closed connection's server process can outlive the close by a moment.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      name,
    ]);
  });
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string) {
  await withAdmin(serverUrl, (admin) =>
    admin.query(`drop database if exists ${name} with (force)`),
  );
}

/** A new database for one test file, copied from `template`; returns its name. */
export async function createPostgresDatabaseFrom(serverUrl: string, template: string) {
  const name = `${FILE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // 55006: the template is in use, which only a connection on its way out can be.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return name;
}

/** A new empty database for one test file (no template): the migrations run when it opens. */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `${FILE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  return name;
}
