import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** client.ts's `Database`, spelt here so that client.ts, which opens the replicas, is not a cycle. */
type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

// PostgreSQL streaming replicas for the reads that tolerate a few seconds of lag (decision 036):
// each one is probed in the background, and a request is only ever handed one that answered its
// last probe in time and within the lag bound. Nothing here writes.

/** What /readyz says of one replica. */
export type ReplicaState = 'starting' | 'ready' | 'lagging' | 'down';

export interface ReplicaStatus {
  /** host:port/database of its URL, never its password. */
  name: string;
  state: ReplicaState;
  /** Milliseconds behind the primary at the last probe; null when it did not answer. */
  lagMs: number | null;
}

/** One replica: its handle, and a probe that says how far behind the primary it is. */
export interface ReplicaTarget {
  name: string;
  db: Database;
  /** Milliseconds of lag; throws (or never settles) when the replica cannot be reached. */
  probe(): Promise<number>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  /** A replica further behind than this is skipped (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often each replica is probed; one not answering within this is down. */
  probeEveryMs: number;
  logger?: Logger;
}

interface Tracked {
  target: ReplicaTarget;
  state: ReplicaState;
  lagMs: number | null;
  probing: boolean;
}

/**
 * The replicas of one primary. `pick()` answers at once from the last probes, so a replica that
 * goes down or falls behind is skipped from the next probe on: within `probeEveryMs` of it being
 * noticed, and a probe that hangs (a cut network) counts as down once `probeEveryMs` has passed.
 * A replica that was skipped keeps being probed and comes back on its first good answer.
 */
export class ReplicaSet {
  private readonly tracked: Tracked[];
  private timer: NodeJS.Timeout | undefined;
  private turn = 0;

  constructor(
    targets: readonly ReplicaTarget[],
    private readonly options: ReplicaOptions,
  ) {
    this.tracked = targets.map((target) => ({
      target,
      state: 'starting',
      lagMs: null,
      probing: false,
    }));
  }

  /** Probes now and then every `probeEveryMs`, until closed. */
  start(): Promise<void> {
    this.timer ??= setInterval(() => void this.probeAll(), this.options.probeEveryMs).unref();
    return this.probeAll();
  }

  /** One probe of every replica, each bounded by `probeEveryMs`. */
  async probeAll(): Promise<void> {
    await Promise.all(this.tracked.map((replica) => this.probeOne(replica)));
  }

  private async probeOne(replica: Tracked) {
    // A probe still hanging from last time: it is already past its bound, so the replica is down.
    if (replica.probing) return this.mark(replica, 'down', null);
    replica.probing = true;
    let timeout: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timeout = setTimeout(
        () => reject(new Error('no answer in time')),
        this.options.probeEveryMs,
      ).unref();
    });
    const probe = replica.target.probe().finally(() => {
      replica.probing = false;
    });
    probe.catch(() => {});
    try {
      const lagMs = await Promise.race([probe, deadline]);
      this.mark(replica, lagMs > this.options.maxLagMs ? 'lagging' : 'ready', lagMs);
    } catch (error) {
      this.mark(replica, 'down', null, error);
    } finally {
      clearTimeout(timeout);
    }
  }

  private mark(replica: Tracked, state: ReplicaState, lagMs: number | null, error?: unknown) {
    if (state !== replica.state) {
      const level = state === 'ready' ? 'info' : 'warn';
      this.options.logger?.[level](
        { replica: replica.target.name, state, lagMs, err: error },
        state === 'ready' ? 'read replica in use' : 'read replica skipped',
      );
    }
    replica.state = state;
    replica.lagMs = lagMs;
  }

  /**
   * Takes a replica out at once, before its next probe: a read on it just failed for want of the
   * replica (see `openReplica`). The next good probe takes it back.
   */
  markDown(name: string, error: unknown) {
    const replica = this.tracked.find(({ target }) => target.name === name);
    if (replica) this.mark(replica, 'down', null, error);
  }

  /** A replica within the lag bound, taken in turn; undefined when there is none. */
  pick(): Database | undefined {
    const ready = this.tracked.filter((replica) => replica.state === 'ready');
    if (ready.length === 0) return undefined;
    this.turn = (this.turn + 1) % ready.length;
    return ready[this.turn]!.target.db;
  }

  statuses(): ReplicaStatus[] {
    return this.tracked.map(({ target, state, lagMs }) => ({
      name: target.name,
      state,
      lagMs: lagMs === null ? null : Math.round(lagMs),
    }));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.tracked.map(({ target }) => target.close().catch(() => {})));
  }
}

