import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/database';
import { migrationsAreCurrent, migrationsFolder, openPglite, type Database } from './client';
import { acquireDataDirLock, DataDirBusyError } from './pglite-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'swapsies-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs raw SQL and returns its rows, whichever driver answers. */
const rowsOf = async (db: Database, query: string) =>
  ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

describe.runIf(testDriver() === 'pglite')('embedded PGlite', () => {
  it('keeps data across restarts and re-running migrations is a no-op', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.db.execute(`insert into users (username, password_hash) values ('kept', 'x')`);
    await first.close();
    const second = await openPglite(dir);
    const rows = await rowsOf(second.db, `select username from users`);
    expect(rows).toEqual([{ username: 'kept' }]);
    await second.close();
  });

  it('skips the migrator on a restart only while no migration is newer than the database', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.close();
    const again = await openPglite(dir);
    const query = async (sql: string) => ({ rows: (await rowsOf(again.db, sql)) as never[] });
    expect(await migrationsAreCurrent(query)).toBe(true);
    // A build with one more migration than the database has: the migrator must run.
    const newer = path.join(tempDir(), 'migrations');
    cpSync(migrationsFolder, newer, { recursive: true });
    const journalPath = path.join(newer, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ when: number; tag: string }>;
    };
    journal.entries.push({ ...journal.entries.at(-1)!, when: Date.now() + 1000, tag: 'next' });
    writeFileSync(journalPath, JSON.stringify(journal));
    expect(await migrationsAreCurrent(query, newer)).toBe(false);
    // A database with no record of migrations (never migrated) is not current either.
    await again.db.execute('alter table drizzle.__drizzle_migrations rename to kept_aside');
    expect(await migrationsAreCurrent(query)).toBe(false);
    await again.close();
  }, 120_000);

  it('refuses a second process on the same data directory with a clear message', () => {
    const dir = tempDir();
    // A live process that is not us holds the lock: our parent (the test runner) will do.
    writeFileSync(path.join(dir, 'swapsies.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Swapsies process/);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(path.join(dir, 'swapsies.lock'), String(child.pid));
    const release = acquireDataDirLock(dir);
    release();
    expect(existsSync(path.join(dir, 'swapsies.lock'))).toBe(false);
  });

  it('starts after a kill -9 left a stale postmaster.pid behind', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.close();
    writeFileSync(path.join(dir, 'pgdata', 'postmaster.pid'), '-42\n');
    const again = await openPglite(dir);
    await expect(again.ping()).resolves.toBeUndefined();
    await again.close();
  });
});
