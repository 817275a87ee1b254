import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The databases to measure: PGlite in a fresh temporary DATA_DIR, then PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL names a server. Each has `prepare()` (returns the server env
 * settings) and `dispose()`.
 */
export function databasesToMeasure(env = process.env) {
  const list = [pgliteDatabase()];
  const serverUrl = postgresServerUrl(env);
  if (serverUrl) list.push(postgresDatabase(serverUrl));
  // BENCH_ONLY=pglite or BENCH_ONLY=postgres measures just that one (other values, e.g.
  // BENCH_ONLY=offline, choose figures, not databases).
  const names = ['pglite', 'postgres'];
  if (!names.includes(env.BENCH_ONLY)) return list;
  return list.filter((database) => database.name === env.BENCH_ONLY);
}

function pgliteDatabase() {
  let dataDir;
  return {
    name: 'pglite',
    label: 'PGlite',
    async prepare() {
      dataDir = mkdtempSync(path.join(tmpdir(), 'swapsies-bench-'));
      return { dataDir };
    },
    async dispose() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server the bench may use, if any. */
export function postgresServerUrl(env = process.env) {
  return env.DATABASE_URL || env.TEST_DATABASE_URL || undefined;
}

/** The scratch databases not dropped yet: a bench that gives up drops them on its way out. */
const undisposed = new Set();

/** Drops every scratch database still there (a stuck run's, when the bench gives up). */
export async function disposeAllDatabases() {
  await Promise.allSettled([...undisposed].map((database) => database.dispose()));
}

/** A fresh `swapsies_bench_<random>` database on the server, dropped afterwards. */
export function postgresDatabase(serverUrl) {
  const name = `swapsies_bench_${randomBytes(4).toString('hex')}`;
  let created = false;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const database = {
    name: 'postgres',
    label: 'PostgreSQL',
    async prepare() {
      await admin(`create database ${name}`);
      created = true;
      undisposed.add(database);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { databaseUrl: url.toString() };
    },
    async dispose() {
      if (created) await admin(`drop database if exists ${name} with (force)`);
      undisposed.delete(database);
    },
  };
  return database;
}