/** host:port/database of a PostgreSQL URL: enough to tell replicas apart, no credentials. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * How far behind the primary a server is, in milliseconds. Not in recovery: a primary, 0.
 * Caught up with everything the primary had written when the probe began: 0, even when nothing
 * was written for an hour (pg_last_xact_replay_timestamp alone would then say an hour). Else the
 * age of the last transaction it replayed, which grows while replay is paused or cut off.
 */
const LAG_SQL = `select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_replay_lsn() >= $1::pg_lsn then 0
    else coalesce(extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000,
                  'Infinity'::float8)
  end::float8 as lag_ms`;

/**
 * Whether a failed read says nothing about the read itself, only about the replica: no answer
 * from the server (refused, reset, timed out: no SQLSTATE), the server shutting down (class 57),
 * a connection exception (08), or the standby cancelling it for a conflict with replay (40001).
 */
export function isReplicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('57') || code.startsWith('08') || code === '40001';
}

/**
 * A replica on its own small pool: connections give up after `connectTimeoutMs` and a query that
 * hangs is cut off after `queryTimeoutMs`. A read that fails for want of the replica is run again
 * on the primary's pool (`primary`; replica reads are only reads) and reported (`onFailure`), so
 * the requests under way when a replica stops are answered, and the next ones skip it at once.
 * `primaryLsn` reads the primary's current write position (null when it cannot be read: the lag
 * then comes from the replay timestamp alone).
 */
export function openReplica(
  url: string,
  options: {
    poolMax: number;
    connectTimeoutMs: number;
    queryTimeoutMs: number;
    primary: pg.Pool;
    primaryLsn: () => Promise<string | null>;
    onFailure: (name: string, error: unknown) => void;
    logger?: Logger;
  },
): ReplicaTarget {
  const name = replicaName(url);
  const { primary, onFailure } = options;
  class FallingBackPool extends pg.Pool {
    // pg's query() is heavily overloaded; drizzle only uses the promise form.
    override query(...args: unknown[]): never {
      const query = (pool: pg.Pool, on: pg.Pool) =>
        (pool.query as (...a: unknown[]) => Promise<unknown>).apply(on, args);
      return query(pg.Pool.prototype as pg.Pool, this).catch((error: unknown) => {
        if (!isReplicaFailure(error)) throw error;
        onFailure(name, error);
        return query(primary, primary);
      }) as never;
    }
  }
  const pool = new FallingBackPool({
    connectionString: url,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectTimeoutMs,
    query_timeout: options.queryTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the replica drops (a shutdown) is the first sign it went away.
  pool.on('error', (error) => {
    options.logger?.warn({ err: error, replica: name }, 'idle replica connection lost');
    onFailure(name, error);
  });
  return {
    name,
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    probe: async () => {
      const lsn = (await options.primaryLsn().catch(() => null)) ?? 'FFFFFFFF/FFFFFFFF';
      // Not through the fallback: the probe is about this replica alone.
      const { rows } = await (
        pg.Pool.prototype.query as (
          text: string,
          values: unknown[],
        ) => Promise<{ rows: Array<{ lag_ms: number }> }>
      ).call(pool, LAG_SQL, [lsn]);
      return Number(rows[0]!.lag_ms);
    },
    close: () => pool.end(),
  };
}
