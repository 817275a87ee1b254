import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';
import { adaptPgliteForServer } from './pglite-adapter';
import { acquireDataDirLock, removeStalePostmasterPid } from './pglite-lock';
import { openReplica, ReplicaSet } from './replicas';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Streaming replicas for lag-tolerant reads (decision 036); read through `readsFor`. */
  replicas?: ReplicaSet;
}

/** PostgreSQL extensions the migrations use; a real server has them in its contrib package. */
const extensions = { pg_trgm };

/** Any number fits: it only has to be the same for every instance of the app. */
const MIGRATION_LOCK_KEY = 7_345_001;

function findMigrationsFolder(): string {
  // src/server/db/client.ts in development and tests, dist/server/main.js when built.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, '../../src/server/db/migrations'),
  ];
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json'))) ?? candidates[0]!
  );
}

export const migrationsFolder = findMigrationsFolder();

/**
 * Whether the database has every migration of this build: Drizzle applies those whose journal
 * time is after the last one recorded, so nothing is pending when that is at least the
 * journal's last. One query instead of the migrator's read, hash and transaction of every
 * migration, on every restart (decision 029). False when the database has no record yet.
 */
export async function migrationsAreCurrent(
  query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>,
  folder = migrationsFolder,
): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const exists = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (exists.rows[0]?.present !== true) return false;
  const last = await query('select max(created_at) as at from drizzle.__drizzle_migrations');
  const at = last.rows[0]?.at;
  return at !== null && at !== undefined && Number(at) >= newest;
}

/**
 * Opens embedded PGlite stored in `dataDir` (or in memory when dataDir is 'memory://'),
 * applies migrations and returns the handle. In memory, `loadDataDir` (a `dumpDataDir()` copy)
 * is where the database starts instead of an empty one: the tests' migrated copy, decision 023.
 */
export async function openPglite(
  dataDir: string,
  logger?: Logger,
  {
    loadDataDir,
    sharedBuffersMb,
  }: {
    /** A dump of a migrated database to start from (tests: src/test/database-templates.ts). */
    loadDataDir?: Blob;
    /** PGlite's buffer cache (PGLITE_SHARED_BUFFERS_MB). */
    sharedBuffersMb?: number;
  } = {},
): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  // PGlite's buffer cache lives in the process's WebAssembly memory, so it counts in the RSS;
  // PostgreSQL's 128 MB default is left when unset (tests). Decision 025.
  const postgresqlconf =
    sharedBuffersMb === undefined ? undefined : [`shared_buffers = ${sharedBuffersMb}MB`];
  if (dataDir === 'memory://') {
    client = new PGlite({ extensions, postgresqlconf, ...(loadDataDir ? { loadDataDir } : {}) });
  } else {
    releaseLock = acquireDataDirLock(dataDir);
    const pgdata = path.join(dataDir, 'pgdata');
    removeStalePostmasterPid(pgdata, logger);
    try {
      client = new PGlite(pgdata, { extensions, postgresqlconf });
      await client.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  if (!(await migrationsAreCurrent((sql) => client.query(sql)))) {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  }
  const db = drizzlePglite({
    client: adaptPgliteForServer(client),
    schema,
  }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * A connection that sends every statement unnamed. Behind PgBouncer's transaction pooling before
 * 1.21, a named statement prepared on one server connection is executed on another (or prepared
 * twice on the same one) and fails; unnamed ones live within one Parse-Bind-Execute (docs/scaling.md).
 */
class UnnamedStatementsClient extends pg.Client {
  // pg's query() is heavily overloaded; only the config-object form can carry a name.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config && config.name) {
      args[0] = { ...config, name: undefined };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * Opens a node-postgres pool, applies migrations under an advisory lock and returns the handle.
 * `migrationUrl` (MIGRATION_DATABASE_URL) is where the migrations run, when `connectionString`
 * goes through a transaction pooler that cannot hold their session-level lock.
 */
export async function openPostgres(
  connectionString: string,
  options: {
    poolMax: number;
    logger?: Logger;
    migrationUrl?: string;
    /** false: send every statement unnamed (PgBouncer transaction pooling before 1.21). */
    preparedStatements?: boolean;
  },
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax,
    // node-postgres waits forever for a connection by default; a request should fail instead.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(options.preparedStatements === false ? { Client: UnnamedStatementsClient } : {}),
  });
  // Without a listener, a connection the server drops would crash the process.
  pool.on('error', (error) =>
    options.logger?.warn({ err: error }, 'idle database connection lost'),
  );
  const db = drizzlePg({ client: pool, schema });
  try {
    await migrateWithLock(options.migrationUrl ?? connectionString);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * Drizzle's migrator takes no lock, so two instances starting at once could both apply a
 * migration. A session-level advisory lock on one dedicated connection serialises them, and the
 * migrations run on that same connection.
 */
async function migrateWithLock(connectionString: string) {
  // A connection of its own, outside the pool, so the lock never takes a pool slot (even with a
  // pool of one) and is released if this process dies mid-migration.
  const lockClient = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.end();
  }
}

/** The database named by config: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(
  config: {
    databaseUrl: string | undefined;
    replicas?: { urls: string[]; maxLagMs: number; probeEveryMs: number };
    migrationDatabaseUrl?: string | undefined;
    databasePreparedStatements?: boolean;
    databasePoolMax: number;
    pgliteSharedBuffersMb?: number;
    dataDir: string;
  },
  logger?: Logger,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const primary = await openPostgres(config.databaseUrl, {
      poolMax: config.databasePoolMax,
      logger,
      migrationUrl: config.migrationDatabaseUrl,
      preparedStatements: config.databasePreparedStatements,
    });
    const replicas = config.replicas;
    if (!replicas || replicas.urls.length === 0) return primary;
    return withReplicas(primary, replicas, config.databasePoolMax, logger);
  }
  return openPglite(config.dataDir, logger, { sharedBuffersMb: config.pgliteSharedBuffersMb });
}

/** The primary with its replicas, probed from now on and closed with it (decision 036). */
async function withReplicas(
  primary: DatabaseHandle,
  options: { urls: string[]; maxLagMs: number; probeEveryMs: number },
  poolMax: number,
  logger?: Logger,
): Promise<DatabaseHandle> {
  const client = (primary.db as unknown as { $client: pg.Pool }).$client;
  const primaryLsn = async () => {
    const { rows } = await client.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    return rows[0]?.lsn ?? null;
  };
  // Set below: a replica's failed read reports to the set it belongs to.
  let markDown = (_name: string, _error: unknown) => {};
  const replicas = new ReplicaSet(
    options.urls.map((url) =>
      openReplica(url, {
        poolMax,
        // A replica that stops answering holds a read no longer than this before the primary
        // answers it instead.
        connectTimeoutMs: Math.max(options.probeEveryMs, 1_000),
        queryTimeoutMs: 5_000,
        primary: client,
        primaryLsn,
        onFailure: (name, error) => markDown(name, error),
        logger,
      }),
    ),
    { maxLagMs: options.maxLagMs, probeEveryMs: options.probeEveryMs, logger },
  );
  markDown = (name, error) => replicas.markDown(name, error);
  await replicas.start();
  return {
    ...primary,
    replicas,
    close: async () => {
      await replicas.close();
      await primary.close();
    },
  };
}
