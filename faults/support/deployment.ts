import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from './api-client';
import { createScratchDatabase, postgresServerUrl, type ScratchDatabase } from './postgres';
import { freePort, startServer, type ServerProcess } from './server-process';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL when TEST_DATABASE_URL names a server (as for the API tests). */
export function availableDrivers(): Driver[] {
  return postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export interface Deployment {
  driver: Driver;
  /** The public URL every instance is configured with (what a load balancer would serve). */
  appUrl: string;
  servers: ServerProcess[];
  /** Set for PostgreSQL: the scratch database the instances share. */
  database: ScratchDatabase | undefined;
  /** Set for PGlite: the temporary DATA_DIR. */
  dataDir: string | undefined;
  /** A new browser talking to one instance. */
  client(instance?: number, options?: { forwardedFor?: string }): ApiClient;
  /** Starts instance `i` again with the same settings and port (after a crash or a stop). */
  restart(instance: number): Promise<ServerProcess>;
  /** Stops every instance, then removes the data directory or drops the database. */
  close(): Promise<void>;
}

/**
 * The app on a fresh database: one instance on PGlite in a temporary DATA_DIR (it is
 * single-process), or `instances` processes sharing one scratch PostgreSQL database, started
 * together so they also race through the migration lock.
 */
export async function deploy(
  driver: Driver,
  options: {
    instances?: number;
    env?: Record<string, string>;
    entry?: 'source' | 'built';
    /** PostgreSQL only: connect through this local port (e.g. a cuttable proxy's). */
    databasePort?: number;
    /** PostgreSQL only: migrate on the server itself (MIGRATION_DATABASE_URL), not databasePort. */
    migrateDirectly?: boolean;
  } = {},
): Promise<Deployment> {
  const instances = options.instances ?? 1;
  if (driver === 'pglite' && instances !== 1) throw new Error('PGlite serves one process only');
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const appUrl = `http://127.0.0.1:${ports[0]}`;

  let dataDir: string | undefined;
  let database: ScratchDatabase | undefined;
  const env: Record<string, string> = { APP_URL: appUrl, ...options.env };
  if (driver === 'pglite') {
    dataDir = mkdtempSync(path.join(tmpdir(), 'swapsies-faults-'));
    env.DATA_DIR = dataDir;
  } else {
    database = await createScratchDatabase(postgresServerUrl()!);
    const url = new URL(database.url);
    if (options.databasePort) url.host = `127.0.0.1:${options.databasePort}`;
    env.DATABASE_URL = url.toString();
    if (options.migrateDirectly) env.MIGRATION_DATABASE_URL = database.url;
    env.DATABASE_POOL_MAX ??= '5';
  }
  const start = (port: number) => startServer({ env, port, entry: options.entry ?? 'source' });

  const servers: ServerProcess[] = [];
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  const started = await Promise.allSettled(ports.map(start));
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await cleanUp();
    throw failure.reason;
  }

  return {
    driver,
    appUrl,
    servers,
    database,
    dataDir,
    client: (instance = 0, clientOptions = {}) =>
      new ApiClient(servers[instance]!.url, { origin: appUrl, ...clientOptions }),
    restart: async (instance) => {
      const server = await start(ports[instance]!);
      servers[instance] = server;
      return server;
    },
    close: cleanUp,
  };
}
