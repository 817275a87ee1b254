import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/db/client';

export type TestDriver = 'pglite' | 'postgres';

/** The driver this Vitest project runs on (see vitest.config.ts). */
export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database of its own for one test file: in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL that is dropped again when closed.
 */
export async function createTestDatabase(
  driver: TestDriver = testDriver(),
): Promise<DatabaseHandle & { url?: string }> {
  if (driver === 'pglite') return openPglite('memory://');

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `swapsies_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { poolMax: 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Rows of a raw SQL query, for what a test reads that no route shows. */
export async function queryRows<T>(
  database: DatabaseHandle,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = database.db as unknown as {
    $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> };
  };
  return (await db.$client.query(text, params)).rows;
}
