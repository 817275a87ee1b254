import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../../test/database';
import { openPostgres, type Database } from './client';
import journal from './migrations/meta/_journal.json';

const { entries } = journal;

/** Runs raw SQL and returns its rows, whichever driver answers. */
const rowsOf = async (db: Database, query: string) =>
  ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

describe.runIf(testDriver() === 'postgres')('PostgreSQL', () => {
  async function withFreshDatabase(run: (url: string) => Promise<void>) {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `swapsies_mig_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await run(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  it('applies each migration once when two instances start at the same time', async () => {
    await withFreshDatabase(async (url) => {
      const [a, b] = await Promise.all([
        openPostgres(url, { poolMax: 2 }),
        openPostgres(url, { poolMax: 2 }),
      ]);
      const applied = await rowsOf(
        a.db,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied[0]).toEqual({ n: entries.length });
      await Promise.all([a.close(), b.close()]);
      const again = await openPostgres(url, { poolMax: 1 });
      const after = await rowsOf(
        again.db,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(after[0]).toEqual({ n: entries.length });
      await again.close();
    });
  });

  it('survives the server dropping its connections', async () => {
    await withFreshDatabase(async (url) => {
      const handle = await openPostgres(url, { poolMax: 2 });
      await handle.ping();
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await killer.end();
      // The pool's error listener keeps the process alive; the next query gets a new connection.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(handle.ping()).resolves.toBeUndefined();
      await handle.close();
    });
  });
});
