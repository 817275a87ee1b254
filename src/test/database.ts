import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../server/db/client';
import {
  createEmptyPostgresDatabase,
  createPostgresDatabaseFrom,
  databaseUrl,
  openPgliteFromTemplate,
} from './database-templates';

export type TestDriver = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's migrated PostgreSQL template database (src/test/global-setup.ts). */
    postgresTemplate?: string;
  }
}

/** The driver this Vitest project runs on (see vitest.config.ts). */
export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database of its own for one test file: in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL that is dropped again when closed. Either is a
 * copy of a database the migrations were applied to once for the whole run (decision 023).
 */
export async function createTestDatabase(
  driver: TestDriver = testDriver(),
): Promise<DatabaseHandle & { url?: string }> {
  if (driver === 'pglite') return openPgliteFromTemplate();

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  // Outside the API projects (no global set-up), the file's database is migrated on its own.
  const template = inject('postgresTemplate');
  const name = template
    ? await createPostgresDatabaseFrom(serverUrl, template)
    : await createEmptyPostgresDatabase(serverUrl);

  const url = databaseUrl(serverUrl, name);
  const handle = await openPostgres(url, { poolMax: 5 });
  return {
    ...handle,
    url,
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
