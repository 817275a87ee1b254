import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/database';
import { openPglite, type Database } from './client';
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
